import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { FetchSocket } from './fetch-socket.js'

type BodyReader = ReadableStreamDefaultReader<Uint8Array>

/**
 * `request.raw` for a request that came through `app.fetch`: a Node readable stream with IncomingMessage's fields
 * (`method`, `url` as path and query, lower-cased `headers`, `rawHeaders`, `httpVersion`, `socket`, `complete`),
 * so the framework and plugins written for Node's request read it unchanged. The body is pulled from the
 * Request's stream only when a parser reads it, chunk by chunk, so `bodyLimit` stops the read (and cancels the
 * Request's stream) at the first chunk over the limit.
 */
export class FetchIncomingMessage extends Readable {
  readonly method: string
  url: string
  readonly headers: IncomingHttpHeaders
  readonly httpVersion = '1.1'
  readonly httpVersionMajor = 1
  readonly httpVersionMinor = 1
  readonly socket: FetchSocket
  readonly trailers: Record<string, string> = {}
  readonly rawTrailers: string[] = []
  complete: boolean
  aborted = false
  /** the web Request this stands for */
  readonly request: Request
  /** the second argument of `app.fetch`: the platform's connection info or environment (Cloudflare's `env`) */
  readonly env: unknown
  /** read once, now: Deno refuses `request.body` once the answer went out (it throws "Request closed") */
  readonly #body: ReadableStream<Uint8Array> | null
  #reader: BodyReader | null = null
  #rawHeaders: string[] | null = null

  /**
   * `body` undefined: the Request's own, read now; null: none left to read (app.fetch's fast path took it, or the
   * answer went out), with `complete` saying whether it was read to its end.
   */
  constructor(
    request: Request,
    url: string,
    headers: IncomingHttpHeaders,
    socket: FetchSocket,
    env: unknown,
    body?: null,
    complete?: boolean
  ) {
    super()
    this.request = request
    this.method = request.method
    this.url = url
    this.headers = headers
    this.socket = socket
    this.env = env
    this.#body = body === null ? null : request.body
    this.complete = complete ?? this.#body === null
  }

  get connection(): FetchSocket {
    return this.socket
  }

  /** Node's flat name/value list, rebuilt from the headers (the platform already merged repeated fields). */
  get rawHeaders(): string[] {
    return (this.#rawHeaders ??= flatHeaders(this.headers))
  }

  setTimeout(): this {
    return this
  }

  // see FetchServerResponse: the Request's signal is watched once someone listens for the request's end
  override on(event: string | symbol, listener: (...args: never[]) => void): this {
    if (event === 'close' || event === 'aborted') this.socket.watchAbort()
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  override once(event: string | symbol, listener: (...args: never[]) => void): this {
    if (event === 'close' || event === 'aborted') this.socket.watchAbort()
    return super.once(event, listener as (...args: unknown[]) => void)
  }

  /**
   * The body's reader, for the parser to read the chunks itself (lifecycle/read-web-body.ts), when nothing read
   * or listens to this stream yet; null otherwise (the stream is read as any Node stream then).
   */
  takeBody(): BodyReader | null {
    const body = this.#body
    if (body === null || this.#reader !== null || this.readableFlowing !== null || this.readableLength > 0)
      return null
    try {
      this.#reader = body.getReader()
    } catch {
      return null
    }
    return this.#reader
  }

  override _read(): void {
    const body = this.#body
    if (body === null) {
      this.push(null)
      return
    }
    if (this.#reader === null) {
      try {
        this.#reader = body.getReader()
      } catch (error) {
        // the Request's body was already read (or locked) by someone else
        this.destroy(error as Error)
        return
      }
    }
    this.#reader.read().then(
      (chunk) => {
        if (this.destroyed) return
        if (chunk.done) {
          this.complete = true
          this.push(null)
          return
        }
        const bytes = chunk.value
        this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      },
      (error: unknown) => {
        if (!this.destroyed) this.destroy(error instanceof Error ? error : new Error(String(error)))
      }
    )
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // what was not read is never wanted (an answer went out, or the client left): release the Request's stream
    if (!this.complete) {
      try {
        if (this.#reader !== null) this.#reader.cancel().catch(() => undefined)
        else if (this.#body !== null && !this.#body.locked) this.#body.cancel().catch(() => undefined)
      } catch {
        // the platform closed the body with the exchange: nothing left to release
      }
    }
    callback(error)
  }
}

/** Node's flat name/value list of a header record (the platform already merged repeated fields). */
export function flatHeaders(headers: IncomingHttpHeaders): string[] {
  const list: string[] = []
  for (const name of Object.keys(headers)) {
    const value = headers[name]
    if (Array.isArray(value)) for (const item of value) list.push(name, item)
    else if (value !== undefined) list.push(name, value)
  }
  return list
}
