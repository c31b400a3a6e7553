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
