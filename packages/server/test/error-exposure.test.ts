// Issue 16, decisions 1 and 2 (apps/docs/guide/errors.md, "What never reaches the client"): a 5xx error that
// declares its own HTTP status is answered with its own message, as in Fastify; an unexpected one (no
// declared status) never shows its message; `exposeServerErrors` restores Fastify's output; custom error
// handlers receive exactly what was thrown.
import createHttpError from 'http-errors'
import createFastifyError from '@fastify/error'
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('5xx messages', () => {
  it('sends the message of an error that declares its 5xx status (http-errors, @fastify/error, statusCode or status)', async () => {
    app = capsule()
    const Down = createFastifyError('APP_ERR_DOWN', 'backend %s is down', 503)
    app.get('/http-errors', async () => {
      // http-errors sets expose: false on every 5xx: a declared message is still sent, as in Fastify
      throw createHttpError(503, 'down for maintenance')
    })
    app.get('/fastify-error', async () => {
      throw new Down('billing')
    })
    app.get('/status', async () => {
      throw Object.assign(new Error('upstream timed out'), { status: 504 })
    })
    expect((await app.inject('/http-errors')).json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'down for maintenance'
    })
    const coded = await app.inject('/fastify-error')
    expect([coded.statusCode, coded.json()]).toEqual([
      503,
      {
        statusCode: 503,
        code: 'APP_ERR_DOWN',
        error: 'Service Unavailable',
        message: 'backend billing is down'
      }
    ])
    expect((await app.inject('/status')).json()).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'upstream timed out'
    })
  })

  it('hides the message of an error without a declared status behind the reason phrase, and logs the full error', async () => {
    const log = captureLogs()
    app = capsule({ logger: { level: 'info', stream: log.stream } })
    app.get('/type-error', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'password')")
    })
    app.get('/chosen-503', async (_request, reply) => {
      reply.code(503)
      throw new Error('connection refused 10.0.0.5:5432')
    })
    const typeError = await app.inject('/type-error')
    expect([typeError.statusCode, typeError.json()]).toEqual([
      500,
      { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }
    ])
    const chosen = await app.inject('/chosen-503')
    expect([chosen.statusCode, chosen.json()]).toEqual([
      503,
      { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }
    ])
    const logged = log.lines
      .filter((line) => line['level'] === 50)
      .map((line) => line['err'] as { message: string; stack: string })
    expect(logged.map((err) => err.message)).toEqual([
      "Cannot read properties of undefined (reading 'password')",
      'connection refused 10.0.0.5:5432'
    ])
    expect(logged[0]!.stack).toContain('TypeError')
  })

  it('sends a message marked expose: true, whatever its status', async () => {
    app = capsule()
    app.get('/', async () => {
      throw Object.assign(new Error('safe to show'), { expose: true })
    })
    expect((await app.inject('/')).json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'safe to show'
    })
  })

  it('sends every 5xx message with exposeServerErrors: true, as Fastify does, but never echoes a non-Error', async () => {
    app = capsule({ exposeServerErrors: true })
    app.get('/type-error', async () => {
      throw new TypeError('x is not a function')
    })
    app.get('/string', async () => {
      throw 'a string with internals'
    })
    expect((await app.inject('/type-error')).json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'x is not a function'
    })
    expect((await app.inject('/string')).json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error'
    })
    expect(app.initialConfig['exposeServerErrors']).toBe(true)
    expect(() => capsule({ exposeServerErrors: 'yes' as never })).toThrow(
      /exposeServerErrors must be a boolean/
    )
  })

  it("serializes an unexpected 5xx through the route's 5xx or default schema with the error's own fields", async () => {
    app = capsule()
    const shape = {
      type: 'object',
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, query: { type: 'string' } },
      required: ['query']
    }
    app.get('/class', { schema: { response: { '5xx': shape } } }, async () => {
      throw Object.assign(new Error('deadlock detected'), { query: 'UPDATE users' })
    })
    app.get('/default', { schema: { response: { default: shape } } }, async () => {
      throw Object.assign(new Error('deadlock detected'), { query: 'DELETE' })
    })
    const byClass = await app.inject('/class')
    expect([byClass.statusCode, byClass.json()]).toEqual([
      500,
      { statusCode: 500, message: 'deadlock detected', query: 'UPDATE users' }
    ])
    expect((await app.inject('/default')).json()).toEqual({
      statusCode: 500,
      message: 'deadlock detected',
      query: 'DELETE'
    })
  })

  it('answers the same over a real socket', async () => {
    app = capsule()
    app.get('/declared', async () => {
      throw createHttpError(502, 'bad gateway from billing')
    })
    app.get('/unexpected', async () => {
      throw new RangeError('Invalid array length')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const declared = await fetch(`${app.listeningOrigin}/declared`)
    expect([declared.status, await declared.json()]).toEqual([
      502,
      { statusCode: 502, error: 'Bad Gateway', message: 'bad gateway from billing' }
    ])
    const unexpected = await fetch(`${app.listeningOrigin}/unexpected`)
    expect([unexpected.status, await unexpected.text()]).toEqual([
      500,
      '{"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}'
    ])
  })
})

describe('custom error handlers receive exactly what was thrown', () => {
  const thrownValues: Record<string, unknown> = {
    string: 'a string',
    number: 42,
    object: { reason: 'plain' },
    null: null
  }

  it('from a handler, sync or async, a hook and done(): strings, numbers, plain objects and null, as is', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.setErrorHandler((error, _request, reply) => {
      seen.push(error)
      reply.code(418).send({ type: error === null ? 'null' : typeof error })
    })
    app.get('/async/:kind', async (request) => {
      throw thrownValues[(request.params as { kind: string }).kind]
    })
    app.get('/sync/:kind', (request) => {
      throw thrownValues[(request.params as { kind: string }).kind]
    })
    app.get(
      '/hook',
      { preHandler: (_request, _reply, done) => done('from done' as never) },
      async () => 'never'
    )
    for (const kind of Object.keys(thrownValues)) {
      for (const style of ['async', 'sync']) {
        const response = await app.inject(`/${style}/${kind}`)
        expect([response.statusCode, response.json().type], `${style} ${kind}`).toEqual([
          418,
          kind === 'null' ? 'null' : typeof thrownValues[kind]
        ])
      }
    }
    expect((await app.inject('/hook')).json()).toEqual({ type: 'string' })
    expect(seen).toEqual([
      'a string',
      'a string',
      42,
      42,
      { reason: 'plain' },
      { reason: 'plain' },
      null,
      null,
      'from done'
    ])
    expect(seen[4]).toBe(thrownValues['object'])
  })

  it('gives onError hooks the thrown value as is too', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.addHook('onError', async (_request, _reply, error) => {
      seen.push(error)
    })
    app.get('/', async () => {
      throw 'raw'
    })
    expect((await app.inject('/')).statusCode).toBe(500)
    expect(seen).toEqual(['raw'])
  })

  it('follows a chain of rethrowing handlers to the root however deep it is', async () => {
    app = capsule()
    const order: number[] = []
    app.setErrorHandler(async (error, _request, reply) => {
      reply.code(409).send({ reached: 'root', error })
    })
    const depth = 20
    const nest =
      (level: number) =>
      async (child: CapsuleInstance): Promise<void> => {
        child.setErrorHandler(async (error) => {
          order.push(level)
          throw `${String(error)}>${level}`
        })
        if (level < depth) await child.register(nest(level + 1))
        else
          child.get('/deep', async () => {
            throw 'start'
          })
      }
    await app.register(nest(1))
    const response = await app.inject('/deep')
    expect(response.statusCode).toBe(409)
    expect(response.json().reached).toBe('root')
    expect(order).toEqual(Array.from({ length: depth }, (_, index) => depth - index))
    expect(response.json().error).toBe(`start${order.map((level) => `>${level}`).join('')}`)
  })

  it('answers a handler that never stops failing while answering with a fixed 500, and keeps serving', async () => {
    app = capsule()
    app.addHook('onSend', async () => {
      throw new Error('onSend always fails')
    })
    app.get('/', async () => 'x')
    await app.listen({ port: 0, host: '127.0.0.1' })
    for (let i = 0; i < 2; i++) {
      const response = await fetch(app.listeningOrigin)
      expect([response.status, await response.json()]).toEqual([
        500,
        { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }
      ])
    }
  })
})
