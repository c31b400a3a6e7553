import { Readable } from 'node:stream'
import { FST_ERR_REP_READABLE_STREAM_LOCKED, FST_ERR_REP_RESPONSE_BODY_CONSUMED } from '../errors.js'
import type { Reply } from './reply.js'

const objectToString = Object.prototype.toString

/**
 * Buffers, typed arrays, Node streams, web ReadableStreams and Responses are sent as they are. The web classes
 * are recognised by their tag, not `instanceof`: touching the `Response` global makes Node load its fetch
 * implementation (undici, several MB of memory) in every server, even one that never sends a Response.
 */
export function isBinaryOrStream(payload: object): boolean {
  if (typeof (payload as { pipe?: unknown }).pipe === 'function') return true
  const proto: unknown = Object.getPrototypeOf(payload)
  // plain objects and arrays, the usual JSON payloads, stop here
  if (proto === Object.prototype || proto === Array.prototype || proto === null) return false
  if (ArrayBuffer.isView(payload)) return true
  const tag = objectToString.call(payload)
  return tag === '[object ReadableStream]' || tag === '[object Response]'
}

/** A fetch `Response`, recognised without loading undici (see isBinaryOrStream). */
export function isWebResponse(payload: object): payload is Response {
  return objectToString.call(payload) === '[object Response]'
}

/** Why a web Response or ReadableStream payload cannot be read (its body was used or is locked), or null. */
export function unreadableWebBody(payload: object): Error | null {
  if (isWebResponse(payload)) {
    if (payload.bodyUsed) return new FST_ERR_REP_RESPONSE_BODY_CONSUMED()
    if (payload.body?.locked === true) return new FST_ERR_REP_READABLE_STREAM_LOCKED()
    return null
  }
  const stream = payload as { locked?: unknown }
  return stream.locked === true && objectToString.call(payload) === '[object ReadableStream]'
    ? new FST_ERR_REP_READABLE_STREAM_LOCKED()
    : null
}

/** A Response's status and headers win over what the reply set, as in Fastify (Set-Cookie adds up). */
export function applyWebResponse(reply: Reply, response: Response): void {
  reply.code(response.status)
  response.headers.forEach((value, key) => {
    reply.header(key, value)
  })
}

/** Turns a web ReadableStream or Response body into a Node stream (which honours backpressure). */
export function toNodeStream(payload: ReadableStream | Response): Readable | null {
  const body = isWebResponse(payload) ? payload.body : payload
  if (body === null) return null
  if (body.locked) throw new FST_ERR_REP_READABLE_STREAM_LOCKED()
  return readableFromWeb(body as ReadableStream<unknown>)
}

/**
 * A Node stream that reads one chunk of the web stream each time the response can take one, as Fastify writes a
 * web stream: a chunk read is handed on before the next read. (Node's `Readable.fromWeb` reads ahead, and destroys
 * the stream as soon as the source errors, dropping a chunk already read: the head it would have carried too.) A
 * chunk a byte stream cannot take (an object) fails the stream, never the process.
 */
function readableFromWeb(body: ReadableStream<unknown>): Readable {
  const reader = body.getReader()
  return new Readable({
    highWaterMark: 0,
    read(this: Readable): void {
      reader.read().then(
        (result) => {
          try {
            this.push(result.done ? null : result.value)
          } catch (error) {
            this.destroy(error as Error)
          }
        },
        (error: unknown) => {
          this.destroy(error instanceof Error ? error : new Error(String(error)))
        }
      )
    },
    destroy(error, callback): void {
      // a client that went away, or a failure: the source is told to stop (a no-op once it ended)
      reader.cancel(error ?? undefined).then(
        () => undefined,
        () => undefined
      )
      callback(error)
    }
  })
}

/**
 * Releases a stream payload that will not be sent: a Node stream is destroyed, a web stream or body cancelled. An
 * error the stream emits afterwards (a file that failed to open, a handle that fails to close) goes to `onError`:
 * an `'error'` event nobody listens to would end the process.
 */
export function discardStream(
  payload: Readable | ReadableStream | Response,
  onError: (error: unknown) => void = ignore
): void {
  if (
    typeof (payload as Readable).destroy === 'function' &&
    typeof (payload as Readable).pipe === 'function'
  ) {
    const stream = payload as Readable
    if (typeof stream.on === 'function') stream.on('error', onError)
    stream.destroy()
    return
  }
  const body = isWebResponse(payload) ? payload.body : (payload as ReadableStream)
  if (body !== null && !body.locked) body.cancel().catch(onError)
}

function ignore(): void {}
