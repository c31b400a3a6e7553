import type { FastifyBaseLogger } from './logger.js'
import type { FastifyInstance } from './instance.js'
import type { RouteGenericInterface } from './request.js'
import type { RouteOptions } from './route.js'
import type { FastifySchema } from './schema.js'
import type { ContextConfigDefault } from './context.js'
import type { FastifyPluginOptions, RegisterOptions } from './plugin.js'
import type { HookHandlerDoneFunction } from './hooks.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type { FastifyTypeProvider, FastifyTypeProviderDefault } from './type-provider.js'

// The application hooks, Fastify's names and type parameters (S RawServer, Q RawRequest, R RawReply, L Logger,
// P TypeProvider; G, C, Sc as in hooks.ts). `I` is the instance the hook is added to.

/** What an `onRoute` hook receives: the route's options, which it may change, and where the route is. */
export type RouteHookOptions<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface,
  C,
  Sc extends FastifySchema,
  P extends FastifyTypeProvider,
  L extends FastifyBaseLogger
> = RouteOptions<S, Q, R, G, C, Sc, P, L> & {
  url: string
  method: string | string[]
  routePath: string
  path: string
  prefix: string
}

/** Application hook types by name, for one instance: what `addHook(name, hook)` accepts. */
export interface ApplicationHooks<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger,
  P extends FastifyTypeProvider,
  I
> {
  onRoute: (
    this: I,
    options: RouteHookOptions<S, Q, R, RouteGenericInterface, ContextConfigDefault, FastifySchema, P, L>
  ) => void
  onRegister: (
    this: I,
    instance: I,
    options: RegisterOptions & FastifyPluginOptions,
    done: HookHandlerDoneFunction
  ) => void | Promise<unknown>
  onReady: (this: I, done: HookHandlerDoneFunction) => void | Promise<unknown>
  onListen: (this: I, done: HookHandlerDoneFunction) => void | Promise<unknown>
  preClose: (this: I, done: HookHandlerDoneFunction) => void | Promise<unknown>
  /** also an object that disposes of itself (`Symbol.asyncDispose` or `Symbol.dispose`), as in Fastify */
  onClose:
    | ((this: I, instance: I, done: HookHandlerDoneFunction) => void | Promise<unknown>)
    | AsyncDisposable
    | Disposable
}

type This<
  S extends RawServerBase,
  Q extends RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger,
  P extends FastifyTypeProvider
> = FastifyInstance<S, Q, R, L, P>

/** `onRoute`: synchronous, when a route is added; may change its options. */
export type onRouteHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  G extends RouteGenericInterface = RouteGenericInterface,
  C = ContextConfigDefault,
  Sc extends FastifySchema = FastifySchema,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  L extends FastifyBaseLogger = FastifyBaseLogger
> = (this: This<S, Q, R, L, P>, options: RouteHookOptions<S, Q, R, G, C, Sc, P, L>) => void
/** `onRegister`: when a plugin's context is made, before the plugin runs; receives it and the plugin's options. */
export type onRegisterHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Options extends FastifyPluginOptions = FastifyPluginOptions
> = (
  this: This<S, Q, R, L, P>,
  instance: This<S, Q, R, L, P>,
  options: RegisterOptions & Options
) => void | Promise<unknown>
/** `onReady`: before the server starts listening (or `ready()` resolves). */
export type onReadyHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (this: This<S, Q, R, L, P>, done: HookHandlerDoneFunction) => void
export type onReadyAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (this: This<S, Q, R, L, P>) => Promise<unknown>
/** `onListen`: once the server listens. */
export type onListenHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = onReadyHookHandler<S, Q, R, L, P>
export type onListenAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = onReadyAsyncHookHandler<S, Q, R, L, P>
/** `preClose`: when `close()` starts, before connections are closed. */
export type preCloseHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = onReadyHookHandler<S, Q, R, L, P>
export type preCloseAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = onReadyAsyncHookHandler<S, Q, R, L, P>
/** `onClose`: when the server has closed, with the context the hook was added on (children before parents). */
export type onCloseHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (this: This<S, Q, R, L, P>, instance: This<S, Q, R, L, P>, done: HookHandlerDoneFunction) => void
export type onCloseAsyncHookHandler<
  S extends RawServerBase = RawServerDefault,
  Q extends RawRequestDefaultExpression<S> = RawRequestDefaultExpression<S>,
  R extends RawReplyDefaultExpression<S> = RawReplyDefaultExpression<S>,
  L extends FastifyBaseLogger = FastifyBaseLogger,
  P extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (this: This<S, Q, R, L, P>, instance: This<S, Q, R, L, P>) => Promise<unknown>
