import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// An invalid Content-Type header is a 415 before any parser runs (apps/docs/guide/validation.md).
const invalidTypes = [
  'application/json whatever',
  'a/b/c',
  'application/json, text/plain',
  'text/plain;charset',
  '; x=y',
  'nonsense',
  'text/',
  '/plain'
]

describe('an invalid Content-Type with catch-all parsers', () => {
  for (const [label, register] of [
    [
      "a '*' parser",
      (instance: CapsuleInstance, count: () => void) =>
        instance.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
          count()
          done(null, body)
        })
    ],
    [
      'a /.*/ parser',
      (instance: CapsuleInstance, count: () => void) =>
        instance.addContentTypeParser(/.*/, { parseAs: 'string' }, (_request, body, done) => {
          count()
          done(null, body)
        })
    ]
  ] as const) {
    it(`is answered 415 with ${label} registered, and the parser never runs`, async () => {
      app = capsule()
      let parserCalls = 0
      const codes = await warningCodes(() =>
        register(app, () => {
          parserCalls++
        })
      )
      // a regular expression not anchored with '^' is flagged (FSTSEC001), as in Fastify
      expect(codes).toEqual(label === 'a /.*/ parser' ? ['FSTSEC001'] : [])
      let handlerCalls = 0
      app.post('/', async (request) => {
        handlerCalls++
        return { body: request.body }
      })
      for (const contentType of invalidTypes) {
        const response = await app.inject({
          method: 'POST',
          url: '/',
          headers: { 'content-type': contentType },
          payload: 'x'
        })
        expect(response.statusCode, contentType).toBe(415)
        expect(response.json().code, contentType).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE')
      }
      expect(parserCalls).toBe(0)
      expect(handlerCalls).toBe(0)
      // the same parser does take a valid type that no other parser claims
      const valid = await app.inject({
        method: 'POST',
        url: '/',
        headers: { 'content-type': 'application/x-anything' },
        payload: 'x'
      })
      expect([valid.statusCode, valid.json()]).toEqual([200, { body: 'x' }])
      expect(parserCalls).toBe(1)
    })
  }

  it("is answered 415 with both '*' and /.*/ parsers registered on a route with a body schema", async () => {
    app = capsule()
    let parserCalls = 0
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      parserCalls++
      done(null, body)
    })
    app.addContentTypeParser(/.*/, { parseAs: 'string' }, (_request, body, done) => {
      parserCalls++
      done(null, body)
    })
    app.post('/', { schema: { body: { type: 'object', required: ['name'] } } }, async () => 'reached')
    for (const contentType of invalidTypes) {
      const response = await app.inject({
        method: 'POST',
        url: '/',
        headers: { 'content-type': contentType },
        payload: '{"name":"n"}'
      })
      expect(response.statusCode, contentType).toBe(415)
    }
    expect(parserCalls).toBe(0)
  })
})
