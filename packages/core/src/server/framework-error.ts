import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CoreState } from '../core-state.js'
import type { Reply } from '../lifecycle/reply.js'
import type { Request } from '../lifecycle/request.js'
import { handleError } from '../lifecycle/handle-error.js'
import { kindOf } from '../lifecycle/thrown.js'
import { withoutHooks, type RouteContext } from '../routing/route-context.js'

// the root not-found context without its hooks, made on the first refused request (the context is final by then)
const hookless = new WeakMap<RouteContext, RouteContext>()

function refusedContext(core: CoreState): RouteContext {
  const root = core.notFound.find('')
  let context = hookless.get(root)
  if (context === undefined) {
    context = withoutHooks(root)
    hookless.set(root, context)
  }
  return context
}

/**
 * Answers a request the router refused (e.g. FST_ERR_BAD_URL) through the root not-found context's error
 * handling, so the response has the usual shape; no hook runs for it (no route applies), as in Fastify.
 */
export function sendFrameworkError(
  core: CoreState,
  raw: IncomingMessage,
  res: ServerResponse,
  error: Error
): void {
  const context = refusedContext(core)
  const id = core.genReqId(raw, context.genReqId, context.server)
  const log = core.requestLogger(id, context, raw)
  const RequestClass = context.Request as unknown as new (...a: unknown[]) => Request
  const ReplyClass = context.Reply as unknown as new (...a: unknown[]) => Reply
  const request = new RequestClass(id, Object.create(null), raw, {}, log, context)
  const reply = new ReplyClass(res, request, log, context)
  // frameworkErrors sees only routing failures (bad url, over-long parameter, failed async constraint), as in Fastify
  const code = (error as Error & { code?: string }).code
  if (
    core.frameworkErrors !== null &&
    (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH' || code === 'FST_ERR_ASYNC_CONSTRAINT')
  ) {
    // a request the application answers itself is logged like any other (`disableRequestLogging` asked), as in Fastify
    if (core.logRequests) core.logController.incomingRequest(request as never, reply as never)
    try {
      core.frameworkErrors(error, request, reply)
      return
    } catch (thrown) {
      // what the handler threw is answered (a non-Error stands for the routing error), read at most once
      const kind = kindOf(thrown)
      handleError(reply, kind === 'other' ? error : thrown, kind === 'other' ? undefined : kind)
      return
    }
  }
  reply.send(error)
}
