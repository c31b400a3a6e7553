import { performance } from 'node:perf_hooks'
import type { Readable } from 'node:stream'
import { validateHeaderName, validateHeaderValue } from 'node:http'
import { runObserverHooks } from '../hooks/run-hooks.js'
import {
  kRawReply,
  kReplyEndTime,
  kReplyHeaders,
  kReplyLogRequest,
  kReplySendCalled,
  kReplyTrailers,
  kRouteContext,
  kReplyOutput,
  kRequestInput
} from '../symbols.js'
import { handleError } from './handle-error.js'
import type { Reply } from './reply.js'
import { applyWebResponse, discardStream, isWebResponse, toNodeStream } from './web-payload.js'
import { clearHandlerTimer } from './handler-timeout.js'
import { declareTrailers, writeWithTrailers } from './trailers.js'
import { readThrown } from './thrown.js'
import { pipeBody } from './pipe-body.js'
import { logReplyError } from '../logging/log-reply-error.js'
import { isDeferred, type ReplyOutput } from './exchange-io.js'

type Payload = string | Buffer | ArrayBufferView | Readable | ReadableStream | Response | null | undefined

/**
 * Writes the final payload: headers in one writeHead, then the body (or a stream, with backpressure). Whole bodies
 * go to the reply's output (an app.fetch request's exchange answers them as one web Response); streams and
 * trailers are written to `reply.raw`.
 */
export function writeResponse(reply: Reply, payload: Payload): void {
  const res = reply[kReplyOutput]
  const context = reply[kRouteContext]
  const core = context.core!
  const headers = reply[kReplyHeaders]
  clearHandlerTimer(reply)
  // HTTP/2 has no Connection header (draining sends its sessions GOAWAY instead)
  if (core.draining && reply.request[kRequestInput].httpVersionMajor < 2) headers['connection'] = 'close'
  watchFinish(reply)
  if (typeof payload === 'object' && payload !== null && isWebResponse(payload)) {
    applyWebResponse(reply, payload)
    // a Response without a body is an empty answer, as in Fastify
    if (payload.body === null) payload = null
  }
  const status = res.statusCode
  const noBody = status === 204 || status === 304 || status < 200
  const trailers = reply[kReplyTrailers]
  if (
    trailers !== null &&
    !noBody &&
    declareTrailers(trailers, headers, reply.request[kRequestInput].httpVersionMajor >= 2)
  ) {
    const body =
      payload === undefined || payload === null
        ? payload
        : isBytes(payload)
          ? toChunk(payload)
          : openStream(reply, payload)
    if (body !== false) writeWithTrailers(reply, trailers, body, status, headers)
    return
  }
  if (payload === undefined || payload === null) {
    // an empty answer says so, except to HEAD: an automatic HEAD route has set the length its GET would have
    // sent (none for a stream, whose length is unknown), and an explicit one sets its own (as in Fastify)
    if (!noBody && headers['content-length'] === undefined && reply.request[kRequestInput].method !== 'HEAD')
      headers['content-length'] = '0'
    writeWhole(reply, status, headers, undefined)
    return
  }
  if (isBytes(payload)) {
    if (noBody && status !== 304) {
      // RFC 9110 §8.6: a response that has no content sends neither its type nor its length (Fastify drops both)
      delete headers['content-length']
      delete headers['content-type']
      writeWhole(reply, status, headers, undefined)
      return
    }
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength
    // a string, as Node's header check wants: a number takes its slow path (converted on every response)
    if (reply.request[kRequestInput].method !== 'HEAD' || headers['content-length'] === undefined)
      headers['content-length'] = `${length}`
    // a 304 describes the content it does not send: its length, never its bytes
    writeWhole(reply, status, headers, status === 304 ? undefined : toChunk(payload))
    return
  }
  if (noBody || reply.request[kRequestInput].method === 'HEAD') {
    // nothing of the stream goes out: answer now and release it, instead of reading it to its end (an endless one,
    // such as server-sent events, would hold the response and the connection forever); Fastify reads it to its end
    if (noBody) {
      if (status !== 304) {
        delete headers['content-length']
        delete headers['content-type']
      }
      discardStream(payload)
    } else {
      discardStream(payload, (error) => {
        // request.log only: the stderr fallback leaves it out (discarding the stream is what usually makes it fail)
        reply.log.error({ err: error }, 'Error on Stream found for HEAD route')
      })
    }
    writeWhole(reply, status, headers, undefined)
    return
  }
  if (isDeferred(res) && !isNodeStream(payload)) {
    // app.fetch's fast path: the web stream itself is the Response's body
    const web = isWebResponse(payload) ? payload.body! : (payload as ReadableStream<unknown>)
    res.respondStream(
      status,
      headers,
      web,
      (error) =>
        reply[kRouteContext].core!.logController.streamError(error, reply.request as never, reply as never),
      (error) => answerInstead(reply, error)
    )
    return
  }
  const stream = openStream(reply, payload)
  if (stream === false) return
  // a stream keeps a Content-Length the handler set (a file of known size); otherwise it goes out chunked
  if (stream === null) {
    writeWhole(reply, status, headers, undefined)
    return
  }
  streamResponse(reply, stream, status, headers)
}

/** A whole answer: the head and the body (if any) at once. */
function writeWhole(
  reply: Reply,
  status: number,
  headers: Record<string, string | number | string[]>,
  body: string | Buffer | undefined
): void {
  const res = reply[kReplyOutput]
  if (isDeferred(res)) {
    // app.fetch's fast path: one Response; headers the platform refuses are dropped and the error answered instead
    const refusal = res.respond(status, headers, body)
    if (refusal !== null) refused(reply, headers, refusal)
    return
  }
  if (!writeHead(reply, status, headers)) return
  if (body === undefined) res.end()
  else res.end(body)
}

/**
 * Writes the head; when Node refuses it (a header name or value with invalid characters, often user input echoed
 * into a header), the offending headers are dropped and the error is answered instead (500), so the request never
 * hangs. Returns false then.
 */
function writeHead(
  reply: Reply,
  status: number,
  headers: Record<string, string | number | string[]>
): boolean {
  try {
    reply[kReplyOutput].writeHead(status, headers)
    return true
  } catch (error) {
    refused(reply, headers, error)
    return false
  }
}

function refused(reply: Reply, headers: Record<string, string | number | string[]>, error: unknown): void {
  for (const name of Object.keys(headers)) {
    try {
      validateHeaderName(name)
      validateHeaderValue(name, headers[name] as string)
    } catch {
      delete headers[name]
    }
  }
  answerInstead(reply, error instanceof Error ? error : new Error(String(error)))
}

/** Nothing went out yet: forget the headers handed to Node and answer the error instead. */
function answerInstead(reply: Reply, error: Error): void {
  const res = reply[kReplyOutput]
  // a head someone wrote through reply.raw is out already: the error can only be logged (handleError does)
  if (!res.headersSent) for (const name of res.getHeaderNames()) res.removeHeader(name)
  reply[kReplySendCalled] = false
  handleError(reply, error)
}

/**
 * Streams a body. The head goes out with the first chunk, so a stream that fails before producing anything is
 * answered like any error (500); one that fails later can only cut the response short.
 */
function streamResponse(
  reply: Reply,
  stream: Readable,
  status: number,
  headers: Record<string, string | number | string[]>
): void {
  const res = reply.raw
  res.statusCode = status
  try {
    for (const name of Object.keys(headers)) res.setHeader(name, headers[name]!)
  } catch (error) {
    stream.destroy()
    refused(reply, headers, error)
    return
  }
  let failed = false
  const onError = (error: Error): void => {
    failed = true
    stream.unpipe(res)
    if (!res.headersSent) {
      answerInstead(reply, error)
      return
    }
    reply[kRouteContext].core!.logController.streamError(error, reply.request as never, reply as never)
    res.destroy(error)
  }
  stream.once('error', onError)
  // the client went away: stop reading the source (files and sockets behind it are released)
  res.once('close', () => {
    if (res.writableFinished || failed) return
    if (!stream.destroyed) stream.destroy()
    const early = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    reply[kRouteContext].core!.logController.streamError(early, reply.request as never, reply as never)
  })
  pipeBody(stream, res, true, onError)
}

function isNodeStream(payload: object): payload is Readable {
  return typeof (payload as { pipe?: unknown }).pipe === 'function'
}

function isBytes(payload: object | string): payload is string | ArrayBufferView {
  return typeof payload === 'string' || ArrayBuffer.isView(payload)
}

/** What the socket takes: strings and Buffers as they are, other typed arrays viewed as a Buffer (no copy). */
function toChunk(payload: string | ArrayBufferView): string | Buffer {
  return typeof payload === 'string' || Buffer.isBuffer(payload)
    ? payload
    : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength)
}

/**
 * The payload as a Node stream (web ReadableStreams and Responses converted, which honours backpressure); null
 * for a Response without body. When it cannot be read (a locked stream), answers the error and returns false.
 */
function openStream(reply: Reply, payload: Readable | ReadableStream | Response): Readable | null | false {
  if (isNodeStream(payload)) return payload
  try {
    return toNodeStream(payload as ReadableStream | Response)
  } catch (error) {
    // an onSend hook gave a stream that cannot be read: nothing went out yet, so the error is the answer
    answerInstead(reply, error as Error)
    return false
  }
}

/**
 * Runs onResponse hooks and the completed-request log line once the response is finished; also for a hijacked
 * reply, which the handler writes itself (as in Fastify). Once per reply.
 */
export function watchFinish(reply: Reply): void {
  const context = reply[kRouteContext]
  const res = reply[kReplyOutput] as ReplyOutput & { [kRawReply]?: Reply | undefined }
  if ((context.onResponse === null && !reply[kReplyLogRequest]) || res[kRawReply] === reply) return
  res[kRawReply] = reply
  res.once('finish', onResponseFinished)
}

function onResponseFinished(this: ReplyOutput & { [kRawReply]?: Reply | undefined }): void {
  const reply = this[kRawReply]
  if (reply === undefined) return
  this[kRawReply] = undefined
  reply[kReplyEndTime] = performance.now()
  const context = reply[kRouteContext]
  if (context.onResponse === null) requestCompleted(reply, null)
  else
    runObserverHooks(context.onResponse, context.server, [reply.request, reply], (error) =>
      requestCompleted(reply, error)
    )
}

/**
 * The request's last log line, after its onResponse hooks (as in Fastify): `request completed`, or `request errored`
 * with the hook that failed. With request logging off, a failing hook is still logged.
 */
function requestCompleted(reply: Reply, error: unknown): void {
  const failure = error === null ? null : readThrown(error).error
  const controller = reply[kRouteContext].core!.logController
  // errors are always logged: a failure whose request line is off is logged on its own (the controller is asked
  // about the request only then, so a disableRequestLogging function runs once per line, as in Fastify)
  const lineOff =
    !reply[kReplyLogRequest] || (failure !== null && controller.isLogDisabled(reply.request as never))
  if (!lineOff) controller.requestCompleted(failure, reply.request as never, reply as never)
  else if (failure !== null) logReplyError(reply, failure, 'onResponse hook failed')
}
