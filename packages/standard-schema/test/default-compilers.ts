// Capsule's default JSON Schema compilers, for the fallback tests (devDependencies of this package).
import { createValidatorFactory } from '@capsule/validator-compiler'
import { createSerializerFactory } from '@capsule/serializer-compiler'
import type { BuildJsonSerializer, BuildJsonValidator } from '../src/index.js'

export async function defaultCompilers(): Promise<{
  createValidatorFactory: () => BuildJsonValidator
  createSerializerFactory: () => BuildJsonSerializer
}> {
  return {
    createValidatorFactory: createValidatorFactory as unknown as () => BuildJsonValidator,
    createSerializerFactory: createSerializerFactory as unknown as () => BuildJsonSerializer
  }
}
