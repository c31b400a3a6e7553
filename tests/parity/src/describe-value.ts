// What a scenario observes is compared as plain data: this turns any value (functions, errors, symbols, cycles)
// into a JSON-comparable description that says what a user would see of it.

const maxDepth = 6

/** A JSON-comparable description of `value`. */
export function describeValue(value: unknown, depth = 0, seen = new Set<object>()): unknown {
  if (value === undefined) return '[undefined]'
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value
  if (typeof value === 'number') return Number.isNaN(value) ? '[NaN]' : value
  if (typeof value === 'bigint') return `[bigint ${value}]`
  if (typeof value === 'symbol') return `[${value.toString()}]`
  if (typeof value === 'function') return '[function]'
  if (seen.has(value)) return '[circular]'
  if (depth >= maxDepth) return '[deep]'
  seen.add(value)
  try {
    if (value instanceof Error) return describeError(value, depth, seen)
    if (Buffer.isBuffer(value)) return `[Buffer ${value.toString('base64')}]`
    if (Array.isArray(value)) return value.map((item) => describeValue(item, depth + 1, seen))
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      out[key] = describeValue((value as Record<string, unknown>)[key], depth + 1, seen)
    }
    return out
  } finally {
    seen.delete(value)
  }
}

// an error as a handler or a user sees it: its class's standing fields and its own enumerable ones, not its stack
function describeError(error: Error, depth: number, seen: Set<object>): unknown {
  const out: Record<string, unknown> = {
    isError: true,
    message: error.message
  }
  const fields = error as Error & Record<string, unknown>
  for (const key of ['code', 'statusCode', 'status', 'validationContext', 'serialization'] as const) {
    if (fields[key] !== undefined) out[key] = describeValue(fields[key], depth + 1, seen)
  }
  for (const key of Object.keys(error)) {
    if (key === 'stack' || key in out) continue
    out[key] = describeValue(fields[key], depth + 1, seen)
  }
  return out
}
