/** Runs an after() callback; returns the error left pending (callbacks that take the error handle it). */
export function runAfter(
  callback: (error: Error | null, done?: (error?: Error | null) => void) => unknown,
  pending: unknown
): Promise<unknown> {
  if (pending !== null && callback.length === 0) return Promise.resolve(pending)
  return new Promise<unknown>((resolve) => {
    const done = (error?: Error | null): void => resolve(error ?? null)
    let result: unknown
    try {
      result = callback((pending as Error | null) ?? null, done)
    } catch (error) {
      resolve(error)
      return
    }
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      ;(result as PromiseLike<unknown>).then(
        () => resolve(null),
        (error: unknown) => resolve(error ?? new Error('after() callback rejected'))
      )
    } else if (callback.length < 2) {
      resolve(null)
    }
  })
}
