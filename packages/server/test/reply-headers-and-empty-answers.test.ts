// Reply headers and answers without content, as Fastify 5.12 behaves (tests/parity compares the two; these pin the
// behaviour in this package's own suite).
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('reply headers', () => {
  it('keeps a header value as given (getHeader returns it) and writes it as text', async () => {
    app = capsule()
    let seen: unknown
    app.get('/', async (_request, reply) => {
      reply.header('x-flag', true).header('x-count', 3)
      seen = [reply.getHeader('x-flag'), reply.getHeader('x-count')]
      return 'ok'
    })
    const response = await app.inject('/')
    expect(seen).toEqual([true, 3])
    expect(response.headers['x-flag']).toBe('true')
    expect(response.headers['x-count']).toBe('3')
  })

  it('takes a Content-Type set on reply.raw into account', async () => {
    app = capsule()
    app.get('/object', async (_request, reply) => {
      reply.raw.setHeader('content-type', 'application/vnd.raw+json')
      return { a: 1 }
    })
    app.get('/string', async (_request, reply) => {
      reply.raw.setHeader('content-type', 'text/html')
      return '<b>x</b>'
    })
    expect((await app.inject('/object')).headers['content-type']).toBe(
      'application/vnd.raw+json; charset=utf-8'
    )
    expect((await app.inject('/string')).headers['content-type']).toBe('text/html')
  })

  it('an async handler that wrote reply.raw itself and returns the reply logs nothing', async () => {
    const logs = captureLogs()
    app = capsule({ logger: { level: 'warn', stream: logs.stream } })
    app.get('/', async (_request, reply) => {
      reply.raw.writeHead(201, { 'content-type': 'text/plain' })
      reply.raw.end('raw answer')
      return reply
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.body]).toEqual([201, 'raw answer'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(logs.lines).toEqual([])
  })
})

describe('answers without content', () => {
  it('a 204 whose onSend hook replaced the payload sends no Content-Type', async () => {
    app = capsule()
    app.addHook('onSend', async () => ({ replaced: true }))
    app.get('/', async (_request, reply) => reply.code(204).send({ a: 1 }))
    const response = await app.inject('/')
    expect(response.statusCode).toBe(204)
    expect(response.headers['content-type']).toBeUndefined()
    expect(response.headers['content-length']).toBeUndefined()
  })

  it('HEAD of a stream route announces no length; HEAD of a body announces its real one', async () => {
    app = capsule()
    app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['a', 'b'])))
    app.get('/declared', async (_request, reply) => reply.header('content-length', '5000').send('short'))
    app.head('/explicit', async (_request, reply) => reply.send())
    const stream = await app.inject({ method: 'HEAD', url: '/stream' })
    expect(stream.headers['content-length']).toBeUndefined()
    expect(stream.headers['content-type']).toBe('text/plain')
    expect((await app.inject({ method: 'HEAD', url: '/declared' })).headers['content-length']).toBe('5')
    expect((await app.inject({ method: 'HEAD', url: '/explicit' })).headers['content-length']).toBeUndefined()
  })

  it('HEAD of a 304 announces the length; of a 204, none', async () => {
    app = capsule()
    app.get('/:code', async (request, reply) =>
      reply.code(Number((request.params as { code: string }).code)).send('text')
    )
    expect((await app.inject({ method: 'HEAD', url: '/304' })).headers['content-length']).toBe('4')
    expect((await app.inject({ method: 'HEAD', url: '/204' })).headers['content-length']).toBeUndefined()
  })

  it('a Response without a body is an empty answer with a length of 0', async () => {
    app = capsule()
    app.get('/', async () => new Response(null, { status: 202 }))
    const response = await app.inject('/')
    expect(response.statusCode).toBe(202)
    expect(response.headers['content-length']).toBe('0')
    expect(response.headers['transfer-encoding']).toBeUndefined()
  })
})
