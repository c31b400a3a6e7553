import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { kDeferredRaw } from '../symbols.js'
import type { DirectBodySource } from './read-web-body.js'

/** The peer as the lifecycle reads it (`request.ip`, `request.protocol`, log lines): a socket's names. */
export interface PeerInfo {
  readonly remoteAddress?: string | undefined
  readonly remotePort?: number | undefined
  readonly remoteFamily?: string | undefined
  readonly encrypted?: boolean | undefined
}

/**
 * What the lifecycle reads of a request: `IncomingMessage`'s names, so Node's own object is one (socket, inject()),
 * and app.fetch's WebExchange is another until something asks for `request.raw`.
 */
export interface RequestInput {
  readonly method?: string | undefined
  url?: string | undefined
  readonly headers: IncomingHttpHeaders
  readonly rawHeaders: string[]
  readonly httpVersionMajor: number
  readonly complete: boolean
  readonly socket: PeerInfo | null
}

/**
 * What the lifecycle does to the answer: `ServerResponse`'s names (Node's own object is one). Everything else (streams,
 * trailers, abort and timeout watching, `await reply`) is done on `reply.raw`, which makes a deferred output
 * compatible first.
 */
export interface ReplyOutput {
  statusCode: number
  readonly headersSent: boolean
  readonly writableEnded: boolean
  readonly writableFinished: boolean
  getHeader(name: string): number | string | string[] | undefined
  getHeaders(): OutgoingHttpHeaders
  getHeaderNames(): string[]
  hasHeader(name: string): boolean
  removeHeader(name: string): void
  writeHead(statusCode: number, headers: OutgoingHttpHeaders): unknown
  end(chunk?: string | Buffer): unknown
  destroy(error?: Error): unknown
  once(event: 'finish', listener: () => void): unknown
  writeEarlyHints(hints: Record<string, string | string[]>, callback?: () => void): void
}

/**
 * An input and output in one that stands in for Node's objects until they are needed (app.fetch's WebExchange):
 * `compatible()` builds them from the state so far and switches the request and its reply over to them for good.
 */
export interface DeferredRaw extends RequestInput, ReplyOutput, DirectBodySource {
  readonly [kDeferredRaw]: true
  complete: boolean
  /** the request and reply that read and write this exchange, switched over by `compatible()` */
  attach(request: object, reply: object): void
  compatible(): { req: IncomingMessage; res: ServerResponse }
  /**
   * The whole answer at once. Returns null, or the error when the platform refuses the headers (nothing is answered
   * then: the caller answers the error instead).
   */
  respond(
    statusCode: number,
    headers: OutgoingHttpHeaders,
    body: string | Uint8Array | undefined
  ): Error | null
  /** a web stream as the answer's body (see WebExchange) */
  respondStream(
    statusCode: number,
    headers: OutgoingHttpHeaders,
    source: ReadableStream<unknown>,
    report: (error: Error) => void,
    refuse: (error: Error) => void
  ): void
  /** one request field, without making Node's header record */
  header(name: string): string | string[] | undefined
}

export function isDeferred(value: RequestInput | ReplyOutput): value is DeferredRaw {
  return (value as Partial<DeferredRaw>)[kDeferredRaw] === true
}

/** One request field (lower-case name) as Node's record has it, read without making the record where it can be. */
export function headerOf(input: RequestInput, name: string): string | string[] | undefined {
  return isDeferred(input) ? input.header(name) : input.headers[name]
}
