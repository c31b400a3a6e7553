/**
 * Capsule: a Fastify-compatible HTTP server framework for Node.js. `capsule(options)` is `@capsule/core` with
 * the default compilers wired in: Ajv 8 (`@capsule/validator-compiler`) for request validation and
 * fast-json-stringify (`@capsule/serializer-compiler`) for response serialization. Either can be replaced per
 * server (`schemaController.compilersFactory`), per context (`setValidatorCompiler`, `setSerializerCompiler`)
 * or per route (`validatorCompiler`, `serializerCompiler`).
 * @module
 */
import type * as http from 'node:http'
import type * as http2 from 'node:http2'
import type * as https from 'node:https'
import {
  applicationHooks,
  closeOnSignals,
  createCore,
  errorCodes as coreCodes,
  FASTIFY_API_LEVEL,
  lifecycleHooks,
  LogController,
  type BuildSerializer,
  type BuildValidator,
  type CapsuleOptions,
  type FastifyBaseLogger,
  type FastifyHttp2Options,
  type FastifyHttp2SecureOptions,
  type FastifyHttpOptions,
  type FastifyHttpsOptions,
  type FastifyInstance,
  type FastifyTypeProvider,
  type FastifyTypeProviderDefault,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type SafePromiseLike
} from '@capsule/core'
import { createSerializerFactory } from '@capsule/serializer-compiler'
import { skipOverride } from '@capsule/skip-override'
import {
  checkAjvOptions,
  createValidatorFactory,
  errorCodes as validatorCodes,
  type ValidatorFactoryOptions
} from '@capsule/validator-compiler'

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
// Fastify's factory forms: the server type follows the options (`http2`, `https`), the logger type `loggerInstance`
// (the plain HTTP form first, so that options of an unknown type give the default server). The instance is awaitable
// (awaiting it loads the plugins and resolves with it), typed as Fastify types it; the intersection is written out
// in each form: behind a type alias, inferring an inline hook's type on it overflowed the checker's stack.
export function capsule<
  Server extends http.Server = RawServerDefault,
  Request extends RawRequestDefaultExpression<Server> = RawRequestDefaultExpression<Server>,
  Reply extends RawReplyDefaultExpression<Server> = RawReplyDefaultExpression<Server>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
>(
  options?: FastifyHttpOptions<Server, Logger>
): FastifyInstance<Server, Request, Reply, Logger, TypeProvider> &
  SafePromiseLike<FastifyInstance<Server, Request, Reply, Logger, TypeProvider>>
export function capsule<
  Server extends https.Server,
  Request extends RawRequestDefaultExpression<Server> = RawRequestDefaultExpression<Server>,
  Reply extends RawReplyDefaultExpression<Server> = RawReplyDefaultExpression<Server>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
>(
  options: FastifyHttpsOptions<Server, Logger>
): FastifyInstance<Server, Request, Reply, Logger, TypeProvider> &
  SafePromiseLike<FastifyInstance<Server, Request, Reply, Logger, TypeProvider>>
export function capsule<
  Server extends http2.Http2SecureServer,
  Request extends RawRequestDefaultExpression<Server> = RawRequestDefaultExpression<Server>,
  Reply extends RawReplyDefaultExpression<Server> = RawReplyDefaultExpression<Server>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
>(
  options: FastifyHttp2SecureOptions<Server, Logger>
): FastifyInstance<Server, Request, Reply, Logger, TypeProvider> &
  SafePromiseLike<FastifyInstance<Server, Request, Reply, Logger, TypeProvider>>
export function capsule<
  Server extends http2.Http2Server,
  Request extends RawRequestDefaultExpression<Server> = RawRequestDefaultExpression<Server>,
  Reply extends RawReplyDefaultExpression<Server> = RawReplyDefaultExpression<Server>,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault
>(
  options: FastifyHttp2Options<Server, Logger>
): FastifyInstance<Server, Request, Reply, Logger, TypeProvider> &
  SafePromiseLike<FastifyInstance<Server, Request, Reply, Logger, TypeProvider>>
/** Options whose server kind is not known from their type (a `CapsuleOptions` variable): an HTTP server's instance. */
export function capsule(options?: CapsuleOptions): FastifyInstance & SafePromiseLike<FastifyInstance>
// one implementation for every server type: the options are checked at runtime, by core
export function capsule(given: object = {}): object {
  const options = given as CapsuleOptions
  // not options at all: core refuses them with FST_ERR_OPTIONS_NOT_OBJ (spreading a string would hide that)
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return createCore(options)
  // the ajv option's shape is checked now, not when the first schema compiles (Fastify refuses it at creation)
  if (options.ajv !== undefined) checkAjvOptions(options.ajv)
  const factory = options.schemaController?.compilersFactory
  // one factory per server: its Ajv pool may ignore plugins because they are fixed per server
  const buildValidator: BuildValidator = factory?.buildValidator ?? createValidatorFactory()
  const buildSerializer: BuildSerializer = factory?.buildSerializer ?? createSerializerFactory()
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
export {
  capsule as fastify,
  closeOnSignals,
  lifecycleHooks,
  applicationHooks,
  FASTIFY_API_LEVEL,
  LogController,
  skipOverride
}
export type * from '@capsule/core'
export type { PluginMeta } from '@capsule/skip-override'
// the classes of `errorCodes`: nameable from this package (an ES module's declarations reach @capsule/error-formatter's
// only through this re-export: the packages below load it from their CommonJS side)
export type { CodedError, CodedErrorClass } from '@capsule/error-formatter'

// the default validator's types (core knows no Ajv): the `ajv` option takes Ajv's option, plugin and instance types,
// and its validation functions (`request.getValidationFunction()`, `validateInput()`) return a boolean
declare module '@capsule/core' {
  interface DefaultValidatorTypes {
    readonly options: ValidatorFactoryOptions
    readonly result: boolean
  }
}

// what skipOverride's types cannot know by themselves (that package depends on no Capsule package): the instance an
// unannotated plugin receives, `skipOverride(async (app) => ...)`
declare module '@capsule/skip-override' {
  interface PluginTypes {
    readonly instance: FastifyInstance
  }
}

// `require('@capsule/server')` is the factory itself, as `require('fastify')` is: Node (>= 20.19) gives CommonJS
// callers this export of an ES module. The named exports hang off it, as Fastify's do.
const commonjs = Object.assign(capsule, {
  capsule,
  fastify: capsule,
  default: capsule,
  closeOnSignals,
  lifecycleHooks,
  applicationHooks,
  FASTIFY_API_LEVEL,
  LogController,
  skipOverride
})
export { commonjs as 'module.exports' }
