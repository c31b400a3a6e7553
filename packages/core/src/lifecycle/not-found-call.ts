import { runRequestHooks } from '../hooks/run-hooks.js'
import { kReplyHijacked, kReplySendCalled, kRouteContext } from '../symbols.js'
import type { Reply } from './reply.js'
import { runHandler } from './handle-request.js'
import { toError } from './to-error.js'

const answered = (reply: Reply): boolean => reply[kReplySendCalled] || reply[kReplyHijacked]

/** `reply.callNotFound()`: answers with the not-found handler of the request's prefix (its preHandler hooks run). */
export function callNotFound(reply: Reply): void {
  const core = reply[kRouteContext].core!
  const context = core.notFound.find(reply.request.url)
  reply[kRouteContext] = context
  reply.request[kRouteContext] = context
  if (context.preHandler !== null) {
    runRequestHooks(context.preHandler, reply, answered, (error) => {
      if (error !== null) reply.send(toError(error))
      else runHandler(reply)
    })
    return
  }
  runHandler(reply)
}
