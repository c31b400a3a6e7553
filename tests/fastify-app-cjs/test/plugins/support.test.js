'use strict'

const { test } = require('node:test')
const assert = require('node:assert')

const Fastify = require('fastify')
const Support = require('../../plugins/support')

test('support works standalone', async (t) => {
  const fastify = Fastify()
  t.after(() => fastify.close())
  fastify.register(Support)

  await fastify.ready()
  assert.strictEqual(fastify.hasDecorator('someSupport'), true)
  assert.strictEqual(fastify.someSupport(), 'hugs')
})

test('support works with the named export: const { fastify } = require("fastify")', async (t) => {
  const { fastify } = require('fastify')
  const app = fastify()
  t.after(() => app.close())
  app.register(Support)

  await app.ready()
  assert.strictEqual(app.someSupport(), 'hugs')
})

test('support is visible from the routes through the helper', async (t) => {
  const { build } = require('../helper')
  const app = await build(t)

  const res = await app.inject({ url: '/support' })
  assert.strictEqual(res.statusCode, 200)
  assert.deepStrictEqual(res.json(), { support: 'hugs' })
})
