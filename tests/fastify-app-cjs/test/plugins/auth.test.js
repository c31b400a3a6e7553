'use strict'

const { test } = require('node:test')
const assert = require('node:assert')

const { build } = require('../helper')

test('authenticate: no token -> 401 with www-authenticate', async (t) => {
  const app = await build(t)

  const res = await app.inject({ method: 'GET', url: '/me' })
  assert.strictEqual(res.statusCode, 401)
  assert.strictEqual(res.headers['www-authenticate'], 'Bearer')
  assert.strictEqual(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(res.json(), {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Missing bearer token'
  })
})

test('authenticate: unknown token -> httpErrors.unauthorized through the error handler', async (t) => {
  const app = await build(t)

  const res = await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer nope' } })
  assert.strictEqual(res.statusCode, 401)
  assert.strictEqual(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(res.json(), { statusCode: 401, error: 'Unauthorized', message: 'Invalid token' })
})

test('decorateRequest("user", null): null unless the onRequest hook sets it', async (t) => {
  const app = await build(t)

  const anonymous = await app.inject({ method: 'GET', url: '/whoami' })
  assert.strictEqual(anonymous.statusCode, 200)
  assert.deepStrictEqual(anonymous.json(), { user: null })

  const me = await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer token-linus' } })
  assert.strictEqual(me.statusCode, 200)
  assert.deepStrictEqual(me.json(), { id: 2, name: 'Linus', role: 'user' })

  // the value set on one request does not leak to the next one
  const again = await app.inject({ method: 'GET', url: '/whoami' })
  assert.deepStrictEqual(again.json(), { user: null })
  assert.strictEqual(app.hasRequestDecorator('user'), true)
})
