import { isThenable } from './is-thenable.js'

/**
 * Calls a plugin or an application hook and settles when it signals completion: a returned promise settles,
 * `done` is called, or at once when it returns no promise and does not take `done`. Bounded by `timeout` ms
 * (0 = unbounded), failing with the error `onTimeout` makes.
 */
export function callWithCompletion(
  invoke: (done: (error?: unknown) => void) => unknown,
  takesDone: boolean,
  timeout: number,
  onTimeout: () => Error,
  label: string
): Promise<void> {
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
      // not unref'd: a plugin that never signals completion, with nothing else pending, must fail with its
      // timeout error instead of letting the process exit silently with status 0
      timer = setTimeout(() => done(onTimeout()), timeout)
    }
    let result: unknown
    try {
      result = invoke(done)
    } catch (error) {
      done(error ?? new Error(`${label} threw ${String(error)}`))
      return
    }
    if (isThenable(result)) {
      result.then(
        () => done(),
        (error: unknown) => done(error ?? new Error(`${label} rejected with ${String(error)}`))
      )
    } else if (!takesDone) {
      done()
    }
  })
}
