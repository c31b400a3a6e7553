import { afterEach, describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { request as httpRequest } from 'node:http'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'

// Reply and Request behaviour that Fastify documents (Reply.md, Request.md), checked side by side with Fastify 5.12

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('callNotFound', () => {
  it('answers a basic 404 when called again while the not-found handler answers (a global hook), never looping', async () => {
    const logs = captureLogs()
    app = capsule({ logger: { stream: logs.stream, level: 'warn' } })
    let calls = 0
    app.addHook('preHandler', async (request, reply) => {
      calls++
      await null
      reply.callNotFound()
      return reply
    })
    app.get('/hidden', async () => 'never')
    const response = await app.inject('/hidden')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe('404 Not Found')
    expect(calls).toBe(2)
    expect(logs.lines.map((line) => line['msg'])).toContain(
      'Trying to send a NotFound error inside a 404 handler. Sending basic 404 response.'
    )
  })

  it('answers a basic 404 when the not-found handler itself calls it', async () => {
    app = capsule()
    app.setNotFoundHandler((_request, reply) => {
      reply.callNotFound()
    })
    const response = await app.inject('/nothing')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe('404 Not Found')
  })
})

describe('request fields', () => {
  it('adds headers set on request.headers to the client ones (Request.md)', async () => {
    app = capsule()
    app.addHook('onRequest', async (request) => {
      request.headers = { 'x-added': 'yes' }
    })
    app.get('/', async (request) => ({
      auth: request.headers.authorization,
      added: request.headers['x-added'],
      host: request.hostname
    }))
    const response = await app.inject({
      url: '/',
      headers: { authorization: 'Bearer abc', host: 'example.com' }
    })
    expect(response.json()).toEqual({ auth: 'Bearer abc', added: 'yes', host: 'example.com' })
  })

  it('reports port null when the Host header carries no port, the port when it does (real socket)', async () => {
    app = capsule()
    app.get('/', async (request) => ({ port: request.port }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const ask = (host: string): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve(JSON.parse(body)))
        })
        req.on('error', reject)
        req.end()
      })
    expect(await ask('example.com')).toEqual({ port: null })
    expect(await ask('example.com:8443')).toEqual({ port: 8443 })
  })

  it('lets a route keep state in its config, and reports an unset logLevel as an empty string', async () => {
    app = capsule()
    app.get('/', { config: { hits: 0 } }, async (request) => {
      const config = request.routeOptions.config as { hits: number }
      config.hits++
      return { hits: config.hits, logLevel: request.routeOptions.logLevel }
    })
    expect((await app.inject('/')).json()).toEqual({ hits: 1, logLevel: '' })
    expect((await app.inject('/')).json()).toEqual({ hits: 2, logLevel: '' })
  })

  it('validateInput with a part uses the route validator for that part before the schema given', async () => {
    app = capsule()
    const loose = { type: 'object', properties: { n: { type: 'integer' } } }
    app.post(
      '/',
      { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } },
      async (request) => ({
        withPart: request.validateInput({}, loose, 'body'),
        schemaOnly: request.validateInput({}, loose)
      })
    )
    expect((await app.inject({ method: 'POST', url: '/', payload: { n: 1 } })).json()).toEqual({
      withPart: false,
      schemaOnly: true
    })
  })
})

describe('reply fields and sending', () => {
  it('exposes reply.routeOptions, the same as request.routeOptions', async () => {
    app = capsule()
    app.get('/', { config: { foo: 'bar' } }, (request, reply) => {
      reply.send({ foo: reply.routeOptions.config['foo'], same: reply.routeOptions === request.routeOptions })
    })
    expect((await app.inject('/')).json()).toEqual({ foo: 'bar', same: true })
  })

  it('reports sent false in preSerialization and onSend, true in onResponse', async () => {
    app = capsule()
    const seen: Record<string, boolean> = {}
    app.addHook('preSerialization', async (_request, reply, payload) => {
      seen['preSerialization'] = reply.sent
      return payload
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      seen['onSend'] = reply.sent
      return payload
    })
    app.addHook('onResponse', async (_request, reply) => {
      seen['onResponse'] = reply.sent
    })
    app.get('/', async () => ({ a: 1 }))
    await app.inject('/')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual({ preSerialization: false, onSend: false, onResponse: true })
  })

  it('sends a header given without a value as an empty header (Reply.md)', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.header('x-empty', undefined).headers({ 'x-also': undefined })
      reply.send({ has: reply.hasHeader('x-empty') })
    })
    const response = await app.inject('/')
    expect(response.json()).toEqual({ has: true })
    expect(response.headers['x-empty']).toBe('')
    expect(response.headers['x-also']).toBe('')
  })

  it('keeps a Content-Length the handler set on a stream (a file of known size) instead of going chunked', async () => {
    app = capsule()
    app.get('/sized', (_request, reply) => {
      reply
        .header('content-length', 3)
        .type('text/plain')
        .send(Readable.from(['abc']))
    })
    app.get('/unsized', (_request, reply) => {
      reply.type('text/plain').send(Readable.from(['abc']))
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    const sized = await fetch(`${base}/sized`)
    expect(sized.headers.get('content-length')).toBe('3')
    expect(sized.headers.get('transfer-encoding')).toBe(null)
    expect(await sized.text()).toBe('abc')
    const unsized = await fetch(`${base}/unsized`)
    expect(unsized.headers.get('transfer-encoding')).toBe('chunked')
    expect(await unsized.text()).toBe('abc')
  })

  it('runs onResponse when the handler answers through reply.raw without hijacking (Reply.md)', async () => {
    app = capsule()
    let ran = false
    app.addHook('onResponse', async () => {
      ran = true
    })
    app.get('/raw', (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/plain' })
      reply.raw.end('raw')
    })
    const response = await app.inject('/raw')
    await new Promise((resolve) => setImmediate(resolve))
    expect(response.body).toBe('raw')
    expect(ran).toBe(true)
  })

  it('answers a locked web stream with FST_ERR_REP_READABLE_STREAM_LOCKED through the error handler', async () => {
    app = capsule()
    const handled: string[] = []
    app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      handled.push(error.code ?? '')
      reply.code(500).send({ code: error.code })
    })
    app.get('/', (_request, reply) => {
      const stream = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('x'))
      })
      stream.getReader()
      reply.send(stream)
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: errorCodes.FST_ERR_REP_READABLE_STREAM_LOCKED.code })
    expect(handled).toEqual([errorCodes.FST_ERR_REP_READABLE_STREAM_LOCKED.code])
  })

  it("lets a Response's status and headers win over the reply's, also when an onSend hook returns it", async () => {
    app = capsule()
    app.get('/send', (_request, reply) => {
      reply
        .code(202)
        .header('x-a', 'reply')
        .send(new Response('resp', { status: 201, headers: { 'x-a': 'response' } }))
    })
    app.register(async (child) => {
      child.addHook('onSend', async () => new Response('converted', { status: 203 }))
      child.get('/hook', async () => ({ json: true }))
    })
    const sent = await app.inject('/send')
    expect(sent.statusCode).toBe(201)
    expect(sent.headers['x-a']).toBe('response')
    expect(sent.body).toBe('resp')
    const converted = await app.inject('/hook')
    expect(converted.statusCode).toBe(203)
    expect(converted.headers['content-type']).toBe('text/plain;charset=UTF-8')
    expect(converted.body).toBe('converted')
  })

  it('warns when a sync handler returns a value after sending; the first answer stands', async () => {
    const logs = captureLogs()
    app = capsule({ logger: { stream: logs.stream, level: 'warn' } })
    app.get('/', (_request, reply) => {
      reply.send('sent')
      return 'returned'
    })
    const response = await app.inject('/')
    expect(response.body).toBe('sent')
    expect(
      logs.lines.some(
        (line) => (line['err'] as { code?: string } | undefined)?.code === 'FST_ERR_REP_ALREADY_SENT'
      )
    ).toBe(true)
  })

  it('serializeInput with a status uses the route serializer for it before the schema given (Reply.md)', async () => {
    app = capsule()
    const open = { type: 'object', properties: { foo: { type: 'string' } } }
    app.get(
      '/',
      { schema: { response: { 200: { type: 'object', properties: { bar: { type: 'string' } } } } } },
      (_request, reply) => {
        reply
          .type('text/plain')
          .send(
            `${reply.serializeInput({ foo: 'a' }, open, 200)}|${reply.serializeInput({ foo: 'a' }, open)}`
          )
      }
    )
    expect((await app.inject('/')).body).toBe('{}|{"foo":"a"}')
  })

  it('takes a status given as a string of digits from an error', async () => {
    app = capsule()
    app.get('/', async () => {
      throw Object.assign(new Error('missing thing'), { statusCode: '404' })
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'missing thing' })
  })
})
