import { test } from 'node:test'
import assert from 'node:assert'

import Fastify from 'fastify'
import db from '../../plugins/db.js'

test('db is decorated on the outer instance thanks to fastify-plugin', async (t) => {
  const fastify = Fastify()
  t.after(() => fastify.close())

  await fastify.register(db, {
    seedUsers: [{ name: 'Seed', email: 'seed@example.com', password: 'seed-pass' }]
  })

  assert.strictEqual(fastify.hasDecorator('db'), true)
  assert.strictEqual(fastify.db.connected, true)
  assert.deepStrictEqual(await fastify.db.users.list(), [
    {
      id: 1,
      name: 'Seed',
      email: 'seed@example.com',
      role: 'user',
      password: 'seed-pass',
      token: 'token-seed'
    }
  ])
})

test('without fastify-plugin the decorator would stay encapsulated', async (t) => {
  const fastify = Fastify()
  t.after(() => fastify.close())

  fastify.register(async function encapsulated(instance) {
    instance.decorate('db', { users: {} })
    assert.strictEqual(instance.hasDecorator('db'), true)
  })
  await fastify.after()
  assert.strictEqual(fastify.hasDecorator('db'), false)
  assert.strictEqual(fastify.db, undefined)

  fastify.register(db)
  let loaded = false
  fastify.after(() => {
    loaded = true
  })
  await fastify.ready()
  assert.strictEqual(loaded, true)
  assert.strictEqual(fastify.hasDecorator('db'), true)
})

test('the onClose hook of the db plugin runs on app.close()', async (t) => {
  const fastify = Fastify()
  await fastify.register(db)
  const store = fastify.db
  assert.strictEqual(store.connected, true)
  await fastify.close()
  assert.strictEqual(store.connected, false)
})
