import { afterEach, describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('the Reply API', () => {
  it('sets status and headers, reads them back, removes them', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.status(202).header('X-One', 1).headers({ 'x-two': 'two', 'x-gone': 'soon' })
      reply.removeHeader('x-gone')
      reply.header('set-cookie', 'a=1').header('set-cookie', 'b=2')
      const seen = {
        status: reply.statusCode,
        one: reply.getHeader('x-one'),
        has: reply.hasHeader('X-TWO'),
        gone: reply.hasHeader('x-gone'),
        all: Object.keys(reply.getHeaders()).sort()
      }
      reply.send(seen)
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(202)
    expect(response.headers['x-one']).toBe('1')
    expect(response.headers['x-two']).toBe('two')
    expect(response.headers['x-gone']).toBeUndefined()
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(response.json()).toEqual({
      status: 202,
      one: 1,
      has: true,
      gone: false,
      all: ['set-cookie', 'x-one', 'x-two']
    })
  })

  it('refuses an invalid status code', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.code(999)
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(500)
    expect(response.json().code).toBe('FST_ERR_BAD_STATUS_CODE')
  })

  it('sends strings as text unless a type is set, objects as JSON, and respects reply.type()', async () => {
    app = capsule()
    app.get('/text', async () => 'plain')
    app.get('/typed', (_request, reply) => {
      reply.type('text/html').send('<p>hi</p>')
    })
    app.get('/json-string', (_request, reply) => {
      reply.type('application/json').send('{"already":"json"}')
    })
    app.get('/null', (_request, reply) => {
      reply.send(null)
    })
    app.get('/empty', (_request, reply) => {
      reply.code(204).send()
    })
    const text = await app.inject('/text')
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(text.body).toBe('plain')
    expect((await app.inject('/typed')).headers['content-type']).toBe('text/html')
    expect((await app.inject('/json-string')).body).toBe('{"already":"json"}')
    expect((await app.inject('/null')).body).toBe('null')
    const empty = await app.inject('/empty')
    expect(empty.statusCode).toBe(204)
    expect(empty.body).toBe('')
  })

  it('sends Buffers, typed arrays, Node streams, web ReadableStreams and Responses', async () => {
    app = capsule()
    app.get('/buffer', async () => Buffer.from('buf'))
    app.get('/typed', async () => new Uint8Array([104, 105]))
    app.get('/stream', async () => Readable.from(['a', 'b', 'c']))
    app.get(
      '/web',
      async () =>
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('web'))
            c.close()
          }
        })
    )
    app.get(
      '/response',
      async () => new Response('from response', { status: 201, headers: { 'x-from': 'response' } })
    )
    const buffer = await app.inject('/buffer')
    expect(buffer.headers['content-type']).toBe('application/octet-stream')
    expect(buffer.body).toBe('buf')
    expect((await app.inject('/typed')).body).toBe('hi')
    const stream = await app.inject('/stream')
    // as in Fastify, a stream gets no assumed content type
    expect([stream.body, stream.headers['content-type']]).toEqual(['abc', undefined])
    const web = await app.inject('/web')
    expect([web.body, web.headers['content-type']]).toEqual(['web', undefined])
    const response = await app.inject('/response')
    expect(response.statusCode).toBe(201)
    expect(response.headers['x-from']).toBe('response')
    expect(response.body).toBe('from response')
  })

  it('redirects with 302 by default, the given code, or the status already set', async () => {
    app = capsule()
    app.get('/a', (_request, reply) => {
      reply.redirect('/target')
    })
    app.get('/b', (_request, reply) => {
      reply.redirect('/target', 301)
    })
    app.get('/c', (_request, reply) => {
      reply.code(307).redirect('/target')
    })
    for (const [url, status] of [
      ['/a', 302],
      ['/b', 301],
      ['/c', 307]
    ] as const) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(status)
      expect(response.headers.location).toBe('/target')
    }
  })

  it('reports sent, lets hijack take over the raw response, and measures elapsedTime', async () => {
    app = capsule()
    app.get('/sent', (_request, reply) => {
      const before = reply.sent
      reply.send({ before, elapsed: typeof reply.elapsedTime })
    })
    app.get('/hijack', (_request, reply) => {
      reply.hijack()
      reply.raw.writeHead(200, { 'content-type': 'text/plain' })
      reply.raw.end('raw')
    })
    expect((await app.inject('/sent')).json()).toEqual({ before: false, elapsed: 'number' })
    expect((await app.inject('/hijack')).body).toBe('raw')
  })

  it('reports the media type of its Content-Type: lower case, without parameters, undefined when absent or invalid', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      const seen: unknown[] = [reply.mediaType]
      reply.type('Text/HTML; charset=utf-8')
      seen.push(reply.mediaType)
      reply.header('content-type', 'not a media type')
      seen.push(reply.mediaType)
      reply.header('content-type', ' application/vnd.api+json ')
      seen.push(reply.mediaType)
      reply.type('text/plain').send(JSON.stringify(seen.map(String)))
    })
    expect(JSON.parse((await app.inject('/')).body)).toEqual([
      'undefined',
      'text/html',
      'undefined',
      'application/vnd.api+json'
    ])
  })

  it('adds charset=utf-8 to JSON content types without one, case-insensitively, and replaces invalid ones', async () => {
    app = capsule()
    const cases: Record<string, [string, unknown]> = {
      plain: ['application/json', { a: 1 }],
      problem: ['application/problem+json', { a: 1 }],
      trailing: ['application/vnd.x+json;', { a: 1 }],
      upper: ['Application/Json', { a: 1 }],
      charset: ['application/json; charset=latin1', { a: 1 }],
      string: ['application/json', '{"a":1}'],
      invalidString: ['not a type', 'x'],
      invalidObject: ['not a type', { a: 1 }]
    }
    app.get('/:name', (request, reply) => {
      const [type, payload] = cases[(request.params as { name: string }).name]!
      reply.header('content-type', type).send(payload)
    })
    const seen: Record<string, [string | undefined, string]> = {}
    for (const name of Object.keys(cases)) {
      const response = await app.inject(`/${name}`)
      seen[name] = [response.headers['content-type'] as string | undefined, response.body]
    }
    expect(seen).toEqual({
      plain: ['application/json; charset=utf-8', '{"a":1}'],
      problem: ['application/problem+json; charset=utf-8', '{"a":1}'],
      trailing: ['application/vnd.x+json; charset=utf-8', '{"a":1}'],
      upper: ['Application/Json; charset=utf-8', '{"a":1}'],
      charset: ['application/json; charset=latin1', '{"a":1}'],
      string: ['application/json; charset=utf-8', '{"a":1}'],
      invalidString: ['text/plain; charset=utf-8', 'x'],
      invalidObject: ['application/json; charset=utf-8', '{"a":1}']
    })
  })

  it('runs onResponse hooks for a hijacked reply once its raw response finishes', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.addHook('onResponse', async (request, reply) => {
      seen.push([request.url, reply.raw.statusCode])
    })
    app.get('/raw', (_request, reply) => {
      reply.hijack()
      reply.raw.writeHead(202, { 'content-type': 'text/plain' })
      reply.raw.end('raw')
    })
    expect((await app.inject('/raw')).body).toBe('raw')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual([['/raw', 202]])
  })

  it('freezes elapsedTime when the response finishes: onResponse and later reads agree', async () => {
    app = capsule()
    let kept: { elapsedTime: number } | undefined
    let inHook = -1
    let responded!: () => void
    const onResponseRan = new Promise<void>((resolve) => (responded = resolve))
    app.addHook('onResponse', async (_request, reply) => {
      kept = reply
      inHook = reply.elapsedTime
      responded()
    })
    app.get('/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 'ok'
    })
    await app.inject('/')
    await onResponseRan
    // at least the handler's 5 ms (timers never fire early by more than the clock's millisecond)
    expect(inHook).toBeGreaterThan(3)
    // time passes after the hook: a value still counting would have grown
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(kept!.elapsedTime).toBe(inHook)
  })

  it('refuses serializeInput for a status or a content type without a schema, naming which', async () => {
    app = capsule()
    app.get(
      '/',
      {
        schema: {
          response: {
            200: {
              content: {
                'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } } }
              }
            }
          }
        }
      },
      (_request, reply) => {
        const outcomes: unknown[] = [reply.serializeInput({ a: 1, b: 2 }, 200, 'application/json')]
        for (const call of [
          () => reply.serializeInput({}, 200, 'text/html'),
          () => reply.serializeInput({}, 404)
        ]) {
          try {
            call()
          } catch (error) {
            outcomes.push((error as Error & { code: string }).code, (error as Error).message)
          }
        }
        reply.type('text/plain').send(JSON.stringify(outcomes))
      }
    )
    expect(JSON.parse((await app.inject('/')).body)).toEqual([
      '{"a":1}',
      'FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN',
      'Missing serialization function. Key "200:text/html"',
      'FST_ERR_MISSING_SERIALIZATION_FN',
      'Missing serialization function. Key "404"'
    ])
  })

  it("runs the reply's own serializer on a string sent with a chosen content type, as Fastify does", async () => {
    app = capsule()
    app.get('/typed', (_request, reply) => {
      reply
        .serializer((payload) => `<${String(payload)}>`)
        .type('application/json')
        .send('"x"')
    })
    app.get('/untyped', (_request, reply) => {
      reply.serializer((payload) => `<${String(payload)}>`).send('plain')
    })
    expect((await app.inject('/typed')).body).toBe('<"x">')
    expect((await app.inject('/untyped')).body).toBe('plain')
  })

  it('sends no Content-Type or Content-Length with a 204, and the length without the bytes with a 304 (as Fastify)', async () => {
    app = capsule()
    app.get('/204', (_request, reply) => {
      reply.code(204).send({ a: 1 })
    })
    app.get('/304', (_request, reply) => {
      reply.code(304).send('abc')
    })
    app.get('/204-typed', (_request, reply) => {
      reply.code(204).type('text/html').send()
    })
    const noContent = await app.inject('/204')
    expect([
      noContent.statusCode,
      noContent.headers['content-type'],
      noContent.headers['content-length'],
      noContent.body
    ]).toEqual([204, undefined, undefined, ''])
    const notModified = await app.inject('/304')
    expect([
      notModified.statusCode,
      notModified.headers['content-type'],
      notModified.headers['content-length'],
      notModified.body
    ]).toEqual([304, 'text/plain; charset=utf-8', '3', ''])
    expect((await app.inject('/204-typed')).headers['content-type']).toBe('text/html')
  })

  it('can be awaited: the promise settles once the response is sent', async () => {
    app = capsule()
    let awaited!: () => void
    const settled = new Promise<void>((resolve) => (awaited = resolve))
    app.get('/', async (_request, reply) => {
      setTimeout(() => reply.send('later'), 5)
      await reply
      awaited()
      return reply
    })
    const response = await app.inject('/')
    expect(response.body).toBe('later')
    await settled
  })

  it('callNotFound answers with the not-found handler', async () => {
    app = capsule()
    app.get('/maybe', (_request, reply) => {
      reply.callNotFound()
    })
    const response = await app.inject('/maybe')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      message: 'Route GET:/maybe not found',
      error: 'Not Found',
      statusCode: 404
    })
  })

  it('serializes with reply.serialize, getSerializationFunction, compileSerializationSchema and serializeInput', async () => {
    app = capsule()
    const schema = { type: 'object', properties: { a: { type: 'string' } } }
    let seen: Record<string, string> = {}
    app.get('/', { schema: { response: { 200: schema } } }, (_request, reply) => {
      const byStatus = reply.getSerializationFunction(200)!
      const compiled = reply.compileSerializationSchema({
        type: 'object',
        properties: { b: { type: 'integer' } }
      })
      seen = {
        serialize: reply.serialize({ a: 'x', hidden: 1 }),
        byStatus: byStatus({ a: 'y', hidden: 1 }),
        compiled: compiled({ b: 2, c: 3 }),
        input: reply.serializeInput(
          { b: 5, c: 6 },
          { type: 'object', properties: { b: { type: 'integer' } } }
        )
      }
      reply.send({ a: 'done' })
    })
    const response = await app.inject('/')
    expect(response.body).toBe('{"a":"done"}')
    expect(seen).toEqual({
      serialize: '{"a":"x"}',
      byStatus: '{"a":"y"}',
      compiled: '{"b":2}',
      input: '{"b":5}'
    })
  })

  it('uses setReplySerializer for every reply of its context, ahead of response schemas (as in Fastify)', async () => {
    app = capsule()
    app.register(async (child) => {
      child.setReplySerializer((payload) => `custom:${JSON.stringify(payload)}`)
      child.get('/child', async () => ({ a: 1 }))
      child.get(
        '/schema',
        { schema: { response: { 200: { type: 'object', properties: { a: { type: 'integer' } } } } } },
        async () => ({ a: 1, b: 2 })
      )
    })
    app.get('/root', async () => ({ a: 1 }))
    expect((await app.inject('/child')).body).toBe('custom:{"a":1}')
    expect((await app.inject('/schema')).body).toBe('custom:{"a":1,"b":2}')
    expect((await app.inject('/root')).body).toBe('{"a":1}')
  })

  it('lets preSerialization and onSend change the payload, and runs onResponse after the response', async () => {
    app = capsule()
    let finished = false
    const done = new Promise<void>((resolve) => {
      app.addHook('onResponse', async (_request, reply) => {
        finished = reply.sent
        resolve()
      })
    })
    app.addHook('preSerialization', async (_request, _reply, payload) => ({
      ...(payload as object),
      added: true
    }))
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-length', String((payload as string).length))
      return payload
    })
    app.get('/', async () => ({ a: 1 }))
    const response = await app.inject('/')
    await done
    expect(response.json()).toEqual({ a: 1, added: true })
    expect(response.headers['x-length']).toBe(String(response.body.length))
    expect(finished).toBe(true)
  })

  it('turns an invalid final payload into a 500 with FST_ERR_REP_INVALID_PAYLOAD_TYPE', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.type('text/html').send({ not: 'a string' })
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(500)
    expect(response.json().code).toBe(errorCodes.FST_ERR_REP_INVALID_PAYLOAD_TYPE.code)
  })

  it('sends a value returned by a sync handler and by an async handler', async () => {
    app = capsule()
    app.get('/sync', () => ({ sync: true }))
    app.get('/async', async () => ({ async: true }))
    app.get('/undefined', async () => undefined)
    expect((await app.inject('/sync')).json()).toEqual({ sync: true })
    expect((await app.inject('/async')).json()).toEqual({ async: true })
    const empty = await app.inject('/undefined')
    expect(empty.statusCode).toBe(200)
    expect(empty.body).toBe('')
  })
})
