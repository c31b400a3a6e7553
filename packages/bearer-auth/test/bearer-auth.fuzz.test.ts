/**
 * Property-based fuzzing of @capsule/bearer-auth end to end through inject() (issue 17): arbitrary Authorization
 * values never crash, never authenticate without a listed key, and every refusal is a 401 with a well-formed
 * RFC 6750 challenge. `FUZZ_RUNS` sets the number of cases per property, `FUZZ_SEED` the seed.
 */
import capsule, { type CapsuleInstance } from '@capsule/server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import bearerAuth from '../src/index.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 300)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
// a new server per case costs more: a tenth of the runs
const serverParams = { numRuns: Math.max(10, Math.floor(runs / 10)), seed }
const timeout = Math.max(30_000, runs * 10)

// one event-loop turn per case: awaiting inject() alone chains only promises, and Node's per-response cleanup
// (setImmediate / close callbacks) would wait for the whole run, holding every request's memory
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const keys = ['key-1', 'p@ss:w!rd', 'abc123', 'K\u00e9y']

interface Setup {
  readonly app: CapsuleInstance
  readonly type: string
  readonly caseInsensitive: boolean
}

function build(options: Record<string, unknown>): CapsuleInstance {
  const app = capsule()
  app.register(async (child) => {
    await child.register(bearerAuth, { keys, ...options })
    child.get('/guarded', async () => ({ ok: true }))
    child.post('/guarded', { schema: { body: { type: 'object' } } }, async (request) => ({
      ok: true,
      body: request.body
    }))
  })
  // outside the guarded context
  app.get('/open', async () => ({ open: true }))
  return app
}

let setups: Setup[] = []
beforeAll(async () => {
  setups = [
    { app: build({}), type: 'Bearer', caseInsensitive: false },
    { app: build({ specCompliance: 'rfc6749', bearerType: 'Token' }), type: 'Token', caseInsensitive: true },
    { app: build({ addHook: 'preParsing' }), type: 'Bearer', caseInsensitive: false }
  ]
  await Promise.all(setups.map((setup) => setup.app.ready()))
})
afterAll(async () => {
  await Promise.all(setups.map((setup) => setup.app.close()))
})

// --- generators --------------------------------------------------------------------------------------------------
const scheme = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'bearer',
    'BEARER',
    'Token',
    'token',
    'Basic',
    'Bearerx',
    '',
    'Bearer\t',
    'Bearer,'
  ),
  fc.string({ maxLength: 6 })
)
const separator = fc.constantFrom(' ', ' ', '  ', '\t', '', '\u00a0', ' \t')
const token = fc.oneof(
  fc.constantFrom(
    ...keys,
    ...keys.map((key) => ` ${key} `),
    ...keys.map((key) => `${key}x`),
    ...keys.map((key) => key.toUpperCase()),
    'key-1 key-1',
    'key-1,abc123',
    ''
  ),
  fc.string({ maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.uint8Array({ maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString('latin1'))
)
const authorization = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(scheme, separator, token).map(([s, sep, t]) => `${s}${sep}${t}`) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, '', ' ', 'Bearer', 'Bearer ') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) }
)

// --- the oracle --------------------------------------------------------------------------------------------------
/** Accepted exactly when `<scheme> <key>` names a listed key (surrounding whitespace aside, as in Fastify). */
function accepts(value: string | undefined, type: string, caseInsensitive: boolean): boolean {
  if (value === undefined) return false
  const space = value.indexOf(' ')
  if (space <= 0) return false
  const given = value.slice(0, space)
  if (caseInsensitive ? given.toLowerCase() !== type.toLowerCase() : given !== type) return false
  return keys.includes(value.slice(space + 1).trim())
}

const challenge = (type: string, realm = 'capsule'): RegExp =>
  new RegExp(`^${type} realm="${realm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"(, error="invalid_token")?$`)

/** What the challenge carries of a realm: a quoted-string holds no quote, backslash or control character. */
const sentRealm = (realm: string): string => realm.replace(/["\\\p{Cc}]/gu, '')
/** A header carries Latin-1 only: the plugin refuses a realm it could not send (README, option `realm`). */
const sendable = (realm: string): boolean => !/[^\u0020-\u00ff]/.test(sentRealm(realm))

const specialRealms = ['a"b', 'a\\', '\r\nX-Injected: 1', '\u0000', 'r\u00e9alm', '\u20ac']

/** Registers the plugin with this realm: false when it is refused with FST_BEARER_AUTH_INVALID_OPTION. */
async function registers(app: CapsuleInstance, realm: string): Promise<boolean> {
  try {
    await app.register(bearerAuth, { keys, realm })
    app.get('/', async () => ({ ok: true }))
    await app.ready()
    return true
  } catch (error) {
    expect((error as { code?: unknown }).code).toBe('FST_BEARER_AUTH_INVALID_OPTION')
    return false
  }
}

describe('bearer-auth end to end (fuzz)', () => {
  it(
    `authenticates exactly the listed keys; every refusal is a 401 with an RFC 6750 challenge and a JSON body [${runs} runs]`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(setups.length - 1),
          authorization,
          fc.constantFrom('GET', 'POST'),
          async (which, value, method) => {
            await turn()
            const { app, type, caseInsensitive } = setups[which]!
            const headers: Record<string, string> = value === undefined ? {} : { authorization: value }
            const response = await app.inject({
              method,
              url: '/guarded',
              headers,
              ...(method === 'POST' ? { payload: { a: 1 } } : {})
            })
            const expected = accepts(value, type, caseInsensitive)
            expect(response.statusCode, JSON.stringify(value)).toBe(expected ? 200 : 401)
            const body = response.json() as Record<string, unknown>
            if (expected) {
              expect(body['ok']).toBe(true)
              expect(response.headers['www-authenticate']).toBeUndefined()
              return
            }
            const wwwAuthenticate = response.headers['www-authenticate']
            expect(wwwAuthenticate).toMatch(challenge(type))
            // no error code when credentials are missing, invalid_token otherwise (RFC 6750 §3)
            expect(String(wwwAuthenticate).includes('error=')).toBe(value !== undefined && value !== '')
            expect(typeof body['error']).toBe('string')
            // the presented token is never echoed
            if (value !== undefined && value.length > 8) expect(response.body.includes(value)).toBe(false)
            // the plugin guards its own context only
            const open = await app.inject({ url: '/open', headers })
            expect(open.statusCode).toBe(200)
          }
        ),
        params
      )
    },
    timeout
  )

  it(
    `keeps the challenge well-formed whatever the realm option holds [${serverParams.numRuns} runs]`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.string({ unit: 'binary', maxLength: 12 }),
            fc.constantFrom(...specialRealms)
          ),
          authorization,
          async (realm, value) => {
            const app = capsule()
            try {
              // refused at registration exactly when the realm holds text a header cannot carry
              expect(await registers(app, realm), JSON.stringify(realm)).toBe(sendable(realm))
              if (!sendable(realm)) return
              const response = await app.inject({
                url: '/',
                headers: value === undefined ? {} : { authorization: value }
              })
              expect(response.statusCode).toBe(accepts(value, 'Bearer', false) ? 200 : 401)
              if (response.statusCode === 401) {
                const wwwAuthenticate = String(response.headers['www-authenticate'])
                expect(wwwAuthenticate).toMatch(challenge('Bearer', sentRealm(realm)))
                // a quoted-string realm: no quote, backslash or control character inside, nothing after the challenge
                expect(wwwAuthenticate).toMatch(/^Bearer realm="[^"\\\p{Cc}]*"(, error="invalid_token")?$/u)
                expect(response.headers['x-injected']).toBeUndefined()
              }
            } finally {
              await app.close()
            }
          }
        ),
        // every special realm, always: refused and missing credentials (30 random runs may draw none of them)
        {
          ...serverParams,
          examples: specialRealms.flatMap((realm): [string, string | undefined][] => [
            [realm, 'Bearer nope'],
            [realm, undefined]
          ])
        }
      )
    },
    timeout
  )

  // found by the property above (shrunk: realm 'Ā', any refused request): Node refuses a header value beyond Latin-1,
  // so such a realm made every refusal a 401 ERR_INVALID_CHAR body without the WWW-Authenticate challenge. The
  // plugin now refuses that realm when it registers; a Latin-1 realm is sent as it is.
  it('regression: a realm beyond Latin-1 is refused at registration; a Latin-1 realm yields the challenge', async () => {
    for (const realm of ['\u0100', '\u2028', 'r\u00e9alm \u20ac']) {
      const app = capsule()
      try {
        await expect(app.register(bearerAuth, { keys, realm }), realm).rejects.toMatchObject({
          code: 'FST_BEARER_AUTH_INVALID_OPTION',
          message: "@capsule/bearer-auth: 'realm' must be text a header can carry (ASCII or Latin-1)"
        })
      } finally {
        await app.close()
      }
    }
    const app = capsule()
    try {
      expect(await registers(app, 'r\u00e9alm \u00ff')).toBe(true)
      const response = await app.inject({ url: '/', headers: { authorization: 'Bearer nope' } })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe(
        'Bearer realm="r\u00e9alm \u00ff", error="invalid_token"'
      )
      expect(response.json()).toEqual({ error: 'invalid authorization header' })
    } finally {
      await app.close()
    }
  })
})
