import type { Server } from 'node:http'
import type { InjectOptions, Response as InjectResponse, Chain } from 'light-my-request'
import type { ConstraintStrategy } from '@capsule/router'
import type { CapsuleLogger } from './logger.js'
import type { HookMap, HookName } from './hooks.js'
import type { Plugin, RegisterOptions } from './plugin.js'
import type { CapsuleReply } from './reply.js'
import type { CapsuleRequest, RouteGeneric } from './request.js'
import type { ErrorHandler, RouteHandler, RouteOptions, RouteShorthandOptions } from './route.js'
import type {
  JsonSchema,
  SchemaControllerOptions,
  SchemaErrorFormatter,
  SerializerCompiler,
  ValidatorCompiler
} from './schema.js'
import type { ContentTypeParserOptions, ContentTypeParser } from './content-type.js'
import type { ListenOptions } from './listen.js'
import type { PoisoningAction } from './options.js'

/** A decorator value: anything, or an accessor pair. */
export type DecoratorValue = unknown

/** A shorthand route method: `(path, handler)` or `(path, options, handler)`. */
export interface RouteShorthand {
  <G extends RouteGeneric = RouteGeneric>(path: string, handler: RouteHandler<G>): CapsuleInstance
  <G extends RouteGeneric = RouteGeneric>(
    path: string,
    options: RouteShorthandOptions<G>,
    handler?: RouteHandler<G>
  ): CapsuleInstance
}

/** What `findRoute()` returns: the route a path (or route pattern) leads to. */
export interface FoundRoute {
  handler: RouteHandler
  /** the parameters the path gives (a pattern's `:id` gives `{ id: ':id' }`) */
  params: Record<string, string | undefined>
  searchParams: Record<string, unknown>
  /** the route's `config` (a copy) */
  config: Record<string, unknown>
}

/** `printRoutes()` options: find-my-way's tree options, plus `includeHooks` (every hook name as meta). */
export interface PrintRoutesOptions {
  method?: string
  commonPrefix?: boolean
  /** store keys to print under each route (`true`: all of them) */
  includeMeta?: boolean | readonly string[]
  /** print each route's hooks (with `includeMeta` keys after them) */
  includeHooks?: boolean
}

/** The value `register()` and `after(callback)` return: the instance itself, and awaitable to load what is queued. */
export type Awaitable<T> = T & PromiseLike<T>

/**
 * A Capsule server instance, or the child context a plugin receives. Decorations added with `decorate` are
 * declared by merging this interface (`declare module '@capsule/core' { interface CapsuleInstance { db: Db } }`).
 */
export interface CapsuleInstance {
  readonly server: Server
  readonly log: CapsuleLogger
  readonly prefix: string
  readonly pluginName: string
  readonly version: string
  readonly initialConfig: Readonly<Record<string, unknown>>
  readonly supportedMethods: readonly string[]

  register<O extends object = Record<string, unknown>>(
    plugin: Plugin<O> | PromiseLike<Plugin<O>>,
    options?: (O & RegisterOptions) | ((parent: CapsuleInstance) => O & RegisterOptions)
  ): Awaitable<CapsuleInstance>
  after(): Promise<void>
  after(callback: (error: Error | null, done?: (error?: Error | null) => void) => void): Awaitable<CapsuleInstance>
  after(callback: (error: Error | null, instance: CapsuleInstance, done: (error?: Error | null) => void) => void): Awaitable<CapsuleInstance>
  ready(): Promise<CapsuleInstance>
  ready(callback: (error: Error | null) => void): void
  /** on a plugin's own context, also the after()-like forms, settled before the onReady hooks */
  ready(callback: (error: Error | null, instance: CapsuleInstance, done: (error?: Error | null) => void) => void): void
  listen(options?: ListenOptions): Promise<string>
  listen(options: ListenOptions, callback: (error: Error | null, address: string) => void): void
  close(): Promise<void>
  close(callback: (error?: Error | null) => void): void
  /** AddressInfo objects, or the path of a Unix socket / named pipe */
  addresses(): Array<{ address: string; family: string; port: number } | string>
  /** `http://127.0.0.1:3000` (or the socket path) once listening, '' before */
  readonly listeningOrigin: string
  inject(options: InjectOptions | string): Promise<InjectResponse>
  inject(options: InjectOptions | string, callback: (error: Error | null, response?: InjectResponse) => void): void
  inject(): Chain
  [Symbol.asyncDispose](): Promise<void>

  route<G extends RouteGeneric = RouteGeneric>(options: RouteOptions<G>): CapsuleInstance
  get: RouteShorthand
  head: RouteShorthand
  post: RouteShorthand
  put: RouteShorthand
  delete: RouteShorthand
  options: RouteShorthand
  patch: RouteShorthand
  trace: RouteShorthand
  query: RouteShorthand
  all: RouteShorthand
  addHttpMethod(method: string, options?: { hasBody?: boolean; overrideExisting?: boolean }): CapsuleInstance
  hasRoute(options: { url: string; method: string; constraints?: Record<string, unknown> }): boolean
  findRoute(options: {
    url: string
    method: string
    constraints?: Record<string, unknown>
  }): FoundRoute | null
  printRoutes(options?: PrintRoutesOptions): string
  addConstraintStrategy(strategy: ConstraintStrategy): void
  hasConstraintStrategy(name: string): boolean

  decorate(name: string, value: DecoratorValue, dependencies?: readonly string[]): CapsuleInstance
  decorateRequest(name: string, value: DecoratorValue, dependencies?: readonly string[]): CapsuleInstance
  decorateReply(name: string, value: DecoratorValue, dependencies?: readonly string[]): CapsuleInstance
  hasDecorator(name: string): boolean
  hasRequestDecorator(name: string): boolean
  hasReplyDecorator(name: string): boolean
  getDecorator<T = unknown>(name: string): T

  addHook<K extends HookName>(name: K, hook: HookMap[K]): CapsuleInstance
  /** Runs `hook` when the server closes: the same as `addHook('onClose', hook)`. */
  onClose(hook: HookMap['onClose']): CapsuleInstance

  addSchema(schema: JsonSchema): CapsuleInstance
  getSchema(id: string): JsonSchema | undefined
  getSchemas(): Record<string, JsonSchema>
  setValidatorCompiler(compiler: ValidatorCompiler): CapsuleInstance
  setSerializerCompiler(compiler: SerializerCompiler): CapsuleInstance
  setSchemaController(options: SchemaControllerOptions): CapsuleInstance
  setSchemaErrorFormatter(formatter: SchemaErrorFormatter): CapsuleInstance
  setReplySerializer(serializer: (payload: unknown, statusCode: number) => string): CapsuleInstance
  readonly validatorCompiler: ValidatorCompiler | undefined
  readonly serializerCompiler: SerializerCompiler | undefined
  readonly schemaErrorFormatter: SchemaErrorFormatter

  setErrorHandler(handler: ErrorHandler): CapsuleInstance
  readonly errorHandler: ErrorHandler
  setNotFoundHandler(handler: RouteHandler): CapsuleInstance
  /** without a handler: the built-in 404, with these options' preValidation/preHandler hooks */
  setNotFoundHandler(options: RouteShorthandOptions, handler?: RouteHandler): CapsuleInstance

  addContentTypeParser(
    contentType: string | RegExp | ReadonlyArray<string | RegExp>,
    parser: ContentTypeParser
  ): CapsuleInstance
  addContentTypeParser(
    contentType: string | RegExp | ReadonlyArray<string | RegExp>,
    options: ContentTypeParserOptions,
    parser: ContentTypeParser
  ): CapsuleInstance
  hasContentTypeParser(contentType: string | RegExp): boolean
  removeContentTypeParser(contentType: string | RegExp | ReadonlyArray<string | RegExp>): CapsuleInstance
  removeAllContentTypeParsers(): CapsuleInstance
  /** The built-in JSON parser with the given poisoning rules (default `'error'`), to register for other types. */
  getDefaultJsonParser(onProtoPoisoning?: PoisoningAction, onConstructorPoisoning?: PoisoningAction): ContentTypeParser
  /** The built-in `text/plain` parser, to register for other types. */
  readonly defaultTextParser: ContentTypeParser

  hasPlugin(name: string): boolean
  printPlugins(): string

  setGenReqId(fn: (raw: CapsuleRequest['raw']) => string): CapsuleInstance
  setChildLoggerFactory(factory: ChildLoggerFactory): CapsuleInstance
  /** This context's request id generator (`setGenReqId`, else the server's, honouring `requestIdHeader`). */
  readonly genReqId: (raw: CapsuleRequest['raw']) => string
  /** This context's child logger factory (`setChildLoggerFactory`, else `logger.child(bindings, options)`). */
  readonly childLoggerFactory: ChildLoggerFactory
  /** TypeScript only: the same instance, typed with a type provider (Fastify's API; Capsule infers nothing from it). */
  withTypeProvider<Provider = unknown>(): CapsuleInstance & { readonly [typeProvider]?: Provider }
  routing(raw: CapsuleRequest['raw'], res: CapsuleReply['raw']): void
}

declare const typeProvider: unique symbol

/** `setChildLoggerFactory`'s function: makes the request's logger. */
export type ChildLoggerFactory = (
  this: CapsuleInstance,
  logger: CapsuleLogger,
  bindings: Record<string, unknown>,
  options: Record<string, unknown>,
  raw: CapsuleRequest['raw']
) => CapsuleLogger
