import { afterEach, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }
const invalid = JSON.stringify({ nope: 1 })
const valid = JSON.stringify({ name: 'x' })

function build(): CapsuleInstance {
  const instance = capsule()
  instance.post('/plain', { schema: { body: schema } }, async () => 'ok')
  instance.post(
    '/content',
    { schema: { body: { content: { 'application/json': { schema } } } } },
    async () => 'ok'
  )
  return instance
}

/**
 * Content-Type headers crafted after Fastify's Content-Type CVEs (apps/docs/guide/security.md, "The
 * Content-Type header cannot skip the schema"): none lets an invalid body through.
 */
const matrix: Array<[header: string, expected: number]> = [
  ['application/json', 400],
  ['application/json; charset=utf-8', 400],
  ['application/json ;', 400],
  [' application/json', 400],
  ['ApPlIcAtIoN/JsOn;', 400],
  ['ApPlIcAtIoN/JsOn ;', 400],
  ['ApPlIcAtIoN/JsOn foo;', 415],
  ['ApPlIcAtIoN/JsOn \tfoo;', 415],
  ['ApPlIcAtIoN/JsOn\t foo;', 415],
  ['ApPlIcAtIoN/JsOn \t', 400],
  ['ApPlIcAtIoN/JsOn\t', 400],
  ['ApPlIcAtIoN/JsOn\ta', 415],
  ['ApPlIcAtIoN/JsOn\ta; charset=utf-8', 415],
  ['application/ json', 415],
  ['application/json<script>alert(1)</script>', 415],
  ['application/json/extra/slashes', 415],
  ['application/json(garbage)', 415],
  ['application/json@evil', 415],
  ['application/json whatever', 415],
  ['application/    json whatever; foo=bar', 415],
  ['application/json, text/plain', 415],
  ['application/json;charset', 415]
]

describe('crafted Content-Type headers (inject)', () => {
  for (const path of ['/plain', '/content']) {
    for (const [header, expected] of matrix) {
      it(`${path} ${JSON.stringify(header)} with an invalid body → ${expected}`, async () => {
        app = build()
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': header },
          payload: invalid
        })
        expect(response.statusCode).toBe(expected)
      })
    }
  }

  it('accepts a valid body with the usual variants', async () => {
    app = build()
    for (const header of [
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json\t; charset=utf-8'
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/content',
        headers: { 'content-type': header },
        payload: valid
      })
      expect(response.statusCode, header).toBe(200)
    }
  })

  it('answers a NUL in the header with 415', async () => {
    app = build()
    const response = await app.inject({
      method: 'POST',
      url: '/plain',
      headers: { 'content-type': 'application/json\u0000x' },
      payload: invalid
    })
    expect(response.statusCode).toBe(415)
  })
})

function send(port: number, path: string, contentType: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('crafted Content-Type headers (real socket)', () => {
  it('gives the same answers over HTTP', async () => {
    app = build()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    // Node trims surrounding whitespace and refuses NUL before we see the header; the rest must hold
    for (const [header, expected] of matrix.filter(([h]) => h.trim() === h)) {
      for (const path of ['/plain', '/content']) {
        expect(await send(port, path, header, invalid), `${path} ${JSON.stringify(header)}`).toBe(expected)
      }
    }
  })
})

/** Writes a raw request with the given header lines; resolves the status code. */
function sendRaw(port: number, lines: string[], body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(answer.split(' ')[1])))
    socket.end(
      [...lines, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n')
    )
  })
}

describe('several Content-Type fields', () => {
  it('refuses two fields that disagree with 415, before any parser runs, in either order', async () => {
    app = build()
    let parsed = 0
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      parsed++
      done(null, body)
    })
    for (const types of [
      ['text/plain', 'application/json'],
      ['application/json', 'text/plain']
    ]) {
      for (const path of ['/plain', '/content']) {
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': types },
          payload: invalid
        })
        expect(response.statusCode, `${path} ${types.join(' + ')}`).toBe(415)
      }
    }
    expect(parsed).toBe(0)
  })

  it('does the same over a real socket, and accepts a field repeated with the same value', async () => {
    app = build()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const twice = (first: string, second: string, path = '/plain'): string[] => [
      `POST ${path} HTTP/1.1`,
      'Host: x',
      `Content-Type: ${first}`,
      `content-type: ${second}`
    ]
    expect(await sendRaw(port, twice('text/plain', 'application/json'), invalid)).toBe(415)
    expect(
      await sendRaw(port, twice('application/x-www-form-urlencoded', 'application/json', '/content'), invalid)
    ).toBe(415)
    expect(await sendRaw(port, twice('application/json', 'application/json'), invalid)).toBe(400)
    expect(await sendRaw(port, twice('application/json', 'application/json'), valid)).toBe(200)
  })
})

describe('body parsing of hostile input (apps/docs/guide/security.md)', () => {
  it('answers malformed, empty and poisoned JSON with 400', async () => {
    app = capsule()
    app.post('/', async (request) => request.body)
    const cases = ['{"a":', '', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']
    for (const payload of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/',
        headers: { 'content-type': 'application/json' },
        payload
      })
      expect(response.statusCode, payload).toBe(400)
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: ''
    })
    expect(empty.json().code).toBe('FST_ERR_CTP_EMPTY_JSON_BODY')
    const bad = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{'
    })
    expect(bad.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
  })

  it('removes or keeps poisoned keys as onProtoPoisoning / onConstructorPoisoning say', async () => {
    app = capsule({ onProtoPoisoning: 'remove', onConstructorPoisoning: 'ignore' })
    app.post('/', async (request) => ({ own: Object.keys(request.body as object) }))
    const removed = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"a":1}'
    })
    expect(removed.json()).toEqual({ own: ['a'] })
    const kept = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{"constructor":{"prototype":{"x":1}}}'
    })
    expect(kept.json()).toEqual({ own: ['constructor'] })
  })

  it('answers bodies over bodyLimit with 413, by Content-Length and by bytes read', async () => {
    app = capsule({ bodyLimit: 10 })
    app.post('/', async () => 'ok')
    app.post('/bigger', { bodyLimit: 100 }, async () => 'ok')
    const big = JSON.stringify({ text: 'x'.repeat(50) })
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: big
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE')
    const routeLimit = await app.inject({
      method: 'POST',
      url: '/bigger',
      headers: { 'content-type': 'application/json' },
      payload: big
    })
    expect(routeLimit.statusCode).toBe(200)
  })

  it('answers an unknown media type with 415 and parses text/plain', async () => {
    app = capsule()
    app.post('/', async (request) => ({ body: request.body }))
    const unknown = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>'
    })
    expect(unknown.statusCode).toBe(415)
    const text = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello'
    })
    expect(text.json()).toEqual({ body: 'hello' })
  })
})

describe('body content maps (apps/docs/guide/validation.md, "Bodies and content types")', () => {
  it('selects the schema by exact essence, and leaves a type without entry parsed but unvalidated', async () => {
    app = capsule()
    app.addContentTypeParser(/^application\/.*\+json$/, { parseAs: 'string' }, (_request, body, done) => {
      done(null, JSON.parse(body as string))
    })
    app.post(
      '/',
      {
        schema: {
          body: {
            content: {
              'application/json': { schema },
              'application/vnd.x+json': { schema: { type: 'object', required: ['id'] } }
            }
          }
        }
      },
      async (request) => ({ body: request.body, mediaType: request.mediaType })
    )
    const json = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{}'
    })
    expect(json.statusCode).toBe(400)
    const vendor = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/vnd.x+json' },
      payload: '{"name":"x"}'
    })
    expect(vendor.json().message).toBe("body must have required property 'id'")
    const gap = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/other+json' },
      payload: '{}'
    })
    expect(gap.statusCode).toBe(200)
    expect(gap.json()).toEqual({ body: {}, mediaType: 'application/other+json' })
  })

  it('reports request.mediaType in every hook and for GET requests too', async () => {
    app = capsule()
    const seen: Array<string | undefined> = []
    app.addHook('onRequest', async (request) => void seen.push(request.mediaType))
    app.addHook('preParsing', async (request) => void seen.push(request.mediaType))
    app.get('/', async (request) => ({ mediaType: request.mediaType ?? null }))
    const response = await app.inject({ url: '/', headers: { 'content-type': 'Text/Plain; charset=utf-8' } })
    expect(response.json()).toEqual({ mediaType: 'text/plain' })
    expect(seen).toEqual(['text/plain', 'text/plain'])
    expect((await app.inject({ url: '/', headers: { 'content-type': 'not a type' } })).json()).toEqual({
      mediaType: null
    })
  })

  it('answers the gap with 415 when rejectUnvalidatedBodies is set', async () => {
    app = capsule({ rejectUnvalidatedBodies: true })
    app.post('/', { schema: { body: { content: { 'application/json': { schema } } } } }, async () => 'ok')
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'
    })
    expect(response.statusCode).toBe(415)
  })

  // a body schema without a `content` map validates every parsed body, whatever its content type: skipping
  // other types would let a text or form body past the schema
  it('validates every parsed body against a plain body schema, whatever its content type', async () => {
    app = capsule()
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)))
      }
    )
    app.post(
      '/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['email'],
            properties: { email: { type: 'string' }, age: { type: 'integer' } }
          }
        }
      },
      async (request) => ({ body: request.body })
    )
    const text = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/plain' },
      payload: 'free text'
    })
    expect([text.statusCode, text.json().message]).toEqual([400, 'body must be object'])
    const missing = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'age=42'
    })
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: "body must have required property 'email'"
      }
    ])
    // coerced as a JSON body would be: the form's text '42' becomes the integer the schema says
    const form = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&age=42'
    })
    expect([form.statusCode, form.json()]).toEqual([200, { body: { email: 'a@b.c', age: 42 } }])
  })
})
