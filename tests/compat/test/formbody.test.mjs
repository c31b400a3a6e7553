// @fastify/formbody on the framework that `fastify` resolves to. Every expectation below was checked against
// fastify@5.12.8 with @fastify/formbody@9.0.1.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import formbody from '@fastify/formbody'

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json; charset=utf-8'

const signupSchema = {
  body: {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string' },
      age: { type: 'integer' }
    }
  }
}

async function build(t, opts) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(formbody, opts)
  app.post('/', (req, reply) => {
    reply.send(req.body)
  })
  app.post('/signup', { schema: signupSchema }, async (req) => ({
    body: req.body,
    ageType: typeof req.body.age
  }))
  return app
}

test('a urlencoded form is parsed into request.body (values stay strings without a schema)', async (t) => {
  const app = await build(t)
  const res = await app.inject({
    method: 'POST',
    url: '/',
    payload: 'foo=foo&bar=bar&answer=42',
    headers: { 'content-type': FORM }
  })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  assert.deepEqual(res.json(), { foo: 'foo', bar: 'bar', answer: '42' })

  // repeated keys become arrays, + and %XX are decoded, brackets are not nested (no qs), charset is accepted
  const more = await app.inject({
    method: 'POST',
    url: '/',
    payload: 'a=1&a=2&b=%C3%A9+x&c=&foo[one]=x',
    headers: { 'content-type': `${FORM}; charset=utf-8` }
  })
  assert.equal(more.statusCode, 200)
  assert.deepEqual(more.json(), { a: ['1', '2'], b: 'é x', c: '', 'foo[one]': 'x' })
})

test('with a body schema, age=42 is coerced to the number 42', async (t) => {
  const app = await build(t)
  const res = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: 'email=a%40b.c&age=42',
    headers: { 'content-type': FORM }
  })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), { body: { email: 'a@b.c', age: 42 }, ageType: 'number' })
})

test("a form missing the required field is a 400 with Fastify's validation payload", async (t) => {
  const app = await build(t)
  const expected = JSON.stringify({
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: "body must have required property 'email'"
  })

  const res = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: 'age=42',
    headers: { 'content-type': FORM }
  })
  assert.equal(res.statusCode, 400)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  assert.equal(res.body, expected)

  // an empty form is an empty object, so the same error
  const empty = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: '',
    headers: { 'content-type': FORM }
  })
  assert.equal(empty.statusCode, 400)
  assert.equal(empty.body, expected)

  const badAge = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: 'email=x&age=old',
    headers: { 'content-type': FORM }
  })
  assert.equal(badAge.statusCode, 400)
  assert.equal(
    badAge.body,
    JSON.stringify({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: 'body/age must be integer'
    })
  )
})

test('bodyLimit option: an oversized form is a 413', async (t) => {
  const app = await build(t, { bodyLimit: 10 })
  const res = await app.inject({
    method: 'POST',
    url: '/',
    payload: 'a=12345678901234567890',
    headers: { 'content-type': FORM }
  })
  assert.equal(res.statusCode, 413)
  assert.equal(res.headers['content-type'], JSON_TYPE)
  assert.equal(
    res.body,
    JSON.stringify({
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      error: 'Payload Too Large',
      message: 'Request body is too large'
    })
  )
})

test('a custom parser option receives the raw string', async (t) => {
  const app = await build(t, { parser: (str) => ({ raw: str }) })
  const res = await app.inject({
    method: 'POST',
    url: '/',
    payload: 'a=1&b=2',
    headers: { 'content-type': FORM }
  })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), { raw: 'a=1&b=2' })
})

test('a browser-style form POST over a real socket', async (t) => {
  const app = await build(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const res = await fetch(`http://127.0.0.1:${app.server.address().port}/signup`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'me@example.com', age: '42' })
  })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), JSON_TYPE)
  assert.deepEqual(await res.json(), { body: { email: 'me@example.com', age: 42 }, ageType: 'number' })
})
