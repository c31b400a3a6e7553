import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, LogController, type CapsuleInstance } from '../src/index.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

function capture(): { lines: Array<Record<string, unknown>>; stream: { write(line: string): void } } {
  const lines: Array<Record<string, unknown>> = []
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  }
}

describe('trustProxy', () => {
  const forged = {
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    host: 'real.example'
  }

  function withTrust(trustProxy?: unknown): CapsuleInstance {
    const instance = createCore(trustProxy === undefined ? {} : { trustProxy: trustProxy as never })
    instance.get('/', async (request) => ({
      ip: request.ip,
      ips: request.ips ?? null,
      host: request.host,
      hostname: request.hostname,
      protocol: request.protocol
    }))
    return instance
  }

  it('ignores forged X-Forwarded-* headers by default', async () => {
    app = withTrust()
    const response = await app.inject({ url: '/', headers: forged, remoteAddress: '198.51.100.7' })
    expect(response.json()).toEqual({
      ip: '198.51.100.7',
      ips: null,
      host: 'real.example',
      hostname: 'real.example',
      protocol: 'http'
    })
  })

  it('ignores them from a peer that is not a trusted proxy', async () => {
    app = withTrust(['10.0.0.0/8'])
    const response = await app.inject({ url: '/', headers: forged, remoteAddress: '198.51.100.7' })
    expect(response.json()).toMatchObject({ ip: '198.51.100.7', host: 'real.example', protocol: 'http' })
  })

  it('uses them from a trusted proxy (CIDR list, string, function, true)', async () => {
    for (const trust of [
      ['10.0.0.0/8'],
      '10.0.0.1, 127.0.0.1',
      (address: string) => address === '10.0.0.1',
      true
    ]) {
      app = withTrust(trust)
      const response = await app.inject({ url: '/', headers: forged, remoteAddress: '10.0.0.1' })
      expect(response.json(), String(trust)).toMatchObject({
        ip: '203.0.113.9',
        host: 'evil.example',
        hostname: 'evil.example',
        protocol: 'https'
      })
      await app.close()
    }
  })

  it('trusts nothing for a hop count, and warns (it cannot tell a proxy from a client)', async () => {
    const codes = await warningCodes(async () => {
      app = withTrust(1)
      const response = await app.inject({ url: '/', headers: forged, remoteAddress: '10.0.0.1' })
      expect(response.json()).toMatchObject({ ip: '10.0.0.1', host: 'real.example', protocol: 'http' })
    })
    expect(codes).toContain('CPSSEC002')
    expect(() => createCore({ trustProxy: {} as never })).toThrow(errorCodes.FST_ERR_INIT_OPTS_INVALID)
  })

  it('reads X-Forwarded-Proto case-insensitively from a trusted proxy', async () => {
    app = withTrust(true)
    const response = await app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'HTTPS' },
      remoteAddress: '10.0.0.1'
    })
    expect(response.json()).toMatchObject({ protocol: 'https' })
  })
})

describe('handlerTimeout', () => {
  it('answers 503 FST_ERR_HANDLER_TIMEOUT and aborts request.signal', async () => {
    app = createCore({ handlerTimeout: 50 })
    let aborted: unknown = null
    app.get('/slow', async (request) => {
      // finishes only once the timeout aborts it: without the timeout this request would never be answered
      await new Promise((resolve) =>
        request.signal.addEventListener('abort', () => resolve((aborted = request.signal.reason)))
      )
      return 'too late'
    })
    app.get('/fast', { handlerTimeout: 1000 }, async () => 'fast')
    const response = await app.inject('/slow')
    expect(response.statusCode).toBe(503)
    expect(response.json().code).toBe('FST_ERR_HANDLER_TIMEOUT')
    expect(aborted).toBeInstanceOf(errorCodes.FST_ERR_HANDLER_TIMEOUT)
    expect((await app.inject('/fast')).body).toBe('fast')
  })

  it('refuses a bad handlerTimeout route option', () => {
    app = createCore()
    expect(() => app.get('/', { handlerTimeout: -1 }, async () => 1)).toThrow(
      errorCodes.FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT
    )
  })
})

describe('rewriteUrl and frameworkErrors', () => {
  it('rewrites the url before routing and keeps originalUrl', async () => {
    app = createCore({ rewriteUrl: (raw) => (raw.url === '/old' ? '/new' : (raw.url ?? '/')) })
    app.get('/new', async (request) => ({ url: request.url, originalUrl: request.originalUrl }))
    expect((await app.inject('/old')).json()).toEqual({ url: '/new', originalUrl: '/old' })
  })

  it('answers a rewriteUrl that returns a non-string with FST_ERR_ROUTE_REWRITE_NOT_STR', async () => {
    app = createCore({ rewriteUrl: () => 42 as never })
    const response = await app.inject('/x')
    expect(response.statusCode).toBe(500)
    expect(response.json().code).toBe('FST_ERR_ROUTE_REWRITE_NOT_STR')
  })

  it('hands bad urls to frameworkErrors', async () => {
    app = createCore({
      frameworkErrors: (error, _request, reply) => {
        reply.code(400).send({ custom: (error as Error & { code: string }).code })
      }
    })
    app.get('/:id', async () => 'x')
    expect((await app.inject('/%E0%A4%A')).json()).toEqual({ custom: 'FST_ERR_BAD_URL' })
  })

  it('runs no hook for a request the router refuses; the error handler answers it', async () => {
    const seen: string[] = []
    app = createCore()
    for (const name of ['onRequest', 'onSend', 'onResponse', 'onError'] as const) {
      app.addHook(name, async () => void seen.push(name))
    }
    app.setErrorHandler(async (error, _request, reply) =>
      reply
        .code((error as { statusCode: number }).statusCode)
        .send({ handled: (error as { code: string }).code })
    )
    app.get('/:id', async () => 'x')
    const response = await app.inject('/%zz')
    expect([response.statusCode, response.json()]).toEqual([400, { handled: 'FST_ERR_BAD_URL' }])
    expect(seen).toEqual([])
    await app.inject('/fine')
    expect(seen).toEqual(['onRequest', 'onSend', 'onResponse'])
  })
})

describe('logging', () => {
  it('logs incoming and completed lines with reqId and response time', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.get('/', async () => 'ok')
    await app.inject('/')
    const incoming = lines.find((line) => line['msg'] === 'incoming request')!
    const completed = lines.find((line) => line['msg'] === 'request completed')!
    expect(incoming['reqId']).toBe('req-1')
    expect((incoming['req'] as Record<string, unknown>)['url']).toBe('/')
    expect(completed['reqId']).toBe('req-1')
    expect((completed['res'] as Record<string, unknown>)['statusCode']).toBe(200)
    expect(typeof completed['responseTime']).toBe('number')
  })

  it('logs 5xx at error level with the error, 4xx at info', async () => {
    const { lines, stream } = capture()
    app = createCore({
      logger: { stream },
      logController: new LogController({ disableRequestLogging: true })
    })
    app.get('/boom', async () => {
      throw new Error('kaboom', { cause: new Error('root cause') })
    })
    app.get('/bad', async () => {
      throw Object.assign(new Error('nope'), { statusCode: 400 })
    })
    await app.inject('/boom')
    await app.inject('/bad')
    const boom = lines.find((line) => line['msg'] === 'kaboom')!
    expect(boom['level']).toBe(50)
    // pino's error serializer, as Fastify logs errors: the causes are part of the message and the stack
    const err = boom['err'] as Record<string, unknown>
    expect(err['message']).toBe('kaboom: root cause')
    expect(err['stack']).toContain('caused by: Error: root cause')
    expect(lines.find((line) => line['msg'] === 'nope')!['level']).toBe(30)
    expect(lines.some((line) => line['msg'] === 'incoming request')).toBe(false)
  })

  it('redacts authorization headers by default', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.get('/', async (request) => {
      request.log.info({ headers: request.headers }, 'headers')
      return 'ok'
    })
    await app.inject({ url: '/', headers: { authorization: 'Bearer super-secret' } })
    const text = JSON.stringify(lines)
    expect(text).not.toContain('super-secret')
    expect(text).toContain('[redacted]')
  })

  it('applies register and route logLevel, and setChildLoggerFactory', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream, level: 'info' } })
    app.register(
      async (quiet) => {
        quiet.get('/quiet', async (request) => {
          request.log.info('quiet info')
          return 'ok'
        })
      },
      { logLevel: 'warn' }
    )
    app.get('/debug', { logLevel: 'debug' }, async (request) => {
      request.log.debug('debug line')
      return 'ok'
    })
    app.register(async (custom) => {
      custom.setChildLoggerFactory(function (logger, bindings, options) {
        return logger.child({ ...bindings, custom: true }, options)
      })
      custom.get('/custom', async (request) => {
        request.log.info('custom line')
        return 'ok'
      })
    })
    await app.inject('/quiet')
    await app.inject('/debug')
    await app.inject('/custom')
    expect(lines.some((line) => line['msg'] === 'quiet info')).toBe(false)
    expect(lines.some((line) => line['msg'] === 'debug line')).toBe(true)
    expect(lines.find((line) => line['msg'] === 'custom line')?.['custom']).toBe(true)
  })

  it('refuses logger together with loggerInstance, and a logger instance without the methods', () => {
    expect(() => createCore({ logger: true, loggerInstance: { info() {} } as never })).toThrow(
      errorCodes.FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED
    )
    expect(() => createCore({ loggerInstance: { info() {} } as never })).toThrow(
      errorCodes.FST_ERR_LOG_INVALID_LOGGER
    )
  })
})
