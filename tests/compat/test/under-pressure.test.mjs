// @fastify/under-pressure on Capsule, used the way its README shows.
// Its onRequest hook sets status 503 and a Retry-After header on the reply, then calls
// next(error): the error handler must keep that status and header and send Fastify's
// error payload. With exposeStatusRoute the 503 goes through the route's response schema.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import underPressure from '@fastify/under-pressure'

const unavailable = {
  statusCode: 503,
  code: 'FST_UNDER_PRESSURE',
  error: 'Service Unavailable',
  message: 'Service Unavailable'
}

// heap sampling runs on a timer: wait until the plugin has taken a sample over the limit (at most 10 s, a far-away
// bound)
async function untilUnderPressure(app) {
  for (let i = 0; i < 2000 && !app.isUnderPressure(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  assert.equal(app.isUnderPressure(), true)
}

test('a failing healthCheck puts every request under pressure: 503, Retry-After, exact body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, {
    healthCheck: async () => false,
    healthCheckInterval: 60000
  })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '10')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  // byte-exact: Fastify's default error serialization order
  assert.equal(
    res.body,
    '{"statusCode":503,"code":"FST_UNDER_PRESSURE","error":"Service Unavailable","message":"Service Unavailable"}'
  )
  assert.equal(res.headers['content-length'], String(res.body.length))

  // the hook is global: an unknown url is refused the same way before routing reaches the 404
  const unknown = await app.inject('/nope')
  assert.equal(unknown.statusCode, 503)
  assert.equal(unknown.headers['retry-after'], '10')
  assert.deepEqual(unknown.json(), unavailable)

  assert.equal(app.isUnderPressure(), true)
  assert.deepEqual(Object.keys(app.memoryUsage()), [
    'eventLoopDelay',
    'rssBytes',
    'heapUsed',
    'eventLoopUtilized'
  ])
})

test('message and retryAfter options change the body message and the header', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, {
    healthCheck: async () => false,
    healthCheckInterval: 60000,
    message: 'Under pressure!',
    retryAfter: 50
  })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '50')
  assert.deepEqual(res.json(), { ...unavailable, message: 'Under pressure!' })
})

test('customError without a statusCode keeps the 503 the hook set on the reply', async (t) => {
  class CustomError extends Error {
    constructor() {
      super('Custom error message')
      Error.captureStackTrace(this, CustomError)
    }
  }
  // a customError that declares no status of its own: Capsule keeps its message from the client unless
  // exposeServerErrors is set (Fastify ignores the option and always sends it), so both answer the same bytes
  const app = Fastify({ exposeServerErrors: true })
  t.after(() => app.close())
  await app.register(underPressure, {
    healthCheck: async () => false,
    healthCheckInterval: 60000,
    customError: CustomError
  })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '10')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(res.body, '{"statusCode":503,"error":"Service Unavailable","message":"Custom error message"}')
})

test('maxHeapUsedBytes over the limit answers 503 once sampled', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, { maxHeapUsedBytes: 1, sampleInterval: 10 })
  app.get('/', async () => ({ hello: 'world' }))

  // before the first sample nothing is measured yet: the request goes through
  const before = await app.inject('/')
  assert.equal(before.statusCode, 200)
  assert.deepEqual(before.json(), { hello: 'world' })

  await untilUnderPressure(app)
  const res = await app.inject('/')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '10')
  assert.deepEqual(res.json(), unavailable)
})

test('pressureHandler: replying from the onRequest hook, passing through, or returning a value', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, {
    maxHeapUsedBytes: 1,
    sampleInterval: 10,
    // replies, then returns undefined: the plugin still calls next(); the reply already sent wins
    pressureHandler: (request, reply, type, value) => {
      reply.send({ type, overLimit: value > 1 })
    }
  })
  app.get('/', async () => ({ hello: 'world' }))
  app.get('/pass', { config: { pressureHandler: () => {} } }, async () => ({ passed: true }))
  app.get(
    '/ret',
    { config: { pressureHandler: (request, reply, type) => 'returned ' + type } },
    async () => ({ passed: true })
  )
  await app.ready()
  await untilUnderPressure(app)

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['retry-after'], undefined)
  assert.deepEqual(res.json(), { type: underPressure.TYPE_HEAP_USED_BYTES, overLimit: true })

  const pass = await app.inject('/pass')
  assert.equal(pass.statusCode, 200)
  assert.deepEqual(pass.json(), { passed: true })

  const ret = await app.inject('/ret')
  assert.equal(ret.statusCode, 200)
  assert.equal(ret.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(ret.body, 'returned heapUsedBytes')
})

test('exposeStatusRoute: true adds GET /status answering { status: "ok" }', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, { exposeStatusRoute: true })
  app.get('/', async () => ({ hello: 'world' }))

  const res = await app.inject('/status')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(res.body, '{"status":"ok"}')

  const root = await app.inject('/')
  assert.equal(root.statusCode, 200)
  assert.deepEqual(root.json(), { hello: 'world' })
})

test('exposeStatusRoute with url and a healthCheck: extra values through the response schema, 503 when unhealthy', async (t) => {
  let healthy = true
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, {
    exposeStatusRoute: {
      url: '/alive',
      routeResponseSchemaOpts: { extraValue: { type: 'string' } }
    },
    healthCheck: async () => (healthy ? { extraValue: 'db-ok', notInSchema: 1 } : false)
  })

  const res = await app.inject('/alive')
  assert.equal(res.statusCode, 200)
  // the 200 response schema drops what it does not declare
  assert.equal(res.body, '{"status":"ok","extraValue":"db-ok"}')

  healthy = false
  const down = await app.inject('/alive')
  assert.equal(down.statusCode, 503)
  assert.equal(down.headers['retry-after'], '10')
  assert.equal(down.headers['content-type'], 'application/json; charset=utf-8')
  // the route's 503 response schema serializes the error: its property order, not the default one
  assert.equal(
    down.body,
    '{"code":"FST_UNDER_PRESSURE","error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'
  )

  const missing = await app.inject('/status')
  assert.equal(missing.statusCode, 404)
})

test('setErrorHandler sees the plugin error with the 503 already set; a promise pressureHandler answers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.setErrorHandler((error, request, reply) => {
    reply.send({ custom: true, status: reply.statusCode, code: error.code, message: error.message })
  })
  await app.register(underPressure, { healthCheck: async () => false, healthCheckInterval: 60000 })
  app.get('/', async () => 'never')

  const res = await app.inject('/')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '10')
  assert.deepEqual(res.json(), {
    custom: true,
    status: 503,
    code: 'FST_UNDER_PRESSURE',
    message: 'Service Unavailable'
  })

  const app2 = Fastify()
  t.after(() => app2.close())
  await app2.register(underPressure, {
    healthCheck: async () => false,
    healthCheckInterval: 60000,
    pressureHandler: (request, reply, type) => Promise.resolve().then(() => reply.code(429).send({ type }))
  })
  app2.get('/', async () => 'never')

  const res2 = await app2.inject('/')
  assert.equal(res2.statusCode, 429)
  assert.equal(res2.headers['retry-after'], undefined)
  assert.deepEqual(res2.json(), { type: underPressure.TYPE_HEALTH_CHECK })
})

test('exposeStatusRoute object: routeOpts (config, onSend) and a custom 503 response schema', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(underPressure, {
    healthCheck: async () => false,
    exposeStatusRoute: {
      routeOpts: {
        config: { someAttr: 'value' },
        onSend: async (request, reply, payload) => {
          reply.header('x-attr', request.routeOptions.config.someAttr)
          return payload
        }
      },
      routeSchemaOpts: {
        response: { 503: { type: 'object', properties: { message: { type: 'string' } } } }
      }
    }
  })

  const res = await app.inject('/status')
  assert.equal(res.statusCode, 503)
  assert.equal(res.headers['retry-after'], '10')
  assert.equal(res.headers['x-attr'], 'value')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  // the user's 503 schema wins over the plugin's default one
  assert.equal(res.body, '{"message":"Service Unavailable"}')
})

test('a status route from app.readiness: 503 while the application drains, other routes still answered', async (t) => {
  const app = Fastify({ closeGrace: 5000 })
  t.after(() => app.close())
  await app.register(underPressure, {
    exposeStatusRoute: '/health/ready',
    // also run once at registration (readiness 'starting'), where a false would put every request under pressure;
    // no healthCheckInterval: checked again when the status route is asked, so only that route answers 503
    healthCheck: async () => app.readiness !== 'draining'
  })
  app.get('/', async () => ({ hello: 'world' }))
  let during
  app.addHook('preClose', async () => {
    during = await Promise.all([app.inject('/health/ready'), app.inject('/')])
  })
  await app.ready()
  assert.equal((await app.inject('/health/ready')).statusCode, 200)
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.close()
  const [status, root] = during
  assert.equal(status.statusCode, 503)
  assert.equal(status.json().code, 'FST_UNDER_PRESSURE')
  assert.deepEqual(
    [root.statusCode, root.headers.connection, root.json()],
    [200, 'close', { hello: 'world' }]
  )
})
