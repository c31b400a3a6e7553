import { validateHeaderName, validateHeaderValue } from 'node:http'
import { Stream } from 'node:stream'
import type { FetchIncomingMessage } from './fetch-request.js'
import type { FetchSocket } from './fetch-socket.js'
import { webResponseHeaders } from './web-response-headers.js'

type HeaderValue = string | number | readonly string[]
type Resolve = (response: Response) => void
type Reject = (error: unknown) => void
type WriteCallback = (error?: Error | null) => void
type Listener = (...args: never[]) => void

// Node's queueMicrotask wraps every callback in an async resource: a resolved promise's then() is the cheap way to run
// something once the current work is over (finish after end(), as a socket would)
const settled = Promise.resolve()

// statuses whose Response may not have a body (Fetch standard: null body status)
export const nullBodyStatus = (status: number): boolean =>
  status === 204 || status === 205 || status === 304 || status < 200

/**
 * `reply.raw` for a request that came through `app.fetch`: a writable stream with ServerResponse's API
 * (`statusCode`, `setHeader`, `getHeader`, `writeHead`, `headersSent`, `write`, `end`, `finish`/`close` events),
 * so the framework and plugins that write Node's response work unchanged. Like Node's own ServerResponse it is
 * a classic stream (events, `pipe` target) rather than a `Writable`: a Writable ends through `process.nextTick`
 * callbacks, which keep every answer's objects alive into the old generation (measured: the heap grew to 250 MB
 * between full collections, four times the GC time of the answer itself).
 *
 * The `Response` is made when the head is committed: a body ended in one piece (`end(bytes)`, the usual answer)
 * becomes its body as it is; written chunks (a stream piped in) flow through a `ReadableStream` that the reader
 * pulls one chunk at a time, `write()` returning false until then, so a slow reader slows the source instead of
 * buffering it. The reader cancelling (the client left) aborts the answer, as a closed socket does in Node.
 */
export class FetchServerResponse extends Stream {
  statusCode = 200
  statusMessage = ''
  /** the platform dates its answers: kept for plugins that set it */
  sendDate = false
  readonly req: FetchIncomingMessage
  readonly socket: FetchSocket
  readonly writable = true
  writableEnded = false
  writableFinished = false
  writableNeedDrain = false
  destroyed = false
  #headers: Record<string, HeaderValue> = {}
  #headersSent = false
  #resolve: Resolve | null
  #reject: Reject
  #controller: ReadableStreamDefaultController<Uint8Array> | null = null
  /** end() came while chunks still wait for the reader: the stream closes (and `finish` follows) once it pulls */
  #ending = false

  constructor(req: FetchIncomingMessage, resolve: Resolve | null, reject: Reject) {
    super()
    this.req = req
    this.socket = req.socket
    this.#resolve = resolve
    this.#reject = reject
    req.socket.response = this
  }

  get connection(): FetchSocket {
    return this.socket
  }

  get headersSent(): boolean {
    return this.#headersSent
  }

  /** Node's legacy name for `writableEnded` (read by older middleware). */
  get finished(): boolean {
    return this.writableEnded
  }

  get writableLength(): number {
    return 0
  }

  get writableHighWaterMark(): number {
    return 16384
  }

  get writableCorked(): number {
    return 0
  }

  cork(): void {}

  uncork(): void {}

  // the Request's signal is watched only once something listens for the end of this answer (an onRequestAbort
  // hook, request.signal, a piped stream, a plugin): most requests never need it, and a listener costs
  override on(event: string | symbol, listener: Listener): this {
    if (event === 'close') this.socket.watchAbort()
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  override once(event: string | symbol, listener: Listener): this {
    if (event === 'close') this.socket.watchAbort()
    return super.once(event, listener as (...args: unknown[]) => void)
  }

  override prependListener(event: string | symbol, listener: Listener): this {
    if (event === 'close') this.socket.watchAbort()
    return super.prependListener(event, listener as (...args: unknown[]) => void)
  }

  setHeader(name: string, value: HeaderValue): this {
    if (this.#headersSent) throw headersSentError('set')
    validateHeaderName(name)
    validateHeaderValue(name, value as string)
    this.#headers[name.toLowerCase()] = value
    return this
  }

  appendHeader(name: string, value: HeaderValue): this {
    const current = this.#headers[name.toLowerCase()]
    if (current === undefined) return this.setHeader(name, value)
    const added = typeof value === 'object' ? value : [`${value}`]
    return this.setHeader(name, [...(typeof current === 'object' ? current : [`${current}`]), ...added])
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.#headers[name.toLowerCase()]
  }

  getHeaders(): Record<string, HeaderValue> {
    return Object.assign(Object.create(null) as Record<string, HeaderValue>, this.#headers)
  }

  getHeaderNames(): string[] {
    return Object.keys(this.#headers)
  }

  hasHeader(name: string): boolean {
    return this.#headers[name.toLowerCase()] !== undefined
  }

  removeHeader(name: string): void {
    if (this.#headersSent) throw headersSentError('remove')
    delete this.#headers[name.toLowerCase()]
  }

  /** Node's signatures: `(status, headers?)` and `(status, message, headers?)`; headers as a record or a flat list. */
  writeHead(
    status: number,
    message?: string | Record<string, HeaderValue> | readonly string[],
    headers?: Record<string, HeaderValue> | readonly string[]
  ): this {
    if (this.#headersSent) throw headersSentError('set')
    if (typeof message === 'string') this.statusMessage = message
    else headers = message
    if (!Number.isInteger(status) || status < 100 || status > 999) {
      throw Object.assign(new RangeError(`Invalid status code: ${status}`), {
        code: 'ERR_HTTP_INVALID_STATUS_CODE'
      })
    }
    if (headers !== undefined) {
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2)
          this.setHeader(headers[i] as string, headers[i + 1] as string)
      else {
        const record = headers as Record<string, HeaderValue>
        const own = this.#headers
        for (const name of Object.keys(record)) {
          const value = record[name]!
          validateHeaderName(name)
          validateHeaderValue(name, value as string)
          own[name.toLowerCase()] = value
        }
      }
    }
    this.statusCode = status
    this.#headersSent = true
    return this
  }

  /**
   * Takes over an answer app.fetch's fast path already gave the platform (fetch/web-exchange.ts): the head as it
   * went out, ended, and finished too when its finish already happened (else `finishAdopted()` finishes it).
   */
  adoptAnswer(headers: Record<string, HeaderValue>, finished: boolean): void {
    this.#headers = { ...headers }
    this.#headersSent = true
    this.writableEnded = true
    this.writableFinished = finished
  }

  /** The adopted answer's finish, when the fast path had it still to come. */
  finishAdopted(): void {
    this.#finish()
  }

  /** Commits the head now: the `Response` goes to the platform, its body follows as it is written. */
  flushHeaders(): void {
    if (this.#resolve !== null && !this.destroyed) this.#respond(this.#bodyless() ? null : this.#openBody())
  }

  /** A `Response` has no trailers and the platforms send none: they are dropped (documented). */
  addTrailers(): void {}

  /** 1xx answers cannot be sent through the fetch API: the callback is still called, as Node does. */
  writeEarlyHints(_hints: unknown, callback?: () => void): void {
    if (typeof callback === 'function') callback()
  }

  writeContinue(): void {}

  writeProcessing(): void {}

  setTimeout(): this {
    return this
  }

  write(chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (this.writableEnded || this.destroyed) {
      const error = Object.assign(
        new Error(this.destroyed ? 'Cannot call write after a stream was destroyed' : 'write after end'),
        {
          code: this.destroyed ? 'ERR_STREAM_DESTROYED' : 'ERR_STREAM_WRITE_AFTER_END'
        }
      )
      if (callback !== undefined) void settled.then(() => callback(error))
      return false
    }
    if (this.#resolve !== null) this.#respond(this.#bodyless() ? null : this.#openBody())
    const controller = this.#controller
    if (controller !== null) controller.enqueue(toBytes(chunk, encoding))
    if (callback !== undefined) void settled.then(() => callback())
    // full once a chunk waits for the reader: `drain` follows its next pull
    if (controller === null || (controller.desiredSize ?? 0) > 0) return true
    this.writableNeedDrain = true
    return false
  }

  end(chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void): this {
    if (typeof chunk === 'function') {
      callback = chunk as () => void
      chunk = undefined
    } else if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (this.writableEnded || this.destroyed) {
      if (callback !== undefined) void settled.then(callback)
      return this
    }
    if (callback !== undefined) this.once('finish', callback)
    if (this.#resolve !== null) {
      // the whole body at once: it becomes the Response's body as it is, no stream in between
      this.writableEnded = true
      this.#respond(
        chunk === undefined || chunk === null || this.#bodyless() ? null : toBody(chunk, encoding)
      )
      void settled.then(() => this.#finish())
      return this
    }
    if (chunk !== undefined && chunk !== null) this.write(chunk, encoding)
    this.writableEnded = true
    const controller = this.#controller
    if (controller === null || (controller.desiredSize ?? 0) > 0) this.#closeBody()
    else this.#ending = true
    return this
  }

  destroy(error?: Error): this {
    if (this.destroyed) return this
    this.destroyed = true
    if (this.#resolve !== null) {
      // destroyed before anything was answered: the platform gets the failure (its own 500)
      this.#resolve = null
      this.#reject(
        error ??
          Object.assign(new Error('the response was destroyed before it was sent'), {
            code: 'ERR_STREAM_DESTROYED'
          })
      )
    } else if (this.#controller !== null) {
      // cut short after the head went out, as a destroyed socket cuts a Node response: the reader sees an error
      this.#controller.error(
        error ?? Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
      )
      this.#controller = null
    }
    void settled.then(() => this.#close())
    return this
  }

  /**
   * The client went away before the answer was over (the Request's signal aborted, or the reader cancelled the
   * body): what a closed socket does in Node follows: `aborted`, `close` without `finish` (onRequestAbort hooks,
   * `request.signal`), a streamed source released. A call to `app.fetch` not answered yet rejects.
   */
  abort(reason?: unknown): void {
    if (this.writableFinished || this.destroyed) return
    const req = this.req
    req.aborted = true
    this.socket.destroy()
    req.emit('aborted')
    this.destroy(
      reason instanceof Error
        ? reason
        : Object.assign(new Error('The request was aborted'), { name: 'AbortError', code: 'ABORT_ERR' })
    )
  }

  /**
   * An answer that has no content: HEAD (its headers describe the GET's body), 204, 205, 304 and 1xx. What is written
   * to it is dropped, as Node drops it on a socket, and the answer still finishes normally.
   */
  #bodyless(): boolean {
    return this.req.method === 'HEAD' || nullBodyStatus(this.statusCode)
  }

  #openBody(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller
      },
      pull: () => {
        if (this.#ending) {
          this.#closeBody()
          return
        }
        if (this.writableNeedDrain) {
          this.writableNeedDrain = false
          this.emit('drain')
        }
      },
      cancel: (reason: unknown) => {
        // the client stopped reading: release the source, and tell the framework the client left
        this.#controller = null
        this.abort(reason)
      }
    })
  }

  #closeBody(): void {
    this.#ending = false
    if (this.#controller !== null) {
      this.#controller.close()
      this.#controller = null
    }
    this.#finish()
  }

  #finish(): void {
    if (this.writableFinished || this.destroyed) return
    this.writableFinished = true
    this.emit('finish')
    this.#close()
  }

  #close(): void {
    // the answer is over: what the parser did not read is released (as Node dumps an unread request), and whoever
    // listens for the request's end hears it
    const req = this.req
    if (!req.destroyed && (!req.complete || req.listenerCount('close') > 0)) req.destroy()
    this.emit('close')
  }

  #respond(body: string | Uint8Array | ReadableStream<Uint8Array> | null): void {
    const resolve = this.#resolve!
    this.#resolve = null
    this.#headersSent = true
    const status = this.statusCode
    let response: Response
    try {
      // a reason phrase only when one was set: the platforms write the standard one, and undici checks every one given
      const headers = webResponseHeaders(this.#headers)
      response = new Response(
        body,
        this.statusMessage === '' ? { status, headers } : { status, statusText: this.statusMessage, headers }
      )
    } catch (error) {
      // a status or reason phrase the fetch API refuses (a 1xx final answer, a status above 599)
      this.#reject(error)
      return
    }
    resolve(response)
  }
}

/** A chunk as the Response body takes it: strings in their encoding, typed arrays as they are. */
function toBody(chunk: unknown, encoding: unknown): string | Uint8Array {
  if (typeof chunk === 'string')
    return typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8'
      ? Buffer.from(chunk, encoding as BufferEncoding)
      : chunk
  return toBytes(chunk, encoding as BufferEncoding | undefined)
}

/** A chunk as bytes: strings in their encoding (UTF-8 without one), typed arrays viewed as they are; else Node's error. */
export function toBytes(chunk: unknown, encoding: BufferEncoding | undefined): Uint8Array {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding)
  if (chunk instanceof Uint8Array) return chunk
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  throw Object.assign(
    new TypeError('The "chunk" argument must be of type string or an instance of Buffer or Uint8Array'),
    { code: 'ERR_INVALID_ARG_TYPE' }
  )
}

function headersSentError(action: string): Error {
  return Object.assign(new Error(`Cannot ${action} headers after they are sent to the client`), {
    code: 'ERR_HTTP_HEADERS_SENT'
  })
}
