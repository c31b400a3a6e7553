import { afterEach, describe, expect, it } from 'vitest'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const user = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } }

describe('response serialization (apps/docs/guide/serialization.md)', () => {
  it('never sends fields absent from the response schema', async () => {
    app = capsule()
    app.get('/', { schema: { response: { 200: user } } }, async () => ({
      id: 1,
      name: 'a',
      password: 'secret'
    }))
    const response = await app.inject('/')
    expect(response.body).toBe('{"id":1,"name":"a"}')
  })

  it('selects exact status over Nxx over default', async () => {
    app = capsule()
    app.get(
      '/:code',
      {
        schema: {
          response: {
            201: { type: 'object', properties: { exact: { type: 'boolean' } } },
            '2xx': { type: 'object', properties: { klass: { type: 'boolean' } } },
            default: { type: 'object', properties: { fallback: { type: 'boolean' } } }
          }
        }
      },
      async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return { exact: true, klass: true, fallback: true }
      }
    )
    expect((await app.inject('/201')).json()).toEqual({ exact: true })
    expect((await app.inject('/202')).json()).toEqual({ klass: true })
    expect((await app.inject('/404')).json()).toEqual({ fallback: true })
  })

  it('fills a default value of the default entry (rule 7) and shapes error payloads with it', async () => {
    app = capsule()
    app.get(
      '/',
      {
        schema: {
          response: {
            default: {
              type: 'object',
              properties: { error: { type: 'boolean', default: true }, message: { type: 'string' } }
            }
          }
        }
      },
      async (_request, reply) => {
        reply.code(500)
        return { message: 'custom' }
      }
    )
    expect((await app.inject('/')).json()).toEqual({ error: true, message: 'custom' })
  })

  it('selects by content type with a content map: exact, then type/*, then */* (rule 3)', async () => {
    app = capsule()
    app.get(
      '/:type',
      {
        schema: {
          response: {
            200: {
              description: 'by type',
              content: {
                'application/json': { schema: { type: 'object', properties: { json: { type: 'boolean' } } } },
                'application/*': { schema: { type: 'object', properties: { app: { type: 'boolean' } } } },
                '*/*': { schema: { type: 'object', properties: { any: { type: 'boolean' } } } }
              }
            }
          }
        }
      },
      async (request, reply) => {
        const type = (request.params as { type: string }).type
        if (type === 'vendor') reply.type('application/vnd.x+json')
        if (type === 'text') reply.type('text/x-json')
        return { json: true, app: true, any: true }
      }
    )
    expect((await app.inject('/json')).json()).toEqual({ json: true })
    expect((await app.inject('/vendor')).json()).toEqual({ app: true })
    expect((await app.inject('/text')).json()).toEqual({ any: true })
  })

  it('accepts the contract syntax for response entries', async () => {
    app = capsule()
    app.get('/', { schema: { response: { 200: { id: { type: 'integer' } } } } }, async () => ({
      id: 1,
      other: 2
    }))
    expect((await app.inject('/')).json()).toEqual({ id: 1 })
  })

  it('resolves $ref to shared schemas and their definitions', async () => {
    app = capsule()
    app.addSchema({
      $id: 'User',
      type: 'object',
      properties: { id: { type: 'integer' } },
      definitions: { tag: { type: 'string' } }
    })
    app.get(
      '/',
      {
        schema: {
          response: {
            200: {
              type: 'object',
              properties: { user: { $ref: 'User#' }, tag: { $ref: 'User#/definitions/tag' } }
            }
          }
        }
      },
      async () => ({ user: { id: 1, x: 2 }, tag: 't' })
    )
    expect((await app.inject('/')).json()).toEqual({ user: { id: 1 }, tag: 't' })
  })

  it('uses a custom serializer compiler (rule 4) and reply.serializer for one reply (rule 5)', async () => {
    app = capsule()
    app.setSerializerCompiler(
      ({ httpStatus }) =>
        (data) =>
          `status ${httpStatus}: ${JSON.stringify(data)}`
    )
    app.get('/', { schema: { response: { 200: user } } }, async () => ({ id: 1 }))
    app.get('/own', async (_request, reply) => {
      reply.serializer(() => 'my own')
      return { id: 1 }
    })
    expect((await app.inject('/')).body).toBe('status 200: {"id":1}')
    expect((await app.inject('/own')).body).toBe('my own')
  })

  it('answers errors with the default payload even when the handler set reply.serializer (as in Fastify)', async () => {
    app = capsule()
    app.get('/', async (_request, reply) => {
      reply.serializer((payload) => `X${JSON.stringify(payload)}`)
      const error = Object.assign(new Error('nope'), { statusCode: 409 })
      throw error
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { statusCode: 409, error: 'Conflict', message: 'nope' }
    ])
  })

  it("keeps a reply.serializer for a custom error handler's payload, never for the default answer (as in Fastify)", async () => {
    app = capsule()
    const handled: string[] = []
    app.setErrorHandler((error, _request, reply) => {
      handled.push(error.message)
      reply.code(422).send({ failed: error.message })
    })
    app.get('/', async (_request, reply) => {
      reply.serializer(() => {
        throw new Error('serializer broke')
      })
      return { a: 1 }
    })
    // the handler's payload fails in the same serializer: the default handler answers that second failure, with
    // the status the handler set
    const response = await app.inject('/')
    expect([response.statusCode, response.json()]).toEqual([
      422,
      { statusCode: 422, error: 'Unprocessable Entity', message: 'serializer broke' }
    ])
    expect(handled).toEqual(['serializer broke'])
  })

  it('assumes no content type for what reply.serializer writes, unless the handler set one (as in Fastify)', async () => {
    app = capsule()
    app.get('/own', async (_request, reply) => reply.serializer(() => 'raw bytes').send({ id: 1 }))
    app.get('/typed', async (_request, reply) =>
      reply
        .type('application/x-thing')
        .serializer(() => 'thing')
        .send({ id: 1 })
    )
    const own = await app.inject('/own')
    expect([own.body, own.headers['content-type']]).toEqual(['raw bytes', undefined])
    const typed = await app.inject('/typed')
    expect([typed.body, typed.headers['content-type']]).toEqual(['thing', 'application/x-thing'])
  })

  it('refuses response keys that are not a status, a class or default', async () => {
    app = capsule()
    app.get('/', { schema: { response: { ok: user } } }, async () => ({}))
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX)
  })

  it('reads status class keys in any case (2XX is 2xx)', async () => {
    app = capsule()
    app.post('/', { schema: { response: { '2XX': user } } }, async (_request, reply) =>
      reply.code(201).send({ id: 1, secret: 'x' })
    )
    const response = await app.inject({ method: 'POST', url: '/' })
    expect([response.statusCode, response.json()]).toEqual([201, { id: 1 }])
  })

  it('reports a response schema that does not compile, naming route and status', async () => {
    app = capsule()
    app.get('/x', { schema: { response: { 200: { $ref: 'Missing#' } } } }, async () => ({}))
    const error = await app.ready().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(errorCodes.FST_ERR_SCH_SERIALIZATION_BUILD)
    expect((error as Error).message).toContain('GET /x')
    expect((error as Error).message).toContain('200')
  })
})

describe('errors and not-found handling', () => {
  it('hides internal 5xx messages and exposes coded ones', async () => {
    app = capsule()
    app.get('/internal', async () => {
      throw new Error('database password is hunter2')
    })
    app.get('/exposed', async () => {
      throw Object.assign(new Error('try later'), { statusCode: 503, expose: true })
    })
    app.get('/client', async () => {
      throw Object.assign(new Error('bad thing'), { statusCode: 422 })
    })
    expect((await app.inject('/internal')).json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error'
    })
    expect((await app.inject('/exposed')).json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'try later'
    })
    expect((await app.inject('/client')).json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'bad thing'
    })
  })

  it('falls back to the parent error handler when a handler throws', async () => {
    app = capsule()
    app.setErrorHandler(async (error, _request, reply) => {
      reply.code(500).send({ root: error.message })
    })
    app.register(async (child) => {
      child.setErrorHandler(async () => {
        throw new Error('child handler broke')
      })
      child.get('/', async () => {
        throw new Error('original')
      })
    })
    expect((await app.inject('/')).json()).toEqual({ root: 'child handler broke' })
  })

  it('falls back to the parent error handler when a handler throws something that is not an Error, which it receives as is', async () => {
    app = capsule()
    app.setErrorHandler(async (error, _request, reply) => {
      reply.code(500).send({ root: error })
    })
    app.register(async (child) => {
      child.setErrorHandler(async () => {
        throw 'not an error'
      })
      child.get('/', async () => {
        throw new Error('original')
      })
    })
    expect((await app.inject('/')).json()).toEqual({ root: 'not an error' })
  })

  it('answers 500 without the message when an error handler throws a plain Error while handling a 4xx', async () => {
    app = capsule()
    app.setErrorHandler(() => {
      throw new Error('secret internals')
    })
    app.get('/missing', async () => {
      throw Object.assign(new Error('no such thing'), { statusCode: 404 })
    })
    app.post('/invalid', { schema: { body: { type: 'object', required: ['a'] } } }, async () => 'never')
    app.get('/chosen', async (_request, reply) => {
      reply.code(409)
      throw new Error('conflict')
    })
    const internal = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }
    const missing = await app.inject('/missing')
    expect([missing.statusCode, missing.json()]).toEqual([500, internal])
    const invalid = await app.inject({ method: 'POST', url: '/invalid', payload: {} })
    expect([invalid.statusCode, invalid.json()]).toEqual([500, internal])
    // a status the handler chose with reply.code() still stands
    expect((await app.inject('/chosen')).statusCode).toBe(409)
  })

  // issue 16: a response schema for the answered 5xx status shows the error's own fields, whatever the error: the
  // route's author chose what the body shows
  it("sends an error's own fields that its status's response schema declares, also for an unexpected 5xx", async () => {
    app = capsule()
    const schema = {
      type: 'object',
      properties: {
        statusCode: { type: 'integer' },
        code: { type: 'string' },
        message: { type: 'string' },
        details: { type: 'array', items: { type: 'string' } },
        stack: { type: 'string' }
      }
    }
    app.get('/conflict', { schema: { response: { 409: schema, 500: schema } } }, async () => {
      throw Object.assign(new Error('dup'), { statusCode: 409, code: 'E_DUP', details: ['x'] })
    })
    app.get('/internal', { schema: { response: { 500: schema } } }, async () => {
      throw Object.assign(new Error('db down'), { details: ['host=10.0.0.5'] })
    })
    app.post(
      '/v',
      {
        schema: {
          body: { type: 'object', required: ['a'] },
          response: {
            400: {
              type: 'object',
              properties: { message: { type: 'string' }, validationContext: { type: 'string' } }
            }
          }
        }
      },
      async () => 'x'
    )
    expect((await app.inject('/conflict')).json()).toEqual({
      statusCode: 409,
      code: 'E_DUP',
      message: 'dup',
      details: ['x']
    })
    expect((await app.inject('/internal')).json()).toEqual({
      statusCode: 500,
      message: 'db down',
      details: ['host=10.0.0.5']
    })
    expect((await app.inject({ method: 'POST', url: '/v', payload: {} })).json()).toEqual({
      message: "body must have required property 'a'",
      validationContext: 'body'
    })
  })

  it('applies error.headers and handles thrown non-errors', async () => {
    app = capsule()
    app.get('/headers', async () => {
      throw Object.assign(new Error('limited'), { statusCode: 429, headers: { 'retry-after': '10' } })
    })
    app.get('/string', async () => {
      throw 'a string'
    })
    const limited = await app.inject('/headers')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('10')
    const text = await app.inject('/string')
    expect(text.statusCode).toBe(500)
  })

  it('encapsulates not-found handlers by prefix', async () => {
    app = capsule()
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ where: 'root' }))
    app.register(
      async (v1) => {
        v1.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ where: 'v1' }))
      },
      { prefix: '/v1' }
    )
    expect((await app.inject('/nope')).json()).toEqual({ where: 'root' })
    expect((await app.inject('/v1/nope')).json()).toEqual({ where: 'v1' })
    expect((await app.inject('/v10')).json()).toEqual({ where: 'root' })
  })

  it('answers unknown methods and prototype-named methods with 404', async () => {
    app = capsule()
    app.get('/', async () => 'x')
    expect((await app.inject({ method: 'DELETE', url: '/' })).statusCode).toBe(404)
    await app.ready()
    // inject and Node's HTTP parser refuse such methods before us; feed them to the router directly
    for (const method of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const raw = new IncomingMessage(new Socket())
      raw.method = method
      raw.url = '/'
      const res = new ServerResponse(raw)
      const finished = new Promise<number>((resolve) => {
        res.end = ((..._args: unknown[]) => {
          resolve(res.statusCode)
          return res
        }) as typeof res.end
      })
      app.routing(raw, res)
      expect(await finished, method).toBe(404)
    }
  })

  it('answers bad percent-encoding with 400', async () => {
    app = capsule()
    app.get('/:id', async () => 'x')
    const response = await app.inject('/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('FST_ERR_BAD_URL')
  })

  it('warns and keeps the first reply when a reply is sent twice', async () => {
    const lines: string[] = []
    app = capsule({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } })
    app.get('/', (_request, reply) => {
      reply.send('first')
      reply.send('second')
    })
    const response = await app.inject('/')
    expect(response.body).toBe('first')
    expect(lines.some((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toBe(true)
  })
})
