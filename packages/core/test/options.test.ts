import { afterEach, describe, expect, it } from 'vitest'
import { connect } from 'node:net'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'
import { injectWhileClosing } from './helpers/while-closing.js'
import { warningCodes, warningsDuring } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('server options: defaults and changed values', () => {
  it('sets the Node server timeouts from the options', async () => {
    app = createCore()
    expect(app.server.keepAliveTimeout).toBe(72_000)
    expect(app.server.requestTimeout).toBe(0)
    expect(app.server.timeout).toBe(0)
    expect(app.server.maxRequestsPerSocket).toBe(0)
    await app.close()
    app = createCore({
      keepAliveTimeout: 5000,
      requestTimeout: 120_000,
      connectionTimeout: 30_000,
      maxRequestsPerSocket: 10
    })
    expect(app.server.keepAliveTimeout).toBe(5000)
    expect(app.server.requestTimeout).toBe(120_000)
    expect(app.server.timeout).toBe(30_000)
    expect(app.server.maxRequestsPerSocket).toBe(10)
    expect(app.initialConfig).toMatchObject({
      keepAliveTimeout: 5000,
      requestTimeout: 120_000,
      connectionTimeout: 30_000
    })
    // listed only when given, as in Fastify
    expect(app.initialConfig).not.toHaveProperty('forceCloseConnections')
  })

  it('still routes requests arriving while closing when return503OnClosing is false, with Connection: close', async () => {
    app = createCore({ return503OnClosing: false })
    expect(await injectWhileClosing(app)).toEqual({ statusCode: 200, connection: 'close', slow: 'slow' })
  })

  it('does not add HEAD routes when exposeHeadRoutes is false', async () => {
    app = createCore({ exposeHeadRoutes: false })
    app.get('/', async () => 'x')
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(404)
  })

  it('passes routerOptions to the router', async () => {
    app = createCore({
      routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 5 }
    })
    app.get('/Users/:id', async (request) => request.params)
    expect((await app.inject('/users/1/')).json()).toEqual({ id: '1' })
    expect((await app.inject('/users/123456')).statusCode).toBe(414)
  })

  it('uses a custom clientErrorHandler', async () => {
    app = createCore({
      clientErrorHandler: (_error, socket) => {
        socket.end("HTTP/1.1 418 I'm a Teapot\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
      }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('garbage\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(answer.startsWith('HTTP/1.1 418')).toBe(true)
  })

  it('closes with await using (Symbol.asyncDispose)', async () => {
    const instance = createCore()
    let closed = false
    instance.addHook('onClose', async () => void (closed = true))
    await instance.ready()
    await instance[Symbol.asyncDispose]()
    expect(closed).toBe(true)
  })
})

describe('request members', () => {
  it('exposes raw, server, method, url, port, socket, headers and prototype-free params', async () => {
    app = createCore()
    app.get('/p/:id', async function (request) {
      return {
        server: request.server === this,
        method: request.method,
        url: request.url,
        port: request.port,
        socket: request.socket === request.raw.socket,
        header: request.headers['x-test'],
        paramsProto:
          Object.getPrototypeOf(Object.getPrototypeOf(request.params)) === null ||
          Object.getPrototypeOf(request.params) === null,
        query: request.query
      }
    })
    const response = await app.inject({
      url: '/p/1?x=y',
      headers: { 'x-test': 'yes', host: 'example.com:8080' }
    })
    expect(response.json()).toEqual({
      server: true,
      method: 'GET',
      url: '/p/1?x=y',
      port: 8080,
      socket: true,
      header: 'yes',
      paramsProto: true,
      query: { x: 'y' }
    })
  })

  it('leaves nothing behind when a client aborts mid-body', async () => {
    app = createCore()
    let handled = 0
    app.post('/', async () => {
      handled++
      return 'never'
    })
    app.get('/', async () => 'alive')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"partial":'
        )
        setTimeout(() => socket.destroy(), 30)
      })
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handled).toBe(0)
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((_e, count) => resolve(count))
    )
    expect(connections).toBe(0)
    expect((await app.inject('/')).body).toBe('alive')
  })
})

describe('more routing and connection options', () => {
  it('honours prefixTrailingSlash for the root route of a prefixed plugin', async () => {
    app = createCore()
    app.register(
      async (child) => {
        child.get('/', { prefixTrailingSlash: 'slash' }, async () => 'slash only')
      },
      { prefix: '/a' }
    )
    app.register(
      async (child) => {
        child.get('/', { prefixTrailingSlash: 'no-slash' }, async () => 'no slash only')
      },
      { prefix: '/b' }
    )
    app.register(
      async (child) => {
        child.get('/', async () => 'both')
      },
      { prefix: '/c' }
    )
    expect((await app.inject('/a/')).body).toBe('slash only')
    expect((await app.inject('/a')).statusCode).toBe(404)
    expect((await app.inject('/b')).body).toBe('no slash only')
    expect((await app.inject('/b/')).statusCode).toBe(404)
    expect((await app.inject('/c')).body).toBe('both')
    expect((await app.inject('/c/')).body).toBe('both')
  })

  it('adds custom constraint strategies and exposes routing() for a raw server', async () => {
    app = createCore()
    const store = new Map<string, unknown>()
    app.addConstraintStrategy({
      name: 'tenant',
      storage: () => ({
        get: (k: string) => store.get(k),
        set: (k: string, v: unknown) => void store.set(k, v)
      }),
      deriveConstraint: (req) => (req as { headers: Record<string, string> }).headers['x-tenant'],
      mustMatchWhenDerived: true
    })
    expect(app.hasConstraintStrategy('tenant')).toBe(true)
    app.route({ method: 'GET', url: '/', constraints: { tenant: 'acme' }, handler: async () => 'acme' })
    expect((await app.inject({ url: '/', headers: { 'x-tenant': 'acme' } })).body).toBe('acme')
    await app.ready()
    const http = await import('node:http')
    const raw = http.createServer((req, res) => app.routing(req, res))
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve))
    const port = (raw.address() as { port: number }).port
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-tenant': 'acme' } })
    expect(await response.text()).toBe('acme')
    await new Promise((resolve) => raw.close(resolve))
  })

  it('routes with an asynchronous constraint strategy; its failure is FST_ERR_ASYNC_CONSTRAINT, also for frameworkErrors', async () => {
    const seen: string[] = []
    const build = (options: Parameters<typeof createCore>[0] = {}): CapsuleInstance => {
      const instance = createCore(options)
      const store = new Map<string, unknown>()
      instance.addConstraintStrategy({
        name: 'tenant',
        storage: () => ({
          get: (k: string) => store.get(k),
          set: (k: string, v: unknown) => void store.set(k, v)
        }),
        deriveConstraint: (
          req: unknown,
          _context: unknown,
          done?: (error: Error | null, value?: unknown) => void
        ) => {
          const tenant = (req as { headers: Record<string, string | undefined> }).headers['x-tenant']
          // a lookup elsewhere (a database, a cache): answered later
          // a failure with a code of its own (a driver's) is still the strategy's failure
          const failure = Object.assign(new Error('tenant store is down'), { code: 'ECONNREFUSED' })
          setImmediate(() => (tenant === 'down' ? done!(failure) : done!(null, tenant)))
        }
      })
      instance.get('/', { constraints: { tenant: 'acme' } }, async () => 'acme')
      instance.get('/', { constraints: { tenant: 'globex' } }, async () => 'globex')
      instance.get('/open', async () => 'open')
      return instance
    }
    app = build()
    expect((await app.inject({ url: '/', headers: { 'x-tenant': 'acme' } })).body).toBe('acme')
    expect((await app.inject({ url: '/', headers: { 'x-tenant': 'globex' } })).body).toBe('globex')
    expect((await app.inject({ url: '/', headers: { 'x-tenant': 'initech' } })).statusCode).toBe(404)
    expect((await app.inject('/open')).body).toBe('open')
    const failed = await app.inject({ url: '/', headers: { 'x-tenant': 'down' } })
    expect([failed.statusCode, failed.json()]).toEqual([
      500,
      {
        statusCode: 500,
        code: 'FST_ERR_ASYNC_CONSTRAINT',
        error: 'Internal Server Error',
        message: 'Unexpected error from async constraint'
      }
    ])
    await app.close()
    app = build({
      frameworkErrors: (
        error: Error & { code?: string },
        _request: unknown,
        reply: { code(n: number): { send(p: unknown): void } }
      ) => {
        seen.push(error.code ?? '')
        reply.code(503).send({ retry: true })
      }
    } as never)
    const handled = await app.inject({ url: '/', headers: { 'x-tenant': 'down' } })
    expect([handled.statusCode, handled.json()]).toEqual([503, { retry: true }])
    expect(seen).toEqual(['FST_ERR_ASYNC_CONSTRAINT'])
  })

  it('destroys every connection on close when forceCloseConnections is true', async () => {
    app = createCore({ forceCloseConnections: true })
    let reached!: () => void
    const inHandler = new Promise<void>((resolve) => (reached = resolve))
    app.get('/hang', () => {
      // never answers
      reached()
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const hanging = fetch(`http://127.0.0.1:${port}/hang`).then(
      () => 'answered',
      () => 'connection destroyed'
    )
    // connected and in its handler: the connection close() has to destroy
    await inHandler
    await app.close()
    expect(await hanging).toBe('connection destroyed')
  })

  it('bounds slow clients with requestTimeout', async () => {
    // Node checks request timeouts every connectionsCheckingInterval (30 s by default): shorten it here. Without
    // requestTimeout (0, the default, turns it off) nothing would answer this request: the 408 is its doing.
    app = createCore({ requestTimeout: 200, http: { connectionsCheckingInterval: 50 } })
    app.post('/', async () => 'never')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\nab'
        )
      )
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('close', () => resolve(data))
      socket.on('error', () => resolve(data))
    })
    expect(answer.startsWith('HTTP/1.1 408')).toBe(true)
  })
})

describe('routerOptions through the server, and disableRequestLogging as a function', () => {
  it('passes querystringParser, ignoreDuplicateSlashes, useSemicolonDelimiter and allowUnsafeRegex', async () => {
    app = createCore({
      routerOptions: {
        querystringParser: (query) => ({ raw: query }),
        ignoreDuplicateSlashes: true,
        useSemicolonDelimiter: true,
        allowUnsafeRegex: true
      }
    })
    app.get('/a/b', async (request) => request.query)
    app.get('/r/:x(^(a+)+$)', async () => 'unsafe allowed')
    expect((await app.inject('//a//b?x=1')).json()).toEqual({ raw: 'x=1' })
    expect((await app.inject('/a/b;y=2')).json()).toEqual({ raw: 'y=2' })
    expect((await app.inject('/r/aaa')).body).toBe('unsafe allowed')
  })

  it('keeps the defaults: duplicate slashes and semicolons are part of the path', async () => {
    app = createCore()
    app.get('/a/b', async () => 'ok')
    expect((await app.inject('//a//b')).statusCode).toBe(404)
    expect((await app.inject('/a/b;y=2')).statusCode).toBe(404)
    expect(() => app.get('/r/:x(^(a+)+$)', async () => 'x')).toThrow()
  })

  it('skips request logging for requests the function picks', async () => {
    const lines: Array<Record<string, unknown>> = []
    const codes = await warningCodes(() => {
      app = createCore({
        logger: {
          stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
        },
        disableRequestLogging: (raw) => raw.url === '/health'
      })
    })
    // the top-level spelling still works, with a one-time deprecation warning (first use in this file)
    expect(codes).toEqual(['FSTDEP023'])
    app.get('/health', async () => 'ok')
    app.get('/work', async () => 'ok')
    await app.inject('/health')
    await app.inject('/work')
    const urls = lines
      .filter((line) => line['msg'] === 'incoming request')
      .map((line) => (line['req'] as { url: string }).url)
    expect(urls).toEqual(['/work'])
  })
})

describe('disableRequestLogging keeps error logs', () => {
  it('still logs errors of requests whose request lines are skipped', async () => {
    const lines: Array<Record<string, unknown>> = []
    app = createCore({
      logger: {
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
      },
      disableRequestLogging: () => true
    })
    app.get('/boom', async () => {
      throw new Error('still logged')
    })
    await app.inject('/boom')
    expect(lines.some((line) => line['msg'] === 'still logged')).toBe(true)
    expect(lines.some((line) => line['msg'] === 'request completed')).toBe(false)
  })
})

describe("Fastify's other spellings: childLoggerFactory option, top-level router keys", () => {
  it('uses the childLoggerFactory option for every request, and refuses a non-function', async () => {
    const seen: Array<Record<string, unknown>> = []
    const childLoggerFactory = function (
      this: unknown,
      logger: { child: (b: object, o: object) => unknown },
      bindings: Record<string, unknown>,
      options: object
    ) {
      seen.push(bindings)
      return logger.child({ ...bindings, custom: true }, options)
    }
    app = createCore({ logger: { level: 'silent' }, childLoggerFactory: childLoggerFactory as never })
    expect(app.childLoggerFactory).toBe(childLoggerFactory)
    app.get('/', async () => 'ok')
    await app.inject('/')
    await app.inject('/')
    expect(seen).toEqual([{ reqId: 'req-1' }, { reqId: 'req-2' }])
    expect(() => createCore({ childLoggerFactory: 'nope' as never })).toThrow(
      /childLoggerFactory must be a function/
    )
  })

  it('asks the route childLoggerFactory over the context one, also with logging off (as Fastify does)', async () => {
    const seen: string[] = []
    const factory = (name: string) =>
      function (
        this: unknown,
        logger: { child: (b: object, o: object) => unknown },
        bindings: Record<string, unknown>,
        options: object
      ) {
        seen.push(`${name} ${String(bindings['reqId'])}`)
        return logger.child(bindings, options)
      }
    app = createCore({ childLoggerFactory: factory('server') as never })
    app.get('/', async () => 'ok')
    app.get('/route', { childLoggerFactory: factory('route') as never }, async (request) => {
      request.log.info('a line nobody sees')
      return 'ok'
    })
    await app.inject('/')
    await app.inject('/route')
    expect(seen).toEqual(['server req-1', 'route req-2'])
  })
})

describe('option and argument misuse with Fastify codes', () => {
  it('throws at listen() when the second argument is not a callback (the v4 listen(port, host) form), instead of crashing later', async () => {
    app = createCore()
    expect(() => (app.listen as unknown as (port: number, host: string) => unknown)(0, '127.0.0.1')).toThrow(
      errorCodes.FST_ERR_LISTEN_OPTIONS_INVALID
    )
    expect(() =>
      (app.listen as unknown as (options: object, host: string) => unknown)({ port: 0 }, 'x')
    ).toThrow(/second argument must be a callback/)
    expect(app.server.listening).toBe(false)
  })

  it('refuses a loggerInstance that is not an object, a bodyLimit that is not an integer > 0 and partial constraint strategies, with Fastify codes', () => {
    expect(() => createCore({ loggerInstance: 'x' as never })).toThrow(
      errorCodes.FST_ERR_LOG_INVALID_LOGGER_INSTANCE
    )
    // bodyLimit takes no string form in Fastify, and has the route option's code
    for (const bodyLimit of ['100', 'abc', 0, 1.5]) {
      expect(() => createCore({ bodyLimit: bodyLimit as never }), String(bodyLimit)).toThrow(
        errorCodes.FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT
      )
    }
    expect(() => createCore({ loggerInstance: { info: () => {} } as never })).toThrow(
      errorCodes.FST_ERR_LOG_INVALID_LOGGER
    )
    // the constraints option takes whole strategies (Fastify's option schema), validate included
    const partial = { name: 'tenant', storage: () => new Map(), deriveConstraint: () => 'x' }
    expect(() => createCore({ constraints: { tenant: partial } } as never)).toThrow(
      /constraints\.tenant must have validate/
    )
    expect(() => createCore({ constraints: { tenant: null } } as never)).toThrow(
      /constraints\.tenant must have name, storage, validate, deriveConstraint/
    )
    expect(() => createCore({ constraints: 'tenant' } as never)).toThrow(errorCodes.FST_ERR_INIT_OPTS_INVALID)
    expect(() =>
      createCore({ routerOptions: { constraints: { tenant: { ...partial, validate: () => {} } } } } as never)
    ).not.toThrow()
  })

  it("refuses forceCloseConnections: 'idle' on a server without closeIdleConnections (HTTP/2)", () => {
    expect(() => createCore({ http2: true, forceCloseConnections: 'idle' } as never)).toThrow(
      errorCodes.FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE
    )
  })

  it('has every Fastify error class, so instanceof checks ported from Fastify never throw', () => {
    for (const code of [
      'FST_ERR_MISSING_MIDDLEWARE',
      'FST_ERR_ASYNC_CONSTRAINT',
      'FST_ERR_PLUGIN_CALLBACK_NOT_FN'
    ] as const) {
      const ErrorClass = errorCodes[code] as unknown as new () => Error & { code: string }
      expect(new ErrorClass().code).toBe(code)
      expect(new Error('x') instanceof ErrorClass).toBe(false)
    }
  })

  it('warns FSTWRN004 when an error handler is set twice in one context', async () => {
    app = createCore()
    app.setErrorHandler(async () => 'first')
    expect(await warningCodes(() => app.setErrorHandler(async () => 'second'))).toContain('FSTWRN004')
  })

  it('takes router keys at the top level with a one-time FSTDEP022 warning; routerOptions wins; constraints do not warn', async () => {
    const warnings = await warningsDuring(async () => {
      app = createCore({ ignoreTrailingSlash: true })
      app.get('/a', async () => 'a')
      expect((await app.inject('/a/')).body).toBe('a')
      await app.close()
      app = createCore({ ignoreTrailingSlash: true, routerOptions: { ignoreTrailingSlash: false } })
      app.get('/a', async () => 'a')
      expect((await app.inject('/a/')).statusCode).toBe(404)
      await app.close()
      app = createCore({
        constraints: {
          tenant: {
            name: 'tenant',
            storage: () => {
              const m = new Map<string, unknown>()
              return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: unknown) => m.set(k, v) }
            },
            deriveConstraint: (req: { headers: Record<string, unknown> }) =>
              req.headers['x-tenant'] as string,
            validate: () => true
          }
        } as never
      })
      app.get('/t', { constraints: { tenant: 'acme' } }, async () => 'acme')
      expect((await app.inject({ url: '/t', headers: { 'x-tenant': 'acme' } })).body).toBe('acme')
      expect((await app.inject({ url: '/t', headers: { 'x-tenant': 'other' } })).statusCode).toBe(404)
    })
    const deprecations = warnings.filter((w) => w.code === 'FSTDEP022')
    expect(deprecations).toHaveLength(1)
    expect(deprecations[0]!.message).toContain('routerOptions: { ignoreTrailingSlash }')
  })
})
