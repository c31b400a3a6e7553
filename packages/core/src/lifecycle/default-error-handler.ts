import { STATUS_CODES } from 'node:http'
import { errorPayload, serializeErrorPayload, type ErrorPayload } from '@capsule/error-formatter'
import { FST_ERR_FAILED_ERROR_SERIALIZATION } from '../errors.js'
import { kReplyHeaders, kReplySerializer, kRouteContext, kReplyOutput } from '../symbols.js'
import { schemaSerializer } from '../schema/response-serializers.js'
import type { Reply } from './reply.js'
import { ownFields, readThrown, type Thrown } from './thrown.js'
import { logReplyError } from '../logging/log-reply-error.js'
import { stderrLoggerOf } from '../logging/stderr-logger.js'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The default error handler. A 4xx message is sent as is. A 5xx message is sent when the error declares
 * its own HTTP status (http-errors, @fastify/error, @fastify/sensible, a coded error), has `expose: true`, or the
 * server sets `exposeServerErrors`; an unexpected error (a `TypeError`, a driver's error) answers with the reason
 * phrase of its status, and a non-Error is never echoed unless it is a plain object that declares its own status
 * (an answer its author built, such as @fastify/rate-limit's). A route response schema for the status shapes the payload
 * from the error's own fields: the route's author chose what it shows. The full error is logged; never a stack.
 */
export function defaultErrorHandler(thrown: Thrown, reply: Reply): void {
  const context = reply[kRouteContext]
  const core = context.core!
  logError(reply, thrown, reply[kReplyOutput].statusCode)
  if (!thrown.isError && thrown.declared) {
    // a plain object with its own status is the answer its author built: sent as a payload (the route's schema
    // for the status applies), as in Fastify
    reply.send(thrown.value)
    return
  }
  const statusCode = reply[kReplyOutput].statusCode
  let body: string
  const fn = schemaSerializer(context.responseSerializers, statusCode, JSON_TYPE)
  try {
    body =
      fn !== null
        ? fn(
            Object.assign(
              ownFields(thrown),
              errorPayload(statusCode, {
                code: thrown.code,
                message: thrown.isError ? thrown.message : reasonPhrase(statusCode)
              })
            )
          )
        : serializeErrorPayload(defaultErrorPayload(thrown, statusCode, core.options.exposeServerErrors))
  } catch (serializationError) {
    const failure = new FST_ERR_FAILED_ERROR_SERIALIZATION(
      serializationError instanceof Error ? serializationError.message : 'the serializer threw',
      thrown.message
    )
    core.logController.serializerError(
      readThrown(serializationError).error,
      reply.request as never,
      reply as never,
      { statusCode }
    )
    reply[kReplyOutput].statusCode = 500
    // Fastify's payload (no `error` field); its message quotes the original error's, so it is shown only when
    // that one would be
    const shown = exposes(thrown, statusCode, core.options.exposeServerErrors)
    body = serializeErrorPayload({
      statusCode: 500,
      code: failure.code,
      message: shown ? failure.message : reasonPhrase(500)
    })
  }
  reply[kReplyHeaders]['content-type'] = JSON_TYPE
  // the default answer is written as it is: a serializer the handler set (which may be what failed) does not apply
  // to it, as in Fastify, while a custom error handler's payload still goes through it
  reply[kReplySerializer] = null
  reply.send(body)
}

/**
 * The default handler's log line; a logger or log controller that throws must not stop the answer. Without a
 * configured logger, the stderr fallback writes what the client could not see: a 5xx whose message was masked.
 */
export function logError(reply: Reply, thrown: Thrown, statusCode: number): void {
  const core = reply[kRouteContext].core!
  try {
    core.logController.defaultErrorLog(thrown.error, reply.request as never, reply as never)
  } catch {
    // nothing else can be done about a failing logger here
  }
  const fallback = stderrLoggerOf(reply.log)
  if (fallback !== null && statusCode >= 500 && !exposes(thrown, statusCode, core.options.exposeServerErrors))
    fallback.report(
      thrown.error,
      thrown.message !== '' ? thrown.message : thrown.error.message,
      reply.request,
      statusCode
    )
}

/**
 * `{statusCode, code?, error, message}` for an error. Shown: a 4xx's message, and a 5xx's when the error declares
 * its status, says `expose: true`, or `exposeAll`. Hidden otherwise (the reason phrase instead); a non-Error never
 * shows its content.
 */
export function defaultErrorPayload(thrown: Thrown, statusCode: number, exposeAll: boolean): ErrorPayload {
  const exposed = exposes(thrown, statusCode, exposeAll)
  const code = thrown.code
  return errorPayload(statusCode, {
    // a framework code (FST_ERR_VALIDATION on a validator that threw, ...) says nothing internal: kept, as in Fastify
    code: exposed || (code !== undefined && /^(FST|CPS)_/.test(code)) ? code : undefined,
    message: exposed ? thrown.message : reasonPhrase(statusCode)
  })
}

/** Whether the default answer shows the error's message (see defaultErrorPayload). */
function exposes(thrown: Thrown, statusCode: number, exposeAll: boolean): boolean {
  return thrown.isError && (statusCode < 500 || thrown.declared || thrown.expose || exposeAll)
}

function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Internal Server Error'
}

/** The answer when error handling itself keeps failing: a fixed 500, written directly. */
export function lastResortResponse(reply: Reply, error: Error): void {
  logReplyError(reply, error, 'error handling failed repeatedly; sending a plain 500')
  const res = reply[kReplyOutput]
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = serializeErrorPayload(errorPayload(500, { message: 'Internal Server Error' }))
  res.writeHead(500, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body) })
  res.end(body)
}
