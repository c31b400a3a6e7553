import type { FastifyRequest, RouteGenericInterface } from './request.js'
import type { FastifySchema } from './schema.js'
import type { RawRequestDefaultExpression, RawServerBase, RawServerDefault } from './raw.js'
import type { FastifyTypeProvider, FastifyTypeProviderDefault } from './type-provider.js'

/** `'error'` (default: 400), `'remove'` the key, or `'ignore'` it: what a `__proto__` / `constructor.prototype` key gets. */
export type ProtoAction = 'error' | 'remove' | 'ignore'
export type ConstructorAction = ProtoAction
/** Capsule's name. */
export type PoisoningAction = ProtoAction

type ParserDone = (error: Error | null, body?: unknown) => void
type ParserRequest<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  G extends RouteGenericInterface,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider
> = FastifyRequest<G, S, Q, Sc, P>

/**
 * A parser of the collected body (`parseAs: 'string'` or `'buffer'`): calls `done(error, body)`, or leaves `done` out
 * and returns the body (or a promise of it).
 */
export type FastifyBodyParser<
  RawBody extends string | Buffer,
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (
  request: ParserRequest<RawServer, RawRequest, RouteGeneric, SchemaCompiler, TypeProvider>,
  rawBody: RawBody,
  done: ParserDone
) => unknown

/** A parser of the body stream (no `parseAs`): calls `done(error, body)`, or returns the body (or a promise of it). */
export type FastifyContentTypeParser<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (
  request: ParserRequest<RawServer, RawRequest, RouteGeneric, SchemaCompiler, TypeProvider>,
  payload: RawRequest,
  done: ParserDone
) => unknown

/** Capsule's name for a body parser: the stream, a string or a Buffer in, the body out. */
export type ContentTypeParser = (request: FastifyRequest, body: never, done: ParserDone) => unknown

/** Options of `addContentTypeParser`. */
export interface ContentTypeParserOptions {
  /** Collect the body as a string or a Buffer first; without it the parser receives the payload stream. */
  parseAs?: 'string' | 'buffer'
  bodyLimit?: number
}

/** `addContentTypeParser(contentType, [options], parser)`: the parser's body argument follows `parseAs`. */
export interface AddContentTypeParser<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Instance = void
> {
  (
    contentType: ContentTypes,
    parser: FastifyContentTypeParser<RawServer, RawRequest, RouteGeneric, SchemaCompiler, TypeProvider>
  ): Instance
  (
    contentType: ContentTypes,
    options: { bodyLimit?: number },
    parser: FastifyContentTypeParser<RawServer, RawRequest, RouteGeneric, SchemaCompiler, TypeProvider>
  ): Instance
  // `Body` is the body type given explicitly, as Fastify takes it (`addContentTypeParser<Buffer>(...)`), or the
  // `parseAs` literal inferred from the options ('string' | 'buffer')
  <Body extends string | Buffer>(
    contentType: ContentTypes,
    options: { parseAs: ParseAsOf<Body>; bodyLimit?: number },
    parser: FastifyBodyParser<BodyOf<Body>, RawServer, RawRequest, RouteGeneric, SchemaCompiler, TypeProvider>
  ): Instance
}

// what `parseAs` is, and what the parser receives, for the type argument of addContentTypeParser
type ParseAsOf<Body> = Body extends 'string' | 'buffer' ? Body : Body extends Buffer ? 'buffer' : 'string'
type BodyOf<Body> = Body extends 'buffer' | Buffer ? Buffer : string

/** One media type, a pattern, or a list of them. */
export type ContentTypes = string | RegExp | ReadonlyArray<string | RegExp>

/** `getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)`: the built-in JSON parser with those rules. */
export type getDefaultJsonParser = (
  onProtoPoisoning?: ProtoAction,
  onConstructorPoisoning?: ConstructorAction
) => FastifyBodyParser<string | Buffer>
/** `hasContentTypeParser(contentType)` */
export type hasContentTypeParser = (contentType: string | RegExp) => boolean
