import type { Readable } from 'node:stream'
import { kReplyHeaders } from '../symbols.js'
import type { Reply } from '../lifecycle/reply.js'
import { discardStream, isBinaryOrStream, isWebResponse } from '../lifecycle/web-payload.js'

/**
 * The last route-level onSend hook of an automatic HEAD route, as in Fastify: it records the length the GET would
 * have sent and passes no payload on, so onSend hooks that onRoute adds to the HEAD route after it (compression)
 * see nothing to transform. A stream is released unread (it may never end: server-sent events).
 */
export function headRouteOnSendHandler(
  _request: unknown,
  reply: Reply,
  payload: unknown,
  done: (error: null, payload: null) => void
): void {
  const headers = reply[kReplyHeaders]
  const status = reply.raw.statusCode
  const describesContent = status >= 200 && status !== 204 && status !== 304
  if (typeof payload === 'object' && payload !== null && isWebResponse(payload)) {
    // a Response carries its own status and headers, applied when it is written: left to the writer
    done(null, payload as never)
    return
  }
  if (typeof payload === 'string') {
    if (describesContent && headers['content-length'] === undefined)
      headers['content-length'] = `${Buffer.byteLength(payload)}`
  } else if (ArrayBuffer.isView(payload)) {
    if (describesContent && headers['content-length'] === undefined)
      headers['content-length'] = `${payload.byteLength}`
  } else if (typeof payload === 'object' && payload !== null && isBinaryOrStream(payload)) {
    discardStream(payload as Readable)
  } else if (describesContent && headers['content-length'] === undefined) {
    headers['content-length'] = '0'
  }
  done(null, null)
}
