/**
 * The value register() and after() return: the context itself for chaining, and awaitable to load what is
 * queued. A Proxy, so the context object itself never has a `then` (which would make every `await instance`
 * start loading plugins).

 */
export function awaitable<T extends object>(target: T, load: () => Promise<void>): T & PromiseLike<T> {
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
