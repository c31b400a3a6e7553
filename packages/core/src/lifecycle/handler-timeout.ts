import { FST_ERR_HANDLER_TIMEOUT } from '../errors.js'
import { kReplyHijacked, kReplySendCalled, kReplyTimer, kRouteContext, kReplyOutput } from '../symbols.js'
import type { Reply } from './reply.js'
import { abortRequest } from './request.js'

/** Starts the route's handlerTimeout: the whole lifecycle must answer within it, else 503. */
export function startHandlerTimer(reply: Reply, ms: number): void {
  // setTimeout's extra argument carries the reply: no closure per request
  reply[kReplyTimer] = setTimeout(onHandlerTimeout, ms, reply, ms)
}

export function clearHandlerTimer(reply: Reply): void {
  const timer = reply[kReplyTimer]
  if (timer !== null) {
    clearTimeout(timer)
    reply[kReplyTimer] = null
  }
}

function onHandlerTimeout(reply: Reply, ms: number): void {
  reply[kReplyTimer] = null
  if (reply[kReplySendCalled] || reply[kReplyHijacked] || reply[kReplyOutput].headersSent) return
  const error = new FST_ERR_HANDLER_TIMEOUT(ms, reply[kRouteContext].definition.url)
  abortRequest(reply.request, error)
  reply.send(error)
}
