import { FST_ERR_PLUGIN_TIMEOUT } from '../errors.js'
import { callWithCompletion } from './call-with-completion.js'
import type { PluginFunction } from './plugin-node.js'

/**
 * Runs one plugin function and settles when it signals completion (promise, `done`, or at once for a function
 * of fewer than three parameters). A plugin that never signals fails with FST_ERR_PLUGIN_TIMEOUT naming it.
 */
export function runPlugin<I>(
  fn: PluginFunction<I>,
  instance: I,
  options: unknown,
  name: string,
  timeout: number
): Promise<void> {
  return callWithCompletion(
    (done) => fn(instance, options, done),
    fn.length >= 3,
    timeout,
    () => new FST_ERR_PLUGIN_TIMEOUT(name, timeout),
    `plugin '${name}'`
  )
}
