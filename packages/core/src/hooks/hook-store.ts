import {
  FST_ERR_HOOK_INVALID_ASYNC_HANDLER,
  FST_ERR_HOOK_INVALID_HANDLER,
  FST_ERR_HOOK_INVALID_TYPE,
  FST_ERR_HOOK_NOT_SUPPORTED
} from '../errors.js'
import { applicationHooks, lifecycleHooks, type HookName } from './hook-names.js'

/** Any hook function; the store checks names and arity, the runners know the signatures. */
export type AnyHook = (...args: never[]) => unknown

// the argument count at which an async hook also declares `done`, which is ambiguous and rejected
const doneArity: Record<HookName, number> = {
  onRequest: 3,
  preParsing: 4,
  preValidation: 3,
  preHandler: 3,
  preSerialization: 4,
  onSend: 4,
  onResponse: 3,
  onError: 4,
  onTimeout: 3,
  onRequestAbort: 2,
  onRoute: Infinity,
  onRegister: Infinity,
  onReady: 1,
  onListen: 1,
  preClose: 1,
  onClose: 2
}

const supported = new Set<string>([...lifecycleHooks, ...applicationHooks])

/**
 * The hooks of one context. Lifecycle hooks, onRoute and onRegister are copied into each child (encapsulation:
 * siblings never share arrays); onReady, onListen and preClose belong to the context that added them and run by
 * walking the context tree; onClose is collected globally by the core.
 */
export class HookStore {
  readonly hooks: Map<HookName, AnyHook[]>

  constructor(parent?: HookStore) {
    this.hooks = new Map()
    for (const name of lifecycleHooks) this.hooks.set(name, parent ? parent.get(name).slice() : [])
    this.hooks.set('onRoute', parent ? parent.get('onRoute').slice() : [])
    this.hooks.set('onRegister', parent ? parent.get('onRegister').slice() : [])
    this.hooks.set('onReady', [])
    this.hooks.set('onListen', [])
    this.hooks.set('preClose', [])
    this.hooks.set('onClose', [])
  }

  get(name: HookName): AnyHook[] {
    return this.hooks.get(name)!
  }

  add(name: HookName, fn: AnyHook): void {
    this.get(name).push(fn)
  }

  child(): HookStore {
    return new HookStore(this)
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
  if (typeof fn !== 'function') throw new FST_ERR_HOOK_INVALID_HANDLER(name, Object.prototype.toString.call(fn))
  if (isAsyncFunction(fn) && fn.length >= doneArity[name as HookName]) throw new FST_ERR_HOOK_INVALID_ASYNC_HANDLER()
}

export function isAsyncFunction(fn: unknown): boolean {
  return typeof fn === 'function' && fn.constructor.name === 'AsyncFunction'
}
