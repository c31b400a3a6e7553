/**
 * Property-based fuzzing of Content-Type handling end to end through inject() (issue 17;
 * apps/docs/guide/security.md: no crafted Content-Type ever lets a body skip the schema that applies to it,
 * the answer is 400 or 415). Parser selection and body-schema selection must agree: a body the JSON parser
 * read reaches the handler only validated. `FUZZ_RUNS` sets the number of cases per property, `FUZZ_SEED` the
 * seed.
 */
import { parseMediaType } from '@capsule/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 300)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
const timeout = Math.max(30_000, runs * 10)

// one event-loop turn per case: awaiting inject() alone chains only promises, and Node's per-response cleanup
// (setImmediate / close callbacks) would wait for the whole run, holding every request's memory
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

// the schema of every JSON body: `removeAdditional` strips extra keys, so a validated body has `name` only
const nameSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 10 } },
  additionalProperties: false
}
const isValidName = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).join() === 'name' &&
  typeof (body as { name: unknown }).name === 'string' &&
  (body as { name: string }).name.length <= 10
const isValidText = (body: unknown): boolean => typeof body === 'string' && body.length <= 5

let app: CapsuleInstance
// every handler call, with what it received
const reached: Array<{ route: string; body: unknown; mediaType: string | undefined }> = []

beforeAll(async () => {
  app = capsule()
  const echo = (route: string) => async (request: { body: unknown; mediaType: string | undefined }) => {
    reached.push({ route, body: request.body, mediaType: request.mediaType })
    return { route, body: request.body ?? null }
  }
  // a schema without `content`: it validates every parsed body, whatever its type
  app.post('/plain', { schema: { body: nameSchema } }, echo('plain'))
  // a `content` map: exact essence; a type without an entry is parsed but not validated
  app.post(
    '/content',
    {
      schema: {
        body: {
          content: {
            'application/json': { schema: nameSchema },
            'text/plain': { schema: { type: 'string', maxLength: 5 } }
          }
        }
      }
    },
    echo('content')
  )
  // the same map with rejectUnvalidatedBodies: a type without an entry is a 415
  app.post(
    '/strict',
    {
      rejectUnvalidatedBodies: true,
      schema: { body: { content: { 'application/json': { schema: nameSchema } } } }
    },
    echo('strict')
  )
  // a context with JSON-ish parsers for other types and a catch-all
  app.register(
    async (child) => {
      child.addContentTypeParser(
        /^application\/[a-z.+-]*json$/,
        { parseAs: 'string' },
        (_request, body, done) => {
          try {
            done(null, JSON.parse(body as string))
          } catch (error) {
            done(Object.assign(error as Error, { statusCode: 400 }), undefined)
          }
        }
      )
      child.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
      child.post('/child/plain', { schema: { body: nameSchema } }, echo('child-plain'))
      child.post(
        '/child/content',
        {
          schema: {
            body: {
              content: {
                'application/json': { schema: nameSchema },
                'application/vnd.api+json': { schema: nameSchema }
              }
            }
          }
        },
        echo('child-content')
      )
    },
    { prefix: '' }
  )
  await app.ready()
})
afterAll(async () => {
  await app.close()
})

// --- generators (RFC 9110 pieces, then mutations) -------------------------------------------------------------------
const tchars = "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split('')
const token = fc.oneof(
  fc.string({ unit: fc.constantFrom(...tchars), minLength: 1, maxLength: 8 }),
  fc.constantFrom('charset', 'utf-8', 'UTF-8', 'utf-16', 'latin1', 'boundary')
)
const essence = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/vnd.api+json',
      'application/problem+json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/jsonx',
      'application/json5',
      'text/json',
      'application/*',
      '*/*'
    )
  },
  { weight: 1, arbitrary: fc.tuple(token, token).map(([t, s]) => `${t}/${s}`) }
)
const asciiCase = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 24 })
  .map(
    (flips) => (text: string) =>
      text.replace(/[a-z]/gi, (c, i: number) =>
        flips[i % flips.length] ? (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) : c
      )
  )
const ows = fc.constantFrom('', ' ', '\t', '  ', ' \t')
const parameter = fc
  .tuple(
    token,
    fc.oneof(
      token,
      token.map((v) => `"${v}"`),
      fc.constantFrom('"a;b"', '"a\\"b"', '"application/json"', '""')
    )
  )
  .map(([n, v]) => `${n}=${v}`)
const validType = fc
  .tuple(
    ows,
    essence,
    fc.array(
      fc.tuple(ows, ows, parameter).map(([a, b, p]) => `${a};${b}${p}`),
      { maxLength: 3 }
    ),
    ows,
    asciiCase
  )
  .map(([lead, e, ps, trail, recase]) => recase(`${lead}${e}${ps.join('')}${trail}`))
const hostile = fc.constantFrom(
  '\0',
  '\t',
  ' ',
  ';',
  ',',
  '/',
  '=',
  '"',
  '\\',
  '\r',
  '\n',
  '\u000b',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '\u0130',
  '\u212a',
  '\u00ff',
  '\u{1f600}'
)
const mutate = fc.oneof(
  fc.tuple(fc.nat(), hostile).map(
    ([at, c]) =>
      (text: string) =>
        text.slice(0, at % (text.length + 1)) + c + text.slice(at % (text.length + 1))
  ),
  fc
    .nat()
    .map(
      (at) => (text: string) =>
        text.length === 0 ? text : text.slice(0, at % text.length) + text.slice((at % text.length) + 1)
    ),
  fc.constantFrom(';', '/', '"', ' ').map((c) => (text: string) => text.split(c).join('')),
  fc.tuple(fc.constantFrom(' ', ', ', ',', ' ;', '\t'), fc.oneof(token, validType)).map(
    ([sep, extra]) =>
      (text: string) =>
        `${text}${sep}${extra}`
  ),
  validType.map((other) => (text: string) => `${other}, ${text}`)
)
const contentType = fc.oneof(
  { weight: 4, arbitrary: validType },
  {
    weight: 5,
    arbitrary: fc
      .tuple(validType, fc.array(mutate, { minLength: 1, maxLength: 3 }))
      .map(([t, ms]) => ms.reduce((text, m) => m(text), t))
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString('latin1'))
  }
)
const header = fc.oneof(
  { weight: 9, arbitrary: contentType },
  // several Content-Type fields: refused unless they say the same thing
  { weight: 1, arbitrary: fc.tuple(contentType, contentType).map(([a, b]) => [a, b]) }
)
const payload = fc.oneof(
  fc.constantFrom(
    '{"name":"ok"}',
    '{"name":1}',
    '{"x":1}',
    '{"name":"ok","extra":1}',
    '{"name":"much too long for it"}',
    '[]',
    'null',
    '"str"',
    'abc',
    '',
    '{',
    '{"__proto__":{"name":"x"}}',
    '{"constructor":{"prototype":{"name":"x"}}}',
    '{"name":"\\u0000"}',
    'ok'
  ),
  fc.json({ maxDepth: 2 })
)
const route = fc.constantFrom('/plain', '/content', '/strict', '/child/plain', '/child/content')

// --- the properties -------------------------------------------------------------------------------------------------
describe('Content-Type end to end (fuzz)', () => {
  it(
    `never lets a body reach the handler without the schema its media type selects: 400, 415 or a validated body [${runs} runs]`,
    async () => {
      await fc.assert(
        fc.asyncProperty(route, header, payload, async (url, ct, body) => {
          await turn()
          reached.length = 0
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': ct as string },
            payload: body
          })
          const label = JSON.stringify({
            url,
            ct,
            body,
            status: response.statusCode,
            answer: response.body.slice(0, 200)
          })
          expect([200, 400, 415], label).toContain(response.statusCode)
          const answer = response.json() as Record<string, unknown>
          const first = Array.isArray(ct) ? ct[0]! : ct
          const media = parseMediaType(first)
          if (media === null || (Array.isArray(ct) && ct[1] !== ct[0])) {
            // an invalid (or ambiguous) header is refused before any parser runs
            expect(response.statusCode, label).toBe(415)
            expect(answer['code'], label).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE')
          }
          if (response.statusCode !== 200) {
            expect(reached, label).toEqual([])
            return
          }
          expect(reached.length, label).toBe(1)
          const { body: received, mediaType } = reached[0]!
          // the handler saw the media type the parser was chosen by
          expect(mediaType, label).toBe(media?.essence)
          switch (url) {
            case '/plain':
            case '/child/plain':
              // no content map: whatever parsed it, the body was validated
              expect(isValidName(received), label).toBe(true)
              break
            case '/strict':
              expect(media!.essence, label).toBe('application/json')
              expect(isValidName(received), label).toBe(true)
              break
            case '/content':
              if (media!.essence === 'application/json') expect(isValidName(received), label).toBe(true)
              else if (media!.essence === 'text/plain') expect(isValidText(received), label).toBe(true)
              // the root context only has the JSON and text parsers
              else expect.fail(`${label}: parsed by no known parser`)
              break
            case '/child/content':
              if (media!.essence === 'application/json' || media!.essence === 'application/vnd.api+json')
                expect(isValidName(received), label).toBe(true)
              // parsed by the catch-all or the regexp parser, no schema for it (rule 3): JSON only through a JSON parser
              else if (typeof received === 'object' && received !== null)
                expect(/^application\/[a-z.+-]*json$/.test(media!.essence), label).toBe(true)
              break
          }
        }),
        params
      )
    },
    timeout
  )

  it(
    `accepts a valid JSON body under any spelling of application/json [${runs} runs]`,
    async () => {
      const spelling = fc
        .tuple(
          ows,
          asciiCase,
          fc.array(
            fc
              .tuple(ows, ows, fc.constantFrom('charset=utf-8', 'charset="utf-8"', 'CHARSET=UTF-8', 'q=1'))
              .map(([a, b, p]) => `${a};${b}${p}`),
            { maxLength: 2 }
          ),
          ows
        )
        .map(([lead, recase, ps, trail]) => `${lead}${recase('application/json')}${ps.join('')}${trail}`)
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/plain', '/content', '/strict', '/child/plain', '/child/content'),
          spelling,
          async (url, ct) => {
            await turn()
            const response = await app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': ct },
              payload: '{"name":"ok","extra":1}'
            })
            expect(response.statusCode, JSON.stringify({ url, ct, answer: response.body })).toBe(200)
            expect(response.json()).toMatchObject({ body: { name: 'ok' } })
            const refused = await app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': ct },
              payload: '{"name":1234567890123}'
            })
            expect(refused.statusCode, JSON.stringify({ url, ct, answer: refused.body })).toBe(400)
          }
        ),
        params
      )
    },
    timeout
  )
})
