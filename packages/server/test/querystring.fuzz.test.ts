/**
 * Property-based fuzzing of the querystring path end to end through inject() (issue 17): random query strings
 * (percent-encoding, repeated keys, `__proto__` / `constructor` keys, huge counts) against routes with querystring
 * schemas: never a 500, never prototype pollution, always a well-formed JSON answer whose values obey the schema.
 * `FUZZ_RUNS` sets the number of cases per property, `FUZZ_SEED` the seed.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 300)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
const hugeParams = { numRuns: Math.max(5, Math.floor(runs / 50)), seed }
const timeout = Math.max(30_000, runs * 10)

// one event-loop turn per case: awaiting inject() alone chains only promises, and Node's per-response cleanup
// (setImmediate / close callbacks) would wait for the whole run, holding every request's memory
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype]
const before = prototypes.map((proto) => Object.getOwnPropertyNames(proto).sort())

let app: CapsuleInstance
beforeAll(async () => {
  app = capsule()
  const echo = async (request: { query: unknown }) => {
    const query = request.query as Record<string, unknown>
    return {
      query,
      keys: Object.keys(query),
      plain: Object.prototype.isPrototypeOf.call(Object.prototype, query)
    }
  }
  const properties = {
    a: { type: 'string', maxLength: 50 },
    n: { type: 'integer' },
    list: { type: 'array', items: { type: 'string' } },
    flag: { type: 'boolean', default: false }
  }
  app.get('/q', { schema: { querystring: { type: 'object', properties } } }, echo)
  app.get(
    '/strict',
    { schema: { querystring: { type: 'object', properties, required: ['a'], additionalProperties: false } } },
    echo
  )
  // the shorthand form
  app.get('/short', { schema: { querystring: { a: { type: 'string' }, n: { type: 'integer' } } } }, echo)
  app.get('/raw', echo)
  app.get('/raw/:id', async (request) => ({ params: request.params, query: request.query }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
})

// --- generators -----------------------------------------------------------------------------------------------------
const key = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      'a',
      'n',
      'list',
      'flag',
      '__proto__',
      'constructor',
      'prototype',
      'polluted',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      '__proto__.polluted',
      'constructor.prototype.polluted',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'a[]',
      'list[]',
      'list[0]',
      'a.b',
      '',
      '%5F%5Fproto%5F%5F',
      '__pro%74o__',
      '%63onstructor',
      'A',
      'N',
      'a%00',
      '%',
      '%zz',
      '+a',
      'a+'
    )
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }).map(encodeURIComponent) }
)
const value = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'polluted',
      '1',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      'true',
      'false',
      '',
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2F',
      '+',
      '%2B',
      '%26',
      '%3D',
      '[]',
      '{}',
      'null',
      '__proto__'
    )
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 3000 }).map((n) => 'x'.repeat(n)) }
)
// for huge counts: a query of at most a few hundred KB (over HTTP, Node refuses a head over 16 KB with a 431)
const shortValue = fc.oneof(
  fc.constantFrom('polluted', '1', '-1', 'true', '', '%', '%zz', '%00', '+', '[]', '__proto__'),
  fc.string({ maxLength: 8 })
)
const pair = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: key },
  { weight: 1, arbitrary: fc.tuple(key, value, value).map(([k, v, w]) => `${k}=${v}=${w}`) }
)
const querystring = fc
  .tuple(fc.array(pair, { maxLength: 12 }), fc.constantFrom('&', '&', '&&', ';', '&amp;'))
  .map(([pairs, sep]) => pairs.join(sep))
const route = fc.constantFrom('/q', '/strict', '/short', '/raw', '/raw/x%41')

function checkPrototypes(label: string): void {
  expect(({} as Record<string, unknown>)['polluted'], label).toBeUndefined()
  expect(([] as unknown as Record<string, unknown>)['polluted'], label).toBeUndefined()
  prototypes.forEach((proto, i) => expect(Object.getOwnPropertyNames(proto).sort(), label).toEqual(before[i]))
}

async function checkQuery(url: string, label: string): Promise<void> {
  await turn()
  const response = await app.inject({ method: 'GET', url })
  const detail = `${label} -> ${response.statusCode} ${response.body.slice(0, 300)}`
  expect([200, 400, 414], detail).toContain(response.statusCode)
  expect(response.headers['content-type'], detail).toMatch(/^application\/json/)
  const answer = response.json() as Record<string, unknown>
  checkPrototypes(detail)
  if (response.statusCode !== 200) {
    expect(typeof answer['message'], detail).toBe('string')
    return
  }
  if (url.startsWith('/raw/')) return
  const query = answer['query'] as Record<string, unknown>
  // a non-empty query is parsed into an object without Object.prototype (an empty one is find-my-way's plain `{}`,
  // as in Fastify), so a key named like a builtin stays data
  const effective = url.split('#')[0]!.split('?').slice(1).join('?')
  if (effective.length > 0) expect(answer['plain'], detail).toBe(false)
  if (url.startsWith('/raw')) return
  // what the schema says held
  if ('a' in query) expect(typeof query['a'], detail).toBe('string')
  if ('n' in query) expect(Number.isInteger(query['n']), detail).toBe(true)
  if (!url.startsWith('/short')) {
    if ('list' in query)
      expect(
        Array.isArray(query['list']) &&
          (query['list'] as unknown[]).every((item) => typeof item === 'string'),
        detail
      ).toBe(true)
    expect(typeof query['flag'], detail).toBe('boolean')
  }
  if (url.startsWith('/strict')) {
    expect(typeof query['a'], detail).toBe('string')
    for (const name of answer['keys'] as string[]) expect(['a', 'n', 'list', 'flag'], detail).toContain(name)
  }
}

// --- the properties -------------------------------------------------------------------------------------------------
describe('querystring end to end (fuzz)', () => {
  it(
    `answers any query string with 200 or 400 and JSON, obeys the schema, pollutes nothing [${runs} runs]`,
    async () => {
      await fc.assert(
        fc.asyncProperty(route, querystring, async (path, qs) => {
          await checkQuery(`${path}?${qs}`, JSON.stringify(qs))
        }),
        params
      )
    },
    timeout
  )

  it(
    `survives huge counts of repeated or distinct keys [${hugeParams.numRuns} runs]`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          route,
          key,
          shortValue,
          fc.integer({ min: 1000, max: 20000 }),
          fc.boolean(),
          async (path, k, v, count, distinct) => {
            const parts: string[] = []
            for (let i = 0; i < count; i++) parts.push(distinct ? `${k}${i}=${v}` : `${k}=${v}`)
            await checkQuery(`${path}?${parts.join('&')}`, JSON.stringify({ k, v, count, distinct }))
          }
        ),
        hugeParams
      )
    },
    timeout
  )
})
