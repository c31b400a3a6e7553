// @fastify/rate-limit on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/rate-limit@11.2.0.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import rateLimit from '@fastify/rate-limit'

const JSON_TYPE = 'application/json; charset=utf-8'

function assertLimitHeaders(res, { limit, remaining, reset, retryAfter }) {
  assert.equal(res.headers['x-ratelimit-limit'], limit)
  assert.equal(res.headers['x-ratelimit-remaining'], remaining)
  assert.equal(res.headers['x-ratelimit-reset'], reset)
  assert.equal(res.headers['retry-after'], retryAfter)
}

test('max: 2, timeWindow: 1 minute: the third request is a 429 with the documented body and headers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { max: 2, timeWindow: '1 minute' })
  app.get('/', (request, reply) => {
    reply.send({ hello: 'world' })
  })

  const first = await app.inject('/')
  assert.equal(first.statusCode, 200)
  assertLimitHeaders(first, { limit: '2', remaining: '1', reset: '60', retryAfter: undefined })
  assert.deepEqual(first.json(), { hello: 'world' })

  const second = await app.inject('/')
  assert.equal(second.statusCode, 200)
  assertLimitHeaders(second, { limit: '2', remaining: '0', reset: '60', retryAfter: undefined })

  const third = await app.inject('/')
  assert.equal(third.statusCode, 429)
  assert.equal(third.headers['content-type'], JSON_TYPE)
  assertLimitHeaders(third, { limit: '2', remaining: '0', reset: '60', retryAfter: '60' })
  assert.equal(
    third.body,
    JSON.stringify({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Rate limit exceeded, retry in 1 minute'
    })
  )

  // the key is the client IP: another address has its own budget
  const other = await app.inject({ url: '/', remoteAddress: '10.1.2.3' })
  assert.equal(other.statusCode, 200)
  assertLimitHeaders(other, { limit: '2', remaining: '1', reset: '60', retryAfter: undefined })
})

test('per-route config: rateLimit: false exempts a route, a route max overrides the global one', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { max: 2, timeWindow: '1 minute' })
  app.get('/public', { config: { rateLimit: false } }, (request, reply) => {
    reply.send({ hello: 'from ... public' })
  })
  app.get('/private', { config: { rateLimit: { max: 1 } } }, (request, reply) => {
    reply.send({ hello: 'from ... private and more limited' })
  })

  for (let i = 0; i < 3; i++) {
    const res = await app.inject('/public')
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['x-ratelimit-limit'], undefined)
    assert.deepEqual(res.json(), { hello: 'from ... public' })
  }

  const ok = await app.inject('/private')
  assert.equal(ok.statusCode, 200)
  assertLimitHeaders(ok, { limit: '1', remaining: '0', reset: '60', retryAfter: undefined })
  assert.deepEqual(ok.json(), { hello: 'from ... private and more limited' })

  const limited = await app.inject('/private')
  assert.equal(limited.statusCode, 429)
  assertLimitHeaders(limited, { limit: '1', remaining: '0', reset: '60', retryAfter: '60' })
  assert.deepEqual(limited.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded, retry in 1 minute'
  })
})

test('global: false: only the route with config.rateLimit is limited', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { global: false, max: 3000 })
  app.get('/', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, (request, reply) => {
    reply.send({ hello: 'from ... root' })
  })
  app.get('/public', (request, reply) => {
    reply.send({ hello: 'from ... public' })
  })

  const ok = await app.inject('/')
  assert.equal(ok.statusCode, 200)
  assertLimitHeaders(ok, { limit: '1', remaining: '0', reset: '60', retryAfter: undefined })
  assert.deepEqual(ok.json(), { hello: 'from ... root' })

  const limited = await app.inject('/')
  assert.equal(limited.statusCode, 429)
  assertLimitHeaders(limited, { limit: '1', remaining: '0', reset: '60', retryAfter: '60' })
  assert.deepEqual(limited.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded, retry in 1 minute'
  })

  for (let i = 0; i < 2; i++) {
    const res = await app.inject('/public')
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['x-ratelimit-limit'], undefined)
    assert.deepEqual(res.json(), { hello: 'from ... public' })
  }
})

test('errorResponseBuilder: the object it returns is the response body, extra fields included', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, {
    max: 1,
    timeWindow: '1 minute',
    // the README's example: `date` and `expiresIn` are not error fields, the client still receives them
    errorResponseBuilder: function (request, context) {
      return {
        statusCode: 429,
        error: 'Too Many Requests',
        message: `I only allow ${context.max} requests per ${context.after} to this Website. Try again soon.`,
        date: Date.now(),
        expiresIn: context.ttl // milliseconds
      }
    }
  })
  app.get('/', async () => ({ hello: 'world' }))

  assert.equal((await app.inject('/')).statusCode, 200)
  const before = Date.now()
  const res = await app.inject('/')
  assert.equal(res.statusCode, 429)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  assertLimitHeaders(res, { limit: '1', remaining: '0', reset: '60', retryAfter: '60' })
  const body = res.json()
  assert.deepEqual(Object.keys(body), ['statusCode', 'error', 'message', 'date', 'expiresIn'])
  assert.equal(body.statusCode, 429)
  assert.equal(body.error, 'Too Many Requests')
  assert.equal(body.message, 'I only allow 1 requests per 1 minute to this Website. Try again soon.')
  assert.equal(typeof body.date, 'number')
  assert.ok(body.date >= before && body.date <= Date.now(), 'date is the time of the response')
  assert.equal(typeof body.expiresIn, 'number')
  assert.ok(body.expiresIn > 55_000 && body.expiresIn <= 60_000, `expiresIn ${body.expiresIn}`)
})

test('a custom error handler sees the 429 and can change its message (README example)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { max: 1, timeWindow: 1000 })
  app.setErrorHandler(function (error, request, reply) {
    if (error.statusCode === 429) {
      reply.code(429)
      error.message = 'You hit the rate limit! Slow down please!'
    }
    reply.send(error)
  })
  app.get('/', async () => ({ hello: 'world' }))

  assert.equal((await app.inject('/')).statusCode, 200)
  const res = await app.inject('/')
  assert.equal(res.statusCode, 429)
  assertLimitHeaders(res, { limit: '1', remaining: '0', reset: '1', retryAfter: '1' })
  assert.deepEqual(res.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'You hit the rate limit! Slow down please!'
  })
})

test('rate limiting the 404 handler with preHandler: fastify.rateLimit()', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { global: true, max: 1, timeWindow: 1000 })
  app.setNotFoundHandler(
    {
      preHandler: app.rateLimit()
    },
    function (request, reply) {
      reply.code(404).send({ hello: 'world' })
    }
  )

  const first = await app.inject('/not-here')
  assert.equal(first.statusCode, 404)
  assertLimitHeaders(first, { limit: '1', remaining: '0', reset: '1', retryAfter: undefined })
  assert.deepEqual(first.json(), { hello: 'world' })

  const second = await app.inject('/also-not-here')
  assert.equal(second.statusCode, 429)
  assertLimitHeaders(second, { limit: '1', remaining: '0', reset: '1', retryAfter: '1' })
  assert.deepEqual(second.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded, retry in 1 second'
  })
})

test('ban: 0 answers 403 instead of 429 once the limit is exceeded', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { max: 1, timeWindow: '1 minute', ban: 0 })
  app.get('/', async () => ({ hello: 'world' }))

  assert.equal((await app.inject('/')).statusCode, 200)
  const res = await app.inject('/')
  assert.equal(res.statusCode, 403)
  assertLimitHeaders(res, { limit: '1', remaining: '0', reset: '60', retryAfter: '60' })
  assert.deepEqual(res.json(), {
    statusCode: 403,
    error: 'Forbidden',
    message: 'Rate limit exceeded, retry in 1 minute'
  })
})

test('enableDraftSpec switches to the IETF ratelimit-* header names', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { max: 1, timeWindow: '1 minute', enableDraftSpec: true })
  app.get('/', async () => ({ hello: 'world' }))

  const ok = await app.inject('/')
  assert.equal(ok.statusCode, 200)
  assert.equal(ok.headers['ratelimit-limit'], '1')
  assert.equal(ok.headers['ratelimit-remaining'], '0')
  assert.equal(ok.headers['ratelimit-reset'], '60')
  assert.equal(ok.headers['x-ratelimit-limit'], undefined)

  const limited = await app.inject('/')
  assert.equal(limited.statusCode, 429)
  assert.equal(limited.headers['ratelimit-limit'], '1')
  assert.equal(limited.headers['ratelimit-remaining'], '0')
  assert.equal(limited.headers['ratelimit-reset'], '60')
  assert.equal(limited.headers['retry-after'], '60')
  assert.deepEqual(limited.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded, retry in 1 minute'
  })
})

test('trustProxy: the default key is request.ip from X-Forwarded-For; hook, keyGenerator and allowList options', async (t) => {
  const app = Fastify({ trustProxy: true })
  t.after(() => app.close())
  await app.register(rateLimit, {
    max: 1,
    timeWindow: 10000,
    hook: 'preHandler',
    allowList: ['10.9.9.9'],
    keyGenerator: (request) => request.headers['x-real-ip'] || request.ip
  })
  app.get('/', async (request) => ({ ip: request.ip }))

  const first = await app.inject({ url: '/', headers: { 'x-forwarded-for': '1.1.1.1' } })
  assert.equal(first.statusCode, 200)
  assertLimitHeaders(first, { limit: '1', remaining: '0', reset: '10', retryAfter: undefined })
  assert.deepEqual(first.json(), { ip: '1.1.1.1' })

  const second = await app.inject({ url: '/', headers: { 'x-forwarded-for': '1.1.1.1' } })
  assert.equal(second.statusCode, 429)
  assertLimitHeaders(second, { limit: '1', remaining: '0', reset: '10', retryAfter: '10' })
  assert.deepEqual(second.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded, retry in 10 seconds'
  })

  const otherClient = await app.inject({ url: '/', headers: { 'x-forwarded-for': '2.2.2.2' } })
  assert.equal(otherClient.statusCode, 200)
  assert.deepEqual(otherClient.json(), { ip: '2.2.2.2' })

  // an allow-listed key is never limited and gets no headers
  for (let i = 0; i < 2; i++) {
    const allowed = await app.inject({ url: '/', headers: { 'x-real-ip': '10.9.9.9' } })
    assert.equal(allowed.statusCode, 200)
    assert.equal(allowed.headers['x-ratelimit-limit'], undefined)
    assert.deepEqual(allowed.json(), { ip: '127.0.0.1' })
  }
})

test('fastify.createRateLimit() for a manual check (README example)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(rateLimit, { global: false, max: 100, timeWindow: '1 minute' })
  const checkCustomRateLimit = app.createRateLimit({ max: 2 })
  app.get('/custom', async (request, reply) => {
    const limit = await checkCustomRateLimit(request)
    if (!limit.isAllowed && limit.isExceeded) {
      return reply.code(429).send('Limit exceeded')
    }
    return {
      remaining: limit.remaining,
      max: limit.max,
      timeWindow: limit.timeWindow,
      ttlInSeconds: limit.ttlInSeconds,
      key: limit.key
    }
  })

  const first = await app.inject('/custom')
  assert.equal(first.statusCode, 200)
  assert.deepEqual(first.json(), {
    remaining: 1,
    max: 2,
    timeWindow: 60000,
    ttlInSeconds: 60,
    key: '127.0.0.1'
  })
  assert.equal(first.headers['x-ratelimit-limit'], undefined)
  assert.deepEqual((await app.inject('/custom')).json(), {
    remaining: 0,
    max: 2,
    timeWindow: 60000,
    ttlInSeconds: 60,
    key: '127.0.0.1'
  })
  const third = await app.inject('/custom')
  assert.equal(third.statusCode, 429)
  assert.equal(third.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(third.body, 'Limit exceeded')
})
