import { test } from 'node:test'
import assert from 'node:assert'
import sinon from 'sinon'
import Fastify, * as framework from 'fastify'
import sensible from '@fastify/sensible'

import users from '../../routes/users/index.js'
import { build } from '../helper.js'

// Capsule exports its factory under its own name too; Fastify does not
const onCapsule = typeof framework.capsule === 'function'

function fakeDb() {
  return {
    users: {
      list: sinon.stub().resolves([]),
      findById: sinon.stub().resolves(null),
      create: sinon.stub(),
      remove: sinon.stub().resolves(true)
    }
  }
}

// Build only the users routes, with the decorators they need replaced by stubs:
// decorate() and register() return the instance, so the whole setup is one chain.
function buildUsers(t) {
  const app = Fastify()
    .decorate('authenticate', sinon.stub())
    .decorate('db', fakeDb())
    .register(sensible)
    .register(users, { prefix: '/users' })

  t.after(() => app.close())
  return app
}

test('decorate() and register() chain and return the instance', async (t) => {
  const app = Fastify()
  t.after(() => app.close())

  const stub = sinon.stub()
  assert.strictEqual(app.decorate('authenticate', stub), app)
  assert.strictEqual(app.register(sensible), app)
  assert.strictEqual(app.register(users, { prefix: '/users' }), app)
  assert.strictEqual(
    app.after(() => {}),
    app
  )
  await app.ready()

  assert.strictEqual(app.authenticate, stub)
  assert.strictEqual(typeof app.authenticate.resolves, 'function')
  assert.strictEqual(app.authenticate.called, false)
})

test('a stubbed authenticate decorator used as onRequest hook: resolves()', async (t) => {
  const app = buildUsers(t)
  await app.ready()
  app.authenticate.resolves()
  app.db.users.remove.resolves(true)

  const res = await app.inject({ method: 'DELETE', url: '/users/7' })

  // the stub resolved without setting request.user, so the handler ran and failed on it
  assert.strictEqual(app.authenticate.calledOnce, true)
  assert.strictEqual(res.statusCode, 500)
  assert.strictEqual(res.headers['content-type'], 'application/json; charset=utf-8')
  // the TypeError's own message is an internal detail: Capsule keeps it from the client (the reason phrase instead),
  // Fastify sends it; both log it in full (apps/docs/migration.md, "Messages of unexpected 5xx errors")
  assert.deepStrictEqual(res.json(), {
    statusCode: 500,
    error: 'Internal Server Error',
    message: onCapsule ? 'Internal Server Error' : "Cannot read properties of undefined (reading 'role')"
  })
  assert.strictEqual(app.db.users.remove.called, false)
  const [request, reply] = app.authenticate.firstCall.args
  assert.strictEqual(request.url, '/users/7')
  assert.strictEqual(request.params.id, 7)
  assert.strictEqual(typeof reply.send, 'function')
})

test('a stubbed authenticate decorator: callsFake() setting request.user', async (t) => {
  const app = buildUsers(t)
  await app.ready()
  app.authenticate.callsFake(async (request) => {
    request.user = { id: 1, role: 'admin' }
  })

  const res = await app.inject({ method: 'DELETE', url: '/users/7' })

  assert.strictEqual(res.statusCode, 204)
  assert.strictEqual(res.body, '')
  assert.strictEqual(app.authenticate.calledOnce, true)
  assert.strictEqual(app.db.users.remove.calledOnceWithExactly(7), true)
})

test('a stubbed authenticate decorator: callsFake() answering 401 stops the request', async (t) => {
  const app = buildUsers(t)
  await app.ready()
  app.authenticate.callsFake(async (request, reply) => {
    reply.code(401).send({ message: 'stubbed out' })
    return reply
  })

  const res = await app.inject({ method: 'DELETE', url: '/users/7' })

  assert.strictEqual(res.statusCode, 401)
  assert.strictEqual(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(res.json(), { message: 'stubbed out' })
  assert.strictEqual(app.authenticate.calledOnce, true)
  assert.strictEqual(app.db.users.remove.called, false)
})

test('stubbed db.users.findById: asserting the call and the filtered response', async (t) => {
  const app = buildUsers(t)
  await app.ready()
  app.db.users.findById
    .withArgs(42)
    .resolves({ id: 42, name: 'Stub', email: 'stub@example.com', role: 'user', password: 'x', token: 'y' })

  const res = await app.inject({ method: 'GET', url: '/users/42' })
  assert.strictEqual(res.statusCode, 200)
  assert.strictEqual(res.body, '{"id":42,"name":"Stub","email":"stub@example.com","role":"user"}')
  assert.strictEqual(app.db.users.findById.calledOnceWithExactly(42), true)

  const missing = await app.inject({ method: 'GET', url: '/users/43' })
  assert.strictEqual(missing.statusCode, 404)
  assert.deepStrictEqual(missing.json(), {
    statusCode: 404,
    error: 'Not Found',
    message: 'User 43 not found'
  })
  assert.strictEqual(app.db.users.findById.callCount, 2)
  assert.deepStrictEqual(app.db.users.findById.secondCall.args, [43])
})

test('full app: sinon.stub(app.db.users, "list") and a rejecting db call hit the error handler', async (t) => {
  const app = await build(t)
  const list = sinon.stub(app.db.users, 'list')
  t.after(() => list.restore())
  list.resolves([{ id: 9, name: 'Stubbed', email: 's@example.com', role: 'user', password: 'nope' }])

  const res = await app.inject({ method: 'GET', url: '/users?limit=5&offset=2' })
  assert.strictEqual(res.statusCode, 200)
  assert.deepStrictEqual(res.json(), [{ id: 9, name: 'Stubbed', email: 's@example.com', role: 'user' }])
  assert.strictEqual(list.calledOnce, true)
  assert.deepStrictEqual(list.firstCall.args, [{ limit: 5, offset: 2 }])

  list.rejects(new Error('connection lost'))
  const failed = await app.inject({ method: 'GET', url: '/users' })
  assert.strictEqual(failed.statusCode, 500)
  assert.strictEqual(failed.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(failed.json(), {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong'
  })
  assert.deepStrictEqual(list.secondCall.args, [{ limit: 10, offset: 0 }])
})

test('full app: stubbing the someSupport decorator on the root instance', async (t) => {
  const app = await build(t)
  const stub = sinon.stub(app, 'someSupport').returns('stubbed hugs')
  t.after(() => stub.restore())

  const res = await app.inject({ method: 'GET', url: '/support' })
  assert.strictEqual(res.statusCode, 200)
  assert.deepStrictEqual(res.json(), { support: 'stubbed hugs' })
  assert.strictEqual(stub.calledOnce, true)

  stub.restore()
  const restored = await app.inject({ method: 'GET', url: '/support' })
  assert.deepStrictEqual(restored.json(), { support: 'hugs' })
})
