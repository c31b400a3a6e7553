import type { FastifyBaseLogger, LogLevel } from './logger.js'
import type { FastifyInstance } from './instance.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'
import type { FastifyTypeProvider, FastifyTypeProviderDefault } from './type-provider.js'

/**
 * A plugin's options: any object. (Fastify's is `Record<string, any>`; `object` accepts the same options, interfaces
 * included, without `any`. Declare your plugin's own type to read its options.)
 */
export type FastifyPluginOptions = object

/** Options every `register()` call accepts besides the plugin's own. */
export interface RegisterOptions {
  prefix?: string
  logLevel?: LogLevel
  /** pino serializers for the request loggers of the plugin's routes */
  logSerializers?: Record<string, (value: never) => unknown>
}

/** `register()`'s options argument: an object, or a function of the parent instance that returns one. */
export type FastifyRegisterOptions<Options> =
  (RegisterOptions & Options) | ((instance: FastifyInstance) => RegisterOptions & Options)

/** A callback plugin (Fastify's `FastifyPluginCallback`): calls `done` when it has finished registering. */
export type FastifyPluginCallback<
  Options extends FastifyPluginOptions = Record<never, never>,
  Server extends RawServerBase = RawServerDefault,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = (
  instance: FastifyInstance<
    Server,
    RawRequestDefaultExpression<Server>,
    RawReplyDefaultExpression<Server>,
    Logger,
    TypeProvider
  >,
  options: Options,
  done: (error?: Error) => void
) => void

/** An async plugin (Fastify's `FastifyPluginAsync`): resolves when it has finished registering. */
export type FastifyPluginAsync<
  Options extends FastifyPluginOptions = Record<never, never>,
  Server extends RawServerBase = RawServerDefault,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger
> = (
  instance: FastifyInstance<
    Server,
    RawRequestDefaultExpression<Server>,
    RawReplyDefaultExpression<Server>,
    Logger,
    TypeProvider
  >,
  options: Options
) => Promise<void>

/** Either plugin form (Fastify's deprecated `FastifyPlugin`). */
export type FastifyPlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginCallback<Options> | FastifyPluginAsync<Options>

/** Capsule's names for the plugin forms. */
export type AsyncPlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options>
export type CallbackPlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginCallback<Options>
/** A plugin: either form, or an ES module namespace whose default export is one. */
export type Plugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPlugin<Options> | { readonly default: FastifyPlugin<Options> }
