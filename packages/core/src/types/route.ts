import type { CapsuleInstance, ChildLoggerFactory } from './instance.js'
import type { CapsuleReply } from './reply.js'
import type { CapsuleRequest, RouteGeneric } from './request.js'
import type {
  OnErrorHook,
  OnRequestAbortHook,
  PayloadHook,
  PreParsingHook,
  RequestHook
} from './hooks.js'
import type { RouteSchema, SchemaErrorFormatter, SerializerCompiler, ValidatorCompiler } from './schema.js'

/** A route handler: return a value (or a promise of one), or call `reply.send()`. */
export type RouteHandler<G extends RouteGeneric = RouteGeneric> = (
  this: CapsuleInstance,
  request: CapsuleRequest<G>,
  reply: CapsuleReply<G>
) => unknown

/** An error handler set with `setErrorHandler` or the route's `errorHandler` option. */
export type ErrorHandler = (
  this: CapsuleInstance,
  error: Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string },
  request: CapsuleRequest,
  reply: CapsuleReply
) => unknown

type OneOrMany<T> = T | readonly T[]

/** Options shared by `route()` and the shorthands. */
export interface RouteShorthandOptions<G extends RouteGeneric = RouteGeneric> {
  schema?: RouteSchema
  attachValidation?: boolean
  validatorCompiler?: ValidatorCompiler
  serializerCompiler?: SerializerCompiler
  schemaErrorFormatter?: SchemaErrorFormatter
  errorHandler?: ErrorHandler
  bodyLimit?: number
  /** With a body schema that has a `content` map: answer 415 for a media type the map lacks (default false). */
  rejectUnvalidatedBodies?: boolean
  logLevel?: string
  /** pino serializers for this route's request logger (over the plugin's `logSerializers`) */
  logSerializers?: Record<string, (value: unknown) => unknown>
  /** makes this route's request loggers (over the context's `setChildLoggerFactory`) */
  childLoggerFactory?: ChildLoggerFactory
  config?: Record<string, unknown>
  constraints?: Record<string, unknown>
  exposeHeadRoute?: boolean
  prefixTrailingSlash?: 'both' | 'slash' | 'no-slash'
  handlerTimeout?: number
  onRequest?: OneOrMany<RequestHook>
  preParsing?: OneOrMany<PreParsingHook>
  preValidation?: OneOrMany<RequestHook>
  preHandler?: OneOrMany<RequestHook>
  preSerialization?: OneOrMany<PayloadHook>
  onSend?: OneOrMany<PayloadHook>
  onResponse?: OneOrMany<RequestHook>
  onError?: OneOrMany<OnErrorHook>
  onTimeout?: OneOrMany<RequestHook>
  onRequestAbort?: OneOrMany<OnRequestAbortHook>
  handler?: RouteHandler<G>
}

/** Full route options for `route()`. */
export interface RouteOptions<G extends RouteGeneric = RouteGeneric> extends RouteShorthandOptions<G> {
  method: string | readonly string[]
  url?: string
  path?: string
  handler: RouteHandler<G>
}

/** `request.routeOptions`: a read-only view of the matched route. */
export interface RouteOptionsView {
  readonly method: string | readonly string[]
  readonly url: string | undefined
  readonly bodyLimit: number
  readonly handlerTimeout: number
  readonly attachValidation: boolean
  readonly logLevel: string | undefined
  readonly exposeHeadRoute: boolean
  readonly prefixTrailingSlash: string
  readonly config: Readonly<Record<string, unknown>>
  readonly schema: RouteSchema | undefined
  readonly handler: RouteHandler
  readonly version: string | undefined
}
