// Types from Standard Schema values, with no provider package: a route whose schemas are Zod, Valibot or ArkType
// values types request.body / query / params / headers from each schema's output (transforms applied) and checks the
// reply against the response schema's input.
import { describe, expectTypeOf, it } from 'vitest'
import capsule from '@capsule/server'
import { z } from 'zod'
import * as v from 'valibot'
import { type } from 'arktype'

describe('request parts typed from Standard Schema values', () => {
  it('Zod: body, querystring, params and headers are the schemas’ outputs', () => {
    const app = capsule()
    app.post(
      '/users/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number() }),
          querystring: z.object({ verbose: z.enum(['yes', 'no']).optional() }),
          headers: z.object({ 'x-tenant': z.string() }),
          body: z.object({ name: z.string(), tags: z.array(z.string()).default([]) }),
          response: { 201: z.object({ id: z.number(), name: z.string() }) }
        }
      },
      async (request, reply) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: number }>()
        expectTypeOf(request.query).toEqualTypeOf<{ verbose?: 'yes' | 'no' | undefined }>()
        expectTypeOf(request.headers['x-tenant']).toEqualTypeOf<string>()
        expectTypeOf(request.body).toEqualTypeOf<{ name: string; tags: string[] }>()
        reply.code(201)
        return { id: request.params.id, name: request.body.name }
      }
    )
  })

  it('Valibot and ArkType: transforms give the output type', () => {
    const app = capsule()
    app.get(
      '/items',
      { schema: { querystring: v.object({ limit: v.pipe(v.string(), v.transform(Number)) }) } },
      async (request) => {
        expectTypeOf(request.query).toEqualTypeOf<{ limit: number }>()
        return 'ok'
      }
    )
    app.post(
      '/things',
      { schema: { body: type({ name: 'string', 'count?': 'number' }) } },
      async (request) => {
        expectTypeOf(request.body).toEqualTypeOf<{ name: string; count?: number }>()
        return 'ok'
      }
    )
  })

  it('checks the reply against the response schema’s input', () => {
    const app = capsule()
    const user = { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } }
    app.get('/user', user, async () => ({ id: 1, name: 'Ada' }))
    // @ts-expect-error `name` must be a string: "reply field 'name' does not match the response schema"
    app.get('/user', user, async () => ({ id: 1, name: 2 }))
    app.get(
      '/send',
      { schema: { response: { 200: z.object({ id: z.number() }), 404: z.object({ message: z.string() }) } } },
      (_request, reply) => {
        reply.code(404).send({ message: 'none' })
        // @ts-expect-error the 404 answer needs `message`
        reply.code(404).send({ id: 1 })
      }
    )
  })

  it('a misspelt body field is an error', () => {
    const app = capsule()
    app.post('/x', { schema: { body: z.object({ name: z.string() }) } }, async (request) => {
      // @ts-expect-error `nmae` is not a field of the body
      return request.body.nmae
    })
  })
})
