/**
 * Property-based fuzzing of the Authorization header parser and the key comparison (issue 17). `FUZZ_RUNS` sets the
 * number of cases per property (small by default, for CI), `FUZZ_SEED` the seed. End to end: test/bearer-auth.fuzz.test.ts.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KeyMatcher } from './compare.js'
import { parseAuthorization } from './parse-authorization.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 500)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
const timeout = Math.max(30_000, runs * 5)

// --- generators --------------------------------------------------------------------------------------------------
const bearerType = fc.constantFrom('Bearer', 'Token', 'x', 'DPoP', 'bearer', "a!#$%&'*+-.^_`|~")
const schemeLike = (type: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(type),
    fc.constant(type.toLowerCase()),
    fc.constant(type.toUpperCase()),
    fc.constantFrom(
      'Basic',
      'Bearer',
      'Bearerx',
      '',
      ' ',
      `${type}\t`,
      `${type},`,
      `\u0130${type}`,
      type.replace(/e/g, '\u0435'),
      `${type}\0`
    ),
    fc.string({ maxLength: 8 })
  )
const separator = fc.constantFrom(' ', ' ', '  ', '\t', ' \t', '', '\u00a0', '\r\n ', ',')
const tokenText = fc.oneof(
  fc.constantFrom(
    'key-1',
    'p@ss:w!rd',
    'abc123',
    '',
    ' ',
    'key-1 ',
    ' key-1',
    'key-1 extra',
    'key-1\t',
    'key-1\u00a0',
    '\ufeffkey-1',
    'key-1\0',
    'KEY-1'
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 })
)
const header = (type: string): fc.Arbitrary<string | string[] | undefined> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(schemeLike(type), separator, tokenText).map(([s, sep, t]) => `${s}${sep}${t}`)
    },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, '', ' ', type, `${type} `) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }) }
  )

describe('parseAuthorization (fuzz)', () => {
  it(
    `never throws, and yields a token only for the configured scheme followed by one space [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(
          bearerType.chain((type) => fc.tuple(fc.constant(type), header(type), fc.boolean())),
          ([type, value, caseInsensitive]) => {
            let parsed: ReturnType<typeof parseAuthorization> | undefined
            expect(() => (parsed = parseAuthorization(value, type, caseInsensitive))).not.toThrow()
            const result = parsed!
            if (value === undefined || value === '') {
              expect(result.kind).toBe('missing')
              return
            }
            if (Array.isArray(value)) {
              expect(result.kind).toBe('malformed')
              return
            }
            expect(['malformed', 'token']).toContain(result.kind)
            if (result.kind !== 'token') return
            // the scheme is the text before the first space, the configured one (without case only for rfc6749)
            const scheme = value.slice(0, value.indexOf(' '))
            if (caseInsensitive) expect(scheme.toLowerCase()).toBe(type.toLowerCase())
            else expect(scheme).toBe(type)
            expect(value[scheme.length]).toBe(' ')
            // the token is the rest, without surrounding whitespace, never empty
            expect(result.token.length).toBeGreaterThan(0)
            expect(result.token).toBe(result.token.trim())
            expect(value.slice(scheme.length + 1).trim()).toBe(result.token)
          }
        ),
        params
      )
    },
    timeout
  )

  it(
    `finds the token of \`<scheme> <key>\` for any key without surrounding whitespace [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(
          bearerType,
          fc.string({ minLength: 1, maxLength: 30 }).filter((k) => k.trim() === k && k.length > 0),
          fc.boolean(),
          (type, key, caseInsensitive) => {
            expect(parseAuthorization(`${type} ${key}`, type, caseInsensitive)).toEqual({
              kind: 'token',
              token: key
            })
            expect(parseAuthorization(`${type.toUpperCase()} ${key}`, type, true)).toEqual({
              kind: 'token',
              token: key
            })
          }
        ),
        params
      )
    },
    timeout
  )
})

describe('KeyMatcher (fuzz)', () => {
  it(
    `matches a token exactly when it is one of the keys [${runs} runs]`,
    () => {
      const keyText = fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
        // what UTF-8 encoding conflates: lone surrogates and the replacement character
        fc
          .array(fc.constantFrom('a', '\ud800', '\udbff', '\udc00', '\udfff', '\ufffd', '\u{1f600}'), {
            minLength: 1,
            maxLength: 3
          })
          .map((parts) => parts.join(''))
      )
      fc.assert(
        fc.property(
          fc.array(keyText, { minLength: 1, maxLength: 4 }),
          fc.oneof(keyText, fc.constantFrom('key-1', 'KEY-1')),
          (keys, token) => {
            const matcher = new KeyMatcher(keys)
            expect(matcher.matches(token), JSON.stringify({ keys, token })).toBe(keys.includes(token))
            for (const key of keys) expect(matcher.matches(key)).toBe(true)
          }
        ),
        params
      )
    },
    timeout
  )

  // found by the property above (shrunk: keys ['\ufffd'], token '\udfff'): compare.ts digests `update(value, 'utf8')`,
  // and UTF-8 encoding turns every lone surrogate into U+FFFD, so distinct strings share a digest. Over HTTP/1.1 a
  // header value is Latin-1 and cannot carry either character; a key with U+FFFD or a lone surrogate, compared with a
  // token given by inject() or a direct caller, can
  it('regression: a lone surrogate does not match U+FFFD, nor another lone surrogate', () => {
    expect(new KeyMatcher(['\ufffd']).matches('\udfff')).toBe(false)
    expect(new KeyMatcher(['a\ud800']).matches('a\udc00')).toBe(false)
    expect(new KeyMatcher(['a\ud800']).matches('a\ud800')).toBe(true)
  })
})
