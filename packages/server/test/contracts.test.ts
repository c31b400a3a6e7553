import { describe, expect, it } from 'vitest'
import { createSerializerFactory } from '@capsule/serializer-compiler'
import { createValidatorFactory } from '@capsule/validator-compiler'
import type { BuildSerializer, BuildValidator, CompilersFactory } from '../src/index.js'

// Compile-time part (checked by `pnpm typecheck`): the compiler packages fit core's contracts structurally,
// without depending on core (compilers never import core: docs/architecture.md, "Layers").
const buildValidator: BuildValidator = createValidatorFactory()
const buildSerializer: BuildSerializer = createSerializerFactory()
const factory: CompilersFactory = { buildValidator, buildSerializer }

describe('compiler contracts', () => {
  it('the default compilers produce working functions through core-shaped calls', () => {
    const validate = factory.buildValidator!({})({
      schema: { type: 'integer' },
      method: 'GET',
      url: '/',
      httpPart: 'querystring'
    })
    expect(validate(1)).toBe(true)
    const stringify = factory.buildSerializer!({})({
      schema: { type: 'object', properties: { a: { type: 'string' } } },
      method: 'GET',
      url: '/',
      httpStatus: '200'
    })
    expect(stringify({ a: 'x', b: 1 })).toBe('{"a":"x"}')
  })
})
