// @fastify/helmet on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/helmet@13.2.0 (helmet 8).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import helmet from '@fastify/helmet'

const DEFAULT_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests"

// helmet 8's default header set, exactly
const DEFAULT_HEADERS = {
  'content-security-policy': DEFAULT_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0'
}

function assertHeaders(res, expected, label) {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(res.headers[name], value, `${label}: ${name}`)
  }
}

function assertNoHelmet(res, label) {
  for (const name of Object.keys(DEFAULT_HEADERS)) {
    assert.equal(res.headers[name], undefined, `${label}: ${name} should be absent`)
  }
}

test('registered globally, every route gets the default security headers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet)
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assertHeaders(res, DEFAULT_HEADERS, 'GET /')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { hello: 'world' })
})

test('the onRequest hook also covers the 404 handler', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet)
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/missing')
  assert.equal(res.statusCode, 404)
  assertHeaders(res, DEFAULT_HEADERS, 'GET /missing')
  assert.deepEqual(res.json(), {
    message: 'Route GET:/missing not found',
    error: 'Not Found',
    statusCode: 404
  })
})

test('headers set in onRequest survive a thrown error', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet)
  app.get('/conflict', async (request, reply) => {
    reply.header('x-before', '1')
    const err = new Error('nope')
    err.statusCode = 409
    throw err
  })

  const res = await app.inject('/conflict')
  assert.equal(res.statusCode, 409)
  assertHeaders(res, DEFAULT_HEADERS, 'error response')
  assert.equal(res.headers['x-before'], '1')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(res.body, '{"statusCode":409,"error":"Conflict","message":"nope"}')
})

test('`helmet: false` on a route disables it; a `helmet` object customises it for that route only', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet, { global: true })
  app.get('/route-with-disabled-helmet', { helmet: false }, async () => ({
    message: 'helmet is not enabled here'
  }))
  app.get(
    '/route-with-custom-helmet-configuration',
    {
      helmet: {
        frameguard: false,
        referrerPolicy: { policy: 'no-referrer-when-downgrade' },
        hsts: { maxAge: 1, includeSubDomains: true, preload: true }
      }
    },
    async () => ({ message: 'custom' })
  )
  app.get('/route-with-enabled-helmet', async () => ({ message: 'helmet is enabled by default here' }))

  const off = await app.inject('/route-with-disabled-helmet')
  assert.equal(off.statusCode, 200)
  assertNoHelmet(off, 'disabled route')
  assert.deepEqual(off.json(), { message: 'helmet is not enabled here' })

  const custom = await app.inject('/route-with-custom-helmet-configuration')
  assert.equal(custom.statusCode, 200)
  assert.equal(custom.headers['x-frame-options'], undefined)
  assert.equal(custom.headers['referrer-policy'], 'no-referrer-when-downgrade')
  assert.equal(custom.headers['strict-transport-security'], 'max-age=1; includeSubDomains; preload')
  assert.equal(custom.headers['content-security-policy'], DEFAULT_CSP)
  assert.equal(custom.headers['x-content-type-options'], 'nosniff')
  assert.deepEqual(custom.json(), { message: 'custom' })

  // the per-route options did not leak into the other routes
  const on = await app.inject('/route-with-enabled-helmet')
  assert.equal(on.statusCode, 200)
  assertHeaders(on, DEFAULT_HEADERS, 'enabled route')
  assert.deepEqual(on.json(), { message: 'helmet is enabled by default here' })
})

test('global: false: only routes with a `helmet` option or calling reply.helmet() get headers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet, { global: false })
  app.get('/route-with-disabled-helmet', async () => ({ message: 'helmet is not enabled here' }))
  app.get('/route-with-enabled-helmet', { helmet: { contentSecurityPolicy: false } }, async () => ({
    message: 'helmet is enabled here'
  }))
  app.get('/here-we-use-helmet-reply-decorator', async (request, reply) => {
    if (request.query.custom === '1') {
      await reply.helmet({ frameguard: { action: 'deny' } })
    } else {
      await reply.helmet()
    }
    return { message: 'decorator' }
  })

  const plain = await app.inject('/route-with-disabled-helmet')
  assert.equal(plain.statusCode, 200)
  assertNoHelmet(plain, 'plain route')
  assert.deepEqual(plain.json(), { message: 'helmet is not enabled here' })

  const enabled = await app.inject('/route-with-enabled-helmet')
  assert.equal(enabled.statusCode, 200)
  const { 'content-security-policy': _csp, ...withoutCsp } = DEFAULT_HEADERS
  assertHeaders(enabled, withoutCsp, 'enabled route')
  assert.equal(enabled.headers['content-security-policy'], undefined)
  assert.deepEqual(enabled.json(), { message: 'helmet is enabled here' })

  const deco = await app.inject('/here-we-use-helmet-reply-decorator')
  assert.equal(deco.statusCode, 200)
  assertHeaders(deco, DEFAULT_HEADERS, 'reply.helmet()')
  assert.deepEqual(deco.json(), { message: 'decorator' })

  const decoCustom = await app.inject('/here-we-use-helmet-reply-decorator?custom=1')
  assert.equal(decoCustom.statusCode, 200)
  assertHeaders(decoCustom, { ...DEFAULT_HEADERS, 'x-frame-options': 'DENY' }, 'reply.helmet(opts)')
  assert.deepEqual(decoCustom.json(), { message: 'decorator' })
})

test('enableCSPNonces: reply.cspNonce holds the nonces that appear in the CSP header', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(helmet, { enableCSPNonces: true })
  app.get('/', async (request, reply) => reply.cspNonce)

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  const { script, style } = res.json()
  assert.match(script, /^[0-9a-f]{32}$/)
  assert.match(style, /^[0-9a-f]{32}$/)
  assert.notEqual(script, style)
  assert.equal(
    res.headers['content-security-policy'],
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
      `img-src 'self' data:;object-src 'none';script-src 'self' 'nonce-${script}';script-src-attr 'none';` +
      `style-src 'self' https: 'unsafe-inline' 'nonce-${style}';upgrade-insecure-requests`
  )

  // a new request gets new nonces
  const again = await app.inject('/')
  assert.notEqual(again.json().script, script)
})
