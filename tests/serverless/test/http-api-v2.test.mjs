// API Gateway HTTP API (payload format 2.0) events through the real @fastify/aws-lambda on the framework that
// `fastify` resolves to. Every expectation below was checked against fastify@5.12.8 with @fastify/aws-lambda@6.4.1
// (see README.md).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { gunzipSync } from 'node:zlib'
import { PNG, REPORT } from './app.mjs'
import { assertJsonAnswer, errorCases, jsonHeaders, lambda, validationBody } from './lambda.mjs'
import { fixture, httpApiEvent, lambdaContext, withoutDate } from './events.mjs'

test('GET with path parameters and a querystring whose repeated parameter API Gateway joined with commas', async (t) => {
  const handler = lambda(t)
  const event = fixture('v2-get-user')
  assert.equal(event.queryStringParameters.tag, 'a,b') // tag=a&tag=b in rawQueryString
  const result = withoutDate(await handler(event, lambdaContext()))
  // parseCommaSeparatedQueryParams (default true) splits "a,b" back into an array for version 2.0 events
  const body =
    '{"id":42,"name":"Ada Lovelace","email":"ada@example.com","fields":"name","tags":["a","b"],"limit":10,"tenant":"acme"}'
  assert.deepEqual(result, { statusCode: 200, headers: jsonHeaders(body), isBase64Encoded: false, body })
})

test('a comma in a single value is split too (parseCommaSeparatedQueryParams), unless the option is off', async (t) => {
  const event = () => httpApiEvent('GET', '/users/9', { query: { fields: 'name,email' } })
  // split: an array of two strings does not fit the string schema (Ajv's coerceTypes: 'array' only unwraps one item)
  const split = await lambda(t)(event(), lambdaContext())
  assert.equal(split.statusCode, 400)
  assert.equal(
    split.body,
    '{"statusCode":400,"code":"FST_ERR_VALIDATION","error":"Bad Request","message":"querystring/fields must be string"}'
  )

  const kept = await lambda(t, { parseCommaSeparatedQueryParams: false })(event(), lambdaContext())
  assert.equal(kept.statusCode, 200)
  assert.equal(
    kept.body,
    '{"id":9,"name":"Ada Lovelace","email":"ada@example.com","fields":"name,email","tenant":"acme"}'
  )
})

test('the request seen by the app: ip from requestContext.http.sourceIp, cookies joined into one Cookie header', async (t) => {
  const handler = lambda(t)
  const result = await handler(
    httpApiEvent('GET', '/whoami', { cookies: ['session=abc123', 'theme=dark'] }),
    lambdaContext()
  )
  assert.equal(result.statusCode, 200)
  assert.deepEqual(JSON.parse(result.body), {
    id: 'req-1',
    ip: '203.0.113.9',
    ips: null,
    hostname: 'abcdef1234.execute-api.eu-west-1.amazonaws.com',
    protocol: 'http',
    url: '/whoami',
    userAgent: 'curl/8.5.0',
    cookie: 'session=abc123;theme=dark', // @fastify/aws-lambda joins event.cookies with ';'
    requestIdHeader: 'JKJaXmPLvHcESHA='
  })
})

test('POST with a JSON body: validated, 201, response schema drops undeclared fields', async (t) => {
  const handler = lambda(t)
  await assertJsonAnswer(
    handler,
    fixture('v2-post-user'),
    201,
    '{"id":7,"name":"Ada Lovelace","email":"ada@example.com"}',
    { tenant: 'public' }
  )
})

test('POST with a base64-encoded body (isBase64Encoded: true, Content-Length of the decoded bytes)', async (t) => {
  const handler = lambda(t)
  await assertJsonAnswer(
    handler,
    fixture('v2-post-user-base64'),
    201,
    '{"id":7,"name":"Ada Lovelace","email":"ada@example.com"}',
    { tenant: 'public' }
  )

  // non-ASCII text in a base64 body
  const json = JSON.stringify({ name: 'Zoë Ødegård 😀' })
  const unicode = await handler(
    httpApiEvent('POST', '/users', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(json).toString('base64'),
      isBase64Encoded: true
    }),
    lambdaContext()
  )
  assert.equal(unicode.statusCode, 201)
  assert.equal(unicode.body, '{"id":7,"name":"Zoë Ødegård 😀"}')
  assert.equal(unicode.headers['content-length'], String(Buffer.byteLength(unicode.body)))
})

test('schema validation errors answer 400 with the FST_ERR_VALIDATION payload', async (t) => {
  const handler = lambda(t)
  const headers = { 'content-type': 'application/json' }
  const cases = [
    [
      httpApiEvent('POST', '/users', { headers, body: '{"email":"ada@example.com"}' }),
      "body must have required property 'name'"
    ],
    [
      httpApiEvent('POST', '/users', { headers, body: '{"name":{"first":"Ada"}}' }),
      'body/name must be string'
    ],
    [httpApiEvent('GET', '/users/-1'), 'params/id must be >= 1'],
    [httpApiEvent('GET', '/users/1', { query: { limit: 'ten' } }), 'querystring/limit must be integer']
  ]
  for (const [event, message] of cases)
    await assertJsonAnswer(handler, event, 400, validationBody(message), { message })
})

errorCases(test, httpApiEvent, {
  declared: [['/unavailable', 503, 'Service Unavailable', 'down for maintenance']]
})

test('Set-Cookie goes to the `cookies` array, one cookie or several, and never stays in headers', async (t) => {
  const handler = lambda(t)
  const one = await handler(httpApiEvent('GET', '/session'), lambdaContext())
  assert.equal(one.statusCode, 200)
  assert.deepEqual(one.cookies, ['session=s3cr3t; Path=/; HttpOnly; Secure; SameSite=Lax'])
  assert.equal(one.headers['set-cookie'], undefined)
  assert.equal(one.multiValueHeaders, undefined)

  const several = withoutDate(await handler(httpApiEvent('GET', '/login'), lambdaContext()))
  const body = '{"ok":true}'
  assert.deepEqual(several, {
    statusCode: 200,
    headers: jsonHeaders(body),
    isBase64Encoded: false,
    cookies: [
      'session=s3cr3t; Path=/; HttpOnly',
      'theme=dark; Path=/; Max-Age=31536000',
      'csrf=abc; Path=/; SameSite=Strict'
    ],
    body
  })
})

test('binary responses: base64 with isBase64Encoded for binaryMimeTypes, enforceBase64 and a Content-Encoding', async (t) => {
  const plain = lambda(t)
  const text = await plain(httpApiEvent('GET', '/logo.png'), lambdaContext())
  assert.equal(text.isBase64Encoded, false)
  assert.equal(text.body, PNG.toString('utf8'))

  const image = withoutDate(
    await lambda(t, { binaryMimeTypes: ['image/png'] })(httpApiEvent('GET', '/logo.png'), lambdaContext())
  )
  assert.deepEqual(image, {
    statusCode: 200,
    headers: {
      'x-tenant': 'acme',
      'content-type': 'image/png',
      'x-served-by': 'lambda',
      'content-length': String(PNG.length),
      connection: 'keep-alive'
    },
    isBase64Encoded: true,
    body: PNG.toString('base64')
  })

  // enforceBase64 replaces the Content-Encoding rule: here it asks for base64 on any image
  const enforced = lambda(t, { enforceBase64: (res) => res.headers['content-type'].startsWith('image/') })
  const viaFunction = await enforced(httpApiEvent('GET', '/logo.png'), lambdaContext())
  assert.equal(viaFunction.isBase64Encoded, true)
  assert.deepEqual(Buffer.from(viaFunction.body, 'base64'), PNG)
  const gzipNotEnforced = await enforced(httpApiEvent('GET', '/report'), lambdaContext())
  assert.equal(gzipNotEnforced.isBase64Encoded, false)

  const gzipped = await plain(httpApiEvent('GET', '/report'), lambdaContext())
  assert.equal(gzipped.isBase64Encoded, true)
  assert.equal(gzipped.headers['content-encoding'], 'gzip')
  assert.equal(gunzipSync(Buffer.from(gzipped.body, 'base64')).toString(), REPORT)
})

test("AWS's documented 2.0 example: a POST with a body and no Content-Type answers 415", async (t) => {
  const handler = lambda(t)
  const event = fixture('v2-aws-docs-example')
  await assertJsonAnswer(
    handler,
    event,
    415,
    '{"statusCode":415,"code":"FST_ERR_CTP_INVALID_MEDIA_TYPE","error":"Unsupported Media Type","message":"Unsupported Media Type"}',
    { tenant: 'public' }
  )

  // the same event with a text body type reaches the route: cookies, joined headers, split query, sourceIp
  const typed = fixture('v2-aws-docs-example')
  typed.headers['content-type'] = 'text/plain'
  const ok = await handler(typed, lambdaContext())
  assert.equal(ok.statusCode, 200)
  assert.deepEqual(JSON.parse(ok.body), {
    method: 'POST',
    query: { parameter1: ['value1', 'value2'], parameter2: 'value' },
    header1: 'value1',
    header2: 'value1,value2',
    cookie: 'cookie1;cookie2',
    body: 'Hello from Lambda',
    ip: '192.0.2.1'
  })
})
