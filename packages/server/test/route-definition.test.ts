import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const bodySchema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }

describe('the route definition, route({path, ...}) included', () => {
  it('accepts `path` as the route path in route({ path, method, handler })', async () => {
    app = capsule()
    app.route({ path: '/by-path', method: 'GET', handler: async () => 'via path' })
    await app.ready()
    expect(app.hasRoute({ url: '/by-path', method: 'GET' })).toBe(true)
    const response = await app.inject('/by-path')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('via path')
  })

  it('applies the schema and route options given with `path`', async () => {
    app = capsule()
    app.route({
      path: '/by-path',
      method: 'POST',
      schema: { body: bodySchema },
      handler: async (request) => request.body
    })
    const bad = await app.inject({ method: 'POST', url: '/by-path', payload: {} })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe("body must have required property 'name'")
    const good = await app.inject({ method: 'POST', url: '/by-path', payload: { name: 'n' } })
    expect(good.json()).toEqual({ name: 'n' })
  })
})

describe('body validation for POST, PUT and PATCH', () => {
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    it(`validates the body of a ${method} request: missing required property → 400, valid body → handler`, async () => {
      app = capsule()
      app.route({
        url: '/b',
        method,
        schema: { body: bodySchema },
        handler: async (request) => ({ method: request.method, body: request.body })
      })
      const bad = await app.inject({ method, url: '/b', payload: { other: 1 } })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: "body must have required property 'name'"
      })
      const wrongType = await app.inject({ method, url: '/b', payload: { name: {} } })
      expect(wrongType.statusCode).toBe(400)
      expect(wrongType.json().message).toBe('body/name must be string')
      const good = await app.inject({ method, url: '/b', payload: { name: 'x' } })
      expect(good.statusCode).toBe(200)
      expect(good.json()).toEqual({ method, body: { name: 'x' } })
    })
  }

  it('validates PUT and PATCH bodies given through the shorthand methods', async () => {
    app = capsule()
    app.put('/put', { schema: { body: bodySchema } }, async () => 'put ok')
    app.patch('/patch', { schema: { body: bodySchema } }, async () => 'patch ok')
    expect((await app.inject({ method: 'PUT', url: '/put', payload: {} })).statusCode).toBe(400)
    expect((await app.inject({ method: 'PATCH', url: '/patch', payload: {} })).statusCode).toBe(400)
    expect((await app.inject({ method: 'PUT', url: '/put', payload: { name: 'a' } })).body).toBe('put ok')
    expect((await app.inject({ method: 'PATCH', url: '/patch', payload: { name: 'a' } })).body).toBe(
      'patch ok'
    )
  })
})
