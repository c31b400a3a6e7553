/** What a request looks like in logs: never headers (they carry credentials such as bearer tokens). */
function req(request: {
  method?: string
  url?: string
  host?: string
  ip?: string
  raw?: { socket?: { remotePort?: number } }
}): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url,
    // with its port, as Fastify logs it
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.raw?.socket?.remotePort
  }
}

function res(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode }
}

function err(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const shaped: Record<string, unknown> = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack
  }
  const extra = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown; validation?: unknown }
  if (extra.code !== undefined) shaped['code'] = extra.code
  if (extra.statusCode !== undefined) shaped['statusCode'] = extra.statusCode
  if (extra.cause !== undefined) shaped['cause'] = extra.cause instanceof Error ? err(extra.cause) : extra.cause
  return shaped
}

/** pino serializers for the `req`, `res` and `err` keys. */
export const requestSerializers = { req, res, err }
