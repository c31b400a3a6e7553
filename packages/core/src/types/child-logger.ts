import type { Bindings, ChildLoggerOptions, FastifyBaseLogger } from './logger.js'
import type { FastifyInstance } from './instance.js'
import type { FastifyTypeProvider, FastifyTypeProviderDefault } from './type-provider.js'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'

/** `setChildLoggerFactory`'s function (Fastify's name): makes a request's logger. */
export type FastifyChildLoggerFactory<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
> = (
  this: FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>,
  logger: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  rawRequest: RawRequest
) => Logger

/** Capsule's name for the child logger factory. */
export type ChildLoggerFactory = FastifyChildLoggerFactory
