import { describe, expect, it } from 'vitest'
import { Ajv, type Options } from 'ajv'
import ajvErrors from 'ajv-errors'
import { createRequire } from 'node:module'
import { createValidatorFactory } from './factory.js'
import { installLengthKeywords } from './length-keywords.js'

const requireModule = createRequire(import.meta.url)
const standaloneCode = (
  requireModule('ajv/dist/standalone') as { default: (ajv: Ajv, validate: unknown) => string }
).default
const route = { method: 'POST', url: '/', httpPart: 'body' }
const emoji = '\u{1F600}' // one code point, two UTF-16 units
const high = '\uD83D' // a lone high surrogate counts as one code point
const low = '\uDE00'

const strings = [
  '',
  'a',
  'ab',
  'abc',
  'abcd',
  'abcde',
  emoji,
  emoji + emoji,
  `a${emoji}`,
  `${emoji}a${emoji}`,
  emoji.repeat(3),
  high,
  low,
  `${high}a`,
  `a${high}`,
  `${high}${high}`,
  `${low}${high}`,
  'x'.repeat(600),
  emoji.repeat(300),
  `${'x'.repeat(299)}${emoji}`
]
const limits = [0, 1, 2, 3, 4, 5, 300, 301, 600]

/** The same keyword checked by Ajv's own definition and by ours, in an Ajv with the given options. */
function pair(options: Options): { stock: Ajv; ours: Ajv } {
  const stock = new Ajv(options)
  const ours = new Ajv(options)
  installLengthKeywords(ours)
  return { stock, ours }
}

function outcome(ajv: Ajv, schema: object, data: unknown): unknown {
  const validate = ajv.compile(schema)
  const valid = validate(data)
  return { valid, errors: validate.errors ?? null }
}

describe('maxLength / minLength', () => {
  it('give Ajv’s own result and errors for every string and limit (code points, surrogates)', () => {
    const { stock, ours } = pair({ allErrors: true })
    let compared = 0
    for (const keyword of ['maxLength', 'minLength']) {
      for (const limit of limits) {
        const schema = { type: 'string', [keyword]: limit }
        for (const text of strings) {
          expect(outcome(ours, schema, text), `${keyword} ${limit} ${JSON.stringify(text)}`).toEqual(
            outcome(stock, schema, text)
          )
          compared++
        }
      }
    }
    expect(compared).toBe(2 * limits.length * strings.length)
  })

  it('count code points, not UTF-16 units', () => {
    const { ours } = pair({})
    expect(ours.validate({ type: 'string', maxLength: 2 }, emoji + emoji)).toBe(true)
    expect(ours.validate({ type: 'string', maxLength: 1 }, emoji + emoji)).toBe(false)
    expect(ours.validate({ type: 'string', minLength: 2 }, emoji)).toBe(false)
    expect(ours.validate({ type: 'string', minLength: 2 }, emoji + emoji)).toBe(true)
  })

  it('keep Ajv’s order: maxLength and minLength are reported before pattern and format', () => {
    const { stock, ours } = pair({})
    const schema = { type: 'string', pattern: '^a', maxLength: 2 }
    expect(outcome(ours, schema, 'bbbb')).toEqual(outcome(stock, schema, 'bbbb'))
    expect((outcome(ours, schema, 'bbbb') as { errors: Array<{ keyword: string }> }).errors[0]!.keyword).toBe(
      'maxLength'
    )
  })

  it('support $data limits as Ajv does, including a limit that is not a number', () => {
    const { stock, ours } = pair({ $data: true, allErrors: true })
    const schema = {
      type: 'object',
      properties: { max: {}, text: { type: 'string', maxLength: { $data: '1/max' } } }
    }
    for (const data of [
      { max: 2, text: 'abc' },
      { max: 3, text: 'abc' },
      { max: 1, text: emoji },
      { max: 'x', text: 'abc' },
      { text: 'abc' }
    ]) {
      expect(outcome(ours, schema, data), JSON.stringify(data)).toEqual(outcome(stock, schema, data))
    }
  })

  it('refuse the same invalid limits as Ajv, with its messages, with and without schema validation', () => {
    const compileError = (ajv: Ajv, schema: object): string => {
      try {
        ajv.compile(schema)
        return 'compiled'
      } catch (error) {
        return (error as Error).message
      }
    }
    for (const options of [{}, { validateSchema: false }] as Options[]) {
      const { stock, ours } = pair({ ...options, logger: false })
      for (const limit of ['3', -1, 1.5, null, [2]]) {
        for (const keyword of ['maxLength', 'minLength']) {
          const schema = { type: 'string', [keyword]: limit }
          expect(
            compileError(ours, schema),
            `${JSON.stringify(options)} ${keyword} ${JSON.stringify(limit)}`
          ).toBe(compileError(stock, schema))
        }
      }
    }
    expect(compileError(pair({}).ours, { type: 'string', maxLength: '3' })).toMatch(/must be integer/)
  })

  it('leave Ajv’s keywords alone when unicode counting is off', () => {
    const ajv = new Ajv({ unicode: false, logger: false })
    installLengthKeywords(ajv)
    // UTF-16 units: the emoji is two
    expect(ajv.validate({ type: 'string', maxLength: 1 }, emoji)).toBe(false)
  })

  it('work with ajv-errors messages', () => {
    const compile = createValidatorFactory()({}, { customOptions: { allErrors: true }, plugins: [ajvErrors] })
    const fn = compile({
      ...route,
      schema: { type: 'string', maxLength: 3, errorMessage: { maxLength: 'three at most' } }
    })
    expect(fn('abcd')).toBe(false)
    expect(fn.errors).toMatchObject([{ keyword: 'errorMessage', message: 'three at most' }])
  })

  it('are what the factory’s compilers use, with Ajv’s message', () => {
    const fn = createValidatorFactory()({})({
      ...route,
      schema: { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } }
    })
    expect(fn({ name: 'abc' })).toBe(true)
    expect(fn({ name: `ab${emoji}` })).toBe(true)
    expect(fn({ name: 'abcd' })).toBe(false)
    expect(fn.errors).toMatchObject([
      {
        keyword: 'maxLength',
        instancePath: '/name',
        params: { limit: 3 },
        message: 'must NOT have more than 3 characters'
      }
    ])
  })

  it('compile to standalone code that loads Ajv’s counter by its path', () => {
    const ajv = new Ajv({ code: { source: true } })
    installLengthKeywords(ajv)
    const code = standaloneCode(ajv, ajv.compile({ type: 'string', maxLength: 1 }))
    const module = { exports: {} as { default?: (data: unknown) => boolean } }
    new Function('module', 'exports', 'require', code)(module, module.exports, requireModule)
    const validate = module.exports.default ?? (module.exports as unknown as (data: unknown) => boolean)
    expect(validate(emoji)).toBe(true)
    expect(validate(emoji + emoji)).toBe(false)
  })
})
