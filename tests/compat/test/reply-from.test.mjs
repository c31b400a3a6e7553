// @fastify/reply-from on Capsule, used the way its README shows.
// reply.from() forwards the current request (method, url, headers, parsed body) with undici,
// then copies the upstream status and headers onto the reply and sends the upstream body as
// a stream. The plugin closes its undici pool in an onClose hook added at register time.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import Fastify from 'fastify'
import replyFrom from '@fastify/reply-from'
import { startUpstream } from './fixtures/group2/upstream.mjs'

async function setup(t) {
  const upstream = await startUpstream()
  const app = Fastify()
  // app.close() first (closes the plugin's pool), then the upstream
  t.after(async () => {
    await app.close()
    await upstream.close()
  })
  await app.register(replyFrom, { base: upstream.origin })
  return { app, upstream }
}

test('reply.from(path) forwards a GET: status, upstream headers and body', async (t) => {
  const { app } = await setup(t)
  app.get('/', (request, reply) => {
    reply.from('/hello')
  })

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/plain')
  assert.equal(res.headers['x-upstream'], 'yes')
  assert.equal(res.body, 'hello world')
})

test('reply.from() without a source forwards the same url, query string included', async (t) => {
  const { app, upstream } = await setup(t)
  app.get('/echo', (request, reply) => {
    reply.from()
  })

  const res = await app.inject({ method: 'GET', url: '/echo?x=1&y=two', headers: { 'x-custom': 'kept' } })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'application/json')
  assert.equal(res.headers['x-upstream'], 'echo')
  assert.deepEqual(res.json(), {
    method: 'GET',
    url: '/echo?x=1&y=two',
    contentType: null,
    contentLength: null,
    custom: 'kept',
    host: new URL(upstream.origin).host,
    body: ''
  })
})

test('a POST body parsed by Fastify is re-sent upstream (JSON and text)', async (t) => {
  const { app, upstream } = await setup(t)
  app.post('/echo', (request, reply) => {
    reply.from('/echo')
  })

  const res = await app.inject({ method: 'POST', url: '/echo?q=1', payload: { a: 1, b: [true] } })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), {
    method: 'POST',
    url: '/echo?q=1',
    contentType: 'application/json',
    contentLength: '18',
    custom: null,
    host: new URL(upstream.origin).host,
    body: '{"a":1,"b":[true]}'
  })

  const text = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'text/plain' },
    payload: 'plain text'
  })
  assert.equal(text.statusCode, 200)
  const echoed = text.json()
  assert.equal(echoed.contentType, 'text/plain')
  assert.equal(echoed.contentLength, '10')
  assert.equal(echoed.body, 'plain text')
})

test('upstream status codes, redirects and multiple set-cookie headers pass through', async (t) => {
  const { app } = await setup(t)
  app.get('/teapot', (request, reply) => {
    reply.from()
  })
  app.get('/redirect', (request, reply) => {
    reply.from()
  })
  app.get('/cookies', (request, reply) => {
    reply.from()
  })

  const teapot = await app.inject('/teapot')
  assert.equal(teapot.statusCode, 418)
  assert.equal(teapot.headers['content-type'], 'application/json')
  assert.deepEqual(teapot.json(), { short: 'and stout' })

  // not followed: the client sees the upstream's redirect
  const redirect = await app.inject('/redirect')
  assert.equal(redirect.statusCode, 302)
  assert.equal(redirect.headers.location, '/hello')
  assert.equal(redirect.body, '')

  const cookies = await app.inject('/cookies')
  assert.equal(cookies.statusCode, 200)
  assert.deepEqual(cookies.headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
  assert.equal(cookies.body, 'cookies')
})

test('queryString, rewriteHeaders, rewriteRequestHeaders and onResponse options', async (t) => {
  const { app } = await setup(t)
  app.get('/q', (request, reply) => {
    reply.from('/echo', { queryString: { added: 'yes' } })
  })
  app.get('/rewrite', (request, reply) => {
    reply.from('/hello', { rewriteHeaders: (headers) => ({ ...headers, 'x-rewritten': 'true' }) })
  })
  app.get('/request-headers', (request, reply) => {
    reply.from('/echo', {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-custom': 'from-proxy' })
    })
  })
  app.get('/on-response', (request, reply) => {
    reply.from('/hello', {
      onResponse: (req, rep, res) => {
        // README: a body of another length needs the upstream content-length removed
        rep.removeHeader('content-length')
        rep.send('replaced')
      }
    })
  })

  const q = await app.inject('/q?orig=1')
  assert.equal(q.statusCode, 200)
  assert.equal(q.json().url, '/echo?added=yes')

  const rewrite = await app.inject('/rewrite')
  assert.equal(rewrite.statusCode, 200)
  assert.equal(rewrite.headers['x-rewritten'], 'true')
  assert.equal(rewrite.headers['x-upstream'], 'yes')
  assert.equal(rewrite.body, 'hello world')

  const requestHeaders = await app.inject('/request-headers')
  assert.equal(requestHeaders.statusCode, 200)
  assert.equal(requestHeaders.json().custom, 'from-proxy')

  const onResponse = await app.inject('/on-response')
  assert.equal(onResponse.statusCode, 200)
  assert.equal(onResponse.headers['x-upstream'], 'yes')
  assert.equal(onResponse.headers['content-length'], '8')
  assert.equal(onResponse.body, 'replaced')
})

test('over a real socket: POST body, query string and a chunked upstream stream', async (t) => {
  const { app, upstream } = await setup(t)
  app.post('/echo', (request, reply) => {
    reply.from()
  })
  app.get('/stream', (request, reply) => {
    reply.from()
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${app.server.address().port}`

  const res = await fetch(`${base}/echo?z=9`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-custom': 'c' },
    body: '{"b":2}'
  })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), 'application/json')
  assert.equal(res.headers.get('x-upstream'), 'echo')
  assert.deepEqual(await res.json(), {
    method: 'POST',
    url: '/echo?z=9',
    contentType: 'application/json',
    contentLength: '7',
    custom: 'c',
    host: new URL(upstream.origin).host,
    body: '{"b":2}'
  })

  const stream = await fetch(`${base}/stream`)
  assert.equal(stream.status, 200)
  assert.equal(stream.headers.get('content-type'), 'text/plain')
  assert.equal(stream.headers.get('transfer-encoding'), 'chunked')
  assert.equal(await stream.text(), 'chunk-0;chunk-1;chunk-2;chunk-3;chunk-4;')
})

test("an unreachable upstream: the plugin's 500 error, or onError's own answer", async (t) => {
  // a port nothing listens on
  const probe = net.createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = probe.address().port
  await new Promise((resolve) => probe.close(resolve))

  const app = Fastify()
  t.after(() => app.close())
  await app.register(replyFrom, { base: `http://127.0.0.1:${port}` })
  app.get('/x', (request, reply) => {
    reply.from('/x')
  })
  app.get('/y', (request, reply) => {
    reply.from('/y', {
      onError: (rep, { error }) => {
        rep.code(502).send({ failed: error.code })
      }
    })
  })

  const res = await app.inject('/x')
  assert.equal(res.statusCode, 500)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), {
    statusCode: 500,
    code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
    error: 'Internal Server Error',
    message: `connect ECONNREFUSED 127.0.0.1:${port}`
  })

  const custom = await app.inject('/y')
  assert.equal(custom.statusCode, 502)
  assert.deepEqual(custom.json(), { failed: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR' })
})

test('method, body and contentType options replace what is sent upstream', async (t) => {
  const { app } = await setup(t)
  app.post('/method', (request, reply) => {
    reply.from('/echo', { method: 'PUT', body: { replaced: true } })
  })
  app.post('/strip', (request, reply) => {
    reply.from('/echo', { body: null })
  })
  app.get('/form', (request, reply) => {
    reply.from('/echo', { method: 'POST', body: 'a=1', contentType: 'application/x-www-form-urlencoded' })
  })

  const method = await app.inject({ method: 'POST', url: '/method', payload: { a: 1 } })
  assert.equal(method.statusCode, 200)
  const m = method.json()
  assert.deepEqual([m.method, m.contentType, m.body], ['PUT', 'application/json', '{"replaced":true}'])

  const strip = await app.inject({ method: 'POST', url: '/strip', payload: { a: 1 } })
  assert.equal(strip.statusCode, 200)
  const s = strip.json()
  assert.deepEqual([s.method, s.contentType, s.contentLength, s.body], ['POST', null, '0', ''])

  const form = await app.inject('/form')
  assert.equal(form.statusCode, 200)
  const f = form.json()
  assert.deepEqual([f.method, f.contentType, f.body], ['POST', 'application/x-www-form-urlencoded', 'a=1'])
})
