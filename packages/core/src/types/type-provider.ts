import type { FastifySchema } from './schema.js'
import type { RouteGenericInterface } from './request.js'
import type { FromReplySchema, FromRequestSchema, FromSchema } from './schema-inference.js'
import type { PathParams } from './path-params.js'
import type { ReplyKeysToCodes } from './fastify-helpers.js'

// How a route's types are read: an explicit route generic wins; else the type provider reads the schema (Capsule's
// own JSON Schema inference when no `withTypeProvider` chose another); else what every request has.
// Written for the type checker's cost as much as for the reader: every computation sits in an interface member or a
// method's signature, so it runs only when that part of the request or reply is used.

/**
 * Fastify's type-provider protocol: an interface whose `validator` and `serializer` members, read with `schema` set to
 * a route's schema, give the types that schema describes. @fastify/type-provider-typebox, -json-schema-to-ts and
 * -zod implement it; `withTypeProvider<P>()` applies one.
 */
export interface FastifyTypeProvider {
  readonly schema: unknown
  readonly validator: unknown
  readonly serializer: unknown
}

/**
 * The provider in effect without `withTypeProvider`: Capsule's built-in JSON Schema inference (`FromSchema`), so an
 * inline schema types the request and the reply with no provider package.
 */
export interface FastifyTypeProviderDefault extends FastifyTypeProvider {
  readonly validator: FromSchema<this['schema'], 'in'>
  readonly serializer: FromSchema<this['schema'], 'out'>
  /** type-only: marks Capsule's own inference, which routes call directly (optional, so any provider still fits here) */
  readonly '~capsule'?: true
}

/** What the provider says a request schema describes. */
export type CallValidatorTypeProvider<F extends FastifyTypeProvider, S> = (F & { schema: S })['validator']
/** What the provider says a response schema describes. */
export type CallSerializerTypeProvider<F extends FastifyTypeProvider, S> = (F & { schema: S })['serializer']

// what the provider reads from a schema: Capsule's own inference is called directly, another provider through
// Fastify's protocol; a request schema cast `as never` reads unknown. Capsule's own reads a Standard Schema value
// (Zod, Valibot, ArkType: its `~standard.types`) too: the request part is the schema's output (transforms
// applied), a reply must be what the schema takes as input.
type Validated<P extends FastifyTypeProvider, S> = [S] extends [never]
  ? unknown
  : '~capsule' extends keyof P
    ? '~standard' extends keyof S
      ? StandardOutput<S>
      : FromRequestSchema<S>
    : CallValidatorTypeProvider<P, S>
type Serialized<P extends FastifyTypeProvider, S> = '~capsule' extends keyof P
  ? '~standard' extends keyof S
    ? StandardInput<S>
    : FromReplySchema<S>
  : CallSerializerTypeProvider<P, S>

// the types a Standard Schema V1 value carries (https://standardschema.dev); asked only of a schema with that key,
// so JSON schemas pay one `keyof` test
type StandardOutput<S> = S extends {
  readonly '~standard': { readonly types?: { readonly output: infer O } | undefined }
}
  ? O
  : unknown
type StandardInput<S> = S extends {
  readonly '~standard': { readonly types?: { readonly input: infer I } | undefined }
}
  ? I
  : unknown

// What the provider reads from a part's schema; without a schema (or with one the provider leaves `unknown`), what
// every request has: the path's parameters, a query object, Node's headers (`unknown` here: FastifyRequest intersects
// them), an unknown body. `query` is Capsule's alias of `querystring`; a body with a `content` map is the union of its
// media types' schemas.
type ParamsOf<P extends FastifyTypeProvider, S, Path extends string> = S extends { readonly params: infer X }
  ? KnownOrPathParams<Validated<P, X>, Path>
  : UntypedParams<Path>
type QueryOf<P extends FastifyTypeProvider, S, Path extends string> = S extends {
  readonly querystring: infer Q
}
  ? Known<Validated<P, Q>, UntypedQuery<Path>>
  : S extends { readonly query: infer Q }
    ? Known<Validated<P, Q>, UntypedQuery<Path>>
    : UntypedQuery<Path>
type HeadersOf<P extends FastifyTypeProvider, S> = S extends { readonly headers: infer X }
  ? RecordKeysToLowercase<Validated<P, X>>
  : unknown
type BodyOf<P extends FastifyTypeProvider, S> = S extends { readonly body: infer B }
  ? Validated<P, B extends { readonly content: infer C extends object } ? ContentSchema<C> : B>
  : unknown
type ContentSchema<C> = { [K in keyof C]: C[K] extends { readonly schema: infer X } ? X : unknown }[keyof C]
type Known<T, Otherwise> = unknown extends T ? Otherwise : T
// (the path is parsed only when needed: an alias's arguments are computed even where its branch does not use them)
type KnownOrPathParams<T, Path extends string> = unknown extends T ? UntypedParams<Path> : T
// Untyped parts: where the route's path is known (a handler's request), what every request has (the path's
// parameters, a query object); where it is not (`FastifyRequest` itself, a hook's request), `unknown`, as in Fastify,
// so that any typed request is also a plain `FastifyRequest`
type UntypedParams<Path extends string> = string extends Path ? unknown : PathParams<Path>
type UntypedQuery<Path extends string> = string extends Path ? unknown : Record<string, unknown>

type RecordKeysToLowercase<T> = T extends object
  ? { [K in keyof T as K extends string ? Lowercase<K> : K]: T[K] }
  : T

// a part the route generic gives wins (one it leaves out is `unknown`, RouteGenericInterface's default)
type Given<T, Otherwise> = unknown extends T ? Otherwise : T

/** The types of a request's parts. */
export interface FastifyRequestType<
  out Params = unknown,
  out Querystring = unknown,
  out Headers = unknown,
  out Body = unknown
> {
  params: Params
  query: Querystring
  headers: Headers
  body: Body
}

/**
 * A request's part types: the route generic's when given, else what the provider reads from the schema, else what
 * every request has (the path's parameters, a query object, Node's headers, an unknown body). A plain object type of
 * four covariant parts, so a typed route's request fits a hook written for `FastifyRequest`.
 */
export type ResolveFastifyRequestType<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = RouteTypes<TypeProvider, SchemaCompiler, RouteGeneric, string>['request']

/**
 * The request part types a route's handler receives: as `ResolveFastifyRequestType`, with the parameters of the
 * route's path where neither the generic nor a schema types them.
 */
export type RouteRequestType<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface,
  Path extends string
> = RouteTypes<TypeProvider, SchemaCompiler, RouteGeneric, Path>['request']

/**
 * What a route may answer, by status: a status-keyed `Reply` generic as given, a plain `Reply` generic for every
 * status, else the response schemas as the provider types them (`{}` without any). A mapped type: an entry is
 * computed when a status asks for it.
 */
export type RouteReplyMap<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = RouteTypes<TypeProvider, SchemaCompiler, RouteGeneric, string>['replies']

// A route's types, read from its provider, schema, generic and path. An interface with fixed variance, read by member:
// where two requests or replies are compared before their route is known (FastifyReply's own variance, a typed
// reply passed to a helper taking `FastifyReply`), the checker compares these four arguments instead of measuring
// every conditional type below (some 16,000 type instantiations, once per program).
interface RouteTypes<
  in out TypeProvider extends FastifyTypeProvider,
  in out SchemaCompiler extends FastifySchema,
  in out RouteGeneric extends RouteGenericInterface,
  in out Path extends string
> {
  // a route without a generic (the usual case) reads the schema's parts directly
  request: RouteGenericInterface extends RouteGeneric
    ? FastifyRequestType<
        ParamsOf<TypeProvider, SchemaCompiler, Path>,
        QueryOf<TypeProvider, SchemaCompiler, Path>,
        HeadersOf<TypeProvider, SchemaCompiler>,
        BodyOf<TypeProvider, SchemaCompiler>
      >
    : FastifyRequestType<
        Given<RouteGeneric['Params'], ParamsOf<TypeProvider, SchemaCompiler, Path>>,
        Given<RouteGeneric['Querystring'], QueryOf<TypeProvider, SchemaCompiler, Path>>,
        Given<RecordKeysToLowercase<RouteGeneric['Headers']>, HeadersOf<TypeProvider, SchemaCompiler>>,
        Given<RouteGeneric['Body'], BodyOf<TypeProvider, SchemaCompiler>>
      >
  replies: unknown extends RouteGeneric['Reply']
    ? SchemaCompiler extends { readonly response: infer R extends object }
      ? { [K in keyof R]: EntryType<TypeProvider, R[K]> }
      : Record<never, never>
    : IsStatusMap<RouteGeneric['Reply']> extends true
      ? RouteGeneric['Reply']
      : { default: RouteGeneric['Reply'] }
}

// one response entry as the provider types it (a `content` map: the union of its media types' schemas); unknown for a
// schema cast `as never`
type EntryType<P extends FastifyTypeProvider, Entry> = [Entry] extends [never]
  ? unknown
  : Entry extends { readonly content: infer C extends object }
    ? { [K in keyof C]: C[K] extends { readonly schema: infer X } ? Serialized<P, X> : unknown }[keyof C]
    : Serialized<P, Entry>

// a status key: a code, `'4xx'`, `'default'` (not `'id'`: a Reply generic that is one type for every status)
type StatusKey = `${1 | 2 | 3 | 4 | 5}${string}` | 'default'
type IsStatusMap<T> = T extends object
  ? [keyof T] extends [never]
    ? false
    : [{ [K in keyof T]: `${K & (string | number)}` extends StatusKey ? never : K }[keyof T]] extends [never]
      ? true
      : false
  : false

/** Any reply a map declares (unknown without any). */
export type AnyReply<Map> = keyof Map extends never ? unknown : Map[keyof Map]
// the keys of the replies a handler may return: 2xx codes (as numbers or strings), `'2xx'`, `'default'`
type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type SuccessCode = `2${Digit}${Digit}`
type SuccessKey =
  SuccessCode | (SuccessCode extends `${infer N extends number}` ? N : never) | '2xx' | 'default'
// the 2xx and `default` replies (unknown without any)
type SuccessEntry<Map> =
  Extract<keyof Map, SuccessKey> extends never ? unknown : Map[Extract<keyof Map, SuccessKey>]

/** The entry of a reply map for a status: the exact code, else its class (`'4xx'`), else `'default'`; else unknown. */
export type ReplyForStatus<Map, Code> = number extends Code
  ? AnyReply<Map>
  : Code extends keyof Map
    ? Map[Code]
    : `${Code & number}` extends `${infer First extends 1 | 2 | 3 | 4 | 5}${string}`
      ? `${First}xx` extends keyof Map
        ? Map[`${First}xx` & keyof Map]
        : 'default' extends keyof Map
          ? Map['default' & keyof Map]
          : unknown
      : unknown

/** What a reply may send, before a status is chosen (Fastify's name). */
export type FastifyReplyType<Reply = unknown> = Reply

/** Fastify's name: what `reply.send()` takes before `code()` chooses a status (any declared reply). */
export type ResolveFastifyReplyType<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = AnyReply<RouteReplyMap<TypeProvider, SchemaCompiler, RouteGeneric>>

/** What a handler may return: the union of the route's 2xx (and `default`) replies; unknown without any. */
export type ResolveSuccessReplyType<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = SuccessEntry<RouteReplyMap<TypeProvider, SchemaCompiler, RouteGeneric>>

/**
 * A handler's return value (Fastify's name): any reply the route declares (or a promise of it), or nothing after
 * `reply.send()`. As in Fastify, a non-2xx reply may be returned: set its status first (`reply.code(404)`).
 */
export type ResolveFastifyReplyReturnType<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = ReplyReturn<ResolveFastifyReplyType<TypeProvider, SchemaCompiler, RouteGeneric>>

/**
 * What a reply writes as it is, whatever the route declares (the serializer never sees it): text, bytes, a Node or
 * web stream, a fetch `Response`.
 */
export type RawReplyPayload = string | ArrayBufferView | NodeJS.ReadableStream | ReadableStream | Response

/**
 * `Reply | void`, sync or as a promise (or a raw payload, or a reply object: `return reply.send(x)`); anything when the
 * reply is unknown.
 */
export type ReplyReturn<Reply> = unknown extends Reply
  ? unknown
  : Reply | RawReplyPayload | void | Promise<Reply | RawReplyPayload | void> | PromiseLike<void>

/**
 * `send()`'s argument: required when the route declares a reply (which `Raw`, a raw payload by default, may replace),
 * optional otherwise.
 */
export type SendArgs<ReplyType, Raw = RawReplyPayload> = unknown extends ReplyType
  ? [payload?: ReplyType]
  : [ReplyType] extends [undefined | void]
    ? [payload?: ReplyType]
    : [payload: ReplyType | Raw]

/**
 * What may replace a declared reply in `send()`: a raw payload where response schemas declare it (the serializer is
 * bypassed); nothing where a `Reply` generic declares it, as in Fastify (the generic is what is sent).
 */
export type RawPayloadFor<RouteGeneric extends RouteGenericInterface> = unknown extends RouteGeneric['Reply']
  ? RawReplyPayload
  : never

/**
 * The statuses `code()` takes: with a `Reply` generic keyed by status, the codes it declares (a class key such as
 * `'4xx'` stands for its codes, `'default'` for any), as in Fastify; otherwise any status.
 */
export type ReplyCodes<RouteGeneric extends RouteGenericInterface> = unknown extends RouteGeneric['Reply']
  ? number
  : IsStatusMap<RouteGeneric['Reply']> extends true
    ? ReplyKeysToCodes<keyof RouteGeneric['Reply']>
    : number

/** A promise-like that may be left unawaited, as Fastify names it. */
export type SafePromiseLike<T> = PromiseLike<T> & { __linterBrands: 'SafePromiseLike' }
