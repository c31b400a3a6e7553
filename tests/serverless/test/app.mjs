// The application behind the Lambda handler in the API Gateway tests: an ordinary Fastify-style app (a plugin
// wrapped in fastify-plugin, schemas, hooks), written once and wrapped by @fastify/aws-lambda as its README shows.
import { gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import fp from 'fastify-plugin'

/** The bytes GET /logo.png answers: a PNG signature, not valid UTF-8. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe])
/** What GET /report answers, gzipped (Content-Encoding: gzip). */
export const REPORT = JSON.stringify({
  rows: Array.from({ length: 20 }, (_, i) => ({ i, label: `row ${i}` }))
})

// A plugin as applications write them: fastify-plugin so that its decorator and hooks reach the routes.
const tenancy = fp(
  async (app) => {
    app.decorateRequest('tenant', '')
    app.addHook('onRequest', async (request, reply) => {
      request.tenant = request.headers['x-tenant'] ?? 'public'
      reply.header('x-tenant', request.tenant)
    })
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-served-by', 'lambda')
      return payload
    })
  },
  { name: 'tenancy' }
)

const user = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' } }
}

/**
 * The app; `options` go to the factory. `exposeServerErrors: true` makes Capsule send a 5xx error's own message as
 * Fastify does (Fastify ignores the option), so both answer the same bytes.
 */
export function buildApp(options = {}) {
  const app = Fastify({ exposeServerErrors: true, ...options })
  app.register(tenancy)

  app.get(
    '/users/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        querystring: {
          type: 'object',
          properties: {
            fields: { type: 'string', pattern: '^[a-z]+(,[a-z]+)*$' },
            tag: { type: 'array', items: { type: 'string' } },
            limit: { type: 'integer', minimum: 1, maximum: 100 }
          }
        },
        response: {
          200: {
            type: 'object',
            properties: {
              ...user.properties,
              fields: { type: 'string' },
              tags: { type: 'array', items: { type: 'string' } },
              limit: { type: 'integer' },
              tenant: { type: 'string' }
            }
          }
        }
      }
    },
    async (request) => ({
      id: request.params.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      fields: request.query.fields,
      tags: request.query.tag,
      limit: request.query.limit,
      tenant: request.tenant,
      passwordHash: 'not in the response schema: never sent'
    })
  )

  app.post(
    '/users',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string' } }
        },
        response: { 201: user }
      }
    },
    async (request, reply) => {
      reply.code(201)
      // the whole body (with fields the schema does not declare) goes back: the response schema keeps them out
      return { id: 7, ...request.body, passwordHash: 'not in the response schema: never sent' }
    }
  )

  app.get('/whoami', async (request) => ({
    id: request.id,
    ip: request.ip,
    ips: request.ips ?? null,
    hostname: request.hostname,
    protocol: request.protocol,
    url: request.url,
    userAgent: request.headers['user-agent'],
    cookie: request.headers.cookie ?? null,
    requestIdHeader: request.headers['x-request-id'] ?? null
  }))

  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.3.7:5432')
  })
  app.get('/unavailable', async () => {
    const error = new Error('down for maintenance')
    error.statusCode = 503
    throw error
  })
  app.get('/teapot', async () => {
    const error = new Error('short and stout')
    error.statusCode = 418
    throw error
  })

  app.get('/session', (request, reply) => {
    reply.header('set-cookie', 'session=s3cr3t; Path=/; HttpOnly; Secure; SameSite=Lax')
    reply.send({ ok: true })
  })
  app.get('/login', (request, reply) => {
    reply.header('set-cookie', 'session=s3cr3t; Path=/; HttpOnly')
    reply.header('set-cookie', 'theme=dark; Path=/; Max-Age=31536000')
    reply.header('set-cookie', 'csrf=abc; Path=/; SameSite=Strict')
    reply.send({ ok: true })
  })
  app.get('/vary', (request, reply) => {
    reply.header('x-list', ['a', 'b', 'c']).header('cache-control', 'no-store').send('text')
  })

  app.get('/logo.png', (request, reply) => {
    reply.type('image/png').send(PNG)
  })
  app.get('/report', (request, reply) => {
    reply.header('content-encoding', 'gzip').type('application/json').send(gzipSync(REPORT))
  })

  // every method on AWS's documented example path: echoes what the route saw
  app.all('/my/path', async (request) => ({
    method: request.method,
    query: request.query,
    header1: request.headers.header1,
    header2: request.headers.header2,
    cookie: request.headers.cookie ?? null,
    body: request.body ?? null,
    ip: request.ip
  }))
  return app
}
