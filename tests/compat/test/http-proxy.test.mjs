// @fastify/http-proxy on Capsule, used the way its README shows.
// The plugin registers '/' and '/*' under its prefix for every method, adds a catch-all
// content-type parser that hands the raw request stream to @fastify/reply-from, rewrites
// the prefix and the redirect location, and (websocket: true) listens for 'upgrade' on
// the server.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import Fastify from 'fastify'
import proxy from '@fastify/http-proxy'
import WebSocket, { WebSocketServer } from 'ws'
import { startUpstream } from './fixtures/group2/upstream.mjs'

async function setup(t, register) {
  const upstream = await startUpstream()
  const app = Fastify()
  t.after(async () => {
    await app.close()
    await upstream.close()
  })
  await register(app, upstream.origin)
  return { app, upstream }
}

test('prefix /api: requests under it reach the upstream with the prefix removed', async (t) => {
  const { app, upstream } = await setup(t, async (app, origin) => {
    await app.register(proxy, { upstream: origin, prefix: '/api' })
    app.get('/local', async () => ({ local: true }))
  })
  const host = new URL(upstream.origin).host

  const hello = await app.inject('/api/hello')
  assert.equal(hello.statusCode, 200)
  assert.equal(hello.headers['content-type'], 'text/plain')
  assert.equal(hello.headers['x-upstream'], 'yes')
  assert.equal(hello.body, 'hello world')

  const echo = await app.inject('/api/echo?x=1&y=2')
  assert.equal(echo.statusCode, 200)
  assert.deepEqual(echo.json(), {
    method: 'GET',
    url: '/echo?x=1&y=2',
    contentType: null,
    contentLength: null,
    custom: null,
    host,
    body: ''
  })

  for (const url of ['/api', '/api/']) {
    const root = await app.inject(url)
    assert.equal(root.statusCode, 200, url)
    assert.equal(root.json().url, '/', url)
  }

  // routes outside the prefix are the app's own
  const local = await app.inject('/local')
  assert.equal(local.statusCode, 200)
  assert.deepEqual(local.json(), { local: true })

  const outside = await app.inject('/other')
  assert.equal(outside.statusCode, 404)
  assert.deepEqual(outside.json(), {
    message: 'Route GET:/other not found',
    error: 'Not Found',
    statusCode: 404
  })
})

test('request bodies are streamed upstream untouched, whatever their content-type', async (t) => {
  const { app } = await setup(t, async (app, origin) => {
    await app.register(proxy, { upstream: origin, prefix: '/api' })
  })

  const json = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } })
  assert.equal(json.statusCode, 200)
  const echoedJson = json.json()
  assert.equal(echoedJson.method, 'POST')
  assert.equal(echoedJson.contentType, 'application/json')
  assert.equal(echoedJson.contentLength, '7')
  assert.equal(echoedJson.body, '{"a":1}')

  // no parser for application/xml in the app: the proxy's catch-all parser passes it through
  const xml = await app.inject({
    method: 'POST',
    url: '/api/echo',
    headers: { 'content-type': 'application/xml' },
    payload: '<a>1</a>'
  })
  assert.equal(xml.statusCode, 200)
  assert.equal(xml.json().contentType, 'application/xml')
  assert.equal(xml.json().body, '<a>1</a>')

  const put = await app.inject({
    method: 'PUT',
    url: '/api/things/7',
    headers: { 'content-type': 'text/plain' },
    payload: 'seven'
  })
  assert.equal(put.statusCode, 200)
  assert.deepEqual(
    (({ method, url, contentType, body }) => ({ method, url, contentType, body }))(put.json()),
    { method: 'PUT', url: '/things/7', contentType: 'text/plain', body: 'seven' }
  )
})

test('rewritePrefix, a parametric prefix, and the redirect location rewritten under the prefix', async (t) => {
  const { app } = await setup(t, async (app, origin) => {
    await app.register(proxy, { upstream: origin, prefix: '/api' })
    await app.register(proxy, { upstream: origin, prefix: '/auth', rewritePrefix: '/signon' })
    await app.register(proxy, {
      upstream: origin,
      prefix: '/rest-api/:id/endpoint',
      rewritePrefix: '/:id/endpoint'
    })
  })

  const auth = await app.inject('/auth/echo?y=2')
  assert.equal(auth.statusCode, 200)
  assert.equal(auth.json().url, '/signon/echo?y=2')

  const rest = await app.inject('/rest-api/42/endpoint/echo')
  assert.equal(rest.statusCode, 200)
  assert.equal(rest.json().url, '/42/endpoint/echo')

  // upstream answers `location: /hello`; the client must be sent back through the prefix
  const redirect = await app.inject('/api/redirect')
  assert.equal(redirect.statusCode, 302)
  assert.equal(redirect.headers.location, '/api/hello')

  // dot-segments that would escape the rewritten prefix are refused
  const escape = await app.inject('/auth/..%2f..%2fsecret')
  assert.equal(escape.statusCode, 400)
  assert.deepEqual(escape.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'source/request contain invalid characters'
  })
})

test('the preHandler option can answer before proxying (auth check)', async (t) => {
  const { app } = await setup(t, async (app, origin) => {
    await app.register(proxy, {
      upstream: origin,
      prefix: '/guarded',
      preHandler: async (request, reply) => {
        if (request.headers.authorization !== 'Bearer ok') {
          reply.code(401).send({ error: 'nope' })
        }
      },
      replyOptions: {
        rewriteRequestHeaders: (originalReq, headers) => ({ ...headers, 'x-custom': 'request-id-1' })
      }
    })
  })

  const denied = await app.inject('/guarded/hello')
  assert.equal(denied.statusCode, 401)
  assert.equal(denied.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(denied.json(), { error: 'nope' })

  const allowed = await app.inject({ url: '/guarded/hello', headers: { authorization: 'Bearer ok' } })
  assert.equal(allowed.statusCode, 200)
  assert.equal(allowed.body, 'hello world')

  const echoed = await app.inject({ url: '/guarded/echo', headers: { authorization: 'Bearer ok' } })
  assert.equal(echoed.statusCode, 200)
  assert.equal(echoed.json().custom, 'request-id-1')
})

test('over a real socket: POST body streamed, query string, chunked response', async (t) => {
  const { app } = await setup(t, async (app, origin) => {
    await app.register(proxy, { upstream: origin, prefix: '/api' })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${app.server.address().port}`

  const big = 'x'.repeat(200_000)
  const res = await fetch(`${base}/api/echo?big=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: big
  })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('x-upstream'), 'echo')
  const echoed = await res.json()
  assert.equal(echoed.url, '/echo?big=1')
  assert.equal(echoed.contentType, 'application/octet-stream')
  assert.equal(echoed.contentLength, '200000')
  assert.equal(echoed.body.length, 200_000)

  const stream = await fetch(`${base}/api/stream`)
  assert.equal(stream.status, 200)
  assert.equal(stream.headers.get('transfer-encoding'), 'chunked')
  assert.equal(await stream.text(), 'chunk-0;chunk-1;chunk-2;chunk-3;chunk-4;')
})

test('websocket: true proxies a WebSocket under the prefix; plain HTTP still proxied; close() finishes', async (t) => {
  const upServer = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(`http ${req.url}`)
  })
  const wss = new WebSocketServer({ server: upServer })
  wss.on('connection', (socket, req) => {
    socket.on('message', (data) => socket.send(`${req.url}|${data}`))
  })
  await new Promise((resolve) => upServer.listen(0, '127.0.0.1', resolve))
  t.after(
    () =>
      new Promise((resolve) => {
        wss.close()
        upServer.closeAllConnections()
        upServer.close(() => resolve())
      })
  )

  const app = Fastify()
  let closed = false
  t.after(async () => {
    if (!closed) await app.close()
  })
  await app.register(proxy, {
    upstream: `http://127.0.0.1:${upServer.address().port}`,
    prefix: '/ws',
    websocket: true
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = app.server.address().port

  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/room?x=1`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const reply = new Promise((resolve) => ws.once('message', (data) => resolve(data.toString())))
  ws.send('hi')
  assert.equal(await reply, '/room?x=1|hi')
  ws.close()
  await new Promise((resolve) => ws.once('close', resolve))

  const res = await fetch(`http://127.0.0.1:${port}/ws/plain`)
  assert.equal(res.status, 200)
  assert.equal(await res.text(), 'http /plain')

  await app.close()
  closed = true
  assert.equal(app.server.listening, false)
})

test('proxyPayloads: false with preValidation, httpMethods, handler + config, reply.fromParameters, http: {}', async (t) => {
  const { app } = await setup(t, async (app, origin) => {
    // the body is parsed by Fastify (so preValidation can read it) and re-sent upstream
    await app.register(proxy, {
      upstream: origin,
      prefix: '/np',
      proxyPayloads: false,
      preValidation: async (request, reply) => {
        if (request.body?.method === 'invalid_method') {
          return reply.code(400).send({ message: 'payload contains invalid method' })
        }
      }
    })
    await app.register(proxy, { upstream: origin, prefix: '/ro', httpMethods: ['GET'] })
    await app.register(proxy, {
      upstream: origin,
      prefix: '/h',
      config: { tag: 'cfg' },
      async handler(request, reply, dest, options) {
        reply.header('x-dest', dest)
        reply.header('x-tag', request.routeOptions.config.tag)
        return reply.from(dest, options)
      }
    })
    await app.register(proxy, {
      upstream: origin,
      prefix: '/fp',
      preHandler(request, reply, done) {
        if (request.url !== '/fp/original') {
          done()
          return
        }
        const { url, options } = reply.fromParameters('/updated', { ...request.params })
        reply.from(url, options)
      }
    })
    // Node's http client instead of undici
    await app.register(proxy, { upstream: origin, prefix: '/nodehttp', http: {} })
  })

  const np = await app.inject({ method: 'POST', url: '/np/echo', payload: { method: 'ok' } })
  assert.equal(np.statusCode, 200)
  assert.equal(np.json().body, '{"method":"ok"}')
  assert.equal(np.json().contentType, 'application/json')

  const npBad = await app.inject({ method: 'POST', url: '/np/echo', payload: { method: 'invalid_method' } })
  assert.equal(npBad.statusCode, 400)
  assert.deepEqual(npBad.json(), { message: 'payload contains invalid method' })

  const roGet = await app.inject('/ro/hello')
  assert.equal(roGet.statusCode, 200)
  assert.equal(roGet.body, 'hello world')
  const roHead = await app.inject({ method: 'HEAD', url: '/ro/hello' })
  assert.equal(roHead.statusCode, 200)
  assert.equal(roHead.headers['x-upstream'], 'yes')
  assert.equal(roHead.body, '')
  const roPost = await app.inject({ method: 'POST', url: '/ro/echo', payload: {} })
  assert.equal(roPost.statusCode, 404)
  assert.deepEqual(roPost.json(), {
    message: 'Route POST:/ro/echo not found',
    error: 'Not Found',
    statusCode: 404
  })

  const h = await app.inject('/h/echo?a=1')
  assert.equal(h.statusCode, 200)
  assert.equal(h.headers['x-dest'], '/echo')
  assert.equal(h.headers['x-tag'], 'cfg')
  assert.equal(h.json().url, '/echo?a=1')
  const hOptions = await app.inject({ method: 'OPTIONS', url: '/h/echo' })
  assert.equal(hOptions.statusCode, 200)
  assert.equal(hOptions.json().method, 'OPTIONS')

  const fp = await app.inject('/fp/original')
  assert.equal(fp.statusCode, 200)
  assert.equal(fp.json().url, '/updated')

  const nodeHttp = await app.inject({ method: 'POST', url: '/nodehttp/echo?n=1', payload: { n: 1 } })
  assert.equal(nodeHttp.statusCode, 200)
  assert.equal(nodeHttp.headers['x-upstream'], 'echo')
  assert.deepEqual(
    (({ method, url, contentType, body }) => ({ method, url, contentType, body }))(nodeHttp.json()),
    { method: 'POST', url: '/echo?n=1', contentType: 'application/json', body: '{"n":1}' }
  )
})
