import type { CapsuleLogger } from '../types/logger.js'
import type { CapsuleReply } from '../types/reply.js'
import type { CapsuleRequest } from '../types/request.js'

/** `new LogController(options)`: the two settings of the per-request log lines. */
export interface LogControllerOptions {
  /** true, or a function of the request returning true, leaves out that request's log lines; default false */
  disableRequestLogging?: boolean | ((request: CapsuleRequest) => boolean)
  /** the log field holding the request id; default `reqId` */
  requestIdLogLabel?: string
}

/** Extra data for a log line; `serializerError` receives `{ statusCode }`. */
export type LogMetadata = Record<string, unknown>

/**
 * The log lines Capsule writes about requests, in one place (Fastify's `LogController`, option `logController`).
 * Subclass it and override the methods whose lines you want different; the others keep these defaults. The lines
 * about a request's course (incoming, completed, not found, a premature close) first ask `isLogDisabled(request)`.
 * Errors are always logged in full, and so is `serviceUnavailable`: unlike Fastify,
 * disabling request logging does not hide a request's errors.
 */
export class LogController {
  readonly disableRequestLogging: boolean | ((request: CapsuleRequest) => boolean)
  readonly requestIdLogLabel: string

  constructor(options: LogControllerOptions = {}) {
    this.disableRequestLogging = options.disableRequestLogging ?? false
    this.requestIdLogLabel = options.requestIdLogLabel ?? 'reqId'
  }

  /** Whether this request's log lines are left out. */
  isLogDisabled(request: CapsuleRequest): boolean {
    const disable = this.disableRequestLogging
    return typeof disable === 'function' ? disable(request) === true : disable
  }

  /** `incoming request` at info, when the request starts. */
  incomingRequest(request: CapsuleRequest, _reply: CapsuleReply, _metadata?: LogMetadata): void {
    if (this.isLogDisabled(request)) return
    request.log.info({ req: request }, 'incoming request')
  }

  /** `request completed` at info with the response time once the response is written (`request errored` at error). */
  requestCompleted(
    error: Error | null | undefined,
    request: CapsuleRequest,
    reply: CapsuleReply,
    _metadata?: LogMetadata
  ): void {
    if (this.isLogDisabled(request)) return
    if (error !== null && error !== undefined)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  /** The default error handler's line: error level for 5xx (with the request), info for 4xx. */
  defaultErrorLog(error: Error, request: CapsuleRequest, reply: CapsuleReply, _metadata?: LogMetadata): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, error.message)
    else reply.log.info({ res: reply, err: error }, error.message)
  }

  /** A response stream failing after the headers went out: info for a premature close, warn otherwise. */
  streamError(
    error: Error & { code?: string | undefined },
    request: CapsuleRequest,
    reply: CapsuleReply,
    _metadata?: LogMetadata
  ): void {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.warn({ err: error }, 'response terminated with an error with headers already sent')
    else if (!this.isLogDisabled(request)) reply.log.info({ res: reply }, 'stream closed prematurely')
  }

  /** The default not-found handler's `Route GET:/x not found` at info. */
  routeNotFound(request: CapsuleRequest, _reply: CapsuleReply, _metadata?: LogMetadata): void {
    if (this.isLogDisabled(request)) return
    request.log.info(`Route ${request.method}:${request.url} not found`)
  }

  /** Writing the headers of an error response failed. */
  writeHeadError(error: Error, request: CapsuleRequest, reply: CapsuleReply, _metadata?: LogMetadata): void {
    reply.log.warn({ req: request, res: reply, err: error }, error.message)
  }

  /** The response schema for `metadata.statusCode` could not serialize an error payload. */
  serializerError(error: Error, _request: CapsuleRequest, reply: CapsuleReply, metadata: LogMetadata): void {
    reply.log.error(
      { err: error, statusCode: metadata['statusCode'] },
      'The serializer for the given status code failed'
    )
  }

  /** A request refused with 503 because the server is closing; not tied to a route, always logged. */
  serviceUnavailable(logger: CapsuleLogger, _server: object): void {
    logger.info(
      { res: { statusCode: 503 } },
      'request aborted - refusing to accept new requests as server is closing'
    )
  }
}
