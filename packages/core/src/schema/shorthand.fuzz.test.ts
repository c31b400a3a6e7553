/**
 * Property-based fuzzing of the shorthand schema expansion (issue 17). `FUZZ_RUNS` sets the number of cases per
 * property (small by default, for CI), `FUZZ_SEED` the seed.
 */
import { Ajv } from 'ajv'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JsonSchema } from '../types/schema.js'
import { expandShorthand, lowerCaseHeaders } from './shorthand.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 200)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
const timeout = Math.max(30_000, runs * 10)

// the validator compiler's baseline (packages/validator-compiler/src/default-options.ts), Ajv's strict mode on
const ajv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: false,
  logger: false,
  code: { optimize: false }
})

// --- generators --------------------------------------------------------------------------------------------------
const propertyName = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'type',
      'format',
      'required',
      'limit',
      '$ref',
      '$id',
      'anyOf',
      'enum',
      'x-extra',
      'Content-Type',
      'X-API-KEY',
      '',
      ' ',
      'a.b',
      'a/b',
      '~',
      '#'
    )
  }
)
/** An object with exactly these own entries: `__proto__` too becomes an own property, as JSON.parse makes it. */
const objectOf = <T>(value: fc.Arbitrary<T>, minKeys = 0): fc.Arbitrary<Record<string, T>> =>
  fc
    .uniqueArray(fc.tuple(propertyName, value), {
      minLength: minKeys,
      maxLength: 4,
      selector: ([key]) => key
    })
    .map((entries) => Object.fromEntries(entries))

/** Draft-07 schemas Ajv's strict mode accepts, built from a subset of keywords. */
const { schema: fullSchema } = fc.letrec<{ schema: Record<string, unknown>; leaf: Record<string, unknown> }>(
  (tie) => ({
    leaf: fc.oneof(
      fc.record(
        {
          type: fc.constantFrom('string'),
          minLength: fc.nat(5),
          maxLength: fc.integer({ min: 5, max: 20 }),
          pattern: fc.constantFrom('^a', 'b$', '[0-9]+')
        },
        { requiredKeys: ['type'] }
      ),
      // no `default`: Ajv's strict mode refuses one where it is ignored (under oneOf/anyOf), which a generator cannot see
      fc.record(
        {
          type: fc.constantFrom('integer', 'number'),
          minimum: fc.integer({ min: -5, max: 0 }),
          maximum: fc.integer({ min: 1, max: 99 })
        },
        { requiredKeys: ['type'] }
      ),
      fc.record({ type: fc.constant('boolean') }),
      fc.record({
        enum: fc.uniqueArray(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), {
          minLength: 1,
          maxLength: 3
        })
      }),
      fc.record({ const: fc.jsonValue({ maxDepth: 1 }) }),
      fc.record({ type: fc.constant('null') }),
      fc.record({ $comment: fc.string(), title: fc.string(), description: fc.string() }, { requiredKeys: [] })
    ),
    schema: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      fc.record(
        {
          type: fc.constant('object'),
          properties: objectOf(tie('schema')),
          additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
          propertyNames: fc.constant({ maxLength: 20 }),
          patternProperties: fc.constant({ '^zz[0-9]': { type: 'string' } }),
          dependencies: fc.constant({ a: ['b'] }),
          minProperties: fc.nat(2)
        },
        { requiredKeys: ['type'] }
      ),
      fc.record(
        {
          type: fc.constant('array'),
          items: tie('schema'),
          minItems: fc.nat(2),
          uniqueItems: fc.boolean(),
          contains: tie('schema')
        },
        { requiredKeys: ['type', 'items'] }
      ),
      fc.record(
        {
          type: fc.constant('array'),
          items: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }),
          additionalItems: fc.oneof(fc.boolean(), tie('schema'))
        },
        { requiredKeys: ['type', 'items'] }
      ),
      fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ allOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ not: tie('schema') }),
      // strict mode: `if` needs `then` or `else`
      fc.record(
        { if: tie('schema'), then: tie('schema'), else: tie('schema') },
        { requiredKeys: ['if', 'then'] }
      ),
      fc.record({ definitions: objectOf(tie('schema'), 1) }),
      // keywords whose value is a schema, alone (a schema for any instance type)
      fc.record({ contains: tie('schema') }),
      fc.record({ propertyNames: tie('leaf') })
    )
  })
)

/** A shorthand by the rule of shorthand.ts: a non-empty object whose values are all (valid) schemas. */
// a `$` key (`$ref`, `$merge` of ajv-merge-patch) always means a schema for the compiler: never a parameter list
const shorthand = objectOf(fullSchema, 1).filter(
  (object) => !Object.keys(object).some((key) => schemaKeywordsTakingObjects.has(key) || key.startsWith('$'))
)
// the keywords with an object value that make an object a schema (shorthand.ts; `type`, `required`... given an
// object are parameter names)
const schemaKeywordsTakingObjects = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'definitions',
  '$defs',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'content',
  'default',
  'const',
  'unevaluatedProperties',
  'unevaluatedItems'
])

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  objectOf(fc.jsonValue({ maxDepth: 2 })),
  objectOf(objectOf(fc.jsonValue({ maxDepth: 1 }))),
  fullSchema,
  shorthand,
  fc.anything({
    maxDepth: 2,
    withNullPrototype: true,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true
  })
)

// --- invariants --------------------------------------------------------------------------------------------------
function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

function snapshot(value: unknown): unknown {
  return structuredClone(value)
}

describe('expandShorthand (fuzz)', () => {
  it(
    `never throws or changes its input, and answers the input itself or {type: "object", properties: input} [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(anyValue, (input) => {
          const before = snapshot(input)
          let output: unknown
          expect(() => (output = expandShorthand(input as JsonSchema))).not.toThrow()
          expect(input).toEqual(before)
          // (Object.is: NaN is returned as it is too)
          if (!Object.is(output, input)) {
            expect(Object.keys(output as object)).toEqual(['type', 'properties'])
            expect(output).toMatchObject({ type: 'object' })
            expect((output as { properties: unknown }).properties).toBe(input)
          }
        }),
        params
      )
    },
    timeout
  )

  it(
    `expands a valid shorthand into a schema Ajv compiles [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(shorthand, (input) => {
          const output = expandShorthand(input) as Record<string, unknown>
          expect(output).not.toBe(input)
          expect(output['type']).toBe('object')
          expect(output['properties']).toBe(input)
          const validate = ajv.compile(output)
          expect(typeof validate({})).toBe('boolean')
          // Ajv caches every compiled schema: a long run must not keep them all
          ajv.removeSchema(output)
        }),
        params
      )
    },
    timeout
  )

  it(
    `leaves a full schema as it is, and is idempotent on anything [${2 * runs} runs]`,
    () => {
      fc.assert(
        fc.property(fullSchema, (schema) => {
          // (the generator's schemas compile: checked, at the cost of an Ajv compile per case, by the property above)
          expect(expandShorthand(schema), JSON.stringify(schema)).toBe(schema)
        }),
        params
      )
      fc.assert(
        fc.property(anyValue, (input) => {
          const once = expandShorthand(input as JsonSchema)
          expect(expandShorthand(once)).toBe(once)
        }),
        params
      )
    },
    timeout
  )
})

describe('lowerCaseHeaders (fuzz)', () => {
  it(
    `never throws or changes its input, lower-cases property and required names, and is idempotent [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            anyValue,
            fullSchema.map((s) => expandShorthand(s))
          ),
          (input) => {
            const before = snapshot(input)
            let output: unknown
            expect(() => (output = lowerCaseHeaders(input as JsonSchema))).not.toThrow()
            expect(input).toEqual(before)
            const properties = (output as { properties?: unknown } | null)?.properties
            const given = (input as { properties?: unknown } | null)?.properties
            if (isPlain(input) && isPlain(given)) {
              for (const key of Object.keys(properties as object)) expect(key).toBe(key.toLowerCase())
              // every header the schema names is still named, lower-cased (none lost, none inherited)
              expect(Object.keys(properties as object).sort()).toEqual(
                [...new Set(Object.keys(given).map((key) => key.toLowerCase()))].sort()
              )
              expect(Object.getPrototypeOf(properties)).toBe(Object.prototype)
            }
            const required = (output as { required?: unknown } | null)?.required
            if (Array.isArray(required) && isPlain(input)) {
              for (const name of required) if (typeof name === 'string') expect(name).toBe(name.toLowerCase())
            }
            expect(lowerCaseHeaders(output as JsonSchema)).toStrictEqual(output)
          }
        ),
        params
      )
    },
    timeout
  )

  // found by the property above (shrunk: {type: 'object', properties: {__proto__: {const: []}}}, the key an own
  // property as JSON.parse makes it): lowerCaseHeaders copies names with `lowered[key.toLowerCase()] = value` into a
  // plain object (src/schema/shorthand.ts), so `__proto__` sets the copy's prototype instead: the header's subschema
  // is dropped from `properties` (and a `dependencies` entry from `dependencies`) without a word
  it('regression: a header property or dependency named __proto__ is kept', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"const":[]},"X-A":{"type":"string"}},"dependencies":{"__proto__":["X-A"]}}'
    ) as JsonSchema
    const output = lowerCaseHeaders(schema) as { properties: object; dependencies: object }
    expect(Object.keys(output.properties).sort()).toEqual(['__proto__', 'x-a'])
    expect(Object.getOwnPropertyDescriptor(output.properties, '__proto__')?.value).toEqual({ const: [] })
    expect(
      Object.prototype.isPrototypeOf.call(Object.prototype, output.properties) ||
        Object.getPrototypeOf(output.properties) === null
    ).toBe(true)
    expect(Object.getOwnPropertyDescriptor(output.dependencies, '__proto__')?.value).toEqual(['x-a'])
  })
})
