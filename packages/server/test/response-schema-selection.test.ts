import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const only = (key: string) => ({ type: 'object', properties: { [key]: { type: 'boolean' } } })
const all = { exact: true, klass: true, fallback: true, secret: 's' }

describe('response schema keys (apps/docs/guide/serialization.md, "One schema per status")', () => {
  it('selects the 3xx class entry for any 3xx status that has no exact entry', async () => {
    app = capsule()
    app.get(
      '/r/:code',
      { schema: { response: { '3xx': only('klass'), 200: only('exact'), default: only('fallback') } } },
      async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return all
      }
    )
    for (const code of [300, 301, 302, 307, 308]) {
      const response = await app.inject(`/r/${code}`)
      expect(response.statusCode).toBe(code)
      expect(response.json(), String(code)).toEqual({ klass: true })
    }
    expect((await app.inject('/r/200')).json()).toEqual({ exact: true })
    expect((await app.inject('/r/202')).json()).toEqual({ fallback: true })
  })

  it('prefers an exact 3xx code over the 3xx class entry', async () => {
    app = capsule()
    app.get(
      '/r/:code',
      { schema: { response: { '3xx': only('klass'), 301: only('exact') } } },
      async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return all
      }
    )
    expect((await app.inject('/r/301')).json()).toEqual({ exact: true })
    expect((await app.inject('/r/302')).json()).toEqual({ klass: true })
  })
})

describe('a status with no response schema entry (serialization rule 1)', () => {
  it('is sent as plain JSON with every property when no entry matches the status', async () => {
    app = capsule()
    app.get('/only-201', { schema: { response: { 201: only('exact') } } }, async () => all)
    app.get('/only-4xx', { schema: { response: { '4xx': only('exact') } } }, async () => all)
    for (const url of ['/only-201', '/only-4xx']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.json(), url).toEqual(all)
    }
  })

  it('still filters the status that has an entry', async () => {
    app = capsule()
    app.get('/created', { schema: { response: { 201: only('exact') } } }, async (_request, reply) =>
      reply.code(201).send(all)
    )
    expect((await app.inject('/created')).json()).toEqual({ exact: true })
  })
})

describe('reply.serializer() (serialization rule 5)', () => {
  it('wins over the route response schema for that reply only', async () => {
    app = capsule()
    app.get('/:mode', { schema: { response: { 200: only('exact') } } }, async (request, reply) => {
      if ((request.params as { mode: string }).mode === 'custom')
        reply.serializer((payload) => `custom:${JSON.stringify(payload)}`)
      return all
    })
    const custom = await app.inject('/custom')
    expect(custom.statusCode).toBe(200)
    expect(custom.body).toBe(`custom:${JSON.stringify(all)}`)
    const schema = await app.inject('/plain')
    expect(schema.body).toBe('{"exact":true}')
  })
})
