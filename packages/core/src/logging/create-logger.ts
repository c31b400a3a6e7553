import type { LoggerOptions, pino as Pino } from 'pino'
import { lazyRequire } from '../util/lazy-require.js'
import {
  FST_ERR_LOG_INVALID_DESTINATION,
  FST_ERR_LOG_INVALID_LOGGER,
  FST_ERR_LOG_INVALID_LOGGER_INSTANCE,
  FST_ERR_LOG_INVALID_LOGGER_CONFIG,
  FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED
} from '../errors.js'
import type { CapsuleLogger } from '../types/logger.js'
import { requestSerializers } from './serializers.js'
import { StderrLogger } from './stderr-logger.js'

const loadPino = lazyRequire<{ pino: typeof Pino }>('pino')

const methods = ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'child'] as const

// credentials never reach the logs, even when someone logs a request's headers
const defaultRedact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    '*.headers.authorization'
  ],
  censor: '[redacted]'
}

/** The logger methods `value` lacks (all of them for a value that is not an object). */
export function missingLoggerMethods(value: unknown): string[] {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return [...methods]
  return methods.filter((name) => typeof (value as Record<string, unknown>)[name] !== 'function')
}

const noop = (): void => {}
/** The logger when logging is off: every method does nothing and child() returns itself (no allocation). */
export const silentLogger: CapsuleLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger
}

/**
 * Builds the root logger from the factory options, and `forRequests`, the logger every request shares when
 * logging is off (null when requests get children of the root): without `logger`, the stderr fallback (errors only, as short
 * blocks); `logger: false` is silent; `true` or pino options
 * (with `stream` or `file` as the destination) give pino at `info` with Capsule's request/reply/error
 * serializers. A `loggerInstance` is used through a child that adds those serializers under its own (as Fastify
 * does), so a request is never logged whole, headers and credentials included.
 * @throws {FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED}
 * @throws {FST_ERR_LOG_INVALID_LOGGER} a logger object without the logging methods
 * @throws {FST_ERR_LOG_INVALID_LOGGER_INSTANCE} `loggerInstance` is not an object at all
 * @throws {FST_ERR_LOG_INVALID_LOGGER_CONFIG} `logger` is not options (a logger object belongs in `loggerInstance`)
 * @throws {FST_ERR_LOG_INVALID_DESTINATION} both `stream` and `file`
 */
export function createLogger(
  logger: unknown,
  loggerInstance: unknown
): { logger: CapsuleLogger; enabled: boolean; forRequests: CapsuleLogger | null } {
  if (loggerInstance !== undefined && loggerInstance !== null) {
    if (logger !== undefined && logger !== false) throw new FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED()
    if (typeof loggerInstance !== 'object' && typeof loggerInstance !== 'function')
      throw new FST_ERR_LOG_INVALID_LOGGER_INSTANCE()
    const missing = missingLoggerMethods(loggerInstance)
    if (missing.length > 0) throw new FST_ERR_LOG_INVALID_LOGGER(missing.join(','))
    return { logger: withSerializers(loggerInstance as CapsuleLogger), enabled: true, forRequests: null }
  }
  // no `logger` option: errors still reach stderr (a masked 5xx must not vanish); `logger: false` is silence
  if (logger === undefined) {
    const fallback = new StderrLogger()
    return { logger: fallback, enabled: false, forRequests: fallback.forRequests }
  }
  if (logger === false) return { logger: silentLogger, enabled: false, forRequests: silentLogger }
  if (logger === true) {
    return {
      logger: loadPino().pino({
        level: 'info',
        serializers: requestSerializers,
        redact: defaultRedact
      }) as unknown as CapsuleLogger,
      enabled: true,
      forRequests: null
    }
  }
  if (typeof logger !== 'object' || logger === null || Array.isArray(logger))
    throw new FST_ERR_LOG_INVALID_LOGGER_CONFIG()
  // a logger object given as options (Fastify v4's spelling) would be silently taken for options
  if (methods.every((name) => typeof (logger as Record<string, unknown>)[name] === 'function'))
    throw new FST_ERR_LOG_INVALID_LOGGER_CONFIG()
  const { stream, file, ...options } = logger as LoggerOptions & {
    stream?: Parameters<typeof Pino>[1]
    file?: string
  }
  if (stream !== undefined && file !== undefined) throw new FST_ERR_LOG_INVALID_DESTINATION()
  const merged: LoggerOptions = {
    level: 'info',
    redact: defaultRedact,
    ...options,
    serializers: { ...requestSerializers, ...(options.serializers ?? {}) }
  }
  const { pino } = loadPino()
  const destination = file !== undefined ? pino.destination(file) : stream
  const instance = destination !== undefined ? pino(merged, destination) : pino(merged)
  return { logger: instance as unknown as CapsuleLogger, enabled: true, forRequests: null }
}

/**
 * The given logger's child with Capsule's serializers under the logger's own: its `serializers` field, then pino's
 * (kept by a symbol), as Fastify merges them.
 */
function withSerializers(instance: CapsuleLogger): CapsuleLogger {
  const given = (instance as { serializers?: unknown }).serializers
  const own = (instance as unknown as Record<symbol, unknown>)[loadPino().pino.symbols.serializersSym] as
    Record<string, unknown> | undefined
  const child = (instance.child as (bindings: object, options: object) => CapsuleLogger).call(
    instance,
    {},
    {
      serializers: {
        ...requestSerializers,
        ...(typeof given === 'object' && given !== null ? given : {}),
        ...(own ?? {})
      }
    }
  )
  return child
}
