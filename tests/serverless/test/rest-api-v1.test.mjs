// API Gateway REST API (proxy integration, payload format 1.0) events through the real @fastify/aws-lambda on the
// framework that `fastify` resolves to. Every expectation below was checked against fastify@5.12.8 with
// @fastify/aws-lambda@6.4.1 (see README.md).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { gunzipSync } from 'node:zlib'
import { PNG, REPORT } from './app.mjs'
import { assertJsonAnswer, errorCases, JSON_TYPE, jsonHeaders, lambda, validationBody } from './lambda.mjs'
import { fixture, lambdaContext, restEvent, withoutDate } from './events.mjs'

test('GET with path parameters and a multi-value querystring: coerced by the schemas, filtered by the response schema', async (t) => {
  const handler = lambda(t)
  const result = withoutDate(await handler(fixture('v1-get-user'), lambdaContext()))
  // id "42" coerced to 42, tag=a&tag=b an array, limit "10" an integer; passwordHash is not in the response schema
  const body =
    '{"id":42,"name":"Ada Lovelace","email":"ada@example.com","fields":"name","tags":["a","b"],"limit":10,"tenant":"acme"}'
  assert.deepEqual(result, {
    statusCode: 200,
    headers: jsonHeaders(body, 'acme'),
    isBase64Encoded: false,
    body
  })
})

test('one value of a multi-value query parameter is still an array for an array schema', async (t) => {
  const handler = lambda(t)
  const result = await handler(
    restEvent('GET', '/users/3', { query: { tag: ['only'], fields: 'name,email' } }),
    lambdaContext()
  )
  assert.equal(result.statusCode, 200)
  assert.equal(
    result.body,
    '{"id":3,"name":"Ada Lovelace","email":"ada@example.com","fields":"name,email","tags":["only"],"tenant":"acme"}'
  )
})

test('the request seen by the app: ip from requestContext.identity.sourceIp, headers, x-request-id from requestContext.requestId', async (t) => {
  const handler = lambda(t)
  const event = restEvent('GET', '/whoami')
  const result = await handler(event, lambdaContext())
  assert.equal(result.statusCode, 200)
  assert.deepEqual(JSON.parse(result.body), {
    id: 'req-1', // requestIdHeader is off by default in Fastify 5: the header does not become request.id
    ip: '198.51.100.7', // the socket address @fastify/aws-lambda gives inject(), not X-Forwarded-For
    ips: null,
    hostname: 'abcdef1234.execute-api.eu-west-1.amazonaws.com', // the event's Host header
    protocol: 'http',
    url: '/whoami',
    userAgent: 'curl/8.5.0',
    cookie: null,
    requestIdHeader: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef'
  })
})

test('POST with a JSON body: validated, 201, response schema drops undeclared fields', async (t) => {
  const handler = lambda(t)
  await assertJsonAnswer(
    handler,
    fixture('v1-post-user'),
    201,
    '{"id":7,"name":"Ada Lovelace","email":"ada@example.com"}',
    { tenant: 'public' }
  )
})

test('POST with a base64-encoded body (isBase64Encoded: true) is decoded before parsing', async (t) => {
  const handler = lambda(t)
  const event = fixture('v1-post-user-base64')
  assert.equal(event.isBase64Encoded, true)
  await assertJsonAnswer(handler, event, 201, '{"id":7,"name":"Ada Lovelace","email":"ada@example.com"}', {
    tenant: 'public'
  })
})

test('schema validation errors answer 400 with the FST_ERR_VALIDATION payload (body, params, querystring)', async (t) => {
  const handler = lambda(t)
  const headers = { 'Content-Type': 'application/json' }
  const cases = [
    [
      restEvent('POST', '/users', { headers, body: '{"email":"ada@example.com"}' }),
      "body must have required property 'name'"
    ],
    [
      restEvent('POST', '/users', { headers, body: '{"name":""}' }),
      'body/name must NOT have fewer than 1 characters'
    ],
    [restEvent('GET', '/users/abc'), 'params/id must be integer'],
    [restEvent('GET', '/users/0'), 'params/id must be >= 1'],
    [restEvent('GET', '/users/1', { query: { limit: '1000' } }), 'querystring/limit must be <= 100'],
    [
      restEvent('GET', '/users/1', { query: { fields: 'NAME' } }),
      'querystring/fields must match pattern "^[a-z]+(,[a-z]+)*$"'
    ]
  ]
  for (const [event, message] of cases)
    await assertJsonAnswer(handler, event, 400, validationBody(message), { message })
})

test('a body that is not JSON answers 400 FST_ERR_CTP_INVALID_JSON_BODY with Connection: close', async (t) => {
  const handler = lambda(t)
  const result = withoutDate(
    await handler(
      restEvent('POST', '/users', { headers: { 'Content-Type': 'application/json' }, body: '{"name":' }),
      lambdaContext()
    )
  )
  const body = JSON.stringify({
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    error: 'Bad Request',
    message: "Body is not valid JSON but content-type is set to 'application/json'"
  })
  assert.deepEqual(result, {
    statusCode: 400,
    headers: {
      'x-tenant': 'acme',
      connection: 'close',
      'content-type': JSON_TYPE,
      'x-served-by': 'lambda',
      'content-length': String(body.length)
    },
    isBase64Encoded: false,
    body
  })
})

errorCases(test, restEvent, {
  declared: [
    ['/unavailable', 503, 'Service Unavailable', 'down for maintenance'],
    ['/teapot', 418, "I'm a Teapot", 'short and stout']
  ]
})

test('a path with a stray % answers 400 FST_ERR_BAD_URL', async (t) => {
  const handler = lambda(t)
  const result = await handler(restEvent('GET', '/users/100%'), lambdaContext())
  assert.equal(result.statusCode, 400)
  // the same fields on both; the key order and the Content-Type's charset differ (see README.md, "Differences")
  assert.deepEqual(JSON.parse(result.body), {
    statusCode: 400,
    code: 'FST_ERR_BAD_URL',
    error: 'Bad Request',
    message: "'/users/100%' is not a valid url component"
  })
})

test('Set-Cookie: one cookie stays in headers, several go to multiValueHeaders (and leave headers)', async (t) => {
  const handler = lambda(t)
  const one = await handler(restEvent('GET', '/session'), lambdaContext())
  assert.equal(one.headers['set-cookie'], 'session=s3cr3t; Path=/; HttpOnly; Secure; SameSite=Lax')
  assert.equal(one.multiValueHeaders, undefined)
  assert.equal(one.cookies, undefined)

  const several = await handler(restEvent('GET', '/login'), lambdaContext())
  assert.equal(several.statusCode, 200)
  assert.deepEqual(several.multiValueHeaders, {
    'set-cookie': [
      'session=s3cr3t; Path=/; HttpOnly',
      'theme=dark; Path=/; Max-Age=31536000',
      'csrf=abc; Path=/; SameSite=Strict'
    ]
  })
  assert.equal(several.headers['set-cookie'], undefined)
  assert.equal(several.cookies, undefined)
  assert.equal(several.body, '{"ok":true}')
})

test('other multi-value response headers are joined with commas; multi-value request headers arrive joined', async (t) => {
  const handler = lambda(t)
  const result = withoutDate(await handler(restEvent('GET', '/vary'), lambdaContext()))
  assert.deepEqual(result, {
    statusCode: 200,
    headers: {
      'x-tenant': 'acme',
      'x-list': 'a,b,c',
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
      'x-served-by': 'lambda',
      'content-length': '4',
      connection: 'keep-alive'
    },
    isBase64Encoded: false,
    body: 'text'
  })

  // AWS's documented example: header2 has two values in multiValueHeaders (and the last one in headers)
  const docs = await handler(fixture('v1-aws-docs-example'), lambdaContext())
  assert.equal(docs.statusCode, 200)
  assert.deepEqual(JSON.parse(docs.body), {
    method: 'GET',
    query: { parameter1: ['value1', 'value2'], parameter2: 'value' },
    header1: 'value1',
    header2: 'value1, value2',
    cookie: null,
    body: null, // a GET body is not parsed
    ip: '192.0.2.1'
  })
})

test('binary responses: base64 with isBase64Encoded for binaryMimeTypes and for a Content-Encoding, text otherwise', async (t) => {
  const plain = lambda(t)
  const text = withoutDate(await plain(restEvent('GET', '/logo.png'), lambdaContext()))
  // not a binary type for this handler: the body is the payload as a UTF-8 string (lossy), as the library does
  assert.deepEqual(text, {
    statusCode: 200,
    headers: {
      'x-tenant': 'acme',
      'content-type': 'image/png',
      'x-served-by': 'lambda',
      'content-length': String(PNG.length),
      connection: 'keep-alive'
    },
    isBase64Encoded: false,
    body: PNG.toString('utf8')
  })

  const binary = lambda(t, { binaryMimeTypes: ['image/png'] })
  const image = withoutDate(await binary(restEvent('GET', '/logo.png'), lambdaContext()))
  assert.deepEqual(image, { ...text, isBase64Encoded: true, body: PNG.toString('base64') })
  assert.deepEqual(Buffer.from(image.body, 'base64'), PNG)

  // any Content-Encoding but identity is base64-encoded without configuration
  const gzipped = await plain(restEvent('GET', '/report'), lambdaContext())
  assert.equal(gzipped.statusCode, 200)
  assert.equal(gzipped.isBase64Encoded, true)
  assert.equal(gzipped.headers['content-encoding'], 'gzip')
  assert.equal(gzipped.headers['content-type'], 'application/json')
  assert.equal(gunzipSync(Buffer.from(gzipped.body, 'base64')).toString(), REPORT)

  // JSON is never base64-encoded, whatever binaryMimeTypes holds
  const json = await binary(restEvent('GET', '/users/1'), lambdaContext())
  assert.equal(json.isBase64Encoded, false)
  assert.equal(JSON.parse(json.body).id, 1)
})

test('the stage prefix of an execute-api path is removed (retainStage: false), kept with retainStage: true', async (t) => {
  const handler = lambda(t)
  const event = restEvent('GET', '/whoami')
  event.path = '/prod/whoami' // called as https://{api}.execute-api.{region}.amazonaws.com/prod/whoami
  event.requestContext.resourcePath = '/whoami'
  const result = await handler(event, lambdaContext())
  assert.equal(result.statusCode, 200)
  assert.equal(JSON.parse(result.body).url, '/whoami')

  const retained = await lambda(t, { retainStage: true })(event, lambdaContext())
  assert.equal(retained.statusCode, 404)
  assert.equal(
    retained.body,
    '{"message":"Route GET:/prod/whoami not found","error":"Not Found","statusCode":404}'
  )
})

test('pathParameterUsedAsPath: a {proxy+} resource routes on the proxy parameter', async (t) => {
  const handler = lambda(t, { pathParameterUsedAsPath: 'proxy' })
  const event = restEvent('GET', '/api/users/5', { query: { fields: 'name' } })
  event.resource = '/api/{proxy+}'
  event.requestContext.resourcePath = '/api/{proxy+}'
  event.pathParameters = { proxy: 'users/5' }
  const result = await handler(event, lambdaContext())
  assert.equal(result.statusCode, 200)
  assert.equal(
    result.body,
    '{"id":5,"name":"Ada Lovelace","email":"ada@example.com","fields":"name","tenant":"acme"}'
  )
})
