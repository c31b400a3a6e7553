import { runRequestHooks } from '../hooks/run-hooks.js'
import { kRouteContext } from '../symbols.js'
import type { Reply } from './reply.js'
import { runHandler } from './handle-request.js'
import { failRequest } from './handle-error.js'
import { answered } from './answered.js'

/** `reply.callNotFound()`: answers with the not-found handler of the request's prefix (its preHandler hooks run). */
export function callNotFound(reply: Reply): void {
  if (reply[kRouteContext].isNotFound) {
    // already answering as not found (a global hook calling callNotFound runs again for the 404 handler): going
    // round again would never end (Fastify's words: log alerts may look for them)
    reply.log.warn('Trying to send a NotFound error inside a 404 handler. Sending basic 404 response.')
    reply.code(404).send('404 Not Found')
    return
  }
  const core = reply[kRouteContext].core!
  const context = core.notFound.find(reply.request.url)
  reply[kRouteContext] = context
  reply.request[kRouteContext] = context
  if (context.preHandler !== null) {
    runRequestHooks(context.preHandler, reply, answered, (error) => {
      if (error !== null) failRequest(reply, error)
      else runHandler(reply)
    })
    return
  }
  runHandler(reply)
}
