import { afterEach, describe, expect, it } from 'vitest'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import capsule, { type CapsuleInstance } from '../src/index.js'

// app.fetch reads the web Request and answers one web Response directly; `request.raw` / `reply.raw` are made when
// something asks for them, from the request and the answer so far, and the request goes on with them. These tests
// ask for them at every stage and check that the answer is the one a socket would get.

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const json = { 'content-type': 'application/json' }
const origin = 'http://localhost'

describe('app.fetch: Node objects made on demand', () => {
  it('gives the same objects every time, linked as Node links them', async () => {
    app = capsule()
    app.get('/', async (request, reply) => {
      const raw = request.raw
      return {
        same: raw === request.raw && reply.raw === reply.raw,
        linked: reply.raw.req === raw,
        readable: raw instanceof Readable,
        method: raw.method,
        url: raw.url,
        host: raw.headers.host
      }
    })
    const response = await app.fetch(new Request(`${origin}/?a=1`))
    expect(await response.json()).toEqual({
      same: true,
      linked: true,
      readable: true,
      method: 'GET',
      url: '/?a=1',
      host: 'localhost'
    })
  })

  it('carries the status and headers set before: in a preHandler hook, the handler and onSend', async () => {
    app = capsule()
    app.addHook('preHandler', async (request, reply) => {
      reply.code(201).header('x-before', 'reply')
      reply.raw.setHeader('x-pre-handler', String(reply.raw.statusCode))
    })
    app.addHook('onSend', async (request, reply, payload) => {
      reply.raw.setHeader('x-on-send', request.raw.headers['x-probe'] as string)
      return payload
    })
    app.post('/', async (request, reply) => {
      expect(reply.raw.statusCode).toBe(201)
      return request.body
    })
    const response = await app.fetch(
      new Request(`${origin}/`, { method: 'POST', headers: { ...json, 'x-probe': 'p' }, body: '{"a":1}' })
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('x-before')).toBe('reply')
    expect(response.headers.get('x-pre-handler')).toBe('201')
    expect(response.headers.get('x-on-send')).toBe('p')
    expect(await response.json()).toEqual({ a: 1 })
  })

  it('reads the body through Node when raw was made before the parser ran', async () => {
    app = capsule()
    app.addHook('onRequest', async (request) => {
      request.raw.setTimeout(1000)
    })
    app.post('/', async (request) => ({ body: request.body, complete: request.raw.complete }))
    const response = await app.fetch(
      new Request(`${origin}/`, { method: 'POST', headers: json, body: '{"x":[1,2]}' })
    )
    expect(await response.json()).toEqual({ body: { x: [1, 2] }, complete: true })
  })

  it('gives a parser raw after the body was read: complete, and nothing more to read', async () => {
    app = capsule()
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
      done(null, { body, complete: request.raw.complete, readable: request.raw.readableLength })
    })
    app.post('/', async (request) => request.body)
    const response = await app.fetch(
      new Request(`${origin}/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'content-length': '5' },
        body: 'hello'
      })
    )
    expect(await response.json()).toEqual({ body: 'hello', complete: true, readable: 0 })
  })

  it('lets a handler write reply.raw itself, in pieces', async () => {
    app = capsule()
    app.get('/', (request, reply) => {
      reply.hijack()
      reply.raw.writeHead(202, { 'content-type': 'text/plain' })
      reply.raw.write('one ')
      reply.raw.end('two')
    })
    const response = await app.fetch(new Request(`${origin}/`))
    expect(response.status).toBe(202)
    expect(await response.text()).toBe('one two')
  })

  it('stops the lifecycle when a hook ends reply.raw without send(), as over a socket', async () => {
    app = capsule()
    const ran: string[] = []
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.statusCode = 418
      reply.raw.end('from the hook')
    })
    app.addHook('preHandler', async () => {
      ran.push('preHandler')
    })
    app.get('/', async () => {
      ran.push('handler')
      return 'from the handler'
    })
    const response = await app.fetch(new Request(`${origin}/`))
    expect(response.status).toBe(418)
    expect(await response.text()).toBe('from the hook')
    const socket = await app.inject('/')
    expect([socket.statusCode, socket.payload]).toEqual([418, 'from the hook'])
    expect(ran).toEqual([])
  })

  it('runs onResponse once when raw is first read after the answer went out, and there shows it finished', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.addHook('onResponse', async (request, reply) => {
      seen.push({ status: reply.raw.statusCode, ended: reply.raw.writableEnded, url: request.raw.url })
    })
    app.get('/now', (request, reply) => {
      reply.code(203).send('sent')
      // the answer is out, its finish still to come: raw takes it over
      seen.push({ headersSent: reply.raw.headersSent })
    })
    app.get('/later', async () => 'sent')
    const now = await app.fetch(new Request(`${origin}/now`))
    expect([now.status, await now.text()]).toEqual([203, 'sent'])
    const later = await app.fetch(new Request(`${origin}/later`))
    expect(await later.text()).toBe('sent')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual([
      { headersSent: true },
      { status: 203, ended: true, url: '/now' },
      { status: 200, ended: true, url: '/later' }
    ])
  })

  it('resolves `await reply` and request.signal through the Node objects', async () => {
    app = capsule()
    app.get('/', async (request, reply) => {
      const signal = request.signal
      reply.send({ aborted: signal.aborted })
      await reply
      return reply
    })
    const response = await app.fetch(new Request(`${origin}/`))
    expect(await response.json()).toEqual({ aborted: false })
  })

  it('gives a request-id generator and a child logger factory Node request', async () => {
    const given: unknown[] = []
    app = capsule({
      genReqId(raw: IncomingMessage) {
        given.push(typeof raw.on === 'function' && raw.headers['x-id'])
        return String(raw.headers['x-id'])
      }
    })
    app.get('/', async (request) => ({ id: request.id }))
    const response = await app.fetch(new Request(`${origin}/`, { headers: { 'x-id': 'abc' } }))
    expect(await response.json()).toEqual({ id: 'abc' })
    expect(given).toEqual(['abc'])
  })

  it('answers 500 when a header value is refused, dropping only that header', async () => {
    app = capsule()
    app.get('/', async (request, reply) => {
      reply.header('x-good', 'kept').header('x-bad', 'line\nbreak')
      return 'never'
    })
    const fetched = await app.fetch(new Request(`${origin}/`))
    const injected = await app.inject('/')
    expect(fetched.status).toBe(injected.statusCode)
    expect(fetched.status).toBe(500)
    expect(fetched.headers.get('x-bad')).toBeNull()
    expect(fetched.headers.get('x-good')).toBe(injected.headers['x-good'] ?? null)
    expect(await fetched.json()).toEqual(injected.json())
  })

  it('reads the peer address only when asked, from the info given', async () => {
    app = capsule()
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }))
    const response = await app.fetch(new Request('https://example.test/'), {
      remoteAddress: '192.0.2.7',
      remotePort: 4242
    })
    expect(await response.json()).toEqual({ ip: '192.0.2.7', protocol: 'https' })
  })

  it('sends a web stream as the Response body itself: the head with its first chunk, onResponse at its end', async () => {
    app = capsule()
    const events: string[] = []
    app.addHook('onResponse', async () => {
      events.push('onResponse')
    })
    app.get('/', (request, reply) => {
      let sent = 0
      reply.type('text/plain').send(
        new ReadableStream<string>({
          pull(controller) {
            events.push(`pull ${sent}`)
            if (sent === 3) controller.close()
            else controller.enqueue(`chunk ${sent++};`)
          }
        })
      )
    })
    const response = await app.fetch(new Request(`${origin}/`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(await response.text()).toBe('chunk 0;chunk 1;chunk 2;')
    await new Promise((resolve) => setImmediate(resolve))
    expect(events.at(-1)).toBe('onResponse')
    expect(events.filter((event) => event === 'onResponse')).toHaveLength(1)
  })

  it('answers the error when a web stream fails before its first chunk, and cuts the body when it fails later', async () => {
    const lines: string[] = []
    app = capsule({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } })
    app.get('/early', (request, reply) => {
      reply.send(
        new ReadableStream({
          pull() {
            throw new Error('disk on fire')
          }
        })
      )
    })
    app.get('/late', (request, reply) => {
      let step = 0
      reply.send(
        new ReadableStream({
          pull(controller) {
            if (step++ === 0) controller.enqueue(new TextEncoder().encode('partial'))
            else controller.error(new Error('disk on fire later'))
          }
        })
      )
    })
    const early = await app.fetch(new Request(`${origin}/early`))
    expect(early.status).toBe(500)
    expect(await early.json()).toMatchObject({ statusCode: 500 })
    const late = await app.fetch(new Request(`${origin}/late`))
    expect(late.status).toBe(200)
    await expect(late.text()).rejects.toThrow()
    expect(lines.some((line) => line.includes('disk on fire later'))).toBe(true)
  })

  it('releases a web stream source when the reader cancels the body', async () => {
    app = capsule()
    let cancelled: unknown = null
    app.get('/', (request, reply) => {
      let n = 0
      reply.send(
        new ReadableStream<string>({
          pull(controller) {
            controller.enqueue(`tick ${n++}\n`)
          },
          cancel(reason) {
            cancelled = reason ?? 'cancelled'
          }
        })
      )
    })
    const response = await app.fetch(new Request(`${origin}/`))
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel('enough')
    expect(cancelled).toBe('enough')
  })

  it('decodes text bodies as inject() does: a byte order mark kept, invalid UTF-8 replaced, whole or in chunks', async () => {
    app = capsule()
    app.post('/echo', async (request) => ({ body: request.body }))
    const bodies = [
      Buffer.from('\ufeffwith a byte order mark'),
      Buffer.from([0x61, 0xff, 0x62, 0xe2, 0x82, 0x63, 0xed, 0xa0, 0x80]),
      Buffer.from([0xf0, 0x9f, 0x98, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xc0]),
      Buffer.from('plain ascii')
    ]
    for (const bytes of bodies) {
      const headers = { 'content-type': 'text/plain' }
      const injected = await app.inject({ method: 'POST', url: '/echo', headers, payload: bytes })
      // a declared length: the body is read in one piece; a stream without one: chunk by chunk
      const whole = await app.fetch(
        new Request(`${origin}/echo`, {
          method: 'POST',
          headers: { ...headers, 'content-length': String(bytes.length) },
          body: bytes
        })
      )
      const chunked = await app.fetch(
        new Request(`${origin}/echo`, {
          method: 'POST',
          headers,
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(bytes.subarray(0, 2))
              controller.enqueue(bytes.subarray(2))
              controller.close()
            }
          }),
          duplex: 'half'
        } as RequestInit)
      )
      expect(injected.json()).toEqual({ body: bytes.toString('utf8') })
      expect(await whole.json(), bytes.toString('hex')).toEqual(injected.json())
      expect(await chunked.json(), bytes.toString('hex')).toEqual(injected.json())
    }
  })

  it('answers bad urls, rewrites and constrained routes as inject() does (Node objects made where needed)', async () => {
    const answers = async (target: CapsuleInstance, url: string, headers: Record<string, string> = {}) => {
      const fetched = await target.fetch(new Request(`${origin}${url}`, { headers }))
      const injected = await target.inject({ url, headers })
      return {
        fetch: [fetched.status, await fetched.text()],
        inject: [injected.statusCode, injected.payload]
      }
    }
    app = capsule()
    app.get('/users/:id', async (request) => request.params)
    app.register(async (child) => child.setNotFoundHandler(async (request) => request.params), {
      prefix: '/files'
    })
    for (const url of ['/users/%E0%A4%A', '/files/%zz', '/users/%C3%A9', '/nowhere/%zz']) {
      const { fetch, inject } = await answers(app, url)
      expect(fetch, url).toEqual(inject)
    }
    const rewriting = capsule({ rewriteUrl: (raw) => (raw.url === '/old' ? '/new' : raw.url!) })
    rewriting.get('/new', async (request) => ({ url: request.url, original: request.originalUrl }))
    const rewritten = await answers(rewriting, '/old')
    expect(rewritten.fetch).toEqual(rewritten.inject)
    expect(JSON.parse(rewritten.fetch[1] as string)).toEqual({ url: '/new', original: '/old' })
    await rewriting.close()
    const versioned = capsule()
    versioned.get('/', { constraints: { version: '1.0.0' } }, async () => 'v1')
    versioned.get('/', { constraints: { version: '2.0.0' } }, async () => 'v2')
    for (const version of ['1.0.0', '2.x', '3']) {
      const { fetch, inject } = await answers(versioned, '/', { 'accept-version': version })
      expect(fetch, version).toEqual(inject)
    }
    expect((await answers(versioned, '/', { 'accept-version': '2.x' })).fetch).toEqual([200, 'v2'])
    await versioned.close()
  })
})
