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
 * An error as a log line shows it. Total: a value whose fields throw when read (a getter, a Proxy) or that cannot
 * be turned into text is described instead, and a chain of causes stops after a few links (it may loop).
 */
function err(error: unknown, depth = 0): Record<string, unknown> {
  try {
    if (!(error instanceof Error))
      return { message: typeof error === 'symbol' ? error.toString() : String(error) }
    const shaped: Record<string, unknown> = {
      type: error.constructor.name,
      message: error.message,
      stack: error.stack
    }
    const extra = error as Error & {
      code?: unknown
      statusCode?: unknown
      cause?: unknown
      validation?: unknown
    }
    if (extra.code !== undefined) shaped['code'] = extra.code
    if (extra.statusCode !== undefined) shaped['statusCode'] = extra.statusCode
    if (extra.cause !== undefined) {
      shaped['cause'] =
        depth >= 4
          ? '[cause chain cut]'
          : extra.cause instanceof Error
            ? err(extra.cause, depth + 1)
            : extra.cause
    }
    return shaped
  } catch {
    return { message: 'an error that cannot be read (its fields throw)' }
  }
}

/** pino serializers for the `req`, `res` and `err` keys. */
export const requestSerializers = { req, res, err: (error: unknown) => err(error) }
