/**
 * Property-based fuzzing of the Content-Type parser (issue 17). `FUZZ_RUNS` sets the number of cases per property
 * (small by default, for CI), `FUZZ_SEED` the seed: `FUZZ_RUNS=100000 npx vitest run media-type.fuzz` is a long run.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMediaType, type MediaType } from './media-type.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 300)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
// a long campaign must not be cut by vitest's 5 s default
const timeout = Math.max(30_000, runs * 5)

// --- an independent oracle: RFC 9110 §8.3.1 media-type, written as one regular expression -----------------------
// media-type = type "/" subtype parameters; parameters = *( OWS ";" OWS [ parameter ] );
// parameter = parameter-name "=" parameter-value; parameter-value = ( token / quoted-string ); the field value may
// be surrounded by OWS (RFC 9110 §5.5)
const tcharClass = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]"
const tokenSource = `${tcharClass}+`
const qdtextOrPair = '(?:[\\t \\x21\\x23-\\x5B\\x5D-\\x7E\\x80-\\xFF]|\\\\[\\t \\x21-\\x7E\\x80-\\xFF])'
const quotedSource = `"${qdtextOrPair}*"`
const parameterSource = `${tokenSource}=(?:${tokenSource}|${quotedSource})`
const oracle = new RegExp(
  `^[ \\t]*${tokenSource}/${tokenSource}(?:[ \\t]*;[ \\t]*(?:${parameterSource})?)*[ \\t]*$`
)
const tokenOnly = new RegExp(`^${tokenSource}$`)
const oneParameter = new RegExp(
  `[ \\t]*;[ \\t]*(?:(${tokenSource})=(?:(${tokenSource})|"(${qdtextOrPair}*)"))?`,
  'y'
)

/** What the oracle reads from a header it accepts: essence and parameters (first occurrence of a name wins). */
function oracleParse(header: string): { essence: string; parameters: Record<string, string> } | null {
  if (!oracle.test(header)) return null
  const value = header.replace(/^[ \t]+|[ \t]+$/g, '')
  const head = /^([^/]+)\/([^; \t]+)/.exec(value)!
  // no prototype: a parameter may be called __proto__
  const parameters = Object.create(null) as Record<string, string>
  oneParameter.lastIndex = head[0].length
  let match: RegExpExecArray | null
  while (oneParameter.lastIndex < value.length && (match = oneParameter.exec(value)) !== null) {
    if (match[0].length === 0) break
    const name = match[1]
    if (name === undefined) continue
    const key = name.toLowerCase()
    const paramValue = match[2] ?? match[3]!.replace(/\\([\s\S])/g, '$1')
    if (!Object.hasOwn(parameters, key)) parameters[key] = paramValue
  }
  return { essence: `${head[1]!.toLowerCase()}/${head[2]!.toLowerCase()}`, parameters }
}

// --- generators --------------------------------------------------------------------------------------------------
const tchars = "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split('')
const token = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...tchars), minLength: 1, maxLength: 10 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application',
      'text',
      'json',
      'plain',
      'x-www-form-urlencoded',
      'vnd.api+json',
      '*',
      'charset',
      'utf-8',
      'boundary',
      'q'
    )
  }
)
const ows = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 })
// qdtext and quoted-pair only: a quoted-string the grammar accepts (mutations below break it)
const qdtext = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((c) => c !== 0x22 && c !== 0x5c && c !== 0x7f)
  .map((c) => String.fromCharCode(c))
const quoted = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('a', ' ', '\t', ';', ',', '=', '/', '\\"', '\\\\', '\\a', '\u00e9', '\u00ff', '(', ')'),
      qdtext
    ),
    maxLength: 8
  })
  .map((inner) => `"${inner}"`)
const parameter = fc.tuple(token, fc.oneof(token, quoted)).map(([name, value]) => `${name}=${value}`)
const parameters = fc.array(
  fc.tuple(ows, ows, fc.option(parameter, { nil: '' })).map(([a, b, p]) => `${a};${b}${p}`),
  { maxLength: 4 }
)
/** a valid media type by the grammar */
const validMediaType = fc
  .tuple(ows, token, token, parameters, ows)
  .map(([lead, type, subtype, params, trail]) => `${lead}${type}/${subtype}${params.join('')}${trail}`)

// the characters that tend to split parsers: controls, separators, quotes, non-Latin-1 and Unicode whitespace
const hostileChars = [
  '\0',
  '\t',
  ' ',
  '\r',
  '\n',
  ';',
  ',',
  '/',
  '=',
  '"',
  '\\',
  '\u000b',
  '\u00a0',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\u0130',
  '\u017f',
  '\u212a',
  '\u00ff',
  '\ud800',
  '\u{1f600}',
  'A',
  'Z'
]
const hostileChar = fc.oneof(
  fc.constantFrom(...hostileChars),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
)

type Mutation = (input: string) => string
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // case: flip ASCII letters only (other case mappings change the length or leave Latin-1)
  fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }).map(
    (flips): Mutation =>
      (input) =>
        input.replace(/[A-Za-z]/g, (c, i: number) =>
          flips[i % flips.length] ? (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) : c
        )
  ),
  fc.tuple(fc.nat(), hostileChar).map(([at, c]): Mutation => (input) => {
    const i = input.length === 0 ? 0 : at % (input.length + 1)
    return input.slice(0, i) + c + input.slice(i)
  }),
  fc.nat().map((at): Mutation => (input) => {
    if (input.length === 0) return input
    const i = at % input.length
    return input.slice(0, i) + input.slice(i + 1)
  }),
  // missing ';' (or any delimiter): drop every occurrence of one
  fc.constantFrom(';', '/', '=', '"', ' ').map(
    (c): Mutation =>
      (input) =>
        input.split(c).join('')
  ),
  // extra tokens, several types
  fc.tuple(fc.constantFrom(' ', ', ', ',', '; ', ' ;', '\t'), token).map(
    ([sep, extra]): Mutation =>
      (input) =>
        input + sep + extra
  ),
  validMediaType.chain((other) =>
    fc.constantFrom<Mutation>(
      (input) => `${input}, ${other}`,
      (input) => `${input},${other}`,
      (input) => `${other}${input}`
    )
  )
)
const nearValidMediaType = fc
  .tuple(validMediaType, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([base, mutations]) => mutations.reduce((text, mutate) => mutate(text), base))

const anyHeader = fc.oneof(
  { weight: 3, arbitrary: validMediaType },
  { weight: 5, arbitrary: nearValidMediaType },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // arbitrary bytes as Node hands them to us (header values are Latin-1 strings)
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.from(bytes).toString('latin1'))
  }
)

// --- invariants --------------------------------------------------------------------------------------------------
function checkShape(header: string, parsed: MediaType | null): void {
  if (parsed === null) return
  expect(Object.isFrozen(parsed)).toBe(true)
  expect(parsed.essence).toBe(`${parsed.type}/${parsed.subtype}`)
  expect(parsed.essence).toBe(parsed.essence.toLowerCase())
  expect(parsed.type).toMatch(tokenOnly)
  expect(parsed.subtype).toMatch(tokenOnly)
  expect(Object.getPrototypeOf(parsed.parameters)).toBe(null)
  for (const [name, value] of Object.entries(parsed.parameters)) {
    expect(name).toMatch(tokenOnly)
    expect(name).toBe(name.toLowerCase())
    expect(typeof value).toBe('string')
  }
  // the essence is the one the header names, whatever the case
  expect(header.toLowerCase()).toContain(parsed.essence)
}

describe('parseMediaType (fuzz)', () => {
  it(
    `never throws on any string, and returns null or a well-formed media type [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(anyHeader, (header) => {
          let parsed: MediaType | null | undefined
          expect(() => (parsed = parseMediaType(header))).not.toThrow()
          expect(parsed === null || typeof parsed === 'object').toBe(true)
          checkShape(header, parsed!)
        }),
        params
      )
    },
    timeout
  )

  it(
    `accepts exactly what the RFC 9110 grammar accepts, with the same essence and parameters [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(anyHeader, (header) => {
          const parsed = parseMediaType(header)
          const expected = oracleParse(header)
          if (expected === null) {
            expect(parsed, JSON.stringify(header)).toBe(null)
            return
          }
          expect(parsed, JSON.stringify(header)).not.toBe(null)
          expect(parsed!.essence).toBe(expected.essence)
          expect(Object.entries(parsed!.parameters)).toEqual(Object.entries(expected.parameters))
        }),
        params
      )
    },
    timeout
  )

  it(
    `is case-insensitive for type, subtype and parameter names, and stable across calls (cache) [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(nearValidMediaType, fc.boolean(), (header, upper) => {
          const asciiCase = upper
            ? header.replace(/[a-z]/g, (c) => c.toUpperCase())
            : header.replace(/[A-Z]/g, (c) => c.toLowerCase())
          const a = parseMediaType(header)
          const b = parseMediaType(asciiCase)
          expect(a === null, JSON.stringify([header, asciiCase])).toBe(b === null)
          if (a !== null && b !== null) {
            expect(b.essence).toBe(a.essence)
            expect(Object.keys(b.parameters)).toEqual(Object.keys(a.parameters))
          }
          expect(parseMediaType(header)).toEqual(a)
        }),
        params
      )
    },
    timeout
  )

  it(
    `parses its own canonical spelling back to the same value [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(validMediaType, (header) => {
          const parsed = parseMediaType(header)
          expect(parsed, JSON.stringify(header)).not.toBe(null)
          let canonical = parsed!.essence
          for (const [name, value] of Object.entries(parsed!.parameters)) {
            canonical += tokenOnly.test(value)
              ? `; ${name}=${value}`
              : `; ${name}="${value.replace(/(["\\])/g, '\\$1')}"`
          }
          const again = parseMediaType(canonical)
          expect(again, canonical).not.toBe(null)
          expect(again!.essence).toBe(parsed!.essence)
          expect(Object.entries(again!.parameters)).toEqual(Object.entries(parsed!.parameters))
        }),
        params
      )
    },
    timeout
  )
})
