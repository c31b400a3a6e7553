import { afterEach, describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const internal = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }

describe('error paths that must still answer (hostile input gets an error response)', () => {
  it('answers 500 when a header name or value cannot be sent, and keeps serving', async () => {
    app = capsule()
    app.get('/echo', async (request, reply) => {
      reply.header('x-echo', (request.query as { v: string }).v)
      return 'x'
    })
    app.get('/name', (_request, reply) => {
      reply.header('bad name', 'v').send('x')
    })
    app.get('/redirect', (_request, reply) => {
      reply.redirect('/a\r\nSet-Cookie: x=1')
    })
    app.get('/error-headers', async () => {
      throw Object.assign(new Error('limited'), {
        statusCode: 429,
        headers: { 'x-bad': 'a\nb', 'retry-after': '1' }
      })
    })
    for (const url of ['/echo?v=a%0d%0aSet-Cookie:%20x=1', '/name', '/redirect', '/error-headers']) {
      const response = await app.inject(url)
      expect([url, response.statusCode, response.json()]).toEqual([url, 500, internal])
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    expect((await app.inject('/echo?v=fine')).headers['x-echo']).toBe('fine')
  })

  it('answers 500 on a real socket too (the connection does not hang)', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.header('x-bad', 'a\u0000b').send('x')
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(address, { signal: AbortSignal.timeout(3000) })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual(internal)
  })

  it('answers 500 for a stream that fails before its first chunk, and cuts one that fails later', async () => {
    app = capsule()
    app.get('/early', (_request, reply) => {
      reply.send(
        new Readable({
          read() {
            this.destroy(new Error('boom'))
          }
        })
      )
    })
    app.get('/late', (_request, reply) => {
      let sent = false
      reply.type('text/plain').send(
        new Readable({
          read() {
            if (!sent) {
              sent = true
              this.push('partial')
            } else setTimeout(() => this.destroy(new Error('late boom')), 5)
          }
        })
      )
    })
    const early = await app.inject('/early')
    expect([early.statusCode, early.json(), early.headers['content-type']]).toEqual([
      500,
      internal,
      'application/json; charset=utf-8'
    ])
    await expect(app.inject('/late')).rejects.toThrow()
    expect((await app.inject('/early')).statusCode).toBe(500)
  })

  it('lets an error handler send an object after the handler chose another content type', async () => {
    app = capsule()
    app.setErrorHandler((error, _request, reply) => {
      reply.code(400).send({ handled: error.message })
    })
    app.get('/', async (_request, reply) => {
      reply.type('text/html')
      throw new Error('x')
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.json(), response.headers['content-type']]).toEqual([
      400,
      { handled: 'x' },
      'application/json; charset=utf-8'
    ])
  })

  it('answers when an async error handler resolves without sending', async () => {
    app = capsule()
    app.setErrorHandler(async () => {})
    app.get('/', async () => {
      throw Object.assign(new Error('x'), { statusCode: 409 })
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.body]).toEqual([409, ''])
  })

  it('runs a failing onSend hook twice, then writes the error without hooks (as Fastify)', async () => {
    app = capsule()
    let calls = 0
    app.get(
      '/throws',
      {
        onSend: async () => {
          calls++
          throw Object.assign(new Error('always'), { statusCode: 400 })
        }
      },
      async () => ({ a: 1 })
    )
    app.get('/object', { onSend: async () => ({ not: 'sendable' }) }, async () => 'text')
    const thrown = await app.inject('/throws')
    expect([thrown.statusCode, thrown.json(), calls]).toEqual([
      400,
      { statusCode: 400, error: 'Bad Request', message: 'always' },
      2
    ])
    const object = await app.inject('/object')
    expect(object.statusCode).toBe(500)
    expect(object.json()).toMatchObject({ code: 'FST_ERR_REP_INVALID_PAYLOAD_TYPE' })
  })

  it('answers 404 for an unknown url whatever body and content type it carries', async () => {
    app = capsule()
    for (const headers of [{ 'content-type': 'application/xml' }, {}, { 'content-type': 'not a type' }]) {
      const response = await app.inject({ method: 'POST', url: '/nope', headers, payload: '<a/>' })
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: 'Route POST:/nope not found', error: 'Not Found', statusCode: 404 }
      ])
    }
    // a body a parser knows is still read: broken JSON is a 400, as in Fastify
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/nope',
          headers: { 'content-type': 'application/json' },
          payload: '{'
        })
      ).statusCode
    ).toBe(400)
  })

  it('answers 500 when an async preParsing hook gives something that is not a stream', async () => {
    app = capsule()
    app.addHook('preParsing', async () => 'not a stream' as never)
    app.post('/', async () => 'never')
    app.get('/get', async () => 'fine')
    const response = await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })
    expect([response.statusCode, response.json()]).toEqual([500, internal])
    expect((await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })).statusCode).toBe(500)
    // a GET has no body to read: the hook's result is not used, as in Fastify
    expect((await app.inject('/get')).body).toBe('fine')
  })
})

describe('errors that cannot be read', () => {
  it('answers 500 for an error whose statusCode or message getter throws', async () => {
    app = capsule()
    app.get('/status', async () => {
      throw Object.defineProperty(new Error('x'), 'statusCode', {
        get() {
          throw new Error('getter')
        }
      })
    })
    app.get('/message', async () => {
      const error = new Error('x')
      Object.defineProperty(error, 'message', {
        get() {
          throw new Error('getter')
        }
      })
      throw error
    })
    for (const url of ['/status', '/message']) {
      const response = await app.inject(url)
      expect([url, response.statusCode, response.json()]).toEqual([url, 500, internal])
    }
  })

  it('refuses a reply serializer that is not a function with its own code', () => {
    app = capsule()
    expect(() => app.setReplySerializer('x' as never)).toThrow(
      "setReplySerializer needs a function (payload, statusCode) => string, got 'string'"
    )
  })
})
