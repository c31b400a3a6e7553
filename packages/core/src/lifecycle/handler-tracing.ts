import diagnostics from 'node:diagnostics_channel'
import { kReplyHijacked, kReplySendCalled, kRouteContext, kReplyOutput } from '../symbols.js'
import type { Reply } from './reply.js'
import type { Request } from './request.js'
import { isThenable } from '../boot/is-thenable.js'
import { errorStatus, failRequest } from './handle-error.js'
import { callRouteHandler, handlerRejected, handlerResolved, handlerReturned } from './handler-result.js'
import { readThrown } from './thrown.js'

/** What every event of one traced request carries: the same object from `start` to `asyncEnd`. */
export interface HandlerTrace {
  readonly request: Request
  readonly reply: Reply
  readonly route: { readonly url: string; readonly method: string | readonly string[] }
  /** true once the handler returned a promise */
  async: boolean
  /** what the handler threw or rejected with */
  error?: unknown
}

/**
 * Fastify's channel names, so APM tools that trace Fastify through `diagnostics_channel`
 * (`tracing:fastify.request.handler:start|end|asyncStart|asyncEnd|error`) trace Capsule unchanged.
 */
export const handlerChannels = diagnostics.tracingChannel<object, HandlerTrace>('fastify.request.handler')

/**
 * Runs the handler inside the tracing events: `start`/`end` around the call, `asyncStart`/`asyncEnd` around
 * sending a promise's outcome, `error` for a throw or a rejection (after the reply's status is set to the one the
 * error will answer with). Called only while something subscribes; the closures here are that path's cost.
 */
export function runTracedHandler(reply: Reply): void {
  const definition = reply[kRouteContext].definition
  const trace: HandlerTrace = {
    request: reply.request,
    reply,
    async: false,
    route: { url: definition.url, method: definition.method }
  }
  handlerChannels.start.runStores(trace, callHandler, undefined, reply, trace)
}

function callHandler(reply: Reply, trace: HandlerTrace): void {
  try {
    let result: unknown
    try {
      result = callRouteHandler(reply)
    } catch (error) {
      failed(reply, trace, error)
      failRequest(reply, error)
      return
    }
    if (isThenable(result)) {
      trace.async = true
      result.then(
        (payload: unknown) => {
          if (reply[kReplyHijacked]) return
          handlerChannels.asyncStart.publish(trace)
          handlerResolved(reply, payload)
          handlerChannels.asyncEnd.publish(trace)
        },
        (error: unknown) => {
          failed(reply, trace, error)
          handlerChannels.asyncStart.publish(trace)
          handlerRejected(reply, error)
          handlerChannels.asyncEnd.publish(trace)
        }
      )
      return
    }
    handlerReturned(reply, result)
  } finally {
    handlerChannels.end.publish(trace)
  }
}

/** The error event; subscribers read the status the error is about to answer with. */
function failed(reply: Reply, trace: HandlerTrace, error: unknown): void {
  trace.error = error
  if (!reply[kReplySendCalled] && !reply[kReplyHijacked])
    reply[kReplyOutput].statusCode = errorStatus(reply, readThrown(error))
  handlerChannels.error.publish(trace)
}
