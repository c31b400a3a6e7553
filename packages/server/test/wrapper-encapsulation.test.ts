import { afterEach, describe, expect, it } from 'vitest'
import skipOverride from '@capsule/skip-override'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// Wrapping a plugin with the encapsulation-breaking wrapper (skipOverride, fastify-plugin) makes its
// registrations visible to the parent context (apps/docs/guide/encapsulation.md). The root (the wrapper's
// grandparent) and siblings must stay unaffected.

describe('a wrapped plugin registers into its parent context', () => {
  it('makes a shared schema added with addSchema visible to the parent (getSchemas and $ref), not to the root', async () => {
    app = capsule()
    let parentSchemas: string[] = []
    app.register(async (child) => {
      child.register(
        skipOverride(async (wrapped: CapsuleInstance) => {
          wrapped.addSchema({
            $id: 'wrapped',
            type: 'object',
            required: ['w'],
            properties: { w: { type: 'integer' } }
          })
        })
      )
      child.after(() => {
        parentSchemas = Object.keys(child.getSchemas())
      })
      child.post('/uses-ref', { schema: { body: { $ref: 'wrapped#' } } }, async (request) => request.body)
    })
    app.register(async (sibling) => {
      sibling.get('/sibling', async () => Object.keys(sibling.getSchemas()))
    })
    await app.ready()
    expect(parentSchemas).toEqual(['wrapped'])
    expect(app.getSchema('wrapped')).toBeUndefined()
    expect((await app.inject('/sibling')).json()).toEqual([])
    const bad = await app.inject({ method: 'POST', url: '/uses-ref', payload: { w: 'x' } })
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'body/w must be integer'])
    expect((await app.inject({ method: 'POST', url: '/uses-ref', payload: { w: '2' } })).json()).toEqual({
      w: 2
    })
  })

  it('makes a content-type parser added with addContentTypeParser serve the parent routes, not the root', async () => {
    app = capsule()
    app.register(async (child) => {
      child.register(
        skipOverride(async (wrapped: CapsuleInstance) => {
          wrapped.addContentTypeParser('application/x-w', { parseAs: 'string' }, (_request, body, done) =>
            done(null, { w: body })
          )
        })
      )
      child.post('/child', async (request) => ({ body: request.body }))
    })
    app.post('/root', async (request) => ({ body: request.body }))
    const child = await app.inject({
      method: 'POST',
      url: '/child',
      headers: { 'content-type': 'application/x-w' },
      payload: 'p'
    })
    expect([child.statusCode, child.json()]).toEqual([200, { body: { w: 'p' } }])
    const root = await app.inject({
      method: 'POST',
      url: '/root',
      headers: { 'content-type': 'application/x-w' },
      payload: 'p'
    })
    expect(root.statusCode).toBe(415)
  })

  it('makes an error handler set with setErrorHandler handle the parent routes, not the root', async () => {
    app = capsule()
    app.register(async (child) => {
      child.register(
        skipOverride(async (wrapped: CapsuleInstance) => {
          wrapped.setErrorHandler(async (_error, _request, reply) =>
            reply.code(418).send({ wrappedHandler: true })
          )
        })
      )
      child.get('/child', async () => {
        throw new Error('x')
      })
    })
    app.get('/root', async () => {
      throw new Error('x')
    })
    const child = await app.inject('/child')
    expect([child.statusCode, child.json()]).toEqual([418, { wrappedHandler: true }])
    const root = await app.inject('/root')
    expect([root.statusCode, root.json().message]).toEqual([500, 'Internal Server Error'])
  })
})
