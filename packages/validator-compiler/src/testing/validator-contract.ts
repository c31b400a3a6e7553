import { describe, expect, it } from 'vitest'

/** The shape any validator compiler implementation has. */
export type ContractCompiler = (route: {
  schema: Record<string, unknown> | boolean
  method: string
  url: string
  httpPart?: string
}) => (data: unknown) => unknown

type Outcome = { ok: boolean; value: unknown; errors: unknown }

/** Runs a compiled function and normalises Ajv-style and `{value}/{error}` results. */
function run(fn: (data: unknown) => unknown, data: unknown): Outcome {
  const result = fn(data)
  if (result === true) return { ok: true, value: data, errors: null }
  if (result === false)
    return { ok: false, value: data, errors: (fn as unknown as { errors?: unknown }).errors }
  const shaped = result as { value?: unknown; error?: unknown }
  return shaped.error
    ? { ok: false, value: data, errors: shaped.error }
    : { ok: true, value: shaped.value ?? data, errors: null }
}

/**
 * Behaviour every validator compiler must show to replace the default one with the baseline semantics
 * (coercion, defaults, removal of additional properties, first error only, nullable primitives).
 * @param name the implementation's name, used in the suite title
 * @param make returns a fresh compiler with default options
 */
export function validatorContract(name: string, make: () => ContractCompiler): void {
  const route = (schema: Record<string, unknown>, httpPart = 'body') =>
    make()({ schema, method: 'POST', url: '/', httpPart })

  describe(`${name} honours the validator contract`, () => {
    it('accepts valid data and refuses invalid data', () => {
      const fn = route({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } })
      expect(run(fn, { name: 'x' }).ok).toBe(true)
      expect(run(fn, {}).ok).toBe(false)
    })

    it("coerces a scalar into a one-element array for array-typed fields (coerceTypes: 'array')", () => {
      const fn = route(
        {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'integer' } }, s: { type: 'array' } }
        },
        'querystring'
      )
      const data = { ids: '1', s: 'x' }
      const outcome = run(fn, data)
      expect(outcome.ok).toBe(true)
      expect(outcome.value).toEqual({ ids: [1], s: ['x'] })
    })

    it('coerces primitives to the schema type', () => {
      const fn = route(
        { type: 'object', properties: { n: { type: 'integer' }, b: { type: 'boolean' } } },
        'querystring'
      )
      expect(run(fn, { n: '42', b: 'true' }).value).toEqual({ n: 42, b: true })
    })

    it('fills defaults for missing properties', () => {
      const fn = route({
        type: 'object',
        properties: { list: { type: 'array', default: [] }, page: { type: 'integer', default: 1 } }
      })
      expect(run(fn, {}).value).toEqual({ list: [], page: 1 })
    })

    it('removes additional properties when additionalProperties is false', () => {
      const fn = route({
        type: 'object',
        additionalProperties: false,
        properties: { keep: { type: 'string' } }
      })
      expect(run(fn, { keep: 'k', drop: 'd' }).value).toEqual({ keep: 'k' })
    })

    it('reports the first error only by default', () => {
      const fn = route({
        type: 'object',
        required: ['a', 'b'],
        properties: { a: { type: 'string' }, b: { type: 'string' } }
      })
      const outcome = run(fn, {})
      expect(outcome.ok).toBe(false)
      expect(Array.isArray(outcome.errors) ? outcome.errors.length : 1).toBe(1)
    })

    it('keeps 0 and false for nullable primitives (nullable: true and type arrays)', () => {
      const fn = route({
        type: 'object',
        properties: { n: { type: 'integer', nullable: true }, b: { type: ['boolean', 'null'] } }
      })
      expect(run(fn, { n: 0, b: false }).value).toEqual({ n: 0, b: false })
      expect(run(fn, { n: null, b: null }).value).toEqual({ n: null, b: null })
    })

    it('describes a missing required property with instancePath and message', () => {
      const fn = route({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } })
      const errors = run(fn, {}).errors as Array<{ instancePath: string; message: string }>
      expect(errors[0]).toMatchObject({ instancePath: '', message: "must have required property 'name'" })
    })
  })
}
