import {
  FST_ERR_HOOK_INVALID_ASYNC_HANDLER,
  FST_ERR_HOOK_INVALID_HANDLER,
  FST_ERR_HOOK_INVALID_TYPE,
  FST_ERR_HOOK_NOT_SUPPORTED
} from '../errors.js'
import { applicationHooks, lifecycleHooks, type HookName } from './hook-names.js'

/** Any hook function; the store checks names and arity, the runners know the signatures. */
export type AnyHook = (...args: never[]) => unknown

/**
 * An async hook that also declares `done` is ambiguous, and refused. Fastify's rule, per hook, by the parameter count
 * that would be `request, reply, [payload,] done` (more parameters are accepted: the promise is awaited), and for
 * the hooks that take no `done` as async functions, any count but theirs.
 */
function declaresDone(name: HookName, count: number): boolean {
  switch (name) {
    case 'preParsing':
    case 'preSerialization':
    case 'onSend':
    case 'onError':
      return count === 4
    case 'onReady':
    case 'onListen':
      return count !== 0
    case 'onRequestAbort':
      return count !== 1
    default:
      return count === 3
  }
}

const supported = new Set<string>([...lifecycleHooks, ...applicationHooks])

/** The part of the plugin loader a store needs to queue a hook behind what was registered before it. */
interface HookLoader {
  readonly running: { readonly draining: Promise<void> | null }
  afterRunning(run: (pending: unknown) => Promise<unknown>): void
}

// hooks that take effect in boot order (Fastify queues them like an after() step) and reach existing children;
// onRoute, onReady, onListen and preClose are stored at once and stay with the context that added them
const queued = new Set<HookName>([...lifecycleHooks, 'onRegister'])

/**
 * The hooks of one context. Lifecycle hooks, onRoute and onRegister are copied into each child (encapsulation:
 * siblings never share arrays); onReady, onListen and preClose belong to the context that added them and run by
 * walking the context tree; onClose is collected globally by the core.
 *
 * Order (Fastify's): a lifecycle or onRegister hook takes effect when the loader reaches it, in the queue of the
 * plugin that is running, behind the plugins registered before it; taking effect appends it to this context and
 * to every child context already created. A context's arrays are therefore its hooks and its ancestors' in boot
 * order ("program order with each plugin's body run where it was registered"), complete once loading is done.
 */
export class HookStore {
  readonly hooks: Map<HookName, AnyHook[]>
  readonly #children: HookStore[] = []
  #loader: HookLoader | null

  constructor(parent?: HookStore) {
    this.hooks = new Map()
    for (const name of lifecycleHooks) this.hooks.set(name, parent ? parent.get(name).slice() : [])
    this.hooks.set('onRoute', parent ? parent.get('onRoute').slice() : [])
    this.hooks.set('onRegister', parent ? parent.get('onRegister').slice() : [])
    this.hooks.set('onReady', [])
    this.hooks.set('onListen', [])
    this.hooks.set('preClose', [])
    this.hooks.set('onClose', [])
    this.#loader = null
    if (parent !== undefined) {
      this.#loader = parent.#loader
      parent.#children.push(this)
    }
  }

  get(name: HookName): AnyHook[] {
    return this.hooks.get(name)!
  }

  /**
   * Connects the store to the plugin loader; register() and after() call it when the context first queues a plugin
   * or an after() step. Until then nothing is queued ahead of a hook, so it takes effect at once.
   */
  useLoader(loader: HookLoader): void {
    this.#loader ??= loader
  }

  add(name: HookName, fn: AnyHook): void {
    const loader = this.#loader
    if (!queued.has(name) || loader === null) {
      this.#apply(name, fn)
      return
    }
    const running = loader.running
    if (running.draining !== null) {
      // the running plugin is past its function and inside one of its after() steps: avvio runs an after() body
      // like a plugin body, so a hook added there takes effect right there
      this.#apply(name, fn)
      return
    }
    loader.afterRunning(async (pending) => {
      this.#apply(name, fn)
      return pending
    })
  }

  child(): HookStore {
    return new HookStore(this)
  }

  #apply(name: HookName, fn: AnyHook): void {
    this.get(name).push(fn)
    if (queued.has(name)) for (const child of this.#children) child.#apply(name, fn)
  }
}

/**
 * Checks a hook before it is stored, so the runners never meet an ambiguous one.
 * @throws {FST_ERR_HOOK_INVALID_TYPE} name is not a string
 * @throws {FST_ERR_HOOK_NOT_SUPPORTED} unknown hook name
 * @throws {FST_ERR_HOOK_INVALID_HANDLER} hook is not a function
 * @throws {FST_ERR_HOOK_INVALID_ASYNC_HANDLER} async hook that also declares `done`
 */
export function validateHook(name: unknown, fn: unknown): asserts name is HookName {
  if (typeof name !== 'string') throw new FST_ERR_HOOK_INVALID_TYPE()
  if (!supported.has(name)) throw new FST_ERR_HOOK_NOT_SUPPORTED(name)
  if (typeof fn !== 'function')
    throw new FST_ERR_HOOK_INVALID_HANDLER(name, Object.prototype.toString.call(fn))
  if (isAsyncFunction(fn) && declaresDone(name as HookName, fn.length))
    throw new FST_ERR_HOOK_INVALID_ASYNC_HANDLER()
}

export function isAsyncFunction(fn: unknown): boolean {
  return typeof fn === 'function' && fn.constructor.name === 'AsyncFunction'
}
