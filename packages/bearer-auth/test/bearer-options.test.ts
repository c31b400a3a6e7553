import { afterEach, describe, expect, it } from 'vitest'
import skipOverride from '@capsule/skip-override'
import capsule, { type CapsuleInstance } from '@capsule/server'
import bearerAuth, { errorCodes, type BearerAuthOptions } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// README, option `keys`: an array or Set of non-empty strings; anything else fails at startup
describe('bearer-auth keys option', () => {
  for (const [label, keys] of [
    ['[1, 2]', [1, 2]],
    ["['ok', 5]", ['ok', 5]],
    ['[null]', [null]],
    ['null', null],
    ['42', 42],
    ['a plain object', { a: 'b' }],
    ['a Map', new Map([['a', 'b']])]
  ] as const) {
    it(`refuses keys = ${label} at startup with a coded error`, async () => {
      app = capsule()
      // deliberately wrong values: the point is the runtime check
      app.register(bearerAuth, { keys } as unknown as BearerAuthOptions)
      app.get('/', async () => 'ok')
      const error: unknown = await app.ready().then(
        () => undefined,
        (reason: unknown) => reason
      )
      expect(error).toBeInstanceOf(Error)
      expect(
        [
          errorCodes.FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE,
          errorCodes.FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE
        ].some((code) => error instanceof code)
      ).toBe(true)
    })
  }
})

describe('bearer-auth bearerType', () => {
  it('uses a custom bearerType as the scheme of the WWW-Authenticate challenge', async () => {
    app = capsule()
    app.register(async (child) => {
      await child.register(bearerAuth, { keys: ['k'], bearerType: 'Token' })
      child.get('/t', async () => 'ok')
    })
    const missing = await app.inject('/t')
    expect(missing.statusCode).toBe(401)
    expect(missing.headers['www-authenticate']).toBe('Token realm="capsule"')
    const wrong = await app.inject({ url: '/t', headers: { authorization: 'Token nope' } })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['www-authenticate']).toBe('Token realm="capsule", error="invalid_token"')
    const ok = await app.inject({ url: '/t', headers: { authorization: 'Token k' } })
    expect([ok.statusCode, ok.body]).toEqual([200, 'ok'])
  })
})

describe("bearer-auth addHook: 'preParsing' over a real socket", () => {
  it('lets a guarded POST with a valid key through with its parsed body, and answers 401 without one', async () => {
    app = capsule()
    let handlerCalls = 0
    app.register(async (child) => {
      await child.register(bearerAuth, { keys: ['k'], addHook: 'preParsing' })
      child.post('/p', async (request) => {
        handlerCalls++
        return request.body
      })
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const ok = await fetch(`http://127.0.0.1:${port}/p`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"a":1}'
    })
    expect([ok.status, await ok.text()]).toEqual([200, '{"a":1}'])
    const refused = await fetch(`http://127.0.0.1:${port}/p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}'
    })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="capsule"')
    await refused.text()
    const wrong = await fetch(`http://127.0.0.1:${port}/p`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      body: '{"a":1}'
    })
    expect(wrong.status).toBe(401)
    await wrong.text()
    expect(handlerCalls).toBe(1)
  })
})

// a plugin wrapped with skipOverride registers into its parent context, and only that one
describe('bearer auth inside the encapsulation-breaking wrapper', () => {
  it('makes a bearer plugin registered inside it guard the parent context, not the root or a sibling', async () => {
    app = capsule()
    app.register(async (child) => {
      child.register(
        skipOverride(async (wrapped: CapsuleInstance) => {
          await wrapped.register(bearerAuth, { keys: ['k'] })
        })
      )
      child.get('/child', async () => 'child')
    })
    app.register(async (sibling) => {
      sibling.get('/sibling', async () => 'sibling')
    })
    app.get('/root', async () => 'root')
    expect((await app.inject('/child')).statusCode).toBe(401)
    expect((await app.inject({ url: '/child', headers: { authorization: 'Bearer k' } })).body).toBe('child')
    expect((await app.inject('/sibling')).body).toBe('sibling')
    expect((await app.inject('/root')).body).toBe('root')
  })
})
