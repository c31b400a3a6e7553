import type { pino as Pino } from 'pino'
import { lazyRequire } from '../util/lazy-require.js'

// a dependency of core; a logger that calls serializers is pino, which has loaded it already
const loadPino = lazyRequire<{ pino: typeof Pino }>('pino')

/** What a request looks like in logs: never headers (they carry credentials such as bearer tokens). */
function req(request: {
  method?: string
  url?: string
  host?: string
  ip?: string
  raw?: { socket?: { remotePort?: number }; headers?: Record<string, string | string[] | undefined> }
}): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url,
    // the Accept-Version header (the version constraint), left out when absent, as Fastify logs it
    version: request.raw?.headers?.['accept-version'],
    // with its port, as Fastify logs it
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.raw?.socket?.remotePort
  }
}

function res(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode }
}

/**
 * An error as a log line shows it: pino's own error serializer (type, message and stack with their causes, the
 * error's enumerable fields, nested errors), as Fastify logs errors. Total: a value whose fields throw when read (a
 * getter, a Proxy) or cannot be tagged (frozen) is described from its standing fields instead, each read guarded.
 */
function err(error: unknown): unknown {
  try {
    return loadPino().pino.stdSerializers.err(error as Error)
  } catch {
    return standingFields(error)
  }
}

function standingFields(error: unknown): Record<string, unknown> {
  const shaped: Record<string, unknown> = {}
  for (const key of ['type', 'message', 'stack', 'code', 'statusCode'] as const) {
    try {
      const value =
        key === 'type' ? (error as object).constructor.name : (error as Record<string, unknown>)[key]
      if (typeof value === 'string' || typeof value === 'number') shaped[key] = value
    } catch {
      // a field that cannot be read is left out
    }
  }
  if (shaped['message'] === undefined) shaped['message'] = 'an error that cannot be read (its fields throw)'
  return shaped
}

/** pino serializers for the `req`, `res` and `err` keys. */
export const requestSerializers = { req, res, err }
