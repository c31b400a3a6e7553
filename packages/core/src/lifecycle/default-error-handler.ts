import { errorPayload, isCodedError, serializeErrorPayload } from '@capsule/error-formatter'
import { FST_ERR_FAILED_ERROR_SERIALIZATION } from '../errors.js'
import { kReplyHeaders, kReplySendCalled, kRouteContext } from '../symbols.js'
import { writeResponse } from './write-response.js'
import type { Reply } from './reply.js'
import { schemaSerializer } from './reply.js'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The default error handler (SPEC.md): 4xx messages are sent as they are; a 5xx message is sent only for a
 * Capsule coded error or an error with `expose: true`, any other 5xx says `Internal Server Error`. The full
 * error is logged (5xx at error level, 4xx at info). Never a stack. A route response schema for the status
 * shapes the payload.
 */
export function defaultErrorHandler(error: Error, reply: Reply): void {
  const logController = reply[kRouteContext].core!.logController
  logController.defaultErrorLog(error, reply.request as never, reply as never)
  const statusCode = reply.raw.statusCode
  const payload = defaultErrorPayload(error, statusCode)
  let body: string
  const fn = schemaSerializer(reply[kRouteContext].responseSerializers, statusCode, JSON_TYPE)
  try {
    body = fn !== null ? fn(withOwnFields(error, statusCode, payload)) : serializeErrorPayload(payload)
  } catch (serializationError) {
    const failure = new FST_ERR_FAILED_ERROR_SERIALIZATION(
      (serializationError as Error).message,
      error.message
    )
    logController.serializerError(failure, reply.request as never, reply as never, { statusCode })
    reply.raw.statusCode = 500
    body = serializeErrorPayload(errorPayload(500, { code: failure.code, message: 'Internal Server Error' }))
  }
  reply[kReplyHeaders]['content-type'] = JSON_TYPE
  reply.send(body)
}

/**
 * What a response schema for the error's status sees: the error's own fields (e.g. `details`, `validation`) under
 * the standard ones, as in Fastify, so the schema can declare them. Never the stack, and nothing from a 5xx whose
 * message is hidden.
 */
function withOwnFields(error: Error, statusCode: number, payload: ReturnType<typeof errorPayload>): object {
  if (!isExposed(error, statusCode)) return payload
  const own: Record<string, unknown> = {}
  for (const key of Object.keys(error)) if (key !== 'stack') own[key] = (error as unknown as Record<string, unknown>)[key]
  return Object.assign(own, payload)
}

/** SPEC.md: a 4xx, a Capsule coded error or an error with `expose: true` is shown; any other 5xx is not. */
function isExposed(error: Error, statusCode: number): boolean {
  return statusCode < 500 || isCodedError(error) || (error as Error & { expose?: unknown }).expose === true
}

/** `{statusCode, code?, error, message}` for an error, the message hidden for a 5xx that may carry internals. */
function defaultErrorPayload(error: Error, statusCode: number): ReturnType<typeof errorPayload> {
  const carried = error as Error & { code?: unknown }
  const exposed = isExposed(error, statusCode)
  return errorPayload(statusCode, {
    // a framework code (FST_ERR_VALIDATION on a validator that threw, ...) says nothing internal: kept, as in Fastify
    code: exposed || (typeof carried.code === 'string' && /^(FST|CPS)_/.test(carried.code)) ? carried.code : undefined,
    message: exposed ? error.message : 'Internal Server Error'
  })
}

/**
 * The default answer for an error, written without hooks or schemas: used when the onSend hooks fail again while an
 * error is being answered (as Fastify does), so a hook that always fails runs twice, not until the depth limit.
 */
export function writeErrorDirectly(reply: Reply, error: Error, statusCode: number): void {
  reply[kRouteContext].core!.logController.defaultErrorLog(error, reply.request as never, reply as never)
  reply.raw.statusCode = statusCode
  const headers = reply[kReplyHeaders]
  delete headers['content-length']
  headers['content-type'] = JSON_TYPE
  reply[kReplySendCalled] = true
  writeResponse(reply, serializeErrorPayload(defaultErrorPayload(error, statusCode)))
}

/** The answer when error handling itself keeps failing: a fixed 500, written directly. */
export function lastResortResponse(reply: Reply, error: Error): void {
  reply.log.error({ err: error }, 'error handling failed repeatedly; sending a plain 500')
  if (reply.raw.headersSent) {
    reply.raw.destroy()
    return
  }
  const body = serializeErrorPayload(errorPayload(500, { message: 'Internal Server Error' }))
  reply.raw.writeHead(500, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body) })
  reply.raw.end(body)
}
