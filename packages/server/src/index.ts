/**
 * Capsule: a Fastify-compatible HTTP server framework for Node.js. `capsule(options)` is `@capsule/core` with
 * the default compilers wired in: Ajv 8 (`@capsule/validator-compiler`) for request validation and
 * fast-json-stringify (`@capsule/serializer-compiler`) for response serialization. Either can be replaced per
 * server (`schemaController.compilersFactory`), per context (`setValidatorCompiler`, `setSerializerCompiler`)
 * or per route (`validatorCompiler`, `serializerCompiler`).
 * @module
 */
import {
  applicationHooks,
  createCore,
  errorCodes as coreCodes,
  FASTIFY_API_LEVEL,
  lifecycleHooks,
  LogController,
  type BuildSerializer,
  type BuildValidator,
  type CapsuleInstance,
  type CapsuleOptions
} from '@capsule/core'
import { createSerializerFactory } from '@capsule/serializer-compiler'
import { checkAjvOptions, createValidatorFactory, errorCodes as validatorCodes } from '@capsule/validator-compiler'

/**
 * Creates a Capsule server instance.
 * @param options factory options, Fastify v5 names and defaults (`logger`, `bodyLimit`, `ajv`, ...)
 * @returns the root instance
 * @throws {FST_ERR_INIT_OPTS_INVALID} a bad option value
 * @example
 * import capsule from '@capsule/server'
 * const app = capsule({ logger: true })
 * app.get('/', async () => ({ hello: 'world' }))
 * await app.listen({ port: 3000 })
 */
export function capsule(options: CapsuleOptions = {}): CapsuleInstance {
  // not options at all: core refuses them with FST_ERR_OPTIONS_NOT_OBJ (spreading a string would hide that)
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return createCore(options)
  // the ajv option's shape is checked now, not when the first schema compiles (Fastify refuses it at creation)
  if (options.ajv !== undefined) checkAjvOptions(options.ajv)
  const given = options.schemaController?.compilersFactory
  // one factory per server: its Ajv pool may ignore plugins because they are fixed per server
  const buildValidator: BuildValidator = given?.buildValidator ?? createValidatorFactory()
  const buildSerializer: BuildSerializer = given?.buildSerializer ?? createSerializerFactory()
  return createCore({
    ...options,
    schemaController: { ...options.schemaController, compilersFactory: { buildValidator, buildSerializer } }
  })
}

/** Every coded error the server can raise, keyed by code (`error instanceof errorCodes.FST_ERR_VALIDATION`). */
export const errorCodes = Object.freeze({ ...coreCodes, ...validatorCodes })
// also on the factory, where Fastify users look for it (`require('fastify').errorCodes`)
capsule.errorCodes = errorCodes

export default capsule
// `import { fastify } from 'fastify'` keeps working when `fastify` is an alias of this package
export { capsule as fastify, lifecycleHooks, applicationHooks, FASTIFY_API_LEVEL, LogController }
export type * from '@capsule/core'

// `require('@capsule/server')` is the factory itself, as `require('fastify')` is: Node (>= 20.19) gives CommonJS
// callers this export of an ES module. The named exports hang off it, as Fastify's do.
const commonjs = Object.assign(capsule, { capsule, fastify: capsule, default: capsule, lifecycleHooks, applicationHooks, FASTIFY_API_LEVEL, LogController })
export { commonjs as 'module.exports' }
