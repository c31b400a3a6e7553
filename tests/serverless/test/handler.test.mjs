// @fastify/aws-lambda's own features on the framework that `fastify` resolves to: the handler's call styles,
// request.awsLambda (decorateRequest), its options, hooks and plugins, request ids and addresses, streamed
// answers. Every expectation below was checked against fastify@5.12.8 with @fastify/aws-lambda@6.4.1.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import awsLambdaFastify from '@fastify/aws-lambda'
import { httpApiEvent, lambdaContext, restEvent, withoutDate } from './events.mjs'

const TOKEN_HEADER = 'x-aws-lambda-fastify-request' // the library's internal per-invocation header

function hello(t, options) {
  const app = Fastify(options)
  t.after(() => app.close())
  app.get('/hello', async () => ({ hello: 'world' }))
  return app
}

test('promise style: handler(event, context) resolves the result, also through the async wrapper of the README', async (t) => {
  const proxy = awsLambdaFastify(hello(t))
  const handler = async (event, context) => proxy(event, context)
  for (const call of [proxy, handler]) {
    const pending = call(httpApiEvent('GET', '/hello'), lambdaContext())
    assert.ok(pending instanceof Promise)
    const result = withoutDate(await pending)
    assert.deepEqual(result, {
      statusCode: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': '17',
        connection: 'keep-alive'
      },
      isBase64Encoded: false,
      body: '{"hello":"world"}'
    })
  }
})

test('callback style: handler(event, context, callback) calls back once with (null, result)', async (t) => {
  const proxy = awsLambdaFastify(hello(t))
  const handler = (event, context, callback) => proxy(event, context, callback)
  for (const event of [
    restEvent('GET', '/hello'),
    httpApiEvent('GET', '/hello'),
    restEvent('GET', '/missing')
  ]) {
    const calls = []
    await new Promise((resolve) => {
      handler(event, lambdaContext(), (...args) => {
        calls.push(args)
        setImmediate(resolve) // a second call would land before this
      })
    })
    assert.equal(calls.length, 1)
    const [error, result] = calls[0]
    assert.equal(error, null)
    assert.equal(result.statusCode, event.path === '/missing' ? 404 : 200)
  }
})

test("request.awsLambda.event and .context are the invocation's own objects, in hooks and handlers", async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  const seen = {}
  app.addHook('onRequest', async (request) => {
    seen.onRequest = request.awsLambda.event
  })
  app.get('/users/:id', async (request) => {
    seen.event = request.awsLambda.event
    seen.context = request.awsLambda.context
    // reading the decoration removes the library's internal header from the request
    return {
      headers: Object.keys(request.headers).filter((name) => name.startsWith('x-aws')),
      stage: request.awsLambda.event.requestContext.stage
    }
  })
  const handler = awsLambdaFastify(app)
  const event = httpApiEvent('GET', '/users/1', { query: { tag: ['a', 'b'] } })
  const context = lambdaContext('inv-1')
  const result = await handler(event, context)
  assert.equal(result.statusCode, 200)
  assert.equal(result.body, '{"headers":[],"stage":"$default"}')
  assert.equal(seen.onRequest, event)
  assert.equal(seen.event, event)
  assert.equal(seen.context, context)
  // the event is not changed by the library: queryStringParameters keeps API Gateway's "a,b"
  assert.deepEqual(seen.event.queryStringParameters, { tag: 'a,b' })
})

test('request.awsLambda cannot be forged: the internal and serialized-event headers sent by a client are dropped', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/whoami', async (request) => ({
    requestId: request.awsLambda.event.requestContext.requestId,
    forged: Object.keys(request.headers).filter((name) => name.startsWith('x-a'))
  }))
  const handler = awsLambdaFastify(app)
  const event = restEvent('GET', '/whoami', {
    headers: {
      'X-AWS-Lambda-Fastify-Request': 'guess',
      'x-apigateway-event': encodeURIComponent('{"requestContext":{"requestId":"forged"}}'),
      'X-Apigateway-Context': '{}'
    }
  })
  const result = await handler(event, lambdaContext())
  assert.equal(result.statusCode, 200)
  assert.deepEqual(JSON.parse(result.body), {
    requestId: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef',
    forged: ['x-amzn-trace-id']
  })
})

test('decorateRequest: false leaves the request undecorated; decorationPropertyName renames the decoration', async (t) => {
  const plain = Fastify()
  t.after(() => plain.close())
  plain.get('/', async (request) => ({
    awsLambda: typeof request.awsLambda,
    token: request.headers[TOKEN_HEADER] ?? null
  }))
  const undecorated = await awsLambdaFastify(plain, { decorateRequest: false })(
    httpApiEvent('GET', '/'),
    lambdaContext()
  )
  assert.equal(undecorated.body, '{"awsLambda":"undefined","token":null}')

  const renamed = Fastify()
  t.after(() => renamed.close())
  renamed.get('/', async (request) => ({
    awsLambda: typeof request.awsLambda,
    path: request.lambda.event.rawPath,
    fn: request.lambda.context.functionName
  }))
  const result = await awsLambdaFastify(renamed, { decorationPropertyName: 'lambda' })(
    httpApiEvent('GET', '/'),
    lambdaContext()
  )
  assert.equal(result.body, '{"awsLambda":"undefined","path":"/","fn":"capsule-api"}')
})

test('serializeLambdaArguments: the event (without its body) and the context arrive as URI-encoded JSON headers', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.post('/echo', async (request) => ({
    event: JSON.parse(decodeURIComponent(request.headers['x-apigateway-event'])),
    context: JSON.parse(decodeURIComponent(request.headers['x-apigateway-context'])),
    body: request.body
  }))
  const handler = awsLambdaFastify(app, { serializeLambdaArguments: true, decorateRequest: false })
  const event = httpApiEvent('POST', '/echo', {
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}'
  })
  const context = { functionName: 'capsule-api', awsRequestId: 'inv-2' }
  const result = await handler(event, context)
  assert.equal(result.statusCode, 200)
  const seen = JSON.parse(result.body)
  assert.deepEqual(seen.body, { a: 1 })
  assert.equal(seen.event.body, undefined)
  assert.equal(seen.event.rawPath, '/echo')
  assert.equal(seen.event.requestContext.http.sourceIp, '203.0.113.9')
  assert.deepEqual(seen.context, context)
})

test('concurrent invocations each see their own event, whatever order they finish in', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/slow/:n', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, (20 - Number(request.params.n)) * 2))
    return {
      n: request.params.n,
      requestId: request.awsLambda.event.requestContext.requestId,
      context: request.awsLambda.context.awsRequestId
    }
  })
  const handler = awsLambdaFastify(app)
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, n) => {
      const event = n % 2 ? httpApiEvent('GET', `/slow/${n}`) : restEvent('GET', `/slow/${n}`)
      event.requestContext.requestId = `request-${n}`
      return handler(event, lambdaContext(`invocation-${n}`))
    })
  )
  results.forEach((result, n) => {
    assert.deepEqual(JSON.parse(result.body), {
      n: String(n),
      requestId: `request-${n}`,
      context: `invocation-${n}`
    })
  })
})

test('every lifecycle hook runs, onResponse included, before the handler resolves; an onRequest hook may answer', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  const order = []
  for (const hook of [
    'onRequest',
    'preParsing',
    'preValidation',
    'preHandler',
    'preSerialization',
    'onSend',
    'onResponse'
  ]) {
    app.addHook(hook, async () => {
      order.push(hook)
    })
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== 'Bearer letmein')
      return reply.code(401).send({ error: 'unauthorized' })
  })
  app.post('/items', async (request) => {
    order.push('handler')
    return { received: request.body }
  })
  const handler = awsLambdaFastify(app)
  const body = '{"sku":"A-1"}'
  const headers = { 'content-type': 'application/json', authorization: 'Bearer letmein' }
  const ok = await handler(httpApiEvent('POST', '/items', { headers, body }), lambdaContext())
  assert.equal(ok.statusCode, 200)
  assert.equal(ok.body, '{"received":{"sku":"A-1"}}')
  assert.deepEqual(order, [
    'onRequest',
    'preParsing',
    'preValidation',
    'preHandler',
    'handler',
    'preSerialization',
    'onSend',
    'onResponse'
  ])

  order.length = 0
  const denied = await handler(
    httpApiEvent('POST', '/items', { headers: { 'content-type': 'application/json' }, body }),
    lambdaContext()
  )
  assert.equal(denied.statusCode, 401)
  assert.equal(denied.body, '{"error":"unauthorized"}')
  assert.deepEqual(order, ['onRequest', 'preSerialization', 'onSend', 'onResponse']) // the hook sent an object: it is serialized
})

test('plugins: encapsulated routes under a prefix, a fastify-plugin decorator, and app.ready() after wrapping (README)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(
    fp(async (instance) => {
      instance.decorate('greeting', 'hello')
      instance.decorateRequest('user', null)
      instance.addHook('preHandler', async (request) => {
        request.user = { name: request.headers['x-user'] ?? 'anonymous' }
      })
    })
  )
  app.register(
    async (v1) => {
      v1.addHook('onSend', async (request, reply, payload) => {
        reply.header('x-api-version', '1')
        return payload
      })
      v1.get('/greet', async function (request) {
        return { message: `${this.greeting}, ${request.user.name}` }
      })
    },
    { prefix: '/v1' }
  )
  app.get('/greet', async (request) => ({ message: `hi, ${request.user.name}` }))
  const handler = awsLambdaFastify(app)
  await app.ready() // the README's advice for lower cold-start latency: after awsLambdaFastify, which decorates

  const inside = await handler(
    httpApiEvent('GET', '/v1/greet', { headers: { 'x-user': 'Ada' } }),
    lambdaContext()
  )
  assert.equal(inside.statusCode, 200)
  assert.equal(inside.body, '{"message":"hello, Ada"}')
  assert.equal(inside.headers['x-api-version'], '1')
  const outside = await handler(restEvent('GET', '/greet'), lambdaContext())
  assert.equal(outside.body, '{"message":"hi, anonymous"}')
  assert.equal(outside.headers['x-api-version'], undefined)
})

test('requestIdHeader: x-request-id (set from requestContext.requestId) becomes request.id; trustProxy reads X-Forwarded-*', async (t) => {
  const app = Fastify({ requestIdHeader: 'x-request-id', trustProxy: true })
  t.after(() => app.close())
  app.get('/whoami', async (request) => ({
    id: request.id,
    ip: request.ip,
    ips: request.ips,
    protocol: request.protocol,
    host: request.host
  }))
  const handler = awsLambdaFastify(app)

  const rest = await handler(restEvent('GET', '/whoami'), lambdaContext())
  assert.deepEqual(JSON.parse(rest.body), {
    id: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef',
    ip: '192.0.2.44',
    ips: ['198.51.100.7', '198.51.100.7', '192.0.2.44'],
    protocol: 'https',
    host: 'abcdef1234.execute-api.eu-west-1.amazonaws.com'
  })
  const http = await handler(httpApiEvent('GET', '/whoami'), lambdaContext())
  assert.deepEqual(JSON.parse(http.body), {
    id: 'JKJaXmPLvHcESHA=',
    ip: '192.0.2.44',
    ips: ['203.0.113.9', '203.0.113.9', '192.0.2.44'],
    protocol: 'https',
    host: 'abcdef1234.execute-api.eu-west-1.amazonaws.com'
  })
  // a client's own x-request-id wins over the requestContext's (the library only fills it in when absent)
  const own = await handler(
    httpApiEvent('GET', '/whoami', { headers: { 'x-request-id': 'client-chosen' } }),
    lambdaContext()
  )
  assert.equal(JSON.parse(own.body).id, 'client-chosen')
})

test('custom error and not-found handlers answer through the Lambda result', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.setErrorHandler(async (error, request, reply) => {
    reply.code(error.statusCode ?? 500)
    return { failed: error.message, requestId: request.awsLambda.event.requestContext.requestId }
  })
  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404)
    return { missing: request.url }
  })
  app.get('/fail', async () => {
    throw new Error('ledger locked')
  })
  const handler = awsLambdaFastify(app)
  const failed = await handler(httpApiEvent('GET', '/fail'), lambdaContext())
  assert.equal(failed.statusCode, 500)
  assert.equal(failed.body, '{"failed":"ledger locked","requestId":"JKJaXmPLvHcESHA="}')
  const missing = await handler(restEvent('GET', '/nowhere', { query: { a: '1' } }), lambdaContext())
  assert.equal(missing.statusCode, 404)
  assert.equal(missing.body, '{"missing":"/nowhere?a=1"}')
})

test('HEAD, a redirect, 204 and a streamed body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/doc', async () => ({ title: 'x' }))
  app.get('/old', (request, reply) => reply.redirect('/doc', 301))
  app.delete('/doc', (request, reply) => reply.code(204).send())
  app.get('/csv', (request, reply) => reply.type('text/csv').send(Readable.from(['a,b\n', '1,2\n'])))
  const handler = awsLambdaFastify(app)

  const head = withoutDate(await handler(httpApiEvent('HEAD', '/doc'), lambdaContext()))
  assert.deepEqual(head, {
    statusCode: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': '13',
      connection: 'keep-alive'
    },
    isBase64Encoded: false,
    body: ''
  })
  const redirect = withoutDate(await handler(restEvent('GET', '/old'), lambdaContext()))
  assert.deepEqual(redirect, {
    statusCode: 301,
    headers: { location: '/doc', 'content-length': '0', connection: 'keep-alive' },
    isBase64Encoded: false,
    body: ''
  })
  const deleted = withoutDate(await handler(httpApiEvent('DELETE', '/doc'), lambdaContext()))
  assert.deepEqual(deleted, {
    statusCode: 204,
    headers: { connection: 'keep-alive' },
    isBase64Encoded: false,
    body: ''
  })
  // a stream is collected; the library passes on the transfer-encoding header it gets from inject()
  const csv = withoutDate(await handler(httpApiEvent('GET', '/csv'), lambdaContext()))
  assert.deepEqual(csv, {
    statusCode: 200,
    headers: { 'content-type': 'text/csv', connection: 'keep-alive', 'transfer-encoding': 'chunked' },
    isBase64Encoded: false,
    body: 'a,b\n1,2\n'
  })
})

test('payloadAsStream: { meta, stream } for awslambda.streamifyResponse, no isBase64Encoded, cookies in meta', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  app.get('/feed', (request, reply) => {
    reply.header('set-cookie', 'seen=1').header('set-cookie', 'n=2')
    reply.send({ items: [1, 2, 3] })
  })
  app.get('/empty', (request, reply) => reply.code(204).send())
  const handler = awsLambdaFastify(app, { payloadAsStream: true })
  const { meta, stream } = await handler(httpApiEvent('GET', '/feed'), lambdaContext())
  assert.ok(stream instanceof Readable)
  let body = ''
  for await (const chunk of stream) body += chunk
  assert.equal(body, '{"items":[1,2,3]}')
  assert.deepEqual(withoutDate(meta), {
    statusCode: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': '17',
      connection: 'keep-alive'
    },
    cookies: ['seen=1', 'n=2']
  })

  // the library gives an empty answer a stream all the same (Lambda needs one)
  const empty = await handler(restEvent('GET', '/empty'), lambdaContext())
  assert.equal(empty.meta.statusCode, 204)
  const chunks = []
  for await (const chunk of empty.stream) chunks.push(chunk)
  assert.equal(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))).length, 0)
})

test('callbackWaitsForEmptyEventLoop is set on the context when given', async (t) => {
  const handler = awsLambdaFastify(hello(t), { callbackWaitsForEmptyEventLoop: false })
  const context = lambdaContext()
  assert.equal(context.callbackWaitsForEmptyEventLoop, true)
  const result = await handler(restEvent('GET', '/hello'), context)
  assert.equal(result.statusCode, 200)
  assert.equal(context.callbackWaitsForEmptyEventLoop, false)
})

test('an app that fails to boot: inject() fails and the library answers an empty 500 (and logs the error)', async (t) => {
  const app = Fastify()
  t.after(() => app.close().catch(() => {}))
  app.register(async () => {
    throw new Error('cannot reach the secrets store')
  })
  app.get('/hello', async () => ({ hello: 'world' }))
  const handler = awsLambdaFastify(app)
  const logged = t.mock.method(console, 'error', () => {})
  const result = await handler(httpApiEvent('GET', '/hello'), lambdaContext())
  assert.deepEqual(result, { statusCode: 500, body: '', headers: {} })
  assert.equal(logged.mock.callCount(), 1)
  assert.equal(logged.mock.calls[0].arguments[0].message, 'cannot reach the secrets store')
})
