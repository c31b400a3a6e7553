import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const objectWithA = { type: 'object', properties: { a: { type: 'integer' } } }

describe('setValidatorCompiler is scoped to its context and its descendants', () => {
  it('applies in the child and its grandchildren, not in the parent or a sibling', async () => {
    app = capsule()
    app.register(async (child) => {
      child.setValidatorCompiler(() => () => ({ error: new Error('child validator') }))
      child.post('/child', { schema: { body: { type: 'object' } } }, async () => 'child reached')
      child.register(async (grandchild) => {
        grandchild.get('/grand', { schema: { querystring: { type: 'object' } } }, async () => 'grand reached')
      })
    })
    app.register(async (sibling) => {
      sibling.post('/sibling', { schema: { body: objectWithA } }, async (request) => request.body)
    })
    app.post('/root', { schema: { body: objectWithA } }, async (request) => request.body)

    const child = await app.inject({ method: 'POST', url: '/child', payload: {} })
    expect([child.statusCode, child.json().message]).toEqual([400, 'child validator'])
    const grand = await app.inject('/grand')
    expect([grand.statusCode, grand.json().message]).toEqual([400, 'child validator'])
    // the default Ajv validator still runs there: coercion, and a real failure message
    for (const url of ['/sibling', '/root']) {
      const ok = await app.inject({ method: 'POST', url, payload: { a: '5' } })
      expect([ok.statusCode, ok.json()]).toEqual([200, { a: 5 }])
      const bad = await app.inject({ method: 'POST', url, payload: { a: 'x' } })
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'body/a must be integer'])
    }
  })
})

describe('setSerializerCompiler is scoped to its context and its descendants', () => {
  it('applies in the child and its grandchildren, not in the parent or a sibling', async () => {
    app = capsule()
    const response = { response: { 200: objectWithA } }
    app.register(async (child) => {
      child.setSerializerCompiler(() => () => '"child serializer"')
      child.get('/child', { schema: response }, async () => ({ a: 1, b: 2 }))
      child.register(async (grandchild) => {
        grandchild.get('/grand', { schema: response }, async () => ({ a: 1, b: 2 }))
      })
    })
    app.register(async (sibling) => {
      sibling.get('/sibling', { schema: response }, async () => ({ a: 1, b: 2 }))
    })
    app.get('/root', { schema: response }, async () => ({ a: 1, b: 2 }))
    expect((await app.inject('/child')).body).toBe('"child serializer"')
    expect((await app.inject('/grand')).body).toBe('"child serializer"')
    // fast-json-stringify still runs there: the extra property is dropped
    expect((await app.inject('/sibling')).body).toBe('{"a":1}')
    expect((await app.inject('/root')).body).toBe('{"a":1}')
  })
})
