import { connect } from 'node:net'
import { createGunzip, gzipSync } from 'node:zlib'
import type { FastifyError, FastifyInstance } from 'fastify-real'
import { scenarios } from '../src/define.js'
import type { ParityRequest } from '../src/exchange.js'

function json(size: number): string {
  // {"t":"xxx..."}: 8 bytes of frame around the text
  return JSON.stringify({ t: 'x'.repeat(size - 8) })
}

function post(url: string, payload: string | Buffer, headers: Record<string, string> = {}): ParityRequest {
  return { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload }
}

function echoLength(app: FastifyInstance, url: string, options: { bodyLimit?: number } = {}): void {
  app.post(url, options, async (request) => ({
    length: typeof request.body === 'string' ? request.body.length : JSON.stringify(request.body).length,
    limit: request.routeOptions.bodyLimit
  }))
}

/**
 * Writes raw bytes to the server and reads what comes back until the server closes the connection; `end` half-closes
 * the connection after writing. The Date and Connection headers are left out (they say when and how the bytes
 * travelled, not what the application answered), as the harness leaves them out of every answer.
 */
async function rawExchange(app: FastifyInstance, bytes: string, end: boolean): Promise<string> {
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes)
      if (end) socket.end()
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('latin1')
          .replace(/^(date|connection): .*\r\n/gim, '')
      )
    )
  })
}

scenarios('body-limit', [
  {
    name: 'the server bodyLimit',
    options: { bodyLimit: 100 },
    setup(app) {
      echoLength(app, '/')
    },
    requests: [post('/', json(100)), post('/', json(101)), post('/', json(5000))]
  },
  {
    name: 'the default bodyLimit of 1 MiB',
    setup(app) {
      echoLength(app, '/')
    },
    requests: [post('/', json(1024 * 1024)), post('/', json(1024 * 1024 + 1))]
  },
  {
    name: 'a route bodyLimit over the server one',
    options: { bodyLimit: 100 },
    setup(app) {
      echoLength(app, '/bigger', { bodyLimit: 1000 })
      echoLength(app, '/smaller', { bodyLimit: 20 })
    },
    requests: [
      post('/bigger', json(500)),
      post('/bigger', json(1001)),
      post('/smaller', json(20)),
      post('/smaller', json(21))
    ]
  },
  {
    name: 'a parser bodyLimit, and a route bodyLimit over it',
    setup(app) {
      app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 10 }, (request, body, done) =>
        done(null, body)
      )
      app.post('/parser', async (request) => ({ body: request.body }))
      app.post('/route', { bodyLimit: 50 }, async (request) => ({ body: request.body }))
    },
    requests: [
      post('/parser', '0123456789', { 'content-type': 'text/csv' }),
      post('/parser', '0123456789a', { 'content-type': 'text/csv' }),
      post('/route', '0123456789abcdef', { 'content-type': 'text/csv' }),
      post('/route', 'x'.repeat(51), { 'content-type': 'text/csv' })
    ]
  },
  {
    name: 'a parser bodyLimit larger than the server one',
    options: { bodyLimit: 10 },
    setup(app) {
      app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: 100 }, (request, body, done) =>
        done(null, (body as Buffer).length)
      )
      app.post('/', async (request) => ({ bytes: request.body }))
    },
    requests: [
      post('/', 'x'.repeat(50), { 'content-type': 'text/csv' }),
      post('/', 'x'.repeat(101), { 'content-type': 'text/csv' }),
      post('/', json(50))
    ]
  },
  {
    name: 'a stream parser is not limited',
    options: { bodyLimit: 10 },
    setup(app) {
      app.addContentTypeParser('application/x-stream', (request, payload, done) => {
        let bytes = 0
        payload.on('data', (chunk: Buffer) => (bytes += chunk.length))
        payload.on('end', () => done(null, { bytes }))
      })
      app.post('/', async (request) => request.body)
    },
    requests: [post('/', 'y'.repeat(100), { 'content-type': 'application/x-stream' })]
  },
  {
    name: 'a Content-Length over the limit',
    options: { bodyLimit: 50 },
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.code))
      app.addHook('preHandler', async () => t.trace('preHandler'))
      app.addHook('onResponse', async (request, reply) => t.trace('onResponse', reply.statusCode))
      echoLength(app, '/')
    },
    requests: [post('/', json(51)), post('/', json(10000))],
    logs: true,
    differs: [
      { path: 'inject.logs[1].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[1].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[1].err.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[4].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[4].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[4].err.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[5].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[5].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[5].err.name', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },
  {
    name: 'a body too large reaches the error handler',
    options: { bodyLimit: 10 },
    setup(app, t) {
      app.setErrorHandler(async (error: FastifyError, request, reply) => {
        t.trace('errorHandler', error.code, error.statusCode)
        return reply.code(error.statusCode ?? 500).send({ handled: error.code })
      })
      echoLength(app, '/')
    },
    requests: [post('/', json(100))]
  },
  {
    name: 'a Content-Length that does not match the body (inject)',
    setup(app) {
      app.post('/', async (request) => ({ body: request.body }))
    },
    requests: [
      post('/', '{"a":1}', { 'content-length': '3' }),
      post('/', '{"a":1}', { 'content-length': '100' }),
      post('/', 'abc', { 'content-type': 'text/plain', 'content-length': '1' })
    ],
    via: ['inject']
  },
  {
    name: 'a chunked body over the limit',
    options: { bodyLimit: 100 },
    setup(app) {
      echoLength(app, '/')
    },
    requests: [
      post('/', json(90), { 'transfer-encoding': 'chunked' }),
      post('/', json(500), { 'transfer-encoding': 'chunked' }),
      post('/', 'x'.repeat(200), { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' })
    ],
    via: ['socket']
  },
  {
    name: 'a chunked body over the limit, sent in many chunks',
    async run(make, t) {
      const app = make({ bodyLimit: 64 })
      app.post('/', async (request) => ({ length: (request.body as string).length }))
      await app.listen({ port: 0, host: '127.0.0.1' })
      const chunk = (text: string): string => `${text.length.toString(16)}\r\n${text}\r\n`
      const head =
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n'
      t.observe(
        'within',
        await rawExchange(app, head + chunk('a'.repeat(30)) + chunk('b'.repeat(30)) + '0\r\n\r\n', false)
      )
      t.observe(
        'over',
        await rawExchange(
          app,
          head + chunk('a'.repeat(40)) + chunk('b'.repeat(40)) + chunk('c'.repeat(40)) + '0\r\n\r\n',
          false
        )
      )
    }
  },
  {
    name: 'a declared length larger than the body (socket)',
    async run(make, t) {
      const app = make()
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.code))
      app.post('/', async (request) => ({ body: request.body }))
      await app.listen({ port: 0, host: '127.0.0.1' })
      const answer = await rawExchange(
        app,
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 20\r\n\r\nonly ten b',
        true
      )
      t.observe('answer', answer)
    }
  },
  {
    name: 'a declared length smaller than the body (socket)',
    async run(make, t) {
      const app = make()
      app.post('/', async (request) => ({ body: request.body }))
      await app.listen({ port: 0, host: '127.0.0.1' })
      t.observe(
        'answer',
        await rawExchange(
          app,
          'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabcdef',
          false
        )
      )
    }
  },
  {
    name: 'a Content-Length over the limit is refused before the body is read (socket)',
    async run(make, t) {
      const app = make({ bodyLimit: 10 })
      app.post('/', async (request) => ({ body: request.body }))
      await app.listen({ port: 0, host: '127.0.0.1' })
      // the body never comes: the answer must not wait for it
      t.observe(
        'answer',
        await rawExchange(
          app,
          'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\nstart',
          false
        )
      )
    }
  },
  {
    name: 'an invalid Content-Length (socket)',
    async run(make, t) {
      const app = make()
      app.post('/', async (request) => ({ body: request.body }))
      await app.listen({ port: 0, host: '127.0.0.1' })
      for (const value of ['abc', '-1', '1, 2']) {
        t.observe(
          value,
          await rawExchange(
            app,
            `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${value}\r\n\r\nabc`,
            false
          )
        )
      }
    }
  },
  {
    name: 'a decoding preParsing hook and the limit',
    options: { bodyLimit: 200 },
    setup(app) {
      app.addHook('preParsing', async (request, reply, payload) => {
        if (request.headers['content-encoding'] !== 'gzip') return payload
        const gunzip = createGunzip()
        payload.pipe(gunzip)
        return gunzip
      })
      app.post('/', async (request) => ({ length: (request.body as string).length }))
    },
    requests: [
      post('/', gzipSync('z'.repeat(150)), { 'content-type': 'text/plain', 'content-encoding': 'gzip' }),
      post('/', gzipSync('z'.repeat(5000)), { 'content-type': 'text/plain', 'content-encoding': 'gzip' }),
      post('/', Buffer.from('not gzip'), { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
    ]
  },
  {
    name: 'invalid bodyLimit options',
    async run(make, t) {
      for (const bodyLimit of [-1, 0, 1.5, '10', Number.NaN]) {
        try {
          const app = make({ bodyLimit: bodyLimit as number })
          app.post('/', async () => 'x')
          await app.ready()
          t.observe(`server ${String(bodyLimit)}`, 'accepted')
        } catch (error) {
          t.observe(`server ${String(bodyLimit)}`, (error as { code?: string }).code ?? 'no code')
        }
      }
      for (const bodyLimit of [-1, 0, 1.5, '10']) {
        const app = make()
        try {
          app.post('/', { bodyLimit: bodyLimit as number }, async () => 'x')
          await app.ready()
          t.observe(`route ${String(bodyLimit)}`, 'accepted')
        } catch (error) {
          t.observe(`route ${String(bodyLimit)}`, (error as { code?: string }).code ?? 'no code')
        }
      }
    }
  },
  {
    name: 'what a Content-Length of the exact limit allows',
    options: { bodyLimit: 16 },
    setup(app) {
      app.post('/', async (request) => ({ body: request.body }))
    },
    requests: [
      post('/', '0123456789abcdef', { 'content-type': 'text/plain' }),
      post('/', '0123456789abcdefg', { 'content-type': 'text/plain' }),
      post('/', '\u00e9'.repeat(8), { 'content-type': 'text/plain' }),
      post('/', '\u00e9'.repeat(9), { 'content-type': 'text/plain' })
    ]
  },
  {
    name: 'a gzip body is never decoded by the framework',
    setup(app) {
      app.post('/', async (request) => ({ body: request.body }))
    },
    requests: [post('/', gzipSync('{"a":1}'), { 'content-encoding': 'gzip' })]
  }
])
