import { FST_ERR_SEND_UNDEFINED_ERR } from '../errors.js'

/**
 * Turns anything thrown into an Error. A plain object keeps its `statusCode`/`status`, `message` and `code`
 * (Fastify's "thrown `{statusCode, message}` shapes the reply").
 */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value
  if (value === undefined || value === null) return new FST_ERR_SEND_UNDEFINED_ERR()
  if (typeof value === 'object') {
    const shape = value as { message?: unknown; statusCode?: unknown; status?: unknown; code?: unknown }
    const error = new Error(typeof shape.message === 'string' ? shape.message : 'Unknown error') as Error & Record<string, unknown>
    if (shape.statusCode !== undefined) error['statusCode'] = shape.statusCode
    if (shape.status !== undefined) error['status'] = shape.status
    if (typeof shape.code === 'string') error['code'] = shape.code
    return error
  }
  return new Error(String(value))
}
