// Route typing without a provider package: inline schemas type the request parts and the replies; explicit generics
// win over a type provider, which wins over the built-in inference, which wins over the defaults.
import { describe, expectTypeOf, it } from 'vitest'
import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import capsule, { type FastifyReply, type FastifyRequest, type FastifyTypeProvider } from '../../src/index.js'

describe('request parts from inline schemas', () => {
  it('types params, querystring (and its alias query), headers and body', () => {
    const app = capsule()
    app.post(
      '/users/:id',
      {
        schema: {
          params: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
          querystring: { type: 'object', properties: { verbose: { type: 'boolean' } } },
          headers: { type: 'object', required: ['X-Tenant'], properties: { 'X-Tenant': { type: 'string' } } },
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } }
          }
        }
      },
      async (request) => {
        expectTypeOf(request.params.id).toEqualTypeOf<number>()
        expectTypeOf(request.query.verbose).toEqualTypeOf<boolean | undefined>()
        expectTypeOf(request.headers['x-tenant']).toEqualTypeOf<string>()
        expectTypeOf(request.headers['user-agent']).toEqualTypeOf<string | undefined>()
        expectTypeOf(request.body.name).toEqualTypeOf<string>()
        expectTypeOf(request.body.tags).toEqualTypeOf<string[] | undefined>()
        // @ts-expect-error a misspelt body field
        void request.body.nmae
      }
    )
    app.get(
      '/q',
      { schema: { query: { type: 'object', properties: { page: { type: 'integer' } } } } },
      async (request) => {
        expectTypeOf(request.query.page).toEqualTypeOf<number | undefined>()
      }
    )
  })

  it('types a body with a content map as the union of its media types', () => {
    const app = capsule()
    app.post(
      '/upload',
      {
        schema: {
          body: {
            content: {
              'application/json': {
                schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }
              },
              'text/plain': { schema: { type: 'string' } }
            }
          }
        }
      },
      async (request) => {
        expectTypeOf(request.body).exclude<string>().toHaveProperty('a').toEqualTypeOf<string>()
        expectTypeOf(request.body).extract<string>().toEqualTypeOf<string>()
      }
    )
  })

  it('types the shorthand part schemas', () => {
    const app = capsule()
    app.get(
      '/s',
      {
        schema: {
          querystring: { page: { type: 'integer' }, sort: { type: 'string', enum: ['asc', 'desc'] } }
        }
      },
      async (request) => {
        expectTypeOf(request.query).toHaveProperty('page').toEqualTypeOf<number | undefined>()
        expectTypeOf(request.query).toHaveProperty('sort').toEqualTypeOf<'asc' | 'desc' | undefined>()
        // @ts-expect-error not a parameter of the shorthand
        void request.query.other
      }
    )
  })

  it('gives params from the path when nothing else types them', () => {
    const app = capsule()
    app.get('/orgs/:org/repos/:repo', async (request) => {
      expectTypeOf(request.params.org).toEqualTypeOf<string>()
      expectTypeOf(request.params.repo).toEqualTypeOf<string>()
    })
    app.get('/files/*', async (request) => expectTypeOf(request.params['*']).toEqualTypeOf<string>())
    app.get('/opt/:id?', async (request) =>
      expectTypeOf(request.params.id).toEqualTypeOf<string | undefined>()
    )
    app.get('/re/:id(^\\d+)/x', async (request) => expectTypeOf(request.params.id).toEqualTypeOf<string>())
    app.get('/two/:from-:to', async (request) => expectTypeOf(request.params.to).toEqualTypeOf<string>())
    // a prefix's parameters are not in the path: any other name may be there
    app.get('/plain', async (request) =>
      expectTypeOf(request.params['userId']).toEqualTypeOf<string | undefined>()
    )
  })

  it('keeps the untyped defaults without a schema', () => {
    const app = capsule()
    app.post('/', async (request) => {
      expectTypeOf(request.body).toEqualTypeOf<unknown>()
      expectTypeOf(request.query).toEqualTypeOf<Record<string, unknown>>()
      expectTypeOf(request.headers).toEqualTypeOf<IncomingHttpHeaders>()
    })
  })
})

describe('precedence', () => {
  it('explicit generics win over the schema', () => {
    const app = capsule()
    app.get<{ Querystring: { page: number }; Params: { id: number } }>(
      '/p/:id',
      {
        schema: { querystring: { type: 'object', properties: { page: { type: 'string' } } } }
      },
      async (request) => {
        expectTypeOf(request.query.page).toEqualTypeOf<number>()
        expectTypeOf(request.params.id).toEqualTypeOf<number>()
      }
    )
  })

  it('a type provider wins over the built-in inference', () => {
    interface Everything extends FastifyTypeProvider {
      readonly validator: 'from the provider'
      readonly serializer: unknown
    }
    const app = capsule().withTypeProvider<Everything>()
    app.post(
      '/',
      { schema: { body: { type: 'object', properties: { a: { type: 'string' } } } } },
      async (request) => {
        expectTypeOf(request.body).toEqualTypeOf<'from the provider'>()
      }
    )
  })

  it('infers the route generic from a handler written apart (Fastify style)', () => {
    const app = capsule()
    async function getUser(
      request: FastifyRequest<{ Params: { id: string }; Querystring: { q?: string } }>,
      reply: FastifyReply
    ): Promise<{ id: string }> {
      void reply
      return { id: request.params.id + (request.query.q ?? '') }
    }
    app.get('/users/:id', getUser)
    app.get(
      '/users2/:id',
      { schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } } },
      getUser
    )
    app.route({ method: 'GET', url: '/users3/:id', handler: getUser })
  })
})

describe('replies', () => {
  const schemas = {
    response: {
      200: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } }
      },
      404: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } }
    }
  } as const

  it('checks what a handler returns against its 2xx replies', () => {
    const app = capsule()
    app.get('/ok', { schema: schemas }, async () => ({
      id: 1,
      name: 'a',
      extra: 'dropped by the serializer'
    }))
    app.get('/sync', { schema: schemas }, () => ({ id: 1, name: 'a' }))
    app.get('/raw', { schema: schemas }, async () => 'a preformatted payload')
    app.get('/stream', { schema: schemas }, async () => Readable.from(['x']))
    app.get('/nothing', { schema: schemas }, async (_request, reply) => {
      reply.send({ id: 1, name: 'a' })
    })
    app.get('/returned-reply', { schema: schemas }, async (_request, reply) =>
      reply.code(404).send({ error: 'none' })
    )
    // @ts-expect-error id is an integer
    app.get('/bad-type', { schema: schemas }, async () => ({ id: 'x', name: 'a' }))
    // @ts-expect-error name is required
    app.get('/missing', { schema: schemas }, async () => ({ id: 1 }))
    // any declared reply may be returned, as in Fastify (set its status first)
    app.get('/not-found', { schema: schemas }, async (_request, reply) => {
      reply.code(404)
      return { error: 'not a success' }
    })
    // @ts-expect-error a reply no status declares
    app.get('/undeclared', { schema: schemas }, async () => ({ nothing: true }))
  })

  it('checks send() against the reply of the status chosen', () => {
    const app = capsule()
    app.get('/', { schema: schemas }, async (_request, reply) => {
      reply.code(404).send({ error: 'not found' })
      reply.code(200).send({ id: 1, name: 'a' })
      reply.status(404).send({ error: 'x' })
      // any declared reply before a status is chosen
      reply.send({ error: 'x' })
      reply.code(500).send({ anything: true })
      reply.code(404).send(Buffer.from('raw bytes are sent as they are'))
      // @ts-expect-error a 404 reply needs error
      reply.code(404).send({ id: 1, name: 'a' })
      // @ts-expect-error error is a string
      reply.code(404).send({ error: 404 })
    })
  })

  it('reads status classes, default and content maps', () => {
    const app = capsule()
    app.get(
      '/',
      {
        schema: {
          response: {
            '2xx': { type: 'object', properties: { ok: { type: 'boolean' } } },
            '4xx': { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
            default: {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['fault'], properties: { fault: { type: 'string' } } }
                }
              }
            }
          }
        }
      },
      async (_request, reply) => {
        reply.code(422).send({ message: 'x' })
        reply.code(503).send({ fault: 'y' })
        // @ts-expect-error a 4xx reply needs message
        reply.code(401).send({ ok: true })
        return { ok: true }
      }
    )
  })

  it('types replies by a Reply generic, one type or keyed by status', () => {
    const app = capsule()
    app.get<{ Reply: { id: number } }>('/one', async () => ({ id: 1 }))
    app.get<{ Reply: { 200: { id: number }; 404: { error: string } } }>('/keyed', async (_request, reply) => {
      reply.code(404).send({ error: 'x' })
      return { id: 1 }
    })
    // @ts-expect-error the Reply generic says id is a number
    app.get<{ Reply: { id: number } }>('/bad', async () => ({ id: 'x' }))
  })

  it('types the contract syntax of response entries', () => {
    const app = capsule()
    app.get(
      '/c',
      { schema: { response: { 200: { id: { type: 'integer' }, name: { type: 'string' } } } } },
      async () => ({ id: 1 })
    )
    // @ts-expect-error contract syntax: id is an integer
    app.get('/c2', { schema: { response: { 200: { id: { type: 'integer' } } } } }, async () => ({ id: 'x' }))
  })
})

describe('route() and the other forms', () => {
  it('types route() options like the shorthands', () => {
    const app = capsule()
    app.route({
      method: 'POST',
      url: '/items/:id',
      schema: {
        body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } },
        response: { 201: { type: 'object', properties: { n: { type: 'number' } } } }
      },
      handler: async (request, reply) => {
        expectTypeOf(request.params.id).toEqualTypeOf<string>()
        expectTypeOf(request.body.n).toEqualTypeOf<number>()
        reply.code(201)
        return { n: request.body.n }
      }
    })
  })

  it('takes the options with the handler inside', () => {
    const app = capsule()
    app.get('/h/:id', {
      schema: { querystring: { type: 'object', properties: { a: { type: 'string' } } } },
      handler: async (request) => {
        expectTypeOf(request.query.a).toEqualTypeOf<string | undefined>()
        expectTypeOf(request.params.id).toEqualTypeOf<string>()
      }
    })
  })

  it('returns the instance for chaining', () => {
    const app = capsule()
    expectTypeOf(app.get('/', async () => 'x').post('/', async () => 'y')).toEqualTypeOf<typeof app>()
  })
})
