import type * as http from 'node:http'
import type {
  FindMyWayFindResult as FindResult,
  FindMyWayHTTPVersion1,
  FindMyWayHTTPVersion2
} from '@capsule/router'
import type { FastifyBaseLogger } from './logger.js'
import type { FastifyReply } from './reply.js'
import type { FastifySchema } from './schema.js'
import type { ContextConfigDefault } from './context.js'
import type { RouteGenericInterface } from './request.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type {
  AnyReply,
  CallSerializerTypeProvider,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  ResolveFastifyRequestType,
  RouteReplyMap
} from './type-provider.js'
import type { HttpKeys } from './http-status.js'
import type { LifecycleHook } from './hooks.js'
import type { ApplicationHooks } from './application-hooks.js'
import type { FastifyInstance } from './instance.js'
import type { ContentTypes } from './content-type.js'

// The helper types Fastify's declaration files export besides its public names (every top-level declaration of a
// `.d.ts` module is exported): code written against `fastify/types/*` imports some of them by path, so each
// `@capsule/server/types/*` subpath exports them too, as Capsule's types compute them.

// --- fastify/types/utils ---

type AutocompletePrimitive<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : never
/** A primitive that still accepts any value of its kind after the suggested literals. */
export type AutocompletePrimitiveBaseType<T> = AutocompletePrimitive<T>
/** `T`, or any other value of its primitive kind (the literals stay suggested). */
export type Autocomplete<T> = T | (AutocompletePrimitive<T> & Record<never, never>)
/** `'404'` → `404`. */
export type StringAsNumber<T extends string> = T extends `${infer N extends number}` ? N : never
/** The first digit of a status code. */
export type CodeClasses = 1 | 2 | 3 | 4 | 5
export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
/** Every three-digit status code, 100 to 599. */
export type HttpCodes = StringAsNumber<`${CodeClasses}${Digit}${Digit}`>
/** The status codes a reply key stands for: a code itself, every code of a `'4xx'` class, else any number. */
export type ReplyKeysToCodes<Key> = [Key] extends [never]
  ? number
  : Key extends HttpCodes
    ? Key
    : Key extends `${infer X extends CodeClasses}xx`
      ? StringAsNumber<`${X}${Digit}${Digit}`>
      : number
/** A status code's class key: `404` → `'4xx'`. */
export type CodeToReplyKey<Code extends number> =
  `${Code}` extends `${infer First extends CodeClasses}${number}` ? `${First}xx` : never
/** An object type with its string keys lower-cased (how headers arrive). */
export type RecordKeysToLowercase<Input> =
  Input extends Record<string, unknown>
    ? { [Key in keyof Input as Key extends string ? Lowercase<Key> : Key]: Input[Key] }
    : Input
/** An object type without its index signatures. */
export type OmitIndexSignature<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K]
}

// --- fastify/types/instance ---

/** Any async function. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify's definition: any arguments, any result
export type AsyncFunction = (...args: any) => Promise<any>
/** `Key` unless `_Interface` has it. */
export type NotInInterface<Key, _Interface> = Key extends keyof _Interface ? never : Key
/** find-my-way's version tag for a server type (HTTP/1 or HTTP/2). */
export type FindMyWayVersion<RawServer extends RawServerBase> = RawServer extends http.Server
  ? FindMyWayHTTPVersion1
  : FindMyWayHTTPVersion2
/** What find-my-way's `find` returns for a server type. */
export type FindMyWayFindResult<RawServer extends RawServerBase> = FindResult<FindMyWayVersion<RawServer>>

// --- fastify/types/logger ---

/** What a logger's `res` serializer receives: the reply, its members optional but its `statusCode`. */
export type ResSerializerReply<
  RawServer extends RawServerBase,
  RawReply extends FastifyReply<RouteGenericInterface, RawServer>
> = Partial<RawReply> & Pick<RawReply, 'statusCode'>

// --- fastify/types/request ---

/** A request part a validation function is kept for. */
export type HTTPRequestPart = 'body' | 'query' | 'querystring' | 'params' | 'headers'

// --- fastify/types/reply ---

/** A reply declaration keyed by status. */
export type HttpCodesReplyType = Partial<Record<HttpKeys, unknown>>
/** The entry of a status-keyed `Reply` generic for a code (its exact code, else its class), else the whole `Reply`. */
export type ReplyTypeConstrainer<
  RouteGenericReply,
  Code extends ReplyKeysToCodes<keyof RouteGenericReply>
> = RouteGenericReply extends HttpCodesReplyType &
  Record<Exclude<keyof RouteGenericReply, keyof HttpCodesReplyType>, never>
  ? Code extends keyof RouteGenericReply
    ? RouteGenericReply[Code]
    : CodeToReplyKey<Code> extends keyof RouteGenericReply
      ? RouteGenericReply[CodeToReplyKey<Code>]
      : unknown
  : RouteGenericReply
/** What `send()` takes after `code(Code)`: the response schema's entry for it, else the `Reply` generic's. */
export type ResolveReplyTypeWithRouteGeneric<
  RouteGenericReply,
  Code extends ReplyKeysToCodes<keyof RouteGenericReply>,
  SchemaCompiler extends FastifySchema = FastifySchema,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = Code extends keyof SchemaCompiler['response']
  ? CallSerializerTypeProvider<TypeProvider, SchemaCompiler['response'][Code]>
  : AnyReply<
      RouteReplyMap<TypeProvider, SchemaCompiler, { Reply: ReplyTypeConstrainer<RouteGenericReply, Code> }>
    >

// --- fastify/types/type-provider ---

/** `unknown` for `undefined`. */
export type UndefinedToUnknown<T> = [T] extends [undefined] ? unknown : T
/** The keys of every member of a union. */
export type KeysOf<T> = T extends unknown ? keyof T : never
/** The params type a route resolves (generic, else provider and schema). */
export type ResolveRequestParams<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>['params']
/** The query type a route resolves. */
export type ResolveRequestQuerystring<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>['query']
/** The headers type a route resolves. */
export type ResolveRequestHeaders<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>['headers']
/** The body type a route resolves. */
export type ResolveRequestBody<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema,
  RouteGeneric extends RouteGenericInterface
> = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>['body']
/** Any reply the response schemas describe, as the provider types them. */
export type ResolveReplyFromSchemaCompiler<
  TypeProvider extends FastifyTypeProvider,
  SchemaCompiler extends FastifySchema
> = AnyReply<RouteReplyMap<TypeProvider, SchemaCompiler, RouteGenericInterface>>
/** What a handler may return by its `Reply` generic: the generic, or any of its entries when keyed by status. */
export type ResolveReplyReturnTypeFromRouteGeneric<RouteGeneric extends RouteGenericInterface> =
  RouteGeneric extends {
    Reply: infer Return
  }
    ? keyof Return extends HttpKeys
      ? Return[keyof Return] | Return
      : Return
    : unknown

// --- fastify/types/route ---

/** A hook in route options: the hook's `this` and parameters, any result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify's constraint: any hook function
export type RouteShorthandHook<T extends (this: any, ...args: any) => any> = (
  this: ThisParameterType<T>,
  ...args: Parameters<T>
) => void | Promise<unknown>
/** `routerOptions.defaultRoute`'s type. */
export type DefaultRoute<Request, Reply> = (req: Request, res: Reply) => void

// --- fastify/types/content-type-parser ---

/** A content-type parser's `done`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify's definition: the parsed body is any value
export type ContentTypeParserDoneFunction = (err: Error | null, body?: any) => void
/** `removeContentTypeParser`'s shape (the instance method returns the instance). */
export type removeContentTypeParser = (contentType: ContentTypes) => void
/** `removeAllContentTypeParsers`'s shape. */
export type removeAllContentTypeParsers = () => void

// --- fastify/types/hooks ---

type Lifecycle<
  Name extends LifecycleHookName,
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger
> = LifecycleHook<Name, S, Q, R, G, C, Sc, P, L>
type LifecycleHookName =
  | 'onRequest'
  | 'preParsing'
  | 'preValidation'
  | 'preHandler'
  | 'preSerialization'
  | 'onSend'
  | 'onResponse'
  | 'onTimeout'
  | 'onError'
  | 'onRequestAbort'
// Fastify's `*MetaHookHandler`s pick the callback or the async form by a return type; Capsule's hook type is both
type Meta<
  Name extends LifecycleHookName,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Lifecycle<Name, S, Q, R, G, C, Sc, P, L>
export type onRequestMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onRequest', S, Q, R, G, C, Sc, P, L>
export type preParsingMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'preParsing', S, Q, R, G, C, Sc, P, L>
export type preValidationMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'preValidation', S, Q, R, G, C, Sc, P, L>
export type preHandlerMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'preHandler', S, Q, R, G, C, Sc, P, L>
export type preSerializationMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'preSerialization', S, Q, R, G, C, Sc, P, L>
export type onSendMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onSend', S, Q, R, G, C, Sc, P, L>
export type onResponseMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onResponse', S, Q, R, G, C, Sc, P, L>
export type onTimeoutMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onTimeout', S, Q, R, G, C, Sc, P, L>
export type onErrorMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onError', S, Q, R, G, C, Sc, P, L>
export type onRequestAbortMetaHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Meta<'onRequestAbort', S, Q, R, G, C, Sc, P, L>
/** A lifecycle hook's type by name (Capsule's hook types take the callback and the async form alike). */
export type LifecycleHookLookup<K extends LifecycleHookName> = Meta<K>
/** The same: Capsule has one type for both forms. */
export type LifecycleHookAsyncLookup<K extends LifecycleHookName> = Meta<K>
/** The application hooks' names. */
export type ApplicationHook = 'onRoute' | 'onRegister' | 'onReady' | 'onListen' | 'onClose' | 'preClose'
type AppHooks = ApplicationHooks<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  FastifyTypeProviderDefault,
  FastifyInstance
>
/** An application hook's type by name. */
export type ApplicationHookLookup<K extends ApplicationHook> = AppHooks[K]
/** The same: Capsule has one type for both forms. */
export type ApplicationHookAsyncLookup<K extends ApplicationHook> = AppHooks[K]
/** Any hook's type by name. */
export type HookLookup<K extends ApplicationHook | LifecycleHookName> = K extends ApplicationHook
  ? ApplicationHookLookup<K>
  : K extends LifecycleHookName
    ? LifecycleHookLookup<K>
    : never
/** The same: Capsule has one type for both forms. */
export type HookAsyncLookup<K extends ApplicationHook | LifecycleHookName> = HookLookup<K>
