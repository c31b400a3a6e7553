import { createGunzip } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { PassThrough, Readable } from 'node:stream'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('addContentTypeParser', () => {
  it('adds a parser with done, with a promise, and for several types at once', async () => {
    app = capsule()
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)))
      }
    )
    app.addContentTypeParser(
      ['text/csv', 'text/tab-separated-values'],
      { parseAs: 'string' },
      async (_request, body) => (body as string).split(/[,\t]/)
    )
    app.post('/', async (request) => ({ body: request.body }))
    const form = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2'
    })
    expect(form.json()).toEqual({ body: { a: '1', b: '2' } })
    const csv = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/csv' },
      payload: 'x,y'
    })
    expect(csv.json()).toEqual({ body: ['x', 'y'] })
    const tsv = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/tab-separated-values' },
      payload: 'x\ty'
    })
    expect(tsv.json()).toEqual({ body: ['x', 'y'] })
  })

  it('gives a parser without parseAs the raw payload stream', async () => {
    app = capsule()
    app.addContentTypeParser('application/octet-stream', async (_request, payload) => {
      const chunks: Buffer[] = []
      for await (const chunk of payload as Readable) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks).length
    })
    app.post('/', async (request) => ({ length: request.body }))
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10)
    })
    expect(response.json()).toEqual({ length: 10 })
  })

  it('matches a parser registered with parameters whatever the spacing and quoting, with parameter values as given', async () => {
    app = capsule()
    app.addContentTypeParser('application/json; charset=utf-8', { parseAs: 'string' }, async () => 'custom')
    app.post('/', async (request) => ({ body: request.body }))
    const send = (type: string) =>
      app.inject({ method: 'POST', url: '/', headers: { 'content-type': type }, payload: '{"a":1}' })
    expect((await send('application/json;charset=utf-8')).json()).toEqual({ body: 'custom' })
    expect((await send('Application/JSON; Charset="utf-8"')).json()).toEqual({ body: 'custom' })
    // another parameter value, or none: the built-in JSON parser for the essence
    expect((await send('application/json; charset=UTF-8')).json()).toEqual({ body: { a: 1 } })
    expect((await send('application/json')).json()).toEqual({ body: { a: 1 } })
    expect(app.hasContentTypeParser('application/json;charset="utf-8"')).toBe(true)
  })

  it('matches regular expressions and the catch-all parser', async () => {
    app = capsule()
    app.addContentTypeParser(
      /^image\/.*/,
      { parseAs: 'buffer' },
      async (_request, body) => `image of ${(body as Buffer).length}`
    )
    app.addContentTypeParser(
      '*',
      { parseAs: 'string' },
      async (_request, body) => `anything: ${body as string}`
    )
    app.post('/', async (request) => ({ body: request.body }))
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/',
          headers: { 'content-type': 'image/png' },
          payload: 'abc'
        })
      ).json()
    ).toEqual({ body: 'image of 3' })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/',
          headers: { 'content-type': 'application/x-thing' },
          payload: 'z'
        })
      ).json()
    ).toEqual({ body: 'anything: z' })
  })

  it('has, removes and removes all parsers, and keeps them per context', async () => {
    app = capsule()
    expect(app.hasContentTypeParser('application/json')).toBe(true)
    expect(app.hasContentTypeParser('text/plain')).toBe(true)
    app.register(async (child) => {
      child.removeAllContentTypeParsers()
      expect(child.hasContentTypeParser('application/json')).toBe(false)
      child.addContentTypeParser(
        'text/custom',
        { parseAs: 'string' },
        async (_r, body) => `custom ${body as string}`
      )
      child.post('/child', async (request) => ({ body: request.body }))
    })
    app.register(async (sibling) => {
      sibling.removeContentTypeParser('text/plain')
      sibling.post('/sibling', async (request) => ({ body: request.body }))
    })
    app.post('/root', async (request) => ({ body: request.body }))
    const json = { 'content-type': 'application/json' }
    expect(
      (await app.inject({ method: 'POST', url: '/child', headers: json, payload: '{}' })).statusCode
    ).toBe(415)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/child',
          headers: { 'content-type': 'text/custom' },
          payload: 'x'
        })
      ).json()
    ).toEqual({ body: 'custom x' })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/sibling',
          headers: { 'content-type': 'text/plain' },
          payload: 'x'
        })
      ).statusCode
    ).toBe(415)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/root',
          headers: { 'content-type': 'text/custom' },
          payload: 'x'
        })
      ).statusCode
    ).toBe(415)
    expect(
      (await app.inject({ method: 'POST', url: '/root', headers: json, payload: '{"a":1}' })).json()
    ).toEqual({ body: { a: 1 } })
  })

  it('refuses bad parser definitions and changes after start with coded errors', async () => {
    app = capsule()
    expect(() => app.addContentTypeParser(42 as never, async () => 1)).toThrow(
      errorCodes.FST_ERR_CTP_INVALID_TYPE
    )
    expect(() => app.addContentTypeParser('', async () => 1)).toThrow(errorCodes.FST_ERR_CTP_EMPTY_TYPE)
    expect(() => app.addContentTypeParser('text/x', 'nope' as never)).toThrow(
      errorCodes.FST_ERR_CTP_INVALID_HANDLER
    )
    expect(() => app.addContentTypeParser('text/x', { parseAs: 'json' as never }, async () => 1)).toThrow(
      errorCodes.FST_ERR_CTP_INVALID_PARSE_TYPE
    )
    app.addContentTypeParser('text/x', async () => 1)
    expect(() => app.addContentTypeParser('text/x', async () => 1)).toThrow(
      errorCodes.FST_ERR_CTP_ALREADY_PRESENT
    )
    await app.ready()
    expect(() => app.addContentTypeParser('text/y', async () => 1)).toThrow(
      errorCodes.FST_ERR_CTP_INSTANCE_ALREADY_STARTED
    )
  })

  it("applies a parser bodyLimit unless the route sets its own, and answers a parser error with the error's status (500 without one)", async () => {
    app = capsule()
    app.addContentTypeParser('text/small', { parseAs: 'string', bodyLimit: 5 }, async (_r, body) => body)
    app.addContentTypeParser('text/refused', { parseAs: 'string' }, async () => {
      throw Object.assign(new Error('cannot parse this'), { statusCode: 400 })
    })
    app.addContentTypeParser('text/broken', { parseAs: 'string' }, (_request, _body, done) => {
      done(new Error('parser bug'))
    })
    app.post('/', async (request) => ({ body: request.body }))
    app.post('/roomy', { bodyLimit: 10 }, async (request) => ({ body: request.body }))
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/',
          headers: { 'content-type': 'text/small' },
          payload: '123456'
        })
      ).statusCode
    ).toBe(413)
    const roomy = await app.inject({
      method: 'POST',
      url: '/roomy',
      headers: { 'content-type': 'text/small' },
      payload: '123456'
    })
    expect(roomy.json()).toEqual({ body: '123456' })
    const refused = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/refused' },
      payload: 'x'
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('cannot parse this')
    const broken = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/broken' },
      payload: 'x'
    })
    expect(broken.statusCode).toBe(500)
  })

  it('ignores an error the request stream emits after its body was read (real socket)', async () => {
    app = capsule()
    app.post('/', async (request) => {
      const late = new Error('late socket trouble') as Error & { statusCode?: number }
      // the body reader's listeners stay on a request read to its end: they must neither answer nor touch the error
      request.raw.emit('error', late)
      return { body: request.body, statusCode: late.statusCode ?? null }
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}'
    })
    expect([response.status, await response.json()]).toEqual([200, { body: { a: 1 }, statusCode: null }])
  })

  it('applies bodyLimit to the encoded bytes a decoding preParsing hook reports (receivedEncodedLength)', async () => {
    app = capsule({ bodyLimit: 10 })
    app.addHook('preParsing', async (_request, _reply, payload) => {
      const decoded = new PassThrough() as PassThrough & { receivedEncodedLength: number }
      decoded.receivedEncodedLength = 0
      ;(payload as Readable).on('data', (chunk: Buffer) => {
        decoded.receivedEncodedLength += chunk.length
        // a "decoder" that shrinks the body: one byte out per chunk
        decoded.write('x')
      })
      ;(payload as Readable).on('end', () => decoded.end())
      return decoded
    })
    app.post('/', async (request) => ({ body: request.body }))
    // a streamed payload: no Content-Length to refuse it before reading
    const send = (chunks: string[]) =>
      app.inject({
        method: 'POST',
        url: '/',
        headers: { 'content-type': 'text/plain' },
        payload: Readable.from(chunks)
      })
    expect((await send(['y'.repeat(4), 'y'.repeat(4)])).json()).toEqual({ body: 'xx' })
    expect((await send(['y'.repeat(30), 'y'.repeat(20)])).statusCode).toBe(413)
  })

  it('answers 400 when the body stream fails (a gzip body that is not gzip behind a decoding preParsing hook)', async () => {
    app = capsule()
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.headers['content-encoding'] !== 'gzip') return payload
      const unzip = createGunzip()
      ;(payload as NodeJS.ReadableStream).pipe(unzip)
      return unzip
    })
    app.post('/', async (request) => ({ body: request.body }))
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: 'not gzip data'
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('incorrect header check')
  })

  it('does not parse GET bodies and skips parsing when there is no body', async () => {
    app = capsule()
    app.get('/', async (request) => ({ body: request.body ?? null }))
    app.post('/', async (request) => ({ body: request.body ?? null }))
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ body: null })
    expect((await app.inject({ method: 'POST', url: '/' })).json()).toEqual({ body: null })
  })

  it('answers a body without Content-Type with 415 unless a catch-all parser exists', async () => {
    app = capsule()
    app.post('/', async (request) => ({ body: request.body ?? null }))
    const refused = await app.inject({ method: 'POST', url: '/', payload: 'raw' })
    expect(refused.statusCode).toBe(415)
    expect(refused.json().code).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE')
    // Fastify's exact payload: the refused type is not echoed back
    const unknown = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/unknown' },
      payload: 'x'
    })
    expect(unknown.json()).toEqual({
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      error: 'Unsupported Media Type',
      message: 'Unsupported Media Type'
    })
    await app.close()
    app = capsule()
    app.addContentTypeParser('*', { parseAs: 'string' }, async (_request, body) => `any ${body as string}`)
    app.post('/', async (request) => ({ body: request.body ?? null }))
    expect((await app.inject({ method: 'POST', url: '/', payload: 'raw' })).json()).toEqual({
      body: 'any raw'
    })
  })

  it('holds DELETE and OPTIONS to their Content-Type as any body method (Fastify 5)', async () => {
    app = capsule()
    app.delete('/', async (request) => ({ body: request.body ?? null }))
    app.options('/', async (request) => ({ body: request.body ?? null }))
    for (const method of ['DELETE', 'OPTIONS'] as const) {
      const typed = await app.inject({ method, url: '/', headers: { 'content-type': 'application/xml' } })
      expect(typed.statusCode).toBe(415)
      const untyped = await app.inject({ method, url: '/', payload: 'raw' })
      expect(untyped.statusCode).toBe(415)
      expect((await app.inject({ method, url: '/' })).json()).toEqual({ body: null })
    }
  })
})

describe('getDefaultJsonParser and defaultTextParser', () => {
  it('registers the built-in JSON parser for another type, with its own poisoning rules, as string or buffer', async () => {
    app = capsule()
    app.addContentTypeParser(
      'application/vnd.api+json',
      { parseAs: 'string' },
      app.getDefaultJsonParser('ignore', 'ignore')
    )
    app.addContentTypeParser(
      'application/x-strict+json',
      { parseAs: 'buffer' },
      app.getDefaultJsonParser('error', 'error')
    )
    app.post('/', async (request) => ({
      body: request.body,
      proto: Object.getPrototypeOf(request.body) === Object.prototype
    }))
    const poisoned = '{"a":1,"__proto__":{"admin":true}}'
    const lenient = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: poisoned
    })
    expect(lenient.statusCode).toBe(200)
    expect(lenient.json()).toMatchObject({ body: { a: 1 } })
    const strict = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-strict+json' },
      payload: poisoned
    })
    expect(strict.statusCode).toBe(400)
    const fine = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-strict+json' },
      payload: '{"b":[1,2]}'
    })
    expect(fine.json()).toEqual({ body: { b: [1, 2] }, proto: true })
    const empty = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-strict+json' },
      payload: ''
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().code).toBe('FST_ERR_CTP_EMPTY_JSON_BODY')
    const broken = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"a":'
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
  })

  it('the default JSON parser keeps refusing poisoned bodies, and the text parser serves other types', async () => {
    app = capsule()
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, app.defaultTextParser)
    app.post('/', async (request) => ({ body: request.body }))
    const csv = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b'
    })
    expect(csv.json()).toEqual({ body: 'a,b' })
    const poisoned = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}'
    })
    expect(poisoned.statusCode).toBe(400)
  })

  it('refuses an unknown poisoning action with a coded error', () => {
    app = capsule()
    expect(() => app.getDefaultJsonParser('skip' as never)).toThrow(errorCodes.FST_ERR_INIT_OPTS_INVALID)
  })
})

describe('request validation helpers', () => {
  it('exposes getValidationFunction, compileValidationSchema and validateInput', async () => {
    app = capsule()
    const body = { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }
    app.post('/', { schema: { body } }, async (request) => {
      const bodyFn = request.getValidationFunction('body')!
      const compiled = request.compileValidationSchema({ type: 'string', minLength: 2 })
      return {
        bodyValid: bodyFn({ a: 1 }),
        bodyInvalid: bodyFn({}),
        compiled: [compiled('ab'), compiled('a')],
        same: request.getValidationFunction({ type: 'string', minLength: 2 }) === undefined,
        input: request.validateInput({ a: 'x' }, 'body')
      }
    })
    const response = await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })
    expect(response.json()).toEqual({
      bodyValid: true,
      bodyInvalid: false,
      compiled: [true, false],
      same: true,
      input: false
    })
  })
})
