import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance, type ValidationFunction } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/**
 * A Standard Schema V1 value shaped as Valibot makes them: a plain object whose keys would read as the JSON Schema
 * shorthand (every value an object) if it were not recognised by its `~standard` key.
 */
function standardLike(check: (value: unknown) => boolean) {
  return {
    entries: { name: { kind: 'schema' } },
    pipe: { steps: {} },
    '~standard': {
      version: 1 as const,
      vendor: 'test',
      validate: (value: unknown) =>
        check(value) ? { value } : { issues: [{ message: 'rejected', path: ['name'] }] }
    }
  }
}

describe('Standard Schema values in route schemas', () => {
  it('reach the compilers as they are: no shorthand expansion, no lower-cased header names', async () => {
    const body = standardLike(() => true)
    const headers = { ...standardLike(() => true), entries: { 'X-Tenant': { kind: 'schema' } } }
    const reply = standardLike(() => true)
    const validatorGot: unknown[] = []
    const serializerGot: unknown[] = []
    app = createCore()
    app.setValidatorCompiler(({ schema }) => {
      validatorGot.push(schema)
      return () => true
    })
    app.setSerializerCompiler(({ schema }) => {
      serializerGot.push(schema)
      return (payload) => JSON.stringify(payload)
    })
    app.post('/', { schema: { body, headers, response: { 200: reply } } }, async () => ({ ok: true }))
    await app.ready()
    expect(validatorGot).toHaveLength(2)
    expect(validatorGot[0]).toBe(headers)
    expect(validatorGot[1]).toBe(body)
    expect(serializerGot).toEqual([reply])
    expect(serializerGot[0]).toBe(reply)
  })

  it('a plain object that is not one is still read as the shorthand', async () => {
    const got: unknown[] = []
    app = createCore()
    app.setValidatorCompiler(({ schema }) => {
      got.push(schema)
      return () => true
    })
    app.get('/', { schema: { querystring: { page: { type: 'integer' } } } }, async () => 'ok')
    await app.ready()
    // (the GET route and its automatic HEAD twin each compile it)
    expect(got).toHaveLength(2)
    for (const schema of got)
      expect(schema).toEqual({ type: 'object', properties: { page: { type: 'integer' } } })
  })
})

describe('a validation function whose promise resolves with an outcome (asyncOutcome)', () => {
  const asyncCompiler = (flag: boolean) => () => {
    const fn: ValidationFunction = (data: unknown) =>
      Promise.resolve(
        (data as { reject?: boolean }).reject === true
          ? { error: [{ instancePath: '/reject', message: 'must not be set' }] }
          : { value: { transformed: true } }
      )
    if (flag) fn.asyncOutcome = true
    return fn
  }

  it('replaces the request part with `value` and answers `error` with the validation 400', async () => {
    app = createCore()
    app.setValidatorCompiler(asyncCompiler(true))
    app.post('/', { schema: { body: { type: 'object' } } }, async (request) => request.body)
    const accepted = await app.inject({ method: 'POST', url: '/', payload: { original: true } })
    expect(accepted.json()).toEqual({ transformed: true })
    const refused = await app.inject({ method: 'POST', url: '/', payload: { reject: true } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: 'body/reject must not be set'
    })
  })

  it('a rejection is the function failing, not invalid input: a 500 that does not show what was thrown', async () => {
    app = createCore()
    app.setValidatorCompiler(() => {
      const fn: ValidationFunction = () => Promise.reject(new Error('schema library crashed: secret detail'))
      fn.asyncOutcome = true
      return fn
    })
    app.post('/', { schema: { body: { type: 'object' } } }, async () => 'never')
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret detail')
  })

  it('without the flag, a promise stays pass/fail: what it resolves with never replaces the part', async () => {
    app = createCore()
    app.setValidatorCompiler(asyncCompiler(false))
    app.post('/', { schema: { body: { type: 'object' } } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/', payload: { original: true } })
    expect(response.json()).toEqual({ original: true })
  })
})
