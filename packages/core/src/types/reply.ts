import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger } from './logger.js'
import type { FastifyRequest, RouteGenericInterface } from './request.js'
import type { FastifyInstance } from './instance.js'
import type { FastifySchema, JsonSchema, SerializeFunction } from './schema.js'
import type { RequestRouteOptions } from './route.js'
import type { ContextConfigDefault } from './context.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type {
  AnyReply,
  FastifyReplyType,
  FastifyRequestType,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawPayloadFor,
  ReplyCodes,
  ReplyForStatus,
  RouteReplyMap,
  SendArgs
} from './type-provider.js'

type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }

/** A header name: Node's known names are suggested, any other is accepted. */
export type HttpHeader = KnownKeys<OutgoingHttpHeaders> | (string & Record<never, never>)

/**
 * The reply a handler and the hooks receive (Fastify's `FastifyReply`, its type parameters in its order). `send()`
 * takes what the route says its reply is: its `Reply` generic, or its response schemas as the type provider (by
 * default Capsule's JSON Schema inference) reads them; `code(404)` narrows that to the 404 entry. Plugins declare what
 * they decorate by merging this interface.
 */
export interface FastifyReply<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  out RawServer extends RawServerBase = RawServerDefault,
  out RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  out RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  out ContextConfig = ContextConfigDefault,
  out SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  /** what `send()` takes before `code()` chooses a status (unknown: any reply the route declares, computed when used) */
  ReplyType extends FastifyReplyType = unknown,
  /** Capsule's: the route's replies by status, for `code(n).send()` */
  Replies = RouteReplyMap<TypeProvider, SchemaCompiler, RouteGeneric>
> extends PromiseLike<void> {
  raw: RawReply
  /**
   * The request, its parts typed by the route generic (a handler's `request` parameter also has what the schema
   * types: reading the schema here would make every comparison of two replies measure the whole schema inference).
   */
  readonly request: FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    FastifyBaseLogger,
    FastifyRequestType<
      RouteGeneric['Params'],
      RouteGeneric['Querystring'],
      RouteGeneric['Headers'],
      RouteGeneric['Body']
    >
  >
  log: FastifyBaseLogger
  readonly server: FastifyInstance
  statusCode: number
  /** true once the response is written or taken over (hijack); false while onSend hooks run */
  readonly sent: boolean
  /** the same object as `request.routeOptions` */
  readonly routeOptions: Readonly<RequestRouteOptions<ContextConfig, SchemaCompiler>>
  readonly elapsedTime: number
  /** `type/subtype` (lower case) of the reply's Content-Type header so far; undefined when absent or invalid */
  readonly mediaType: string | undefined
  /** Sets the status; `send()` then takes what the route declares for it (exact code, `'4xx'`, `'default'`). */
  // (the statuses a Reply generic allows are checked on the argument, not as the type parameter's constraint: a
  // constraint that reads the route generic made the checker measure the reply type's variance, some 7,000 type
  // instantiations per program)
  code<Code extends number>(
    statusCode: AllowedCode<Code, RouteGeneric>
  ): this & ReplyStatus<AllowedCode<Code, RouteGeneric>>
  status<Code extends number>(
    statusCode: AllowedCode<Code, RouteGeneric>
  ): this & ReplyStatus<AllowedCode<Code, RouteGeneric>>
  /**
   * Sends the payload: what the route declares for the status chosen (any declared reply before `code()`), or, where
   * response schemas declare it, a raw payload.
   */
  send(...payload: SendArgs<PayloadFor<this, ReplyType, Replies>, RawPayloadFor<RouteGeneric>>): this
  header(name: HttpHeader, value: unknown): this
  headers(values: Readonly<Partial<Record<HttpHeader, unknown>>>): this
  getHeader(name: HttpHeader): string | number | string[] | undefined
  getHeaders(): OutgoingHttpHeaders
  hasHeader(name: HttpHeader): boolean
  removeHeader(name: HttpHeader): this
  /**
   * Adds an HTTP trailer, computed after the payload is written: `fn(reply, payload, done(err, value))` or an async
   * `fn(reply, payload)` resolving to the value. The response is sent chunked with a `Trailer` header.
   */
  trailer(
    name: string,
    fn: (
      reply: this,
      payload: string | Buffer | null,
      done: (error: Error | null, value?: string) => void
    ) => unknown
  ): this
  hasTrailer(name: string): boolean
  removeTrailer(name: string): this
  /** Sends a 103 Early Hints response before the final one. */
  writeEarlyHints(hints: Record<string, string | string[]>, callback?: () => void): this
  type(contentType: string): this
  redirect(url: string, statusCode?: number): this
  serializer<Payload = unknown>(fn: (payload: Payload) => string): this
  serialize(payload: unknown): string
  getSerializationFunction(
    schemaOrStatus: JsonSchema | string | number,
    contentType?: string
  ): SerializeFunction | undefined
  compileSerializationSchema(
    schema: JsonSchema,
    httpStatus?: string | number,
    contentType?: string
  ): SerializeFunction
  /** `serializeInput(data, status, [contentType])` with the route's schema, or `(data, schema, [status], [contentType])`. */
  serializeInput(data: unknown, httpStatus: string | number, contentType?: string): string
  serializeInput(
    data: unknown,
    schema: JsonSchema,
    httpStatus?: string | number,
    contentType?: string
  ): string
  hijack(): this
  callNotFound(): this
  getDecorator<T = unknown>(name: string | symbol): T
}

// the status `code()` takes: any, or one a Reply generic keyed by status declares (else the error names them)
type AllowedCode<Code, RouteGeneric extends RouteGenericInterface> =
  Code extends ReplyCodes<RouteGeneric> ? Code : ReplyCodes<RouteGeneric>

/** Type-only: the status `code()` chose, which `send()` reads. */
export interface ReplyStatus<Code> {
  readonly '~status': Code
}

// what `send()` takes: what the route declares for the status `code()` chose, else the ReplyType given, else any reply
type PayloadFor<This, ReplyType, Replies> =
  This extends ReplyStatus<infer Code>
    ? ReplyForStatus<Replies, Code>
    : unknown extends ReplyType
      ? AnyReply<Replies>
      : ReplyType

/** Capsule's name for the reply: the same type. */
export type CapsuleReply<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  ContextConfig = ContextConfigDefault,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider>
