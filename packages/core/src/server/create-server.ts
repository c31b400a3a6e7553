import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type Http2 from 'node:http2'
import type Https from 'node:https'
import type { Socket } from 'node:net'
import type { CapsuleOptions, ConnectionError } from '../types/options.js'
import type { ResolvedOptions } from '../options.js'
import { lazyRequire } from '../util/lazy-require.js'
import { trackConnections } from './connection-tracker.js'

// TLS and HTTP/2 load only for servers that ask for them (node:http2 alone costs ~10 ms of startup)
const http2 = lazyRequire<typeof Http2>('node:http2')
const https = lazyRequire<typeof Https>('node:https')

function rawResponse(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ error: reason, message, statusCode: status })
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`
  )
}
// Fastify's bodies, word for word (clients and tests compare them)
const badRequest = rawResponse(400, 'Bad Request', 'Client Error')
const requestTimeout = rawResponse(408, 'Request Timeout', 'Client Timeout')
const headersTooLarge = rawResponse(
  431,
  'Request Header Fields Too Large',
  'Exceeded maximum allowed HTTP header size'
)

/**
 * Garbage on the socket is a plain 400 and close (408 for a client too slow for requestTimeout, 431 for
 * oversized headers); a reset connection is not worth answering.
 */
export function defaultClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(requestTimeout)
  else if (error.code === 'HPE_HEADER_OVERFLOW') socket.end(headersTooLarge)
  else socket.end(badRequest)
  releaseAfterAnswer(socket)
}

// how long a client may take to read the error answer and close its side
const CLIENT_ERROR_GRACE_MS = 1000

/**
 * After an error answer, the socket is released: what the client still sends is discarded, and a client that keeps
 * its half of the connection open (a slow-loris) loses it after a short grace time, so such clients cannot hold
 * sockets (and close()) forever. The grace lets a well-behaved client read the answer before the socket goes.
 */
function releaseAfterAnswer(socket: Socket): void {
  socket.resume()
  const timer = setTimeout(() => socket.destroy(), CLIENT_ERROR_GRACE_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  const server = (socket as Socket & { server?: unknown }).server as
    { [kAnsweredSockets]?: Set<Socket> } | undefined
  const answered = server?.[kAnsweredSockets]
  if (answered !== undefined) {
    answered.add(socket)
    socket.once('close', () => answered.delete(socket))
  }
}

/** Where an HTTP/2 server keeps its open sessions, for close(). */
export const kHttp2Sessions = Symbol('core.http2-sessions')
/** The sockets answered with a client error and waiting for their grace time: close() destroys them at once. */
export const kAnsweredSockets = Symbol('core.answered-sockets')

type Listener = (raw: IncomingMessage, res: ServerResponse) => void

/**
 * Creates the Node server the options ask for (`serverFactory`, `http2` with or without TLS and `allowHTTP1`,
 * `https`, else `http`) with the timeouts of the options; the listener is the core's dispatcher. Every server's
 * connections are tracked, for close() (connection-tracker.ts).
 */
export function createServer(
  options: CapsuleOptions,
  resolved: ResolvedOptions,
  listener: Listener,
  instance: object
): Server {
  const server = makeServer(options, resolved, listener, instance)
  trackConnections(server)
  return server
}

function makeServer(
  options: CapsuleOptions,
  resolved: ResolvedOptions,
  listener: Listener,
  instance: object
): Server {
  if (typeof options.serverFactory === 'function')
    return options.serverFactory(listener, options as Record<string, unknown>)
  let server: Server
  if (options.http2 === true) {
    const tls = options.https
    const created =
      tls !== undefined && tls !== null
        ? http2().createSecureServer(
            { ...tls, allowHTTP1: (tls as Http2.SecureServerOptions).allowHTTP1 ?? false },
            listener as never
          )
        : http2().createServer(listener as never)
    created.setTimeout(resolved.http2SessionTimeout)
    // HTTP/2 servers have no closeIdleConnections: close() ends the open sessions itself
    const sessions = new Set<Http2.Http2Session>()
    created.on('session', (session: Http2.Http2Session) => {
      sessions.add(session)
      session.once('close', () => sessions.delete(session))
    })
    Object.defineProperty(created, kHttp2Sessions, { value: sessions })
    return created as unknown as Server
  }
  if (options.https !== undefined && options.https !== null)
    server = https().createServer(options.https, listener) as unknown as Server
  else {
    // Node reads the request timeouts at construction (its connection checker starts there)
    const requestTimeout = resolved.requestTimeout
    const timeouts =
      requestTimeout > 0 ? { requestTimeout, headersTimeout: Math.min(60_000, requestTimeout) } : {}
    server = http.createServer(
      { keepAliveTimeout: resolved.keepAliveTimeout, ...timeouts, ...(options.http ?? {}) },
      listener
    )
  }
  server.keepAliveTimeout = resolved.keepAliveTimeout
  server.requestTimeout = resolved.requestTimeout
  server.timeout = resolved.connectionTimeout
  server.maxRequestsPerSocket = resolved.maxRequestsPerSocket
  const custom = options.clientErrorHandler
  // a custom handler is called with the instance as `this` (its logger at hand), as in Fastify
  server.on(
    'clientError',
    typeof custom === 'function'
      ? (error: Error, socket: Socket) => custom.call(instance as never, error as ConnectionError, socket)
      : defaultClientErrorHandler
  )
  Object.defineProperty(server, kAnsweredSockets, { value: new Set<Socket>() })
  return server
}
