import type * as http from 'node:http'
import type * as http2 from 'node:http2'
import type * as https from 'node:https'
import type { Socket } from 'node:net'
import type { FindMyWayConstraintStrategy, RouterOptions } from '@capsule/router'
import type { FastifyBaseLogger, FastifyLoggerOptions } from './logger.js'
import type { SchemaControllerOptions, SchemaErrorFormatter } from './schema.js'
import type { FastifyRequest } from './request.js'
import type { FastifyReply } from './reply.js'
import type { FastifyInstance } from './instance.js'
import type { FastifyChildLoggerFactory } from './child-logger.js'
import type { FastifyError } from './errors.js'
import type { ProtoAction } from './content-type.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type { LogController } from '../logging/log-controller.js'
import type { FastifyServerFactory } from './server-factory.js'
import type { FindMyWayVersion } from './fastify-helpers.js'

/**
 * Fastify's `routerOptions`: the router's own options, plus three that answer requests themselves (replacing
 * Capsule's not-found and bad-URL handling entirely, hooks and not-found handlers included).
 */
export interface FastifyRouterOptions<RawServer extends RawServerBase = RawServerDefault> extends Omit<
  RouterOptions,
  'constraints'
> {
  /** custom constraint strategies, typed as find-my-way's (so these options are find-my-way's `Config` too) */
  constraints?: { [name: string]: FindMyWayConstraintStrategy<FindMyWayVersion<RawServer>> }
  /** called with Node's request and response when no route matches */
  defaultRoute?: (
    request: RawRequestDefaultExpression<RawServer>,
    reply: RawReplyDefaultExpression<RawServer>
  ) => void
  /** called when the path has bad percent-encoding */
  onBadUrl?: (
    path: string,
    request: RawRequestDefaultExpression<RawServer>,
    reply: RawReplyDefaultExpression<RawServer>
  ) => void
  /** called when a path parameter is longer than `maxParamLength` (instead of the 414) */
  onMaxParamLength?: (
    path: string,
    request: RawRequestDefaultExpression<RawServer>,
    reply: RawReplyDefaultExpression<RawServer>
  ) => void
}

/**
 * The default validator's types, registered by the package that wires it in: `@capsule/server` registers
 * `@capsule/validator-compiler`'s (`options`: the `ajv` option with Ajv's own option, plugin and instance types;
 * `result`: what its validation functions return, a boolean). Core knows no Ajv.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DefaultValidatorTypes {}

/** The `ajv` option: the registered validator's options, or a loose shape when none is registered. */
export type FastifyAjvOptions = DefaultValidatorTypes extends { readonly options: infer Options }
  ? Options
  : {
      customOptions?: Record<string, unknown>
      plugins?: readonly unknown[]
      onCreate?: (ajv: never) => void
    }

/** Capsule's name for `routerOptions`. */
export type CoreRouterOptions = FastifyRouterOptions

/** An error Node reports for a connection it could not parse (`clientErrorHandler`'s first argument). */
export interface ConnectionError extends Error {
  code: string
  bytesParsed: number
  rawPacket: { type: string; data: number[] }
}

/**
 * The factory options (`capsule(options)`), Fastify v5 names and defaults, for a server of type `RawServer`; the server's
 * kind (`http`, `https`, `http2`) is chosen by the forms below.
 */
export interface FastifyServerOptions<
  RawServer extends RawServerBase = RawServerDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> {
  /** `false` (default), `true`, or pino options. */
  logger?: boolean | FastifyLoggerOptions<RawServer>
  loggerInstance?: Logger
  /** Deprecated in Fastify 5.10 (FSTDEP023) for `logController`; a function receives the request. */
  disableRequestLogging?: boolean | ((request: FastifyRequest) => boolean)
  /** The per-request log lines (Fastify's `LogController`, or a subclass); replaces `disableRequestLogging` and `requestIdLogLabel`. */
  logController?: LogController
  /** Maximum request body in bytes (default 1 MiB). */
  bodyLimit?: number
  onProtoPoisoning?: ProtoAction
  onConstructorPoisoning?: ProtoAction
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
  /** the default validator's options: Ajv `customOptions`, Ajv `plugins`, and `onCreate(ajv)` */
  ajv?: FastifyAjvOptions
  /** the default serializer's options (fast-json-stringify's) */
  serializerOpts?: Record<string, unknown>
  schemaErrorFormatter?: SchemaErrorFormatter
  schemaController?: SchemaControllerOptions
  genReqId?: (raw: RawRequestDefaultExpression<RawServer>) => string
  requestIdHeader?: string | boolean
  requestIdLogLabel?: string
  routerOptions?: FastifyRouterOptions<RawServer>
  /** `(logger, bindings, options, raw) => childLogger` for every request of the server (`setChildLoggerFactory` per context) */
  childLoggerFactory?: FastifyChildLoggerFactory<
    RawServer,
    RawRequestDefaultExpression<RawServer>,
    RawReplyDefaultExpression<RawServer>,
    Logger
  >
  /** deprecated top-level spellings of `routerOptions` keys (FSTDEP022); `routerOptions` wins */
  caseSensitive?: boolean
  ignoreTrailingSlash?: boolean
  ignoreDuplicateSlashes?: boolean
  maxParamLength?: number
  allowUnsafeRegex?: boolean
  useSemicolonDelimiter?: boolean
  /** custom constraint strategies (also `routerOptions.constraints`), any value type as in Fastify */
  constraints?: { [name: string]: FindMyWayConstraintStrategy<FindMyWayVersion<RawServer>, unknown> }
  /** the query string parser (also `routerOptions.querystringParser`) */
  querystringParser?: RouterOptions['querystringParser']
  allowErrorHandlerOverride?: boolean
  serverFactory?: FastifyServerFactory<RawServer>
  connectionTimeout?: number
  keepAliveTimeout?: number
  requestTimeout?: number
  maxRequestsPerSocket?: number
  forceCloseConnections?: boolean | 'idle'
  /**
   * Milliseconds `close()` may drain for (default 0: Fastify's close). When set, `close()` stops accepting
   * connections but serves the requests that still arrive on open ones (with `Connection: close`, never a 503),
   * closes each keep-alive connection once its response is written or once it has been silent long enough that no
   * request can be on its way, sends HTTP/2 GOAWAY, and closes what is left when the time is up. See the deployment
   * guide's "Rolling restarts without lost requests".
   */
  closeGrace?: number
  handlerTimeout?: number
  /** called with the root instance as `this`; `raw.originalUrl` holds the url as received */
  rewriteUrl?: (this: FastifyInstance<RawServer>, raw: RawRequestDefaultExpression<RawServer>) => string
  /** answers the framework's own request errors (bad media type, body too large, ...) instead of the error handler */
  frameworkErrors?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void
  /** trust X-Forwarded-* from: `true`, addresses/CIDRs, or `(address, hop) => boolean` (default false) */
  trustProxy?: boolean | string | readonly string[] | ((address: string, hop: number) => boolean)
  /** answers what Node cannot parse (garbage, oversized headers, request timeouts); called with the instance as `this` */
  clientErrorHandler?: (this: FastifyInstance<RawServer>, error: ConnectionError, socket: Socket) => void
}

/** The factory options with the server's kind left open: any of the four forms below. */
export type CapsuleOptions<
  RawServer extends RawServerBase = RawServerDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyServerOptions<RawServer, Logger> & {
  http?: http.ServerOptions | null
  /** TLS options (`node:https`); with `http2`, also `allowHTTP1` */
  https?: https.ServerOptions | http2.SecureServerOptions | null
  /** use `node:http2` (h2c without `https`, h2 with it) */
  http2?: boolean
  http2SessionTimeout?: number
}

/** Options of a plain HTTP server. */
export type FastifyHttpOptions<
  Server extends http.Server,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyServerOptions<Server, Logger> & {
  http?: http.ServerOptions | null
  http2?: false
  https?: null
}
/** Options of an HTTPS server. */
export type FastifyHttpsOptions<
  Server extends https.Server,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyServerOptions<Server, Logger> & {
  https: https.ServerOptions | null
  http2?: false
}
/** Options of an HTTP/2 server in clear text (h2c). */
export type FastifyHttp2Options<
  Server extends http2.Http2Server,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyServerOptions<Server, Logger> & {
  http2: true
  http2SessionTimeout?: number
}
/** Options of an HTTP/2 server over TLS. */
export type FastifyHttp2SecureOptions<
  Server extends http2.Http2SecureServer,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyServerOptions<Server, Logger> & {
  http2: true
  https: http2.SecureServerOptions
  http2SessionTimeout?: number
}
