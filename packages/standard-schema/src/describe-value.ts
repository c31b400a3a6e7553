/**
 * What a value that is not a Standard Schema is, for an error message: enough to recognise it (a JSON Schema's
 * first keys, a `~standard` of another version), never its whole content.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object' && typeof value !== 'function')
    return value === undefined ? 'undefined' : `a ${typeof value} (${String(value)})`
  if (Array.isArray(value)) return 'an array'
  const standard = (value as { '~standard'?: unknown })['~standard']
  if (typeof standard === 'object' && standard !== null) {
    const { version, validate } = standard as { version?: unknown; validate?: unknown }
    if (version !== 1) return `a value whose '~standard.version' is ${String(version)}, not 1`
    if (typeof validate !== 'function') return "a value whose '~standard' has no validate function"
  }
  if (typeof value === 'function') return "a function without a '~standard' property"
  const keys = Object.keys(value)
  if (keys.length === 0) return 'an empty object'
  const shown = keys.slice(0, 4).join(', ') + (keys.length > 4 ? ', ...' : '')
  // a JSON Schema is the likely mistake: say so
  const json = keys.some(
    (key) => key === 'type' || key === 'properties' || key === '$ref' || key === 'anyOf' || key === 'oneOf'
  )
  return `${json ? 'a JSON Schema' : 'an object'} (keys: ${shown})`
}
