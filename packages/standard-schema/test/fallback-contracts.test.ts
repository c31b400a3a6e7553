// The fallback path honours the JSON Schema compiler contracts: a server-wide factory built with
// standardCompilersFactory compiles JSON Schemas exactly as Capsule's defaults do.
import { validatorContract } from '@capsule/validator-compiler/testing'
import { serializerContract } from '@capsule/serializer-compiler/testing'
import { standardCompilersFactory } from '../src/index.js'
import { defaultCompilers } from './default-compilers.js'

// the contract suites ship with the compiler packages (`./testing`)
const { createValidatorFactory, createSerializerFactory } = await defaultCompilers()

validatorContract(
  'standardCompilersFactory with Ajv as fallback',
  () => standardCompilersFactory({ buildValidator: createValidatorFactory() }).buildValidator({}) as never
)
serializerContract(
  'standardCompilersFactory with fast-json-stringify as fallback',
  (externals) =>
    standardCompilersFactory({ buildSerializer: createSerializerFactory() }).buildSerializer(
      externals
    ) as never
)
