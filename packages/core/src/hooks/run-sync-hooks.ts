import type { AnyHook } from './hook-store.js'

/** Runs synchronous application hooks (onRoute, onRegister) in order; a throw propagates to the caller. */
export function runSyncHooks(hooks: readonly AnyHook[], self: unknown, args: readonly unknown[]): void {
  for (const hook of hooks)
    (hook as unknown as (this: unknown, ...a: unknown[]) => unknown).apply(self, args as unknown[])
}
