import type { ServerResponse } from 'node:http'
import type { Readable } from 'node:stream'
import type { Reply, TrailerFunction } from './reply.js'
import { kRouteContext, kRequestInput } from '../symbols.js'
import { readThrown } from './thrown.js'
import { pipeBody } from './pipe-body.js'

/**
 * Declares the reply's trailers before the head is written: chunked framing (HTTP/1.1; HTTP/2 frames trailers
 * itself) and a `Trailer` header listing them. Returns false when the reply has none.
 */
export function declareTrailers(
  trailers: Map<string, TrailerFunction> | null,
  headers: Record<string, string | number | string[]>,
  http2: boolean
): boolean {
  if (trailers === null || trailers.size === 0) return false
  delete headers['content-length']
  if (!http2) headers['transfer-encoding'] = 'chunked'
  headers['trailer'] = [...trailers.keys()].join(', ')
  return true
}

/**
 * Computes every trailer once the payload is written, then ends the response with them. A trailer function
 * that fails is left out (the status and body are already sent) and logged at debug level.
 */
export function endWithTrailers(
  reply: Reply,
  trailers: Map<string, TrailerFunction>,
  payload: unknown,
  res: ServerResponse
): void {
  const values: Record<string, string> = {}
  let pending = trailers.size
  const settle = (name: string, error: unknown, value: unknown): void => {
    if (error !== null && error !== undefined)
      reply.log.debug({ err: readThrown(error).error }, `trailer ${name} failed`)
    else if (value !== undefined && value !== null) values[name] = String(value)
    if (--pending === 0) {
      res.addTrailers(values)
      res.end()
    }
  }
  for (const [name, fn] of trailers) {
    let once = false
    const done = (error: Error | null, value?: unknown): void => {
      if (once) return
      once = true
      settle(name, error, value)
    }
    let result: unknown
    try {
      result = fn(reply, payload, done as never)
    } catch (error) {
      done(error as Error)
      continue
    }
    if (
      result !== null &&
      typeof result === 'object' &&
      typeof (result as PromiseLike<unknown>).then === 'function'
    ) {
      ;(result as PromiseLike<unknown>).then(
        (value) => done(null, value),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)))
      )
    }
  }
}

/** Writes a response that has trailers: head, body (bytes or a stream, never ended by it), then the trailers. */
export function writeWithTrailers(
  reply: Reply,
  trailers: Map<string, TrailerFunction>,
  payload: string | Buffer | Readable | null | undefined,
  status: number,
  headers: Record<string, string | number | string[]>
): void {
  const res = reply.raw
  res.writeHead(status, headers)
  const head = reply.request[kRequestInput].method === 'HEAD'
  if (payload === undefined || payload === null || typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (!head && payload !== undefined && payload !== null) res.write(payload)
    endWithTrailers(reply, trailers, payload, res)
    return
  }
  const fail = (error: Error): void => {
    reply[kRouteContext].core!.logController.streamError(error, reply.request as never, reply as never)
    res.destroy(error)
  }
  payload.once('end', () => endWithTrailers(reply, trailers, payload, res))
  payload.once('error', fail)
  pipeBody(payload, res, false, fail)
}
