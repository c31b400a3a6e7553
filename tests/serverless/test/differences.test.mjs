// Where a Lambda handler on Capsule answers differently from one on Fastify, each because of a difference that
// packages/server/README.md ("Where Capsule differs from Fastify 5.12 on purpose") lists. Each test asserts what
// the framework that `fastify` resolves to does, so the file passes on both and shows both answers (checked against
// fastify@5.12.8 with @fastify/aws-lambda@6.4.1). The other files keep to what both do alike.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as framework from 'fastify'
import awsLambdaFastify from '@fastify/aws-lambda'
import { httpApiEvent, lambdaContext, restEvent } from './events.mjs'

const Fastify = framework.default
// Capsule exports its factory under its own name too; Fastify does not
const onCapsule = typeof framework.capsule === 'function'

test('wrapping after ready(): Capsule refuses the decoration at once, Fastify accepts it but never decorates', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/', async (request) => ({ awsLambda: typeof request.awsLambda }))
  await app.ready()
  if (onCapsule) {
    // "Decorators ... cannot be added once ready() has run": awsLambdaFastify calls decorateRequest
    assert.throws(() => awsLambdaFastify(app), {
      code: 'FST_ERR_DEC_AFTER_START',
      // the late call is @fastify/aws-lambda's own, and the message names its line
      message: new RegExp(
        "^The decorator 'awsLambda' has been added after start! decorateRequest\\(\\) at " +
          '@fastify/aws-lambda/index\\.js:\\d+:\\d+ was called after ready\\(\\) or listen\\(\\): call it ' +
          'before the instance starts, in a plugin or before awaiting ready\\(\\)\\.$'
      )
    })
  } else {
    const result = await awsLambdaFastify(app)(httpApiEvent('GET', '/'), lambdaContext())
    assert.equal(result.body, '{"awsLambda":"undefined"}') // decorated too late to reach the requests
  }
  // without the decoration, wrapping a ready app works on both
  const result = await awsLambdaFastify(app, { decorateRequest: false })(
    httpApiEvent('GET', '/'),
    lambdaContext()
  )
  assert.equal(result.statusCode, 200)
  assert.equal(result.body, '{"awsLambda":"undefined"}')
})

test('a 5xx error that declares no status: Capsule answers the reason phrase, Fastify the message', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.3.7:5432')
  })
  // without a logger, Capsule writes the masked error to stderr (Logging guide, "Without a logger"); Fastify nothing
  const written = t.mock.method(console, 'error', () => {})
  const result = await awsLambdaFastify(app)(restEvent('GET', '/boom'), lambdaContext())
  assert.equal(result.statusCode, 500)
  const message = onCapsule ? 'Internal Server Error' : 'connect ECONNREFUSED 10.0.3.7:5432'
  assert.equal(result.body, JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message }))
  const firstLines = written.mock.calls.map((call) => String(call.arguments[0]).split('\n')[0])
  assert.deepEqual(
    firstLines,
    onCapsule ? ['[capsule] connect ECONNREFUSED 10.0.3.7:5432 (GET /boom answered 500)'] : []
  )
})

test('Content-Type is parsed strictly: a bare parameter, or two values in multiValueHeaders that disagree', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.post('/items', async (request) => ({ received: request.body }))
  const handler = awsLambdaFastify(app)
  const unsupported =
    '{"statusCode":415,"code":"FST_ERR_CTP_INVALID_MEDIA_TYPE","error":"Unsupported Media Type","message":"Unsupported Media Type"}'
  const events = [
    httpApiEvent('POST', '/items', {
      headers: { 'content-type': 'application/json; charset' },
      body: '{"a":1}'
    }),
    // a REST API event carries every value of a repeated header; @fastify/aws-lambda passes them all on
    restEvent('POST', '/items', {
      headers: { 'Content-Type': ['application/json', 'text/plain'] },
      body: '{"a":1}'
    })
  ]
  for (const event of events) {
    const result = await handler(event, lambdaContext())
    if (onCapsule) {
      assert.equal(result.statusCode, 415)
      assert.equal(result.body, unsupported)
    } else {
      assert.equal(result.statusCode, 200)
      assert.equal(result.body, '{"received":{"a":1}}')
    }
  }
  // the same value twice does not disagree
  const same = await handler(
    restEvent('POST', '/items', {
      headers: { 'Content-Type': ['application/json', 'application/json'] },
      body: '{"a":1}'
    }),
    lambdaContext()
  )
  assert.equal(same.statusCode, 200)
})
