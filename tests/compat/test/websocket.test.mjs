// @fastify/websocket on Capsule, used the way its README shows.
// The plugin listens for 'upgrade' on fastify.server, wraps the socket in a ServerResponse
// and dispatches it through `fastify.routing(req, res)`, so the normal hooks run; the
// wrapped route handler then calls reply.hijack() and hands the socket to ws. Its
// preClose hook closes open clients. HTTP requests to a websocket-only route get 404.
import http from 'node:http'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import websocket from '@fastify/websocket'
import WebSocket from 'ws'

async function listen(app) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `127.0.0.1:${app.server.address().port}`
}

// resolves with { ws } once open, or { status, headers, body } when the upgrade is refused over HTTP
function connect(url, options) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options)
    ws.once('open', () => resolve({ ws }))
    ws.once('unexpected-response', (req, res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }))
    })
    ws.once('error', reject)
  })
}

function nextMessage(ws) {
  return new Promise((resolve) => ws.once('message', (data) => resolve(data.toString())))
}

function closed(ws) {
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  )
}

test('a { websocket: true } route echoes over a real ws client; `this` is the instance', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.decorate('greeting', 'hi from server')
  app.get('/echo', { websocket: true }, function (socket, request) {
    socket.on('message', (message) => {
      socket.send(`${this.greeting}: ${message} (q=${request.query.q}, ws=${request.ws})`)
    })
  })
  const host = await listen(app)

  const { ws } = await connect(`ws://${host}/echo?q=7`)
  t.after(() => ws.terminate())
  let reply = nextMessage(ws)
  ws.send('ping')
  assert.equal(await reply, 'hi from server: ping (q=7, ws=true)')
  reply = nextMessage(ws)
  ws.send('again')
  assert.equal(await reply, 'hi from server: again (q=7, ws=true)')
  assert.equal(app.websocketServer.clients.size, 1)

  const done = closed(ws)
  ws.close(1000, 'bye')
  assert.deepEqual(await done, { code: 1000, reason: 'bye' })
})

test('HTTP requests to a websocket-only route answer 404 with an empty body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.get('/echo', { websocket: true }, (socket) => {
    socket.send('x')
  })
  const host = await listen(app)

  const res = await fetch(`http://${host}/echo`)
  assert.equal(res.status, 404)
  assert.equal(res.headers.get('content-length'), '0')
  assert.equal(res.headers.get('content-type'), null)
  assert.equal(await res.text(), '')

  const head = await app.inject({ method: 'HEAD', url: '/echo' })
  assert.equal(head.statusCode, 404)
  assert.equal(head.headers['content-length'], '0')
  assert.equal(head.body, '')
})

test('handler + wsHandler on one route: HTTP gets the handler, a ws client the wsHandler', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.route({
    method: 'GET',
    url: '/hello',
    handler: (request, reply) => {
      reply.send({ hello: 'world', ws: request.ws })
    },
    wsHandler: (socket, request) => {
      socket.send('hello client')
      socket.once('message', () => socket.close())
    }
  })
  const host = await listen(app)

  const res = await fetch(`http://${host}/hello`)
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.deepEqual(await res.json(), { hello: 'world', ws: false })

  const pending = new WebSocket(`ws://${host}/hello`)
  t.after(() => pending.terminate())
  // the server sends at once: listen before the open event
  const first = nextMessage(pending)
  await new Promise((resolve, reject) => {
    pending.once('open', resolve)
    pending.once('error', reject)
  })
  assert.equal(await first, 'hello client')
  const done = closed(pending)
  pending.send('bye')
  assert.equal((await done).code, 1005)
})

test('hooks run on the upgrade request; preValidation can refuse it with a normal HTTP reply', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  const seen = []
  await app.register(websocket)
  app.addHook('onRequest', async (request) => {
    seen.push(`onRequest ${request.url}`)
  })
  app.addHook('onSend', async (request, reply, payload) => {
    seen.push(`onSend ${request.url}`)
    return payload
  })
  app.register(async function (child) {
    child.addHook('preValidation', async (request, reply) => {
      seen.push(`preValidation ${request.url}`)
      if (request.headers['api-key'] !== 'secret') {
        return reply.code(401).send({ error: 'not authenticated' })
      }
    })
    child.get('/guarded', { websocket: true }, (socket) => {
      socket.send('welcome')
    })
  })
  const host = await listen(app)

  const refused = await connect(`ws://${host}/guarded`)
  assert.equal(refused.status, 401)
  assert.equal(refused.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(refused.body, '{"error":"not authenticated"}')

  const pending = new WebSocket(`ws://${host}/guarded`, { headers: { 'api-key': 'secret' } })
  t.after(() => pending.terminate())
  const welcome = nextMessage(pending)
  assert.equal(await welcome, 'welcome')

  // the upgraded request never reaches onSend: it was hijacked
  assert.deepEqual(seen, [
    'onRequest /guarded',
    'preValidation /guarded',
    'onSend /guarded',
    'onRequest /guarded',
    'preValidation /guarded'
  ])
})

test('an upgrade to an HTTP-only route is accepted then closed; to an unknown url it is a 404', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.get('/http-only', async () => ({ http: true }))
  const host = await listen(app)

  const pending = new WebSocket(`ws://${host}/http-only`)
  const messages = []
  pending.on('message', (data) => messages.push(data.toString()))
  const done = closed(pending)
  await new Promise((resolve, reject) => {
    pending.once('open', resolve)
    pending.once('error', reject)
  })
  assert.equal((await done).code, 1005)
  assert.deepEqual(messages, [])

  const missing = await connect(`ws://${host}/missing`)
  assert.equal(missing.status, 404)
  assert.equal(missing.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(JSON.parse(missing.body), {
    message: 'Route GET:/missing not found',
    error: 'Not Found',
    statusCode: 404
  })

  // the HTTP route itself is untouched
  const res = await fetch(`http://${host}/http-only`)
  assert.equal(res.status, 200)
  assert.deepEqual(await res.json(), { http: true })
})

test('injectWS (README testing section) talks to the route without a socket', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.register(async function (fastify) {
    fastify.addHook('preValidation', async (request, reply) => {
      if (request.headers['api-key'] !== 'some-random-key') {
        return reply.code(401).send()
      }
    })
    fastify.get('/', { websocket: true }, (socket) => {
      socket.on('message', () => socket.send('hi from server'))
    })
  })
  await app.ready()

  const ws = await app.injectWS('/', { headers: { 'api-key': 'some-random-key' } })
  const reply = nextMessage(ws)
  ws.send('hi from client')
  assert.equal(await reply, 'hi from server')
  ws.terminate()

  await assert.rejects(app.injectWS('/', { headers: { 'api-key': 'wrong' } }), {
    message: 'Unexpected server response: 401'
  })
})

test('close() closes open websocket clients and finishes', async (t) => {
  const app = Fastify()
  await app.register(websocket)
  app.get('/echo', { websocket: true }, (socket) => {
    socket.on('message', (message) => socket.send(message))
  })
  const host = await listen(app)

  const { ws } = await connect(`ws://${host}/echo`)
  t.after(() => ws.terminate())
  const reply = nextMessage(ws)
  ws.send('still here')
  assert.equal(await reply, 'still here')

  const done = closed(ws)
  await app.close()
  assert.equal((await done).code, 1005)
  assert.equal(app.server.listening, false)
})

test('close() with a closeGrace: clients get the close frame, HTTP keeps being served while draining', async (t) => {
  const app = Fastify({ closeGrace: 60_000 })
  await app.register(websocket)
  app.get('/echo', { websocket: true }, (socket) => {
    socket.on('message', (message) => socket.send(message))
  })
  app.get('/status', async () => ({ readiness: app.readiness }))
  const host = await listen(app)
  const { ws } = await connect(`ws://${host}/echo`)
  t.after(() => ws.terminate())
  const reply = nextMessage(ws)
  ws.send('still here')
  assert.equal(await reply, 'still here')

  // a keep-alive HTTP client with its connection open when close() begins
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  t.after(() => agent.destroy())
  const [hostname, port] = host.split(':')
  const get = () =>
    new Promise((resolve, reject) => {
      http
        .get({ host: hostname, port, path: '/status', agent }, (response) => {
          let body = ''
          response.setEncoding('utf8').on('data', (chunk) => (body += chunk))
          response.on('end', () =>
            resolve([response.statusCode, response.headers.connection, JSON.parse(body)])
          )
        })
        .on('error', reject)
    })
  assert.deepEqual(await get(), [200, 'keep-alive', { readiness: 'ready' }])

  const done = closed(ws)
  const closing = app.close()
  // the plugin's preClose hook sent the close frame: a clean close, not a dropped connection (1006)
  assert.equal((await done).code, 1005)
  assert.deepEqual(await get(), [200, 'close', { readiness: 'draining' }])
  // resolves long before the grace: nothing is left open
  await closing
  assert.equal(app.readiness, 'closed')
})

// opens, waits for the server's first message (then closes) or for the server to close (or refuse), and reports
// what happened; a session that gets neither is closed after a far-away bound
function session(url, options) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, options)
    const messages = []
    let bound
    ws.on('message', (data) => {
      messages.push(data.toString())
      ws.close()
    })
    ws.on('close', (code, reason) => {
      clearTimeout(bound)
      resolve({ code, reason: reason.toString(), messages })
    })
    ws.on('unexpected-response', (req, res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, contentType: res.headers['content-type'], body }))
    })
    ws.on('open', () => (bound = setTimeout(() => ws.close(), 10_000)))
  })
}

test('in a prefixed plugin: wildcard and parametric ws routes, schema and hook errors through setErrorHandler', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(websocket)
  app.setErrorHandler((error, request, reply) => {
    reply.code(error.statusCode ?? 500).send({ handled: error.message })
  })
  app.register(
    async function (api) {
      api.get('/*', { websocket: true }, (socket, request) => {
        socket.send(`wildcard ${request.params['*']}`)
      })
      api.get(
        '/params/:id',
        {
          websocket: true,
          schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } }
        },
        (socket, request) => {
          socket.send(JSON.stringify(request.params))
        }
      )
      api.get(
        '/hook-error',
        {
          websocket: true,
          preHandler: async () => {
            const error = new Error('hook failed')
            error.statusCode = 418
            throw error
          }
        },
        (socket) => socket.send('never')
      )
    },
    { prefix: '/api' }
  )
  const host = await listen(app)

  assert.deepEqual(await session(`ws://${host}/api/some/where`), {
    code: 1005,
    reason: '',
    messages: ['wildcard some/where']
  })
  // params coerced by the schema before the upgrade
  assert.deepEqual(await session(`ws://${host}/api/params/12`), {
    code: 1005,
    reason: '',
    messages: ['{"id":12}']
  })

  assert.deepEqual(await session(`ws://${host}/api/params/abc`), {
    status: 400,
    contentType: 'application/json; charset=utf-8',
    body: '{"handled":"params/id must be integer"}'
  })
  assert.deepEqual(await session(`ws://${host}/api/hook-error`), {
    status: 418,
    contentType: 'application/json; charset=utf-8',
    body: '{"handled":"hook failed"}'
  })
})

test('the plugin errorHandler gets errors thrown by ws handlers; verifyClient refuses with 401', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  const errors = []
  await app.register(websocket, {
    errorHandler(error, socket) {
      errors.push(error.message)
      socket.close(4000, `handled: ${error.message}`)
    },
    options: {
      verifyClient: (info, next) => next(info.req.headers['x-allowed'] !== 'no')
    }
  })
  app.get('/throw', { websocket: true }, () => {
    throw new Error('boom')
  })
  app.get('/async-throw', { websocket: true }, async () => {
    throw new Error('async boom')
  })
  app.get('/ok', { websocket: true }, (socket) => socket.send('ok'))
  const host = await listen(app)

  assert.deepEqual(await session(`ws://${host}/throw`), { code: 4000, reason: 'handled: boom', messages: [] })
  assert.deepEqual(await session(`ws://${host}/async-throw`), {
    code: 4000,
    reason: 'handled: async boom',
    messages: []
  })
  assert.deepEqual(errors, ['boom', 'async boom'])

  // ws answers the refused handshake itself
  assert.deepEqual(await session(`ws://${host}/ok`, { headers: { 'x-allowed': 'no' } }), {
    status: 401,
    contentType: 'text/html',
    body: 'Unauthorized'
  })
  assert.deepEqual(await session(`ws://${host}/ok`), { code: 1005, reason: '', messages: ['ok'] })
})
