// @fastify/cookie on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/cookie@11.1.5 (cookie@2, which adds SameSite=Lax by default).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import cookie from '@fastify/cookie'

const SECRET = 'my-secret'
// cookie-signature HMAC-SHA256 of 'bar' with SECRET, base64 without padding
const SIGNED_BAR = 'bar.TrqHHWHXsYjL1005T3/n/C2V4tlIQ0xiikMQABzeuQU'

async function build(t) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(cookie, { secret: SECRET, hook: 'onRequest', parseOptions: {} })
  return app
}

test('several cookies, with the alias and a signed one, become several Set-Cookie headers in order', async (t) => {
  const app = await build(t)
  app.get('/', (req, reply) => {
    reply
      .setCookie('foo', 'foo', { domain: 'example.com', path: '/' })
      .cookie('baz', 'baz') // alias for setCookie
      .setCookie('bar', 'bar', { path: '/', signed: true })
      .send({ hello: 'world' })
  })

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.headers['set-cookie'], [
    'foo=foo; Domain=example.com; Path=/; SameSite=Lax',
    'baz=baz; SameSite=Lax',
    `bar=${SIGNED_BAR}; Path=/; SameSite=Lax`
  ])
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { hello: 'world' })
})

test('setCookie options: encoding, Max-Age, Path, Expires, HttpOnly, Secure, SameSite', async (t) => {
  const app = await build(t)
  app.get('/', (req, reply) => {
    reply
      .setCookie('session', 'a b;c', {
        path: '/app',
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: 3600,
        expires: new Date(Date.UTC(2030, 0, 1))
      })
      .send('ok')
  })

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  // a single cookie is a single header string
  assert.equal(
    res.headers['set-cookie'],
    'session=a%20b%3Bc; Max-Age=3600; Path=/app; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax'
  )
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.body, 'ok')
})

test('request.cookies is parsed (and URI-decoded); request.unsignCookie verifies a signed cookie', async (t) => {
  const app = await build(t)
  app.get('/', (req, reply) => {
    reply.send({
      cookies: req.cookies,
      unsigned: req.unsignCookie(req.cookies.bar ?? ''),
      viaReply: reply.unsignCookie(req.cookies.bar ?? '')
    })
  })

  const res = await app.inject({ url: '/', headers: { cookie: `foo=foo; bar=${SIGNED_BAR}; enc=%7Bx%7D` } })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), {
    cookies: { foo: 'foo', bar: SIGNED_BAR, enc: '{x}' },
    unsigned: { valid: true, renew: false, value: 'bar' },
    viaReply: { valid: true, renew: false, value: 'bar' }
  })

  // a tampered signature is rejected
  const tampered = await app.inject({ url: '/', headers: { cookie: `bar=${SIGNED_BAR}x` } })
  assert.equal(tampered.statusCode, 200)
  assert.deepEqual(tampered.json().unsigned, { valid: false, renew: false, value: null })

  // no Cookie header: an empty object, not undefined
  const none = await app.inject('/')
  assert.deepEqual(none.json().cookies, {})

  // inject's own `cookies` option arrives the same way
  const injected = await app.inject({ url: '/', cookies: { a: '1', b: 'two' } })
  assert.deepEqual(injected.json().cookies, { a: '1', b: 'two' })
})

test('reply.clearCookie expires the cookie', async (t) => {
  const app = await build(t)
  app.get('/', (req, reply) => {
    reply.clearCookie('foo', { path: '/' }).send('cleared')
  })
  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assert.equal(
    res.headers['set-cookie'],
    'foo=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax'
  )
  assert.equal(res.body, 'cleared')
})

test('a Set-Cookie set with reply.header is kept next to the plugin cookies; cookies set in onSend still go out', async (t) => {
  const app = await build(t)
  app.get('/mixed', (req, reply) => {
    reply.header('set-cookie', 'raw=1')
    reply.setCookie('b', '2')
    reply.send('x')
  })
  app.get('/same-name', (req, reply) => {
    reply.setCookie('a', '1').setCookie('a', '2', { path: '/x' }).send('x')
  })
  app.get(
    '/late',
    {
      onSend: async (req, reply, payload) => {
        reply.setCookie('late', 'yes')
        return payload
      }
    },
    (req, reply) => {
      reply.send('x')
    }
  )

  assert.deepEqual((await app.inject('/mixed')).headers['set-cookie'], ['raw=1', 'b=2; SameSite=Lax'])
  // same name, different path: two distinct cookies, both sent
  assert.deepEqual((await app.inject('/same-name')).headers['set-cookie'], [
    'a=1; SameSite=Lax',
    'a=2; Path=/x; SameSite=Lax'
  ])
  assert.equal((await app.inject('/late')).headers['set-cookie'], 'late=yes; SameSite=Lax')
})

test('fastify.parseCookie, signCookie and unsignCookie decorators', async (t) => {
  const app = await build(t)
  await app.ready()
  // cookie@2 returns a null-prototype object
  assert.deepEqual(
    { ...app.parseCookie('sessionId=aYb4uTIhdBXC; x=%20y') },
    { sessionId: 'aYb4uTIhdBXC', x: ' y' }
  )
  const signed = app.signCookie('v')
  assert.equal(signed, 'v.Dnt4sh9n0hStVsN1WXbu/AoSj8kBy6k/aSGPcAioI3A')
  assert.deepEqual(app.unsignCookie(signed), { valid: true, renew: false, value: 'v' })
})

test('over a real socket, each cookie is its own Set-Cookie line', async (t) => {
  const app = await build(t)
  app.get('/', (req, reply) => {
    reply.setCookie('one', '1', { path: '/' }).setCookie('two', '2', { httpOnly: true }).send({ ok: true })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const res = await fetch(`http://127.0.0.1:${app.server.address().port}/`, {
    headers: { cookie: 'in=bound' }
  })
  assert.equal(res.status, 200)
  assert.deepEqual(res.headers.getSetCookie(), [
    'one=1; Path=/; SameSite=Lax',
    'two=2; HttpOnly; SameSite=Lax'
  ])
  assert.deepEqual(await res.json(), { ok: true })
})
