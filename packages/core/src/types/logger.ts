import type { BaseLogger, Bindings, ChildLoggerOptions, LevelWithSilent, LogFn, LoggerOptions } from 'pino'
import type { FastifyRequest, RouteGenericInterface } from './request.js'
import type { FastifyReply } from './reply.js'
import type { FastifyError } from './errors.js'
import type { RawServerBase, RawServerDefault } from './raw.js'
import type { ResSerializerReply } from './fastify-helpers.js'

/** pino's levels, and `silent`. */
export type LogLevel = LevelWithSilent
/** One log method, pino's: `(object, message?, ...args)` or `(message, ...args)`. */
export type FastifyLogFn = LogFn
export type { Bindings, ChildLoggerOptions, LoggerOptions as PinoLoggerOptions }

/**
 * The logger interface of an instance and its requests: pino's methods (a custom `loggerInstance` must have them)
 * and `child()`.
 */
export interface FastifyBaseLogger extends Pick<
  BaseLogger,
  'level' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
> {
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger
}

/** Capsule's name for the logger interface. */
export type CapsuleLogger = FastifyBaseLogger
/** Fastify's older name. */
export type FastifyLoggerInstance = FastifyBaseLogger

/** Where log lines go: anything with `write(line)`. */
export interface FastifyLoggerStreamDestination {
  write(line: string): void
}

/**
 * The `logger` factory option as an object: pino's options (`level`, `redact`, `transport`, ...), plus `stream` (a
 * destination) and `file` (a path), as Fastify takes them. The `req`, `res` and `err` serializers receive the request,
 * the reply (its members optional but `statusCode`) and the error; any other key is a pino serializer.
 */
export type FastifyLoggerOptions<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends FastifyRequest<RouteGenericInterface, RawServer> = FastifyRequest<
    RouteGenericInterface,
    RawServer
  >,
  RawReply extends FastifyReply<RouteGenericInterface, RawServer> = FastifyReply<
    RouteGenericInterface,
    RawServer
  >
> = Omit<LoggerOptions, 'serializers'> & {
  serializers?: LoggerSerializers<RawServer, RawRequest, RawReply>
  stream?: FastifyLoggerStreamDestination
  file?: string
  /** accepted as in Fastify (which passes it on to pino); the server option `genReqId` makes request ids */
  genReqId?: (req: RawRequest) => string
}

/** The `logger.serializers` option. */
export interface LoggerSerializers<
  RawServer extends RawServerBase,
  RawRequest extends FastifyRequest<RouteGenericInterface, RawServer>,
  RawReply extends FastifyReply<RouteGenericInterface, RawServer>
> {
  req?: (req: RawRequest) => {
    method?: string
    url?: string
    version?: string
    host?: string
    remoteAddress?: string
    remotePort?: number
    [key: string]: unknown
  }
  err?: (err: FastifyError) => { type: string; message: string; stack: string; [key: string]: unknown }
  res?: (res: ResSerializerReply<RawServer, RawReply>) => {
    statusCode?: string | number
    [key: string]: unknown
  }
  /** pino serializers for other keys of a log object */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pino's serializer type: any value in, any out
  [key: string]: ((value: any) => unknown) | undefined
}
