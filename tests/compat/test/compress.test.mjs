// @fastify/compress on Capsule, used the way its README shows.
// Response side: an onSend hook replaces the payload with a compressed one (a Buffer on
// the sync path, a stream otherwise) and rewrites content-encoding / vary / content-length.
// Request side: a preParsing hook returns a decompressing stream that the body parser
// must read instead of the raw request.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import zlib from 'node:zlib'
import { createReadStream, readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'

const staticRoot = fileURLToPath(new URL('./fixtures/group2/static/', import.meta.url))
const bigFile = fileURLToPath(new URL('./fixtures/group2/static/big.txt', import.meta.url))
const bigFileText = readFileSync(bigFile, 'utf8')

// well above the default 1024-byte threshold
const bigJson = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item-${i}` })) }
const bigJsonText = JSON.stringify(bigJson)

// a raw HTTP request whose response body is NOT decoded (unlike fetch), so the wire bytes can be checked
function rawRequest(port, { method = 'GET', path = '/', headers = {}, body, signal } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, signal }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

// A request that never completes leaves nothing pending in the event loop, and node:test then cancels
// this test and every later one in the file. Holding the loop open lets the per-test `timeout` fail
// just the hung test, so the tests after it still run.
function holdEventLoop(t, ms = 6000) {
  const timer = setTimeout(() => {}, ms)
  t.after(() => clearTimeout(timer))
}

async function appWith(opts) {
  const app = Fastify()
  await app.register(compress, opts)
  app.get('/big', async () => bigJson)
  app.get('/small', async () => ({ a: 1 }))
  app.post('/echo', async (request) => ({
    body: request.body,
    encoding: request.headers['content-encoding'] ?? null
  }))
  return app
}

test('a large JSON reply is gzip-compressed when accept-encoding: gzip', async (t) => {
  const app = await appWith()
  t.after(() => app.close())

  const res = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-encoding'], 'gzip')
  assert.equal(res.headers.vary, 'accept-encoding')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  // the sync path knows the compressed size: content-length is the compressed length
  assert.equal(res.headers['content-length'], String(res.rawPayload.length))
  assert.ok(res.rawPayload.length < bigJsonText.length, 'compressed is smaller')
  assert.deepEqual(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()), bigJson)
})

test('brotli is preferred over gzip when both are accepted', async (t) => {
  const app = await appWith()
  t.after(() => app.close())

  const res = await app.inject({
    method: 'GET',
    url: '/big',
    headers: { 'accept-encoding': 'gzip, deflate, br' }
  })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-encoding'], 'br')
  assert.equal(res.headers.vary, 'accept-encoding')
  assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), bigJsonText)
})

test('no compression without accept-encoding, below the threshold, or with x-no-compression', async (t) => {
  const app = await appWith()
  t.after(() => app.close())

  const plain = await app.inject({ method: 'GET', url: '/big' })
  assert.equal(plain.statusCode, 200)
  assert.equal(plain.headers['content-encoding'], undefined)
  assert.equal(plain.headers['content-length'], String(Buffer.byteLength(bigJsonText)))
  assert.deepEqual(plain.json(), bigJson)

  const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(small.statusCode, 200)
  assert.equal(small.headers['content-encoding'], undefined)
  assert.equal(small.headers['content-length'], '7')
  assert.equal(small.body, '{"a":1}')

  const optOut = await app.inject({
    method: 'GET',
    url: '/big',
    headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' }
  })
  assert.equal(optOut.statusCode, 200)
  assert.equal(optOut.headers['content-encoding'], undefined)
  assert.deepEqual(optOut.json(), bigJson)
})

test('gzip on the wire: a real client receives gzip bytes and the right headers', async (t) => {
  const app = await appWith()
  t.after(() => app.close())
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address()

  const res = await rawRequest(port, { path: '/big', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(res.status, 200)
  assert.equal(res.headers['content-encoding'], 'gzip')
  assert.equal(res.headers.vary, 'accept-encoding')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(res.headers['content-length'], String(res.body.length))
  assert.deepEqual(JSON.parse(zlib.gunzipSync(res.body).toString()), bigJson)

  const identity = await rawRequest(port, { path: '/big' })
  assert.equal(identity.status, 200)
  assert.equal(identity.headers['content-encoding'], undefined)
  assert.equal(identity.body.toString(), bigJsonText)
})

test('reply.compress(stream) with global: false compresses a file stream', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(compress, { global: false })
  app.get('/file', (req, reply) => {
    reply.type('text/plain').compress(createReadStream(bigFile))
  })
  // global: false: an ordinary reply is left alone
  app.get('/json', async () => bigJson)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address()

  const res = await rawRequest(port, { path: '/file', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(res.status, 200)
  assert.equal(res.headers['content-encoding'], 'gzip')
  assert.equal(res.headers['content-type'], 'text/plain')
  // a stream's compressed size is unknown upfront: chunked, no content-length
  assert.equal(res.headers['content-length'], undefined)
  assert.equal(res.headers['transfer-encoding'], 'chunked')
  assert.equal(zlib.gunzipSync(res.body).toString(), bigFileText)

  const injected = await app.inject({
    method: 'GET',
    url: '/file',
    headers: { 'accept-encoding': 'deflate' }
  })
  assert.equal(injected.statusCode, 200)
  assert.equal(injected.headers['content-encoding'], 'deflate')
  assert.equal(zlib.inflateSync(injected.rawPayload).toString(), bigFileText)

  const notAccepted = await app.inject({ method: 'GET', url: '/file' })
  assert.equal(notAccepted.statusCode, 200)
  assert.equal(notAccepted.headers['content-encoding'], undefined)
  assert.equal(notAccepted.body, bigFileText)

  const json = await app.inject({ method: 'GET', url: '/json', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(json.statusCode, 200)
  assert.equal(json.headers['content-encoding'], undefined)
  assert.deepEqual(json.json(), bigJson)
})

test(
  'a gzip-compressed JSON request body is decompressed before parsing (inject)',
  { timeout: 5000 },
  async (t) => {
    holdEventLoop(t)
    const app = await appWith()
    t.after(() => app.close())

    const gz = zlib.gzipSync(JSON.stringify({ hello: 'world', n: [1, 2, 3] }))
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gz
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
    assert.deepEqual(res.json(), { body: { hello: 'world', n: [1, 2, 3] }, encoding: 'gzip' })

    const deflated = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      payload: zlib.deflateSync('{"d":1}')
    })
    assert.equal(deflated.statusCode, 200)
    assert.deepEqual(deflated.json(), { body: { d: 1 }, encoding: 'deflate' })

    const br = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: zlib.brotliCompressSync('{"b":1}')
    })
    assert.equal(br.statusCode, 200)
    assert.deepEqual(br.json(), { body: { b: 1 }, encoding: 'br' })
  }
)

test(
  'a gzip-compressed JSON request body is decompressed before parsing (real socket)',
  { timeout: 5000 },
  async (t) => {
    holdEventLoop(t)
    const app = await appWith()
    t.after(() => app.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address()

    const gz = zlib.gzipSync(JSON.stringify({ hello: 'socket' }))
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/echo',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': gz.length
      },
      body: gz,
      // a hung request is aborted so the server can close
      signal: AbortSignal.timeout(4000)
    })
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
    assert.deepEqual(JSON.parse(res.body.toString()), { body: { hello: 'socket' }, encoding: 'gzip' })
  }
)

test(
  "an invalid or unsupported request encoding answers Fastify's coded errors",
  { timeout: 5000 },
  async (t) => {
    holdEventLoop(t)
    const app = await appWith()
    t.after(() => app.close())

    const invalid = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: 'this is not gzip'
    })
    assert.equal(invalid.statusCode, 400)
    assert.equal(invalid.headers['content-type'], 'application/json; charset=utf-8')
    assert.deepEqual(invalid.json(), {
      statusCode: 400,
      code: 'FST_CP_ERR_INVALID_CONTENT',
      error: 'Bad Request',
      message: 'Could not decompress the request payload using the provided encoding'
    })

    const unsupported = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'xyz' },
      payload: '{}'
    })
    assert.equal(unsupported.statusCode, 415)
    assert.deepEqual(unsupported.json(), {
      statusCode: 415,
      code: 'FST_CP_ERR_INVALID_CONTENT_ENCODING',
      error: 'Unsupported Media Type',
      message: 'Unsupported Content-Encoding: xyz'
    })
  }
)

test('registered before @fastify/static, it compresses the file stream (README note)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(compress)
  await app.register(fastifyStatic, { root: staticRoot })

  const res = await app.inject({ method: 'GET', url: '/big.txt', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-encoding'], 'gzip')
  assert.equal(res.headers.vary, 'accept-encoding')
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  // the file's uncompressed content-length was removed by the plugin
  assert.equal(res.headers['content-length'], undefined)
  assert.equal(zlib.gunzipSync(res.rawPayload).toString(), bigFileText)
})

test('route-level compress: false, a fetch Response payload, and onUnsupportedEncoding', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(compress, {
    onUnsupportedEncoding: (encoding, request, reply) => {
      reply.code(406)
      return 'We do not support the ' + encoding + ' encoding.'
    }
  })
  app.get('/nocomp', { compress: false }, async () => bigJson)
  app.get('/json', async () => bigJson)
  app.get(
    '/response',
    async () => new Response('y'.repeat(2000), { headers: { 'content-type': 'text/plain' } })
  )
  app.get('/web', (req, reply) => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('z'.repeat(2000)))
        controller.close()
      }
    })
    reply.header('content-type', 'text/plain')
    reply.compress(stream)
  })

  const nocomp = await app.inject({ method: 'GET', url: '/nocomp', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(nocomp.statusCode, 200)
  assert.equal(nocomp.headers['content-encoding'], undefined)
  assert.deepEqual(nocomp.json(), bigJson)

  const response = await app.inject({
    method: 'GET',
    url: '/response',
    headers: { 'accept-encoding': 'gzip' }
  })
  assert.equal(response.statusCode, 200)
  assert.equal(response.headers['content-encoding'], 'gzip')
  assert.equal(response.headers['content-type'], 'text/plain')
  assert.equal(zlib.gunzipSync(response.rawPayload).toString(), 'y'.repeat(2000))

  const web = await app.inject({ method: 'GET', url: '/web', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(web.statusCode, 200)
  assert.equal(web.headers['content-encoding'], 'gzip')
  assert.equal(zlib.gunzipSync(web.rawPayload).toString(), 'z'.repeat(2000))

  const unsupported = await app.inject({
    method: 'GET',
    url: '/json',
    headers: { 'accept-encoding': 'compress' }
  })
  assert.equal(unsupported.statusCode, 406)
  assert.equal(unsupported.headers['content-encoding'], undefined)
  assert.equal(unsupported.body, 'We do not support the compress encoding.')
})

test("HEAD on a GET route: Fastify's HEAD route answers the uncompressed headers", async (t) => {
  // Fastify builds the automatic HEAD route with its own onSend step that empties the payload
  // (setting content-length from it) before the onSend hook the plugin added in onRoute, so
  // the plugin sees no payload and does not compress.
  const app = await appWith()
  t.after(() => app.close())

  const get = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(get.headers['content-encoding'], 'gzip')

  const head = await app.inject({ method: 'HEAD', url: '/big', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(head.statusCode, 200)
  assert.equal(head.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(head.headers['content-encoding'], undefined)
  assert.equal(head.headers.vary, undefined)
  assert.equal(head.headers['content-length'], String(Buffer.byteLength(bigJsonText)))
  assert.equal(head.body, '')
})

test('request side: requestEncodings, route-level forceRequestEncoding, bodyLimit on the decompressed size', async (t) => {
  const app = Fastify({ bodyLimit: 100 })
  t.after(() => app.close())
  await app.register(compress, { requestEncodings: ['gzip'] })
  app.post('/echo', async (request) => request.body)
  app.post('/forced', { decompress: { forceRequestEncoding: 'gzip' } }, async (request) => request.body)

  const forced = await app.inject({
    method: 'POST',
    url: '/forced',
    headers: { 'content-type': 'application/json' },
    payload: zlib.gzipSync('{"f":1}')
  })
  assert.equal(forced.statusCode, 200)
  assert.deepEqual(forced.json(), { f: 1 })

  const notAllowed = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    payload: zlib.brotliCompressSync('{}')
  })
  assert.equal(notAllowed.statusCode, 415)
  assert.deepEqual(notAllowed.json(), {
    statusCode: 415,
    code: 'FST_CP_ERR_INVALID_CONTENT_ENCODING',
    error: 'Unsupported Media Type',
    message: 'Unsupported Content-Encoding: br'
  })

  // 36 bytes on the wire, over 1000 once decompressed: the body limit applies to what is parsed
  const bomb = zlib.gzipSync(JSON.stringify({ a: 'x'.repeat(1000) }))
  const tooLarge = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: bomb
  })
  assert.equal(tooLarge.statusCode, 413)
  assert.deepEqual(tooLarge.json(), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'Request body is too large'
  })
})

test('inflateIfDeflated and a custom encodings order', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(compress, { inflateIfDeflated: true, encodings: ['deflate', 'gzip'] })
  app.get('/gzfile', (request, reply) => {
    reply.type('text/plain').send(Readable.from([zlib.gzipSync('inflated for you')]))
  })
  app.get('/big', async () => bigJson)

  const inflated = await app.inject('/gzfile')
  assert.equal(inflated.statusCode, 200)
  assert.equal(inflated.headers['content-encoding'], undefined)
  assert.equal(inflated.body, 'inflated for you')

  const deflate = await app.inject({
    method: 'GET',
    url: '/big',
    headers: { 'accept-encoding': 'gzip, deflate' }
  })
  assert.equal(deflate.statusCode, 200)
  assert.equal(deflate.headers['content-encoding'], 'deflate')
  assert.deepEqual(JSON.parse(zlib.inflateSync(deflate.rawPayload).toString()), bigJson)

  // br is not in `encodings`: not compressed
  const br = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'br' } })
  assert.equal(br.statusCode, 200)
  assert.equal(br.headers['content-encoding'], undefined)
  assert.deepEqual(br.json(), bigJson)
})
