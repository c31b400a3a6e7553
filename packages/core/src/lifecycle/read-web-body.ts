import { FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_CTP_INVALID_CONTENT_LENGTH } from '../errors.js'
import type { BodyDone } from './read-body.js'
import { utf8Text } from './utf8-text.js'

type Reader = ReadableStreamDefaultReader<Uint8Array>

/**
 * A request whose body is a web stream it can hand over whole (app.fetch's `request.raw`): the parser then reads the
 * chunks straight from it, without a Node stream in between (which would cost more than the rest of a small POST).
 * `takeBody()` gives the reader, or null when the body was already touched (someone listens, a hook read it).
 */
export interface DirectBodySource {
  takeBody(): Reader | null
  /**
   * The whole body in one piece (the platform's own read, much cheaper than chunk by chunk), when the source can
   * give it; asked only when the request declared a length within the limit (over a connection the platform reads
   * no more than the declared length).
   */
  wholeBody?(): Promise<ArrayBuffer> | null
  complete: boolean
}

export function directBody(stream: object): DirectBodySource | null {
  return typeof (stream as Partial<DirectBodySource>).takeBody === 'function'
    ? (stream as DirectBodySource)
    : null
}

/** The state of one read, passed along the promise chain (no closure per chunk). */
class WebBodyRead<T> {
  first: Uint8Array | null = null
  rest: Uint8Array[] | null = null
  received = 0
  constructor(
    readonly source: DirectBodySource,
    readonly reader: Reader,
    readonly declaredLength: number,
    readonly limit: number,
    readonly asString: boolean,
    readonly target: T,
    readonly done: BodyDone<T>
  ) {}

  next(): void {
    this.reader.read().then(
      (chunk) => this.chunk(chunk),
      (error: unknown) => this.failed(error)
    )
  }

  chunk(chunk: { done: true; value?: Uint8Array | undefined } | { done: false; value: Uint8Array }): void {
    if (chunk.done) {
      this.source.complete = true
      if (!Number.isNaN(this.declaredLength) && this.received !== this.declaredLength) {
        this.done(this.target, new FST_ERR_CTP_INVALID_CONTENT_LENGTH())
        return
      }
      this.done(this.target, null, this.body())
      return
    }
    const bytes = chunk.value
    this.received += bytes.byteLength
    if (this.received > this.limit) {
      // the rest is never read: released at once (the platform stops receiving it)
      this.reader.cancel().catch(() => undefined)
      this.done(this.target, new FST_ERR_CTP_BODY_TOO_LARGE())
      return
    }
    if (this.first === null) this.first = bytes
    else if (this.rest === null) this.rest = [this.first, bytes]
    else this.rest.push(bytes)
    this.next()
  }

  failed(error: unknown): void {
    this.done(this.target, unreadableBody(error instanceof Error ? error : new Error(String(error))))
  }

  body(): string | Buffer {
    const { first, rest, asString } = this
    if (rest !== null) {
      const buffer = Buffer.concat(rest, this.received)
      return asString ? utf8Text(buffer) : buffer
    }
    if (first === null) return asString ? '' : Buffer.alloc(0)
    return asString ? utf8Text(first) : Buffer.from(first.buffer, first.byteOffset, first.byteLength)
  }
}

/**
 * A body that could not be read (a bad gzip body behind a decoding preParsing hook, a stream that failed, ...): the
 * client's fault, a 400 as in Fastify, unless the error declares its own status.
 */
export function unreadableBody(error: Error & { statusCode?: unknown }): Error {
  if (!(typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599))
    error.statusCode = 400
  return error
}

/**
 * readBody's rules (see read-body.ts) over a web body: refused before reading when the declared length is over
 * the limit, cut (and the stream cancelled) at the first chunk over it, a 400 when the length read differs from the
 * declared one. Returns false when the source cannot hand its body over (the Node stream is read instead).
 */
export function readWebBody<T>(
  source: DirectBodySource,
  declaredLength: number,
  limit: number,
  asString: boolean,
  target: T,
  done: BodyDone<T>
): boolean {
  if (declaredLength <= limit && source.wholeBody !== undefined) {
    const whole = source.wholeBody()
    if (whole !== null) {
      whole.then(
        (buffer) => wholeRead(source, buffer, declaredLength, asString, target, done),
        (error: unknown) =>
          done(target, unreadableBody(error instanceof Error ? error : new Error(String(error))))
      )
      return true
    }
  }
  const reader = source.takeBody()
  if (reader === null) return false
  if (declaredLength > limit) {
    reader.cancel().catch(() => undefined)
    done(target, new FST_ERR_CTP_BODY_TOO_LARGE())
    return true
  }
  new WebBodyRead(source, reader, declaredLength, limit, asString, target, done).next()
  return true
}

/** A body read in one piece: the length it declared, or a 400 as for a stream (see WebBodyRead). */
function wholeRead<T>(
  source: DirectBodySource,
  buffer: ArrayBuffer,
  declaredLength: number,
  asString: boolean,
  target: T,
  done: BodyDone<T>
): void {
  source.complete = true
  if (buffer.byteLength !== declaredLength) {
    done(target, new FST_ERR_CTP_INVALID_CONTENT_LENGTH())
    return
  }
  done(target, null, asString ? utf8Text(buffer) : Buffer.from(buffer))
}
