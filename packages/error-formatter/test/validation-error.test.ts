import { describe, expect, it } from 'vitest'
import {
  defaultSchemaErrorFormatter,
  FST_ERR_VALIDATION,
  errorPayload,
  isValidationError,
  serializeErrorPayload,
  wrapValidationError,
  type SchemaErrorFormatter
} from '../src/index.js'

describe('defaultSchemaErrorFormatter', () => {
  it('joins "<part><instancePath> <message>" with ", "', () => {
    const error = defaultSchemaErrorFormatter(
      [
        {
          instancePath: '',
          schemaPath: '#/required',
          keyword: 'required',
          message: "must have required property 'name'"
        },
        {
          instancePath: '/age',
          schemaPath: '#/properties/age/type',
          keyword: 'type',
          message: 'must be integer'
        }
      ],
      'body'
    )
    expect(error.message).toBe("body must have required property 'name', body/age must be integer")
    expect(error).toBeInstanceOf(FST_ERR_VALIDATION)
    expect(error.name).toBe('CapsuleError')
    expect((error as Error & { statusCode: number }).statusCode).toBe(400)
  })
})

describe('wrapValidationError', () => {
  it('formats an error list and fills statusCode, code, validation and validationContext', () => {
    const errors = [{ instancePath: '/id', message: 'must be integer' }]
    const error = wrapValidationError(errors, 'params', defaultSchemaErrorFormatter)
    expect(error.message).toBe('params/id must be integer')
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('FST_ERR_VALIDATION')
    expect(error.validation).toBe(errors)
    expect(error.validationContext).toBe('params')
    // the query string part is `query` in validationContext, `querystring` in messages
    const query = wrapValidationError(
      [{ instancePath: '/q', message: 'must be integer' }],
      'querystring',
      defaultSchemaErrorFormatter
    )
    expect(query.message).toBe('querystring/q must be integer')
    expect(query.validationContext).toBe('query')
    expect(isValidationError(error)).toBe(true)
  })

  it('keeps an Error returned by a custom validator and calls the formatter with the instance as this', () => {
    const own = new Error('custom')
    expect(wrapValidationError(own, 'querystring', defaultSchemaErrorFormatter)).toBe(own)
    // `validation` is what the validator returned as its error...
    expect(own).toMatchObject({
      validation: own,
      validationContext: 'query',
      statusCode: 400,
      code: 'FST_ERR_VALIDATION'
    })
    // and it stays serializable: the self reference is not enumerable
    expect(JSON.parse(JSON.stringify({ v: (own as Error & { validation?: unknown }).validation }))).toEqual({
      v: { validationContext: 'query', statusCode: 400, code: 'FST_ERR_VALIDATION' }
    })
    // ...unless that Error brought its own list (zod-style validators), which a custom error handler reads
    const issues = [{ path: ['a'], message: 'Required' }]
    const zodLike = Object.assign(new Error('invalid'), { validation: issues })
    expect(wrapValidationError(zodLike, 'body', defaultSchemaErrorFormatter).validation).toBe(issues)
    const self = { name: 'server' }
    let seen: unknown
    const formatter: SchemaErrorFormatter = function (this: unknown) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test checks the receiver itself
      seen = this
      return new Error('x')
    }
    wrapValidationError([], 'headers', formatter, self)
    expect(seen).toBe(self)
  })

  it('refuses a formatter that does not return an Error synchronously', () => {
    const asyncFormatter = (async () => new Error('late')) as unknown as SchemaErrorFormatter
    expect(() => wrapValidationError([], 'body', asyncFormatter)).toThrow(
      /must return an Error synchronously/
    )
  })
})

describe('error payload', () => {
  it('builds {statusCode, code?, error, message} and serializes it in that order', () => {
    const withCode = errorPayload(400, {
      code: 'FST_ERR_VALIDATION',
      message: "body must have required property 'name'"
    })
    expect(serializeErrorPayload(withCode)).toBe(
      '{"statusCode":400,"code":"FST_ERR_VALIDATION","error":"Bad Request","message":"body must have required property \'name\'"}'
    )
    expect(serializeErrorPayload(errorPayload(500, { message: 'x', code: 42 }))).toBe(
      '{"statusCode":500,"code":"42","error":"Internal Server Error","message":"x"}'
    )
    expect(serializeErrorPayload(errorPayload(500, { message: 'x', code: { nested: true } }))).toBe(
      '{"statusCode":500,"error":"Internal Server Error","message":"x"}'
    )
  })

  // as in Fastify, whose serializer leaves `error` out when the status has no reason phrase (499 from sensible's
  // createError, 599)
  it('leaves `error` out for a status without a reason phrase', () => {
    expect(errorPayload(499, { message: 'client went away' })).toEqual({
      statusCode: 499,
      message: 'client went away'
    })
    expect(serializeErrorPayload(errorPayload(599, { code: 'E_NET', message: 'x' }))).toBe(
      '{"statusCode":599,"code":"E_NET","message":"x"}'
    )
  })

  it('escapes strings exactly like JSON.stringify', () => {
    const nasty = 'quote " backslash \\ newline \n nul \u0000 lone \ud800 sep \u2028 end'
    const text = serializeErrorPayload(errorPayload(400, { message: nasty }))
    expect(JSON.parse(text).message).toBe(nasty)
    expect(text).toBe(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: nasty }))
  })
})
