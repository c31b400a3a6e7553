import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import ajvErrors from 'ajv-errors'
import { DEFAULT_AJV_OPTIONS } from '@capsule/validator-compiler'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('useDefaults (baseline validator options: missing properties and items are filled)', () => {
  it('fills missing tuple items from their defaults', async () => {
    app = capsule()
    app.post(
      '/items',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              t: {
                type: 'array',
                minItems: 2,
                maxItems: 2,
                items: [
                  { type: 'integer', default: 1 },
                  { type: 'string', default: 'x' }
                ]
              }
            }
          }
        }
      },
      async (request) => request.body
    )
    expect((await app.inject({ method: 'POST', url: '/items', payload: { t: [] } })).json()).toEqual({
      t: [1, 'x']
    })
    expect((await app.inject({ method: 'POST', url: '/items', payload: { t: [7] } })).json()).toEqual({
      t: [7, 'x']
    })
  })

  it('fills a missing nested object from its default, then its properties from theirs', async () => {
    app = capsule()
    app.post(
      '/nested',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              o: {
                type: 'object',
                default: {},
                properties: {
                  n: { type: 'integer', default: 5 },
                  deep: { type: 'object', default: {}, properties: { d: { type: 'boolean', default: true } } }
                }
              }
            }
          }
        }
      },
      async (request) => request.body
    )
    expect((await app.inject({ method: 'POST', url: '/nested', payload: {} })).json()).toEqual({
      o: { n: 5, deep: { d: true } }
    })
    expect((await app.inject({ method: 'POST', url: '/nested', payload: { o: { n: 2 } } })).json()).toEqual({
      o: { n: 2, deep: { d: true } }
    })
  })
})

describe('uriResolver (baseline validator options: a fast URI resolver)', () => {
  it('is fast-uri', () => {
    const requireFromValidator = createRequire(
      new URL('../../validator-compiler/package.json', import.meta.url)
    )
    const fastUri: unknown = requireFromValidator('fast-uri')
    expect(DEFAULT_AJV_OPTIONS.uriResolver).toBe(fastUri)
  })
})

describe('addUsedSchema: false (baseline validator options)', () => {
  it('lets two routes use the same inline $id, each keeping its own schema', async () => {
    app = capsule()
    app.post('/a', { schema: { body: { $id: 'same', type: 'object', required: ['a'] } } }, async () => 'a')
    app.post('/b', { schema: { body: { $id: 'same', type: 'object', required: ['b'] } } }, async () => 'b')
    await app.ready()
    const a = await app.inject({ method: 'POST', url: '/a', payload: { b: 1 } })
    const b = await app.inject({ method: 'POST', url: '/b', payload: { a: 1 } })
    expect([a.statusCode, a.json().message]).toEqual([400, "body must have required property 'a'"])
    expect([b.statusCode, b.json().message]).toEqual([400, "body must have required property 'b'"])
    expect((await app.inject({ method: 'POST', url: '/a', payload: { a: 1 } })).body).toBe('a')
    expect((await app.inject({ method: 'POST', url: '/b', payload: { b: 1 } })).body).toBe('b')
  })

  it('does not add a route schema $id to the shared schemas', async () => {
    app = capsule()
    app.post('/a', { schema: { body: { $id: 'routeOnly', type: 'object' } } }, async () => 'a')
    await app.ready()
    expect(app.getSchema('routeOnly')).toBeUndefined()
    expect(Object.keys(app.getSchemas())).toEqual([])
  })
})

describe('errorMessage forms (validation rule 15)', () => {
  it('uses an errorMessage given as a plain string for any failure of that schema', async () => {
    app = capsule({ ajv: { customOptions: { allErrors: true }, plugins: [ajvErrors] } })
    app.post(
      '/str',
      {
        schema: {
          body: {
            type: 'object',
            required: ['a'],
            properties: { a: { type: 'integer' } },
            errorMessage: 'bad body'
          }
        }
      },
      async () => 'x'
    )
    const missing = await app.inject({ method: 'POST', url: '/str', payload: {} })
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'body bad body'])
    const wrongType = await app.inject({ method: 'POST', url: '/str', payload: { a: 'z' } })
    expect([wrongType.statusCode, wrongType.json().message]).toEqual([400, 'body bad body'])
    expect((await app.inject({ method: 'POST', url: '/str', payload: { a: 1 } })).body).toBe('x')
  })

  it('uses the message keyed by the failing keyword when errorMessage is an object keyed by keyword', async () => {
    app = capsule({ ajv: { customOptions: { allErrors: true }, plugins: [ajvErrors] } })
    app.post(
      '/kw',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              n: {
                type: 'integer',
                minimum: 3,
                errorMessage: { type: 'n must be a whole number', minimum: 'n too small' }
              }
            }
          }
        }
      },
      async () => 'x'
    )
    const type = await app.inject({ method: 'POST', url: '/kw', payload: { n: 'abc' } })
    expect([type.statusCode, type.json().message]).toEqual([400, 'body/n n must be a whole number'])
    const minimum = await app.inject({ method: 'POST', url: '/kw', payload: { n: 1 } })
    expect([minimum.statusCode, minimum.json().message]).toEqual([400, 'body/n n too small'])
    expect((await app.inject({ method: 'POST', url: '/kw', payload: { n: 3 } })).body).toBe('x')
  })
})

describe('the ajv option (Fastify checks it when the server is created)', () => {
  it('refuses customOptions that is not an object and plugins that is not an array at capsule()', () => {
    expect(() => capsule({ ajv: { customOptions: 5 as never } })).toThrow(
      errorCodes.FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ
    )
    expect(() => capsule({ ajv: { plugins: 5 as never } })).toThrow(
      errorCodes.FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR
    )
  })
})
