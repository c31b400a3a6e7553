// @fastify/jwt on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/jwt@10.2.8 (fast-jwt 6) and @fastify/cookie@11.1.5.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import jwt from '@fastify/jwt'
import cookie from '@fastify/cookie'

const JSON_TYPE = 'application/json; charset=utf-8'

const unauthorized = (code, message) =>
  JSON.stringify({ statusCode: 401, code, error: 'Unauthorized', message })
const NO_HEADER = unauthorized(
  'FST_JWT_NO_AUTHORIZATION_IN_HEADER',
  'No Authorization was found in request.headers'
)
const NO_COOKIE = unauthorized(
  'FST_JWT_NO_AUTHORIZATION_IN_COOKIE',
  'No Authorization was found in request.cookies'
)

// the README's pattern: an fp-wrapped auth plugin that registers @fastify/jwt and decorates `authenticate`
const auth = fp(async function (fastify, opts) {
  fastify.register(jwt, { secret: 'supersecret' })
  fastify.decorate('authenticate', async function (request, reply) {
    try {
      await request.jwtVerify()
    } catch (err) {
      reply.send(err)
    }
  })
})

async function build(t) {
  const app = Fastify()
  t.after(() => app.close())
  app.register(auth)
  app.register(async function routes(fastify) {
    fastify.post('/signup', (req, reply) => {
      const token = fastify.jwt.sign({ user: req.body.user })
      reply.send({ token })
    })
    fastify.get('/', { onRequest: [fastify.authenticate] }, async function (request, reply) {
      return request.user
    })
    fastify.get('/public', async () => ({ open: true }))
  })
  await app.ready()
  return app
}

function assert401(res, body) {
  assert.equal(res.statusCode, 401)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  assert.equal(res.body, body)
}

test('fastify.jwt.sign / verify / decode (deterministic with a fixed iat)', async (t) => {
  const app = await build(t)
  const token = app.jwt.sign({ user: 'alice', iat: 1700000000 })
  assert.equal(
    token,
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyIjoiYWxpY2UiLCJpYXQiOjE3MDAwMDAwMDB9.UC6rvgJgTw9yf_7O2DPfkltW1QBNZLuFuUu_a4Lx_dQ'
  )
  assert.deepEqual(app.jwt.verify(token), { user: 'alice', iat: 1700000000 })
  assert.deepEqual(app.jwt.decode(token), { user: 'alice', iat: 1700000000 })
})

test('a token from the signup route opens the protected route; request.user is the payload', async (t) => {
  const app = await build(t)
  const signup = await app.inject({ method: 'POST', url: '/signup', payload: { user: 'alice' } })
  assert.equal(signup.statusCode, 200)
  assert.equal(signup.headers['content-type'], JSON_TYPE)
  const { token } = signup.json()
  assert.match(token, /^eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.[\w-]+\.[\w-]+$/)

  const res = await app.inject({ url: '/', headers: { authorization: `Bearer ${token}` } })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  const user = res.json()
  assert.deepEqual(Object.keys(user), ['user', 'iat'])
  assert.equal(user.user, 'alice')
  assert.equal(typeof user.iat, 'number')

  // routes without the onRequest hook stay open
  const open = await app.inject('/public')
  assert.equal(open.statusCode, 200)
  assert.deepEqual(open.json(), { open: true })
})

test('401 bodies: missing header, non-Bearer scheme, malformed token, wrong signature, expired', async (t) => {
  const app = await build(t)
  assert401(await app.inject('/'), NO_HEADER)
  assert401(await app.inject({ url: '/', headers: { authorization: 'Basic dXNlcjpwYXNz' } }), NO_HEADER)
  assert401(
    await app.inject({ url: '/', headers: { authorization: 'Bearer abc.def.ghi' } }),
    unauthorized(
      'FST_JWT_AUTHORIZATION_TOKEN_INVALID',
      'Authorization token is invalid: The token header is not a valid base64url serialized JSON.'
    )
  )

  const other = Fastify()
  t.after(() => other.close())
  other.register(jwt, { secret: 'another-secret' })
  await other.ready()
  assert401(
    await app.inject({
      url: '/',
      headers: { authorization: `Bearer ${other.jwt.sign({ user: 'mallory' })}` }
    }),
    unauthorized(
      'FST_JWT_AUTHORIZATION_TOKEN_INVALID',
      'Authorization token is invalid: The token signature is invalid.'
    )
  )

  const expired = app.jwt.sign({ user: 'old', iat: 900, exp: 1000 })
  assert401(
    await app.inject({ url: '/', headers: { authorization: `Bearer ${expired}` } }),
    unauthorized('FST_JWT_AUTHORIZATION_TOKEN_EXPIRED', 'Authorization token expired')
  )
})

test('a global onRequest hook with request.jwtVerify() also guards the 404 handler', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.register(jwt, { secret: 'supersecret' })
  app.addHook('onRequest', async (request, reply) => {
    try {
      await request.jwtVerify()
    } catch (err) {
      reply.send(err)
    }
  })
  app.get('/', async function (request, reply) {
    return request.user
  })
  await app.ready()

  assert401(await app.inject('/'), NO_HEADER)
  assert401(await app.inject('/nope'), NO_HEADER)

  const token = app.jwt.sign({ sub: '42', iat: 1700000000 })
  const ok = await app.inject({ url: '/', headers: { authorization: `Bearer ${token}` } })
  assert.equal(ok.statusCode, 200)
  assert.deepEqual(ok.json(), { sub: '42', iat: 1700000000 })

  // with a valid token, the missing route is a normal 404
  const missing = await app.inject({ url: '/nope', headers: { authorization: `Bearer ${token}` } })
  assert.equal(missing.statusCode, 404)
  assert.deepEqual(missing.json(), {
    message: 'Route GET:/nope not found',
    error: 'Not Found',
    statusCode: 404
  })
})

test('reply.jwtSign with options', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.register(jwt, { secret: 'supersecret' })
  app.get('/token', async (request, reply) => {
    const token = await reply.jwtSign({ n: 1 }, { expiresIn: '1h' })
    return { token }
  })
  await app.ready()

  const res = await app.inject('/token')
  assert.equal(res.statusCode, 200)
  const payload = app.jwt.verify(res.json().token)
  assert.deepEqual(Object.keys(payload), ['n', 'iat', 'exp'])
  assert.equal(payload.n, 1)
  assert.equal(payload.exp - payload.iat, 3600)
})

test('cookie mode (README example): the token travels in a cookie set with reply.setCookie', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.register(jwt, { secret: 'foobar', cookie: { cookieName: 'token', signed: false } })
  app.register(cookie)
  app.get('/cookies', async (request, reply) => {
    const token = await reply.jwtSign({ name: 'foo', role: ['admin', 'spy'] })
    reply
      .setCookie('token', token, {
        domain: 'your.domain',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: true
      })
      .code(200)
      .send('Cookie sent')
  })
  app.addHook('onRequest', (request) => request.jwtVerify())
  app.get('/verifycookie', (request, reply) => {
    reply.send({ code: 'OK', message: 'it works!', name: request.user.name })
  })
  await app.ready()

  // every route sits behind the hook: no cookie, no entry (the hook's rejection is the error)
  assert401(await app.inject('/verifycookie'), NO_COOKIE)

  const seed = app.jwt.sign({ name: 'seed' })
  const issued = await app.inject({ url: '/cookies', headers: { cookie: `token=${seed}` } })
  assert.equal(issued.statusCode, 200)
  assert.equal(issued.body, 'Cookie sent')
  const setCookie = issued.headers['set-cookie']
  assert.match(
    setCookie,
    /^token=eyJ[\w-]+\.[\w-]+\.[\w-]+; Domain=your\.domain; Path=\/; HttpOnly; Secure; SameSite=Strict$/
  )
  const token = setCookie.slice('token='.length, setCookie.indexOf(';'))
  assert.deepEqual(Object.keys(app.jwt.decode(token)), ['name', 'role', 'iat'])

  const ok = await app.inject({ url: '/verifycookie', cookies: { token } })
  assert.equal(ok.statusCode, 200)
  assert.deepEqual(ok.json(), { code: 'OK', message: 'it works!', name: 'foo' })

  assert401(
    await app.inject({ url: '/verifycookie', cookies: { token: 'zzz' } }),
    unauthorized(
      'FST_JWT_AUTHORIZATION_TOKEN_INVALID',
      'Authorization token is invalid: The token is malformed.'
    )
  )
})

test('namespaces, formatUser, decoratorName, custom messages and trusted', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.register(jwt, {
    secret: 'a',
    namespace: 'security',
    jwtVerify: 'securityVerify',
    jwtSign: 'securitySign'
  })
  app.register(jwt, {
    secret: 'b',
    namespace: 'air',
    formatUser: (payload) => ({ dept: payload.d }),
    decoratorName: 'me',
    messages: {
      noAuthorizationInHeaderMessage: 'Give me a token!',
      authorizationTokenInvalid: (err) => `Bad: ${err.message}`
    },
    trusted: (request, { jti }) => jti !== 'revoked'
  })
  app.get('/sec', async (req) => {
    await req.securityVerify()
    return req.user
  })
  app.get('/air', async (req) => {
    await req.airJwtVerify()
    return { me: req.me, user: req.user ?? null }
  })
  await app.ready()

  const sec = await app.inject({
    url: '/sec',
    headers: { authorization: `Bearer ${app.jwt.security.sign({ x: 1, iat: 1 })}` }
  })
  assert.equal(sec.statusCode, 200)
  assert.deepEqual(sec.json(), { x: 1, iat: 1 })

  // formatUser shapes the decorated property, which is renamed by decoratorName
  const air = await app.inject({
    url: '/air',
    headers: { authorization: `Bearer ${app.jwt.air.sign({ d: 'ops', iat: 1 })}` }
  })
  assert.equal(air.statusCode, 200)
  assert.deepEqual(air.json(), { me: { dept: 'ops' }, user: null })

  assert401(await app.inject('/air'), unauthorized('FST_JWT_NO_AUTHORIZATION_IN_HEADER', 'Give me a token!'))
  assert401(
    await app.inject({
      url: '/air',
      headers: { authorization: `Bearer ${app.jwt.security.sign({ x: 1 })}` }
    }),
    unauthorized('FST_JWT_AUTHORIZATION_TOKEN_INVALID', 'Bad: The token signature is invalid.')
  )
  assert401(
    await app.inject({
      url: '/air',
      headers: { authorization: `Bearer ${app.jwt.air.sign({ d: 1, jti: 'revoked' })}` }
    }),
    unauthorized('FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED', 'Untrusted authorization token')
  )
})
