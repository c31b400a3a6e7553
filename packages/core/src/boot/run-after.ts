/**
 * Runs an after() callback; returns the error left pending. By its number of parameters, as in Fastify:
 * `()` runs even when an error is pending, which goes on (it is not the callback's to handle); `(err)` handles it;
 * `(err, done)` and `(err, instance, done)` handle it and finish when `done(err?)` is called (an error given to
 * `done` goes on). Called without `this`. Without an error the callback gets null, or undefined for a plugin
 * context's ready() (`readyCallback`), as Fastify's loader passes them.
 */
export function runAfter(
  callback: (...args: never[]) => unknown,
  pending: unknown,
  instance: unknown,
  readyCallback = false
): Promise<unknown> {
  const nothing = readyCallback ? undefined : null
  const arity = callback.length
  return new Promise<unknown>((resolve) => {
    const done = (error?: unknown): void => resolve(error ?? null)
    const finished = (): void => resolve(arity === 0 ? pending : null)
    let result: unknown
    try {
      const fn = callback as unknown as (...args: unknown[]) => unknown
      result = arity >= 3 ? fn(pending ?? nothing, instance, done) : fn(pending ?? nothing, done)
    } catch (error) {
      resolve(error)
      return
    }
    if (
      result !== null &&
      typeof result === 'object' &&
      typeof (result as PromiseLike<unknown>).then === 'function'
    ) {
      ;(result as PromiseLike<unknown>).then(finished, (error: unknown) =>
        resolve(error ?? new Error('after() callback rejected'))
      )
    } else if (arity < 2) {
      finished()
    }
  })
}
