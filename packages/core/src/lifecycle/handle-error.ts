import { runObserverHooks } from '../hooks/run-hooks.js'
import { isThenable } from '../boot/is-thenable.js'
import {
  kReplyErrorDepth,
  kReplyErrorHandled,
  kReplyHasStatusCode,
  kReplyHeaders,
  kReplyHijacked,
  kReplyInOnError,
  kReplyNextErrorHandler,
  kReplySendCalled,
  kRouteContext,
  kReplyOutput
} from '../symbols.js'
import type { Reply } from './reply.js'
import { defaultErrorHandler, lastResortResponse } from './default-error-handler.js'
import { readThrown, type Thrown, type ValueKind } from './thrown.js'
import { answered } from './answered.js'
import { logReplyError } from '../logging/log-reply-error.js'

// once the whole handler chain was tried, an error raised while answering again this many times ends in a fixed 500
const MAX_ERRORS_AFTER_CHAIN = 8

/**
 * Answers a request with what was thrown (any value): status from the error, onError hooks (once per request),
 * then the nearest error handler of the chain. A handler that throws passes what it threw to its parent's handler,
 * then to the default one, however deep the chain. Custom handlers and onError hooks receive the value exactly as
 * thrown (a string, `null`, a plain object...); only the default handler turns a non-Error into a JSON 500.
 * `kind` is what the caller already learnt of the value (thrown.ts `kindOf`), so it is not asked again. Never throws.
 */
export function handleError(reply: Reply, given: unknown, kind?: ValueKind): void {
  const thrown = kind === undefined ? readThrown(given) : readThrown(given, kind)
  if (reply[kReplyHijacked]) {
    logReplyError(reply, thrown.error, 'error after reply.hijack()')
    return
  }
  if (reply[kReplyOutput].headersSent) {
    logReplyError(reply, thrown.error, 'error after the response headers were sent')
    reply[kReplyOutput].destroy()
    return
  }
  // null: the default handler was reached already; errors from here on can only come from answering itself
  if (reply[kReplyNextErrorHandler] === null && ++reply[kReplyErrorDepth] > MAX_ERRORS_AFTER_CHAIN) {
    lastResortResponse(reply, thrown.error)
    return
  }
  reply[kReplySendCalled] = false
  // the error answer picks its own type and length (a handler may have set text/html before it threw)
  const headers = reply[kReplyHeaders]
  delete headers['content-type']
  delete headers['content-length']
  reply[kReplyOutput].statusCode = errorStatus(reply, thrown)
  const context = reply[kRouteContext]
  if (context.onError !== null && !reply[kReplyErrorHandled]) {
    reply[kReplyErrorHandled] = true
    reply[kReplyInOnError] = true
    runObserverHooks(context.onError, context.server, [reply.request, reply, thrown.value], (hookError) => {
      // Fastify drops a failing onError hook's error silently; it is logged here, and the answer is unchanged
      if (hookError !== null) logReplyError(reply, readThrown(hookError).error, 'onError hook failed')
      reply[kReplyInOnError] = false
      callErrorHandler(reply, thrown)
    })
    return
  }
  callErrorHandler(reply, thrown)
}

/** A failure on the request path: answered as an error, or only logged when the request already has its answer. */
export function failRequest(reply: Reply, error: unknown): void {
  if (answered(reply)) logReplyError(reply, readThrown(error).error, 'error after the request was answered')
  else handleError(reply, error)
}

/** True while the error-handler chain is answering an error (a handler or the default one was called). */
export function answeringError(reply: Reply): boolean {
  return reply[kReplyNextErrorHandler] !== undefined
}

/**
 * The status an error answers with: its own `statusCode` or `status` (400–599), else an error status the user set
 * with `reply.code()`, else 500. A status taken from an earlier error does not count: an error handler that throws
 * a plain Error answers 500, not the status of the error it was handling.
 */
export function errorStatus(reply: Reply, thrown: Thrown): number {
  if (thrown.status !== undefined) return thrown.status
  const statusCode = reply[kReplyOutput].statusCode
  return reply[kReplyHasStatusCode] && statusCode >= 400 ? statusCode : 500
}

/**
 * `error.headers` go out with the default handler's answer only: a custom handler builds its own response, as
 * Fastify documents ("the headers ... will not be automatically set if a custom error handler is provided").
 */
function applyErrorHeaders(reply: Reply, thrown: Thrown): void {
  if (thrown.headers === null) return
  try {
    reply.headers(thrown.headers)
  } catch {
    // unusable headers on an error object must not stop the error response
  }
}

function callErrorHandler(reply: Reply, thrown: Thrown): void {
  const context = reply[kRouteContext]
  const link =
    reply[kReplyNextErrorHandler] === undefined ? context.errorHandler : reply[kReplyNextErrorHandler]
  if (link === null || link.isDefault) {
    reply[kReplyNextErrorHandler] = null
    applyErrorHeaders(reply, thrown)
    defaultErrorHandler(thrown, reply)
    return
  }
  reply[kReplyNextErrorHandler] = link.parent
  let result: unknown
  try {
    result = (link.fn as unknown as (this: unknown, e: unknown, q: unknown, r: Reply) => unknown).call(
      context.server,
      thrown.value,
      reply.request,
      reply
    )
  } catch (rethrown) {
    handleError(reply, rethrown)
    return
  }
  if (isThenable(result)) {
    result.then(
      (value: unknown) => {
        // resolving without answering would leave the request hanging: undefined is sent as an empty body
        if (value !== reply && !answered(reply)) reply.send(value)
      },
      (rejected: unknown) => handleError(reply, rejected)
    )
    return
  }
  // answered() also sees an answer written through reply.raw: sending again would fail
  if (result !== undefined && result !== reply && !answered(reply)) reply.send(result)
}

/**
 * The default error handler as a function of `(error, request, reply)`: what `instance.errorHandler` gives at the
 * root, so a custom handler can hand an error to it (Fastify's documented pattern). It answers with the error's
 * status and headers, like the end of the chain.
 */
export function defaultErrorHandlerFunction(error: unknown, _request: unknown, reply: Reply): void {
  const thrown = readThrown(error)
  reply[kReplyOutput].statusCode = errorStatus(reply, thrown)
  applyErrorHeaders(reply, thrown)
  defaultErrorHandler(thrown, reply)
}
// Fastify's name for it (`app.errorHandler.name`), which explain() and tools that list handlers show
Object.defineProperty(defaultErrorHandlerFunction, 'name', { value: 'defaultErrorHandler' })
