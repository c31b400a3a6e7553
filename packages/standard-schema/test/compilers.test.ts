// The compilers called directly, as any Fastify-compatible framework calls them: their contract, their options and
// their startup errors.
import { z } from 'zod'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import {
  createStandardSerializerCompiler,
  createStandardValidatorCompiler,
  createSwaggerTransform,
  errorCodes,
  isStandardSchema,
  standardCompilersFactory,
  standardSerializerCompiler,
  standardValidatorCompiler
} from '../src/index.js'
import { instancePath, pathKeys } from '../src/instance-path.js'

const route = { method: 'POST', url: '/users', httpPart: 'body' }

function thrownBy(run: () => unknown): Error & { code?: string } {
  try {
    run()
  } catch (error) {
    return error as Error & { code?: string }
  }
  throw new Error('expected a throw')
}

describe('the validation function', () => {
  it('returns { value } on success and { error: entries } on failure, and says its promises resolve with outcomes', async () => {
    const validate = standardValidatorCompiler({ ...route, schema: z.object({ n: z.coerce.number() }) })
    expect(validate.asyncOutcome).toBe(true)
    // Zod's schemas are parsed with its own safeParseAsync (see validation-function.ts): a promise of the outcome
    const accepted = validate({ n: '2' })
    expect(accepted).toBeInstanceOf(Promise)
    expect(await accepted).toEqual({ value: { n: 2 } })
    expect(await validate({ n: 'x' })).toEqual({
      error: [
        {
          instancePath: '/n',
          schemaPath: '',
          keyword: 'standard',
          params: { path: ['n'], vendor: 'zod' },
          message: 'Invalid input: expected number, received NaN'
        }
      ]
    })
  })

  it('accepts ArkType types, which are functions', () => {
    const schema = type({ n: 'number' })
    expect(typeof schema).toBe('function')
    expect(isStandardSchema(schema)).toBe(true)
    expect(standardValidatorCompiler({ ...route, schema })({ n: 1 })).toEqual({ value: { n: 1 } })
  })

  it('answers a result that is not one with a coded error naming the schema and the part', () => {
    const schema = { '~standard': { version: 1, vendor: 'broken', validate: () => undefined } }
    const outcome = standardValidatorCompiler({ ...route, schema })(1) as { error: Error & { code: string } }
    expect(outcome.error.code).toBe('CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED')
    expect(outcome.error.message).toMatch(
      /^The broken schema of the body of POST \/users returned undefined instead of a result/
    )
  })
})

describe('instance paths', () => {
  it('are JSON pointers: keys and { key } segments, "~" and "/" escaped, symbols by their text', () => {
    const keys = pathKeys(['a/b', { key: 0 }, '~c', Symbol('s')])
    expect(keys).toEqual(['a/b', 0, '~c', 'Symbol(s)'])
    expect(instancePath(keys)).toBe('/a~1b/0/~0c/Symbol(s)')
    expect(instancePath(pathKeys(undefined))).toBe('')
  })
})

describe('values that are not Standard Schemas', () => {
  it.each([
    [{ type: 'object', properties: {} }, 'a JSON Schema (keys: type, properties)'],
    [
      { '~standard': { version: 2, validate: () => ({ value: 1 }) } },
      "a value whose '~standard.version' is 2, not 1"
    ],
    [{ '~standard': { version: 1 } }, "a value whose '~standard' has no validate function"],
    [() => true, "a function without a '~standard' property"],
    [undefined, 'undefined'],
    ['string', 'a string (string)']
  ])('refuses %o as %s', (schema, described) => {
    const error = thrownBy(() => standardValidatorCompiler({ ...route, schema }))
    expect(error.code).toBe('CPS_ERR_STANDARD_SCHEMA_INVALID')
    expect(error.message).toContain(
      `The body schema of POST /users is not a Standard Schema V1 value: got ${described}. `
    )
    const serializer = thrownBy(() =>
      standardSerializerCompiler({ method: 'GET', url: '/', httpStatus: '2xx', schema })
    )
    expect(serializer.message).toContain(
      `The response schema for status 2xx of GET / is not a Standard Schema V1 value: got ${described}. `
    )
  })

  it('go to the fallback compiler when there is one, untouched', () => {
    const seen: unknown[] = []
    const fallback = (given: { schema: unknown }) => {
      seen.push(given.schema)
      return () => true
    }
    const schema = { type: 'object' }
    expect(createStandardValidatorCompiler({ fallback })({ ...route, schema })(1)).toBe(true)
    expect(
      createStandardSerializerCompiler({ fallback: (given) => (seen.push(given.schema), () => 'json') })({
        ...route,
        schema
      })(1)
    ).toBe('json')
    expect(seen).toEqual([schema, schema])
  })
})

describe('the serializer', () => {
  it('builds one fast-json-stringify function per schema value, whatever the routes', () => {
    const schema = z.object({ a: z.string() })
    const compile = createStandardSerializerCompiler()
    const first = compile({ method: 'GET', url: '/a', httpStatus: '200', schema })
    const second = compile({ method: 'GET', url: '/b', httpStatus: '200', schema })
    expect([first({ a: 'x', b: 1 }), second({ a: 'y' })]).toEqual(['{"a":"x"}', '{"a":"y"}'])
    // each route names itself in its errors
    expect(thrownBy(() => second({})).message).toContain(
      'The response for status 200 of GET /b does not match its zod schema: "a" is required!'
    )
  })

  it('refuses a JSON Schema fast-json-stringify cannot compile when the server starts, suggesting the validating mode', () => {
    const schema = {
      '~standard': {
        version: 1,
        vendor: 'odd',
        validate: (value: unknown) => ({ value }),
        jsonSchema: {
          input: () => ({}),
          output: () => ({ type: 'object', properties: { a: { $ref: '#/nowhere' } } })
        }
      }
    }
    const error = thrownBy(() =>
      standardSerializerCompiler({ method: 'GET', url: '/', httpStatus: '200', schema })
    )
    expect(error.code).toBe('CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD')
    expect(error.message).toMatch(
      /^fast-json-stringify cannot compile the JSON Schema the odd schema gives for the response for status 200 of GET \/: .+ Pass mode: 'validate'/
    )
    expect(
      createStandardSerializerCompiler({ mode: 'validate' })({
        method: 'GET',
        url: '/',
        httpStatus: '200',
        schema
      })({ a: 1 })
    ).toBe('{"a":1}')
  })

  it('puts every issue of a mismatch on error.issues and names the first in the message', () => {
    const serialize = createStandardSerializerCompiler({ mode: 'validate' })({
      method: 'GET',
      url: '/',
      httpStatus: '200',
      schema: z.object({ a: z.string(), b: z.string(), c: z.string() })
    })
    const error = thrownBy(() => serialize({})) as Error & { issues: Array<{ instancePath: string }> }
    expect(error.message).toBe(
      "The response for status 200 of GET / does not match its zod schema: at /a: Invalid input: expected string, received undefined (and 2 more issues). Fix the handler's payload or the response schema."
    )
    expect(error.issues.map((issue) => issue.instancePath)).toEqual(['/a', '/b', '/c'])
  })
})

describe('options', () => {
  it.each([
    [
      'validator fallback',
      () => createStandardValidatorCompiler({ fallback: 1 as never }),
      "option 'fallback' must be a function, got number"
    ],
    [
      'serializer mode',
      () => createStandardSerializerCompiler({ mode: 'strict' as never }),
      "option 'mode' must be 'auto' or 'validate', got a string (strict)"
    ],
    [
      'serializer toJsonSchema',
      () => createStandardSerializerCompiler({ toJsonSchema: {} as never }),
      "option 'toJsonSchema' must be a function, got object"
    ],
    [
      'compilers factory buildValidator',
      () => standardCompilersFactory({ buildValidator: 'ajv' as never }),
      "option 'buildValidator' must be a function, got string"
    ],
    [
      'swagger target',
      () => createSwaggerTransform({ target: 7 as never }),
      "option 'target' must be a string, got number"
    ],
    [
      'options themselves',
      () => createStandardValidatorCompiler(null as never),
      "option 'options' must be an object, got null"
    ]
  ])('are checked when the compiler is created: %s', (_name, create, message) => {
    const error = thrownBy(create)
    expect(error.code).toBe('CPS_ERR_STANDARD_SCHEMA_OPTION')
    expect(error.message).toBe(`@capsule/standard-schema: ${message}`)
  })
})

describe('error registry', () => {
  it('names each error after its code, all CPS_ codes', () => {
    for (const [name, ErrorClass] of Object.entries(errorCodes)) {
      expect(ErrorClass.code).toBe(name)
      expect(name).toMatch(/^CPS_ERR_STANDARD_SCHEMA_/)
    }
    expect(Object.keys(errorCodes)).toHaveLength(7)
  })
})
