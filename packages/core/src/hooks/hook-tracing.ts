import diagnostics from 'node:diagnostics_channel'
import { isThenable } from '../boot/is-thenable.js'
import type { LifecycleHookName } from './hook-names.js'
import type { AnyHook } from './hook-store.js'

/** What every event of one traced hook call carries: the same object from `start` to `asyncEnd`. */
export interface HookTrace {
  /** the hook's name: the lifecycle phase it runs in */
  readonly phase: LifecycleHookName
  /** the hook function as it was added */
  readonly hook: (...args: never[]) => unknown
  readonly request: unknown
  /** undefined for onRequestAbort, whose hooks get the request only */
  readonly reply: unknown
  /** what the hook threw, rejected with or gave to done() */
  error?: unknown
}

/**
 * `tracing:capsule.request.hook:start|end|asyncEnd|error`: one lifecycle hook call, from its start to the moment it
 * finished (its promise settled or it called done: `asyncEnd`). Hooks are traced only when something subscribes
 * before ready(): the routes are built then with traced hooks, otherwise with the hooks themselves, so an
 * application nobody observes pays nothing on any request.
 */
export const hookChannels = diagnostics.tracingChannel<object, HookTrace>('capsule.request.hook')

const originals = new WeakMap<AnyHook, AnyHook>()

/** The hook a traced wrapper stands for (the function itself when it is not one). */
export function originalHook(fn: AnyHook): AnyHook {
  return originals.get(fn) ?? fn
}

/** The hooks of one phase, each wrapped to publish its trace; names are kept (printRoutes shows them). */
export function traceHooks(phase: LifecycleHookName, hooks: readonly AnyHook[]): AnyHook[] {
  return hooks.map((hook) => traced(phase, hook))
}

function traced(phase: LifecycleHookName, hook: AnyHook): AnyHook {
  const call = hook as unknown as (this: unknown, ...args: unknown[]) => unknown
  // every runner passes the hook's arguments then its `done` callback last (onRequestAbort: request, done)
  const wrapper = function (this: unknown, ...args: unknown[]): unknown {
    const trace: HookTrace = { phase, hook, request: args[0], reply: args.length > 2 ? args[1] : undefined }
    let finished = false
    // `failed` apart from the error: a hook may throw or reject with a falsy value, which still fails the request
    const finish = (failed: boolean, error: unknown): void => {
      if (finished) return
      finished = true
      if (failed) {
        trace.error = error
        hookChannels.error.publish(trace)
      }
      hookChannels.asyncEnd.publish(trace)
    }
    const done = args[args.length - 1] as (...values: unknown[]) => unknown
    args[args.length - 1] = (...values: unknown[]): unknown => {
      // a falsy value given to done() is no error (the runners' rule)
      finish(Boolean(values[0]), values[0])
      return done(...values)
    }
    hookChannels.start.publish(trace)
    let result: unknown
    try {
      result = call.apply(this, args)
    } catch (error) {
      finish(true, error)
      throw error
    } finally {
      hookChannels.end.publish(trace)
    }
    if (isThenable(result))
      result.then(
        () => finish(false, undefined),
        (error: unknown) => finish(true, error)
      )
    return result
  }
  Object.defineProperty(wrapper, 'name', { value: hook.name })
  originals.set(wrapper, hook)
  return wrapper
}
