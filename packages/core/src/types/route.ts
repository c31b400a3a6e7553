import type { FastifyBaseLogger, LogLevel } from './logger.js'
import type { FastifyInstance } from './instance.js'
import type { RouteGenericInterface } from './request.js'
import type {
  FastifySchema,
  JsonSchema,
  SchemaErrorFormatter,
  SerializeFunction,
  SerializerCompilerRoute,
  ValidationFunction,
  ValidatorCompilerRoute
} from './schema.js'
import type { ContextConfigDefault, FastifyContextConfig, FastifyRouteConfig } from './context.js'
import type { FastifyError } from './errors.js'
import type { HookReply, HookRequest, LifecycleHooks, LifecycleHookName } from './hooks.js'
import type { FastifyRequest } from './request.js'
import type { ReplyDecorationsOf, RequestDecorationsOf } from './decorate.js'
import type { FastifyReply } from './reply.js'
import type { FastifyChildLoggerFactory } from './child-logger.js'
import type {
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type {
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  ResolveFastifyReplyType,
  RouteRequestType
} from './type-provider.js'
import type { CheckedReturn } from './reply-check.js'

// Fastify's route types, their type parameters in Fastify's order, then Capsule's: `Instance` (the handler's and the
// hooks' `this`, with the decorations the instance carries), and for a handler `Path` (the route's path, whose
// parameters type `request.params` when no schema or generic does) and `Return` (what it returns, inferred so that a
// misfit reply is reported by field: see reply-check.ts).

type OneOrMany<T> = T | readonly T[]

/**
 * A route handler (Fastify's `RouteHandlerMethod`): return the reply's payload (or a promise of it), or call
 * `reply.send()`. Called with the route's instance as `this`.
 */
export type RouteHandlerMethod<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>,
  Path extends string = string,
  Return = unknown
> = (
  this: Instance,
  // NoInfer: a route generic is inferred from an annotated handler (`request: FastifyRequest<{ Params: P }>`), the rest
  // is not read back from the handler, which spares the checker walking the whole request and reply types per route
  // (and measuring FastifyReply's variance)
  request: FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    NoInfer<SchemaCompiler>,
    TypeProvider,
    NoInfer<ContextConfig>,
    Logger,
    NoInfer<RouteRequestType<TypeProvider, SchemaCompiler, RouteGeneric, Path>>
  > &
    NoInfer<RequestDecorationsOf<Instance>>,
  reply: NoInfer<
    FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider> &
      ReplyDecorationsOf<Instance>
  >
) => CheckedReturn<NoInfer<ResolveFastifyReplyType<TypeProvider, SchemaCompiler, RouteGeneric>>, Return>

/** The same handler type with the route generic first (Fastify's `RouteHandler`). */
export type RouteHandler<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = RouteHandlerMethod<
  RawServer,
  RawRequest,
  RawReply,
  RouteGeneric,
  ContextConfig,
  SchemaCompiler,
  TypeProvider,
  Logger
>

/**
 * An error handler (`setErrorHandler`, the route's `errorHandler`). Typed to receive a `FastifyError` (or the `TError`
 * given); at runtime it receives exactly what was thrown, which may be anything.
 */
export type ErrorHandler<
  TError = FastifyError,
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>
> = (
  this: Instance,
  error: TError,
  request: HookRequest<
    RawServer,
    RawRequest,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    TypeProvider,
    Logger,
    Instance
  >,
  reply: HookReply<
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    TypeProvider,
    Instance
  >
) => unknown

/** A route's constraints (`version`, `host`, and custom strategies'). */
export interface RouteConstraint {
  version?: string
  host?: RegExp | string
  [name: string]: unknown
}

/**
 * Options shared by `route()` and the shorthands (Fastify's `RouteShorthandOptions`, its type parameters in order).
 * Plugins declare their own options by merging this interface (@fastify/websocket's `websocket`).
 */
export interface RouteShorthandOptions<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>
> {
  schema?: SchemaCompiler
  attachValidation?: boolean
  exposeHeadRoute?: boolean
  // methods, so that a compiler typed for its own schemas (`FastifySchemaCompiler<TSchema>`) is accepted
  /** compiles this route's request schemas (over the context's `setValidatorCompiler`) */
  validatorCompiler?(route: ValidatorCompilerRoute<JsonSchema>): ValidationFunction
  /** compiles this route's response schemas (over the context's `setSerializerCompiler`) */
  serializerCompiler?(route: SerializerCompilerRoute<JsonSchema>): SerializeFunction
  schemaErrorFormatter?: SchemaErrorFormatter
  errorHandler?: ErrorHandler<
    FastifyError,
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    NoInfer<SchemaCompiler>,
    TypeProvider,
    Logger,
    Instance
  >
  bodyLimit?: number
  handlerTimeout?: number
  /** With a body schema that has a `content` map: answer 415 for a media type the map lacks (default false). */
  rejectUnvalidatedBodies?: boolean
  logLevel?: LogLevel
  /** pino serializers for this route's request logger (over the plugin's `logSerializers`) */
  logSerializers?: Record<string, (value: never) => unknown>
  /** makes this route's request loggers (over the context's `setChildLoggerFactory`) */
  childLoggerFactory?: FastifyChildLoggerFactory<RawServer, RawRequest, RawReply, Logger, TypeProvider>
  config?: FastifyContextConfig & ContextConfig
  constraints?: RouteConstraint
  prefixTrailingSlash?: 'both' | 'slash' | 'no-slash'
  onRequest?: OneOrMany<
    RouteHook<
      'onRequest',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  preParsing?: OneOrMany<
    RouteHook<
      'preParsing',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  preValidation?: OneOrMany<
    RouteHook<
      'preValidation',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  preHandler?: OneOrMany<
    RouteHook<
      'preHandler',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  preSerialization?: OneOrMany<
    RouteHook<
      'preSerialization',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  onSend?: OneOrMany<
    RouteHook<
      'onSend',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  onResponse?: OneOrMany<
    RouteHook<
      'onResponse',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  onTimeout?: OneOrMany<
    RouteHook<
      'onTimeout',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  onError?: OneOrMany<
    RouteHook<
      'onError',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
  onRequestAbort?: OneOrMany<
    RouteHook<
      'onRequestAbort',
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >
  >
}

// a route-level hook sees the route's generics and path; the schema is not inferred from a hook's annotations
type RouteHook<
  Name extends LifecycleHookName,
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger,
  I
> = LifecycleHooks<S, Q, R, G, C, NoInfer<Sc>, P, L, I>[Name]

/** Shorthand options that carry the handler themselves (`app.get(path, { handler })`). */
export interface RouteShorthandOptionsWithHandler<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>,
  Path extends string = string,
  Return = unknown
> extends RouteShorthandOptions<
  RawServer,
  RawRequest,
  RawReply,
  RouteGeneric,
  ContextConfig,
  SchemaCompiler,
  TypeProvider,
  Logger,
  Instance
> {
  handler: RouteHandlerMethod<
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    NoInfer<SchemaCompiler>,
    TypeProvider,
    Logger,
    Instance,
    Path,
    Return
  >
}

/** Full route options for `route()` (Fastify's `RouteOptions`, its type parameters in order). */
export interface RouteOptions<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>,
  Path extends string = string,
  Return = unknown
> extends RouteShorthandOptions<
  RawServer,
  RawRequest,
  RawReply,
  RouteGeneric,
  ContextConfig,
  SchemaCompiler,
  TypeProvider,
  Logger,
  Instance
> {
  method: HTTPMethods | readonly HTTPMethods[]
  /** the path (`path` is accepted as its alias) */
  url?: Path
  path?: Path
  handler: RouteHandlerMethod<
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    NoInfer<SchemaCompiler>,
    TypeProvider,
    Logger,
    Instance,
    Path,
    Return
  >
}

/**
 * `get(path, [options], handler)` and the other shorthands (Fastify's `RouteShorthandMethod`). Plugins add forms by
 * merging this interface (@fastify/websocket's `{ websocket: true }` routes).
 */
export interface RouteShorthandMethod<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  Instance = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>
> {
  <
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    const SchemaCompiler extends FastifySchema = FastifySchema,
    const Path extends string = string,
    const Return = unknown
  >(
    path: Path,
    options: RouteShorthandOptions<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance
    >,
    handler: RouteHandlerMethod<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      Instance,
      Path,
      Return
    >
  ): Instance
  <
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    const SchemaCompiler extends FastifySchema = FastifySchema,
    const Path extends string = string,
    const Return = unknown
  >(
    path: Path,
    handlerOrOptions:
      | RouteHandlerMethod<
          RawServer,
          RawRequest,
          RawReply,
          RouteGeneric,
          ContextConfig,
          SchemaCompiler,
          TypeProvider,
          Logger,
          Instance,
          Path,
          Return
        >
      | RouteShorthandOptionsWithHandler<
          RawServer,
          RawRequest,
          RawReply,
          RouteGeneric,
          ContextConfig,
          SchemaCompiler,
          TypeProvider,
          Logger,
          Instance,
          Path,
          Return
        >
  ): Instance
}

/** Capsule's name for a shorthand route method. */
export type RouteShorthand = RouteShorthandMethod

/** `request.routeOptions` (Fastify's `RequestRouteOptions`): a read-only view of the matched route. */
export interface RequestRouteOptions<ContextConfig = ContextConfigDefault, SchemaCompiler = FastifySchema> {
  method: HTTPMethods | HTTPMethods[]
  /** undefined for a request no route matched (`request.is404`) */
  url: string | undefined
  bodyLimit: number
  handlerTimeout: number
  attachValidation: boolean
  logLevel: string
  exposeHeadRoute: boolean
  prefixTrailingSlash: string
  config: FastifyContextConfig & FastifyRouteConfig & ContextConfig
  /** undefined for a request no route matched */
  schema?: SchemaCompiler
  handler: RouteHandlerMethod
  version?: string
}

/** Capsule's name for `request.routeOptions`. */
export type RouteOptionsView<ContextConfig = ContextConfigDefault> = Readonly<
  RequestRouteOptions<ContextConfig>
>
