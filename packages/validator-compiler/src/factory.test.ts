import { describe, expect, it } from 'vitest'
import ajvErrors from 'ajv-errors'
import { validatorContract, type ContractCompiler } from './testing/validator-contract.js'
import { createValidatorFactory } from './factory.js'
import { DEFAULT_AJV_OPTIONS } from './default-options.js'
import { errorCodes } from './errors.js'

validatorContract('ajv', () => createValidatorFactory()({}) as unknown as ContractCompiler)

const route = { method: 'POST', url: '/', httpPart: 'body' }

describe('createValidatorFactory', () => {
  it('uses the baseline options, frozen', () => {
    expect(DEFAULT_AJV_OPTIONS).toMatchObject({
      coerceTypes: 'array',
      useDefaults: true,
      removeAdditional: true,
      addUsedSchema: false,
      allErrors: false
    })
    expect(Object.isFrozen(DEFAULT_AJV_OPTIONS)).toBe(true)
  })

  it('merges customOptions over the baseline (allErrors, coerceTypes off for one part)', () => {
    const all = createValidatorFactory()({}, { customOptions: { allErrors: true } })
    const fn = all({ ...route, schema: { type: 'object', required: ['a', 'b'] } })
    expect(fn({})).toBe(false)
    expect(fn.errors).toHaveLength(2)
    const strict = createValidatorFactory()({}, { customOptions: { coerceTypes: false } })
    expect(strict({ ...route, schema: { type: 'integer' } })('1')).toBe(false)
    expect(
      createValidatorFactory()({})({
        ...route,
        schema: { type: 'object', properties: { n: { type: 'integer' } } }
      })({ n: '1' })
    ).toBe(true)
  })

  it('includes ajv-formats, and supports ajv-errors messages with allErrors', () => {
    const compile = createValidatorFactory()(
      {},
      { customOptions: { allErrors: true }, plugins: [[ajvErrors, { singleError: false }]] }
    )
    const email = compile({ ...route, schema: { type: 'string', format: 'email' } })
    expect(email('a@b.co')).toBe(true)
    expect(email('nope')).toBe(false)
    const fn = compile({
      ...route,
      schema: {
        type: 'object',
        required: ['name'],
        properties: { age: { type: 'integer', minimum: 18 } },
        errorMessage: { required: { name: 'name is needed' }, properties: { age: 'too young' } }
      }
    })
    expect(fn({ age: 3 })).toBe(false)
    expect(fn.errors?.map((e) => (e as { message: string }).message).sort()).toEqual([
      'name is needed',
      'too young'
    ])
  })

  it('calls onCreate once per new Ajv and reuses the pool for the same arguments', () => {
    let created = 0
    const build = createValidatorFactory()
    const options = { onCreate: () => void created++ }
    const first = build({}, options)
    const second = build({}, options)
    expect(first).toBe(second)
    expect(created).toBe(1)
    const schema = { type: 'object', properties: { a: { type: 'string' } } }
    expect(first({ ...route, schema })).toBe(first({ ...route, schema: { ...schema } }))
  })

  it('refuses bad options and plugins with coded errors', () => {
    const build = createValidatorFactory()
    expect(() => build({}, { customOptions: 'x' as never })).toThrow(
      errorCodes.FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ
    )
    expect(() => build({}, { plugins: 'x' as never })).toThrow(
      errorCodes.FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR
    )
    expect(() => build({}, { plugins: ['x' as never] })).toThrow(errorCodes.CPS_ERR_AJV_PLUGIN_NOT_VALID)
  })

  it('resolves all six $ref forms against shared schemas (plain and URL ids)', () => {
    const compile = createValidatorFactory()({
      commonSchema: {
        $id: 'commonSchema',
        type: 'object',
        definitions: { name: { type: 'string', minLength: 2 } },
        properties: { id: { $id: '#id', type: 'integer' }, title: { type: 'string', maxLength: 3 } }
      },
      'http://example.com/user.json': {
        $id: 'http://example.com/user.json',
        type: 'object',
        required: ['uid']
      }
    })
    const fn = compile({
      ...route,
      schema: {
        type: 'object',
        definitions: { flag: { type: 'boolean' } },
        properties: {
          local: { $ref: '#/definitions/flag' },
          whole: { $ref: 'commonSchema#' },
          def: { $ref: 'commonSchema#/definitions/name' },
          anchor: { $ref: 'commonSchema#id' },
          prop: { $ref: 'commonSchema#/properties/title' },
          url: { $ref: 'http://example.com/user.json#' }
        }
      }
    })
    expect(fn({ local: true, whole: {}, def: 'ab', anchor: 1, prop: 'abc', url: { uid: 1 } })).toBe(true)
    for (const bad of [
      { local: 'x' },
      { def: 'a' },
      { anchor: 'x' },
      { prop: 'abcd' },
      { url: {} },
      { whole: { id: 'x' } }
    ]) {
      expect(fn(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('resolves a schema-local #id anchor', () => {
    const fn = createValidatorFactory()({})({
      ...route,
      schema: {
        type: 'object',
        definitions: { x: { $id: '#x', type: 'string' } },
        properties: { a: { $ref: '#x' } }
      }
    })
    expect(fn({ a: 's' })).toBe(true)
    // an object cannot be coerced to a string, so this fails only if the anchor resolved
    expect(fn({ a: {} })).toBe(false)
  })

  it('returns a promise for $async schemas', async () => {
    const fn = createValidatorFactory()({})({
      ...route,
      schema: { $async: true, type: 'object', required: ['a'] }
    })
    await expect(fn({ a: 1 })).resolves.toEqual({ a: 1 })
    await expect(fn({})).rejects.toThrow()
  })

  it('throws on a schema that does not compile, and accepts OpenAPI annotation keywords', () => {
    const compile = createValidatorFactory()({})
    expect(() => compile({ ...route, schema: { type: 'nonsense' } })).toThrow()
    expect(() => compile({ ...route, schema: { type: 'string', unknownKeyword: true } })).toThrow()
    expect(
      compile({ ...route, schema: { type: 'string', example: 'x', xml: { name: 'x' }, externalDocs: {} } })(
        's'
      )
    ).toBe(true)
  })
})

// issue 17, fault 5: Ajv skips a property named `__proto__`, so its constraints never applied
describe('a schema that names a property __proto__', () => {
  it('is refused with a coded error that names the route, the part and where, in every keyword that lists properties', () => {
    const compile = createValidatorFactory()({})
    const cases = [
      [
        '{"type":"object","properties":{"__proto__":{"type":"string","maxLength":3}}}',
        '#/properties/__proto__'
      ],
      ['{"type":"object","required":["__proto__"]}', '#/required'],
      [
        '{"type":"object","properties":{"a":{"type":"object","patternProperties":{"__proto__":{}}}}}',
        '#/properties/a/patternProperties/__proto__'
      ],
      [
        '{"anyOf":[{"type":"object","dependentRequired":{"__proto__":["a"]}}]}',
        '#/anyOf/0/dependentRequired/__proto__'
      ]
    ] as const
    for (const [text, where] of cases) {
      const schema = JSON.parse(text) as Record<string, unknown>
      expect(() => compile({ ...route, schema }), text).toThrow(errorCodes.CPS_ERR_SCHEMA_PROTO_PROPERTY)
      expect(() => compile({ ...route, schema }), text).toThrow(
        `The body schema of POST / names a property '__proto__' (at ${where})`
      )
    }
  })

  it('is refused as a shared schema too, and a value or description mentioning the word is fine', () => {
    const shared = JSON.parse('{"$id":"user","type":"object","properties":{"__proto__":{}}}') as Record<
      string,
      unknown
    >
    expect(() => createValidatorFactory()({ user: shared })).toThrow(
      "The shared schema 'user' names a property '__proto__'"
    )
    const compile = createValidatorFactory()({})
    const fn = compile({
      ...route,
      schema: {
        type: 'object',
        properties: { key: { enum: ['__proto__'], description: 'never "__proto__"' } }
      }
    })
    expect(fn({ key: '__proto__' })).toBe(true)
  })
})
