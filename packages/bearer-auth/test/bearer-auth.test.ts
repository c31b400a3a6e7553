import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '@capsule/server'
import bearerAuth, { errorCodes } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const key = 'abc123'
const auth = (value: string) => ({ authorization: value })

function guarded(options: Record<string, unknown> = {}): CapsuleInstance {
  const instance = capsule()
  instance.register(async (child) => {
    await child.register(bearerAuth, { keys: [key], ...options })
    child.get('/guarded', async () => ({ ok: true }))
  })
  return instance
}

describe('bearer-auth', () => {
  it('lets a request with a valid key through', async () => {
    app = guarded()
    const response = await app.inject({ url: '/guarded', headers: auth(`Bearer ${key}`) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
  })

  it('answers a missing header with 401, a challenge without error code, and a JSON body', async () => {
    app = guarded()
    const response = await app.inject('/guarded')
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="capsule"')
    expect(response.json()).toEqual({ error: 'missing authorization header' })
  })

  it('answers a wrong, malformed or differently sized key with 401 invalid_token', async () => {
    app = guarded()
    for (const value of [
      'Bearer nope',
      `Bearer ${key}x`,
      'Bearer a',
      `Basic ${key}`,
      `Bearer ${key} extra`,
      'Bearer',
      `bearer ${key}`
    ]) {
      const response = await app.inject({ url: '/guarded', headers: auth(value) })
      expect(response.statusCode, value).toBe(401)
      expect(response.headers['www-authenticate'], value).toBe(
        'Bearer realm="capsule", error="invalid_token"'
      )
      expect(response.json(), value).toEqual({ error: 'invalid authorization header' })
    }
  })

  it('compares the scheme without case under rfc6749, and uses a custom bearerType', async () => {
    app = guarded({ specCompliance: 'rfc6749' })
    expect((await app.inject({ url: '/guarded', headers: auth(`bEaReR ${key}`) })).statusCode).toBe(200)
    await app.close()
    app = guarded({ bearerType: 'Token' })
    expect((await app.inject({ url: '/guarded', headers: auth(`Token ${key}`) })).statusCode).toBe(200)
    expect((await app.inject({ url: '/guarded', headers: auth(`Bearer ${key}`) })).statusCode).toBe(401)
  })

  it('accepts a Set of keys and checks every key', async () => {
    app = capsule()
    app.register(bearerAuth, { keys: new Set(['first-key', 'second-key']) })
    app.get('/', async () => 'ok')
    expect((await app.inject({ url: '/', headers: auth('Bearer second-key') })).statusCode).toBe(200)
    expect((await app.inject({ url: '/', headers: auth('Bearer first-key') })).statusCode).toBe(200)
  })

  it('uses an auth function (sync, async, false, throwing → 500)', async () => {
    app = capsule()
    app.register(bearerAuth, {
      keys: ['unused'],
      auth: async (token: string) => {
        if (token === 'boom') throw new Error('db down')
        return token === 'async-ok'
      }
    })
    app.get('/', async () => 'ok')
    expect((await app.inject({ url: '/', headers: auth('Bearer async-ok') })).statusCode).toBe(200)
    expect((await app.inject({ url: '/', headers: auth('Bearer other') })).statusCode).toBe(401)
    const failed = await app.inject({ url: '/', headers: auth('Bearer boom') })
    expect(failed.statusCode).toBe(500)
    expect(failed.json()).toEqual({ error: 'internal server error' })
  })

  it('uses errorResponse for the body', async () => {
    app = guarded({ errorResponse: (error: Error) => ({ problem: error.message }) })
    expect((await app.inject('/guarded')).json()).toEqual({ problem: 'missing authorization header' })
  })

  it('can check in preParsing, or only decorate verifyBearerAuth with addHook: false', async () => {
    app = guarded({ addHook: 'preParsing' })
    expect((await app.inject('/guarded')).statusCode).toBe(401)
    await app.close()
    app = capsule()
    app.register(async (child) => {
      await child.register(bearerAuth, { keys: [key], addHook: false })
      child.get('/open', async () => 'open')
      child.get('/closed', { onRequest: child.verifyBearerAuth! }, async () => 'closed')
    })
    expect((await app.inject('/open')).statusCode).toBe(200)
    const refused = await app.inject('/closed')
    // the challenge comes with every 401, also through verifyBearerAuth (README)
    expect([refused.statusCode, refused.headers['www-authenticate']]).toEqual([401, 'Bearer realm="capsule"'])
    expect(
      (await app.inject({ url: '/closed', headers: auth('Bearer nope') })).headers['www-authenticate']
    ).toBe('Bearer realm="capsule", error="invalid_token"')
    expect((await app.inject({ url: '/closed', headers: auth(`Bearer ${key}`) })).statusCode).toBe(200)
  })

  it('answers refusals itself from a verifyBearerAuthFactory check, with contentType and a safe realm', async () => {
    app = capsule()
    app.register(async (child) => {
      await child.register(bearerAuth, {
        keys: [key],
        addHook: false,
        contentType: 'application/problem+json',
        realm: 'r\r\nX-Injected: 1'
      })
      child.get('/other', { onRequest: child.verifyBearerAuthFactory!({ keys: ['k2'] }) }, async () => 'ok')
    })
    const refused = await app.inject({ url: '/other', headers: auth(`Bearer ${key}`) })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ error: 'invalid authorization header' })
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="rX-Injected: 1", error="invalid_token"')
    expect(refused.headers['x-injected']).toBeUndefined()
    expect((await app.inject({ url: '/other', headers: auth('Bearer k2') })).statusCode).toBe(200)
  })

  it('lets auth() decide without keys, and matches keys holding any characters (as @fastify/bearer-auth)', async () => {
    app = capsule()
    app.register(async (child) => {
      await child.register(bearerAuth, { auth: (token: string) => token === 'from-auth' })
      child.get('/by-auth', async () => 'ok')
    })
    app.register(async (child) => {
      await child.register(bearerAuth, { keys: ['p@ss:w!rd', 'a b'] })
      child.get('/odd-keys', async () => 'ok')
    })
    app.register(async (child) => {
      await child.register(bearerAuth, { keys: [] })
      child.get('/no-keys', async () => 'ok')
    })
    expect((await app.inject({ url: '/by-auth', headers: auth('Bearer from-auth') })).statusCode).toBe(200)
    expect((await app.inject({ url: '/by-auth', headers: auth(`Bearer ${key}`) })).statusCode).toBe(401)
    expect((await app.inject({ url: '/odd-keys', headers: auth('Bearer p@ss:w!rd') })).statusCode).toBe(200)
    expect((await app.inject({ url: '/odd-keys', headers: auth('Bearer a b') })).statusCode).toBe(200)
    expect((await app.inject({ url: '/odd-keys', headers: auth('Bearer a') })).statusCode).toBe(401)
    expect((await app.inject({ url: '/no-keys', headers: auth(`Bearer ${key}`) })).statusCode).toBe(401)
  })

  it('refuses bad options at startup with coded errors', async () => {
    for (const [options, code] of [
      [{ keys: 'abc' }, errorCodes.FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE],
      [{}, errorCodes.FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE],
      [{ keys: [''] }, errorCodes.FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE],
      [{ keys: new Set([123456]) }, errorCodes.FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE],
      [{ keys: [key], addHook: 'preHandler' }, errorCodes.FST_BEARER_AUTH_INVALID_HOOK],
      [{ keys: [key], specCompliance: 'rfc0' }, errorCodes.FST_BEARER_AUTH_INVALID_SPEC],
      [{ keys: [key], verifyErrorLogLevel: 'loud' }, errorCodes.FST_BEARER_AUTH_INVALID_LOG_LEVEL]
    ] as const) {
      const instance = capsule()
      instance.register(bearerAuth, options as never)
      await expect(instance.ready()).rejects.toBeInstanceOf(code)
      await instance.close()
    }
  })

  it('guards only the context that registers it and its descendants', async () => {
    app = capsule()
    app.register(async (a) => {
      await a.register(bearerAuth, { keys: [key] })
      a.get('/a', async () => 'a')
      a.register(async (grandchild) => {
        grandchild.get('/a/deep', async () => 'deep')
      })
    })
    app.register(async (b) => {
      b.get('/b', async () => 'b')
    })
    app.get('/root', async () => 'root')
    expect((await app.inject('/a')).statusCode).toBe(401)
    expect((await app.inject('/a/deep')).statusCode).toBe(401)
    expect((await app.inject('/b')).statusCode).toBe(200)
    expect((await app.inject('/root')).statusCode).toBe(200)
  })

  it('never writes the presented token to the logs', async () => {
    const lines: string[] = []
    app = capsule({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } })
    app.register(bearerAuth, { keys: [key] })
    app.get('/', async () => 'ok')
    const secret = 'presented-secret-token-value'
    await app.inject({ url: '/', headers: auth(`Bearer ${secret}`) })
    await app.inject({ url: '/', headers: auth(`Bearer ${key}`) })
    // both requests were logged, the refusal with its reason: what the token would have been written with
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'incoming request',
      'unauthorized: invalid authorization header',
      'request completed',
      'incoming request',
      'request completed'
    ])
    expect(lines.join('\n')).not.toContain(secret)
    expect(lines.join('\n')).not.toContain(key)
  })
})
