// Real @fastify/* plugins through `app.fetch(request, info?)` (a web Request in, a web Response out) compared with
// the same application over a real socket (`listen()` on 127.0.0.1, a node:http client that does not decode the
// body). Every app is built twice by the same function: one instance listens, the other answers `app.fetch`; each
// request runs once on each, in the same order, so per-instance state (rate-limit counters) advances in step.
//
// Each comparison checks status, every response header and the body (decompressed when content-encoding says so)
// for equality between the two, and then the test's own expectations on both answers, so a request that goes
// wrong the same way on both sides (a 404 on each, a missing header on each) still fails.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import zlib from 'node:zlib'
import { Readable } from 'node:stream'
import Fastify from 'fastify'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import compress from '@fastify/compress'
import sensible from '@fastify/sensible'
import formbody from '@fastify/formbody'

const JSON_TYPE = 'application/json; charset=utf-8'
const FORM = 'application/x-www-form-urlencoded'

// Response fields that describe the connection or the moment, not the answer, dropped before comparing:
// - date: the time of sending (Node stamps it on the socket answer; app.fetch leaves it to the platform,
//   `sendDate = false`), so it differs by nature;
// - connection, keep-alive: the state of one TCP connection (Node writes them, a Response must not carry them);
// - transfer-encoding: the framing on the wire (Node chunks a body of unknown length; a Response has no framing,
//   the platform frames the body itself).
// Everything else, content-length included, must be the same on both sides.
const CONNECTION_FIELDS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** Same value shape on both sides: lower-case names, repeated fields joined with ', ' except set-cookie (a list). */
function headerRecord(pairs) {
  const record = {}
  for (const [rawName, value] of pairs) {
    const name = rawName.toLowerCase()
    if (CONNECTION_FIELDS.has(name)) continue
    if (name === 'set-cookie') (record[name] ??= []).push(value)
    else record[name] = record[name] === undefined ? value : `${record[name]}, ${value}`
  }
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function decode(headers, bytes) {
  if (bytes.length === 0) return bytes
  switch (headers['content-encoding']) {
    case 'gzip':
      return zlib.gunzipSync(bytes)
    case 'deflate':
      return zlib.inflateSync(bytes)
    case 'br':
      return zlib.brotliDecompressSync(bytes)
    default:
      return bytes
  }
}

/** { method, path, headers, body, remoteAddress } → { status, headers, raw (wire bytes), body (decoded) } */
function overSocket(port, { method = 'GET', path = '/', headers = {}, body, remoteAddress }) {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, method, path, headers, agent: false }
    // loopback is all of 127/8 on Linux (CI runs ubuntu): another source address gives another request.ip
    if (remoteAddress !== undefined) options.localAddress = remoteAddress
    const req = http.request(options, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const pairs = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]])
        const record = headerRecord(pairs)
        const raw = Buffer.concat(chunks)
        resolve({ status: res.statusCode, headers: record, raw, body: decode(record, raw) })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

// without `remoteAddress` app.fetch gets no second argument (request.ip is undefined): the routes that read the
// client's address (rate-limit, request.forwarded()) are given the one the socket side really has
async function throughFetch(app, { method = 'GET', path = '/', headers = {}, body, remoteAddress }) {
  const init = { method, headers }
  if (body !== undefined) init.body = body
  const response = await app.fetch(
    new Request('http://localhost' + path, init),
    remoteAddress === undefined ? undefined : { remoteAddress }
  )
  assert.ok(response instanceof Response, 'app.fetch resolves a Response')
  const pairs = []
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') pairs.push([name, value])
  })
  for (const value of response.headers.getSetCookie()) pairs.push(['set-cookie', value])
  const record = headerRecord(pairs)
  const raw = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: record, raw, body: decode(record, raw) }
}

/**
 * Builds the app twice with `build(app)` (plugins and routes on a fresh `Fastify(options)`): one listens, one
 * answers app.fetch. Returns `run(request, expect?)`, which sends the request to both, asserts they agree, runs
 * `expect(answer, label)` on each and returns the socket answer.
 */
async function twin(t, build, options) {
  const socketApp = Fastify(options)
  const fetchApp = Fastify(options)
  t.after(() => Promise.all([socketApp.close(), fetchApp.close()]))
  await build(socketApp)
  await build(fetchApp)
  await socketApp.listen({ port: 0, host: '127.0.0.1' })
  await fetchApp.ready()
  const { port } = socketApp.server.address()

  return async function run(request, expect) {
    const label = `${request.method ?? 'GET'} ${request.path ?? '/'}`
    const viaSocket = await overSocket(port, request)
    const viaFetch = await throughFetch(fetchApp, request)
    assert.equal(viaFetch.status, viaSocket.status, `${label}: status (app.fetch vs socket)`)
    assert.deepEqual(viaFetch.headers, viaSocket.headers, `${label}: headers (app.fetch vs socket)`)
    if (!viaFetch.body.equals(viaSocket.body)) {
      const show = (bytes) =>
        `${bytes.length} bytes ${JSON.stringify(bytes.subarray(0, 120).toString('latin1'))}${bytes.length > 120 ? '…' : ''}`
      assert.fail(
        `${label}: body (app.fetch vs socket): app.fetch ${show(viaFetch.body)}, socket ${show(viaSocket.body)}`
      )
    }
    for (const [side, answer] of [
      ['socket', viaSocket],
      ['app.fetch', viaFetch]
    ]) {
      // a declared length is the length of the bytes that came (HEAD: the length of the GET's body, no bytes)
      if (answer.headers['content-length'] !== undefined && (request.method ?? 'GET') !== 'HEAD') {
        assert.equal(
          answer.headers['content-length'],
          String(answer.raw.length),
          `${label}: ${side} content-length matches its body`
        )
      }
      if (expect !== undefined) expect(answer, `${label} (${side})`)
    }
    return viaSocket
  }
}

const json = (answer) => JSON.parse(answer.body.toString())

// ---------------------------------------------------------------------------------------------------------------
// @fastify/cors

test('cors: simple request with Origin, and a preflight, are the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(cors, {
      origin: ['http://allowed.example'],
      credentials: true,
      exposedHeaders: ['x-total']
    })
    app.get('/items', async (req, reply) => {
      reply.header('x-total', '3')
      return { items: [1, 2, 3] }
    })
    app.post('/items', async (req) => ({ created: req.body }))
  })

  await run({ path: '/items', headers: { origin: 'http://allowed.example' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['access-control-allow-origin'], 'http://allowed.example', label)
    assert.equal(res.headers['access-control-allow-credentials'], 'true', label)
    assert.equal(res.headers['access-control-expose-headers'], 'x-total', label)
    assert.equal(res.headers.vary, 'Origin', label)
    assert.equal(res.headers['content-type'], JSON_TYPE, label)
    assert.deepEqual(json(res), { items: [1, 2, 3] }, label)
  })

  // an origin not in the list: no allow-origin, still varies
  await run({ path: '/items', headers: { origin: 'http://evil.example' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['access-control-allow-origin'], undefined, label)
    assert.equal(res.headers.vary, 'Origin', label)
  })

  await run(
    {
      method: 'OPTIONS',
      path: '/items',
      headers: {
        origin: 'http://allowed.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-custom'
      }
    },
    (res, label) => {
      assert.equal(res.status, 204, label)
      assert.equal(res.headers['access-control-allow-origin'], 'http://allowed.example', label)
      assert.equal(res.headers['access-control-allow-credentials'], 'true', label)
      assert.equal(res.headers['access-control-allow-methods'], 'GET,HEAD,POST', label)
      assert.equal(res.headers['access-control-allow-headers'], 'content-type,x-custom', label)
      assert.equal(res.headers.vary, 'Origin, Access-Control-Request-Headers', label)
      assert.equal(res.raw.length, 0, label)
    }
  )
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/helmet

test('helmet: the default security headers are the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(helmet)
    app.get('/', async () => ({ hello: 'world' }))
    app.get('/off', { helmet: false }, async () => 'plain')
  })

  await run({ path: '/' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.match(res.headers['content-security-policy'], /^default-src 'self';/, label)
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', label)
    assert.equal(res.headers['x-content-type-options'], 'nosniff', label)
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', label)
    assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', label)
    assert.equal(res.headers['referrer-policy'], 'no-referrer', label)
    assert.equal(res.headers['x-xss-protection'], '0', label)
    assert.deepEqual(json(res), { hello: 'world' }, label)
  })

  await run({ path: '/off' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-security-policy'], undefined, label)
    assert.equal(res.headers['x-frame-options'], undefined, label)
    assert.equal(res.body.toString(), 'plain', label)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/cookie

test('cookie: parsing, two Set-Cookie fields and a signed cookie are the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(cookie, { secret: 'my-secret' })
    app.get('/read', (req, reply) => {
      reply.send({ cookies: req.cookies, signed: req.unsignCookie(req.cookies.session ?? '') })
    })
    app.get('/set', (req, reply) => {
      reply
        .setCookie('one', '1', { path: '/', httpOnly: true })
        .setCookie('session', 'bar', { path: '/', signed: true })
        .send({ ok: true })
    })
  })

  const set = await run({ path: '/set' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.deepEqual(
      res.headers['set-cookie'],
      [
        'one=1; Path=/; HttpOnly; SameSite=Lax',
        'session=bar.TrqHHWHXsYjL1005T3/n/C2V4tlIQ0xiikMQABzeuQU; Path=/; SameSite=Lax'
      ],
      label
    )
    assert.deepEqual(json(res), { ok: true }, label)
  })

  // send back what /set gave: the signed cookie verifies, the plain one and an encoded one are parsed
  const jar = set.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ')
  await run({ path: '/read', headers: { cookie: `${jar}; enc=%7Bx%7D` } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.deepEqual(
      json(res),
      {
        cookies: { one: '1', session: 'bar.TrqHHWHXsYjL1005T3/n/C2V4tlIQ0xiikMQABzeuQU', enc: '{x}' },
        signed: { valid: true, renew: false, value: 'bar' }
      },
      label
    )
  })

  // a tampered signature is refused on both
  await run({ path: '/read', headers: { cookie: 'session=bar.tampered' } }, (res, label) => {
    assert.deepEqual(json(res).signed, { valid: false, renew: false, value: null }, label)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/rate-limit

test('rate-limit: max 2, the third request is a 429 with its headers and payload, through app.fetch too', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(rateLimit, { max: 2, timeWindow: '1 minute' })
    app.get('/', async (req) => ({ ip: req.ip }))
  })
  // keyed by request.ip: the socket's peer is 127.0.0.1, app.fetch is told the same address
  const from = '127.0.0.1'

  await run({ path: '/', remoteAddress: from }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['x-ratelimit-limit'], '2', label)
    assert.equal(res.headers['x-ratelimit-remaining'], '1', label)
    assert.equal(res.headers['x-ratelimit-reset'], '60', label)
    assert.equal(res.headers['retry-after'], undefined, label)
    assert.deepEqual(json(res), { ip: from }, label)
  })
  await run({ path: '/', remoteAddress: from }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['x-ratelimit-remaining'], '0', label)
  })
  await run({ path: '/', remoteAddress: from }, (res, label) => {
    assert.equal(res.status, 429, label)
    assert.equal(res.headers['content-type'], JSON_TYPE, label)
    assert.equal(res.headers['x-ratelimit-limit'], '2', label)
    assert.equal(res.headers['x-ratelimit-remaining'], '0', label)
    assert.equal(res.headers['x-ratelimit-reset'], '60', label)
    assert.equal(res.headers['retry-after'], '60', label)
    assert.equal(
      res.body.toString(),
      JSON.stringify({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Rate limit exceeded, retry in 1 minute'
      }),
      label
    )
  })

  // another client address has its own budget (the socket side binds 127.0.0.2 as its source address)
  await run({ path: '/', remoteAddress: '127.0.0.2' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['x-ratelimit-remaining'], '1', label)
    assert.deepEqual(json(res), { ip: '127.0.0.2' }, label)
  })
})

test('rate-limit behind a proxy (trustProxy): keyed by the forwarded client, the same through app.fetch', async (t) => {
  const run = await twin(
    t,
    async (app) => {
      await app.register(rateLimit, { max: 1, timeWindow: '1 minute' })
      app.get('/', async (req) => ({ ip: req.ip, ips: req.ips }))
    },
    { trustProxy: true }
  )

  const request = (client) => ({
    path: '/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client }
  })
  await run(request('203.0.113.7'), (res, label) => {
    assert.equal(res.status, 200, label)
    assert.deepEqual(json(res), { ip: '203.0.113.7', ips: ['127.0.0.1', '203.0.113.7'] }, label)
  })
  await run(request('203.0.113.7'), (res, label) => {
    assert.equal(res.status, 429, label)
    assert.equal(res.headers['retry-after'], '60', label)
  })
  // the same proxy, another client: its own budget
  await run(request('203.0.113.8'), (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['x-ratelimit-remaining'], '0', label)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/compress

// well above the default 1024-byte threshold
const bigJson = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item-${i}` })) }
const bigJsonText = JSON.stringify(bigJson)
const streamText = 'a line of streamed text\n'.repeat(2000)

async function buildCompress(app) {
  await app.register(compress)
  app.get('/big', async () => bigJson)
  app.get('/small', async () => ({ a: 1 }))
  // a stream payload: compressed through a zlib stream, its length unknown
  app.get('/stream', (req, reply) => {
    reply.type('text/plain').send(streamOf(streamText))
  })
  app.post('/echo', async (request) => ({
    body: request.body,
    encoding: request.headers['content-encoding'] ?? null
  }))
}

function streamOf(text) {
  return Readable.from(text.match(/[^]{1,4096}/g).map((s) => Buffer.from(s)))
}

test('compress: gzip of a large JSON body, accept-encoding honoured, the same through app.fetch', async (t) => {
  const run = await twin(t, buildCompress)

  await run({ path: '/big', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-encoding'], 'gzip', label)
    assert.equal(res.headers.vary, 'accept-encoding', label)
    assert.equal(res.headers['content-type'], JSON_TYPE, label)
    assert.ok(res.raw.length < bigJsonText.length, `${label}: compressed is smaller`)
    assert.equal(res.body.toString(), bigJsonText, label)
  })

  // brotli preferred when accepted
  await run({ path: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res, label) => {
    assert.equal(res.headers['content-encoding'], 'br', label)
    assert.equal(res.body.toString(), bigJsonText, label)
  })

  // no accept-encoding: identity
  await run({ path: '/big' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-encoding'], undefined, label)
    assert.equal(res.headers['content-length'], String(Buffer.byteLength(bigJsonText)), label)
    assert.equal(res.body.toString(), bigJsonText, label)
  })

  // below the threshold: identity
  await run({ path: '/small', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.headers['content-encoding'], undefined, label)
    assert.equal(res.body.toString(), '{"a":1}', label)
  })
})

test('compress: gzip of a stream, the same through app.fetch', async (t) => {
  const run = await twin(t, buildCompress)

  await run({ path: '/stream', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-encoding'], 'gzip', label)
    assert.equal(res.headers['content-type'], 'text/plain', label)
    // the compressed size of a stream is not known upfront
    assert.equal(res.headers['content-length'], undefined, label)
    assert.equal(res.body.toString(), streamText, label)
  })

  await run({ path: '/stream', headers: { 'accept-encoding': 'deflate' } }, (res, label) => {
    assert.equal(res.headers['content-encoding'], 'deflate', label)
    assert.equal(res.body.toString(), streamText, label)
  })

  await run({ path: '/stream' }, (res, label) => {
    assert.equal(res.headers['content-encoding'], undefined, label)
    assert.equal(res.body.toString(), streamText, label)
  })
})

test('compress: reply.compress(stream) with global: false, the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(compress, { global: false })
    app.get('/file', (req, reply) => {
      reply.type('text/plain').compress(streamOf(streamText))
    })
    app.get('/json', async () => bigJson)
  })

  await run({ path: '/file', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-encoding'], 'gzip', label)
    assert.equal(res.headers['content-length'], undefined, label)
    assert.equal(res.body.toString(), streamText, label)
  })
  // global: false leaves an ordinary reply alone
  await run({ path: '/json', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.headers['content-encoding'], undefined, label)
    assert.equal(res.body.toString(), bigJsonText, label)
  })
})

test('compress: a gzip request body is decompressed before parsing, the same through app.fetch', async (t) => {
  const run = await twin(t, buildCompress)
  const gz = zlib.gzipSync(JSON.stringify({ hello: 'world', n: [1, 2, 3] }))

  // with its length declared, and without (a streamed body)
  for (const length of [{ 'content-length': String(gz.length) }, {}]) {
    await run(
      {
        method: 'POST',
        path: '/echo',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', ...length },
        body: gz
      },
      (res, label) => {
        assert.equal(res.status, 200, label)
        assert.deepEqual(json(res), { body: { hello: 'world', n: [1, 2, 3] }, encoding: 'gzip' }, label)
      }
    )
  }

  // not gzip at all: the plugin's 400
  await run(
    {
      method: 'POST',
      path: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip'
    },
    (res, label) => {
      assert.equal(res.status, 400, label)
      assert.equal(json(res).code, 'FST_CP_ERR_INVALID_CONTENT', label)
    }
  )
})

test("compress: HEAD answers the GET route's uncompressed headers and no body, the same through app.fetch", async (t) => {
  // Fastify's automatic HEAD route empties the payload in its own onSend step (setting content-length from it)
  // before the plugin's onSend hook runs, so the plugin sees no payload and does not compress (compress.test.mjs)
  const run = await twin(t, buildCompress)

  for (const headers of [{ 'accept-encoding': 'gzip' }, {}]) {
    await run({ method: 'HEAD', path: '/big', headers }, (res, label) => {
      assert.equal(res.status, 200, label)
      assert.equal(res.headers['content-type'], JSON_TYPE, label)
      assert.equal(res.headers['content-encoding'], undefined, label)
      assert.equal(res.headers.vary, undefined, label)
      assert.equal(res.headers['content-length'], String(Buffer.byteLength(bigJsonText)), label)
      assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
    })
  }

  await run({ method: 'HEAD', path: '/stream', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-type'], 'text/plain', label)
    assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/sensible

test('sensible: reply.notFound(), httpErrors and 4xx/5xx payloads are the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(sensible)
    app.get('/not-found', (req, reply) => {
      reply.notFound()
    })
    app.get('/thrown', async () => {
      throw app.httpErrors.notFound('no such video')
    })
    app.get('/bad', (req, reply) => {
      reply.badRequest('msg')
    })
    app.get('/conflict', async () => {
      throw app.httpErrors.conflict('exists')
    })
    app.get('/code', async () => {
      throw app.httpErrors.createError(422, 'bad thing', { code: 'E_BAD' })
    })
    app.get('/unavailable', (req, reply) => {
      reply.serviceUnavailable('down for maintenance')
    })
    app.get('/gateway', async () => {
      throw app.httpErrors.badGateway()
    })
    app.get('/assert', async (req) => {
      app.assert(req.headers.authorization, 401, 'Missing authorization header')
      return { ok: true }
    })
    app.get('/forwarded', (req, reply) => {
      reply.send(req.forwarded())
    })
    app.post('/is', (req, reply) => {
      reply.send({ is: req.is(['html', 'json']) })
    })
  })

  const cases = [
    ['/not-found', 404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }],
    ['/thrown', 404, { statusCode: 404, error: 'Not Found', message: 'no such video' }],
    ['/bad', 400, { statusCode: 400, error: 'Bad Request', message: 'msg' }],
    ['/conflict', 409, { statusCode: 409, error: 'Conflict', message: 'exists' }],
    ['/code', 422, { statusCode: 422, code: 'E_BAD', error: 'Unprocessable Entity', message: 'bad thing' }],
    ['/unavailable', 503, { statusCode: 503, error: 'Service Unavailable', message: 'down for maintenance' }],
    ['/gateway', 502, { statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' }],
    ['/assert', 401, { statusCode: 401, error: 'Unauthorized', message: 'Missing authorization header' }],
    // the framework's own 404 for a route that does not exist
    ['/nowhere', 404, { message: 'Route GET:/nowhere not found', error: 'Not Found', statusCode: 404 }]
  ]
  for (const [path, status, payload] of cases) {
    await run({ path }, (res, label) => {
      assert.equal(res.status, status, label)
      assert.equal(res.headers['content-type'], JSON_TYPE, label)
      assert.equal(res.body.toString(), JSON.stringify(payload), label)
    })
  }

  await run({ path: '/assert', headers: { authorization: 'x' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.deepEqual(json(res), { ok: true }, label)
  })

  // request.forwarded() reads the socket's address and x-forwarded-for; request.is() the content-type
  await run(
    { path: '/forwarded', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' } },
    (res, label) => {
      assert.deepEqual(json(res), ['127.0.0.1', '10.0.0.2', '10.0.0.1'], label)
    }
  )
  await run(
    { method: 'POST', path: '/is', headers: { 'content-type': 'application/json' }, body: '{}' },
    (res, label) => {
      assert.deepEqual(json(res), { is: 'json' }, label)
    }
  )
})

// ---------------------------------------------------------------------------------------------------------------
// @fastify/formbody

test('formbody: a urlencoded form is parsed, validated and coerced the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(formbody)
    app.post('/', (req, reply) => {
      reply.send(req.body)
    })
    app.post(
      '/signup',
      {
        schema: {
          body: {
            type: 'object',
            required: ['email'],
            properties: { email: { type: 'string' }, age: { type: 'integer' } }
          }
        }
      },
      async (req) => ({ body: req.body, ageType: typeof req.body.age })
    )
  })

  // with a declared length (what a client sends for a known body) and without one (a streamed body)
  const form = 'a=1&a=2&b=%C3%A9+x&c=&foo[one]=x'
  for (const headers of [
    { 'content-type': FORM, 'content-length': String(Buffer.byteLength(form)) },
    { 'content-type': `${FORM}; charset=utf-8` }
  ]) {
    await run({ method: 'POST', path: '/', headers, body: form }, (res, label) => {
      assert.equal(res.status, 200, label)
      assert.equal(res.headers['content-type'], JSON_TYPE, label)
      assert.deepEqual(json(res), { a: ['1', '2'], b: 'é x', c: '', 'foo[one]': 'x' }, label)
    })
  }

  await run(
    { method: 'POST', path: '/signup', headers: { 'content-type': FORM }, body: 'email=a%40b.c&age=42' },
    (res, label) => {
      assert.equal(res.status, 200, label)
      assert.deepEqual(json(res), { body: { email: 'a@b.c', age: 42 }, ageType: 'number' }, label)
    }
  )

  await run(
    { method: 'POST', path: '/signup', headers: { 'content-type': FORM }, body: 'age=42' },
    (res, label) => {
      assert.equal(res.status, 400, label)
      assert.equal(json(res).message, "body must have required property 'email'", label)
    }
  )
})

test('formbody: its bodyLimit answers 413, with or without a declared length, the same through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(formbody, { bodyLimit: 64 })
    app.post('/', (req, reply) => {
      reply.send(req.body)
    })
  })
  const big = 'field=' + 'x'.repeat(200)
  for (const length of [{ 'content-length': String(big.length) }, {}]) {
    await run(
      { method: 'POST', path: '/', headers: { 'content-type': FORM, ...length }, body: big },
      (res, label) => {
        assert.equal(res.status, 413, label)
        assert.equal(json(res).code, 'FST_ERR_CTP_BODY_TOO_LARGE', label)
      }
    )
  }
  await run(
    { method: 'POST', path: '/', headers: { 'content-type': FORM }, body: 'field=small' },
    (res, label) => {
      assert.equal(res.status, 200, label)
      assert.deepEqual(json(res), { field: 'small' }, label)
    }
  )
})

// ---------------------------------------------------------------------------------------------------------------
// HEAD answers from anywhere (a HEAD route written by hand, a plugin's answer from a hook, the framework's 404) carry
// no body on either side: Node's ServerResponse drops what is written for HEAD, and so does app.fetch's raw reply
// (the automatic HEAD route of a GET empties its payload itself, covered above).
test('compress: a HEAD route written by hand, compressed by the plugin: no body on the wire, a body through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(compress)
    app.head('/report', (req, reply) => {
      reply.type('application/json').send(bigJsonText)
    })
  })
  await run({ method: 'HEAD', path: '/report', headers: { 'accept-encoding': 'gzip' } }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['content-encoding'], 'gzip', label)
    assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
  })
})

test('rate-limit: the 429 for a HEAD request: no body on the wire, the JSON payload through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(rateLimit, { max: 1, timeWindow: '1 minute' })
    app.head('/health', (req, reply) => {
      reply.header('x-healthy', 'yes').send()
    })
  })
  await run({ method: 'HEAD', path: '/health', remoteAddress: '127.0.0.1' }, (res, label) => {
    assert.equal(res.status, 200, label)
    assert.equal(res.headers['x-healthy'], 'yes', label)
    assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
  })
  await run({ method: 'HEAD', path: '/health', remoteAddress: '127.0.0.1' }, (res, label) => {
    assert.equal(res.status, 429, label)
    assert.equal(res.headers['retry-after'], '60', label)
    assert.equal(res.headers['content-length'], '97', label)
    assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
  })
})

test('sensible: reply.notFound() in a HEAD route, and the 404 of an unknown path: no body on the wire, the JSON payload through app.fetch', async (t) => {
  const run = await twin(t, async (app) => {
    await app.register(sensible)
    app.head('/video/:id', (req, reply) => {
      reply.notFound()
    })
  })
  // the length of the JSON body a GET would carry
  for (const [path, body] of [
    ['/video/1', { statusCode: 404, error: 'Not Found', message: 'Not Found' }],
    ['/nowhere', { message: 'Route HEAD:/nowhere not found', error: 'Not Found', statusCode: 404 }]
  ]) {
    await run({ method: 'HEAD', path }, (res, label) => {
      assert.equal(res.status, 404, label)
      assert.equal(res.headers['content-type'], JSON_TYPE, label)
      assert.equal(
        res.headers['content-length'],
        String(Buffer.byteLength(JSON.stringify(body))),
        `${label}: the GET's length is announced`
      )
      assert.equal(res.raw.length, 0, `${label}: a HEAD answer has no body`)
    })
  }
})
