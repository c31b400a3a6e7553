import { lazyRequire } from '../util/lazy-require.js'
import { kRequestInput } from '../symbols.js'

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  raw?: RawView
  // read instead of `raw` when there: an app.fetch request makes no Node object for its log lines
  [kRequestInput]?: RawView
}

interface RawView {
  socket?: { remotePort?: number | undefined } | null
  headers?: Record<string, string | string[] | undefined>
}

/** What a request looks like in logs: never headers (they carry credentials such as bearer tokens). */
function req(request: LoggedRequest): Record<string, unknown> {
  const raw = request[kRequestInput] ?? request.raw
  return {
    method: request.method,
    url: request.url,
    // the Accept-Version header (the version constraint), left out when absent, as Fastify logs it
    version: raw?.headers?.['accept-version'],
    // with its port, as Fastify logs it
    host: request.host,
    remoteAddress: request.ip,
    remotePort: raw?.socket?.remotePort
  }
}

function res(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode }
}

interface StdSerializers {
  stdSerializers: { err(error: unknown): unknown }
}

// pino is loaded already whenever a serializer runs (it is pino that calls them)
const loadPino = lazyRequire<StdSerializers>('pino')

/**
 * An error as a log line shows it: pino's standard error serializer, as Fastify uses it (type, message and stack with
 * their causes, and every enumerable field: `validation`, `expose`, a library's own details). Total: a value whose
 * fields throw when read (a getter, a Proxy) or cannot be tagged (frozen) is described from its standing fields
 * instead, each read guarded; a value that is not error-like is shown as text.
 */
function err(error: unknown): unknown {
  try {
    if (typeof error === 'object' && error !== null && typeof (error as Error).message === 'string')
      return loadPino().stdSerializers.err(error)
    return { message: typeof error === 'symbol' ? error.toString() : String(error) }
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
