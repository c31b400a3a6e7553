import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const schema = {
  body: { type: 'object', properties: { n: { type: 'integer' }, d: { type: 'string', default: 'x' } } }
}

describe('where validation runs in the lifecycle (apps/docs/guide/hooks.md)', () => {
  it('runs after preValidation (raw body) and before an async preHandler (validated, coerced body)', async () => {
    app = capsule()
    const seen: string[] = []
    app.addHook('preValidation', async (request) => {
      seen.push(`preValidation ${JSON.stringify(request.body)}`)
    })
    app.addHook('preHandler', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      seen.push(`preHandler ${JSON.stringify(request.body)}`)
    })
    app.post('/', { schema }, async (request) => {
      seen.push('handler')
      return request.body
    })
    const response = await app.inject({ method: 'POST', url: '/', payload: { n: '3' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ n: 3, d: 'x' })
    expect(seen).toEqual(['preValidation {"n":"3"}', 'preHandler {"n":3,"d":"x"}', 'handler'])
  })

  it('lets an async preValidation hook change the body before it is validated', async () => {
    app = capsule()
    app.addHook('preValidation', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      request.body = { n: '5' }
    })
    app.post('/', { schema }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/', payload: { n: 'not a number' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ n: 5, d: 'x' })
  })

  it('does not run preHandler hooks or the handler when validation fails (400)', async () => {
    app = capsule()
    const seen: string[] = []
    app.addHook('preValidation', async () => {
      seen.push('preValidation')
    })
    app.addHook('preHandler', async () => {
      seen.push('preHandler')
    })
    app.post('/', { schema }, async () => {
      seen.push('handler')
      return 'reached'
    })
    const response = await app.inject({ method: 'POST', url: '/', payload: { n: 'x' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('body/n must be integer')
    expect(seen).toEqual(['preValidation'])
  })
})
