import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// Shared schemas (apps/docs/guide/validation.md, "Shared schemas"): plain ids such as commonSchema and
// URL-style ids both work, and a $ref to an $id, to /definitions, to a shared schema's $id and to a shared
// schema's /definitions is understood by both the validator and the serializer.
const common = {
  $id: 'commonSchema',
  type: 'object',
  definitions: { obj: { type: 'object', properties: { k: { type: 'string' } } } },
  properties: {
    id: { $id: '#id', type: 'object', properties: { v: { type: 'integer' } } },
    title: { type: 'object', properties: { t: { type: 'string' } } }
  }
}
const urlSchema = {
  $id: 'http://example.com/schemas/user.json',
  type: 'object',
  properties: { uid: { type: 'integer' } },
  definitions: { d: { type: 'object', properties: { dd: { type: 'integer' } } } }
}

describe('$ref forms in the response serializer', () => {
  it('resolves #id, #/definitions, shared#, shared#/definitions, shared#id, shared#/properties, and URL-style ids', async () => {
    app = capsule()
    app.addSchema(common)
    app.addSchema(urlSchema)
    const response = {
      type: 'object',
      definitions: {
        local: { type: 'object', properties: { l: { type: 'boolean' } } },
        anchor: { $id: '#anchor', type: 'object', properties: { an: { type: 'string' } } }
      },
      properties: {
        a: { $ref: '#anchor' },
        b: { $ref: '#/definitions/local' },
        c: { $ref: 'commonSchema#' },
        d: { $ref: 'commonSchema#/definitions/obj' },
        e: { $ref: 'commonSchema#id' },
        f: { $ref: 'commonSchema#/properties/title' },
        g: { $ref: 'http://example.com/schemas/user.json#' },
        h: { $ref: 'http://example.com/schemas/user.json#/definitions/d' }
      }
    }
    app.get('/ser', { schema: { response: { 200: response } } }, async () => ({
      a: { an: 's', x: 1 },
      b: { l: true, x: 1 },
      c: { title: { t: 'x', x: 1 }, x: 1 },
      d: { k: 'k', x: 1 },
      e: { v: '1', x: 1 },
      f: { t: 't', x: 1 },
      g: { uid: '2', x: 1 },
      h: { dd: 3, x: 1 },
      z: 9
    }))
    const result = await app.inject('/ser')
    expect(result.statusCode).toBe(200)
    // every referenced schema filters (drops x, z) and coerces (strings to integers)
    expect(result.json()).toEqual({
      a: { an: 's' },
      b: { l: true },
      c: { title: { t: 'x' } },
      d: { k: 'k' },
      e: { v: 1 },
      f: { t: 't' },
      g: { uid: 2 },
      h: { dd: 3 }
    })
  })

  it('resolves a URL-style shared id as the whole response schema', async () => {
    app = capsule()
    app.addSchema(urlSchema)
    app.get(
      '/user',
      { schema: { response: { 200: { $ref: 'http://example.com/schemas/user.json#' } } } },
      async () => ({ uid: '7', secret: 's' })
    )
    expect((await app.inject('/user')).body).toBe('{"uid":7}')
  })
})

describe('$ref forms in the validator', () => {
  it('resolves a local #id and URL-style shared ids (whole schema and #/definitions)', async () => {
    app = capsule()
    app.addSchema(urlSchema)
    app.post(
      '/val',
      {
        schema: {
          body: {
            type: 'object',
            definitions: { anchor: { $id: '#anchor', type: 'integer' } },
            properties: {
              a: { $ref: '#anchor' },
              g: { $ref: 'http://example.com/schemas/user.json#' },
              h: { $ref: 'http://example.com/schemas/user.json#/definitions/d' }
            }
          }
        }
      },
      async (request) => request.body
    )
    const good = await app.inject({
      method: 'POST',
      url: '/val',
      payload: { a: 1, g: { uid: 1 }, h: { dd: 1 } }
    })
    expect([good.statusCode, good.json()]).toEqual([200, { a: 1, g: { uid: 1 }, h: { dd: 1 } }])
    for (const [payload, message] of [
      [{ a: 'x' }, 'body/a must be integer'],
      [{ g: { uid: 'x' } }, 'body/g/uid must be integer'],
      [{ h: { dd: 'x' } }, 'body/h/dd must be integer']
    ] as const) {
      const bad = await app.inject({ method: 'POST', url: '/val', payload })
      expect([bad.statusCode, bad.json().message]).toEqual([400, message])
    }
  })

  it('uses shared schemas by $ref for params, querystring (with its defaults) and headers', async () => {
    app = capsule()
    app.addSchema({ $id: 'Id', type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] })
    app.addSchema({ $id: 'Q', type: 'object', properties: { n: { type: 'integer', default: 1 } } })
    app.addSchema({
      $id: 'H',
      type: 'object',
      required: ['x-token'],
      properties: { 'x-token': { type: 'string', minLength: 2 } }
    })
    app.get(
      '/p/:id',
      { schema: { params: { $ref: 'Id#' }, querystring: { $ref: 'Q#' }, headers: { $ref: 'H#' } } },
      async (request) => ({
        params: request.params,
        query: request.query
      })
    )
    const ok = await app.inject({ url: '/p/5', headers: { 'x-token': 'ab' } })
    expect([ok.statusCode, ok.json()]).toEqual([200, { params: { id: 5 }, query: { n: 1 } }])
    const coerced = await app.inject({ url: '/p/5?n=3', headers: { 'x-token': 'ab' } })
    expect(coerced.json()).toEqual({ params: { id: 5 }, query: { n: 3 } })
    const badParams = await app.inject({ url: '/p/x', headers: { 'x-token': 'ab' } })
    expect([badParams.statusCode, badParams.json().message]).toEqual([400, 'params/id must be integer'])
    const badQuery = await app.inject({ url: '/p/5?n=z', headers: { 'x-token': 'ab' } })
    expect([badQuery.statusCode, badQuery.json().message]).toEqual([400, 'querystring/n must be integer'])
    const badHeaders = await app.inject({ url: '/p/5', headers: { 'x-token': 'a' } })
    expect([badHeaders.statusCode, badHeaders.json().message]).toEqual([
      400,
      'headers/x-token must NOT have fewer than 2 characters'
    ])
    const missingHeader = await app.inject('/p/5')
    expect([missingHeader.statusCode, missingHeader.json().message]).toEqual([
      400,
      "headers must have required property 'x-token'"
    ])
  })
})
