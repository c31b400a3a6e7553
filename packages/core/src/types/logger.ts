import type { BaseLogger, Bindings, ChildLoggerOptions, LevelWithSilent, LogFn, LoggerOptions } from 'pino'

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
 * The `logger` factory option as an object: pino's options (`level`, `serializers`, `redact`, `transport`, ...),
 * plus `stream` (a destination) and `file` (a path), as Fastify takes them.
 */
export type FastifyLoggerOptions = LoggerOptions & {
  stream?: FastifyLoggerStreamDestination
  file?: string
}
