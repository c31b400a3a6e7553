/** What the Authorization header said. */
export type ParsedAuthorization =
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'token'; readonly token: string }

// RFC 6750 §2.1: b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="
const b64token = /^[A-Za-z0-9\-._~+/]+=*$/

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
  const token = header.slice(space + 1).trim()
  if (!b64token.test(token)) return { kind: 'malformed' }
  return { kind: 'token', token }
}
