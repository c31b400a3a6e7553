// The application every runner serves: one Capsule app, imported through the `fastify` alias (so it is also "a
// Fastify app" as its users write it), with the real @fastify/cors and fastify-plugin. It imports nothing that is
// specific to a runtime: Node, Bun and Deno load this same file (Bun and Deno through their node:* modules).
import { Readable } from 'node:stream'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import cors from '@fastify/cors'

export const ALLOWED_ORIGIN = 'http://allowed.example'
/** The per-route bodyLimit of POST /upload, in bytes. */
export const UPLOAD_LIMIT = 32
/** The chunks of the streaming routes, written one by one with a pause between them. */
export const CHUNKS = ['alpha,', 'beta,', 'gamma,', 'delta']

/** GET /stream/large sends LARGE_CHUNKS chunks of LARGE_CHUNK_SIZE bytes, chunk i filled with the letter 'a' + i % 26. */
export const LARGE_CHUNKS = 64
export const LARGE_CHUNK_SIZE = 16 * 1024

/** GET /stream/slow sends its first chunk, waits this long, then sends the second. */
export const SLOW_PAUSE = 300

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the onSend hook saw as the payload: the streams must arrive there as the handler returned them. */
function payloadKind(payload) {
  if (typeof payload === 'string') return 'string'
  if (Buffer.isBuffer(payload)) return 'buffer'
  if (payload !== null && typeof payload === 'object') {
    if (typeof payload.pipe === 'function') return 'node-stream'
    if (Object.prototype.toString.call(payload) === '[object ReadableStream]') return 'web-stream'
  }
  return payload === null ? 'null' : typeof payload
}

// a fastify-plugin plugin: its decorators reach the parent context (and so every route)
const shared = fp(
  async function sharedPlugin(app, opts) {
    app.decorate('shared', opts.value)
    app.decorateRequest('viaPreHandler', '')
  },
  { name: 'shared', fastify: '5.x' }
)

// an encapsulated plugin: its decorator and hook stay inside its own context
async function scoped(app) {
  app.decorate('scopedValue', 'only in /scoped')
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-scoped-hook', 'yes')
  })
  app.get('/', async function () {
    return { scopedValue: this.scopedValue, shared: this.shared }
  })
}

export async function build(options = {}) {
  const app = Fastify({ logger: false, ...options })

  await app.register(cors, { origin: [ALLOWED_ORIGIN], methods: ['GET', 'POST', 'PUT'] })
  await app.register(shared, { value: 'from fastify-plugin' })
  await app.register(scoped, { prefix: '/scoped' })

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-on-request', 'yes')
  })
  app.addHook('preHandler', async (request) => {
    request.viaPreHandler = `${request.method} ${request.routeOptions.url}`
  })
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-on-send', payloadKind(payload))
    return payload
  })

  app.get('/hello', async () => ({ hello: 'world' }))

  app.get('/context', async function (request) {
    return {
      scopedVisible: this.hasDecorator('scopedValue'),
      shared: this.shared,
      viaPreHandler: request.viaPreHandler,
      ip: request.ip,
      host: request.host,
      protocol: request.protocol,
      method: request.method,
      url: request.url,
      custom: request.headers['x-custom'] ?? null
    }
  })

  app.post(
    '/users/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        querystring: { type: 'object', properties: { notify: { type: 'boolean', default: false } } },
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1 },
            tags: { type: 'array', items: { type: 'string' } }
          }
        },
        response: {
          201: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              tags: { type: 'array', items: { type: 'string' } },
              notify: { type: 'boolean' }
            }
          }
        }
      }
    },
    async (request, reply) => {
      reply.code(201)
      return { ...request.body, id: request.params.id, notify: request.query.notify, password: 'never sent' }
    }
  )

  // bytes as a Buffer, as @fastify/* plugins and users add it (Fastify has no parser for them by default)
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (request, body, done) =>
    done(null, body)
  )

  app.post('/echo', async (request, reply) => {
    reply.type(request.headers['content-type'] ?? 'text/plain')
    if (typeof request.body === 'string' || Buffer.isBuffer(request.body)) return request.body
    return JSON.stringify(request.body)
  })

  app.post('/ping', async (request) => ({ pong: true, body: request.body ?? null }))

  app.post('/upload', { bodyLimit: UPLOAD_LIMIT }, async (request) => ({ received: request.body.length }))

  app.get('/http-error', async () => {
    throw Object.assign(new Error('You shall not pass'), { statusCode: 403 })
  })

  app.get('/crash', async () => {
    // an unexpected error: its message carries internals and is masked
    throw new TypeError('connect ECONNREFUSED db.internal:5432')
  })

  app.get('/stream/node', async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return Readable.from(
      (async function* () {
        for (const chunk of CHUNKS) {
          await pause(5)
          yield Buffer.from(chunk)
        }
      })()
    )
  })

  app.get('/stream/web', async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    let index = 0
    return new ReadableStream({
      async pull(controller) {
        if (index === CHUNKS.length) {
          controller.close()
          return
        }
        await pause(5)
        controller.enqueue(new TextEncoder().encode(CHUNKS[index++]))
      }
    })
  })

  app.get('/stream/slow', async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return Readable.from(
      (async function* () {
        yield Buffer.from('first,')
        await pause(SLOW_PAUSE)
        yield Buffer.from('second')
      })()
    )
  })

  app.get('/stream/large', async (request, reply) => {
    reply.type('application/octet-stream')
    // more than any socket buffer: the response is written under backpressure
    return Readable.from(
      (function* () {
        for (let i = 0; i < LARGE_CHUNKS; i++) yield Buffer.alloc(LARGE_CHUNK_SIZE, 97 + (i % 26))
      })()
    )
  })

  app.get('/buffer', async (request, reply) => {
    reply.type('application/octet-stream')
    return Buffer.from([0, 1, 2, 253, 254, 255])
  })

  app.get('/cookies', async (request, reply) => {
    reply.header('set-cookie', 'session=abc; Path=/; HttpOnly')
    reply.header('set-cookie', 'theme=dark; Path=/')
    return { cookies: 2 }
  })

  app.get('/redirect', async (request, reply) => reply.redirect('/hello', 302))

  app.delete('/empty', async (request, reply) => {
    reply.code(204).send()
  })

  app.get('/trailers', async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    reply.trailer('x-body-length', async (reply, payload) => String(payload.length))
    return 'body with a trailer'
  })

  return app
}
