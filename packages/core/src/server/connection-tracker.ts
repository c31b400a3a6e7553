import type { Socket } from 'node:net'

/** Where a server keeps its ConnectionTracker (every server the core creates or is given has one). */
export const kConnections = Symbol('core.connections')

/** What Node keeps on an HTTP/1 socket (its own names, stable since Node 0.x): the response holding it, its parser. */
interface HttpSocket extends Socket {
  /** the response being written on the socket; null or absent between requests */
  _httpMessage?: object | null
  /** the HTTP/1 parser: null once the connection was upgraded (a WebSocket), absent below TLS or under HTTP/2 */
  parser?: object | null
}

/** A socket seen idle by a sweep: how many bytes it had read then, and since when it has read nothing more. */
interface Quiet {
  bytes: number
  since: number
}

/**
 * The open connections of one server, for close(): Node's own list is private, and its closeIdleConnections()
 * closes a keep-alive connection the instant no response is being written on it, although the client may have sent
 * its next request already (the request is then lost). The drain closes a connection only once it has been idle
 * and silent (no byte read) for a quiet period, which a client in the middle of a request cannot be.
 */
export class ConnectionTracker {
  readonly sockets = new Set<HttpSocket>()
  readonly #quiet = new Map<HttpSocket, Quiet>()

  add(socket: Socket): void {
    this.sockets.add(socket)
    socket.once('close', () => {
      this.sockets.delete(socket)
      this.#quiet.delete(socket)
    })
  }

  /**
   * Closes the HTTP/1 connections that had no response in progress and read nothing for `quietMs`, as seen by
   * successive sweeps; a connection that reads a byte or starts a response starts over. Upgraded connections and
   * sockets the HTTP layer does not own (below TLS, under HTTP/2) are left to their own closing.
   */
  closeQuiet(now: number, quietMs: number): void {
    for (const socket of this.sockets) {
      if (socket.parser === null || socket.parser === undefined || socket.destroyed) continue
      if (socket._httpMessage !== null && socket._httpMessage !== undefined) {
        this.#quiet.delete(socket)
        continue
      }
      const seen = this.#quiet.get(socket)
      if (seen === undefined || seen.bytes !== socket.bytesRead) {
        this.#quiet.set(socket, { bytes: socket.bytesRead, since: now })
      } else if (now - seen.since >= quietMs) socket.destroy()
    }
  }

  /** Every connection, whatever it is doing (the grace time is over, or close() was asked to force them). */
  destroyAll(): void {
    for (const socket of this.sockets) socket.destroy()
  }
}

/**
 * Tracks the connections of a server: the sockets the HTTP layer reads (a TLS server's secure sockets) and the raw
 * ones below them, so a connection still in its TLS handshake can be closed too.
 */
export function trackConnections(server: {
  on(event: 'connection' | 'secureConnection', listener: (socket: Socket) => void): unknown
}): ConnectionTracker {
  const tracker = new ConnectionTracker()
  server.on('connection', (socket) => tracker.add(socket))
  server.on('secureConnection', (socket) => tracker.add(socket))
  Object.defineProperty(server, kConnections, { value: tracker })
  return tracker
}

/** The tracker of a server, if it has one. */
export function connectionsOf(server: object): ConnectionTracker | undefined {
  return (server as { [kConnections]?: ConnectionTracker })[kConnections]
}
