'use strict'

const { test } = require('node:test')
const assert = require('node:assert')
const { build } = require('../helper')

test('default root route', async (t) => {
  const app = await build(t)

  const res = await app.inject({
    url: '/'
  })
  assert.strictEqual(res.statusCode, 200)
  assert.deepStrictEqual(JSON.parse(res.payload), { root: true })
})

test('health reports the db decorator state', async (t) => {
  const app = await build(t)

  const res = await app.inject().get('/health').end()
  assert.strictEqual(res.statusCode, 200)
  assert.strictEqual(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(res.json(), { status: 'ok', db: true })
})
