// What Fastify's own type tests (tests/fastify-type-tests) required of Capsule's types: each fix, and the mistakes that
// must still be caught.
import type { Ajv } from 'ajv'
import { describe, expectTypeOf, it } from 'vitest'
import capsule, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyTypeProvider,
  type FastifyTypeProviderDefault,
  type RouteGenericInterface
} from '../../src/index.js'
import type { FindMyWayFindResult, FindMyWayVersion } from '../../src/types/instance.js'
import type { ResSerializerReply } from '../../src/types/logger.js'
import type { ResolveReplyTypeWithRouteGeneric } from '../../src/types/reply.js'

describe("Fastify's types/* names", () => {
  it('are exported by the same subpath', () => {
    expectTypeOf<FindMyWayVersion<FastifyInstance['server']>>().not.toBeNever()
    expectTypeOf<FindMyWayFindResult<FastifyInstance['server']>['params']>().toEqualTypeOf<{
      [k: string]: string | undefined
    }>()
    expectTypeOf<
      ResSerializerReply<FastifyInstance['server'], FastifyReply>['statusCode']
    >().toEqualTypeOf<number>()
    expectTypeOf<ResolveReplyTypeWithRouteGeneric<{ 200: string }, 200>>().toEqualTypeOf<string>()
  })
})

describe('the instance', () => {
  it('is awaitable as fastify() returns it; ready(cb) chains; close() and after() resolve to undefined', async () => {
    const app = capsule()
    expectTypeOf(app).toMatchTypeOf<PromiseLike<FastifyInstance>>()
    expectTypeOf(app.ready(() => {})).toEqualTypeOf<typeof app>()
    expectTypeOf(app.close()).toEqualTypeOf<Promise<undefined>>()
    expectTypeOf(app.after()).toEqualTypeOf<Promise<undefined>>()
    const decorated = await capsule()
      .decorate('db', 1)
      .register(async () => {})
    expectTypeOf(decorated.db).toEqualTypeOf<number>()
    // @ts-expect-error close(callback) returns nothing to chain on
    app.close(() => {}).get('/', async () => 'x')
  })

  it('types initialConfig per option', () => {
    const app = capsule()
    expectTypeOf(app.initialConfig.bodyLimit).toEqualTypeOf<number | undefined>()
    // @ts-expect-error not an option
    void app.initialConfig.nope
  })
})

describe('hooks', () => {
  it('refuse an async hook that also declares done', () => {
    const app = capsule()
    app.addHook('onRequest', async () => {})
    app.addHook('onRequest', (_request, _reply, done) => done())
    // @ts-expect-error an async hook does not take done
    app.addHook('onRequest', async (_request, _reply, done) => done())
    // @ts-expect-error an async hook does not take done
    app.addHook('onClose', async (_instance, done) => done())
    app.addHook('onClose', async () => {})
  })
})

describe('options', () => {
  it('type the logger serializers and accept logger.genReqId', () => {
    capsule({
      logger: {
        genReqId: () => 'id',
        serializers: {
          req: (request) => {
            expectTypeOf(request).toMatchTypeOf<FastifyRequest>()
            return { url: request.url }
          },
          res: (reply) => ({ statusCode: reply.statusCode }),
          err: (error) => ({ type: error.name, message: error.message, stack: error.stack ?? '' })
        }
      }
    })
    // @ts-expect-error the req serializer returns an object
    capsule({ logger: { serializers: { req: () => 'request' } } })
  })

  it('type the ajv option with Ajv', () => {
    capsule({
      ajv: { onCreate: (ajv) => expectTypeOf(ajv).toEqualTypeOf<Ajv>(), plugins: [(ajv: Ajv) => ajv] }
    })
    // @ts-expect-error a plugin returns the Ajv instance
    capsule({ ajv: { plugins: [() => {}] } })
  })

  it('give schemaErrorFormatter string keywords and paths', () => {
    capsule({
      schemaErrorFormatter: (errors) =>
        new Error(`${errors[0]?.keyword.trim()}${errors[0]?.instancePath.trim()}`)
    })
    // @ts-expect-error the formatter returns an Error
    capsule({ schemaErrorFormatter: () => 'invalid' })
  })

  it('accept a schema bucket that returns what getSchema returns', () => {
    const app = capsule()
    app.setSchemaController({
      bucket: () => ({
        add: (schema) => app.addSchema(schema as object),
        getSchema: (id) => app.getSchema(id),
        getSchemas: () => app.getSchemas()
      })
    })
    // @ts-expect-error a bucket has getSchemas
    app.setSchemaController({ bucket: () => ({ add: () => {}, getSchema: () => undefined }) })
  })
})

describe('explicit type arguments', () => {
  it('addContentTypeParser<string | Buffer> types the body', () => {
    const app = capsule()
    app.addContentTypeParser<Buffer>('application/x-bin', { parseAs: 'buffer' }, (_request, body, done) => {
      expectTypeOf(body).toEqualTypeOf<Buffer>()
      done(null, body)
    })
    app.addContentTypeParser('text/x', { parseAs: 'string' }, async (_request, body) => {
      expectTypeOf(body).toEqualTypeOf<string>()
    })
    // @ts-expect-error a Buffer parser collects a buffer
    app.addContentTypeParser<Buffer>('application/x-bin', { parseAs: 'string' }, async () => null)
  })

  it('decorate<T>() types a function value and its this', () => {
    const app = capsule()
    app.decorate<(x: string) => void>('log2', function (x) {
      expectTypeOf(x).toEqualTypeOf<string>()
      expectTypeOf(this).toMatchTypeOf<FastifyInstance>()
    })
    // @ts-expect-error the value is a string
    app.decorate<string>('label', true)
  })
})

describe('requests and replies', () => {
  it('getValidationFunction() and validateInput() give booleans with the default validator', () => {
    capsule().get('/', async (request) => {
      expectTypeOf(request.validateInput({}, 'body')).toEqualTypeOf<boolean>()
      expectTypeOf(request.getValidationFunction('body')).toMatchTypeOf<
        ((data: unknown) => boolean) | undefined
      >()
    })
  })

  it('give a trailer the payload written, and reply.request is a FastifyRequest', () => {
    capsule().get<{ Params: { id: string } }>('/:id', async (_request, reply) => {
      reply.trailer('x-hash', (_reply, payload) => {
        expectTypeOf(payload).toEqualTypeOf<string | Buffer | null>()
        return 'hash'
      })
      const request: FastifyRequest = reply.request
      void request
    })
  })

  it('let code generic over the schema and provider pass its request on as a FastifyRequest', () => {
    const takesRequest = (request: FastifyRequest): string => request.url
    function forward<S extends FastifySchema, P extends FastifyTypeProvider>(
      request: FastifyRequest<RouteGenericInterface, FastifyInstance['server'], FastifyRequest['raw'], S, P>
    ): string {
      return takesRequest(request)
    }
    capsule().get('/', async (request) => forward<FastifySchema, FastifyTypeProviderDefault>(request))
    // @ts-expect-error a reply is not a request
    capsule().get('/', async (_request, reply) => takesRequest(reply))
  })

  it('accept the reply of reply.code(404).send() as a handler result, and any declared reply', () => {
    const schema = {
      response: {
        200: { type: 'object', properties: { id: { type: 'string' } } },
        404: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } }
      }
    } as const
    const app = capsule()
    app.get('/a', { schema }, async (_request, reply) => reply.code(404).send({ message: 'none' }))
    // @ts-expect-error a 404 reply needs message
    app.get('/b', { schema }, async (_request, reply) => reply.code(404).send({ id: 'x' }))
  })

  it('restrict code() to the statuses a Reply generic declares', () => {
    capsule().get<{ Reply: { 200: string; '4xx': { error: string } } }>('/', async (_request, reply) => {
      reply.code(404).send({ error: 'none' })
      // @ts-expect-error 500 is not declared
      reply.code(500)
      // @ts-expect-error a Reply generic is what is sent: no raw payload instead
      reply.code(200).send(Buffer.from('x'))
      return 'ok'
    })
  })
})
