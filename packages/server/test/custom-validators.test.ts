import { afterEach, describe, expect, it } from 'vitest'
import { Ajv } from 'ajv'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('custom validators (apps/docs/guide/validation.md, "Custom validators")', () => {
  it('chooses a validator per request part: no coercion for the body only (rule 6)', async () => {
    app = capsule()
    const compilers: Record<string, Ajv> = {
      body: new Ajv({ removeAdditional: false, coerceTypes: false, allErrors: false }),
      params: new Ajv({ coerceTypes: true }),
      querystring: new Ajv({ coerceTypes: true }),
      headers: new Ajv({ coerceTypes: true })
    }
    app.setValidatorCompiler((route) => {
      if (!route.httpPart) throw new Error('Missing httpPart')
      const compiler = compilers[route.httpPart]
      if (!compiler) throw new Error(`Missing compiler for ${route.httpPart}`)
      return compiler.compile(route.schema as object)
    })
    app.post(
      '/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          body: { type: 'object', properties: { n: { type: 'integer' } } }
        }
      },
      async (request) => ({ params: request.params, body: request.body })
    )
    expect((await app.inject({ method: 'POST', url: '/1', payload: { n: 2 } })).json()).toEqual({
      params: { id: 1 },
      body: { n: 2 }
    })
    const coercedBody = await app.inject({ method: 'POST', url: '/1', payload: { n: '2' } })
    expect(coercedBody.statusCode).toBe(400)
  })

  it('does not give addSchema schemas to a custom validator; getSchemas still lists them (rule 9)', async () => {
    app = capsule()
    app.addSchema({ $id: 'shared', type: 'object', properties: { a: { type: 'string' } } })
    const seen: string[][] = []
    app.register(async (child) => {
      child.setValidatorCompiler(({ schema }) => {
        seen.push(Object.keys(child.getSchemas()))
        const ajv = new Ajv()
        for (const shared of Object.values(child.getSchemas())) ajv.addSchema(shared as object)
        return ajv.compile(schema as object)
      })
      child.post('/', { schema: { body: { $ref: 'shared#' } } }, async (request) => request.body)
    })
    expect((await app.inject({ method: 'POST', url: '/', payload: { a: 'x' } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })).statusCode).toBe(400)
    expect(seen).toEqual([['shared']])
  })

  it('lets a custom error handler read error.validation and error.validationContext (rules 12, 14)', async () => {
    app = capsule()
    const messages: Record<string, string> = { required: 'es obligatorio' }
    app.setErrorHandler((error, _request, reply) => {
      if (error.validation) {
        const first = (
          error.validation as Array<{ keyword: string; params: { missingProperty?: string } }>
        )[0]!
        reply.code(400).send({
          where: error.validationContext,
          localized: `${first.params.missingProperty} ${messages[first.keyword]}`
        })
        return
      }
      reply.send(error)
    })
    app.post('/', { schema: { body: { type: 'object', required: ['nombre'] } } }, async () => 'ok')
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ where: 'body', localized: 'nombre es obligatorio' })
  })

  it('reports a compiler that throws for a missing part at ready, naming the route and part', async () => {
    app = capsule()
    app.setValidatorCompiler(({ httpPart }) => {
      throw new Error(`Missing compiler for ${httpPart}`)
    })
    app.get('/q', { schema: { querystring: { type: 'object' } } }, async () => 'x')
    const error = (await app.ready().catch((e: unknown) => e)) as Error
    expect(error.message).toContain('Missing compiler for querystring')
    expect(error.message).toContain('GET /q')
  })

  it('accepts other result shapes: true, false with errors, and a promise', async () => {
    app = capsule()
    app.post('/true', { schema: { body: {} }, validatorCompiler: () => () => true }, async () => 'ok')
    app.post(
      '/false',
      {
        schema: { body: {} },
        validatorCompiler: () =>
          Object.assign(() => false, { errors: [{ instancePath: '/x', message: 'is wrong' }] })
      },
      async () => 'ok'
    )
    // a promise is pass/fail only (as in Fastify): what it resolves with is not read as {value}/{error}
    app.post(
      '/promise',
      { schema: { body: {} }, validatorCompiler: () => async () => ({ value: { replaced: true } }) },
      async (request) => request.body
    )
    app.post(
      '/promise-false',
      { schema: { body: {} }, validatorCompiler: () => async () => false },
      async () => 'ok'
    )
    app.post(
      '/promise-rejects',
      {
        schema: { body: {} },
        validatorCompiler: () => async () => Promise.reject(new Error('async says no'))
      },
      async () => 'ok'
    )
    expect((await app.inject({ method: 'POST', url: '/true', payload: {} })).body).toBe('ok')
    expect((await app.inject({ method: 'POST', url: '/false', payload: {} })).json().message).toBe(
      'body/x is wrong'
    )
    expect((await app.inject({ method: 'POST', url: '/promise', payload: { mine: 1 } })).json()).toEqual({
      mine: 1
    })
    expect((await app.inject({ method: 'POST', url: '/promise-false', payload: {} })).statusCode).toBe(400)
    const rejected = await app.inject({ method: 'POST', url: '/promise-rejects', payload: {} })
    expect([rejected.statusCode, rejected.json().message]).toEqual([400, 'async says no'])
  })

  it('uses a per-route schemaErrorFormatter over the instance one', async () => {
    app = capsule({ schemaErrorFormatter: () => new Error('instance formatter') })
    app.post('/instance', { schema: { body: { type: 'object', required: ['a'] } } }, async () => 'ok')
    app.post(
      '/route',
      {
        schema: { body: { type: 'object', required: ['a'] } },
        schemaErrorFormatter: () => new Error('route formatter')
      },
      async () => 'ok'
    )
    expect((await app.inject({ method: 'POST', url: '/instance', payload: {} })).json().message).toBe(
      'instance formatter'
    )
    expect((await app.inject({ method: 'POST', url: '/route', payload: {} })).json().message).toBe(
      'route formatter'
    )
  })

  it('takes compilers from schemaController.compilersFactory and a custom bucket', async () => {
    const buckets: string[] = []
    app = capsule({
      schemaController: {
        bucket: (parent) => {
          const store: Record<string, unknown> = { ...(parent ?? {}) }
          buckets.push('made')
          return {
            add: (schema) => void (store[(schema as { $id: string }).$id] = schema),
            getSchema: (id) => store[id] as never,
            getSchemas: () => ({ ...store }) as never
          }
        },
        compilersFactory: {
          buildValidator: () => () => (data: unknown) => ({ value: { wrapped: data } })
        }
      }
    })
    app.addSchema({ $id: 'x', type: 'string' })
    expect(app.getSchema('x')).toEqual({ $id: 'x', type: 'string' })
    app.post('/', { schema: { body: { type: 'object' } } }, async (request) => request.body)
    expect((await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })).json()).toEqual({
      wrapped: { a: 1 }
    })
    // one bucket: the root's (no plugin context adds schemas of its own)
    expect(buckets).toEqual(['made'])
  })
})
