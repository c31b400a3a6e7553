// Standard Schema routes next to JSON Schema (Ajv) routes: per route, per plugin context and per server.
import capsule, { type CapsuleInstance } from '@capsule/server'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import { afterEach, describe, expect, it } from 'vitest'
import {
  standardCompilersFactory,
  standardSerializerCompiler,
  standardValidatorCompiler
} from '../src/index.js'
import { defaultCompilers } from './default-compilers.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/** A reply with fields its response schema does not declare, on purpose: the route types refuse it. */
const withUndeclared = (value: unknown, extra: Record<string, unknown>): never =>
  ({ ...(value as object), ...extra }) as never

const jsonUser = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id']
}

/** Ajv routes: a shared schema by `$ref`, and a query string Ajv coerces. */
function addAjvRoutes(server: CapsuleInstance): void {
  server.post(
    '/ajv/users',
    { schema: { body: { $ref: 'user#' }, response: { 200: { $ref: 'user#' } } } },
    async (request) => ({ ...(request.body as object), password: 'secret' })
  )
  server.get(
    '/ajv/items',
    { schema: { querystring: { type: 'object', properties: { limit: { type: 'integer' } } } } },
    async (request) => request.query
  )
}

async function expectAjvRoutesWork(server: CapsuleInstance): Promise<void> {
  const created = await server.inject({
    method: 'POST',
    url: '/ajv/users',
    payload: { id: '1', name: 'Ada' }
  })
  // Ajv coerced the id; fast-json-stringify dropped the password
  expect([created.statusCode, created.json()]).toEqual([200, { id: 1, name: 'Ada' }])
  const refused = await server.inject({ method: 'POST', url: '/ajv/users', payload: { name: 'Ada' } })
  expect(refused.json()).toMatchObject({ statusCode: 400, message: "body must have required property 'id'" })
  expect((await server.inject('/ajv/items?limit=5')).json()).toEqual({ limit: 5 })
}

describe('per route: the validatorCompiler and serializerCompiler route options', () => {
  it('compile one Zod route while the others keep Ajv, addSchema and $ref included', async () => {
    app = capsule()
    app.addSchema({ $id: 'user', ...jsonUser })
    addAjvRoutes(app)
    app.post(
      '/zod/users',
      {
        validatorCompiler: standardValidatorCompiler,
        serializerCompiler: standardSerializerCompiler,
        schema: {
          body: z.object({ id: z.coerce.number(), name: z.string() }),
          response: { 200: z.object({ id: z.number(), name: z.string() }) }
        }
      },
      async (request) => withUndeclared(request.body, { password: 'secret' })
    )
    await expectAjvRoutesWork(app)
    expect(
      (
        await app.inject({ method: 'POST', url: '/zod/users', payload: { id: '2', name: 'Bo', extra: 1 } })
      ).json()
    ).toEqual({ id: 2, name: 'Bo' })
    const refused = await app.inject({ method: 'POST', url: '/zod/users', payload: { id: 2 } })
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: 'body/name Invalid input: expected string, received undefined'
    })
  })
})

describe('per plugin context: setValidatorCompiler and setSerializerCompiler', () => {
  it('make a plugin Standard Schema while the root keeps Ajv, addSchema and $ref included', async () => {
    app = capsule()
    app.addSchema({ $id: 'user', ...jsonUser })
    addAjvRoutes(app)
    await app.register(
      async (standard) => {
        standard.setValidatorCompiler(standardValidatorCompiler)
        standard.setSerializerCompiler(standardSerializerCompiler)
        standard.post(
          '/valibot',
          { schema: { body: v.object({ n: v.pipe(v.string(), v.transform(Number)) }) } },
          async (request) => request.body
        )
        standard.get(
          '/arktype',
          {
            schema: {
              querystring: type({ n: 'string.integer.parse' }),
              response: { 200: type({ n: 'number' }) }
            }
          },
          async (request) => withUndeclared(request.query, { hidden: true })
        )
      },
      { prefix: '/standard' }
    )
    await expectAjvRoutesWork(app)
    expect(
      (await app.inject({ method: 'POST', url: '/standard/valibot', payload: { n: '4' } })).json()
    ).toEqual({ n: 4 })
    expect((await app.inject('/standard/arktype?n=3')).json()).toEqual({ n: 3 })
    expect((await app.inject('/standard/arktype?n=x')).statusCode).toBe(400)
  })

  it('refuse a JSON Schema in the Standard Schema plugin when the server starts, naming the route, the part and what was given', async () => {
    app = capsule()
    await app.register(async (standard) => {
      standard.setValidatorCompiler(standardValidatorCompiler)
      standard.post('/json', { schema: { body: jsonUser } }, async () => 'unreached')
    })
    const error = (await app.ready().then(
      () => undefined,
      (failure: unknown) => failure
    )) as (Error & { code: string; cause: Error & { code: string } }) | undefined
    expect(error?.code).toBe('FST_ERR_SCH_VALIDATION_BUILD')
    expect(error?.cause.code).toBe('CPS_ERR_STANDARD_SCHEMA_INVALID')
    expect(error?.cause.message).toMatch(
      /^The body schema of POST \/json is not a Standard Schema V1 value: got a JSON Schema \(keys: type, properties, required\)\. /
    )
  })
})

describe('per server: schemaController.compilersFactory', () => {
  it('compiles Standard Schema values with this package and JSON Schemas with the given JSON compilers, in one context', async () => {
    const { createValidatorFactory, createSerializerFactory } = await defaultCompilers()
    app = capsule({
      schemaController: {
        compilersFactory: standardCompilersFactory({
          buildValidator: createValidatorFactory(),
          buildSerializer: createSerializerFactory()
        })
      }
    })
    app.addSchema({ $id: 'user', ...jsonUser })
    addAjvRoutes(app)
    app.get(
      '/zod/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number() }),
          response: { 200: z.object({ id: z.number() }) }
        }
      },
      async (request) => withUndeclared(request.params, { hidden: true })
    )
    await expectAjvRoutesWork(app)
    expect((await app.inject('/zod/8')).json()).toEqual({ id: 8 })
    expect((await app.inject('/zod/x')).json()).toMatchObject({
      statusCode: 400,
      message: 'params/id Invalid input: expected number, received NaN'
    })
  })

  it("passes the server's ajv option to the JSON validator and its serializerOpts to every fast-json-stringify serializer", async () => {
    const { createValidatorFactory, createSerializerFactory } = await defaultCompilers()
    app = capsule({
      ajv: { customOptions: { coerceTypes: false } },
      serializerOpts: { rounding: 'ceil' },
      schemaController: {
        compilersFactory: standardCompilersFactory({
          buildValidator: createValidatorFactory(),
          buildSerializer: createSerializerFactory()
        })
      }
    })
    app.get(
      '/ajv',
      {
        schema: {
          querystring: { type: 'object', properties: { n: { type: 'integer' } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } }
        }
      },
      async () => ({ n: 1.2 })
    )
    app.get('/zod', { schema: { response: { 200: z.object({ n: z.int() }) } } }, async () => ({ n: 1.2 }))
    expect((await app.inject('/ajv?n=1')).statusCode).toBe(400)
    expect((await app.inject('/ajv')).json()).toEqual({ n: 2 })
    expect((await app.inject('/zod')).json()).toEqual({ n: 2 })
  })

  it('gives the Standard Schema serializer its options (mode)', async () => {
    app = capsule({
      schemaController: { compilersFactory: standardCompilersFactory({ serializer: { mode: 'validate' } }) }
    })
    app.get('/zod', { schema: { response: { 200: z.object({ name: z.string().min(3) }) } } }, async () => ({
      name: 'Al'
    }))
    expect((await app.inject('/zod')).json()).toMatchObject({
      statusCode: 500,
      code: 'CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH'
    })
  })

  it('refuses JSON Schemas when no JSON compiler is given', async () => {
    app = capsule({ schemaController: { compilersFactory: standardCompilersFactory() } })
    app.get('/json', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}))
    const error = (await app.ready().then(
      () => undefined,
      (failure: unknown) => failure
    )) as (Error & { code: string; cause: Error & { code: string } }) | undefined
    expect(error?.code).toBe('FST_ERR_SCH_SERIALIZATION_BUILD')
    expect(error?.cause.code).toBe('CPS_ERR_STANDARD_SCHEMA_INVALID')
    expect(error?.cause.message).toMatch(
      /^The response schema for status 200 of GET \/json is not a Standard Schema V1 value: got a JSON Schema \(keys: type\)/
    )
  })
})
