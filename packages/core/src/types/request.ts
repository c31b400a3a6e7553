import type { FastifyBaseLogger } from './logger.js'
import type {
  FastifySchema,
  FastifySchemaValidationError,
  HttpPart,
  JsonSchema,
  SchemaErrorDataVar,
  ValidationFunction,
  DefaultValidationResult
} from './schema.js'
import type { FastifyInstance } from './instance.js'
import type { RequestRouteOptions } from './route.js'
import type { ContextConfigDefault } from './context.js'
import type { RawRequestDefaultExpression, RawServerBase, RawServerDefault } from './raw.js'
import type {
  FastifyRequestType,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  ResolveFastifyRequestType
} from './type-provider.js'

export type RequestBodyDefault = unknown
export type RequestQuerystringDefault = unknown
export type RequestParamsDefault = unknown
export type RequestHeadersDefault = unknown
export type ReplyDefault = unknown

/** What a route declares its request parts to be. */
export interface RequestGenericInterface {
  Body?: RequestBodyDefault
  Querystring?: RequestQuerystringDefault
  Params?: RequestParamsDefault
  Headers?: RequestHeadersDefault
}

/** What a route declares its reply to be: one type, or one per status (`{ 200: User; 404: NotFound }`). */
export interface ReplyGenericInterface {
  Reply?: ReplyDefault
}

/** What a route declares its request parts and reply to be (Fastify's `RouteGenericInterface`). */
export interface RouteGenericInterface extends RequestGenericInterface, ReplyGenericInterface {}

/** Capsule's name for a route generic. */
export type RouteGeneric = RouteGenericInterface

/** Where validation failed and why: what `attachValidation` leaves on `request.validationError`. */
export interface ValidationFailure extends Error {
  validation: FastifySchemaValidationError[]
  validationContext: SchemaErrorDataVar
}

/**
 * The request a handler and the hooks receive (Fastify's `FastifyRequest`, its type parameters in its order). Plugins
 * declare what they decorate by merging this interface in `declare module '@capsule/server'` (or `'fastify'`).
 */
export interface FastifyRequest<
  out RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  out RawServer extends RawServerBase = RawServerDefault,
  out RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  out SchemaCompiler extends FastifySchema = FastifySchema,
  out TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  out ContextConfig = ContextConfigDefault,
  out Logger extends FastifyBaseLogger = FastifyBaseLogger,
  out RequestType extends FastifyRequestType = ResolveFastifyRequestType<
    TypeProvider,
    SchemaCompiler,
    RouteGeneric
  >
> {
  /** `req-<n>` by default; assignable (`requestIdHeader`, `genReqId`) */
  id: string
  params: RequestType['params']
  query: RequestType['query']
  body: RequestType['body']
  headers: RawRequest['headers'] & RequestType['headers']
  raw: RawRequest
  log: Logger
  readonly server: FastifyInstance
  readonly method: string
  readonly url: string
  readonly originalUrl: string
  /** the client's address (the proxy's rules with `trustProxy`); treat as untrusted input */
  readonly ip: string
  readonly ips?: string[]
  readonly host: string
  readonly hostname: string
  readonly port: number | null
  readonly protocol: 'http' | 'https'
  readonly socket: RawRequest['socket']
  readonly is404: boolean
  readonly signal: AbortSignal
  readonly routeOptions: Readonly<RequestRouteOptions<ContextConfig, SchemaCompiler>>
  /** The essence of the parsed Content-Type (`type/subtype`, lower case), or undefined. */
  readonly mediaType: string | undefined
  /** Set when the route has `attachValidation: true` and a part failed its schema. */
  validationError?: ValidationFailure
  /** The validation function of a part of this route, or of a schema (compiled on first use). */
  getValidationFunction(
    schemaOrPart: JsonSchema | HttpPart | 'query'
  ): ValidationFunction<DefaultValidationResult> | undefined
  compileValidationSchema(
    schema: JsonSchema,
    httpPart?: HttpPart
  ): ValidationFunction<DefaultValidationResult>
  /** Validates `data` against a part's schema or a schema: a boolean with the default validator. */
  validateInput(
    data: unknown,
    schemaOrPart: JsonSchema | HttpPart | 'query',
    httpPart?: HttpPart
  ): DefaultValidationResult
  getDecorator<T = unknown>(name: string | symbol): T
  setDecorator<T = unknown>(name: string | symbol, value: T): void
}

/** Capsule's name for the request: the same type. */
export type CapsuleRequest<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  ContextConfig = ContextConfigDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = FastifyRequest<RouteGeneric, RawServer, RawRequest, SchemaCompiler, TypeProvider, ContextConfig, Logger>
