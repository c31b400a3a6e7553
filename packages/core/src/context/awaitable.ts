import type { HookStore } from '../hooks/hook-store.js'
import type { CoreState } from '../core-state.js'
import { kCore, kHooks } from '../symbols.js'

/**
 * The value register() and after() return: the context itself for chaining, and awaitable to load what is
 * queued. A Proxy, so the context object itself never has a `then` (which would make every `await instance`
 * start loading plugins).
 *
 * register() and after() call it right after queuing on `target`, so this is where the context's hook store
 * starts queuing its hooks behind what was registered (Fastify's addHook order; see HookStore).
 */
export function awaitable<T extends object>(target: T, load: () => Promise<void>): T & PromiseLike<T> {
  const context = target as { [kHooks]?: HookStore; [kCore]?: CoreState }
  const core = context[kCore]
  if (core !== undefined) context[kHooks]?.useLoader(core.boot)
  return new Proxy(target, {
    get(object, key) {
      if (key === 'then') {
        return (fulfilled?: (value: T) => unknown, rejected?: (error: unknown) => unknown) =>
          load().then(() => (fulfilled ? fulfilled(object) : object), rejected)
      }
      const value: unknown = Reflect.get(object, key, object)
      return typeof value === 'function' ? value.bind(object) : value
    }
  }) as T & PromiseLike<T>
}
