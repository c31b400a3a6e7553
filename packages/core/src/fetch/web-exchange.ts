import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { validateHeaderName, validateHeaderValue } from 'node:http'
import { kDeferredRaw, kRawReply, kReplyOutput, kReplyRaw, kRequestInput, kRequestRaw } from '../symbols.js'
import type { DeferredRaw, PeerInfo } from '../lifecycle/exchange-io.js'
import { peerAddress } from './connection-info.js'
import { FetchIncomingMessage, flatHeaders } from './fetch-request.js'
import { FetchServerResponse, nullBodyStatus, toBytes } from './fetch-response.js'
import { FetchSocket } from './fetch-socket.js'
import { webResponseHeaders } from './web-response-headers.js'

type Resolve = (response: Response) => void
type Reject = (error: unknown) => void
type Reader = ReadableStreamDefaultReader<Uint8Array>
type Body = string | Uint8Array | null | undefined

// a resolved promise's then() runs something once the current work is over (see FetchServerResponse)
const settled = Promise.resolve()
const noop = (): void => undefined

/** A body that is not there, read as one: the parser gets an empty body, as from an empty Node stream. */
const emptyReader = {
  read: () => Promise.resolve({ done: true as const, value: undefined }),
  cancel: () => Promise.resolve(),
  releaseLock: noop,
  closed: Promise.resolve(undefined)
} as unknown as Reader

/**
 * One `app.fetch` call on the fast path: the web `Request` read directly and the answer built as one web `Response`,
 * with no Node stream, emitter or socket object in between. It is the request's input and the reply's output at once
 * (lifecycle/exchange-io.ts: IncomingMessage's and ServerResponse's names for what the lifecycle reads and writes).
 *
 * Whatever needs Node's objects (`request.raw`, `reply.raw`, a stream payload, trailers, abort watching, `await
 * reply`, a preParsing hook, a request-id generator, a rewriteUrl) calls `compatible()`: it builds
 * FetchIncomingMessage and FetchServerResponse from the state so far (status, the head if it went out, the body
 * if nothing read it, the onResponse watcher) and switches the request and its reply to them for good. So the
 * fast path costs a request that never needs them nothing, and one that does gets today's compatible objects.
 *
 * Fields are declared, not defined (the constructor sets them; a class field costs a definition per object on
 * JavaScriptCore), and are internal: nothing outside the core reaches this object.
 */
export class WebExchange implements DeferredRaw {
  declare readonly [kDeferredRaw]: true
  // ---- the request, as IncomingMessage names it
  declare readonly method: string
  declare url: string
  declare complete: boolean
  // ---- the answer, as ServerResponse names it
  declare statusCode: number
  declare headersSent: boolean
  declare writableEnded: boolean
  declare writableFinished: boolean;
  /** the reply whose onResponse hooks run at finish (lifecycle/write-response.ts watchFinish) */
  declare [kRawReply]: unknown
  // ---- internal state
  declare readonly request: Request
  declare readonly info: unknown
  declare readonly href: string
  /** Node's header record, made when first read */
  declare fields: IncomingHttpHeaders | null
  declare peer: PeerInfo | null
  declare resolve: Resolve | null
  declare reject: Reject
  /** the head as answered, or as given to writeHead() by a writer that ends separately (the last-resort 500) */
  declare head: OutgoingHttpHeaders | null
  declare finish: (() => void) | null
  /** the Request's body once read from it (undefined: never asked for) */
  declare body: ReadableStream<Uint8Array> | null | undefined
  declare ownerRequest: Record<symbol, unknown> | null
  declare ownerReply: Record<symbol, unknown> | null
  declare nodeObjects: { req: IncomingMessage; res: ServerResponse } | null

  constructor(request: Request, info: unknown, href: string, url: string, resolve: Resolve, reject: Reject) {
    this.method = request.method
    this.url = url
    this.complete = false
    this.statusCode = 200
    this.headersSent = false
    this.writableEnded = false
    this.writableFinished = false
    this[kRawReply] = undefined
    this.request = request
    this.info = info
    this.href = href
    this.fields = null
    this.peer = null
    this.resolve = resolve
    this.reject = reject
    this.head = null
    this.finish = null
    this.body = undefined
    this.ownerRequest = null
    this.ownerReply = null
    this.nodeObjects = null
  }

  get httpVersionMajor(): number {
    return 1
  }

  get headers(): IncomingHttpHeaders {
    return (this.fields ??= nodeHeaders(this.request, this.href))
  }

  /** Node's flat name/value list, rebuilt from the headers (the platform already merged repeated fields). */
  get rawHeaders(): string[] {
    return flatHeaders(this.headers)
  }

  /** The peer's address, asked of the platform only when read (Bun's requestIP() costs as much as a small answer). */
  get socket(): PeerInfo {
    if (this.peer !== null) return this.peer
    const address = peerAddress(this.info, this.request)
    return (this.peer = {
      remoteAddress: address.address,
      remotePort: address.port,
      remoteFamily: address.family,
      encrypted: this.href.charCodeAt(4) === 115 /* https: */
    })
  }

  /**
   * One field, read from the web Headers without making Node's record (the lifecycle reads a few: Content-Type,
   * Content-Length); the fields Node's record adds (Host, a chunked Transfer-Encoding) are read from it.
   */
  header(name: string): string | string[] | undefined {
    if (this.fields !== null) return this.fields[name]
    const value = this.request.headers.get(name)
    if (value !== null && name !== 'set-cookie') return value
    return name === 'host' || name === 'transfer-encoding' || name === 'set-cookie'
      ? this.headers[name]
      : undefined
  }

  /**
   * The whole body, read by the platform in one piece (see DirectBodySource). Bytes, not `text()`: a text would lose
   * a leading byte order mark, which a parser sees over a socket.
   */
  wholeBody(): Promise<ArrayBuffer> {
    this.body = null
    try {
      return this.request.arrayBuffer()
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }

  /** The body's reader, for the parser to read the chunks itself (lifecycle/read-web-body.ts); never null. */
  takeBody(): Reader {
    let body: ReadableStream<Uint8Array> | null
    try {
      body = this.request.body
      this.body = body
      if (body === null) return emptyReader
      return body.getReader()
    } catch (error) {
      // the Request's body was already read or locked by whoever made it: a body that cannot be read (400)
      this.body = null
      return failingReader(error)
    }
  }

  attach(request: object, reply: object): void {
    this.ownerRequest = request as Record<symbol, unknown>
    this.ownerReply = reply as Record<symbol, unknown>
  }

  // ---- the answer

  getHeader(): undefined {
    return undefined
  }

  getHeaders(): OutgoingHttpHeaders {
    return Object.create(null) as OutgoingHttpHeaders
  }

  getHeaderNames(): string[] {
    return []
  }

  hasHeader(): boolean {
    return false
  }

  removeHeader(): void {}

  writeHead(statusCode: number, headers: OutgoingHttpHeaders): this {
    this.statusCode = statusCode
    this.head = headers
    return this
  }

  end(chunk?: string | Buffer): this {
    const refusal = this.respond(this.statusCode, this.head ?? {}, chunk)
    // the writers that end this way write headers of their own making: a refusal is the platform's 500
    if (refusal !== null) this.fail(refusal)
    return this
  }

  /**
   * The answer as one `Response`. Returns null, or the error when the platform refuses the headers (a value with a
   * line break echoed from the request): nothing is answered then, and the caller answers the error instead.
   */
  respond(statusCode: number, headers: OutgoingHttpHeaders, body: Body): Error | null {
    if (this.resolve === null) return null
    const content = this.method === 'HEAD' || nullBodyStatus(statusCode) ? null : (body ?? null)
    const refusal = this.answer(statusCode, headers, content)
    if (refusal === null && this.headersSent) this.ended()
    return refusal
  }

  /**
   * A streamed answer: the web stream itself is the Response's body, read through a pull-through stream, so its end
   * finishes the answer (onResponse) and a failure or the client leaving is reported (`report`). The head goes out with
   * the first chunk, as over a socket: a stream that fails before it, or a head the platform refuses, is given to
   * `refuse` with nothing answered (the caller answers it as an error).
   */
  respondStream(
    statusCode: number,
    headers: OutgoingHttpHeaders,
    source: ReadableStream<unknown>,
    report: (error: Error) => void,
    refuse: (error: Error) => void
  ): void {
    let reader: ReadableStreamDefaultReader<unknown>
    try {
      reader = source.getReader()
    } catch (error) {
      refuse(error as Error)
      return
    }
    reader.read().then(
      (first) => {
        if (first.done) {
          const refusal = this.respond(statusCode, headers, undefined)
          if (refusal !== null) refuse(refusal)
          return
        }
        let chunk: Uint8Array
        try {
          chunk = toBytes(first.value, undefined)
        } catch (error) {
          reader.cancel(error).catch(noop)
          refuse(error as Error)
          return
        }
        const body = this.passThrough(reader, chunk, report)
        const refusal = this.answer(statusCode, headers, body)
        if (refusal === null) return
        reader.cancel(refusal).catch(noop)
        refuse(refusal)
      },
      (error: unknown) => refuse(error instanceof Error ? error : new Error(String(error)))
    )
  }

  /** The Response made and handed to the platform; null, or the error when the headers are refused. */
  private answer(
    statusCode: number,
    headers: OutgoingHttpHeaders,
    body: string | Uint8Array | ReadableStream<Uint8Array> | null
  ): Error | null {
    const resolve = this.resolve
    if (resolve === null) return null
    let response: Response
    try {
      const fields = webResponseHeaders(headers as Record<string, string | number | readonly string[]>)
      // 200 is the default: an init without it measured ~100 ns less per Response on Bun
      response = new Response(
        body,
        statusCode === 200 ? { headers: fields } : { status: statusCode, headers: fields }
      )
    } catch (error) {
      if (invalidHeaders(headers)) return error as Error
      // a status the fetch API refuses (a 1xx final answer, one above 599): the platform's 500
      this.fail(error)
      return null
    }
    this.resolve = null
    this.statusCode = statusCode
    this.head = headers
    this.headersSent = true
    if (this.body === undefined) this.releaseBody()
    resolve(response)
    return null
  }

  /** The body is all written: the answer finishes now, or once the onResponse watcher's turn comes. */
  private ended(): void {
    this.writableEnded = true
    if (this.finish === null && this.nodeObjects === null) this.writableFinished = true
    else void settled.then(() => this.finished())
  }

  /** The source's chunks, one read per pull of the platform (a slow client slows the source). */
  private passThrough(
    reader: ReadableStreamDefaultReader<unknown>,
    first: Uint8Array,
    report: (error: Error) => void
  ): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => controller.enqueue(first),
        pull: (controller) =>
          reader.read().then(
            (next) => {
              if (next.done) {
                controller.close()
                this.ended()
                return
              }
              try {
                controller.enqueue(toBytes(next.value, undefined))
              } catch (error) {
                reader.cancel(error).catch(noop)
                controller.error(error)
                report(error as Error)
              }
            },
            (error: unknown) => {
              const failure = error instanceof Error ? error : new Error(String(error))
              controller.error(failure)
              report(failure)
            }
          ),
        cancel: (reason: unknown) => {
          // the client stopped reading: the source is released, and the answer reported cut short
          reader.cancel(reason).catch(noop)
          report(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))
        }
      },
      { highWaterMark: 0 }
    )
  }

  destroy(error?: Error): this {
    if (this.resolve !== null)
      this.fail(
        error ??
          Object.assign(new Error('the response was destroyed before it was sent'), {
            code: 'ERR_STREAM_DESTROYED'
          })
      )
    return this
  }

  once(event: 'finish', listener: () => void): this {
    if (event === 'finish' && this.nodeObjects === null) this.finish = listener
    else this.compatible().res.once(event, listener)
    return this
  }

  /** 1xx answers cannot be sent through the fetch API: the callback is still called, as Node does. */
  writeEarlyHints(_hints: unknown, callback?: () => void): void {
    if (typeof callback === 'function') callback()
  }

  // ---- the switch to Node's objects

  compatible(): { req: IncomingMessage; res: ServerResponse } {
    if (this.nodeObjects !== null) return this.nodeObjects
    const peer = this.socket
    const request = this.request
    const socket = new FetchSocket(
      { address: peer.remoteAddress, port: peer.remotePort, family: peer.remoteFamily },
      peer.encrypted === true,
      request
    )
    // the body is the stream's unless the fast path took it, or the answer went out (Deno refuses it then)
    const untouched = this.body === undefined && this.resolve !== null
    const req = new FetchIncomingMessage(
      request,
      this.url,
      this.headers,
      socket,
      this.info,
      untouched ? undefined : null,
      untouched ? false : this.complete || this.body === null || this.resolve === null
    )
    const resolve = this.resolve
    this.resolve = null
    const res = new FetchServerResponse(req, resolve, this.reject)
    res.statusCode = this.statusCode
    if (resolve === null) res.adoptAnswer((this.head ?? {}) as never, this.writableFinished)
    const finish = this.finish
    if (finish !== null) {
      ;(res as unknown as Record<symbol, unknown>)[kRawReply] = this[kRawReply]
      res.once('finish', finish)
      this.finish = null
    }
    const objects = { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse }
    this.nodeObjects = objects
    const owner = this.ownerRequest
    if (owner !== null) {
      owner[kRequestRaw] = objects.req
      owner[kRequestInput] = objects.req
    }
    const reply = this.ownerReply
    if (reply !== null) {
      reply[kReplyRaw] = objects.res
      reply[kReplyOutput] = objects.res
    }
    return objects
  }

  // ---- internal

  private finished(): void {
    if (this.writableFinished) return
    const objects = this.nodeObjects
    if (objects !== null) {
      // switched after the answer went out: Node's response finishes it (its listeners are there now)
      ;(objects.res as unknown as FetchServerResponse).finishAdopted()
      return
    }
    this.writableFinished = true
    const finish = this.finish
    this.finish = null
    if (finish !== null) finish.call(this)
  }

  private fail(error: unknown): void {
    const reject = this.reject
    this.resolve = null
    reject(error)
  }

  /** What nothing read is released, as Node dumps an unread request (GET and HEAD carry none). */
  private releaseBody(): void {
    const method = this.method
    if (method === 'GET' || method === 'HEAD') return
    try {
      const body = this.request.body
      this.body = body
      if (body !== null && !body.locked) body.cancel().catch(noop)
    } catch {
      // the platform closed the body with the exchange: nothing left to release
    }
  }
}

Object.defineProperty(WebExchange.prototype, kDeferredRaw, { value: true })

/** A reader whose first read fails with `error` (a body the Request cannot give). */
function failingReader(error: unknown): Reader {
  const failure = Promise.reject(error instanceof Error ? error : new Error(String(error)))
  failure.catch(noop)
  return { ...emptyReader, read: () => failure } as unknown as Reader
}

/** A refused head: some header name or value Node would refuse too (the caller drops those and answers 500). */
function invalidHeaders(headers: OutgoingHttpHeaders): boolean {
  for (const name of Object.keys(headers)) {
    try {
      validateHeaderName(name)
      validateHeaderValue(name, headers[name] as string)
    } catch {
      return true
    }
  }
  return false
}

/**
 * Node's header record: lower-case names (the platform gives them so), repeated fields already joined by the
 * platform. Bun and Deno pass the client's framing fields through; a Request made in process has none, so a body
 * that comes with a Content-Type but without a declared length is said to be chunked, and the body rules apply as
 * over a socket. Without a Content-Type nothing is added: Deno gives every POST a body stream, even an empty one
 * sent with no framing at all, which a socket would read as no body. A Request without Host gets its URL's.
 */
function nodeHeaders(request: Request, href: string): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {}
  request.headers.forEach((value, name) => {
    // a field named __proto__ is a header like any other, not the record's prototype
    if (name === '__proto__')
      Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true })
    else if (name === 'set-cookie') (headers['set-cookie'] ??= []).push(value)
    else headers[name] = value
  })
  if (headers.host === undefined) {
    const authority = href.indexOf('//') + 2
    const slash = href.indexOf('/', authority)
    headers.host = href.slice(authority, slash === -1 ? href.length : slash)
  }
  if (
    headers['content-type'] !== undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    hasBody(request)
  ) {
    headers['transfer-encoding'] = 'chunked'
  }
  return headers
}

/** Whether the Request has a body; false once the platform closed it (Deno refuses `body` after the answer). */
function hasBody(request: Request): boolean {
  try {
    return request.body !== null
  } catch {
    return false
  }
}
