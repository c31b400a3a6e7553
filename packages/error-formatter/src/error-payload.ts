import { STATUS_CODES } from 'node:http'

/** The default error response body. */
export interface ErrorPayload {
  readonly statusCode: number
  readonly code?: string
  readonly error: string
  readonly message: string
}

/**
 * The default error payload `{statusCode, code?, error, message}`; `code` only when it is a string.
 * @example
 * errorPayload(400, { code: 'FST_ERR_VALIDATION', message: "body must have required property 'name'" })
 */
export function errorPayload(statusCode: number, error: { readonly code?: unknown; readonly message?: unknown }): ErrorPayload {
  const label = STATUS_CODES[statusCode] ?? 'Unknown Error'
  const message = typeof error.message === 'string' ? error.message : ''
  // a numeric code (some libraries use them) is sent as a string, as Fastify does; other types are left out
  const code = typeof error.code === 'string' ? error.code : typeof error.code === 'number' && Number.isFinite(error.code) ? String(error.code) : undefined
  return code !== undefined ? { statusCode, code, error: label, message } : { statusCode, error: label, message }
}

/**
 * Serializes an error payload with its keys in a fixed order (statusCode, code, error, message), `code` left
 * out when absent. Strings are escaped exactly as JSON.stringify escapes them.
 */
export function serializeErrorPayload(payload: ErrorPayload): string {
  const code = payload.code === undefined ? '' : `,"code":${JSON.stringify(payload.code)}`
  return `{"statusCode":${Number(payload.statusCode)}${code},"error":${JSON.stringify(payload.error)},"message":${JSON.stringify(payload.message)}}`
}
