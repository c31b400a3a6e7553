import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import type { Socket } from 'node:net'
import type { CapsuleOptions } from '../types/options.js'
import type { ResolvedOptions } from '../options.js'

const clientErrorBody = JSON.stringify({ error: 'Bad Request', message: 'Client Error', statusCode: 400 })
const clientErrorResponse =
  `HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(clientErrorBody)}\r\n` +
  `Content-Type: application/json\r\nConnection: close\r\n\r\n${clientErrorBody}`

/** Garbage on the socket: a plain 400 and close; a reset connection is not an error worth answering. */
export function defaultClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  socket.end(clientErrorResponse)
}

/** Where an HTTP/2 server keeps its open sessions, for close(). */
export const kHttp2Sessions = Symbol('core.http2-sessions')

type Listener = (raw: IncomingMessage, res: ServerResponse) => void

/**
 * Creates the Node server the options ask for (`serverFactory`, `http2` with or without TLS and `allowHTTP1`,
 * `https`, else `http`) with the timeouts of the options; the listener is the core's dispatcher.
 */
export function createServer(options: CapsuleOptions, resolved: ResolvedOptions, listener: Listener): Server {
  if (typeof options.serverFactory === 'function') return options.serverFactory(listener, options)
  let server: Server
  if (options.http2 === true) {
    const tls = options.https
    const created =
      tls !== undefined && tls !== null
        ? http2.createSecureServer({ ...tls, allowHTTP1: tls.allowHTTP1 ?? false }, listener as never)
        : http2.createServer(listener as never)
    created.setTimeout(resolved.http2SessionTimeout)
    // HTTP/2 servers have no closeIdleConnections: close() ends the open sessions itself
    const sessions = new Set<http2.Http2Session>()
    created.on('session', (session: http2.Http2Session) => {
      sessions.add(session)
      session.once('close', () => sessions.delete(session))
    })
    Object.defineProperty(created, kHttp2Sessions, { value: sessions })
    return created as unknown as Server
  }
  if (options.https !== undefined && options.https !== null) server = https.createServer(options.https, listener) as unknown as Server
  else server = http.createServer({ ...(options.http ?? {}) }, listener)
  server.keepAliveTimeout = resolved.keepAliveTimeout
  server.requestTimeout = resolved.requestTimeout
  server.timeout = resolved.connectionTimeout
  server.maxRequestsPerSocket = resolved.maxRequestsPerSocket
  server.on('clientError', options.clientErrorHandler ?? defaultClientErrorHandler)
  return server
}
