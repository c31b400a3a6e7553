import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('lifecycle hooks', () => {
  it('answers with the payload a preSerialization hook sends itself (callback or async, with or without done)', async () => {
    app = createCore()
    const events: string[] = []
    app.get(
      '/cb',
      { preSerialization: (_q, reply, _p, _done) => void reply.code(203).send('from hook') },
      async () => ({ a: 1 })
    )
    app.get('/async', { preSerialization: async (_q, reply) => reply.send({ other: 1 }) }, async () => ({
      a: 1
    }))
    app.get(
      '/and-done',
      {
        preSerialization: (_q, reply, payload, done) => {
          reply.send('sent')
          done(null, payload)
        },
        onSend: async (_q, _r, payload) => {
          events.push(`onSend ${String(payload)}`)
          return payload
        }
      },
      async () => ({ a: 1 })
    )
    const cb = await app.inject('/cb')
    expect([cb.statusCode, cb.body]).toEqual([203, 'from hook'])
    // the hook runs once for the payload it sent: no loop
    expect((await app.inject('/async')).json()).toEqual({ other: 1 })
    expect((await app.inject('/and-done')).body).toBe('sent')
    expect(events).toEqual(['onSend sent'])
  })

  it('answers with the payload an onSend hook sends itself, running no hooks for it again', async () => {
    app = createCore()
    let calls = 0
    app.addHook('onSend', (_q, reply, _p, _done) => {
      calls++
      reply.code(202).send({ replaced: true })
    })
    app.get('/', async () => ({ a: 1 }))
    const response = await app.inject('/')
    expect([response.statusCode, response.json(), calls]).toEqual([202, { replaced: true }, 1])
  })

  it('run in Fastify order around the handler', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onRequest', async () => void events.push('onRequest'))
    app.addHook('preParsing', async (_q, _r, payload) => {
      events.push('preParsing')
      return payload
    })
    app.addHook('preValidation', async () => void events.push('preValidation'))
    app.addHook('preHandler', async () => void events.push('preHandler'))
    app.addHook('preSerialization', async (_q, _r, payload) => {
      events.push('preSerialization')
      return payload
    })
    app.addHook('onSend', async (_q, _r, payload) => {
      events.push('onSend')
      return payload
    })
    const responded = new Promise<void>((resolve) => {
      app.addHook('onResponse', async () => {
        events.push('onResponse')
        resolve()
      })
    })
    app.post('/', async (request) => {
      events.push('handler')
      return { body: request.body }
    })
    const response = await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })
    await responded
    expect(response.json()).toEqual({ body: { a: 1 } })
    expect(events).toEqual([
      'onRequest',
      'preParsing',
      'preValidation',
      'preHandler',
      'handler',
      'preSerialization',
      'onSend',
      'onResponse'
    ])
  })

  it('accept the callback form', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onRequest', (_request, _reply, done) => {
      events.push('cb')
      done()
    })
    app.addHook('onSend', (_request, _reply, payload, done) => {
      done(null, String(payload).toUpperCase())
    })
    app.get('/', async () => 'hello')
    const response = await app.inject('/')
    expect(response.body).toBe('HELLO')
    expect(events).toEqual(['cb'])
  })

  it('run route-level hooks after the shared ones', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('preHandler', async () => void events.push('shared'))
    app.get(
      '/',
      { preHandler: [async () => void events.push('route 1'), async () => void events.push('route 2')] },
      async () => {
        events.push('handler')
        return 'ok'
      }
    )
    await app.inject('/')
    expect(events).toEqual(['shared', 'route 1', 'route 2', 'handler'])
  })

  it('stop the chain when a hook sends the reply', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onRequest', async (_request, reply) => {
      reply.code(403).send({ denied: true })
      return reply
    })
    app.addHook('preHandler', async () => void events.push('preHandler'))
    app.get('/', async () => {
      events.push('handler')
      return 'never'
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ denied: true })
    expect(events).toEqual([])
  })

  it('turn a hook error into an error response', async () => {
    app = createCore()
    app.addHook('preHandler', async () => {
      const error = new Error('nope') as Error & { statusCode: number }
      error.statusCode = 401
      throw error
    })
    app.get('/', async () => 'never')
    const response = await app.inject('/')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'nope' })
  })

  it('run onError hooks before the error handler', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onError', async (_request, _reply, error) => void events.push(`onError ${error.message}`))
    app.setErrorHandler<Error>(async (error, _request, reply) => {
      events.push('handler')
      reply.code(418).send({ caught: error.message })
    })
    app.get('/', async () => {
      throw new Error('bad')
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(418)
    expect(events).toEqual(['onError bad', 'handler'])
  })

  it('refuse bad hooks with coded errors', () => {
    app = createCore()
    expect(() => app.addHook('nope' as never, (async () => {}) as never)).toThrow(
      errorCodes.FST_ERR_HOOK_NOT_SUPPORTED
    )
    expect(() => app.addHook('onRequest', 'x' as never)).toThrow(errorCodes.FST_ERR_HOOK_INVALID_HANDLER)
    expect(() => app.addHook(1 as never, (async () => {}) as never)).toThrow(
      errorCodes.FST_ERR_HOOK_INVALID_TYPE
    )
    // @ts-expect-error an async hook that also takes done: refused by the types too
    expect(() => app.addHook('onRequest', async (_a: unknown, _b: unknown, _done: unknown) => {})).toThrow(
      errorCodes.FST_ERR_HOOK_INVALID_ASYNC_HANDLER
    )
  })
})

describe('application hooks', () => {
  it('run onRoute and onRegister synchronously with the route options and the new context', async () => {
    app = createCore()
    const routes: string[] = []
    const contexts: unknown[] = []
    app.addHook('onRoute', (options) => void routes.push(`${String(options.method)} ${options.url}`))
    app.addHook('onRegister', (instance) => void contexts.push(instance))
    app.register(
      async (child) => {
        child.get('/x', async () => 'x')
      },
      { prefix: '/p' }
    )
    await app.ready()
    expect(routes).toEqual(['GET /p/x', 'HEAD /p/x'])
    expect(contexts).toHaveLength(1)
  })

  it("announce a GET route's automatic HEAD route to onRoute right after it, as Fastify does", async () => {
    app = createCore()
    const routes: string[] = []
    app.addHook('onRoute', (options) => void routes.push(`${String(options.method)} ${options.url}`))
    app.get('/a', async () => 'a')
    app.get('/b', { exposeHeadRoute: false }, async () => 'b')
    app.route({ method: ['GET', 'POST'], url: '/c', handler: async () => 'c' })
    app.head('/d', async () => 'd')
    app.get('/d', async () => 'd')
    await app.ready()
    expect(routes).toEqual(['GET /a', 'HEAD /a', 'GET /b', 'GET,POST /c', 'HEAD /c', 'HEAD /d', 'GET /d'])
    expect((await app.inject({ method: 'HEAD', url: '/a' })).statusCode).toBe(200)
  })

  it('run onReady once per context at ready, parents first', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onReady', async () => void events.push('root'))
    app.register(async (child) => {
      child.addHook('onReady', async () => void events.push('child'))
    })
    await app.ready()
    expect(events).toEqual(['root', 'child'])
  })

  it('run onClose for children before parents, and preClose before them', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onClose', async () => void events.push('root onClose'))
    app.addHook('preClose', async () => void events.push('preClose'))
    app.register(async (child) => {
      child.addHook('onClose', async () => void events.push('child onClose'))
    })
    await app.ready()
    await app.close()
    expect(events).toEqual(['preClose', 'child onClose', 'root onClose'])
  })

  it('loads the plugins of an instance closed before ready(), so their onClose hooks run (as in Fastify)', async () => {
    app = createCore()
    const events: string[] = []
    app.register(async (child) => {
      events.push('plugin loaded')
      child.addHook('onClose', async () => void events.push('child onClose'))
    })
    await app.close()
    expect(events).toEqual(['plugin loaded', 'child onClose'])
  })
})

describe('abort and timeout hooks', () => {
  it('run onRequestAbort when the client goes away before the response', async () => {
    app = createCore()
    const aborted = new Promise<string>((resolve) => {
      app.addHook('onRequestAbort', async (request) => resolve(request.url))
    })
    let release!: (value: string) => void
    let reached!: () => void
    const inHandler = new Promise<void>((resolve) => (reached = resolve))
    app.get('/slow', async () => {
      reached()
      return new Promise((resolve) => (release = resolve))
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const request = fetch(`${address}/slow`, { signal: controller.signal }).catch(() => 'aborted')
    // the client goes away while the handler still works on the answer
    await inHandler
    controller.abort()
    expect(await request).toBe('aborted')
    expect(await aborted).toBe('/slow')
    release('late')
  })

  it('run onTimeout when the socket times out (connectionTimeout)', async () => {
    app = createCore({ connectionTimeout: 100 })
    const timedOut = new Promise<string>((resolve) => {
      app.addHook('onTimeout', async (request) => resolve(request.url))
    })
    app.get('/never', () => {
      // never answers
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    void fetch(`${address}/never`).catch(() => null)
    expect(await timedOut).toBe('/never')
  })
})

describe('hook errors and limits', () => {
  it('refuses hooks, schemas and handlers changed after start', async () => {
    app = createCore()
    await app.ready()
    expect(() => app.addHook('onRequest', async () => {})).toThrow(
      errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING
    )
    expect(() => app.addSchema({ $id: 'late', type: 'string' })).toThrow(
      errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING
    )
    expect(() => app.setErrorHandler(async () => 'x')).toThrow(errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING)
    expect(() => app.setNotFoundHandler(async () => 'x')).toThrow(
      errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING
    )
  })

  it('rejects ready() when an onReady hook fails or never finishes', async () => {
    app = createCore()
    app.addHook('onReady', async () => {
      throw new Error('not ready')
    })
    await expect(app.ready()).rejects.toThrow('not ready')
    await app.close()
    app = createCore({ pluginTimeout: 30 })
    app.addHook('onReady', function stuck(_done) {
      // never calls done
    })
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_HOOK_TIMEOUT)
  })

  it('refuses reply.send inside onError', async () => {
    app = createCore()
    let refused: unknown = null
    app.addHook('onError', async (_request, reply) => {
      try {
        reply.send('nope')
      } catch (error) {
        refused = error
      }
    })
    app.get('/', async () => {
      throw new Error('x')
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(500)
    expect(refused).toBeInstanceOf(errorCodes.FST_ERR_SEND_INSIDE_ONERR)
  })

  it('keeps serving after a hook, a handler or an error handler throws', async () => {
    app = createCore()
    app.setErrorHandler(() => {
      throw new Error('error handler broke too')
    })
    app.addHook('onSend', async (request) => {
      if (request.url === '/onsend') throw new Error('onSend broke')
    })
    app.get('/onsend', async () => 'x')
    app.get('/handler', async () => {
      throw new Error('handler broke')
    })
    app.get('/ok', async () => 'fine')
    expect((await app.inject('/onsend')).statusCode).toBe(500)
    expect((await app.inject('/handler')).statusCode).toBe(500)
    expect((await app.inject('/ok')).body).toBe('fine')
  })
})

describe('security warnings', () => {
  it('warns once (FSTSEC001) about a content-type parser regex that is not anchored', async () => {
    app = createCore()
    const codes = await warningCodes(() => {
      app.addContentTypeParser(/json/, async () => ({}))
      app.addContentTypeParser(/^application\/x-anchored$/, async () => ({}))
    })
    expect(codes).toEqual(['FSTSEC001'])
  })
})

describe('preParsing replacing the payload stream', () => {
  it('parses the stream a preParsing hook returns (with receivedEncodedLength)', async () => {
    app = createCore()
    app.addHook('preParsing', async (request, _reply, payload) => {
      const chunks: Buffer[] = []
      for await (const chunk of payload) chunks.push(chunk as Buffer)
      const original = JSON.parse(Buffer.concat(chunks).toString()) as { n: number }
      const { Readable } = await import('node:stream')
      const replaced = Readable.from([JSON.stringify({ n: original.n * 2 })]) as InstanceType<
        typeof Readable
      > & { receivedEncodedLength?: number }
      replaced.receivedEncodedLength = Number(request.headers['content-length'])
      return replaced
    })
    app.post('/', async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/', payload: { n: 21 } })
    expect(response.json()).toEqual({ n: 42 })
  })
})
