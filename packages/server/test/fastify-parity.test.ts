// Issue 18: small behaviours where code written for Fastify saw something else. Each test states the Fastify 5.12
// behaviour it mirrors (observed side by side with fastify@5.12.8).
import https from 'node:https'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import fp from 'fastify-plugin'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('boot and plugins', () => {
  // Fastify: after(cb) by arity: () runs even with an error pending (which goes on), (err), (err, done),
  // (err, instance, done) with the instance after() was called on
  it('calls after() callbacks by their number of parameters, the three-parameter form with the instance', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.register(async () => {
      throw new Error('plugin failed')
    })
    app.after(() => void seen.push('zero params ran'))
    app.after((error: Error | null, instance: CapsuleInstance, done: (error?: Error | null) => void) => {
      seen.push(error?.message, instance === app)
      done()
    })
    app.after((error) => void seen.push(error))
    await app.ready()
    expect(seen).toEqual(['zero params ran', 'plugin failed', true, null])
  })

  it('passes the error on from a zero-parameter after() callback to ready()', async () => {
    app = capsule()
    let ran = false
    app.register(async () => {
      throw new Error('still pending')
    })
    app.after(() => void (ran = true))
    await expect(app.ready()).rejects.toThrow('still pending')
    expect(ran).toBe(true)
  })

  // Fastify: a plugin context's ready(cb) runs once every plugin loaded, in registration order, before the onReady
  // hooks and the root's ready()
  it("runs plugins' ready() callbacks before the onReady hooks and the root's ready()", async () => {
    app = capsule()
    const order: string[] = []
    app.addHook('onReady', async () => void order.push('onReady-root'))
    app.register(async (a) => {
      a.ready(() => void order.push('ready-cb-A'))
      a.addHook('onReady', async () => void order.push('onReady-A'))
      a.register(async (b) => {
        b.ready((_error: Error | null, instance: CapsuleInstance, done: () => void) => {
          order.push(`ready-cb-A.B ${instance === b}`)
          done()
        })
      })
      void a.ready().then((instance) => void promised.push(instance === a, order.includes('root-ready-cb')))
    })
    const promised: boolean[] = []
    app.ready(() => void order.push('root-ready-cb'))
    await app.ready()
    order.push('root-await')
    expect(order).toEqual([
      'ready-cb-A',
      'ready-cb-A.B true',
      'onReady-root',
      'onReady-A',
      'root-ready-cb',
      'root-await'
    ])
    // without a callback: a promise of the plugin's context, settled before the root's ready() callbacks
    expect(promised).toEqual([true, false])
  })

  // Fastify: options given as a function receive the plugin's own context; what it decorates stays there
  it("calls a plugin's options function with the plugin's own context", async () => {
    app = capsule()
    let received: unknown
    let inside: unknown
    app.register(
      async (child, options) => {
        inside = child
        child.get('/', async () => ({ options, here: child.hasDecorator('fromOptions') }))
      },
      (child: CapsuleInstance) => {
        received = child
        child.decorate('fromOptions', true)
        return { answer: 42 }
      }
    )
    await app.ready()
    expect(received).toBe(inside)
    expect(received).not.toBe(app)
    expect(app.hasDecorator('fromOptions')).toBe(false)
    expect((await app.inject('/')).json()).toEqual({ options: { answer: 42 }, here: true })
  })

  // Fastify: a skip-override plugin extends the name chain of the context it loads into; nested encapsulated plugins
  // do not chain; an anonymous plugin is named from its source; hasPlugin() finds any name in the chain
  it('names plugins as Fastify does, and hasPlugin() finds the names in the chain', async () => {
    app = capsule()
    const names: string[] = []
    let found: boolean[] = []
    app.register(async function outer(instance) {
      // (fastify-plugin's types describe Fastify's instance: the TypeScript issue makes them meet)
      instance.register(
        fp((async (inner: CapsuleInstance) => void names.push(inner.pluginName)) as never, {
          name: 'inner-meta'
        }) as never
      )
      instance.register(async function nested(deeper) {
        names.push(deeper.pluginName)
      })
      instance.after(() => {
        names.push(instance.pluginName)
        found = [instance.hasPlugin('outer'), instance.hasPlugin('inner-meta'), instance.hasPlugin('nested')]
      })
    })
    app.register(async (i) => {
      names.push(i.pluginName)
    })
    await app.ready()
    expect(names.slice(0, 3)).toEqual(['outer -> inner-meta', 'nested', 'outer -> inner-meta'])
    // the anonymous plugin: the first two lines of its source (as the test runner compiled it), joined
    expect(names[3]).toMatch(/^async \(i\) => \{ -- names\.push\(i\.pluginName\);?$/)
    expect(found).toEqual([true, true, false])
  })

  // Fastify: setSchemaController({ bucket }) takes over the context's schemas at once
  it('applies setSchemaController({ bucket }) to the context it is called on', async () => {
    app = capsule()
    const log: string[] = []
    app.addSchema({ $id: 'rootS', type: 'string' })
    app.register(async (child) => {
      child.addSchema({ $id: 'before', type: 'string' })
      child.setSchemaController({
        bucket: (parentSchemas = {}) => {
          const schemas: Record<string, unknown> = { ...(parentSchemas as Record<string, unknown>) }
          log.push(`bucket(${Object.keys(schemas).join(',')})`)
          return {
            add: (schema: { $id: string }) => {
              log.push(`add(${schema.$id})`)
              schemas[schema.$id] = schema
            },
            getSchema: (id: string) => schemas[id],
            getSchemas: () => ({ ...schemas })
          } as never
        }
      })
      child.addSchema({ $id: 'after', type: 'string' })
    })
    await app.ready()
    expect(log).toEqual(['bucket(rootS,before)', 'add(after)'])
  })

  // Fastify: addConstraintStrategy after start is FST_ERR_INSTANCE_ALREADY_LISTENING; the compiler getters are
  // undefined before ready and the built compilers after (a child without schema routes inherits the root's)
  it('refuses addConstraintStrategy once started, and exposes the built compilers once ready', async () => {
    app = capsule()
    expect([app.validatorCompiler, app.serializerCompiler]).toEqual([undefined, undefined])
    app.post(
      '/',
      {
        schema: {
          body: { type: 'integer' },
          response: { 200: { type: 'object', properties: { a: { type: 'integer' } } } }
        }
      },
      async () => ({ a: 1 })
    )
    let child: CapsuleInstance | undefined
    app.register(async (instance) => void (child = instance))
    await app.ready()
    const validator = app.validatorCompiler!({
      schema: { type: 'integer' },
      method: 'GET',
      url: '/',
      httpPart: 'body'
    })
    expect([validator(1), validator('x')]).toEqual([true, false])
    const serializer = app.serializerCompiler!({
      schema: { type: 'object', properties: { a: { type: 'integer' } } },
      method: 'GET',
      url: '/',
      httpStatus: '200'
    })
    expect(serializer({ a: 1, b: 2 })).toBe('{"a":1}')
    expect(child!.validatorCompiler).toBe(app.validatorCompiler)
    const strategy = {
      name: 'late',
      storage: () => ({ get: () => null, set: () => undefined }),
      deriveConstraint: () => 'x',
      validate: () => undefined
    }
    expect(() => app.addConstraintStrategy(strategy as never)).toThrow(
      errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING
    )
  })
})

describe('routes', () => {
  // Fastify: an empty path is refused without a prefix, allowed under one; null/undefined options before a handler
  // are FST_ERR_ROUTE_OPTIONS_NOT_OBJ; the same handler twice is FST_ERR_ROUTE_DUPLICATED_HANDLER
  it('refuses an empty path at the root, and null or undefined options before a handler', async () => {
    app = capsule()
    const handler = async (): Promise<string> => 'x'
    expect(() => app.get('', handler)).toThrow(errorCodes.CPS_ERR_ROUTE_EMPTY_PATH)
    expect(() => app.route({ method: 'GET', url: '', handler })).toThrow(errorCodes.CPS_ERR_ROUTE_EMPTY_PATH)
    expect(() => app.get('/p', null as never, handler)).toThrow(errorCodes.FST_ERR_ROUTE_OPTIONS_NOT_OBJ)
    expect(() => app.get('/p', undefined as never, handler)).toThrow(errorCodes.FST_ERR_ROUTE_OPTIONS_NOT_OBJ)
    expect(() => app.get('/p', { handler } as never, handler)).toThrow(
      errorCodes.FST_ERR_ROUTE_DUPLICATED_HANDLER
    )
    app.register(
      async (prefixed) => {
        prefixed.get('', async () => 'under a prefix')
      },
      { prefix: '/p' }
    )
    expect((await app.inject('/p')).body).toBe('under a prefix')
  })

  // Fastify: a method given as an array stays an array in routeOptions and config, even with one element
  it('keeps a method array in request.routeOptions.method', async () => {
    app = capsule()
    app.route({
      method: ['post'],
      url: '/one',
      handler: async (request) => ({
        method: request.routeOptions.method,
        config: request.routeOptions.config['method']
      })
    })
    app.route({
      method: ['GET', 'post'],
      url: '/two',
      handler: async (request) => ({ method: request.routeOptions.method })
    })
    expect((await app.inject({ method: 'POST', url: '/one' })).json()).toEqual({
      method: ['POST'],
      config: ['POST']
    })
    expect((await app.inject({ method: 'POST', url: '/two' })).json()).toEqual({ method: ['GET', 'POST'] })
  })

  // Fastify: initialConfig.routerOptions is a frozen copy keeping function options; undefined when not given
  it('keeps function router options in initialConfig.routerOptions', () => {
    const querystringParser = (text: string): Record<string, string> => ({ text })
    app = capsule({ routerOptions: { querystringParser, caseSensitive: false } })
    const options = app.initialConfig['routerOptions'] as Record<string, unknown>
    expect(options['querystringParser']).toBe(querystringParser)
    expect(options).toMatchObject({ caseSensitive: false, ignoreTrailingSlash: false, maxParamLength: 100 })
    expect(Object.isFrozen(options)).toBe(true)
    expect(capsule().initialConfig['routerOptions']).toBeUndefined()
  })

  // Fastify: rewriteUrl runs with the instance as `this`, and raw.originalUrl is readable during and after the call
  it('calls rewriteUrl with the instance as this and raw.originalUrl set', async () => {
    const selves: unknown[] = []
    let during: unknown
    app = capsule({
      rewriteUrl(raw) {
        selves.push(this)
        during = (raw as { originalUrl?: string }).originalUrl
        return raw.url!.replace('/old', '/new')
      }
    })
    app.get('/new/:id', async (request) => ({
      originalUrl: request.originalUrl,
      raw: (request.raw as { originalUrl?: string }).originalUrl
    }))
    const response = await app.inject('/old/1?q=2')
    expect(response.json()).toEqual({ originalUrl: '/old/1?q=2', raw: '/old/1?q=2' })
    expect(selves).toEqual([app])
    expect(during).toBe('/old/1?q=2')
  })

  // Fastify: setNotFoundHandler({ errorHandler }) answers errors of the 404 handler and its hooks
  it('uses the errorHandler option of setNotFoundHandler for errors of the 404 handler', async () => {
    app = capsule()
    app.setErrorHandler((_error, _request, reply) => void reply.code(500).send({ by: 'app' }))
    app.setNotFoundHandler(
      {
        errorHandler: (
          error: Error,
          _request: unknown,
          reply: { code(c: number): { send(p: unknown): void } }
        ) => reply.code(418).send({ by: 'not-found', message: error.message })
      } as never,
      async () => {
        throw new Error('404 handler broke')
      }
    )
    const response = await app.inject('/missing')
    expect([response.statusCode, response.json()]).toEqual([
      418,
      { by: 'not-found', message: '404 handler broke' }
    ])
  })
})

describe('requests, replies and errors', () => {
  // Fastify: an absent body is validated as null; it stays undefined in the handler
  it('validates an absent body as null, so a nullable body schema accepts a request without one', async () => {
    app = capsule()
    app.post('/nullable', { schema: { body: { type: 'object', nullable: true } } }, async (request) => ({
      body: request.body ?? 'undefined'
    }))
    app.post('/union', { schema: { body: { type: ['object', 'null'] } } }, async () => 'ok')
    app.post('/object', { schema: { body: { type: 'object' } } }, async () => 'never')
    expect((await app.inject({ method: 'POST', url: '/nullable' })).json()).toEqual({ body: 'undefined' })
    expect((await app.inject({ method: 'POST', url: '/union' })).body).toBe('ok')
    const refused = await app.inject({ method: 'POST', url: '/object' })
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'body must be object'])
  })

  // Fastify: reply.code() takes any number from 100 to 599 (Node truncates it on the wire); a 204 whose onSend
  // hook returns an object goes out without a body
  it('takes reply.code(404.5) as Node does, and answers 204 without a body whatever onSend left', async () => {
    app = capsule()
    app.get('/float', async (_request, reply) => {
      reply.code(404.5)
      return { read: reply.statusCode }
    })
    app.get('/204', { onSend: async () => ({ not: 'sendable' }) }, async (_request, reply) =>
      reply.code(204).send()
    )
    app.get('/bad', async (_request, reply) => reply.code(599.5))
    const float = await app.inject('/float')
    expect([float.statusCode, float.json()]).toEqual([404, { read: 404.5 }])
    const empty = await app.inject('/204')
    expect([empty.statusCode, empty.body, empty.headers['content-type']]).toEqual([204, '', undefined])
    expect((await app.inject('/bad')).json().code).toBe('FST_ERR_BAD_STATUS_CODE')
  })

  // Fastify: no shorthand; Capsule keeps its shorthand but never for `$` keys or non-plain values (Joi, classes)
  it('passes schemas with $ keys or non-plain values to the compiler untouched', async () => {
    const seen: unknown[] = []
    app = capsule()
    app.setValidatorCompiler(({ schema }) => {
      seen.push(schema)
      return () => true
    })
    class JoiLike {
      readonly type = 'object'
    }
    const merge = { $merge: { source: { type: 'object' }, with: { required: ['a'] } } }
    const joi = { name: new JoiLike() }
    app.post('/merge', { schema: { body: merge } }, async () => 'x')
    app.post('/joi', { schema: { body: joi } }, async () => 'x')
    app.post('/shorthand', { schema: { querystring: { page: { type: 'integer' } } } }, async () => 'x')
    await app.ready()
    expect(seen[0]).toBe(merge)
    expect(seen[1]).toBe(joi)
    expect(seen[2]).toEqual({ type: 'object', properties: { page: { type: 'integer' } } })
  })

  // Fastify: a request answered through frameworkErrors is request-logged, and disableRequestLogging is asked
  it('logs requests answered through frameworkErrors, asking disableRequestLogging', async () => {
    const logs = captureLogs()
    const asked: string[] = []
    const codes = await warningCodes(() => {
      app = capsule({
        logger: { level: 'info', stream: logs.stream },
        disableRequestLogging: (request: { url: string }) => {
          asked.push(request.url)
          return false
        },
        frameworkErrors: (
          error: { code: string },
          _request: unknown,
          reply: { code(status: number): { send(payload: unknown): void } }
        ) => void reply.code(400).send({ framework: error.code })
      } as never)
    })
    // Fastify's top-level spelling works, with a one-time deprecation warning (LogController is the new home)
    expect(codes).toEqual(['FSTDEP023'])
    app.get('/:id', async () => 'x')
    const response = await app.inject('/%E0%A4%A')
    expect(response.json()).toEqual({ framework: 'FST_ERR_BAD_URL' })
    expect(asked).toContain('/%E0%A4%A')
    expect(logs.lines.some((line) => line['msg'] === 'incoming request')).toBe(true)
  })

  // Fastify: the request log line includes the Accept-Version header as `version`
  it('logs the Accept-Version header as the request version', async () => {
    const logs = captureLogs()
    app = capsule({ logger: { level: 'info', stream: logs.stream } })
    app.get('/', { constraints: { version: '1.2.0' } }, async () => 'x')
    await app.inject({ url: '/', headers: { 'accept-version': '1.x' } })
    const incoming = logs.lines.find((line) => line['msg'] === 'incoming request')!
    expect((incoming['req'] as { version?: string }).version).toBe('1.x')
  })

  // Fastify: an onListen hook that fails is logged at error with its own message, and listening goes on
  it("logs a failing onListen hook with the error's own message and keeps listening", async () => {
    const logs = captureLogs()
    app = capsule({ logger: { level: 'info', stream: logs.stream } })
    app.addHook('onListen', async () => {
      throw new Error('warm-up failed')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const line = logs.lines.find((entry) => entry['level'] === 50)!
    expect([line['msg'], (line['err'] as { message: string }).message]).toEqual([
      'warm-up failed',
      'warm-up failed'
    ])
    expect(app.server.listening).toBe(true)
  })
})

describe('the network', () => {
  // Fastify: a custom clientErrorHandler is called with the instance as `this`
  it('calls a custom clientErrorHandler with the instance as this', async () => {
    const selves: unknown[] = []
    app = capsule({
      clientErrorHandler(error, socket) {
        selves.push(this)
        socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
        void error
      }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(app.listeningOrigin).port), '127.0.0.1')
      socket.on('data', () => undefined)
      socket.on('close', () => resolve())
      socket.write('GARBAGE\r\n\r\n')
    })
    expect(selves).toEqual([app])
  })

  // Fastify: listen(cb) gives (error, null) on failure; host: null is the default host
  it('calls the listen callback with (error, null), and takes host: null as the default', async () => {
    app = capsule()
    await app.listen({ port: 0, host: null })
    expect(app.server.listening).toBe(true)
    const result = await new Promise<unknown[]>((resolve) =>
      app.listen({ port: 0 }, (...args: unknown[]) => resolve(args))
    )
    expect(result).toHaveLength(2)
    expect([(result[0] as { code: string }).code, result[1]]).toEqual(['FST_ERR_REOPENED_SERVER', null])
  })

  // Fastify: listeningOrigin (and what listen resolves with) say https:// for a TLS server
  it('says https:// in listeningOrigin for an HTTPS server', async () => {
    app = capsule({ serverFactory: (handler) => https.createServer({}, handler) as never })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    expect(address).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    expect(app.listeningOrigin).toBe(address)
  })
})
