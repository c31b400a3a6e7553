import type { Readable } from 'node:stream'
import type { FastifyBaseLogger } from './logger.js'
import type { FastifyInstance } from './instance.js'
import type { FastifyReply } from './reply.js'
import type { FastifyRequest, RouteGenericInterface } from './request.js'
import type { FastifySchema } from './schema.js'
import type { ContextConfigDefault } from './context.js'
import type { FastifyError } from './errors.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type {
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  ResolveFastifyRequestType
} from './type-provider.js'
import type { ReplyDecorationsOf, RequestDecorationsOf } from './decorate.js'

// The request-lifecycle hooks, with Fastify's names and type parameters in Fastify's order:
//   S RawServer, Q RawRequest, R RawReply, G RouteGeneric, C ContextConfig, Sc SchemaCompiler, P TypeProvider,
//   L Logger; then Capsule's own I: the instance the hook is added to (`this`, with what it decorated).
// Each Fastify name is the callback form (`done` last) or the `Async` form; what `addHook` and the route options
// accept is one function type whose `done` may be left out (`LifecycleHook`), so inline hooks of either form get
// their parameters inferred.

/** A hook's `done`: call it with nothing, or with an error to stop the request there. */
export type HookHandlerDoneFunction = <TError extends Error = FastifyError>(error?: TError | null) => void
/** A payload hook's `done`: an error, or a replacement payload. */
export interface DoneFuncWithErrOrRes {
  (): void
  <TError extends Error = FastifyError>(error: TError): void
  (error: null, result: unknown): void
}
/** What preParsing hooks pass along: the request body stream (a hook may hand back another). */
export interface RequestPayload extends Readable {
  receivedEncodedLength?: number
}

// NoInfer: `addHook<G, C, Sc, L>` infers a route generic from an annotated hook (`request: FastifyRequest<{ Body: B }>`)
// and nothing else; without it the checker reads the request's part types back through the schema inference, left
// generic, on the first inline hook (some 20,000 type instantiations).
/** The request a hook of a route receives: its generics and the instance's decorations. */
export type HookRequest<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger,
  I
> = FastifyRequest<G, S, Q, NoInfer<Sc>, P, NoInfer<C>, L, NoInfer<ResolveFastifyRequestType<P, Sc, G>>> &
  NoInfer<RequestDecorationsOf<I>>
/** The reply a hook or handler of a route receives: its generics and the instance's decorations. */
export type HookReply<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  I
> = NoInfer<FastifyReply<G, S, Q, R, C, Sc, P> & ReplyDecorationsOf<I>>

type Hook<I, Rq, Rp, Extra extends unknown[], Done, Result> = (
  this: I,
  request: Rq,
  reply: Rp,
  ...rest: [...Extra, done: Done]
) => Result
type AsyncHook<I, Rq, Rp, Extra extends unknown[]> = (
  this: I,
  request: Rq,
  reply: Rp,
  ...rest: Extra
) => Promise<unknown>

/** Hook types by name, for one instance and route: the form `addHook` and route options accept (`done` optional). */
export interface LifecycleHooks<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger,
  I,
  TError = FastifyError
> {
  onRequest: Hook<
    I,
    HookRequest<S, Q, G, C, Sc, P, L, I>,
    HookReply<S, Q, R, G, C, Sc, P, I>,
    [],
    HookHandlerDoneFunction,
    void | Promise<unknown>
  >
  preParsing: Hook<
    I,
    HookRequest<S, Q, G, C, Sc, P, L, I>,
    HookReply<S, Q, R, G, C, Sc, P, I>,
    [payload: RequestPayload],
    <TError extends Error = FastifyError>(error?: TError | null, payload?: RequestPayload) => void,
    void | Promise<unknown>
  >
  preValidation: this['onRequest']
  preHandler: this['onRequest']
  preSerialization: Hook<
    I,
    HookRequest<S, Q, G, C, Sc, P, L, I>,
    HookReply<S, Q, R, G, C, Sc, P, I>,
    [payload: unknown],
    DoneFuncWithErrOrRes,
    void | Promise<unknown>
  >
  onSend: this['preSerialization']
  onResponse: this['onRequest']
  onTimeout: this['onRequest']
  onError: Hook<
    I,
    HookRequest<S, Q, G, C, Sc, P, L, I>,
    HookReply<S, Q, R, G, C, Sc, P, I>,
    [error: TError],
    () => void,
    void | Promise<unknown>
  >
  onRequestAbort: (
    this: I,
    request: HookRequest<S, Q, G, C, Sc, P, L, I>,
    done: HookHandlerDoneFunction
  ) => void | Promise<unknown>
}

/** A lifecycle hook as `addHook(name, hook)` and the route options take it. */
export type LifecycleHook<
  Name extends LifecycleHookName,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  I = FastifyInstance<S, Q, R, L, P>
> = LifecycleHooks<S, Q, R, G, C, Sc, P, L, I>[Name]

// Fastify's names, each the callback form or the async form of one hook
type Rq<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger
> = FastifyRequest<G, S, Q, Sc, P, C, L>
type Rp<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider
> = FastifyReply<G, S, Q, R, C, Sc, P>
type This<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger,
  P extends FastifyTypeProvider
> = FastifyInstance<S, Q, R, L, P>

/** `onRequest`: before the body is read. */
export type onRequestHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Hook<
  This<S, Q, R, L, P>,
  Rq<S, Q, G, C, Sc, P, L>,
  Rp<S, Q, R, G, C, Sc, P>,
  [],
  HookHandlerDoneFunction,
  void
>
export type onRequestAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = AsyncHook<This<S, Q, R, L, P>, Rq<S, Q, G, C, Sc, P, L>, Rp<S, Q, R, G, C, Sc, P>, []>
/** `preParsing`: may hand back a new payload stream (returned, or through `done`). */
export type preParsingHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Hook<
  This<S, Q, R, L, P>,
  Rq<S, Q, G, C, Sc, P, L>,
  Rp<S, Q, R, G, C, Sc, P>,
  [payload: RequestPayload],
  <TError extends Error = FastifyError>(error?: TError | null, payload?: RequestPayload) => void,
  void
>
export type preParsingAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = AsyncHook<
  This<S, Q, R, L, P>,
  Rq<S, Q, G, C, Sc, P, L>,
  Rp<S, Q, R, G, C, Sc, P>,
  [payload: RequestPayload]
>
/** `preValidation`: after parsing, before validation. */
export type preValidationHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestHookHandler<S, Q, R, G, C, Sc, P, L>
export type preValidationAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestAsyncHookHandler<S, Q, R, G, C, Sc, P, L>
/** `preHandler`: after validation, the place for asynchronous work. */
export type preHandlerHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestHookHandler<S, Q, R, G, C, Sc, P, L>
export type preHandlerAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestAsyncHookHandler<S, Q, R, G, C, Sc, P, L>
/** `preSerialization`: may replace the payload before it is serialized (not called for strings, Buffers, streams, null). */
export type preSerializationHookHandler<
  Payload = unknown,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Hook<
  This<S, Q, R, L, P>,
  Rq<S, Q, G, C, Sc, P, L>,
  Rp<S, Q, R, G, C, Sc, P>,
  [payload: Payload],
  DoneFuncWithErrOrRes,
  void
>
export type preSerializationAsyncHookHandler<
  Payload = unknown,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = AsyncHook<This<S, Q, R, L, P>, Rq<S, Q, G, C, Sc, P, L>, Rp<S, Q, R, G, C, Sc, P>, [payload: Payload]>
/** `onSend`: may replace the serialized payload (a string, Buffer, stream or null). */
export type onSendHookHandler<
  Payload = unknown,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = preSerializationHookHandler<Payload, S, Q, R, G, C, Sc, P, L>
export type onSendAsyncHookHandler<
  Payload = unknown,
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = preSerializationAsyncHookHandler<Payload, S, Q, R, G, C, Sc, P, L>
/** `onResponse`: after the response is sent (for metrics; it cannot send). */
export type onResponseHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestHookHandler<S, Q, R, G, C, Sc, P, L>
export type onResponseAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestAsyncHookHandler<S, Q, R, G, C, Sc, P, L>
/** `onTimeout`: the socket timed out while the request was handled. */
export type onTimeoutHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestHookHandler<S, Q, R, G, C, Sc, P, L>
export type onTimeoutAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = onRequestAsyncHookHandler<S, Q, R, G, C, Sc, P, L>
/** `onError`: an error is about to be sent (for logging; it cannot send). Typed `FastifyError`; at runtime, what was thrown. */
export type onErrorHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  TError extends Error = FastifyError,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = Hook<
  This<S, Q, R, L, P>,
  Rq<S, Q, G, C, Sc, P, L>,
  Rp<S, Q, R, G, C, Sc, P>,
  [error: TError],
  () => void,
  void
>
export type onErrorAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  TError extends Error = FastifyError,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = AsyncHook<This<S, Q, R, L, P>, Rq<S, Q, G, C, Sc, P, L>, Rp<S, Q, R, G, C, Sc, P>, [error: TError]>
/** `onRequestAbort`: the client closed the connection before the response was sent. */
export type onRequestAbortHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = (this: This<S, Q, R, L, P>, request: Rq<S, Q, G, C, Sc, P, L>, done: HookHandlerDoneFunction) => void
export type onRequestAbortAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = (this: This<S, Q, R, L, P>, request: Rq<S, Q, G, C, Sc, P, L>) => Promise<unknown>

import type { LifecycleHookName } from '../hooks/hook-names.js'
export type { LifecycleHookName, ApplicationHookName, HookName } from '../hooks/hook-names.js'
