// @fastify/swagger's `transform` option: routes described by Zod, Valibot or ArkType appear in the generated
// document with the JSON Schemas their libraries give.
import capsule, { type CapsuleInstance } from '@capsule/server'
import swagger from '@fastify/swagger'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createSwaggerTransform,
  standardSerializerCompiler,
  standardValidatorCompiler,
  swaggerTransform,
  type SwaggerTransformOptions
} from '../src/index.js'
import { libraries } from './libraries.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { content?: Record<string, { schema: unknown }>; schema?: unknown }>
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>

/**
 * A server with @fastify/swagger (OpenAPI 3.0 unless `document` says otherwise); its root compiles with this package
 * unless `standardRoot` is false.
 */
async function documented(
  transformOptions?: SwaggerTransformOptions,
  document: Record<string, unknown> = { openapi: { info: { title: 'API', version: '1.0.0' } } },
  standardRoot = true
): Promise<CapsuleInstance> {
  const server = capsule()
  await server.register(swagger as never, {
    ...document,
    transform: transformOptions === undefined ? swaggerTransform : createSwaggerTransform(transformOptions)
  })
  if (standardRoot) {
    server.setValidatorCompiler(standardValidatorCompiler)
    server.setSerializerCompiler(standardSerializerCompiler)
  }
  return server
}

async function documentOf(server: CapsuleInstance): Promise<Document> {
  await server.ready()
  return (server as unknown as { swagger(): Document }).swagger()
}

describe.each(libraries)('the OpenAPI document of routes described with $name', (lib) => {
  it('contains the JSON Schema of every request part and of the response', async () => {
    app = await documented(lib.toJsonSchema === undefined ? undefined : { toJsonSchema: lib.toJsonSchema })
    app.post(
      '/items/:id',
      {
        schema: {
          summary: 'create',
          tags: ['items'],
          body: lib.user,
          querystring: lib.query,
          params: lib.params,
          headers: lib.headers,
          response: { 201: lib.output }
        }
      },
      async () => ({}) as never
    )
    const operation = (await documentOf(app)).paths['/items/{id}']!['post']!
    expect(operation).toMatchObject({ summary: 'create', tags: ['items'] })
    const body = operation.requestBody?.content['application/json']?.schema as { required: string[] }
    expect(body).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer' } }
    })
    expect([...body.required].sort()).toEqual(['age', 'name'])
    const parameters = (operation.parameters ?? []).map(({ in: where, name, required }) => ({
      in: where,
      name,
      required
    }))
    expect(parameters).toEqual(
      expect.arrayContaining([
        { in: 'query', name: 'limit', required: true },
        { in: 'path', name: 'id', required: true },
        { in: 'header', name: 'x-count', required: true }
      ])
    )
    expect(parameters).toHaveLength(3)
    const output = operation.responses['201']?.content?.['application/json']?.schema as { required: string[] }
    expect(output).toMatchObject({
      type: 'object',
      properties: { id: { type: 'number' }, name: { type: 'string', minLength: 3 } }
    })
    expect([...output.required].sort()).toEqual(['id', 'name'])
  })

  it("leaves no '$schema' keyword in the document", async () => {
    app = await documented(lib.toJsonSchema === undefined ? undefined : { toJsonSchema: lib.toJsonSchema })
    app.post(
      '/users',
      { schema: { body: lib.user, response: { 200: lib.output } } },
      async () => ({}) as never
    )
    expect(JSON.stringify(await documentOf(app))).not.toContain('$schema')
  })
})

describe('the swagger transform', () => {
  it('refuses a schema no source gives a JSON Schema for (Valibot without a converter), naming the route and the part', async () => {
    app = await documented()
    app.post('/users', { schema: { body: v.object({ name: v.string() }) } }, async () => ({}) as never)
    const error = await documentOf(app).then(
      () => undefined,
      (failure: unknown) => failure as Error & { code: string }
    )
    expect(error?.code).toBe('CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA')
    expect(error?.message).toMatch(
      /^The body schema of POST \/users \(valibot\) cannot be described in the API document: the library gives no JSON Schema of its input/
    )
  })

  it("refuses a response whose output the library cannot describe (a Zod transform), with the library's reason", async () => {
    app = await documented()
    app.get(
      '/shout',
      {
        schema: { response: { 200: z.object({ name: z.string().transform((name) => name.toUpperCase()) }) } }
      },
      async () => ({ name: 'a' })
    )
    const error = await documentOf(app).then(
      () => undefined,
      (failure: unknown) => failure as Error & { code: string }
    )
    expect(error?.code).toBe('CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA')
    expect(error?.message).toContain(
      'The response schema for status 200 of GET /shout (zod) cannot be described in the API document: Transforms cannot be represented in JSON Schema.'
    )
  })

  it('documents a transform by its input in a request part', async () => {
    app = await documented()
    app.post(
      '/shout',
      { schema: { body: z.object({ name: z.string().transform((name) => name.toUpperCase()) }) } },
      async () => ({}) as never
    )
    const operation = (await documentOf(app)).paths['/shout']!['post']!
    expect(operation.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name']
    })
  })

  it('leaves JSON Schema routes as @fastify/swagger documents them without it, shared schemas and $ref included', async () => {
    const jsonRoute = (server: CapsuleInstance): void => {
      server.addSchema({ $id: 'user', type: 'object', properties: { id: { type: 'integer' } } })
      server.register(async (json) => {
        json.post(
          '/json',
          {
            schema: {
              body: { $ref: 'user#' },
              querystring: { type: 'object', properties: { q: { type: 'string' } } },
              response: { 200: { $ref: 'user#' } }
            }
          },
          async () => ({}) as never
        )
      })
    }
    app = await documented(undefined, undefined, false)
    jsonRoute(app)
    app.post(
      '/zod',
      { validatorCompiler: standardValidatorCompiler, schema: { body: z.object({ a: z.string() }) } },
      async () => ({}) as never
    )
    const transformed = await documentOf(app)
    const plain = capsule()
    await plain.register(swagger as never, { openapi: { info: { title: 'API', version: '1.0.0' } } })
    jsonRoute(plain)
    const expected = await documentOf(plain)
    await plain.close()
    expect(transformed.paths['/json']).toEqual(expected.paths['/json'])
    expect(transformed['components']).toEqual(expected['components'])
    expect(transformed.paths['/zod']).toBeDefined()
  })

  it('converts the schemas of content maps, request and response', async () => {
    app = await documented()
    app.post(
      '/content',
      {
        schema: {
          body: { content: { 'application/json': { schema: z.object({ a: z.string() }) } } },
          response: {
            200: {
              description: 'the item',
              content: { 'application/json': { schema: type({ b: 'number' }) } }
            }
          }
        }
      },
      async () => ({}) as never
    )
    const operation = (await documentOf(app)).paths['/content']!['post']!
    expect(operation.requestBody?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a']
    })
    expect(operation.responses['200']).toMatchObject({
      description: 'the item',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] }
        }
      }
    })
  })

  it("asks for the document's dialect: OpenAPI 3.0's own, draft-07 from a library without it (ArkType), 2020-12 for 3.1", () => {
    // called directly: @fastify/swagger rewrites nullable forms into its document's dialect afterwards
    const schema = { body: z.tuple([z.string()]), response: { 200: type({ a: 'string | null' }) } }
    const openapi30 = swaggerTransform({ schema, url: '/', openapiObject: { openapi: '3.0.3' } }).schema!
    expect(openapi30['body']).toEqual({
      type: 'array',
      items: { anyOf: [{ type: 'string' }] },
      minItems: 1,
      maxItems: 1
    })
    expect(openapi30['response']).toEqual({
      200: {
        type: 'object',
        properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        required: ['a']
      }
    })
    const openapi31 = swaggerTransform({ schema, url: '/', openapiObject: { openapi: '3.1.0' } }).schema!
    expect(openapi31['body']).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }],
      items: false,
      minItems: 1,
      maxItems: 1
    })
    const swagger2 = swaggerTransform({ schema, url: '/', swaggerObject: {} }).schema!
    expect(swagger2['body']).toEqual({
      type: 'array',
      items: [{ type: 'string' }],
      additionalItems: false,
      minItems: 1,
      maxItems: 1
    })
    const chosen = createSwaggerTransform({ target: 'openapi-3.0' })({
      schema: { body: schema.body },
      url: '/',
      openapiObject: { openapi: '3.1.0' }
    }).schema!
    expect(chosen['body']).toEqual(openapi30['body'])
  })

  it('leaves a route without a schema, and keys it does not know, as they are', () => {
    expect(swaggerTransform({ schema: undefined, url: '/a' })).toEqual({ schema: undefined, url: '/a' })
    const schema = { hide: true, tags: ['x'], body: { type: 'object' } }
    expect(swaggerTransform({ schema, url: '/a' })).toEqual({ schema, url: '/a' })
  })

  it('converts for a Swagger 2.0 document', async () => {
    app = await documented(undefined, { swagger: { info: { title: 'API', version: '1.0.0' } } })
    app.post(
      '/users',
      { schema: { body: z.object({ name: z.string() }), response: { 200: type({ id: 'number' }) } } },
      async () => ({}) as never
    )
    const operation = (await documentOf(app)).paths['/users']!['post']!
    const body = (operation.parameters ?? []).find((parameter) => parameter.in === 'body')
    expect(body?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name']
    })
    expect(operation.responses['200']?.schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' } },
      required: ['id']
    })
  })
})
