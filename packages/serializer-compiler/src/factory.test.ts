import { describe, expect, it } from 'vitest'
import { serializerContract, type ContractSerializerCompiler } from './testing/serializer-contract.js'
import { createSerializerFactory } from './factory.js'

serializerContract(
  'fast-json-stringify',
  (externals) => createSerializerFactory()(externals) as ContractSerializerCompiler
)

const route = { method: 'GET', url: '/', httpStatus: '200' }

describe('createSerializerFactory', () => {
  it('resolves local $id anchors, local definitions, shared properties and URL ids', () => {
    const compile = createSerializerFactory()({
      common: { $id: 'common', type: 'object', properties: { title: { type: 'string' } } },
      'http://example.com/u.json': {
        $id: 'http://example.com/u.json',
        type: 'object',
        properties: { uid: { type: 'integer' } }
      }
    })
    const fn = compile({
      ...route,
      schema: {
        type: 'object',
        definitions: { flag: { type: 'boolean' }, anchored: { $id: '#anchored', type: 'string' } },
        properties: {
          a: { $ref: '#/definitions/flag' },
          b: { $ref: '#anchored' },
          c: { $ref: 'common#/properties/title' },
          d: { $ref: 'http://example.com/u.json#' }
        }
      }
    })
    expect(JSON.parse(fn({ a: true, b: 's', c: 't', d: { uid: 1, x: 2 } }))).toEqual({
      a: true,
      b: 's',
      c: 't',
      d: { uid: 1 }
    })
  })

  it('does not pass the route schema to itself as an external (same $id)', () => {
    const shared = { $id: 'Self', type: 'object', properties: { a: { type: 'string' } } }
    const fn = createSerializerFactory()({ Self: shared })({ ...route, schema: shared })
    expect(fn({ a: 'x', b: 1 })).toBe('{"a":"x"}')
  })

  it('passes options through (rounding)', () => {
    const fn = createSerializerFactory()({}, { rounding: 'ceil' })({ ...route, schema: { type: 'integer' } })
    expect(fn(1.2)).toBe('2')
  })

  it('handles nullable values and dates', () => {
    const fn = createSerializerFactory()({})({
      ...route,
      schema: {
        type: 'object',
        properties: { n: { type: ['integer', 'null'] }, at: { type: 'string', format: 'date-time' } }
      }
    })
    expect(JSON.parse(fn({ n: null, at: new Date('2026-01-02T03:04:05.000Z') }))).toEqual({
      n: null,
      at: '2026-01-02T03:04:05.000Z'
    })
  })

  it('compiles identical schemas once and reuses the pool for the same arguments', () => {
    const build = createSerializerFactory()
    const compile = build({})
    expect(build({})).toBe(compile)
    const schema = { type: 'object', properties: { a: { type: 'string' } } }
    expect(compile({ ...route, schema })).toBe(compile({ ...route, schema: { ...schema } }))
  })

  it('throws for a schema that does not compile', () => {
    expect(() =>
      createSerializerFactory()({})({
        ...route,
        schema: { type: 'object', properties: { a: { $ref: 'Missing#' } } }
      })
    ).toThrow()
  })
})
