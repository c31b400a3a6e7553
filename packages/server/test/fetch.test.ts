import { afterEach, describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const json = { 'content-type': 'application/json' }

/** `count` turns of the event loop: what a pipeline would do unasked (read ahead, close), it has done by then. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}

/** A promise with the function that settles it: what a test awaits instead of a pause. */
function signal<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

/**
 * A request body that yields `chunks`, counting how many the reader pulled; `cancelled` resolves when the reader
 * cancels it.
 */
function countingBody(
  chunks: Iterable<string> | (() => string),
  delay = 0
): { body: ReadableStream<Uint8Array>; pulled: () => number; cancelled: Promise<void> } {
  let pulled = 0
  const cancelled = signal()
  const encoder = new TextEncoder()
  const iterator = typeof chunks === 'function' ? null : chunks[Symbol.iterator]()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (delay > 0) await sleep(delay)
      const next = iterator === null ? { done: false, value: (chunks as () => string)() } : iterator.next()
      if (next.done === true) {
        controller.close()
        return
      }
      pulled++
      controller.enqueue(encoder.encode(next.value))
    },
    cancel() {
      cancelled.resolve()
    }
  })
  return { body, pulled: () => pulled, cancelled: cancelled.promise }
}

describe('app.fetch: the whole lifecycle for a web Request', () => {
  it('routes, parses, validates, serializes with the response schema and answers a standard Response', async () => {
    app = capsule()
    app.post(
      '/users/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          querystring: { type: 'object', properties: { verbose: { type: 'boolean' } } },
          body: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
          response: {
            201: {
              type: 'object',
              properties: { id: { type: 'integer' }, name: { type: 'string' }, verbose: { type: 'boolean' } }
            }
          }
        }
      },
      async (request, reply) => {
        const { id } = request.params as { id: number }
        const { verbose } = request.query as { verbose: boolean }
        reply.code(201)
        return { id, verbose, ...(request.body as object), secret: 'never sent' }
      }
    )
    const response = await app.fetch(
      new Request('http://localhost/users/7?verbose=true', {
        method: 'POST',
        headers: json,
        body: '{"name":"Ada"}'
      })
    )
    expect(response).toBeInstanceOf(Response)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ id: 7, name: 'Ada', verbose: true })
  })

  it('answers a validation error with the 400 payload, an unexpected error with the masked 500, an unknown url with 404', async () => {
    app = capsule()
    app.post('/', { schema: { body: { type: 'object', required: ['name'] } } }, async () => 'ok')
    app.get('/boom', async () => {
      throw new Error('database password is hunter2')
    })
    const invalid = await app.fetch(
      new Request('http://localhost/', { method: 'POST', headers: json, body: '{}' })
    )
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: "body must have required property 'name'"
    })
    const boom = await app.fetch(new Request('http://localhost/boom'))
    expect(boom.status).toBe(500)
    expect(await boom.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error'
    })
    const missing = await app.fetch(new Request('http://localhost/nowhere?x=1'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      message: 'Route GET:/nowhere?x=1 not found',
      error: 'Not Found',
      statusCode: 404
    })
  })

  it('runs every hook in order, encapsulated hooks and decorators included, and custom error and not-found handlers', async () => {
    const seen: string[] = []
    const responded = signal()
    app = capsule()
    for (const name of [
      'onRequest',
      'preParsing',
      'preValidation',
      'preHandler',
      'preSerialization',
      'onSend',
      'onResponse'
    ] as const) {
      app.addHook(name, async () => {
        seen.push(name)
        if (name === 'onResponse') responded.resolve()
      })
    }
    app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ custom: request.url }))
    await app.register(async (child) => {
      child.decorateRequest('who', 'child')
      child.addHook('onRequest', async (request) => {
        seen.push(`child onRequest ${(request as unknown as { who: string }).who}`)
      })
      child.setErrorHandler(async (error, _request, reply) =>
        reply.code(418).send({ handled: (error as Error).message })
      )
      child.post('/child', async (request) => request.body)
      child.get('/child/fail', async () => {
        throw new Error('caught by the child')
      })
    })
    const echoed = await app.fetch(
      new Request('http://localhost/child', { method: 'POST', headers: json, body: '{"a":1}' })
    )
    expect(await echoed.json()).toEqual({ a: 1 })
    // onResponse runs once the answer is finished: after the body was handed over
    await responded.promise
    expect(seen).toEqual([
      'onRequest',
      'child onRequest child',
      'preParsing',
      'preValidation',
      'preHandler',
      'preSerialization',
      'onSend',
      'onResponse'
    ])
    const failed = await app.fetch(new Request('http://localhost/child/fail'))
    expect(failed.status).toBe(418)
    expect(await failed.json()).toEqual({ handled: 'caught by the child' })
    const missing = await app.fetch(new Request('http://localhost/nope'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ custom: '/nope' })
  })

  it('boots the application on first use (plugins, onReady) and rejects with the boot error when a plugin fails', async () => {
    let readyRan = false
    app = capsule()
    app.addHook('onReady', async () => {
      readyRan = true
    })
    await app.register(async (child) => {
      child.get('/', async () => 'from a plugin')
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(readyRan).toBe(true)
    expect(await response.text()).toBe('from a plugin')

    const broken = capsule()
    broken.register(async () => {
      throw Object.assign(new Error('cannot connect'), { code: 'E_DB' })
    })
    await expect(broken.fetch(new Request('http://localhost/'))).rejects.toMatchObject({
      message: 'cannot connect'
    })
  })

  it('is one bound function: detached, destructured, from a child context, in an object', async () => {
    app = capsule()
    let fromChild: CapsuleInstance['fetch'] | undefined
    app.register(async (child) => {
      fromChild = child.fetch
    })
    app.get('/', async () => 'hello')
    const { fetch } = app
    const handler = { fetch: app.fetch }
    expect(app.fetch).toBe(fetch)
    expect(await (await fetch(new Request('http://localhost/'))).text()).toBe('hello')
    expect(await (await handler.fetch(new Request('http://localhost/'))).text()).toBe('hello')
    // Bun calls the handler with its server as `this`
    expect(await (await fetch.call({ not: 'the app' }, new Request('http://localhost/'))).text()).toBe(
      'hello'
    )
    expect(fromChild).toBe(fetch)
  })

  it('yields to an application that decorates `fetch` itself, as it may on Fastify (which has no such member)', async () => {
    app = capsule()
    expect(app.hasDecorator('fetch')).toBe(false)
    app.decorate('fetch', async (url: string) => `client got ${url}`)
    expect(app.hasDecorator('fetch')).toBe(true)
    app.get('/', async function () {
      return {
        fetched: await (this as unknown as { fetch(url: string): Promise<string> }).fetch('/upstream')
      }
    })
    expect((await app.inject('/')).json()).toEqual({ fetched: 'client got /upstream' })
    // one context's decorator: its parent keeps the built-in
    const parent = capsule()
    let childFetch: unknown
    parent.register(async (child) => {
      child.decorate('fetch', 'a client')
      childFetch = child.fetch
    })
    parent.get('/', async () => 'from the built-in')
    expect(await (await parent.fetch(new Request('http://localhost/'))).text()).toBe('from the built-in')
    expect(childFetch).toBe('a client')
    await parent.close()
  })

  it('rejects once the application is closed, as inject() does, and answers 503 while it closes', async () => {
    app = capsule()
    let release!: () => void
    const inHandler = signal()
    app.get('/slow', () => {
      inHandler.resolve()
      return new Promise((resolve) => (release = () => resolve('done')))
    })
    app.get('/', async () => 'hi')
    const slow = app.fetch(new Request('http://localhost/slow'))
    await inHandler.promise
    const closing = app.close()
    const during = await app.fetch(new Request('http://localhost/'))
    expect(during.status).toBe(503)
    release()
    expect(await (await slow).text()).toBe('done')
    await closing
    await expect(app.fetch(new Request('http://localhost/'))).rejects.toMatchObject({
      code: 'FST_ERR_REOPENED_CLOSE_SERVER'
    })
  })
})

describe('app.fetch: request bodies are streamed', () => {
  it('reads a streamed body chunk by chunk as the parser needs it', async () => {
    app = capsule()
    app.post('/', async (request) => request.body)
    const { body } = countingBody(['{"parts":', '[1,2,', '3]}'], 2)
    const response = await app.fetch(
      new Request('http://localhost/', { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit)
    )
    expect(await response.json()).toEqual({ parts: [1, 2, 3] })
  })

  it('enforces bodyLimit while reading: an endless body is cut at the first chunk over the limit and cancelled', async () => {
    app = capsule({ bodyLimit: 1000 })
    app.post('/', async () => 'never')
    const endless = countingBody(() => 'x'.repeat(100))
    const response = await app.fetch(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: endless.body,
        duplex: 'half'
      } as RequestInit)
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' })
    await endless.cancelled
    // 11 chunks of 100 bytes pass the limit; the reader may have one more in flight, never the whole stream
    expect(endless.pulled()).toBeLessThanOrEqual(13)
  })

  it('answers a request body whose stream fails midway with a 400, and keeps serving', async () => {
    app = capsule()
    app.post('/', async (request) => request.body)
    let sent = false
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true
          controller.enqueue(new TextEncoder().encode('{"half":'))
        } else controller.error(new Error('connection reset by peer'))
      }
    })
    const response = await app.fetch(
      new Request('http://localhost/', {
        method: 'POST',
        headers: json,
        body: failing,
        duplex: 'half'
      } as RequestInit)
    )
    expect(response.status).toBe(400)
    const next = await app.fetch(
      new Request('http://localhost/', { method: 'POST', headers: json, body: '{"whole":true}' })
    )
    expect(await next.json()).toEqual({ whole: true })
  })

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    app = capsule({ bodyLimit: 10 })
    app.post('/', async () => 'never')
    const stream = countingBody(['0123456789', '0123456789'])
    const response = await app.fetch(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'content-length': '20' },
        body: stream.body,
        duplex: 'half'
      } as RequestInit)
    )
    expect(response.status).toBe(413)
    await stream.cancelled
    expect(stream.pulled()).toBeLessThanOrEqual(1)
  })

  it('treats a Request body without a declared length as chunked (parsed), and a GET without body as empty', async () => {
    app = capsule()
    app.post('/', async (request) => ({
      got: request.body,
      te: request.headers['transfer-encoding'] ?? null
    }))
    app.get('/', async (request) => ({ body: request.body ?? null, host: request.headers.host }))
    const posted = await app.fetch(
      new Request('http://localhost/', { method: 'POST', headers: json, body: '{"a":1}' })
    )
    expect(await posted.json()).toEqual({ got: { a: 1 }, te: 'chunked' })
    const got = await app.fetch(new Request('http://example.test:8080/'))
    expect(await got.json()).toEqual({ body: null, host: 'example.test:8080' })
    // Deno gives every POST a body stream, even one sent without any framing: with no Content-Type either, there
    // is no body, as a socket would read it
    const empty = new ReadableStream({ start: (controller) => controller.close() })
    const framingless = await app.fetch(
      new Request('http://localhost/', { method: 'POST', body: empty, duplex: 'half' } as RequestInit)
    )
    expect(await framingless.json()).toEqual({ te: null })
  })
})

describe('app.fetch: replies become Response bodies without buffering streams', () => {
  it('streams a Node stream: the first chunk arrives before the source ends, and the reader paces the source', async () => {
    app = capsule()
    // a long source: read ahead of the reader (buffered), it would be pulled on every event-loop turn
    let produced = 0
    let source!: Readable
    const closed = new Promise<void>((resolve) => {
      app.get('/', (_request, reply) => {
        source = new Readable({
          highWaterMark: 1,
          read() {
            produced++
            this.push(produced > 1000 ? null : `chunk${produced};`)
          }
        })
        source.on('close', () => resolve())
        reply.header('content-type', 'text/plain').send(source)
      })
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('chunk1;')
    // while the reader waits, the source is not pulled: what was produced stays what the buffers hold
    await turns(50)
    const whileWaiting = produced
    await turns(50)
    expect(produced).toBe(whileWaiting)
    expect(whileWaiting).toBeLessThan(10)
    // each read pulls the source on
    let text = ''
    for (let i = 0; i < 20; i++) text += new TextDecoder().decode((await reader.read()).value)
    expect(text.startsWith('chunk2;chunk3;')).toBe(true)
    expect(produced).toBeGreaterThanOrEqual(21)
    const afterReads = produced
    await turns(50)
    expect(produced).toBe(afterReads)
    // a reader that goes away releases the source
    await reader.cancel()
    await closed
    expect(source.destroyed).toBe(true)
  })

  it('sends a web ReadableStream, a Buffer, a typed array, a string and a Response as the body', async () => {
    app = capsule()
    app.get('/web', (_request, reply) => {
      const encoder = new TextEncoder()
      reply.type('text/plain').send(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('web '))
            controller.enqueue(encoder.encode('stream'))
            controller.close()
          }
        })
      )
    })
    app.get('/buffer', (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.from([0, 1, 2, 255]))
    )
    app.get('/typed', (_request, reply) =>
      reply.type('application/octet-stream').send(new Uint16Array([1, 2]))
    )
    app.get('/string', (_request, reply) => reply.type('text/plain').send('plain text'))
    app.get('/response', (_request, reply) => {
      reply.header('x-from-reply', 'kept')
      reply.send(
        new Response('from a Response', {
          status: 202,
          headers: { 'content-type': 'text/x-custom', 'x-from-response': 'yes' }
        })
      )
    })
    const web = await app.fetch(new Request('http://localhost/web'))
    expect(await web.text()).toBe('web stream')
    const buffer = await app.fetch(new Request('http://localhost/buffer'))
    expect([...new Uint8Array(await buffer.arrayBuffer())]).toEqual([0, 1, 2, 255])
    expect(buffer.headers.get('content-length')).toBe('4')
    const typed = await app.fetch(new Request('http://localhost/typed'))
    expect([...new Uint16Array(await typed.arrayBuffer())]).toEqual([1, 2])
    const text = await app.fetch(new Request('http://localhost/string'))
    expect(await text.text()).toBe('plain text')
    expect(text.headers.get('content-type')).toBe('text/plain')
    const response = await app.fetch(new Request('http://localhost/response'))
    expect(response.status).toBe(202)
    expect(response.headers.get('content-type')).toBe('text/x-custom')
    expect(response.headers.get('x-from-response')).toBe('yes')
    expect(response.headers.get('x-from-reply')).toBe('kept')
    expect(await response.text()).toBe('from a Response')
  })

  it('keeps each Set-Cookie a field of its own, and the status text', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.header('set-cookie', ['a=1; Path=/', 'b=2; HttpOnly'])
      reply.raw.statusMessage = 'Quite OK'
      reply.send('ok')
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly'])
    expect(response.statusText).toBe('Quite OK')
  })

  it('answers HEAD with the GET route’s headers and no body, and 204/304 without body', async () => {
    app = capsule()
    app.get('/', async () => ({ hello: 'world' }))
    app.get('/none', (_request, reply) => reply.code(204).send())
    app.get('/stream', (_request, reply) => reply.type('text/plain').send(Readable.from(['never', 'read'])))
    const head = await app.fetch(new Request('http://localhost/', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(head.headers.get('content-length')).toBe('17')
    expect(head.body).toBeNull()
    const none = await app.fetch(new Request('http://localhost/none'))
    expect(none.status).toBe(204)
    expect(none.body).toBeNull()
    const streamHead = await app.fetch(new Request('http://localhost/stream', { method: 'HEAD' }))
    expect(streamHead.status).toBe(200)
    expect(await streamHead.text()).toBe('')
  })

  it('drops what is written for a HEAD route written by hand and for a hijacked 204, and finishes them normally', async () => {
    app = capsule()
    const seen: string[] = []
    const bothResponded = signal()
    app.addHook('onResponse', async (request) => {
      seen.push(`onResponse ${request.method} ${request.url}`)
      if (seen.length === 2) bothResponded.resolve()
    })
    app.addHook('onRequestAbort', async (request) => {
      seen.push(`onRequestAbort ${request.url}`)
    })
    app.head('/manual', (_request, reply) => reply.type('text/plain').send('a body HEAD must not carry'))
    app.get('/raw204', (_request, reply) => {
      reply.hijack()
      reply.raw.writeHead(204)
      reply.raw.write('dropped')
      reply.raw.end()
    })
    const head = await app.fetch(new Request('http://localhost/manual', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('26')
    expect(head.body).toBeNull()
    const raw204 = await app.fetch(new Request('http://localhost/raw204'))
    expect(raw204.status).toBe(204)
    expect(raw204.body).toBeNull()
    await bothResponded.promise
    // one more turn: an onRequestAbort or a third onResponse would show here
    await turns(10)
    expect(seen).toEqual(['onResponse HEAD /manual', 'onResponse GET /raw204'])
  })

  it('drops trailers and the fields that describe a connection (a Response has neither)', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.trailer('server-timing', async () => 'db;dur=1')
      reply.header('connection', 'keep-alive').header('keep-alive', 'timeout=5')
      reply.send('body')
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(await response.text()).toBe('body')
    for (const name of ['trailer', 'transfer-encoding', 'connection', 'keep-alive'])
      expect(response.headers.has(name)).toBe(false)
  })

  it('answers the error when a stream fails before its first chunk, and cuts the body when it fails later', async () => {
    app = capsule()
    app.get('/early', (_request, reply) => {
      const source = new Readable({
        read() {
          this.destroy(new Error('disk on fire'))
        }
      })
      reply.send(source)
    })
    app.get('/late', (_request, reply) => {
      let step = 0
      const source = new Readable({
        read() {
          if (step++ === 0) this.push('partial')
          else setTimeout(() => this.destroy(new Error('disk on fire')), 5)
        }
      })
      reply.send(source)
    })
    const early = await app.fetch(new Request('http://localhost/early'))
    expect(early.status).toBe(500)
    expect(await early.json()).toMatchObject({ statusCode: 500 })
    const late = await app.fetch(new Request('http://localhost/late'))
    expect(late.status).toBe(200)
    await expect(late.text()).rejects.toThrow()
  })
})

describe('app.fetch: raw objects plugins read', () => {
  it('request.raw and reply.raw have the Node fields and methods plugins use', async () => {
    app = capsule()
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader('x-raw', 'set on raw')
      reply.raw.setHeader('x-many', ['1', '2'])
    })
    app.get('/raw/:id', async (request, reply) => {
      const raw = request.raw
      return {
        method: raw.method,
        url: raw.url,
        httpVersion: raw.httpVersion,
        accept: raw.headers.accept,
        host: raw.headers.host,
        rawHeadersHasAccept: raw.rawHeaders.includes('accept'),
        encrypted: (raw.socket as unknown as { encrypted: boolean }).encrypted,
        rawHeader: reply.raw.getHeader('x-raw'),
        hasHeader: reply.raw.hasHeader('X-RAW'),
        names: reply.raw.getHeaderNames().sort(),
        headersSent: reply.raw.headersSent
      }
    })
    const response = await app.fetch(
      new Request('https://api.example.test/raw/1?x=y', { headers: { accept: 'application/json' } })
    )
    expect(response.headers.get('x-raw')).toBe('set on raw')
    expect(response.headers.get('x-many')).toBe('1, 2')
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/raw/1?x=y',
      httpVersion: '1.1',
      accept: 'application/json',
      host: 'api.example.test',
      rawHeadersHasAccept: true,
      encrypted: true,
      rawHeader: 'set on raw',
      hasHeader: true,
      names: ['x-many', 'x-raw'],
      headersSent: false
    })
  })

  it('emits close on the raw request and finish/close on the raw reply once the answer is over', async () => {
    app = capsule()
    const events: string[] = []
    const allThree = signal()
    const push = (event: string): void => {
      events.push(event)
      if (events.length === 3) allThree.resolve()
    }
    app.get('/', async (request, reply) => {
      request.raw.on('close', () => push('request close'))
      reply.raw.on('finish', () => push('reply finish'))
      reply.raw.on('close', () => push('reply close'))
      return 'ok'
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(await response.text()).toBe('ok')
    await allThree.promise
    // finish first; the two close events follow in no promised order (as over a socket)
    expect(events[0]).toBe('reply finish')
    expect(events.slice(1).sort()).toEqual(['reply close', 'request close'])
  })

  it('a hijacked reply writes reply.raw itself', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.hijack()
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' })
      reply.raw.write('data: one\n\n')
      setTimeout(() => reply.raw.end('data: two\n\n'), 5)
    })
    const response = await app.fetch(new Request('http://localhost/'))
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n')
  })
})

describe('app.fetch: the client address', () => {
  const ipApp = (options?: Parameters<typeof capsule>[0]): CapsuleInstance => {
    const instance = capsule(options)
    instance.get('/', async (request) => ({
      ip: request.ip ?? null,
      ips: request.ips ?? null,
      protocol: request.protocol,
      host: request.host
    }))
    return instance
  }

  it('comes from Bun’s server (requestIP), Deno’s handler info (remoteAddr) or { remoteAddress }', async () => {
    app = ipApp()
    const bunServer = {
      requestIP(this: { marker: string }, request: Request) {
        // called as a method, as Bun requires
        return this.marker === 'bun' && request instanceof Request
          ? { address: '10.0.0.1', port: 5000, family: 'IPv4' }
          : null
      },
      marker: 'bun'
    }
    const viaBun = await app.fetch(new Request('http://localhost/'), bunServer)
    expect(await viaBun.json()).toMatchObject({ ip: '10.0.0.1' })
    const viaDeno = await app.fetch(new Request('http://localhost/'), {
      remoteAddr: { hostname: '::1', port: 5001, transport: 'tcp' }
    })
    expect(await viaDeno.json()).toMatchObject({ ip: '::1' })
    const viaNode = await app.fetch(new Request('http://localhost/'), { remoteAddress: '192.0.2.7' })
    expect(await viaNode.json()).toMatchObject({ ip: '192.0.2.7' })
    const unknown = await app.fetch(new Request('http://localhost/'), { KV: 'a Cloudflare env' })
    expect(await unknown.json()).toMatchObject({ ip: null })
  })

  it('follows X-Forwarded-* only from a trusted peer (trustProxy)', async () => {
    app = ipApp({ trustProxy: '127.0.0.1' })
    const headers = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'public.example'
    }
    const trusted = await app.fetch(new Request('http://internal/', { headers }), {
      remoteAddress: '127.0.0.1'
    })
    expect(await trusted.json()).toEqual({
      ip: '203.0.113.9',
      ips: ['127.0.0.1', '203.0.113.9'],
      protocol: 'https',
      host: 'public.example'
    })
    const untrusted = await app.fetch(new Request('http://internal/', { headers }), {
      remoteAddress: '198.51.100.1'
    })
    expect(await untrusted.json()).toEqual({
      ip: '198.51.100.1',
      ips: ['198.51.100.1'],
      protocol: 'http',
      host: 'internal'
    })
  })
})

describe('app.fetch: the client going away', () => {
  it('an aborted signal runs onRequestAbort, aborts request.signal and rejects the pending call', async () => {
    app = capsule()
    const seen: string[] = []
    let handlerSignal: AbortSignal | undefined
    const inHandler = signal()
    const handlerSawIt = signal()
    app.addHook('onRequestAbort', async (request) => {
      seen.push(`onRequestAbort ${request.url}`)
    })
    app.get('/slow', async (request) => {
      handlerSignal = request.signal
      inHandler.resolve()
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve))
      seen.push('handler saw the abort')
      handlerSawIt.resolve()
      return 'too late'
    })
    const controller = new AbortController()
    const pending = app.fetch(new Request('http://localhost/slow', { signal: controller.signal }))
    await inHandler.promise
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await handlerSawIt.promise
    expect(handlerSignal?.aborted).toBe(true)
    expect(seen).toEqual(['onRequestAbort /slow', 'handler saw the abort'])
  })

  it('a reader that cancels a streamed body releases the source', async () => {
    app = capsule()
    const destroyed = signal()
    app.get('/', (_request, reply) => {
      let n = 0
      const source = new Readable({
        read() {
          setTimeout(() => this.push(`tick ${n++}\n`), 1)
        },
        destroy(error, callback) {
          destroyed.resolve()
          callback(error)
        }
      })
      reply.send(source)
    })
    const response = await app.fetch(new Request('http://localhost/'))
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel()
    // resolves only when the source is destroyed (the test's timeout bounds the wait)
    await destroyed.promise
  })

  it('a Request aborted before it is handled runs onRequestAbort and rejects, without waiting for the handler', async () => {
    app = capsule()
    const seen: string[] = []
    app.addHook('onRequestAbort', async (_request) => {
      seen.push('onRequestAbort')
    })
    // the handler, if it runs, finishes only when the test lets it: a call that waited for it would never settle
    const release = signal()
    app.get('/', async () => {
      await release.promise
      seen.push('handler finished')
      return 'x'
    })
    await expect(
      app.fetch(new Request('http://localhost/', { signal: AbortSignal.abort() }))
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen).toEqual(['onRequestAbort'])
    release.resolve()
  })
})
