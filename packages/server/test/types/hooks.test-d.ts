// Hooks and error handlers: every hook name with its parameters, Fastify's explicit generics, route-level hooks that
// see the route's generics, errors typed as FastifyError (or the TError given).
import { describe, expectTypeOf, it } from 'vitest'
import capsule, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaValidationError,
  type onRequestHookHandler,
  type preHandlerAsyncHookHandler,
  type RequestPayload,
  type RouteOptions
} from '../../src/index.js'

describe('addHook', () => {
  it('types each lifecycle hook, callback or async', () => {
    const app = capsule()
    app.addHook('onRequest', (request, reply, done) => {
      expectTypeOf(request).toMatchTypeOf<FastifyRequest>()
      expectTypeOf(reply).toMatchTypeOf<FastifyReply>()
      done()
    })
    app.addHook('preParsing', async (_request, _reply, payload) => {
      expectTypeOf(payload).toEqualTypeOf<RequestPayload>()
      return payload
    })
    app.addHook('preValidation', async () => {})
    app.addHook('preHandler', (_request, _reply, done) => done(new Error('stop')))
    app.addHook('preSerialization', async (_request, _reply, payload) => payload)
    app.addHook('onSend', (_request, _reply, payload, done) => done(null, payload))
    app.addHook('onResponse', async (_request, reply) => {
      expectTypeOf(reply.elapsedTime).toEqualTypeOf<number>()
    })
    app.addHook('onTimeout', async () => {})
    app.addHook('onRequestAbort', async (request) => {
      expectTypeOf(request.id).toEqualTypeOf<string>()
    })
    app.addHook('onError', async (_request, _reply, error) => {
      expectTypeOf(error).toEqualTypeOf<FastifyError>()
      expectTypeOf(error.validation).toEqualTypeOf<FastifySchemaValidationError[] | undefined>()
    })
  })

  it('types each application hook', () => {
    const app = capsule()
    app.addHook('onRoute', (options) => {
      expectTypeOf(options.url).toEqualTypeOf<string>()
      expectTypeOf(options.routePath).toEqualTypeOf<string>()
    })
    app.addHook('onRegister', (instance) => {
      expectTypeOf(instance).toEqualTypeOf<typeof app>()
    })
    app.addHook('onReady', async function () {
      expectTypeOf(this).toEqualTypeOf<typeof app>()
    })
    app.addHook('onListen', (done) => done())
    app.addHook('preClose', async () => {})
    app.addHook('onClose', async (instance) => {
      expectTypeOf(instance).toEqualTypeOf<typeof app>()
    })
    app.addHook('onClose', { [Symbol.asyncDispose]: async () => {} })
    app.onClose(async () => {})
  })

  it('refuses a hook name that does not exist, and a hook of the wrong shape', () => {
    const app = capsule()
    // @ts-expect-error a misspelt hook name
    app.addHook('preHandlr', async () => {})
    // @ts-expect-error onRoute receives the route options, not a request and a reply
    app.addHook('onRoute', (request: FastifyRequest, reply: FastifyReply) => {
      void request
      void reply
    })
  })

  it('takes route generics explicitly, as Fastify does', () => {
    const app = capsule()
    app.addHook<{ Body: { token: string } }>('preHandler', async (request) => {
      expectTypeOf(request.body.token).toEqualTypeOf<string>()
    })
    app.addHook<{ count: number }>('preSerialization', async (_request, _reply, payload) => {
      expectTypeOf(payload.count).toEqualTypeOf<number>()
      return payload
    })
  })

  it("binds `this` to the instance and accepts Fastify's hook types", () => {
    const app = capsule().decorate('cache', new Map<string, string>())
    app.addHook('onRequest', async function () {
      expectTypeOf(this.cache).toEqualTypeOf<Map<string, string>>()
    })
    const named: onRequestHookHandler = (_request, _reply, done) => done()
    const asyncNamed: preHandlerAsyncHookHandler = async () => {}
    app.addHook('onRequest', named)
    app.addHook('preHandler', asyncNamed)
  })
})

describe('route-level hooks', () => {
  it("see the route's generics and schemas", () => {
    const app = capsule()
    app.post(
      '/',
      {
        schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } },
        preValidation: async (request) => {
          expectTypeOf(request.body.n).toEqualTypeOf<number>()
        },
        preHandler: [
          async (request) => {
            expectTypeOf(request.body.n).toEqualTypeOf<number>()
          }
        ]
      },
      async () => 'x'
    )
    app.get<{ Querystring: { q: string } }>(
      '/q',
      {
        onRequest: async (request) => {
          expectTypeOf(request.query.q).toEqualTypeOf<string>()
        }
      },
      async () => 'x'
    )
  })

  it('accept a shared hook written for any route (FastifyRequest, FastifyReply)', () => {
    const app = capsule()
    const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      void request
      void reply
    }
    app.get<{ Params: { id: string } }>(
      '/users/:id',
      { preHandler: [authenticate] },
      async (request) => request.params.id
    )
    app.post(
      '/items',
      {
        onRequest: authenticate,
        schema: { body: { type: 'object', properties: { a: { type: 'string' } } } }
      },
      async () => 'x'
    )
  })
})

describe('error handlers', () => {
  it('type the error as FastifyError, or the TError given', () => {
    const app = capsule()
    app.setErrorHandler(async function (error, request, reply) {
      expectTypeOf(error).toEqualTypeOf<FastifyError>()
      expectTypeOf(error.statusCode).toEqualTypeOf<number | undefined>()
      expectTypeOf(error.validationContext).toEqualTypeOf<
        'body' | 'params' | 'querystring' | 'query' | 'headers' | undefined
      >()
      expectTypeOf(this).toEqualTypeOf<typeof app>()
      void request
      return reply.code(error.statusCode ?? 500).send({ message: error.message })
    })
    app.setErrorHandler<Error & { detail: string }>((error) => {
      expectTypeOf(error.detail).toEqualTypeOf<string>()
    })
    app.setErrorHandler((error: unknown) => {
      void error
    })
    app.get(
      '/',
      {
        errorHandler: (error, _request, reply) => {
          reply.send({ code: error.code })
        }
      },
      async () => 'x'
    )
  })

  it('the route options type onRoute hands over', () => {
    const app = capsule()
    app.addHook('onRoute', (options) => {
      expectTypeOf(options).toMatchTypeOf<RouteOptions>()
      options.config = { ...options.config }
    })
    void (app satisfies FastifyInstance)
  })
})
