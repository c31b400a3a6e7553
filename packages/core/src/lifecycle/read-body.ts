import { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import { FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_CTP_INVALID_CONTENT_LENGTH } from '../errors.js'
import { kBodyReader } from '../symbols.js'
import { utf8Text } from './utf8-text.js'
import { directBody, readWebBody, unreadableBody, type DirectBodySource } from './read-web-body.js'

/** Ends a body read: an error, or the collected body. A module-level function, so no closure per request. */
export type BodyDone<T> = (target: T, error: Error | null, body?: string | Buffer) => void

/** The state of one body read, kept on the stream so the shared listeners below find it as `this`. */
class BodyReader<T> {
  readonly target: T
  readonly done: BodyDone<T>
  readonly limit: number
  readonly declaredLength: number
  readonly asString: boolean
  first: Buffer | null
  rest: Buffer[] | null
  received: number

  constructor(target: T, done: BodyDone<T>, limit: number, declaredLength: number, asString: boolean) {
    this.target = target
    this.done = done
    this.limit = limit
    this.declaredLength = declaredLength
    this.asString = asString
    this.first = null
    this.rest = null
    this.received = 0
  }
}

// zero bytes cannot be mutated: one empty buffer serves every empty body
const EMPTY = Buffer.alloc(0)

type ReadStream = Readable & {
  [kBodyReader]?: BodyReader<unknown> | undefined
  receivedEncodedLength?: number
}

/**
 * Collects a request body, bounded by `limit` bytes: refused before reading when Content-Length already says
 * it is too large, and again against the bytes actually read. A body shorter or longer than its Content-Length
 * is a 400. `declaredLength` is NaN when the header is absent (chunked bodies). `done(target, error, body)` is
 * called once.
 */
export function readBody<T>(
  stream: Readable | DirectBodySource,
  declaredLength: number,
  limit: number,
  asString: boolean,
  target: T,
  done: BodyDone<T>
): void {
  // app.fetch's request hands its web body over directly when nothing else touched it
  const direct = directBody(stream)
  if (direct !== null && readWebBody(direct, declaredLength, limit, asString, target, done)) return
  // a source that cannot hand its body over is a Node stream (app.fetch's exchange always hands it over)
  stream = stream as Readable
  if (declaredLength > limit) {
    done(target, new FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  ;(stream as ReadStream)[kBodyReader] = new BodyReader<unknown>(
    target,
    done as BodyDone<unknown>,
    limit,
    declaredLength,
    asString
  )
  stream.on('data', onData)
  stream.on('end', onEnd)
  stream.on('error', onError)
  // a data listener does not start a stream that was paused on purpose (a preParsing hook's zlib stream, as
  // @fastify/compress hands back): without this the body would never arrive
  if (stream.readableFlowing !== true) stream.resume()
}

function finish(stream: ReadStream, error: Error | null, body?: string | Buffer): void {
  const reader = stream[kBodyReader]
  if (reader === undefined) return
  stream[kBodyReader] = undefined
  // a request read to its end is never read again and is dropped with the request: its listeners stay (inert
  // without a reader), which saves three removals per request; any other stream (a preParsing hook's) is cleaned
  if (error !== null || !(stream instanceof IncomingMessage)) {
    stream.removeListener('data', onData)
    stream.removeListener('end', onEnd)
    stream.removeListener('error', onError)
  }
  reader.done(reader.target, error, body)
}

function onData(this: ReadStream, chunk: Buffer | string): void {
  const reader = this[kBodyReader]
  if (reader === undefined) return
  const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
  reader.received += buffer.length
  // a preParsing hook that decodes the body reports the bytes it consumed: the limit applies to those too
  const encoded = this.receivedEncodedLength
  if (reader.received > reader.limit || (typeof encoded === 'number' && encoded > reader.limit)) {
    finish(this, new FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  // most bodies arrive in one chunk: no array for them
  if (reader.first === null) reader.first = buffer
  else if (reader.rest === null) reader.rest = [reader.first, buffer]
  else reader.rest.push(buffer)
}

function onEnd(this: ReadStream): void {
  const reader = this[kBodyReader]
  if (reader === undefined) return
  // a preParsing hook may replace the stream; it reports the encoded length it consumed
  const encoded = this.receivedEncodedLength
  const measured = typeof encoded === 'number' ? encoded : reader.received
  if (!Number.isNaN(reader.declaredLength) && measured !== reader.declaredLength) {
    finish(this, new FST_ERR_CTP_INVALID_CONTENT_LENGTH())
    return
  }
  const buffer = reader.rest !== null ? Buffer.concat(reader.rest, reader.received) : (reader.first ?? EMPTY)
  finish(this, null, reader.asString ? utf8Text(buffer) : buffer)
}

function onError(this: ReadStream, error: Error & { statusCode?: unknown }): void {
  if (this[kBodyReader] === undefined) return
  finish(this, unreadableBody(error))
}
