import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'
import { injectWhileClosing } from './helpers/while-closing.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('routes', () => {
  it('answers HEAD for GET routes without a body, unless exposeHeadRoute is false', async () => {
    app = createCore()
    app.get('/', async () => ({ hello: 'world' }))
    app.get('/no-head', { exposeHeadRoute: false }, async () => 'x')
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe('17')
    expect((await app.inject({ method: 'HEAD', url: '/no-head' })).statusCode).toBe(404)
  })

  it('keeps an explicit HEAD route declared before the GET route; after it, the HEAD is a duplicate (as in Fastify)', async () => {
    app = createCore()
    app.head('/', async (_request, reply) => {
      reply.header('x-explicit', 'yes').send()
    })
    app.get('/', async () => 'get')
    app.get('/late', async () => 'get')
    expect(() => app.head('/late', async () => undefined)).toThrow(errorCodes.FST_ERR_DUPLICATED_ROUTE)
    app.get('/no-twin', { exposeHeadRoute: false }, async () => 'get')
    app.head('/no-twin', async (_request, reply) => reply.header('x-explicit', 'late').send())
    expect((await app.inject({ method: 'HEAD', url: '/' })).headers['x-explicit']).toBe('yes')
    expect((await app.inject({ method: 'HEAD', url: '/no-twin' })).headers['x-explicit']).toBe('late')
  })

  it("adds a GET route's HEAD route at once: hasRoute, findRoute and printRoutes see it before ready (as in Fastify)", async () => {
    app = createCore()
    app.get('/a', async () => 'a')
    app.post('/a', async () => 'posted')
    expect(app.hasRoute({ url: '/a', method: 'HEAD' })).toBe(true)
    expect(app.findRoute({ url: '/a', method: 'HEAD' })?.handler).toBeTypeOf('function')
    app.get('/quiet', { exposeHeadRoute: false }, async () => 'q')
    expect(app.hasRoute({ url: '/quiet', method: 'HEAD' })).toBe(false)
    expect(app.printRoutes({ commonPrefix: false })).toContain('/a (GET, HEAD, POST)')
    await app.ready()
    expect((await app.inject({ method: 'HEAD', url: '/a' })).headers['content-length']).toBe('1')
  })

  it('registers every method with all(), and method arrays with route()', async () => {
    app = createCore()
    app.all('/any', async (request) => request.method)
    app.route({ method: ['PUT', 'PATCH'], url: '/two', handler: async (request) => request.method })
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH'] as const) {
      expect((await app.inject({ method, url: '/any' })).body).toBe(method)
    }
    expect((await app.inject({ method: 'PATCH', url: '/two' })).body).toBe('PATCH')
    expect((await app.inject({ method: 'GET', url: '/two' })).statusCode).toBe(404)
  })

  it('routes by version constraint (Accept-Version)', async () => {
    app = createCore()
    app.route({ method: 'GET', url: '/', constraints: { version: '1.0.0' }, handler: async () => 'v1' })
    app.route({ method: 'GET', url: '/', constraints: { version: '2.0.0' }, handler: async () => 'v2' })
    expect((await app.inject({ url: '/', headers: { 'accept-version': '1.x' } })).body).toBe('v1')
    expect((await app.inject({ url: '/', headers: { 'accept-version': '2.x' } })).body).toBe('v2')
  })

  it('adds custom methods with addHttpMethod and their shorthand', async () => {
    app = createCore()
    expect(() => app.addHttpMethod('mkcol')).toThrow(errorCodes.FST_ERR_ROUTE_METHOD_INVALID)
    expect(() => app.addHttpMethod('FLY')).toThrow(errorCodes.FST_ERR_ROUTE_METHOD_INVALID)
    app.addHttpMethod('MKCOL', { hasBody: true })
    ;(app as unknown as { mkcol(path: string, handler: () => Promise<string>): void }).mkcol(
      '/dir',
      async () => 'made'
    )
    expect((await app.inject({ method: 'MKCOL' as 'GET', url: '/dir' })).body).toBe('made')
    expect(app.supportedMethods).toContain('MKCOL')
  })

  it('warns FSTDEP025 when addHttpMethod names a supported method without overrideExisting', async () => {
    app = createCore()
    expect(
      await warningCodes(() => app.addHttpMethod('PATCH', { hasBody: true, overrideExisting: true }))
    ).not.toContain('FSTDEP025')
    expect(await warningCodes(() => app.addHttpMethod('PUT', { hasBody: true }))).toContain('FSTDEP025')
  })

  it('answers hasRoute, findRoute and printRoutes', async () => {
    app = createCore()
    app.get('/users/:id', { config: { tag: 'users' } }, async () => 'x')
    expect(app.hasRoute({ method: 'GET', url: '/users/:id' })).toBe(true)
    expect(app.hasRoute({ method: 'POST', url: '/users/:id' })).toBe(false)
    const found = app.findRoute({ method: 'GET', url: '/users/:id' })
    expect(found?.params).toEqual({ id: ':id' })
    expect(app.findRoute({ method: 'GET', url: '/users/42' })?.params).toEqual({ id: '42' })
    expect(app.hasRoute({ url: '/users/:id' } as never)).toBe(false)
    expect(found?.config['tag']).toBe('users')
    expect(app.findRoute({ method: 'GET', url: '/nope' })).toBe(null)
    expect(app.printRoutes()).toContain('users/')
  })

  it('prints each route with its hooks when printRoutes is given includeHooks', async () => {
    app = createCore()
    app.addHook('onRequest', function auth(_request, _reply, done) {
      done()
    })
    app.get('/a', async () => 'a')
    app.register(
      async (child) => {
        child.addHook('preHandler', async function load() {})
        child.get('/b', async () => 'b')
      },
      { prefix: '/p' }
    )
    await app.ready()
    const printed = app.printRoutes({ includeHooks: true, commonPrefix: false })
    // the automatic HEAD route has its own hooks (its onSend records the length and drops the body), as in Fastify
    expect(printed).toContain(
      '/a (GET)\n│   • (onRequest) ["auth()"]\n│   /a (HEAD)\n│   • (onRequest) ["auth()"]\n│   • (onSend) ["headRouteOnSendHandler()"]'
    )
    expect(printed).toContain(
      '/p/b (GET)\n    • (onRequest) ["auth()"]\n    • (preHandler) ["load()"]\n    /p/b (HEAD)'
    )
    expect(app.printRoutes({ commonPrefix: false })).toContain('/a (GET, HEAD)')
    expect(app.printRoutes({ commonPrefix: false })).not.toContain('onRequest')
  })

  it('exposes request.routeOptions and request.is404', async () => {
    app = createCore()
    app.get('/opts/:id', { config: { feature: 'on' }, bodyLimit: 1000 }, async (request) => ({
      url: request.routeOptions.url,
      method: request.routeOptions.method,
      bodyLimit: request.routeOptions.bodyLimit,
      feature: request.routeOptions.config['feature'],
      is404: request.is404
    }))
    app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ is404: request.is404 }))
    expect((await app.inject('/opts/1')).json()).toEqual({
      url: '/opts/:id',
      method: 'GET',
      bodyLimit: 1000,
      feature: 'on',
      is404: false
    })
    expect((await app.inject('/missing')).json()).toEqual({ is404: true })
  })

  it("gives a not-found handler routeOptions without a route's method, url, schema or flags (as Fastify)", async () => {
    app = createCore()
    app.setNotFoundHandler(async (request, reply) => {
      const { handler, ...rest } = request.routeOptions
      return reply.code(404).send({ ...rest, handler: typeof handler })
    })
    expect((await app.inject('/missing')).json()).toEqual({
      bodyLimit: 1048576,
      handlerTimeout: 0,
      logLevel: '',
      handler: 'function',
      config: {}
    })
  })

  it("reports the request's Accept-Version as routeOptions.version once a route is versioned (as Fastify)", async () => {
    app = createCore()
    app.get('/v', { constraints: { version: '1.2.0' } }, async (request) => ({
      version: request.routeOptions.version
    }))
    app.get('/plain', async (request) => ({ version: request.routeOptions.version ?? 'none' }))
    expect((await app.inject({ url: '/v', headers: { 'accept-version': '1.x' } })).json()).toEqual({
      version: '1.x'
    })
    expect((await app.inject({ url: '/plain' })).json()).toEqual({ version: 'none' })

    const unversioned = createCore()
    unversioned.get('/plain', async (request) => ({ version: request.routeOptions.version ?? 'none' }))
    const response = await unversioned.inject({ url: '/plain', headers: { 'accept-version': '1.x' } })
    expect(response.json()).toEqual({ version: 'none' })
    await unversioned.close()
  })

  it('reads the port from the digits after the last colon of the Host, null without digits (as Fastify)', async () => {
    app = createCore()
    app.get('/', async (request) => ({ hostname: request.hostname, port: request.port }))
    const origin = async (host: string): Promise<unknown> =>
      (await app.inject({ url: '/', headers: { host } })).json()
    expect(await origin('example.com:8080')).toEqual({ hostname: 'example.com', port: 8080 })
    expect(await origin('example.com:')).toEqual({ hostname: 'example.com', port: null })
    expect(await origin('example.com:+80')).toEqual({ hostname: 'example.com', port: null })
    expect(await origin('example.com:1e3')).toEqual({ hostname: 'example.com', port: null })
    expect(await origin('[::1]:3000')).toEqual({ hostname: '[::1]', port: 3000 })
    expect(await origin('[::1]:')).toEqual({ hostname: '[::1]', port: null })
    expect(await origin('[::1')).toEqual({ hostname: '', port: 1 })
  })

  it('refuses bad route definitions with coded errors', () => {
    app = createCore()
    expect(() => app.route({ method: 'GET', url: '/', handler: 'x' as never })).toThrow(
      errorCodes.FST_ERR_ROUTE_MISSING_HANDLER
    )
    expect(() => app.route({ method: 'FROB', url: '/', handler: async () => 1 })).toThrow(
      errorCodes.FST_ERR_ROUTE_METHOD_NOT_SUPPORTED
    )
    expect(() => app.route({ method: 42 as never, url: '/', handler: async () => 1 })).toThrow(
      errorCodes.FST_ERR_ROUTE_METHOD_INVALID
    )
    expect(() => app.route({ method: 'GET', url: 1 as never, handler: async () => 1 })).toThrow(
      errorCodes.FST_ERR_INVALID_URL
    )
    expect(() => app.get('/', { bodyLimit: -1 }, async () => 1)).toThrow(
      errorCodes.FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT
    )
    app.get('/dup', async () => 1)
    expect(() => app.get('/dup', async () => 2)).toThrow(errorCodes.FST_ERR_DUPLICATED_ROUTE)
  })

  it('uses genReqId, or the request id header when requestIdHeader is set', async () => {
    app = createCore({ genReqId: () => 'fixed-id', requestIdHeader: 'x-request-id' })
    app.get('/', async (request) => request.id)
    expect((await app.inject('/')).body).toBe('fixed-id')
    expect((await app.inject({ url: '/', headers: { 'x-request-id': 'from-header' } })).body).toBe(
      'from-header'
    )
    await app.close()
    app = createCore()
    app.get('/', async (request) => request.id)
    expect((await app.inject('/')).body).toBe('req-1')
    expect((await app.inject('/')).body).toBe('req-2')
  })

  it('numbers every request in base 36, read or not, and lets a hook replace the id', async () => {
    app = createCore()
    app.get('/', async (request) => request.id)
    app.get('/quiet', async () => 'ok')
    app.get(
      '/renamed',
      { onRequest: async (request) => void ((request as { id: string }).id = `renamed-${request.id}`) },
      async (request) => request.id
    )
    expect((await app.inject('/')).body).toBe('req-1')
    for (let i = 0; i < 8; i++) await app.inject('/quiet')
    expect((await app.inject('/')).body).toBe('req-a')
    expect((await app.inject('/renamed')).body).toBe('renamed-req-b')
    // the instance's generator gives what the next request would get, as a string
    expect(app.genReqId({ headers: {} } as never)).toBe('req-c')
    expect((await app.inject('/')).body).toBe('req-d')
  })

  it('keeps a number from genReqId (or assigned in a hook) as its text, never as a default id', async () => {
    let next = 41
    app = createCore({ genReqId: (() => ++next) as never })
    app.get('/', async (request) => ({ id: request.id }))
    app.get(
      '/set',
      { onRequest: async (request) => void ((request as { id: unknown }).id = 7) },
      async (request) => ({ id: request.id })
    )
    expect((await app.inject('/')).json()).toEqual({ id: '42' })
    expect((await app.inject('/set')).json()).toEqual({ id: '7' })
    await app.close()
    app = createCore()
    app.get(
      '/set',
      { onRequest: async (request) => void ((request as { id: unknown }).id = 7) },
      async (request) => ({ id: request.id })
    )
    expect((await app.inject('/set')).json()).toEqual({ id: '7' })
  })

  it('refuses overriding an error handler in the same scope when allowErrorHandlerOverride is false', () => {
    app = createCore({ allowErrorHandlerOverride: false })
    app.setErrorHandler(async () => 'first')
    expect(() => app.setErrorHandler(async () => 'second')).toThrow(
      errorCodes.FST_ERR_ERROR_HANDLER_ALREADY_SET
    )
    expect(() => app.setErrorHandler('x' as never)).toThrow(errorCodes.FST_ERR_ERROR_HANDLER_NOT_FN)
  })
})

describe('factory options', () => {
  it('refuses bad values, converts numbers and booleans given as strings, and exposes a frozen initialConfig', async () => {
    const warnings: Array<Error & { code?: string }> = []
    const onWarning = (warning: Error): void => void warnings.push(warning)
    process.on('warning', onWarning)
    try {
      // ignored silently, as Fastify ignores what its option schema does not know (fastify-cli passes whole configs)
      app = createCore({ jsonShorthand: false, port: 3000, database: { url: 'postgres://' } } as never)
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings).toEqual([])
      await app.close()
    } finally {
      process.off('warning', onWarning)
    }
    app = createCore({
      pluginTimeout: '100' as never,
      exposeHeadRoutes: 'false' as never,
      keepAliveTimeout: '5000' as never
    })
    expect(app.initialConfig).toMatchObject({
      pluginTimeout: 100,
      exposeHeadRoutes: false,
      keepAliveTimeout: 5000
    })
    await app.close()
    expect(() => createCore({ pluginTimeout: '1e3' as never })).toThrow(/pluginTimeout/)
    expect(() => createCore({ bodyLimit: -5 })).toThrow(/bodyLimit/)
    expect(() => createCore({ onProtoPoisoning: 'maybe' as never })).toThrow(/onProtoPoisoning/)
    expect(() => createCore('x' as never)).toThrow(errorCodes.FST_ERR_OPTIONS_NOT_OBJ)
    app = createCore({ bodyLimit: 2048 })
    expect(app.initialConfig['bodyLimit']).toBe(2048)
    expect(app.initialConfig['pluginTimeout']).toBe(10_000)
    expect(Object.isFrozen(app.initialConfig)).toBe(true)
  })

  it('answers requests that arrive while closing with 503 and lets in-flight ones finish', async () => {
    app = createCore()
    expect(await injectWhileClosing(app)).toMatchObject({
      statusCode: 503,
      connection: 'close',
      slow: 'slow'
    })
  })
})

describe('setGenReqId', () => {
  it('generates request ids per context', async () => {
    app = createCore()
    app.register(async (child) => {
      child.setGenReqId(() => 'child-id')
      child.get('/child', async (request) => request.id)
    })
    app.get('/root', async (request) => request.id)
    expect((await app.inject('/child')).body).toBe('child-id')
    expect((await app.inject('/root')).body).toMatch(/^req-/)
  })
})

describe('shorthand misuse (Fastify refuses it too)', () => {
  it('refuses options that are not an object, and a handler given twice', async () => {
    app = createCore()
    const handler = async (): Promise<string> => 'x'
    const other = async (): Promise<string> => 'y'
    expect(() => app.get('/d', handler as never, handler)).toThrow(errorCodes.FST_ERR_ROUTE_OPTIONS_NOT_OBJ)
    expect(() => app.post('/s', 'options' as never, handler)).toThrow(
      'Options for "POST:/s" route must be an object'
    )
    expect(() => app.get('/e', { handler } as never, other)).toThrow(
      errorCodes.FST_ERR_ROUTE_DUPLICATED_HANDLER
    )
    app.get('/ok', { handler })
    app.get('/also', {}, other)
    expect((await app.inject('/ok')).body).toBe('x')
    expect((await app.inject('/also')).body).toBe('y')
  })
})

describe('the QUERY method (RFC 10008)', () => {
  it('requires a Content-Type: 400 FST_ERR_ROUTE_MISSING_CONTENT_TYPE without one', async () => {
    app = createCore()
    app.route({
      method: 'QUERY',
      url: '/search',
      handler: async (request) => ({ got: request.body ?? null })
    })
    const missing = await app.inject({ method: 'QUERY' as never, url: '/search' })
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      {
        statusCode: 400,
        code: 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE',
        error: 'Bad Request',
        message: "Method 'QUERY' must provide a 'Content-Type' header."
      }
    ])
    const given = await app.inject({ method: 'QUERY' as never, url: '/search', payload: { q: 'x' } })
    expect(given.json()).toEqual({ got: { q: 'x' } })
    // at an unknown url too, before the not-found handler (as Fastify)
    const unknown = await app.inject({ method: 'QUERY' as never, url: '/elsewhere' })
    expect(unknown.json().code).toBe('FST_ERR_ROUTE_MISSING_CONTENT_TYPE')
  })
})

describe('not-found handlers', () => {
  it('answers with the handler of the longest prefix, and refuses a second handler for the same prefix', async () => {
    app = createCore()
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send('root'))
    app.register(
      async (api) => {
        api.setNotFoundHandler(async (_request, reply) => reply.code(404).send('api'))
      },
      { prefix: '/api' }
    )
    let refused: unknown = null
    app.register(async (child) => {
      // no prefix of its own: the root's level, where a handler is already set
      try {
        child.setNotFoundHandler(async (_request, reply) => reply.code(404).send('child'))
      } catch (error) {
        refused = error
      }
    })
    expect(() => app.setNotFoundHandler(async () => 'again')).toThrow(
      errorCodes.CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET
    )
    await app.ready()
    expect((refused as { code?: string } | null)?.code).toBe('CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET')
    expect((await app.inject('/nope')).body).toBe('root')
    expect((await app.inject('/api/nope')).body).toBe('api')
  })

  it("gives the not-found handler the rest of the path as params['*'], as Fastify's `<prefix>/*` route does", async () => {
    app = createCore()
    app.setNotFoundHandler(async (request, reply) => reply.code(404).send(request.params))
    app.register(
      async (api) => {
        api.setNotFoundHandler(async (request, reply) => reply.code(404).send(request.params))
      },
      { prefix: '/api' }
    )
    expect((await app.inject('/nope/deeper?x=1')).json()).toEqual({ '*': 'nope/deeper' })
    expect((await app.inject('/api/caf%C3%A9')).json()).toEqual({ '*': 'café' })
    expect((await app.inject('/api/')).json()).toEqual({ '*': '' })
    // the prefix itself is a route of its own (`<prefix>`, and `/` at the root): no wildcard parameter
    expect((await app.inject('/api')).json()).toEqual({})
    expect((await app.inject('/')).json()).toEqual({})
  })

  it('answers a 404 path that cannot be decoded with FST_ERR_BAD_URL, as a route parameter would be', async () => {
    app = createCore()
    app.setNotFoundHandler(async (request, reply) => reply.code(404).send(request.params))
    const response = await app.inject('/missing/bad%zz?x=1')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'FST_ERR_BAD_URL',
      message: "'/missing/bad%zz' is not a valid url component"
    })
  })

  it('keeps the built-in 404 when setNotFoundHandler is given no handler, and still accepts one later', async () => {
    app = createCore()
    const seen: string[] = []
    app.setNotFoundHandler({ preHandler: async () => void seen.push('preHandler') })
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send('custom'))
    const response = await app.inject('/missing')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe('custom')

    await app.close()
    app = createCore()
    app.setNotFoundHandler({ preHandler: async () => void seen.push('preHandler') })
    const basic = await app.inject('/missing')
    expect(basic.statusCode).toBe(404)
    expect(basic.json()).toEqual({
      message: 'Route GET:/missing not found',
      error: 'Not Found',
      statusCode: 404
    })
    expect(seen).toEqual(['preHandler'])
  })
})

describe('router options that answer requests, route metadata and initialConfig', () => {
  it('lets routerOptions.defaultRoute and onBadUrl answer instead of the built-in 404 and 400', async () => {
    app = createCore({
      routerOptions: {
        defaultRoute: (_req, res) => {
          res.statusCode = 404
          res.end('custom default')
        },
        onBadUrl: (path, _req, res) => {
          res.statusCode = 400
          res.end(`Bad path: ${path}`)
        }
      }
    })
    app.get('/users/:id', async () => 'user')
    expect((await app.inject('/nothing')).body).toBe('custom default')
    expect((await app.inject('/users/%zz')).body).toBe('Bad path: /users/%zz')
    expect((await app.inject('/users/1')).body).toBe('user')
    expect(() => createCore({ routerOptions: { defaultRoute: 'nope' as never } })).toThrow(
      errorCodes.FST_ERR_INIT_OPTS_INVALID
    )
  })

  it('answers a path parameter over maxParamLength with 414 FST_ERR_MAX_PARAM_LENGTH, as Fastify does', async () => {
    app = createCore({ routerOptions: { maxParamLength: 5 } })
    app.get('/users/:id', async () => 'user')
    app.get('/files/*', async () => 'file')
    const long = await app.inject('/users/123456?x=1')
    expect([long.statusCode, long.json()]).toEqual([
      414,
      {
        statusCode: 414,
        code: 'FST_ERR_MAX_PARAM_LENGTH',
        error: 'URI Too Long',
        message: "'/users/123456' is exceeding the max param length"
      }
    ])
    expect((await app.inject('/users/12345')).body).toBe('user')
    // a wildcard has no length limit, and an unknown path stays a 404
    expect((await app.inject(`/files/${'a'.repeat(50)}`)).body).toBe('file')
    expect((await app.inject(`/nothing/${'a'.repeat(50)}`)).statusCode).toBe(404)
  })

  it('lets routerOptions.onMaxParamLength and frameworkErrors answer an over-long parameter', async () => {
    app = createCore({
      routerOptions: {
        maxParamLength: 3,
        onMaxParamLength: (path, _req, res) => {
          res.statusCode = 400
          res.end(`Too long: ${path}`)
        }
      }
    })
    app.get('/:id', async () => 'ok')
    expect((await app.inject('/abcd?q=1')).body).toBe('Too long: /abcd')
    await app.close()
    app = createCore({
      routerOptions: { maxParamLength: 3 },
      frameworkErrors: (error, _request, reply) =>
        reply.code(422).send(`framework: ${(error as Error & { code: string }).code}`)
    })
    app.get('/:id', async () => 'ok')
    const response = await app.inject('/abcd')
    expect([response.statusCode, response.body]).toEqual([422, 'framework: FST_ERR_MAX_PARAM_LENGTH'])
    expect(() => createCore({ routerOptions: { onMaxParamLength: 1 as never } })).toThrow(
      errorCodes.FST_ERR_INIT_OPTS_INVALID
    )
  })

  it("prints every route's metadata with includeMeta: true (its error handler, log level and hooks)", async () => {
    app = createCore()
    app.get('/plain', async () => 'x')
    app.get(
      '/custom',
      {
        logLevel: 'warn',
        errorHandler: function ownHandler(_e, _q, reply) {
          reply.send('x')
        }
      },
      async () => 'x'
    )
    await app.ready()
    const printed = app.printRoutes({ includeMeta: true, commonPrefix: false })
    expect(printed).toContain(
      '/plain (GET)\n│   • (errorHandler) "defaultErrorHandler()"\n│   • (logLevel) ""\n│   /plain (HEAD)\n│   • (errorHandler) "defaultErrorHandler()"\n│   • (logLevel) ""\n│   • (onSend) ["headRouteOnSendHandler()"]'
    )
    expect(printed).toContain('/custom (GET)\n    • (errorHandler) "ownHandler()"\n    • (logLevel) "warn"')
  })

  it('lists the path-matching options in initialConfig as Fastify does: the top-level ones, and routerOptions on its own', () => {
    app = createCore({ routerOptions: { maxParamLength: 50, ignoreTrailingSlash: true } })
    const config = app.initialConfig as Record<string, unknown>
    expect(config).toMatchObject({
      caseSensitive: true,
      ignoreTrailingSlash: false,
      maxParamLength: 100,
      allowUnsafeRegex: false
    })
    expect(config['routerOptions']).toEqual({
      compile: false,
      maxParamLength: 50,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: false,
      allowUnsafeRegex: false,
      useSemicolonDelimiter: false
    })
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config['routerOptions'])).toBe(true)
  })
})
