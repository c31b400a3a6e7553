// Capsule's built-in JSON Schema inference (FromSchema): what a schema types, on the request side ('in') and on the
// reply side ('out'), and what it leaves `unknown` rather than typing wrongly. Schemas are written as the readonly
// literal types a route's `const` type parameter infers from inline schemas (routes.test-d.ts covers that part).
import { describe, expectTypeOf, it } from 'vitest'
import type { FromSchema } from '../../src/index.js'

// flattens an intersection, so that exact comparisons read the resulting object
type Flat<T> = { [K in keyof T]: T[K] }

describe('FromSchema', () => {
  it('types the primitive types, type lists and nullable', () => {
    expectTypeOf<FromSchema<{ readonly type: 'string' }>>().toEqualTypeOf<string>()
    expectTypeOf<FromSchema<{ readonly type: 'number' }>>().toEqualTypeOf<number>()
    expectTypeOf<FromSchema<{ readonly type: 'integer' }>>().toEqualTypeOf<number>()
    expectTypeOf<FromSchema<{ readonly type: 'boolean' }>>().toEqualTypeOf<boolean>()
    expectTypeOf<FromSchema<{ readonly type: 'null' }>>().toEqualTypeOf<null>()
    expectTypeOf<FromSchema<{ readonly type: readonly ['string', 'null'] }>>().toEqualTypeOf<string | null>()
    expectTypeOf<FromSchema<{ readonly type: 'integer'; readonly nullable: true }>>().toEqualTypeOf<
      number | null
    >()
  })

  it('types enum, const, anyOf and oneOf', () => {
    expectTypeOf<FromSchema<{ readonly type: 'string'; readonly enum: readonly ['a', 'b'] }>>().toEqualTypeOf<
      'a' | 'b'
    >()
    expectTypeOf<FromSchema<{ readonly enum: readonly ['x', 1] }>>().toEqualTypeOf<'x' | 1>()
    expectTypeOf<FromSchema<{ readonly const: 'fixed' }>>().toEqualTypeOf<'fixed'>()
    expectTypeOf<
      FromSchema<{ readonly anyOf: readonly [{ readonly type: 'string' }, { readonly type: 'number' }] }>
    >().toEqualTypeOf<string | number>()
    expectTypeOf<
      FromSchema<{ readonly oneOf: readonly [{ readonly type: 'boolean' }, { readonly type: 'null' }] }>
    >().toEqualTypeOf<boolean | null>()
  })

  it('types objects: required and optional properties, nesting, arrays', () => {
    type User = {
      readonly type: 'object'
      readonly required: readonly ['id', 'tags']
      readonly properties: {
        readonly id: { readonly type: 'integer' }
        readonly name: { readonly type: 'string' }
        readonly tags: { readonly type: 'array'; readonly items: { readonly type: 'string' } }
        readonly address: {
          readonly type: 'object'
          readonly required: readonly ['city']
          readonly properties: { readonly city: { readonly type: 'string' } }
        }
      }
    }
    // on a request, a property not required reads `T | undefined` (one object type, as the checker computes it cheaply)
    expectTypeOf<FromSchema<User>>().toEqualTypeOf<{
      id: number
      tags: string[]
      name: string | undefined
      address: { city: string } | undefined
    }>()
    // on a reply, it is optional
    expectTypeOf<Flat<FromSchema<User, 'out'>>>().toMatchTypeOf<{
      id: number
      tags: readonly string[]
      name?: string | undefined
    }>()
    expectTypeOf<{ id: 1; tags: [] }>().toMatchTypeOf<FromSchema<User, 'out'>>()
    type List = {
      readonly type: 'array'
      readonly items: {
        readonly type: 'object'
        readonly properties: { readonly n: { readonly type: 'number' } }
      }
    }
    expectTypeOf<FromSchema<List>[number]['n']>().toEqualTypeOf<number | undefined>()
  })

  it('closes request objects (a misspelt field is an error) unless additionalProperties allows more', () => {
    type Props = { readonly name: { readonly type: 'string' } }
    const value = {} as FromSchema<{ readonly type: 'object'; readonly properties: Props }>
    // @ts-expect-error nmae is not a property of the schema
    void value.nmae
    expectTypeOf<
      FromSchema<{
        readonly type: 'object'
        readonly additionalProperties: true
        readonly properties: Props
      }>['other']
    >().toEqualTypeOf<unknown>()
    expectTypeOf<
      FromSchema<{ readonly type: 'object'; readonly additionalProperties: { readonly type: 'integer' } }>
    >().toEqualTypeOf<{ [key: string]: number }>()
    expectTypeOf<FromSchema<{ readonly type: 'object' }>>().toEqualTypeOf<{ [key: string]: unknown }>()
  })

  it("types what a reply may send with 'out': dates, readonly arrays, undefined optionals, extra fields", () => {
    type Reply = {
      readonly type: 'object'
      readonly required: readonly ['at']
      readonly properties: {
        readonly at: { readonly type: 'string'; readonly format: 'date-time' }
        readonly list: { readonly type: 'array'; readonly items: { readonly type: 'integer' } }
        readonly note: { readonly type: 'string' }
      }
    }
    type Out = FromSchema<Reply, 'out'>
    expectTypeOf<Out['at']>().toEqualTypeOf<string | Date>()
    expectTypeOf<Out['list']>().toEqualTypeOf<readonly number[] | undefined>()
    expectTypeOf<{ at: Date; note: undefined; password: string }>().toMatchTypeOf<Out>()
    type Strict = {
      readonly type: 'object'
      readonly additionalProperties: false
      readonly properties: { readonly a: { readonly type: 'string' } }
    }
    // @ts-expect-error additionalProperties: false closes the reply too
    const closed: FromSchema<Strict, 'out'> = { a: 'x', b: 1 }
    void closed
  })

  it('reads the shorthand form and the contract syntax as properties', () => {
    type Shorthand = {
      readonly page: { readonly type: 'integer' }
      readonly type: { readonly type: 'string' }
    }
    expectTypeOf<FromSchema<Shorthand>>().toEqualTypeOf<{
      page: number | undefined
      type: string | undefined
    }>()
  })

  it('leaves what it does not understand unknown, never a wrong type', () => {
    interface Declared {
      type?: 'object' | 'string'
      properties?: Record<string, Declared>
    }
    expectTypeOf<FromSchema<Declared>>().toEqualTypeOf<unknown>()
    expectTypeOf<FromSchema<{ readonly $ref: 'user#' }>>().toEqualTypeOf<unknown>()
    expectTypeOf<
      FromSchema<{ readonly allOf: readonly [{ readonly type: 'string' }] }>
    >().toEqualTypeOf<unknown>()
    expectTypeOf<FromSchema<unknown>>().toEqualTypeOf<unknown>()
    expectTypeOf<FromSchema<never>>().toEqualTypeOf<unknown>()
    expectTypeOf<FromSchema<true>>().toEqualTypeOf<unknown>()
  })
})
