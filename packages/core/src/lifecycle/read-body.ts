import type { Readable } from 'node:stream'
import { FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_CTP_INVALID_CONTENT_LENGTH } from '../errors.js'

/** Ends a body read: an error, or the collected body. */
export type BodyDone = (error: Error | null, body?: string | Buffer) => void

/**
 * Collects a request body, bounded by `limit` bytes: refused before reading when Content-Length already says
 * it is too large, and again against the bytes actually read. A body shorter or longer than its Content-Length
 * is a 400. `declaredLength` is NaN when the header is absent (chunked bodies).
 */
export function readBody(
  stream: Readable,
  declaredLength: number,
  limit: number,
  asString: boolean,
  done: BodyDone
): void {
  if (declaredLength > limit) {
    done(new FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  const chunks: Buffer[] = []
  let received = 0
  let finished = false
  const finish = (error: Error | null, body?: string | Buffer): void => {
    if (finished) return
    finished = true
    stream.removeListener('data', onData)
    stream.removeListener('end', onEnd)
    stream.removeListener('error', onError)
    done(error, body)
  }
  const onData = (chunk: Buffer | string): void => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    received += buffer.length
    if (received > limit) {
      finish(new FST_ERR_CTP_BODY_TOO_LARGE())
      return
    }
    chunks.push(buffer)
  }
  const onEnd = (): void => {
    // a preParsing hook may replace the stream; it reports the encoded length it consumed
    const encoded = (stream as Readable & { receivedEncodedLength?: number }).receivedEncodedLength
    const measured = typeof encoded === 'number' ? encoded : received
    if (!Number.isNaN(declaredLength) && measured !== declaredLength) {
      finish(new FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    const buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)
    finish(null, asString ? buffer.toString('utf8') : buffer)
  }
  const onError = (error: Error): void => finish(error)
  stream.on('data', onData)
  stream.on('end', onEnd)
  stream.on('error', onError)
}
