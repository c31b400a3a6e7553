import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
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

/** Creates the Node server with the timeouts of the options; the listener is the core's dispatcher. */
export function createServer(
  options: CapsuleOptions,
  resolved: ResolvedOptions,
  listener: (raw: IncomingMessage, res: ServerResponse) => void
): Server {
  if (typeof options.serverFactory === 'function') return options.serverFactory(listener, options)
  const server = http.createServer({ ...(options.http ?? {}) }, listener)
  server.keepAliveTimeout = resolved.keepAliveTimeout
  server.requestTimeout = resolved.requestTimeout
  server.timeout = resolved.connectionTimeout
  server.maxRequestsPerSocket = resolved.maxRequestsPerSocket
  server.on('clientError', options.clientErrorHandler ?? defaultClientErrorHandler)
  return server
}
