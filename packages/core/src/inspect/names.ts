/** A function's name for a report: its own, or `anonymous`. */
export function functionName(fn: unknown): string {
  const name = typeof fn === 'function' ? fn.name : ''
  return name === '' ? 'anonymous' : name
}

/** A shared schema's name for a report: its `$id`, or `(no $id)`. */
export function schemaName(schema: unknown): string {
  const id = (schema as { $id?: unknown } | null)?.$id
  return typeof id === 'string' ? id : '(no $id)'
}

/**
 * A plugin's name as a context's label. An anonymous plugin's name is the start of its source text (Fastify's
 * convention, kept for `pluginName` and printPlugins()); as a label in a path it would run over the line.
 */
export function contextLabel(pluginName: string): string {
  return pluginName.includes(' -- ') || pluginName.includes('\n') || pluginName.length > 60
    ? 'anonymous'
    : pluginName
}
