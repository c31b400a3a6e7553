import { afterEach, describe, expect, it } from 'vitest'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/** A GET over a real socket: status, headers, body, trailers and any 1xx informational responses. */
function get(url: string): Promise<{
  res: IncomingMessage
  body: string
  informational: Array<{ statusCode: number; headers: Record<string, unknown> }>
}> {
  return new Promise((resolve, reject) => {
    const informational: Array<{ statusCode: number; headers: Record<string, unknown> }> = []
    const req = httpRequest(url, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ res, body, informational }))
    })
    req.on('information', (info) =>
      informational.push({ statusCode: info.statusCode, headers: info.headers })
    )
    req.on('error', reject)
    req.end()
  })
}

describe('reply.trailer', () => {
  it('sends trailers from a done callback and an async function after the body, chunked, over a real socket', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply
        .trailer('ETag', (_reply, payload, done) => done(null, `"${String(payload).length}"`))
        .trailer('x-sum', async () => '3')
      return { hello: 'world' }
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const { res, body } = await get(address)
    expect(res.statusCode).toBe(200)
    expect(body).toBe('{"hello":"world"}')
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['trailer']).toBe('etag, x-sum')
    expect(res.trailers).toEqual({ etag: '"17"', 'x-sum': '3' })
  })

  it('works through inject, with a stream payload, and leaves a failing trailer out', async () => {
    app = capsule()
    app.get('/stream', (_request, reply) => {
      reply
        .trailer('x-done', async () => 'yes')
        .trailer('x-broken', async () => {
          throw new Error('no value')
        })
      return Readable.from(['a', 'b', 'c'])
    })
    const response = await app.inject('/stream')
    expect(response.body).toBe('abc')
    expect(response.headers['trailer']).toBe('x-done, x-broken')
    expect(response.trailers).toEqual({ 'x-done': 'yes' })
  })

  it('sends trailers after a web ReadableStream and a typed array; a 204 gets none (it has no body to follow)', async () => {
    app = capsule()
    app.get('/web', (_request, reply) => {
      reply.trailer('x-n', async (_reply, payload) => typeof payload)
      return new ReadableStream({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode('web'))
          controller.close()
        }
      })
    })
    app.get('/bytes', (_request, reply) => {
      reply.trailer('x-len', (_reply, payload, done) => done(null, String((payload as Buffer).length)))
      return new Uint8Array([104, 105])
    })
    app.get('/empty', (_request, reply) => {
      reply.trailer('x-never', async () => 'no')
      reply.code(204).send()
    })
    const web = await app.inject('/web')
    expect(web.body).toBe('web')
    expect(web.trailers).toEqual({ 'x-n': 'object' })
    const bytes = await app.inject('/bytes')
    expect(bytes.body).toBe('hi')
    expect(bytes.trailers).toEqual({ 'x-len': '2' })
    const empty = await app.inject('/empty')
    expect(empty.statusCode).toBe(204)
    expect(empty.headers['trailer']).toBeUndefined()
    expect(empty.headers['transfer-encoding']).toBeUndefined()
    expect(empty.trailers).toEqual({})
  })

  it('hasTrailer and removeTrailer; without trailers left the reply is a plain one with Content-Length', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.trailer('x-a', async () => 'a')
      const had = reply.hasTrailer('X-A')
      reply.removeTrailer('x-a')
      return { had, has: reply.hasTrailer('x-a') }
    })
    const response = await app.inject('/')
    expect(response.json()).toEqual({ had: true, has: false })
    expect(response.headers['content-length']).toBe(String(response.body.length))
    expect(response.headers['trailer']).toBeUndefined()
  })

  it('refuses names that cannot be trailers and values that are not functions, with coded errors', async () => {
    app = capsule()
    const errors: unknown[] = []
    app.get('/', (_request, reply) => {
      for (const name of ['Content-Length', 'authorization', 'Trailer', 'set-cookie']) {
        try {
          reply.trailer(name, async () => 'x')
        } catch (error) {
          errors.push((error as { code: string }).code)
        }
      }
      try {
        reply.trailer('x-ok', 'value' as never)
      } catch (error) {
        errors.push(error instanceof errorCodes.FST_ERR_BAD_TRAILER_VALUE)
      }
      return { ok: true }
    })
    await app.inject('/')
    expect(errors).toEqual([
      'FST_ERR_BAD_TRAILER_NAME',
      'FST_ERR_BAD_TRAILER_NAME',
      'FST_ERR_BAD_TRAILER_NAME',
      'FST_ERR_BAD_TRAILER_NAME',
      true
    ])
  })
})

describe('reply.writeEarlyHints', () => {
  it('sends a 103 before the final response', async () => {
    app = capsule()
    app.get('/', (_request, reply) => {
      reply.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' })
      return 'final'
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const { res, body, informational } = await get(address)
    expect(informational).toEqual([
      { statusCode: 103, headers: { link: '</style.css>; rel=preload; as=style' } }
    ])
    expect(res.statusCode).toBe(200)
    expect(body).toBe('final')
  })
})

describe('instance genReqId, childLoggerFactory, withTypeProvider', () => {
  it('expose the context generator (requestIdHeader first) and the logger factory; withTypeProvider is the instance', async () => {
    app = capsule({ requestIdHeader: 'x-request-id' })
    let counter = 0
    const defaultFactory = app.childLoggerFactory
    expect(typeof defaultFactory).toBe('function')
    await app.register(async (child) => {
      child.setGenReqId(() => `child-${++counter}`)
      const generate = child.genReqId
      expect(generate({ headers: {} } as never)).toBe('child-1')
      expect(generate({ headers: { 'x-request-id': 'from-header' } } as never)).toBe('from-header')
      const factory = () => child.log
      child.setChildLoggerFactory(factory as never)
      expect(child.childLoggerFactory).toBe(factory)
    })
    expect(app.childLoggerFactory).toBe(defaultFactory)
    expect(app.withTypeProvider()).toBe(app)
  })
})
