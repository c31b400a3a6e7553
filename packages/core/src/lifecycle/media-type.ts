/** A Content-Type header parsed once per request; parser selection and body-schema selection both use it. */
export interface MediaType {
  /** `type/subtype` in lower case: the key for parsers and `content` maps */
  readonly essence: string
  readonly type: string
  readonly subtype: string
  /** parameter names in lower case; values unquoted */
  readonly parameters: Readonly<Record<string, string>>
}

// RFC 9110 §5.6.2 tchar: any VCHAR except delimiters
const tchar = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]"
const token = new RegExp(`^${tchar}+$`)
const OWS = /[ \t]/
// quoted-string: DQUOTE *( qdtext / quoted-pair ) DQUOTE; qdtext excludes DQUOTE and backslash, allows HTAB, SP, VCHAR, obs-text
const quotedString = /^"((?:[\t \x21\x23-\x5B\x5D-\x7E\x80-\xFF]|\\[\t \x21-\x7E\x80-\xFF])*)"/

const cache = new Map<string, MediaType | null>()
const CACHE_LIMIT = 256

/**
 * Parses a Content-Type header strictly by RFC 9110 (`type "/" subtype *( OWS ";" OWS [ parameter ] )`).
 * Returns null for anything else: a crafted header (case tricks aside, which are normalised) never yields a
 * media type that differs from what the parser and the schema lookup would both see.
 */
export function parseMediaType(header: string): MediaType | null {
  const cached = cache.get(header)
  if (cached !== undefined) return cached
  const parsed = parse(header)
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(header, parsed)
  return parsed
}

function parse(header: string): MediaType | null {
  // surrounding whitespace is not part of the field value (RFC 9110 §5.5)
  const value = trimOWS(header)
  const slash = value.indexOf('/')
  if (slash <= 0) return null
  let end = value.indexOf(';', slash)
  if (end === -1) end = value.length
  const type = value.slice(0, slash)
  const subtype = trimEndOWS(value.slice(slash + 1, end))
  if (!token.test(type) || !token.test(subtype)) return null
  const parameters: Record<string, string> = Object.create(null) as Record<string, string>
  let rest = value.slice(end)
  while (rest.length > 0) {
    // rest starts with ';'
    rest = trimStartOWS(rest.slice(1))
    if (rest.length === 0) break
    if (rest[0] === ';') continue
    const eq = rest.indexOf('=')
    if (eq <= 0) return null
    const name = rest.slice(0, eq)
    if (!token.test(name)) return null
    rest = rest.slice(eq + 1)
    let paramValue: string
    if (rest[0] === '"') {
      const match = quotedString.exec(rest)
      if (match === null) return null
      paramValue = match[1]!.replace(/\\(.)/g, '$1')
      rest = rest.slice(match[0].length)
    } else {
      let stop = rest.indexOf(';')
      if (stop === -1) stop = rest.length
      paramValue = trimEndOWS(rest.slice(0, stop))
      if (!token.test(paramValue)) return null
      rest = rest.slice(stop)
    }
    rest = trimStartOWS(rest)
    if (rest.length > 0 && rest[0] !== ';') return null
    const key = name.toLowerCase()
    if (!(key in parameters)) parameters[key] = paramValue
  }
  const lowerType = type.toLowerCase()
  const lowerSubtype = subtype.toLowerCase()
  return Object.freeze({
    essence: `${lowerType}/${lowerSubtype}`,
    type: lowerType,
    subtype: lowerSubtype,
    parameters: Object.freeze(parameters)
  })
}

function trimOWS(value: string): string {
  return trimEndOWS(trimStartOWS(value))
}

function trimStartOWS(value: string): string {
  let i = 0
  while (i < value.length && OWS.test(value[i]!)) i++
  return i === 0 ? value : value.slice(i)
}

function trimEndOWS(value: string): string {
  let i = value.length
  while (i > 0 && OWS.test(value[i - 1]!)) i--
  return i === value.length ? value : value.slice(0, i)
}
