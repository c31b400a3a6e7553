import { FST_ERR_HOOK_TIMEOUT } from '../errors.js'
import { isThenable } from '../boot/run-plugin.js'
import type { AnyHook } from './hook-store.js'

/** One context's hooks of a kind, with the context they run as (`this`). */
export interface ContextHooks {
  readonly self: unknown
  readonly hooks: readonly AnyHook[]
}

/**
 * Runs application hooks (onReady, onListen, preClose, onClose) one after the other, each as `this` of its
 * context, each bounded by `timeout` ms when it is > 0. Rejects with the first error.
 */
export async function runAppHooks(
  name: string,
  list: readonly ContextHooks[],
  args: (self: unknown) => readonly unknown[],
  timeout: number
): Promise<void> {
  for (const { self, hooks } of list) {
    for (const hook of hooks) await runOne(name, hook, self, args(self), timeout)
  }
}

function runOne(name: string, hook: AnyHook, self: unknown, args: readonly unknown[], timeout: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false
    let timer: NodeJS.Timeout | null = null
    const done = (error?: unknown): void => {
      if (settled) return
      settled = true
      if (timer !== null) clearTimeout(timer)
      if (error !== undefined && error !== null) reject(error)
      else resolve()
    }
    if (timeout > 0) {
      const label = hook.name ? ` - ${hook.name}` : ''
      timer = setTimeout(() => done(new FST_ERR_HOOK_TIMEOUT(name, label)), timeout)
      timer.unref?.()
    }
    let result: unknown
    try {
      result = (hook as unknown as (this: unknown, ...a: unknown[]) => unknown).call(self, ...args, done)
    } catch (error) {
      done(error ?? new Error(`${name} hook threw ${String(error)}`))
      return
    }
    if (isThenable(result)) result.then(() => done(), (error: unknown) => done(error ?? new Error(`${name} hook rejected`)))
    else if (hook.length <= args.length) done()
  })
}
