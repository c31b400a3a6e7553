/**
 * Capsule: a Fastify-compatible HTTP server framework for Node.js. `capsule(options)` is `@capsule/core` with
 * the default compilers wired in: Ajv 8 (`@capsule/validator-compiler`) for request validation and
 * fast-json-stringify (`@capsule/serializer-compiler`) for response serialization. Either can be replaced per
 * server (`schemaController.compilersFactory`), per context (`setValidatorCompiler`, `setSerializerCompiler`)
 * or per route (`validatorCompiler`, `serializerCompiler`).
 * @module
 */
import { createCore, type CapsuleInstance, type CapsuleOptions } from '@capsule/core'
import { createSerializerFactory } from '@capsule/serializer-compiler'
import { createValidatorFactory } from '@capsule/validator-compiler'

/**
 * Creates a Capsule server instance.
 * @param options factory options, Fastify v5 names and defaults (`logger`, `bodyLimit`, `ajv`, ...)
 * @returns the root instance
 * @throws {FST_ERR_INIT_OPTS_INVALID} an unknown option or a bad value
 * @example
 * import capsule from '@capsule/server'
 * const app = capsule({ logger: true })
 * app.get('/', async () => ({ hello: 'world' }))
 * await app.listen({ port: 3000 })
 */
export function capsule(options: CapsuleOptions = {}): CapsuleInstance {
  const given = options.schemaController?.compilersFactory
  return createCore({
    ...options,
    schemaController: {
      ...options.schemaController,
      compilersFactory: {
        // one factory per server: its Ajv pool may ignore plugins because they are fixed per server
        buildValidator: given?.buildValidator ?? (createValidatorFactory() as NonNullable<typeof given>['buildValidator']),
        buildSerializer: given?.buildSerializer ?? (createSerializerFactory() as NonNullable<typeof given>['buildSerializer'])
      }
    }
  })
}

export default capsule
export { errorCodes, lifecycleHooks, applicationHooks, FASTIFY_API_LEVEL } from '@capsule/core'
export type * from '@capsule/core'
