// @fastify/sensible on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/sensible@6.0.6.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import sensible from '@fastify/sensible'

const JSON_TYPE = 'application/json; charset=utf-8'

async function build(t, routes) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(sensible)
  routes(app)
  await app.ready()
  return app
}

function assertError(res, statusCode, body) {
  assert.equal(res.statusCode, statusCode)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  // the exact bytes: key order is statusCode, code?, error, message
  assert.equal(res.body, JSON.stringify(body))
  assert.equal(res.headers['content-length'], String(Buffer.byteLength(res.body)))
}

test('reply.notFound() / throw httpErrors.notFound() / return reply.notFound() all send the same 404', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/', (req, reply) => {
      reply.notFound()
    })
    fastify.get('/async', async (req, reply) => {
      throw fastify.httpErrors.notFound()
    })
    fastify.get('/async-return', async (req, reply) => {
      return reply.notFound()
    })
  })
  for (const url of ['/', '/async', '/async-return']) {
    assertError(await app.inject(url), 404, { statusCode: 404, error: 'Not Found', message: 'Not Found' })
  }
})

test('4xx reply helpers send the message the author wrote, or the status text by default', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/bad', (req, reply) => {
      reply.badRequest('msg')
    })
    fastify.get('/unauthorized', (req, reply) => {
      reply.unauthorized()
    })
    fastify.get('/forbidden', (req, reply) => {
      reply.forbidden('no way')
    })
    fastify.get('/teapot', (req, reply) => {
      reply.imateapot()
    })
    fastify.get('/conflict', async () => {
      throw fastify.httpErrors.conflict('exists')
    })
  })
  assertError(await app.inject('/bad'), 400, { statusCode: 400, error: 'Bad Request', message: 'msg' })
  assertError(await app.inject('/unauthorized'), 401, {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Unauthorized'
  })
  assertError(await app.inject('/forbidden'), 403, { statusCode: 403, error: 'Forbidden', message: 'no way' })
  assertError(await app.inject('/teapot'), 418, {
    statusCode: 418,
    error: "I'm a Teapot",
    message: "I'm a Teapot"
  })
  assertError(await app.inject('/conflict'), 409, { statusCode: 409, error: 'Conflict', message: 'exists' })
})

test('5xx reply helpers: Fastify sends the message the author wrote for server errors too', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/maintenance', (req, reply) => {
      reply.serviceUnavailable('down for maintenance')
    })
    fastify.get('/custom-500', (req, reply) => {
      reply.internalServerError('custom')
    })
    fastify.get('/bad-gateway', async () => {
      throw fastify.httpErrors.badGateway('upstream died')
    })
  })
  // a maintenance page relies on this text reaching the client
  assertError(await app.inject('/maintenance'), 503, {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'down for maintenance'
  })
  assertError(await app.inject('/custom-500'), 500, {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'custom'
  })
  assertError(await app.inject('/bad-gateway'), 502, {
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'upstream died'
  })
})

test('5xx reply helpers without a message send the status text', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/503', (req, reply) => {
      reply.serviceUnavailable()
    })
    fastify.get('/500', (req, reply) => {
      reply.internalServerError()
    })
  })
  assertError(await app.inject('/503'), 503, {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Service Unavailable'
  })
  assertError(await app.inject('/500'), 500, {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Internal Server Error'
  })
})

test('reply.getHttpError(code, message)', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/405', (req, reply) => {
      reply.getHttpError(405, 'nope')
    })
    fastify.get('/502', (req, reply) => {
      reply.getHttpError(502)
    })
  })
  assertError(await app.inject('/405'), 405, {
    statusCode: 405,
    error: 'Method Not Allowed',
    message: 'nope'
  })
  assertError(await app.inject('/502'), 502, {
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'Bad Gateway'
  })
})

test('httpErrors.createError(status, message[, properties])', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/503', async () => {
      throw fastify.httpErrors.createError(503, 'msg')
    })
    fastify.get('/422', async () => {
      throw fastify.httpErrors.createError(422, 'bad thing', { code: 'E_BAD' })
    })
  })
  // a `code` property travels into the payload
  assertError(await app.inject('/422'), 422, {
    statusCode: 422,
    code: 'E_BAD',
    error: 'Unprocessable Entity',
    message: 'bad thing'
  })

  // the error objects themselves, as a route would inspect them
  const err = app.httpErrors.createError(404, 'This video does not exist!')
  assert.equal(err.statusCode, 404)
  assert.equal(err.status, 404)
  assert.equal(err.message, 'This video does not exist!')
  assert.equal(err.expose, true)
  assert.ok(err instanceof app.httpErrors.HttpError)

  assertError(await app.inject('/503'), 503, {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'msg'
  })
})

test('createError with a status code that has no standard text: no `error` key', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/499', async () => {
      throw fastify.httpErrors.createError(499, 'client went away')
    })
    fastify.get('/599', async () => {
      throw fastify.httpErrors.createError(599, 'odd')
    })
  })
  assertError(await app.inject('/499'), 499, { statusCode: 499, message: 'client went away' })
  assertError(await app.inject('/599'), 599, { statusCode: 599, message: 'odd' })
})

test('fastify.assert throws the requested http error', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/', async (req) => {
      fastify.assert(req.headers.authorization, 400, 'Missing authorization header')
      return { ok: true }
    })
    fastify.get('/ok', async (req) => {
      fastify.assert.ok(req.query.a, 403)
      return { ok: true }
    })
  })
  assertError(await app.inject('/'), 400, {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Missing authorization header'
  })
  const passed = await app.inject({ url: '/', headers: { authorization: 'x' } })
  assert.equal(passed.statusCode, 200)
  assert.deepEqual(passed.json(), { ok: true })
  assertError(await app.inject('/ok'), 403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' })
})

test('fastify.to, request.forwarded() and request.is()', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/to', async () => {
      const [err, value] = await fastify.to(Promise.reject(new Error('boom')))
      const [noErr, five] = await fastify.to(Promise.resolve(5))
      return { err: err.message, value: value ?? null, noErr, five }
    })
    fastify.get('/forwarded', (req, reply) => {
      reply.send(req.forwarded())
    })
    fastify.route({
      method: ['GET', 'POST'],
      url: '/is',
      handler: (req, reply) => {
        reply.send({ is: req.is(['html', 'json']) })
      }
    })
  })
  const to = await app.inject('/to')
  assert.equal(to.statusCode, 200)
  assert.deepEqual(to.json(), { err: 'boom', value: null, noErr: null, five: 5 })

  // the socket address first, then X-Forwarded-For from the closest proxy outwards
  const fwd = await app.inject({ url: '/forwarded', headers: { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' } })
  assert.equal(fwd.statusCode, 200)
  assert.deepEqual(fwd.json(), ['127.0.0.1', '10.0.0.2', '10.0.0.1'])

  const isJson = await app.inject({ method: 'POST', url: '/is', payload: { a: 1 } })
  assert.equal(isJson.statusCode, 200)
  assert.deepEqual(isJson.json(), { is: 'json' })
  const noBody = await app.inject('/is')
  assert.deepEqual(noBody.json(), { is: null })
})

test('reply.vary and the cache-control helpers', async (t) => {
  const app = await build(t, (fastify) => {
    fastify.get('/vary', (req, reply) => {
      reply.vary('Accept')
      reply.vary('Accept-Encoding')
      reply.send('ok')
    })
    fastify.get('/cache', (req, reply) => {
      reply.cacheControl('public')
      reply.cacheControl('max-age', '1d')
      reply.send('ok')
    })
    fastify.get('/prevent', (req, reply) => {
      reply.preventCache()
      reply.send('ok')
    })
    fastify.get('/static', (req, reply) => {
      reply.staticCache(42)
      reply.send('ok')
    })
    fastify.get('/stale', (req, reply) => {
      reply.maxAge(86400)
      reply.stale('while-revalidate', 42)
      reply.stale('if-error', 1)
      reply.send('ok')
    })
    fastify.get('/revalidate', (req, reply) => {
      reply.revalidate()
      reply.send('ok')
    })
  })
  const vary = await app.inject('/vary')
  assert.equal(vary.statusCode, 200)
  assert.equal(vary.headers.vary, 'Accept, Accept-Encoding')
  assert.equal(vary.body, 'ok')

  assert.equal((await app.inject('/cache')).headers['cache-control'], 'public, max-age=86400')
  const prevent = await app.inject('/prevent')
  assert.equal(prevent.headers['cache-control'], 'no-store, max-age=0, private')
  assert.equal(prevent.headers.pragma, 'no-cache')
  assert.equal(prevent.headers.expires, '0')
  assert.equal((await app.inject('/static')).headers['cache-control'], 'public, max-age=42, immutable')
  assert.equal(
    (await app.inject('/stale')).headers['cache-control'],
    'max-age=86400, stale-while-revalidate=42, stale-if-error=1'
  )
  const revalidate = await app.inject('/revalidate')
  assert.equal(revalidate.headers['cache-control'], 'max-age=0, must-revalidate')
  assert.equal(revalidate.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(revalidate.body, 'ok')
})

test('sharedSchemaId: a 404 response schema $ref-ing the shared HttpError schema', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(sensible, { sharedSchemaId: 'HttpError' })
  app.get('/async', {
    schema: { response: { 404: { $ref: 'HttpError' } } },
    handler: async (req, reply) => reply.notFound('no such video')
  })
  assertError(await app.inject('/async'), 404, {
    statusCode: 404,
    error: 'Not Found',
    message: 'no such video'
  })
})
