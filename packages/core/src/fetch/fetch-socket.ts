import { EventEmitter } from 'node:events'
import type { PeerAddress } from './connection-info.js'

/** What the socket tells when the client goes away: the answer in progress (FetchServerResponse). */
export interface AbortTarget {
  abort(reason?: unknown): void
}

/**
 * The `socket` of a request that came through `app.fetch`: there is none, but plugins and the framework read the
 * peer's address and whether the connection is encrypted or still open from it (`request.ip`, `request.protocol`,
 * `request.signal`). It answers those from the platform's connection info and the request's URL, and it becomes
 * unwritable when the client goes away (the Request's signal aborts) or the answer is over.
 */
export class FetchSocket extends EventEmitter {
  readonly remoteAddress: string | undefined
  readonly remotePort: number | undefined
  readonly remoteFamily: string | undefined
  readonly encrypted: boolean
  writable = true
  readable = true
  destroyed = false
  /** the answer in progress, told when the client goes away */
  response: AbortTarget | null = null
  readonly #request: Request
  #watching = false

  constructor(peer: PeerAddress, encrypted: boolean, request: Request) {
    super()
    this.remoteAddress = peer.address
    this.remotePort = peer.port
    this.remoteFamily = peer.family
    this.encrypted = encrypted
    this.#request = request
  }

  /**
   * Starts watching the Request's signal (the platform aborts it when the client disconnects). Called when
   * something listens for the end of the request, the answer or this socket: a listener on an AbortSignal costs
   * more than the rest of a small answer, and most requests never need one. The signal itself is not even read
   * before: Deno warns once per process when a handler reads it (its signal also aborts after a successful answer,
   * which is harmless here: a finished answer ignores it).
   */
  watchAbort(): void {
    if (this.#watching) return
    this.#watching = true
    const signal = this.#request.signal
    const abort = (): void => this.response?.abort(signal.reason)
    if (signal.aborted) queueMicrotask(abort)
    else signal.addEventListener('abort', abort, { once: true })
  }

  override on(event: string | symbol, listener: (...args: never[]) => void): this {
    if (event === 'close') this.watchAbort()
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  override once(event: string | symbol, listener: (...args: never[]) => void): this {
    if (event === 'close') this.watchAbort()
    return super.once(event, listener as (...args: unknown[]) => void)
  }

  /** No timeouts without a socket: the platform owns the connection (Node's signature, chainable). */
  setTimeout(): this {
    return this
  }

  setNoDelay(): this {
    return this
  }

  setKeepAlive(): this {
    return this
  }

  address(): Record<string, never> {
    return {}
  }

  destroy(): this {
    if (this.destroyed) return this
    this.destroyed = true
    this.writable = false
    this.readable = false
    this.emit('close', false)
    return this
  }
}
