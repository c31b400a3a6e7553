import { test } from 'node:test'
import assert from 'node:assert'

import { fastify } from 'fastify'
import Support from '../../plugins/support.js'
import { build } from '../helper.js'

test('support works standalone', async (t) => {
  const app = fastify()
  t.after(() => app.close())
  app.register(Support)

  await app.ready()
  assert.strictEqual(app.hasDecorator('someSupport'), true)
  assert.strictEqual(app.someSupport(), 'hugs')
})

test('support is visible from the routes through the helper', async (t) => {
  const app = await build(t)

  const res = await app.inject({ url: '/support' })
  assert.strictEqual(res.statusCode, 200)
  assert.deepStrictEqual(res.json(), { support: 'hugs' })
})
