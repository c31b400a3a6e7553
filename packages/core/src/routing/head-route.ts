import type { Readable } from 'node:stream'
import { kReplyHeaders, kReplyOutput } from '../symbols.js'
import type { Reply } from '../lifecycle/reply.js'
import { discardStream, isBinaryOrStream, isWebResponse } from '../lifecycle/web-payload.js'

/**
 * The last route-level onSend hook of an automatic HEAD route, as in Fastify: it records the length the GET would
 * have sent and passes no payload on, so onSend hooks that onRoute adds to the HEAD route after it (compression)
 * see nothing to transform. A stream's length is unknown: none is sent, and the stream is released unread (it may
 * never end: server-sent events); an error it emits then is logged, never left unhandled.
 */
export function headRouteOnSendHandler(
  _request: unknown,
  reply: Reply,
  payload: unknown,
  done: (error: null, payload: null) => void
): void {
  const headers = reply[kReplyHeaders]
  const status = reply[kReplyOutput].statusCode
  // RFC 9110 §8.6: a 1xx or 204 never has a Content-Length (Fastify sends the GET's there too)
  const mayHaveLength = status >= 200 && status !== 204
  if (typeof payload === 'object' && payload !== null && isWebResponse(payload)) {
    // a Response carries its own status and headers, applied when it is written: left to the writer
    done(null, payload as never)
    return
  }
  if (typeof payload === 'string') {
    if (mayHaveLength) headers['content-length'] = `${Buffer.byteLength(payload)}`
  } else if (ArrayBuffer.isView(payload)) {
    if (mayHaveLength) headers['content-length'] = `${payload.byteLength}`
  } else if (typeof payload === 'object' && payload !== null && isBinaryOrStream(payload)) {
    discardStream(payload as Readable, (error) => {
      // request.log only: the stderr fallback leaves it out (discarding the stream is what usually makes it fail)
      reply.log.error({ err: error }, 'Error on Stream found for HEAD route')
    })
  } else if (mayHaveLength) {
    headers['content-length'] = '0'
  }
  done(null, null)
}
