/** What the Authorization header said. */
export type ParsedAuthorization =
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'token'; readonly token: string }

/**
 * Reads `Authorization: <scheme> <token>`. `rfc6750` compares the scheme exactly, `rfc6749` without case.
 */
export function parseAuthorization(
  header: string | string[] | undefined,
  bearerType: string,
  caseInsensitive: boolean
): ParsedAuthorization {
  if (header === undefined || header === '') return { kind: 'missing' }
  if (Array.isArray(header)) return { kind: 'malformed' }
  const space = header.indexOf(' ')
  if (space <= 0) return { kind: 'malformed' }
  const scheme = header.slice(0, space)
  const matches = caseInsensitive ? scheme.toLowerCase() === bearerType.toLowerCase() : scheme === bearerType
  if (!matches) return { kind: 'malformed' }
  // compared as given (not only RFC 6750's b64token characters), so a key like 'p@ss:w!rd' can match, as in Fastify
  const token = header.slice(space + 1).trim()
  if (token === '') return { kind: 'malformed' }
  return { kind: 'token', token }
}
