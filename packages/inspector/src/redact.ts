import { secretHeaders, type ResolvedOptions } from './inspector-options.js'

/** What the page shows of a value it does not show. */
const elided = '…'
const hidden = '[hidden]'
/** How much of a body or payload the page shows. */
export const bodyLimit = 2000

/** The request's headers as the page shows them: every name, the values `headerValues` allows, never a secret. */
export function visibleHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  shown: ResolvedOptions['headerValues']
): Record<string, string> {
  const visible: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    visible[name] = secretHeaders.has(name)
      ? hidden
      : shown === true || (shown !== false && shown.has(name))
        ? Array.isArray(value)
          ? value.join(', ')
          : value
        : elided
  }
  return visible
}

/** The headers of a request recorded without values (`headerValues: false`), as the page shows them. */
export function namesOnly(names: readonly string[]): Record<string, string> {
  const visible: Record<string, string> = {}
  for (const name of names) visible[name] = secretHeaders.has(name) ? hidden : elided
  return visible
}

/** The query string as the page shows it: each value `…` unless `queryValues`. */
export function visibleQuery(query: string, shown: boolean): string {
  if (query === '' || shown) return query
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${elided}`
    })
    .join('&')
}

/** A parsed body or a payload as text, cut at `bodyLimit` characters; null for nothing or a stream. */
export function visibleBody(value: unknown): string | null {
  if (value === undefined || value === null) return null
  let text: string
  if (typeof value === 'string') text = value
  else if (value instanceof Uint8Array) text = Buffer.from(value).toString('utf8')
  else if (typeof (value as { pipe?: unknown }).pipe === 'function' || value instanceof ReadableStream)
    return null
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > bodyLimit ? `${text.slice(0, bodyLimit)}${elided}` : text
}
