import { readFileSync } from 'node:fs'
import { Ajv, type Options as AjvOptions } from 'ajv'
import { describe, expect, it } from 'vitest'
import { metaValidatorSource } from '../scripts/meta-validator-source.mjs'
import { DEFAULT_AJV_OPTIONS } from './default-options.js'
import { createValidatorFactory } from './factory.js'

const route = { method: 'POST', url: '/', httpPart: 'body' }
const DRAFT_07 = 'http://json-schema.org/draft-07/schema'

// schemas the draft-07 meta-schema refuses, one per kind of mistake
const invalidSchemas = [
  { type: 'strin' },
  { type: 'object', properties: { a: { minLength: -1 } } },
  { required: 'name' },
  { items: [{ type: 1 }] },
  { properties: { a: { enum: [] } } },
  { type: ['string', 'string'] },
  { additionalProperties: 'no' },
  { minimum: 'one' }
]

/** What Ajv itself says when it compiles the meta-schema on its own (no precompiled validator). */
function ajvOwnMessage(schema: Record<string, unknown>, options: AjvOptions): string {
  const ajv = new Ajv({ ...DEFAULT_AJV_OPTIONS, ...options })
  try {
    ajv.compile(schema)
  } catch (error) {
    return (error as Error).message
  }
  return 'compiled'
}

function factoryMessage(schema: Record<string, unknown>, customOptions?: AjvOptions): string {
  const compile = createValidatorFactory()({}, customOptions === undefined ? {} : { customOptions })
  try {
    compile({ ...route, schema })
  } catch (error) {
    return (error as Error).message
  }
  return 'compiled'
}

describe('precompiled draft-07 meta-schema validator', () => {
  it('is the code the installed Ajv generates (run `pnpm --filter @capsule/validator-compiler generate` if not)', () => {
    const file = readFileSync(new URL('./generated/draft-07-meta-validator.js', import.meta.url), 'utf8')
    expect(file).toBe(metaValidatorSource())
  })

  it.each(invalidSchemas.map((schema) => [JSON.stringify(schema), schema] as const))(
    "refuses %s at compile time with Ajv's own message",
    (_name, schema) => {
      const message = factoryMessage(schema)
      expect(message).toMatch(/^schema is invalid: /)
      expect(message).toBe(ajvOwnMessage(schema, {}))
    }
  )

  it('is used by the default configuration and left out when an option changes what the meta-schema reports', () => {
    let defaultEnv: unknown
    createValidatorFactory()({}, { onCreate: (ajv) => (defaultEnv = ajv.schemas[DRAFT_07]?.validate) })({
      ...route,
      schema: { type: 'string' }
    })
    expect(typeof defaultEnv).toBe('function')
    // allErrors lists every problem: Ajv compiles its own meta validator with that option
    const schema = { maxLength: -1, type: 'strin' }
    const message = factoryMessage(schema, { allErrors: true })
    expect(message).toBe(ajvOwnMessage(schema, { allErrors: true }))
    expect(message).toContain('data/type must be equal to one of the allowed values')
    expect(factoryMessage(schema)).toBe('schema is invalid: data/maxLength must be >= 0')
  })

  it('accepts every valid schema the contract uses and still validates data', () => {
    const compile = createValidatorFactory()({})
    const validate = compile({
      ...route,
      schema: { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } }
    })
    expect(validate({ a: 2 })).toBe(true)
    expect(validate({ a: 0 })).toBe(false)
  })
})
