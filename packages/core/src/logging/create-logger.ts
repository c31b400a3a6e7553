import type { LoggerOptions, pino as Pino } from 'pino'
import { lazyRequire } from '../util/lazy-require.js'
import {
  FST_ERR_LOG_INVALID_LOGGER,
  FST_ERR_LOG_INVALID_LOGGER_CONFIG,
  FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED
} from '../errors.js'
import type { CapsuleLogger } from '../types/logger.js'
import { requestSerializers } from './serializers.js'

const loadPino = lazyRequire<{ pino: typeof Pino }>('pino')

const methods = ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'child'] as const

// credentials never reach the logs, even when someone logs a request's headers
const defaultRedact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.headers.authorization'],
  censor: '[redacted]'
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
  child: () => silentLogger
}

/**
 * Builds the root logger from the factory options: `logger: false` (default) is silent; `true` or pino options
 * give pino at `info` with Capsule's request/reply/error serializers; `loggerInstance` is used as it is.
 * @throws {FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED}
 * @throws {FST_ERR_LOG_INVALID_LOGGER}
 * @throws {FST_ERR_LOG_INVALID_LOGGER_CONFIG}
 */
export function createLogger(logger: unknown, loggerInstance: unknown): { logger: CapsuleLogger; enabled: boolean } {
  if (loggerInstance !== undefined && loggerInstance !== null) {
    if (logger !== undefined && logger !== false) throw new FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED()
    const missing = methods.filter((name) => typeof (loggerInstance as Record<string, unknown>)[name] !== 'function')
    if (missing.length > 0) throw new FST_ERR_LOG_INVALID_LOGGER(missing.join(','))
    return { logger: loggerInstance as CapsuleLogger, enabled: true }
  }
  if (logger === undefined || logger === false) return { logger: silentLogger, enabled: false }
  if (logger === true) {
    return { logger: loadPino().pino({ level: 'info', serializers: requestSerializers, redact: defaultRedact }) as unknown as CapsuleLogger, enabled: true }
  }
  if (typeof logger !== 'object' || logger === null || Array.isArray(logger)) throw new FST_ERR_LOG_INVALID_LOGGER_CONFIG()
  const { stream, ...options } = logger as LoggerOptions & { stream?: Parameters<typeof Pino>[1] }
  const merged: LoggerOptions = {
    level: 'info',
    redact: defaultRedact,
    ...options,
    serializers: { ...requestSerializers, ...(options.serializers ?? {}) }
  }
  const { pino } = loadPino()
  const instance = stream !== undefined ? pino(merged, stream) : pino(merged)
  return { logger: instance as unknown as CapsuleLogger, enabled: true }
}
