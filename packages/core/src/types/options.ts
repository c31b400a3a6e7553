import type { IncomingMessage, ServerOptions, Server, RequestListener, ServerResponse } from 'node:http'
import type { RouterOptions } from '@capsule/router'
import type { CapsuleLogger } from './logger.js'
import type { SchemaControllerOptions, SchemaErrorFormatter } from './schema.js'
import type { CapsuleRequest } from './request.js'
import type { CapsuleReply } from './reply.js'
import type { ChildLoggerFactory } from './instance.js'
import type { LogController } from '../logging/log-controller.js'

export type PoisoningAction = 'error' | 'remove' | 'ignore'

/** The factory options (`capsule(options)`), Fastify v5 names and defaults. */
/**
 * Fastify's `routerOptions`: the router's own options, plus two that answer requests themselves (replacing
 * Capsule's not-found and bad-URL handling entirely, hooks and not-found handlers included).
 */
export interface CoreRouterOptions extends RouterOptions {
  /** called with Node's request and response when no route matches */
  defaultRoute?: (req: IncomingMessage, res: ServerResponse) => void
  /** called when the path has bad percent-encoding */
  onBadUrl?: (path: string, req: IncomingMessage, res: ServerResponse) => void
  /** called when a path parameter is longer than `maxParamLength` (instead of the 414) */
  onMaxParamLength?: (path: string, req: IncomingMessage, res: ServerResponse) => void
}

export interface CapsuleOptions {
  /** `false` (default), `true`, or pino options. */
  logger?: boolean | Record<string, unknown>
  loggerInstance?: CapsuleLogger
  /** Deprecated in Fastify 5.10 (FSTDEP023) for `logController`; a function receives the request. */
  disableRequestLogging?: boolean | ((request: CapsuleRequest) => boolean)
  /** The per-request log lines (Fastify's `LogController`, or a subclass); replaces `disableRequestLogging` and `requestIdLogLabel`. */
  logController?: LogController
  /** Maximum request body in bytes (default 1 MiB). */
  bodyLimit?: number
  onProtoPoisoning?: PoisoningAction
  onConstructorPoisoning?: PoisoningAction
  /** Milliseconds a plugin may take to signal completion (default 10000; 0 disables). */
  pluginTimeout?: number
  return503OnClosing?: boolean
  exposeHeadRoutes?: boolean
  /** With body `content` maps: 415 for a media type the map lacks instead of skipping validation. */
  rejectUnvalidatedBodies?: boolean
  /**
   * Send the message of every 5xx error, as Fastify does (default false: the message of an error that declares no
   * HTTP status of its own, such as a `TypeError` or a driver's error, is replaced by the status's reason phrase).
   */
  exposeServerErrors?: boolean
  ajv?: {
    customOptions?: Record<string, unknown>
    plugins?: readonly unknown[]
    onCreate?: (ajv: unknown) => void
  }
  serializerOpts?: Record<string, unknown>
  schemaErrorFormatter?: SchemaErrorFormatter
  schemaController?: SchemaControllerOptions
  genReqId?: (raw: IncomingMessage) => string
  requestIdHeader?: string | boolean
  requestIdLogLabel?: string
  routerOptions?: CoreRouterOptions
  /** `(logger, bindings, options, raw) => childLogger` for every request of the server (`setChildLoggerFactory` per context) */
  childLoggerFactory?: ChildLoggerFactory
  /** deprecated top-level spellings of `routerOptions` keys (FSTDEP022); `routerOptions` wins */
  caseSensitive?: boolean
  ignoreTrailingSlash?: boolean
  ignoreDuplicateSlashes?: boolean
  maxParamLength?: number
  allowUnsafeRegex?: boolean
  useSemicolonDelimiter?: boolean
  /** custom constraint strategies (also `routerOptions.constraints`) */
  constraints?: RouterOptions['constraints']
  /** the query string parser (also `routerOptions.querystringParser`) */
  querystringParser?: RouterOptions['querystringParser']
  allowErrorHandlerOverride?: boolean
  http?: ServerOptions | null
  /** TLS options (`node:https`); with `http2`, also `allowHTTP1` */
  https?: (import('node:tls').SecureContextOptions & import('node:tls').TlsOptions & { allowHTTP1?: boolean }) | null
  /** use `node:http2` (h2c without `https`, h2 with it) */
  http2?: boolean
  http2SessionTimeout?: number
  serverFactory?: (handler: RequestListener, options: CapsuleOptions) => Server
  connectionTimeout?: number
  keepAliveTimeout?: number
  requestTimeout?: number
  maxRequestsPerSocket?: number
  forceCloseConnections?: boolean | 'idle'
  handlerTimeout?: number
  /** called with the root instance as `this`; `raw.originalUrl` holds the url as received */
  rewriteUrl?: (this: import('./instance.js').CapsuleInstance, raw: IncomingMessage) => string
  frameworkErrors?: (error: Error, request: CapsuleRequest, reply: CapsuleReply) => void
  /** trust X-Forwarded-* from: `true`, addresses/CIDRs, or `(address, hop) => boolean` (default false) */
  trustProxy?: boolean | string | readonly string[] | ((address: string, hop: number) => boolean)
  /** answers what Node cannot parse (garbage, oversized headers, request timeouts); called with the instance as `this` */
  clientErrorHandler?: (this: import('./instance.js').CapsuleInstance, error: Error, socket: import('node:net').Socket) => void
}
