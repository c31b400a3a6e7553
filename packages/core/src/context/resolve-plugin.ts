import { FST_ERR_PLUGIN_NOT_VALID } from '../errors.js'
import { pluginName } from './plugin-meta.js'

/**
 * Validates a plugin (a function, or a module namespace with a default function) and returns it with its name.
 * @throws {FST_ERR_PLUGIN_NOT_VALID}
 */
export function resolvePlugin(plugin: unknown): {
  readonly fn: (...args: never[]) => unknown
  readonly name: string
} {
  const fn =
    typeof plugin === 'object' && plugin !== null && 'default' in plugin
      ? (plugin as { default: unknown }).default
      : plugin
  if (typeof fn !== 'function') {
    throw new FST_ERR_PLUGIN_NOT_VALID(
      `expected a plugin function, got ${plugin === null ? 'null' : typeof plugin}`
    )
  }
  return { fn: fn as (...args: never[]) => unknown, name: pluginName(fn) }
}
