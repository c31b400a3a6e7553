/**
 * Fields that describe one connection (RFC 9110 §7.6.1), which a `Response` handed to the platform must not
 * carry: the platform frames the body itself. `trailer` goes with them: a `Response` has no trailers, so the
 * field would announce fields that never come.
 */
const connectionFields = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'trailer'
])

/**
 * The reply's headers as a `Response` takes them: a plain record when every field has one value (the fast form
 * for the platform; the reply's own when every value is text and no connection field is there, the usual answer),
 * else name/value pairs, so each Set-Cookie stays its own field.
 */
export function webResponseHeaders(
  headers: Record<string, string | number | readonly string[]>
): Record<string, string> | string[][] {
  if (usableAsIs(headers)) return headers as Record<string, string>
  let record: Record<string, string> | null = {}
  let pairs: string[][] | null = null
  for (const name of Object.keys(headers)) {
    if (connectionFields.has(name)) continue
    const value = headers[name]!
    // a reply keeps header values as given (booleans, numbers): written as text, as Node writes them
    if (Array.isArray(value)) {
      if (pairs === null) pairs = toPairs(record!)
      for (const item of value as readonly unknown[]) pairs.push([name, String(item)])
      record = null
    } else if (pairs !== null) pairs.push([name, typeof value === 'string' ? value : String(value)])
    else record![name] = typeof value === 'string' ? value : String(value)
  }
  return pairs ?? record!
}

function toPairs(record: Record<string, string>): string[][] {
  const pairs: string[][] = []
  for (const name of Object.keys(record)) pairs.push([name, record[name]!])
  return pairs
}

function usableAsIs(headers: Record<string, string | number | readonly string[]>): boolean {
  for (const name in headers) {
    if (typeof headers[name] !== 'string' || connectionFields.has(name)) return false
  }
  return true
}
