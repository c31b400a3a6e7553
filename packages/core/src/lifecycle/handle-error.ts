import { runObserverHooks } from '../hooks/run-hooks.js'
import { isThenable } from '../boot/run-plugin.js'
import {
  kReplyErrorDepth,
  kReplyErrorHandled,
  kReplyHasStatusCode,
  kReplyHeaders,
  kReplyHijacked,
  kReplyInOnError,
  kReplyNextErrorHandler,
  kReplySendCalled,
  kReplySerializer,
  kRouteContext
} from '../symbols.js'
import type { Reply } from './reply.js'
import { defaultErrorHandler, lastResortResponse } from './default-error-handler.js'
import { toError } from './to-error.js'
import { answered } from './answered.js'

// an error raised while answering an error this many times in a row ends in a fixed 500
const MAX_ERROR_DEPTH = 8

/**
 * Routes an error through the encapsulated chain: status from the error, `error.headers` applied, onError
 * hooks (once per request), then the nearest error handler. A handler that throws passes the error to its
 * parent's handler (also when it throws something that is not an Error), then to the default one.
 */
export function handleError(reply: Reply, given: Error): void {
  const error = readable(given)
  if (reply[kReplyHijacked]) {
    reply.log.error({ err: error }, 'error after reply.hijack()')
    return
  }
  if (reply.raw.headersSent) {
    reply.log.error({ err: error }, 'error after the response headers were sent')
    reply.raw.destroy()
    return
  }
  if (++reply[kReplyErrorDepth] > MAX_ERROR_DEPTH) {
    lastResortResponse(reply, error)
    return
  }
  reply[kReplySendCalled] = false
  // the error answer is not the handler's payload: a serializer the handler set for it (which may be what failed)
  // does not apply, as in Fastify; an error handler may set its own
  reply[kReplySerializer] = null
  // the error answer picks its own type and length (a handler may have set text/html before it threw)
  const headers = reply[kReplyHeaders]
  delete headers['content-type']
  delete headers['content-length']
  applyStatus(reply, error)
  const context = reply[kRouteContext]
  if (context.onError !== null && !reply[kReplyErrorHandled]) {
    reply[kReplyErrorHandled] = true
    reply[kReplyInOnError] = true
    runObserverHooks(
      context.onError,
      context.server,
      [reply.request, reply, error],
      (hookError) => reply.log.error({ err: hookError }, 'onError hook failed'),
      () => {
        reply[kReplyInOnError] = false
        callErrorHandler(reply, error)
      }
    )
    return
  }
  callErrorHandler(reply, error)
}

/**
 * An error whose `statusCode`, `status`, `headers`, `code` or `message` throws when read would break every step
 * after this one (and leave the request unanswered): it is replaced by a plain 500 error that keeps it as `cause`.
 */
function readable(error: Error): Error {
  try {
    const carried = error as Error & { statusCode?: unknown; status?: unknown; headers?: unknown; code?: unknown; expose?: unknown }
    void [carried.statusCode, carried.status, carried.headers, carried.code, carried.message, carried.expose]
    return error
  } catch (failure) {
    return new Error('the error object could not be read', { cause: failure })
  }
}

/**
 * The status an error answers with: its own `statusCode` or `status` (400–599), else an error status the user set
 * with `reply.code()`, else 500. A status taken from an earlier error does not count: an error handler that throws
 * a plain Error answers 500, not the status of the error it was handling.
 */
export function errorStatus(reply: Reply, error: Error): number {
  const carried = error as Error & { statusCode?: unknown; status?: unknown }
  const own = validStatus(carried.statusCode) ?? validStatus(carried.status)
  if (own !== undefined) return own
  return reply[kReplyHasStatusCode] && reply.raw.statusCode >= 400 ? reply.raw.statusCode : 500
}

function applyStatus(reply: Reply, error: Error): void {
  reply.raw.statusCode = errorStatus(reply, error)
}

/**
 * `error.headers` go out with the default handler's answer only: a custom handler builds its own response, as
 * Fastify documents ("the headers ... will not be automatically set if a custom error handler is provided").
 */
function applyErrorHeaders(reply: Reply, error: Error): void {
  const carried = error as Error & { headers?: unknown }
  if (typeof carried.headers === 'object' && carried.headers !== null) {
    try {
      reply.headers(carried.headers as Record<string, unknown>)
    } catch {
      // unusable headers on an error object must not stop the error response
    }
  }
}

function validStatus(value: unknown): number | undefined {
  // a status given as a string of digits ('404', as some libraries set it) counts too, as in Fastify
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined
}

function callErrorHandler(reply: Reply, error: Error): void {
  const context = reply[kRouteContext]
  const link = reply[kReplyNextErrorHandler] === undefined ? context.errorHandler : reply[kReplyNextErrorHandler]
  if (link === null || link.isDefault) {
    reply[kReplyNextErrorHandler] = null
    applyErrorHeaders(reply, error)
    defaultErrorHandler(error, reply)
    return
  }
  reply[kReplyNextErrorHandler] = link.parent
  let result: unknown
  try {
    result = (link.fn as unknown as (this: unknown, e: Error, q: unknown, r: Reply) => unknown).call(
      context.server,
      error,
      reply.request,
      reply
    )
  } catch (thrown) {
    rethrown(reply, thrown)
    return
  }
  if (isThenable(result)) {
    result.then(
      (value: unknown) => {
        // resolving without answering would leave the request hanging: undefined is sent as an empty body
        if (value !== reply && !answeredOrWritten(reply)) reply.send(value)
      },
      (rejected: unknown) => rethrown(reply, rejected)
    )
    return
  }
  if (result !== undefined && result !== reply && !answeredOrWritten(reply)) reply.send(result)
}

/** Also written through reply.raw: sending again would fail. */
function answeredOrWritten(reply: Reply): boolean {
  return answered(reply) || reply.raw.writableEnded
}

/** The parent's handler gets what a handler threw (a non-Error wrapped in one), as SPEC and Fastify 5.12 do. */
function rethrown(reply: Reply, thrown: unknown): void {
  handleError(reply, toError(thrown))
}

/**
 * The default error handler as a function of `(error, request, reply)`: what `instance.errorHandler` gives at the
 * root, so a custom handler can hand an error to it (Fastify's documented pattern). It answers with the error's
 * status and headers, like the end of the chain.
 */
export function defaultErrorHandlerFunction(error: unknown, _request: unknown, reply: Reply): void {
  const readableError = readable(toError(error))
  applyStatus(reply, readableError)
  applyErrorHeaders(reply, readableError)
  defaultErrorHandler(readableError, reply)
}
