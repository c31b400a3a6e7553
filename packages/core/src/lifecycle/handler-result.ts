import { kReplyHijacked, kReplySendCalled, kRouteContext, kReplyOutput } from '../symbols.js'
import type { Reply } from './reply.js'
import type { Request } from './request.js'
import { handleError } from './handle-error.js'
import { readThrown } from './thrown.js'
import { logReplyError } from '../logging/log-reply-error.js'

/** Calls the route's handler, with the route's instance as `this` (may throw). */
export function callRouteHandler(reply: Reply): unknown {
  const context = reply[kRouteContext]
  return (context.handler as unknown as (this: unknown, q: Request, r: Reply) => unknown).call(
    context.server,
    reply.request,
    reply
  )
}

/**
 * A handler returned a plain value: sent, unless it is `undefined` or the reply. When the handler already
 * answered, send() warns that the reply was sent twice (the first answer stands).
 */
export function handlerReturned(reply: Reply, result: unknown): void {
  if (result === undefined || result === reply || reply[kReplyHijacked]) return
  reply.send(result)
}

/** An async handler resolved. Never throws: nobody awaits the caller, so a rejection would crash the process. */
export function handlerResolved(reply: Reply, payload: unknown): void {
  if (reply[kReplyHijacked] || payload === reply) return
  const alreadySent = reply[kReplySendCalled]
  // nothing returned by a handler that answered, through send() or by writing reply.raw itself (as in Fastify:
  // `return reply` after writing the raw response resolves to undefined, since a reply is a thenable)
  if (payload === undefined && (alreadySent || reply[kReplyOutput].headersSent)) return
  try {
    reply.send(payload)
  } catch (error) {
    if (alreadySent) logReplyError(reply, readThrown(error).error, 'sending the handler result failed')
    else handleError(reply, error)
  }
}

/**
 * An async handler rejected: the error is the answer, unless the reply was already sent (then it is logged, with
 * Fastify's message).
 */
export function handlerRejected(reply: Reply, error: unknown): void {
  if (reply[kReplyHijacked]) return
  if (reply[kReplySendCalled]) {
    logReplyError(reply, readThrown(error).error, 'Promise errored, but reply.sent = true was set')
    return
  }
  handleError(reply, error)
}
