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

/**
 * Routes that reach Node's objects midway: `request.raw` / `reply.raw` read or written in a preHandler hook, in the
 * handler, in onSend, in onResponse, and a plugin's onRequest hook that answers through `reply.raw` itself. Over
 * app.fetch those objects are made when first asked for, from the request and the answer so far; every runner must
 * answer these exactly as over a socket.
 */
async function rawMidway(app) {
  // what the onResponse hook of /raw/on-response saw, read back by GET /raw/on-response/seen
  let seen = null

  // the plugin a user registers for its side effect: it answers one path itself, through reply.raw
  app.register(
    fp(async function answersThroughRaw(instance) {
      instance.addHook('onRequest', async (request, reply) => {
        if (request.url !== '/raw/plugin-writes') return
        reply.raw.statusCode = 418
        reply.raw.setHeader('content-type', 'application/json; charset=utf-8')
        reply.raw.end(JSON.stringify({ from: 'plugin', url: request.raw.url }))
      })
    })
  )
  app.get('/plugin-writes', async () => ({ from: 'handler' }))

  app.get(
    '/pre-handler',
    {
      preHandler: async (request, reply) => {
        reply.raw.setHeader('x-raw-pre-handler', request.raw.headers['x-probe'] ?? 'none')
      }
    },
    async (request) => ({
      method: request.raw.method,
      url: request.raw.url,
      probe: request.headers['x-probe']
    })
  )

  app.get('/handler', (request, reply) => {
    reply.hijack()
    reply.raw.writeHead(201, { 'content-type': 'text/plain; charset=utf-8', 'x-raw': 'handler' })
    reply.raw.write('written ')
    reply.raw.end('to reply.raw')
  })

  app.post(
    '/on-send',
    {
      onSend: async (request, reply, payload) => {
        reply.raw.setHeader('x-status-seen', String(reply.raw.statusCode))
        return payload
      }
    },
    async (request, reply) => {
      reply.code(202)
      return { echoed: request.body }
    }
  )

  app.get(
    '/on-response',
    {
      onResponse: async (request, reply) => {
        seen = { status: reply.raw.statusCode, method: request.raw.method, ended: reply.raw.writableEnded }
      }
    },
    async () => ({ answered: true })
  )
  app.get('/on-response/seen', async () => seen)
}

export async function build(options = {}) {
  const app = Fastify({ logger: false, ...options })

  await app.register(cors, { origin: [ALLOWED_ORIGIN], methods: ['GET', 'POST', 'PUT'] })
  await app.register(shared, { value: 'from fastify-plugin' })
  await app.register(scoped, { prefix: '/scoped' })
  await app.register(rawMidway, { prefix: '/raw' })

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
