// Registry symbols: the protocol shared with @capsule/skip-override and fastify-plugin. Registry symbols are equal
// wherever they are created, so core needs no dependency on either package and honours marks set by both.
export const kSkipOverride = Symbol.for('skip-override')
export const kPluginMeta = Symbol.for('plugin-meta')
export const kDisplayName = Symbol.for('fastify.display-name')

/** Plugin metadata as written by skipOverride(fn, meta) or fastify-plugin. */
export interface PluginMetaView {
  readonly name?: unknown
  readonly fastify?: unknown
  readonly dependencies?: unknown
  readonly decorators?: unknown
  readonly encapsulate?: unknown
}

type Marked = { [kSkipOverride]?: unknown; [kPluginMeta]?: unknown; [kDisplayName]?: unknown; name?: string }

export function pluginMeta(fn: unknown): PluginMetaView | undefined {
  const meta = (fn as Marked)[kPluginMeta]
  return typeof meta === 'object' && meta !== null ? (meta as PluginMetaView) : undefined
}

/** True when the plugin's registrations land in its parent's context. */
export function skipsOverride(fn: unknown): boolean {
  return (fn as Marked)[kSkipOverride] === true
}

/**
 * The plugin's name: metadata name, display name, function name, else (an anonymous function) the first two lines
 * of its source, trimmed and joined with ' -- ', the way Fastify names it.
 */
export function pluginName(fn: unknown): string {
  const meta = pluginMeta(fn)
  if (typeof meta?.name === 'string' && meta.name.length > 0) return meta.name
  const display = (fn as Marked)[kDisplayName]
  if (typeof display === 'string' && display.length > 0) return display
  const name = (fn as Marked).name
  if (typeof name === 'string' && name.length > 0) return name
  return Function.prototype.toString
    .call(fn)
    .split('\n', 2)
    .map((line) => line.trim())
    .join(' -- ')
}
