// A TypeScript application written for Fastify, with `fastify` aliased to @capsule/server: the real plugins'
// declaration files compile against Capsule's types (skipLibCheck: false), their `declare module 'fastify'`
// augmentations reach the application's instance, requests and replies, and their options are checked.
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest
} from 'fastify'
import fp from 'fastify-plugin'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import sensible from '@fastify/sensible'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import cookie from '@fastify/cookie'
import jwt from '@fastify/jwt'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import websocket from '@fastify/websocket'
import autoload from '@fastify/autoload'
import { describe, expectTypeOf, it } from 'vitest'

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

describe('the real @fastify/* plugins through the fastify alias', () => {
  it('register with their options type-checked', async () => {
    const app = Fastify({ logger: false })
    await app.register(cors, { origin: true, methods: ['GET', 'POST'] })
    await app.register(helmet, { global: true })
    await app.register(sensible)
    await app.register(rateLimit, { max: 100, timeWindow: '1 minute' })
    await app.register(swagger, { openapi: { info: { title: 'api', version: '1.0.0' } } })
    await app.register(cookie, { secret: 'a secret' })
    await app.register(jwt, { secret: 'another secret' })
    await app.register(multipart, { limits: { fileSize: 1024 } })
    await app.register(fastifyStatic, { root: '/tmp', prefix: '/public/' })
    await app.register(websocket)
    await app.register(autoload, { dir: '/tmp/routes' })
    // @ts-expect-error cors's origin is not a number
    await app.register(cors, { origin: 42 })
    // @ts-expect-error @fastify/jwt requires its secret
    await app.register(jwt, {})
    // @ts-expect-error @fastify/static's root is a path (or paths, or URLs)
    await app.register(fastifyStatic, { root: 42 })
  })

  it('reach the instance, the requests and the replies with what they declare', () => {
    const app = Fastify()
    app.get('/', async (request, reply) => {
      expectTypeOf(app.jwt.sign({ sub: 'user' })).toEqualTypeOf<string>()
      expectTypeOf(request.cookies).toEqualTypeOf<{ [cookieName: string]: string | undefined }>()
      expectTypeOf(request.jwtVerify).toBeFunction()
      reply.setCookie('token', 'value', { httpOnly: true })
      expectTypeOf(app.httpErrors.notFound).toBeFunction()
      expectTypeOf(reply.cspNonce.script).toEqualTypeOf<string>()
      expectTypeOf(app.swagger).toBeFunction()
      expectTypeOf(request.isMultipart()).toEqualTypeOf<boolean>()
      return reply.notFound()
    })
    app.get('/file', async (_request, reply) => reply.sendFile('index.html'))
    // @ts-expect-error sendFile takes a file name
    app.get('/bad-file', async (_request, reply) => reply.sendFile(42))
  })

  it('add their route options and forms', () => {
    const app = Fastify()
    app.get('/ws', { websocket: true }, (socket, request) => {
      socket.on('message', (message: Buffer) => socket.send(message))
      expectTypeOf(request.ws).toEqualTypeOf<boolean>()
    })
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 1000 } } }, async () => 'ok')
    app.get(
      '/documented',
      { schema: { tags: ['users'], summary: 'list users', hide: false } },
      async () => []
    )
    app.get('/no-helmet', { helmet: false }, async () => 'ok')
    // @ts-expect-error rateLimit.max is a number or a function
    app.get('/bad-limit', { config: { rateLimit: { max: 'many' } } }, async () => 'ok')
    expectTypeOf(app.websocketServer.clients).toEqualTypeOf<Set<import('ws').WebSocket>>()
  })

  it('type a Fastify-style plugin and its decorators', async () => {
    const db: FastifyPluginAsync<{ url: string }> = async (instance, options) => {
      instance.decorate('dbUrl', options.url)
    }
    const app: FastifyInstance = Fastify()
    await app.register(fp(db), { url: 'postgres://localhost' })
    // @ts-expect-error the plugin's options need a url
    await app.register(fp(db), {})
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      await request.jwtVerify()
      void reply
    })
    // @ts-expect-error authenticate is declared as a function of (request, reply)
    app.decorate('authenticate', 'not a function')
    app.get('/private', { onRequest: [app.authenticate] }, async (request) => request.user)
  })
})
