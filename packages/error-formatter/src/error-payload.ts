import { STATUS_CODES } from 'node:http'

/** The default error response body. */
export interface ErrorPayload {
  readonly statusCode: number
  readonly code?: string
  /** the status's reason phrase; left out for a status that has none (499, 599), as in Fastify */
  readonly error?: string
  readonly message: string
}

/**
 * The default error payload `{statusCode, code?, error?, message}`: `code` only when it is a string (or a number,
 * sent as text), `error` only when the status has a reason phrase (not 499 or 599), as in Fastify.
 * @example
 * errorPayload(400, { code: 'FST_ERR_VALIDATION', message: "body must have required property 'name'" })
 */
export function errorPayload(
  statusCode: number,
  error: { readonly code?: unknown; readonly message?: unknown }
): ErrorPayload {
  const label = STATUS_CODES[statusCode]
  const message = typeof error.message === 'string' ? error.message : ''
  // a numeric code (some libraries use them) is sent as a string, as Fastify does; other types are left out
  const code =
    typeof error.code === 'string'
      ? error.code
      : typeof error.code === 'number' && Number.isFinite(error.code)
        ? String(error.code)
        : undefined
  // keys in the order they are serialized
  if (code !== undefined)
    return label !== undefined ? { statusCode, code, error: label, message } : { statusCode, code, message }
  return label !== undefined ? { statusCode, error: label, message } : { statusCode, message }
}

/**
 * Serializes an error payload with its keys in a fixed order (statusCode, code, error, message), `code` and
 * `error` left out when absent. Strings are escaped exactly as JSON.stringify escapes them.
 */
export function serializeErrorPayload(payload: ErrorPayload): string {
  const code = payload.code === undefined ? '' : `,"code":${JSON.stringify(payload.code)}`
  const error = payload.error === undefined ? '' : `,"error":${JSON.stringify(payload.error)}`
  return `{"statusCode":${Number(payload.statusCode)}${code}${error},"message":${JSON.stringify(payload.message)}}`
}
