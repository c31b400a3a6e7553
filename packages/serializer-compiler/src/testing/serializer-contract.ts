import { describe, expect, it } from 'vitest'

/** The shape any serializer compiler implementation has. */
export type ContractSerializerCompiler = (route: {
  schema: Record<string, unknown> | boolean
  method: string
  url: string
  httpStatus?: string
  contentType?: string
}) => (data: unknown) => string

/**
 * Behaviour every serializer compiler must show to replace the default one.
 * @param name the implementation's name, used in the suite title
 * @param make returns a fresh compiler; `externals` are shared schemas keyed by `$id`
 */
export function serializerContract(
  name: string,
  make: (externals: Record<string, Record<string, unknown>>) => ContractSerializerCompiler
): void {
  const route = { method: 'GET', url: '/', httpStatus: '200' }

  describe(`${name} honours the serializer contract`, () => {
    it('returns a JSON string restricted to the properties of the schema', () => {
      const fn = make({})({
        ...route,
        schema: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } }
      })
      const text = fn({ id: 1, name: 'a', password: 'secret' })
      expect(typeof text).toBe('string')
      expect(JSON.parse(text)).toEqual({ id: 1, name: 'a' })
    })

    it('outputs the default of a missing property', () => {
      const fn = make({})({
        ...route,
        schema: {
          type: 'object',
          properties: { error: { type: 'boolean', default: true }, message: { type: 'string' } }
        }
      })
      expect(JSON.parse(fn({ message: 'm' }))).toEqual({ error: true, message: 'm' })
    })

    it('serializes nested objects and arrays', () => {
      const fn = make({})({
        ...route,
        schema: {
          type: 'object',
          properties: {
            address: { type: 'object', properties: { city: { type: 'string' } } },
            items: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } }
          }
        }
      })
      const items = Array.from({ length: 20 }, (_, n) => ({ n, extra: true }))
      expect(JSON.parse(fn({ address: { city: 'x', zip: 1 }, items }))).toEqual({
        address: { city: 'x' },
        items: items.map(({ n }) => ({ n }))
      })
    })

    it('follows $ref to shared schemas and their definitions', () => {
      const fn = make({
        Shared: {
          $id: 'Shared',
          type: 'object',
          properties: { id: { type: 'integer' } },
          definitions: { tag: { type: 'string' } }
        }
      })({
        ...route,
        schema: {
          type: 'object',
          properties: { item: { $ref: 'Shared#' }, tag: { $ref: 'Shared#/definitions/tag' } }
        }
      })
      expect(JSON.parse(fn({ item: { id: 1, hidden: 2 }, tag: 't' }))).toEqual({ item: { id: 1 }, tag: 't' })
    })
  })
}
