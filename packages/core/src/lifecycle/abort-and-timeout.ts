import type { ServerResponse } from 'node:http'
import { runObserverHooks } from '../hooks/run-hooks.js'
import { kRouteContext } from '../symbols.js'
import type { Reply } from './reply.js'
import { readThrown } from './thrown.js'
import { logReplyError } from '../logging/log-reply-error.js'

const kWatched = Symbol('core.watched-reply')
type Watched = { [kWatched]?: Reply | undefined }

/**
 * Runs onRequestAbort hooks when the client goes away before the response finished, and onTimeout hooks when
 * the socket times out (`connectionTimeout`). Listeners are attached only for routes that have such hooks.
 */
export function watchAbortAndTimeout(reply: Reply): void {
  const context = reply[kRouteContext]
  const res = reply.raw as ServerResponse & Watched
  res[kWatched] = reply
  if (context.onRequestAbort !== null) res.once('close', onClose)
  if (context.onTimeout !== null) {
    const socket = reply.request.raw.socket as NonNullable<typeof reply.request.raw.socket> & Watched
    socket[kWatched] = reply
    socket.once('timeout', onTimeout)
    res.once('finish', () => socket.removeListener('timeout', onTimeout))
  }
}

function onClose(this: ServerResponse & Watched): void {
  const reply = this[kWatched]
  if (reply === undefined || this.writableFinished) return
  const context = reply[kRouteContext]
  runObserverHooks(context.onRequestAbort!, context.server, [reply.request], (error) => {
    if (error !== null) logReplyError(reply, readThrown(error).error, 'onRequestAborted hook failed')
  })
}

function onTimeout(this: Watched): void {
  const reply = this[kWatched]
  if (reply === undefined) return
  const context = reply[kRouteContext]
  runObserverHooks(context.onTimeout!, context.server, [reply.request, reply], (error) => {
    // Fastify ignores a failing onTimeout hook silently; it is logged here
    if (error !== null) logReplyError(reply, readThrown(error).error, 'onTimeout hook failed')
  })
}
