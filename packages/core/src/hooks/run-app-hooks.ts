import { FST_ERR_HOOK_TIMEOUT } from '../errors.js'
import { callWithCompletion } from '../boot/call-with-completion.js'
import type { AnyHook } from './hook-store.js'

/** One context's hooks of a kind, with the context they run as (`this`). */
export interface ContextHooks {
  readonly self: unknown
  readonly hooks: readonly AnyHook[]
}

/**
 * Runs application hooks (onReady, onListen, preClose, onClose) one after the other, each as `this` of its
 * context, each bounded by `timeout` ms when it is > 0. Rejects with the first error, unless `failed` is given:
 * then each error goes to it and the next hooks still run (onListen).
 */
export async function runAppHooks(
  name: string,
  list: readonly ContextHooks[],
  args: (self: unknown) => readonly unknown[],
  timeout: number,
  failed?: (error: unknown) => void
): Promise<void> {
  for (const { self, hooks } of list) {
    for (const hook of hooks) {
      const values = args(self)
      const run = callWithCompletion(
        (done) =>
          (hook as unknown as (this: unknown, ...a: unknown[]) => unknown).call(self, ...values, done),
        hook.length > values.length,
        timeout,
        () => new FST_ERR_HOOK_TIMEOUT(name, hook.name ? ` - ${hook.name}` : ''),
        `${name} hook`
      )
      if (failed === undefined) await run
      else await run.catch(failed)
    }
  }
}
