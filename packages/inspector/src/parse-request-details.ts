import { UsageError } from './usage-error.js'

/** `--header 'Accept-Version: 1.x'` (repeatable) → `{ 'accept-version': '1.x' }`, for the router's constraints. */
export function parseHeaders(given: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const text of given) {
    const colon = text.indexOf(':')
    const name = colon === -1 ? '' : text.slice(0, colon).trim().toLowerCase()
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name))
      throw new UsageError(
        `--header must be 'name: value' (for example 'host: admin.example'), not '${text}'`
      )
    headers[name] = text.slice(colon + 1).trim()
  }
  return headers
}

/** `--constraint tenant=acme` (repeatable) → `{ tenant: 'acme' }`: the values of asynchronous constraints. */
export function parseConstraints(given: readonly string[]): Record<string, string> {
  const constraints: Record<string, string> = {}
  for (const text of given) {
    const equals = text.indexOf('=')
    if (equals <= 0)
      throw new UsageError(`--constraint must be 'name=value' (for example 'tenant=acme'), not '${text}'`)
    constraints[text.slice(0, equals).trim()] = text.slice(equals + 1)
  }
  return constraints
}
