// @fastify/cors on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/cors@11.4.3.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import cors from '@fastify/cors'

const PREFLIGHT = (origin, method, extra = {}) => ({
  origin,
  'access-control-request-method': method,
  ...extra
})

test('origin: true reflects the request origin on a simple GET and varies on Origin', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, { origin: true })
  app.get('/', (req, reply) => {
    reply.send({ hello: 'world' })
  })

  const res = await app.inject({ url: '/', headers: { origin: 'http://example.com' } })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['access-control-allow-origin'], 'http://example.com')
  // caches must key on Origin because the header value depends on it
  assert.equal(res.headers.vary, 'Origin')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { hello: 'world' })

  // without an Origin header nothing is reflected, but the response still varies on Origin
  const bare = await app.inject({ url: '/' })
  assert.equal(bare.statusCode, 200)
  assert.equal(bare.headers['access-control-allow-origin'], undefined)
  assert.equal(bare.headers.vary, 'Origin')
  assert.deepEqual(bare.json(), { hello: 'world' })
})

test('origin: true answers a preflight with 204 and the default allow headers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, { origin: true })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject({
    method: 'OPTIONS',
    url: '/',
    headers: PREFLIGHT('http://example.com', 'POST', {
      'access-control-request-headers': 'x-custom,content-type'
    })
  })
  assert.equal(res.statusCode, 204)
  assert.equal(res.headers['access-control-allow-origin'], 'http://example.com')
  // default methods are the CORS-safelisted ones
  assert.equal(res.headers['access-control-allow-methods'], 'GET,HEAD,POST')
  // without allowedHeaders the requested headers are reflected
  assert.equal(res.headers['access-control-allow-headers'], 'x-custom,content-type')
  assert.equal(res.headers.vary, 'Origin, Access-Control-Request-Headers')
  assert.equal(res.headers['content-length'], '0')
  assert.equal(res.body, '')

  // the plugin's OPTIONS route is a wildcard: a path with no route of its own is preflighted too
  const deep = await app.inject({
    method: 'OPTIONS',
    url: '/nope/deep',
    headers: PREFLIGHT('http://example.com', 'GET')
  })
  assert.equal(deep.statusCode, 204)
  assert.equal(deep.headers['access-control-allow-origin'], 'http://example.com')
  assert.equal(deep.headers['access-control-allow-methods'], 'GET,HEAD,POST')
  assert.equal(deep.body, '')
})

test('strictPreflight (default): an OPTIONS without Access-Control-Request-Method is a 400', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, { origin: true })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject({ method: 'OPTIONS', url: '/', headers: { origin: 'http://example.com' } })
  assert.equal(res.statusCode, 400)
  assert.equal(res.headers['content-type'], 'text/plain')
  assert.equal(res.headers['access-control-allow-origin'], 'http://example.com')
  assert.equal(res.body, 'Invalid Preflight Request')
})

test('a fixed origin list (string and RegExp) with methods, allowedHeaders, exposedHeaders, credentials, maxAge', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, {
    origin: ['http://a.example', /^https:\/\/([a-z]+\.)?b\.example$/],
    methods: ['GET', 'PUT'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: 'X-Total',
    credentials: true,
    maxAge: 600
  })
  app.get('/x', async () => ({ ok: 1 }))

  const listed = await app.inject({ url: '/x', headers: { origin: 'http://a.example' } })
  assert.equal(listed.statusCode, 200)
  assert.equal(listed.headers['access-control-allow-origin'], 'http://a.example')
  assert.equal(listed.headers['access-control-allow-credentials'], 'true')
  assert.equal(listed.headers['access-control-expose-headers'], 'X-Total')
  assert.equal(listed.headers.vary, 'Origin')
  assert.deepEqual(listed.json(), { ok: 1 })

  const matched = await app.inject({ url: '/x', headers: { origin: 'https://api.b.example' } })
  assert.equal(matched.statusCode, 200)
  assert.equal(matched.headers['access-control-allow-origin'], 'https://api.b.example')

  // an origin not in the list is served, but without Access-Control-Allow-Origin: the browser blocks it
  const other = await app.inject({ url: '/x', headers: { origin: 'http://evil.example' } })
  assert.equal(other.statusCode, 200)
  assert.equal(other.headers['access-control-allow-origin'], undefined)
  assert.equal(other.headers.vary, 'Origin')
  assert.deepEqual(other.json(), { ok: 1 })

  const pre = await app.inject({
    method: 'OPTIONS',
    url: '/x',
    headers: PREFLIGHT('http://a.example', 'PUT')
  })
  assert.equal(pre.statusCode, 204)
  assert.equal(pre.headers['access-control-allow-origin'], 'http://a.example')
  assert.equal(pre.headers['access-control-allow-methods'], 'GET, PUT')
  assert.equal(pre.headers['access-control-allow-headers'], 'Content-Type, Authorization')
  assert.equal(pre.headers['access-control-allow-credentials'], 'true')
  assert.equal(pre.headers['access-control-max-age'], '600')
  assert.equal(pre.headers.vary, 'Origin')
  assert.equal(pre.body, '')

  const preOther = await app.inject({
    method: 'OPTIONS',
    url: '/x',
    headers: PREFLIGHT('http://evil.example', 'PUT')
  })
  assert.equal(preOther.statusCode, 204)
  assert.equal(preOther.headers['access-control-allow-origin'], undefined)
  assert.equal(preOther.body, '')
})

test('cors registered inside a prefixed plugin answers preflights for the prefix and everything under it', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.register(
    async (api) => {
      await api.register(cors, { origin: 'https://app.example' })
      api.get('/items', async () => [1, 2])
    },
    { prefix: '/api' }
  )
  app.get('/outside', async () => 'o')
  await app.ready()

  // the plugin's `OPTIONS *` route, prefixed, covers /api/items, /api/ and the bare /api
  for (const url of ['/api/items', '/api', '/api/', '/api/not-a-route']) {
    const res = await app.inject({ method: 'OPTIONS', url, headers: PREFLIGHT('https://app.example', 'GET') })
    assert.equal(res.statusCode, 204, `OPTIONS ${url}`)
    assert.equal(res.headers['access-control-allow-origin'], 'https://app.example', `OPTIONS ${url}`)
    assert.equal(res.headers['access-control-allow-methods'], 'GET,HEAD,POST', `OPTIONS ${url}`)
    assert.equal(res.headers.vary, 'Access-Control-Request-Headers', `OPTIONS ${url}`)
    assert.equal(res.headers['content-length'], '0', `OPTIONS ${url}`)
    assert.equal(res.body, '', `OPTIONS ${url}`)
  }

  // a fixed string origin is always sent (the browser compares it) and needs no Vary
  const get = await app.inject({ url: '/api/items', headers: { origin: 'https://other.example' } })
  assert.equal(get.statusCode, 200)
  assert.equal(get.headers['access-control-allow-origin'], 'https://app.example')
  assert.equal(get.headers.vary, undefined)
  assert.deepEqual(get.json(), [1, 2])

  // encapsulation: routes outside the prefixed plugin get no CORS and no preflight route
  const outside = await app.inject({ url: '/outside', headers: { origin: 'https://app.example' } })
  assert.equal(outside.statusCode, 200)
  assert.equal(outside.headers['access-control-allow-origin'], undefined)
  assert.equal(outside.body, 'o')

  const outsidePre = await app.inject({
    method: 'OPTIONS',
    url: '/outside',
    headers: PREFLIGHT('https://app.example', 'GET')
  })
  assert.equal(outsidePre.statusCode, 404)
  assert.deepEqual(outsidePre.json(), {
    message: 'Route OPTIONS:/outside not found',
    error: 'Not Found',
    statusCode: 404
  })
})

test('route-level config.cors overrides and disables the plugin options', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, { origin: 'https://example.com' })
  app.get('/cors-enabled', (_req, reply) => {
    reply.send('CORS headers applied')
  })
  app.get('/cors-allow-all', { config: { cors: { origin: '*' } } }, (_req, reply) => {
    reply.send('Custom CORS headers applied')
  })
  app.get('/cors-disabled', { config: { cors: false } }, (_req, reply) => {
    reply.send('No CORS headers')
  })

  const enabled = await app.inject({ url: '/cors-enabled', headers: { origin: 'https://x.example' } })
  assert.equal(enabled.statusCode, 200)
  assert.equal(enabled.headers['access-control-allow-origin'], 'https://example.com')
  assert.equal(enabled.body, 'CORS headers applied')

  const all = await app.inject({ url: '/cors-allow-all', headers: { origin: 'https://x.example' } })
  assert.equal(all.statusCode, 200)
  assert.equal(all.headers['access-control-allow-origin'], '*')
  assert.equal(all.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(all.body, 'Custom CORS headers applied')

  const disabled = await app.inject({ url: '/cors-disabled', headers: { origin: 'https://x.example' } })
  assert.equal(disabled.statusCode, 200)
  assert.equal(disabled.headers['access-control-allow-origin'], undefined)
  assert.equal(disabled.body, 'No CORS headers')
})

test('origin as a callback function (README example): allowed origin reflected, refused origin is a 500', async (t) => {
  // Capsule hides the message of a 5xx error that declares no status of its own (an Error from the callback) unless
  // exposeServerErrors is set; Fastify ignores the option and always sends it: with it, both answer the same bytes
  const app = Fastify({ exposeServerErrors: true })
  t.after(() => app.close())
  await app.register(cors, {
    origin: (origin, cb) => {
      const hostname = new URL(origin).hostname
      if (hostname === 'localhost') {
        cb(null, true)
        return
      }
      cb(new Error('Not allowed'), false)
    }
  })
  app.get('/', (req, reply) => {
    reply.send('x')
  })

  const ok = await app.inject({ url: '/', headers: { origin: 'http://localhost:3000' } })
  assert.equal(ok.statusCode, 200)
  assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3000')
  assert.equal(ok.body, 'x')

  const pre = await app.inject({
    method: 'OPTIONS',
    url: '/',
    headers: PREFLIGHT('http://localhost:3000', 'GET')
  })
  assert.equal(pre.statusCode, 204)
  assert.equal(pre.headers['access-control-allow-origin'], 'http://localhost:3000')

  // the error from the callback goes to the error handler, and the client sees its message
  const refused = await app.inject({ url: '/', headers: { origin: 'http://evil.com' } })
  assert.equal(refused.statusCode, 500)
  assert.equal(refused.headers['access-control-allow-origin'], undefined)
  assert.equal(refused.headers.vary, 'Origin')
  assert.equal(refused.body, '{"statusCode":500,"error":"Internal Server Error","message":"Not allowed"}')
})

test('async origin, hook: preHandler, optionsSuccessStatus and cacheControl', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, {
    origin: async (origin) => origin === 'http://a.example',
    hook: 'preHandler',
    optionsSuccessStatus: 200,
    cacheControl: 300
  })
  app.get('/', async () => 'x')

  const ok = await app.inject({ url: '/', headers: { origin: 'http://a.example' } })
  assert.equal(ok.statusCode, 200)
  assert.equal(ok.headers['access-control-allow-origin'], 'http://a.example')
  assert.equal(ok.headers.vary, 'Origin')

  const no = await app.inject({ url: '/', headers: { origin: 'http://c.example' } })
  assert.equal(no.statusCode, 200)
  assert.equal(no.headers['access-control-allow-origin'], undefined)

  // legacy browsers choke on 204: optionsSuccessStatus turns the preflight into a 200
  const pre = await app.inject({ method: 'OPTIONS', url: '/', headers: PREFLIGHT('http://a.example', 'GET') })
  assert.equal(pre.statusCode, 200)
  assert.equal(pre.headers['access-control-allow-origin'], 'http://a.example')
  assert.equal(pre.headers['cache-control'], 'max-age=300')
  assert.equal(pre.headers['content-length'], '0')
  assert.equal(pre.body, '')
})

test('delegator decides the options per request', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, {
    delegator: (req, callback) => {
      callback(null, { origin: req.headers['x-trusted'] === '1' })
    }
  })
  app.get('/', async () => 'x')

  const trusted = await app.inject({ url: '/', headers: { origin: 'http://a.example', 'x-trusted': '1' } })
  assert.equal(trusted.statusCode, 200)
  assert.equal(trusted.headers['access-control-allow-origin'], 'http://a.example')

  const untrusted = await app.inject({ url: '/', headers: { origin: 'http://a.example' } })
  assert.equal(untrusted.statusCode, 200)
  assert.equal(untrusted.headers['access-control-allow-origin'], undefined)
  assert.equal(untrusted.headers.vary, 'Origin')
})

test("a route's own OPTIONS handler runs with preflightContinue: true", async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cors, { preflightContinue: true })
  app.options('/custom', async (req, reply) => {
    reply.code(202)
    return { mine: true }
  })
  app.get('/custom', async () => 'x')

  const res = await app.inject({
    method: 'OPTIONS',
    url: '/custom',
    headers: PREFLIGHT('http://a.example', 'GET')
  })
  assert.equal(res.statusCode, 202)
  assert.equal(res.headers['access-control-allow-origin'], '*')
  assert.equal(res.headers['access-control-allow-methods'], 'GET,HEAD,POST')
  assert.deepEqual(res.json(), { mine: true })
})
