import type { FetchHandler } from './fetch.js'
import type { ExplainOptions, Explanation, Inspection } from './explain.js'
import type { AddressInfo } from 'node:net'
import type {
  CallbackFunc as LightMyRequestCallback,
  Chain as LightMyRequestChain,
  InjectOptions,
  Response as LightMyRequestResponse
} from 'light-my-request'
import type { ConstraintStrategy } from '@capsule/router'
import type { FastifyBaseLogger } from './logger.js'
import type { FastifyChildLoggerFactory } from './child-logger.js'
import type { FastifyRequest, RouteGenericInterface } from './request.js'
import type { FastifyReply } from './reply.js'
import type {
  ErrorHandler,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandMethod,
  RouteShorthandOptions
} from './route.js'
import type {
  FastifySchema,
  JsonSchema,
  SchemaControllerOptions,
  SchemaErrorFormatter,
  SerializerCompilerFor,
  ValidatorCompilerFor
} from './schema.js'
import type {
  AddContentTypeParser,
  FastifyBodyParser,
  getDefaultJsonParser,
  hasContentTypeParser,
  ContentTypes
} from './content-type.js'
import type { ContextConfigDefault } from './context.js'
import type { ConstructorAction, ProtoAction } from './content-type.js'
import type { FastifyRouterOptions } from './options.js'
import type { FastifyError } from './errors.js'
import type { LifecycleHooks } from './hooks.js'
import type { ApplicationHooks } from './application-hooks.js'
import type { DecorationMethod, ReplyDecorationMethod, RequestDecorationMethod } from './decorate.js'
import type { Awaitable, AwaitedInstance, CapsuleRegister } from './register.js'
import type { FastifyListenOptions } from './listen.js'
import type {
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type { FastifyTypeProvider, FastifyTypeProviderDefault } from './type-provider.js'

/** `initialConfig`: the server's options (with their defaults) as Fastify lists them, and Capsule's own, frozen. */
export type FastifyInitialConfig<RawServer extends RawServerBase = RawServerDefault> = Readonly<{
  connectionTimeout?: number
  keepAliveTimeout?: number
  forceCloseConnections?: boolean
  bodyLimit?: number
  caseSensitive?: boolean
  allowUnsafeRegex?: boolean
  http2?: boolean
  https?: boolean | Readonly<{ allowHTTP1: boolean }>
  ignoreTrailingSlash?: boolean
  ignoreDuplicateSlashes?: boolean
  disableRequestLogging?: boolean | ((req: FastifyRequest) => boolean)
  maxParamLength?: number
  onProtoPoisoning?: ProtoAction
  onConstructorPoisoning?: ConstructorAction
  pluginTimeout?: number
  requestIdHeader?: string | false
  requestIdLogLabel?: string
  http2SessionTimeout?: number
  useSemicolonDelimiter?: boolean
  routerOptions?: FastifyRouterOptions<RawServer>
  // recorded by Capsule as by Fastify's runtime, not listed in Fastify's type
  requestTimeout?: number
  maxRequestsPerSocket?: number
  handlerTimeout?: number
  return503OnClosing?: boolean
  exposeHeadRoutes?: boolean
  allowErrorHandlerOverride?: boolean
  // Capsule's own options
  rejectUnvalidatedBodies?: boolean
  exposeServerErrors?: boolean
}>

/** What `findRoute()` returns: the route a path (or route pattern) leads to. */
export interface FoundRoute {
  handler: RouteHandlerMethod
  /** the parameters the path gives (a pattern's `:id` gives `{ id: ':id' }`) */
  params: Record<string, string | undefined>
  searchParams: Record<string, unknown>
  /** the route's `config` (a copy) */
  config: Record<string, unknown>
}

/** `printRoutes()` options: find-my-way's tree options, plus `includeHooks` (every hook name as meta). */
export interface PrintRoutesOptions {
  method?: HTTPMethods
  commonPrefix?: boolean
  /** store keys to print under each route (`true`: all of them) */
  includeMeta?: boolean | readonly (string | symbol)[]
  /** print each route's hooks (with `includeMeta` keys after them) */
  includeHooks?: boolean
}

// a hook added with `addHook` on this instance, with the route generics Fastify lets the caller give
type Lifecycle<
  I,
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger
> = LifecycleHooks<S, Q, R, G, C, Sc, P, L, I>
type AnyHooks<
  I,
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger
> = LifecycleHooks<S, Q, R, RouteGenericInterface, ContextConfigDefault, FastifySchema, P, L, I> &
  ApplicationHooks<S, Q, R, L, P, I>

/**
 * A server instance, or the child context a plugin receives (Fastify's `FastifyInstance`, its type parameters in its
 * order). Every method that Fastify chains returns the instance's own type (`this`), so what `decorate`,
 * `decorateRequest` and `decorateReply` add stays on the type: `app.decorate('db', db).get('/', function () {
 * this.db })`. Plugins declare what they add by merging this interface in `declare module '@capsule/server'` (or
 * `'fastify'`).
 */
export interface FastifyInstance<
  in out RawServer extends RawServerBase = RawServerDefault,
  in out RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  in out RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  in out Logger extends FastifyBaseLogger = FastifyBaseLogger,
  in out TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> {
  readonly server: RawServer
  /** writable, as in Fastify: a replacement is this context's and its children's (request loggers keep the server's) */
  log: Logger
  readonly prefix: string
  readonly pluginName: string
  readonly version: string
  readonly initialConfig: FastifyInitialConfig<RawServer>
  readonly supportedMethods: readonly string[]
  /** `http://127.0.0.1:3000` (or the socket path) once listening, '' before */
  readonly listeningOrigin: string
  /**
   * Where the application is in its life, for health checks: 'starting' until ready() resolved, 'ready', 'draining'
   * from close() or closeOnSignals' signal on (responses carry `Connection: close`), 'closed' once close() is done.
   */
  readonly readiness: import('./shutdown.js').Readiness
  /** AddressInfo objects, or the path of a Unix socket / named pipe */
  addresses(): Array<AddressInfo | string>
  /** TypeScript only: the same instance, its routes typed by another type provider (`TypeBoxTypeProvider`, ...). */
  withTypeProvider<Provider extends FastifyTypeProvider>(): FastifyInstance<
    RawServer,
    RawRequest,
    RawReply,
    Logger,
    Provider
  > &
    // (what the instance carries besides FastifyInstance: its decorations; not the root's awaitable `then`)
    Omit<this, keyof FastifyInstance | 'then' | '__linterBrands'>

  register: CapsuleRegister<this>
  /** Loads what is queued so far; resolves to `undefined` (a promise, as in Fastify at run time). */
  after(): Promise<undefined>
  after(callback: (error: Error | null, done?: (error?: Error | null) => void) => void): Awaitable<this>
  after(
    callback: (error: Error | null, instance: this, done: (error?: Error | null) => void) => void
  ): Awaitable<this>
  /** Loads every plugin and runs the onReady hooks; resolves with the instance. */
  ready(): Promise<AwaitedInstance<this>>
  /** with a callback: returns the instance, for chaining */
  ready(callback: (error: Error | null) => void | Promise<void>): this
  /** on a plugin's own context, also the after()-like forms, settled before the onReady hooks */
  ready(callback: (error: Error | null, instance: this, done: (error?: Error | null) => void) => void): this
  listen(options?: FastifyListenOptions): Promise<string>
  listen(options: FastifyListenOptions, callback: (error: Error | null, address: string) => void): void
  listen(callback: (error: Error | null, address: string) => void): void
  close(): Promise<undefined>
  close(callback: (error?: Error | null) => void): undefined
  [Symbol.asyncDispose](): Promise<undefined>
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>
  inject(options: InjectOptions | string, callback: LightMyRequestCallback): void
  inject(): LightMyRequestChain
  /**
   * The web-standard entry: the whole lifecycle for a `Request`, answered with a `Response` (streamed when the
   * reply streams). Boots the application on first use. Bound: `export default { fetch: app.fetch }`,
   * `Bun.serve({ fetch: app.fetch })` and `Deno.serve(app.fetch)` work as written.
   */
  readonly fetch: FetchHandler
  /** Node's request listener: answers `req` on `res` through this server's routes. */
  routing(request: RawRequest, reply: RawReply): void

  route<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    const SchemaCompiler extends FastifySchema = FastifySchema,
    const Path extends string = string,
    const Return = unknown
  >(
    options: RouteOptions<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      this,
      Path,
      Return
    >
  ): this
  get: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  head: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  post: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  put: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  delete: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  options: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  patch: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  trace: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  query: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  /** every method the server supports */
  all: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  // the WebDAV and other methods Fastify declares: they exist at runtime once `addHttpMethod('PROPFIND')` etc. ran
  propfind: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  proppatch: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  mkcalendar: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  mkcol: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  copy: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  move: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  lock: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  unlock: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  report: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  search: RouteShorthandMethod<RawServer, RawRequest, RawReply, TypeProvider, Logger, this>
  /** Enables an HTTP method for routes, with `instance.<lower case name>()` as its shorthand. */
  addHttpMethod(method: string, options?: { hasBody?: boolean; overrideExisting?: boolean }): this
  hasRoute(options: { url: string; method: HTTPMethods; constraints?: Record<string, unknown> }): boolean
  findRoute(options: {
    url: string
    method: HTTPMethods
    constraints?: Record<string, unknown>
  }): FoundRoute | null
  printRoutes(options?: PrintRoutesOptions): string
  /** find-my-way's strategy shape (one written against find-my-way's types fits too) */
  addConstraintStrategy(strategy: ConstraintStrategy): void
  hasConstraintStrategy(name: string): boolean

  decorate: DecorationMethod<this>
  decorateRequest: RequestDecorationMethod<this>
  decorateReply: ReplyDecorationMethod<this>
  hasDecorator(name: string | symbol): boolean
  hasRequestDecorator(name: string | symbol): boolean
  hasReplyDecorator(name: string | symbol): boolean
  /** A decorator's value, typed by what this instance's type says it is (or the `T` given). */
  getDecorator<Name extends keyof this>(name: Name): this[Name]
  getDecorator<T>(name: string | symbol): T

  // Fastify's forms: a lifecycle hook may be typed by route generics given explicitly (`addHook<{ Body: B }>(...)`)
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onRequest'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onRequest']
  >(
    name: 'onRequest',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onRequest']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preParsing'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preParsing']
  >(
    name: 'preParsing',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['preParsing']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preValidation'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preValidation']
  >(
    name: 'preValidation',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['preValidation']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preHandler'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['preHandler']
  >(
    name: 'preHandler',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['preHandler']
    >
  ): this
  addHook<
    Payload = unknown,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends PayloadHook<
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['preSerialization'],
      Payload
    > = PayloadHook<
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['preSerialization'],
      Payload
    >
  >(
    name: 'preSerialization',
    hook: NoAsyncDone<
      Fn,
      PayloadHook<
        Lifecycle<
          this,
          RawServer,
          RawRequest,
          RawReply,
          RouteGeneric,
          ContextConfig,
          SchemaCompiler,
          TypeProvider,
          Logger
        >['preSerialization'],
        Payload
      >
    >
  ): this
  addHook<
    Payload = unknown,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends PayloadHook<
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onSend'],
      Payload
    > = PayloadHook<
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onSend'],
      Payload
    >
  >(
    name: 'onSend',
    hook: NoAsyncDone<
      Fn,
      PayloadHook<
        Lifecycle<
          this,
          RawServer,
          RawRequest,
          RawReply,
          RouteGeneric,
          ContextConfig,
          SchemaCompiler,
          TypeProvider,
          Logger
        >['onSend'],
        Payload
      >
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onResponse'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onResponse']
  >(
    name: 'onResponse',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onResponse']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onTimeout'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onTimeout']
  >(
    name: 'onTimeout',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onTimeout']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    Fn extends Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onRequestAbort'] = Lifecycle<
      this,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger
    >['onRequestAbort']
  >(
    name: 'onRequestAbort',
    hook: NoAsyncDone<
      Fn,
      Lifecycle<
        this,
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      >['onRequestAbort']
    >
  ): this
  addHook<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    TError = FastifyError,
    Fn extends LifecycleHooks<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      this,
      TError
    >['onError'] = LifecycleHooks<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      Logger,
      this,
      TError
    >['onError']
  >(
    name: 'onError',
    hook: NoAsyncDone<
      Fn,
      LifecycleHooks<
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger,
        this,
        TError
      >['onError']
    >
  ): this
  /** `onReady`, `onListen`, `preClose`, `onClose`: a callback taking `done`, or an async function without it */
  addHook<
    Name extends 'onReady' | 'onListen' | 'preClose' | 'onClose',
    Fn extends ApplicationHooks<RawServer, RawRequest, RawReply, Logger, TypeProvider, this>[Name] =
      ApplicationHooks<RawServer, RawRequest, RawReply, Logger, TypeProvider, this>[Name]
  >(
    name: Name,
    hook: NoAsyncDone<Fn, ApplicationHooks<RawServer, RawRequest, RawReply, Logger, TypeProvider, this>[Name]>
  ): this
  /** `onRoute` and `onRegister` */
  addHook<Name extends 'onRoute' | 'onRegister'>(
    name: Name,
    hook: ApplicationHooks<RawServer, RawRequest, RawReply, Logger, TypeProvider, this>[Name]
  ): this
  /** a name not known to be one hook (a union of names): a hook that fits each of them */
  addHook<Name extends keyof AnyHooks<this, RawServer, RawRequest, RawReply, TypeProvider, Logger>>(
    name: Name,
    hook: true extends IsUnion<Name>
      ? AnyHooks<this, RawServer, RawRequest, RawReply, TypeProvider, Logger>[Name]
      : never
  ): this
  /** Runs `hook` when the server closes: the same as `addHook('onClose', hook)`. */
  onClose(
    hook: ApplicationHooks<RawServer, RawRequest, RawReply, Logger, TypeProvider, this>['onClose']
  ): this

  /** Adds a shared schema (with an `$id`) for the routes of this context and its descendants. */
  addSchema(schema: object): this
  getSchema(id: string): unknown
  getSchemas(): Record<string, unknown>
  /** Replaces the validator compiler of this context (`T`: the type of schema it compiles, JSON Schema by default). */
  setValidatorCompiler<T = JsonSchema>(compiler: ValidatorCompilerFor<T>): this
  /** Replaces the serializer compiler of this context. */
  setSerializerCompiler<T = JsonSchema>(compiler: SerializerCompilerFor<T>): this
  setSchemaController(options: SchemaControllerOptions): this
  setSchemaErrorFormatter(formatter: SchemaErrorFormatter): this
  setReplySerializer(serializer: (payload: unknown, statusCode: number) => string): this
  readonly validatorCompiler: ValidatorCompilerFor | undefined
  readonly serializerCompiler: SerializerCompilerFor | undefined
  readonly schemaErrorFormatter: SchemaErrorFormatter

  /**
   * Sets the error handler of this context. `TError` types the error (default `FastifyError`; Fastify 5.12's is
   * `unknown`); at runtime the handler receives exactly what was thrown.
   */
  setErrorHandler<
    TError = FastifyError,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    SchemaCompiler extends FastifySchema = FastifySchema,
    Provider extends FastifyTypeProvider = TypeProvider
  >(
    handler: ErrorHandler<
      TError,
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfigDefault,
      SchemaCompiler,
      Provider,
      Logger,
      this
    >
  ): this
  /** The error handler in effect here (the default one until `setErrorHandler`). */
  readonly errorHandler: (error: unknown, request: FastifyRequest, reply: FastifyReply) => void
  setNotFoundHandler<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    Provider extends FastifyTypeProvider = TypeProvider,
    SchemaCompiler extends FastifySchema = FastifySchema
  >(
    handler: RouteHandlerMethod<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      Provider,
      Logger,
      this
    >
  ): this
  /** with options: their `preValidation` / `preHandler` hooks run first; without a handler, the built-in 404 answers */
  setNotFoundHandler<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    Provider extends FastifyTypeProvider = TypeProvider,
    SchemaCompiler extends FastifySchema = FastifySchema
  >(
    options: Pick<
      RouteShorthandOptions<
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        Provider,
        Logger,
        this
      >,
      'preValidation' | 'preHandler'
    >,
    handler?: RouteHandlerMethod<
      RawServer,
      RawRequest,
      RawReply,
      RouteGeneric,
      ContextConfig,
      SchemaCompiler,
      Provider,
      Logger,
      this
    >
  ): this

  addContentTypeParser: AddContentTypeParser<
    RawServer,
    RawRequest,
    RouteGenericInterface,
    FastifySchema,
    TypeProvider,
    this
  >
  hasContentTypeParser: hasContentTypeParser
  removeContentTypeParser(contentType: ContentTypes): this
  removeAllContentTypeParsers(): this
  /** The built-in JSON parser with the given poisoning rules (default `'error'`), to register for other types. */
  getDefaultJsonParser: getDefaultJsonParser
  /** The built-in `text/plain` parser, to register for other types. */
  readonly defaultTextParser: FastifyBodyParser<string | Buffer>

  hasPlugin(name: string): boolean
  printPlugins(): string
  /**
   * What a request would go through, without running it: the route (or not-found handler), the contexts above
   * it, every hook per phase in run order, parsers, compilers, schemas, error handlers and decorators, each with the
   * context and the line of code that registered it. A plain object; `String(explanation)` is readable text.
   * @throws {CPS_ERR_EXPLAIN_NOT_READY} before ready()
   */
  explain(method: string, url: string, options?: ExplainOptions): Explanation
  /**
   * The whole application as one tree of contexts (a superset of fastify-overview's report): each context's
   * decorators, hooks, schemas, handlers, parsers, compilers and routes, with where each was registered.
   * @throws {CPS_ERR_EXPLAIN_NOT_READY} before ready()
   */
  inspect(): Inspection
  setGenReqId(fn: (raw: RawRequest) => string): this
  /** This context's request id generator (`setGenReqId`, else the server's, honouring `requestIdHeader`). */
  readonly genReqId: (raw: RawRequest) => string
  setChildLoggerFactory(
    factory: FastifyChildLoggerFactory<RawServer, RawRequest, RawReply, Logger, TypeProvider>
  ): this
  /** This context's child logger factory (`setChildLoggerFactory`, else `logger.child(bindings, options)`). */
  readonly childLoggerFactory: FastifyChildLoggerFactory<
    RawServer,
    RawRequest,
    RawReply,
    Logger,
    TypeProvider
  >
}

/** Hook types by name, as `addHook(name, hook)` takes them on an instance with the default type parameters. */
export type HookMap = AnyHooks<
  FastifyInstance,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyTypeProviderDefault,
  FastifyBaseLogger
>

// Fastify's check that an async hook does not also take `done` (the runtime refuses such a hook): `Fn` is inferred
// from the hook given (through the last branch); an async function is then checked against the hook without its
// `done` parameter, so one that declares it no longer fits. Contextual types come from `Hook` (Fn's default).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any async function, whatever its parameters
type AsyncFunction = (...args: any) => Promise<any>
type NoAsyncDone<Fn, Hook> = Fn extends unknown ? (Fn extends AsyncFunction ? WithoutDone<Hook> : Hook) : Fn
// (ThisParameterType and Parameters rather than one `infer` of `this` and the rest: with that pattern the checker
// overflowed its stack on a bound overloaded method of the instance, `app.decorateReply.bind(app)`)
type WithoutDone<Hook> = (
  this: ThisParameterType<HookFunction<Hook>>,
  ...args: DropLast<Parameters<HookFunction<Hook>>>
) => Promise<unknown>
// the function form of a hook (onClose also takes a disposable object)
type HookFunction<Hook> = Extract<Hook, (...args: never[]) => unknown>
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never
type DropLast<T> = T extends [...infer Rest, unknown] ? Rest : T

// a preSerialization / onSend hook whose payload Fastify lets the caller type
type PayloadHook<Hook, Payload> = Hook extends (
  this: infer I,
  request: infer Rq,
  reply: infer Rp,
  payload: unknown,
  done: infer D
) => infer Result
  ? (this: I, request: Rq, reply: Rp, payload: Payload, done: D) => Result
  : Hook

/** Capsule's name for an instance: the same type. */
export type CapsuleInstance<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>
