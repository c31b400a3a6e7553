import type { FastifySchema } from './schema.js'
import type { RouteGenericInterface } from './request.js'
import type { FromSchema } from './schema-inference.js'
import type { PathParams } from './path-params.js'

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
// Fastify's protocol
type Validated<P extends FastifyTypeProvider, S> = '~capsule' extends keyof P ? FromSchema<S, 'in'> : CallValidatorTypeProvider<P, S>
type Serialized<P extends FastifyTypeProvider, S> = '~capsule' extends keyof P ? FromSchema<S, 'out'> : CallSerializerTypeProvider<P, S>

// a part the route generic leaves out is `unknown` (RouteGenericInterface's defaults)
type Resolved<Given, FromProvider, Default> = unknown extends Given ? (unknown extends FromProvider ? Default : FromProvider) : Given

// what the provider reads from a part's schema, unknown when the route has none (`query` is Capsule's alias of
// `querystring`); a body with a `content` map is the union of its media types' schemas
type BodyOf<P extends FastifyTypeProvider, S> = S extends { readonly body: infer B }
  ? Validated<P, B extends { readonly content: infer C extends object } ? ContentSchema<C> : B>
  : unknown
type ContentSchema<C> = { [K in keyof C]: C[K] extends { readonly schema: infer X } ? X : unknown }[keyof C]
type QueryOf<P extends FastifyTypeProvider, S> = S extends { readonly querystring: infer Q } ? Validated<P, Q> : S extends { readonly query: infer Q } ? Validated<P, Q> : unknown
type ParamsOf<P extends FastifyTypeProvider, S> = S extends { readonly params: infer X } ? Validated<P, X> : unknown
type HeadersOf<P extends FastifyTypeProvider, S> = S extends { readonly headers: infer X } ? Validated<P, X> : unknown

type RecordKeysToLowercase<T> = T extends object ? { [K in keyof T as K extends string ? Lowercase<K> : K]: T[K] } : T

/** The types of a request's parts. */
export interface FastifyRequestType<out Params = unknown, out Querystring = unknown, out Headers = unknown, out Body = unknown> {
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
> = FastifyRequestType<
  Resolved<RouteGeneric['Params'], ParamsOf<TypeProvider, SchemaCompiler>, PathParams<string>>,
  Resolved<RouteGeneric['Querystring'], QueryOf<TypeProvider, SchemaCompiler>, Record<string, unknown>>,
  RecordKeysToLowercase<Resolved<RouteGeneric['Headers'], HeadersOf<TypeProvider, SchemaCompiler>, unknown>>,
  Resolved<RouteGeneric['Body'], BodyOf<TypeProvider, SchemaCompiler>, unknown>
>

/**
 * The request part types a route's handler receives: as `ResolveFastifyRequestType`, the path's parameters standing in
 * for params that neither the generic nor a schema types (computed only then: parsing the path costs the checker).
 */
export type RouteRequestType<TypeProvider extends FastifyTypeProvider, SchemaCompiler extends FastifySchema, RouteGeneric extends RouteGenericInterface, Path extends string> = FastifyRequestType<
  unknown extends RouteGeneric['Params'] ? ParamsOf<TypeProvider, SchemaCompiler> extends infer X ? (unknown extends X ? PathParams<Path> : X) : never : RouteGeneric['Params'],
  Resolved<RouteGeneric['Querystring'], QueryOf<TypeProvider, SchemaCompiler>, Record<string, unknown>>,
  RecordKeysToLowercase<Resolved<RouteGeneric['Headers'], HeadersOf<TypeProvider, SchemaCompiler>, unknown>>,
  Resolved<RouteGeneric['Body'], BodyOf<TypeProvider, SchemaCompiler>, unknown>
>

// one response entry as the provider types it (a `content` map: the union of its media types' schemas)
type EntryType<P extends FastifyTypeProvider, Entry> = [Entry] extends [never]
  ? unknown
  : Entry extends { readonly content: infer C extends object }
    ? { [K in keyof C]: C[K] extends { readonly schema: infer X } ? Serialized<P, X> : unknown }[keyof C]
    : Serialized<P, Entry>

// a status key: a code, `'4xx'`, `'default'` (not `'id'`: a Reply generic that is one type for every status)
type StatusKey = `${1 | 2 | 3 | 4 | 5}${string}` | 'default'
type IsStatusMap<T> = T extends object
  ? [keyof T] extends [never] ? false : [{ [K in keyof T]: `${K & (string | number)}` extends StatusKey ? never : K }[keyof T]] extends [never] ? true : false
  : false

/**
 * What a route may answer, by status: a status-keyed `Reply` generic as given, a plain `Reply` generic for every
 * status, else the response schemas as the provider types them (`{}` without any). A mapped type: an entry is
 * computed when a status asks for it.
 */
export type RouteReplyMap<TypeProvider extends FastifyTypeProvider, SchemaCompiler extends FastifySchema, RouteGeneric extends RouteGenericInterface> =
  unknown extends RouteGeneric['Reply']
    ? [SchemaCompiler] extends [{ readonly response: infer R extends object }] ? { [K in keyof R]: EntryType<TypeProvider, R[K]> } : Record<never, never>
    : IsStatusMap<RouteGeneric['Reply']> extends true ? RouteGeneric['Reply'] : { default: RouteGeneric['Reply'] }

/** Any reply a map declares (unknown without any). */
export type AnyReply<Map> = [keyof Map] extends [never] ? unknown : Map[keyof Map]
// the keys of the replies a handler may return: 2xx codes (as numbers or strings), `'2xx'`, `'default'`
type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type SuccessCode = `2${Digit}${Digit}`
type SuccessKey = SuccessCode | (SuccessCode extends `${infer N extends number}` ? N : never) | '2xx' | 'default'
// the 2xx and `default` replies (unknown without any)
type SuccessEntry<Map> = [Extract<keyof Map, SuccessKey>] extends [never] ? unknown : Map[Extract<keyof Map, SuccessKey>]

/** The entry of a reply map for a status: the exact code, else its class (`'4xx'`), else `'default'`; else unknown. */
export type ReplyForStatus<Map, Code> = number extends Code
  ? AnyReply<Map>
  : Code extends keyof Map
    ? Map[Code]
    : `${Code & number}` extends `${infer First extends 1 | 2 | 3 | 4 | 5}${string}`
      ? `${First}xx` extends keyof Map ? Map[`${First}xx` & keyof Map] : 'default' extends keyof Map ? Map['default' & keyof Map] : unknown
      : unknown

/** What a reply may send, before a status is chosen (Fastify's name). */
export type FastifyReplyType<Reply = unknown> = Reply

/** Fastify's name: what `reply.send()` takes before `code()` chooses a status (any declared reply). */
export type ResolveFastifyReplyType<TypeProvider extends FastifyTypeProvider, SchemaCompiler extends FastifySchema, RouteGeneric extends RouteGenericInterface> =
  AnyReply<RouteReplyMap<TypeProvider, SchemaCompiler, RouteGeneric>>

/** What a handler may return: the union of the route's 2xx (and `default`) replies; unknown without any. */
export type ResolveSuccessReplyType<TypeProvider extends FastifyTypeProvider, SchemaCompiler extends FastifySchema, RouteGeneric extends RouteGenericInterface> =
  SuccessEntry<RouteReplyMap<TypeProvider, SchemaCompiler, RouteGeneric>>

/** A handler's return value (Fastify's name): what the reply may send (or a promise of it), or nothing after `reply.send()`. */
export type ResolveFastifyReplyReturnType<TypeProvider extends FastifyTypeProvider, SchemaCompiler extends FastifySchema, RouteGeneric extends RouteGenericInterface> =
  ReplyReturn<ResolveSuccessReplyType<TypeProvider, SchemaCompiler, RouteGeneric>>

/**
 * What a reply writes as it is, whatever the route declares (the serializer never sees it): text, bytes, a Node or
 * web stream, a fetch `Response`.
 */
export type RawReplyPayload = string | ArrayBufferView | NodeJS.ReadableStream | ReadableStream | Response

/**
 * `Reply | void`, sync or as a promise (or a raw payload, or a reply object: `return reply.send(x)`); anything when the
 * reply is unknown.
 */
export type ReplyReturn<Reply> = unknown extends Reply ? unknown : Reply | RawReplyPayload | void | Promise<Reply | RawReplyPayload | void> | PromiseLike<void>

/** `send()`'s argument: required when the route declares a reply (which a raw payload may replace), optional otherwise. */
export type SendArgs<ReplyType> = unknown extends ReplyType
  ? [payload?: ReplyType]
  : [ReplyType] extends [undefined | void] ? [payload?: ReplyType] : [payload: ReplyType | RawReplyPayload]

/** A promise-like that may be left unawaited, as Fastify names it. */
export type SafePromiseLike<T> = PromiseLike<T> & { __linterBrands: 'SafePromiseLike' }
