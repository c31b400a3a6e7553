import { FST_ERR_PLUGIN_TIMEOUT } from '../errors.js'
import type { PluginFunction } from './plugin-node.js'

/**
 * Runs one plugin function and settles when it signals completion: a returned promise settles, `done` is
 * called, or (for a function that declares fewer than three parameters and returns no promise) at once.
 * A plugin that never signals fails with FST_ERR_PLUGIN_TIMEOUT naming it.
 */
export function runPlugin<I>(
  fn: PluginFunction<I>,
  instance: I,
  options: unknown,
  name: string,
  timeout: number
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
      timer = setTimeout(() => done(new FST_ERR_PLUGIN_TIMEOUT(name, timeout)), timeout)
      timer.unref?.()
    }
    let result: unknown
    try {
      result = fn(instance, options, done)
    } catch (error) {
      done(error ?? new Error(`plugin '${name}' threw ${String(error)}`))
      return
    }
    if (isThenable(result)) {
      result.then(
        () => done(),
        (error: unknown) => done(error ?? new Error(`plugin '${name}' rejected with ${String(error)}`))
      )
    } else if (fn.length < 3) {
      done()
    }
  })
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}
