/**
 * The Capsule encapsulation core: contexts, plugins, decorators, hooks, routes, the request lifecycle,
 * content-type parsing, 404 and error handling, and the shared-schema store. Compilers are injected:
 * `@capsule/server` is the batteries-included factory.
 * @module
 */
export { createCore } from './create-core.js'
export { errorCodes } from './error-codes.js'
export { lifecycleHooks, applicationHooks } from './hooks/hook-names.js'
export { FASTIFY_API_LEVEL } from './context/plugin-checks.js'
export { parseMediaType } from './lifecycle/media-type.js'
export { LogController } from './logging/log-controller.js'
export { closeOnSignals } from './server/close-on-signals.js'
export type { LogControllerOptions, LogMetadata } from './logging/log-controller.js'
export type { MediaType } from './lifecycle/media-type.js'
// The public types: Fastify's names (FastifyInstance, FastifyRequest, FastifyReply, RouteOptions, the hook handler
// types, ...) with Fastify's type parameters, and Capsule's names for the same types (CapsuleInstance, ...).
export type * from './types/instance.js'
export type * from './types/request.js'
export type * from './types/reply.js'
export type * from './types/route.js'
export type * from './types/hooks.js'
export type * from './types/application-hooks.js'
export type * from './types/plugin.js'
export type * from './types/register.js'
export type * from './types/decorate.js'
export type * from './types/schema.js'
export type * from './types/schema-inference.js'
export type * from './types/path-params.js'
export type * from './types/http-status.js'
export type * from './types/type-provider.js'
export type * from './types/reply-check.js'
export type * from './types/content-type.js'
export type * from './types/context.js'
export type * from './types/errors.js'
export type * from './types/logger.js'
export type * from './types/child-logger.js'
export type * from './types/listen.js'
export type * from './types/options.js'
export type * from './types/raw.js'
export type * from './types/server-factory.js'
export type * from './types/inject.js'
export type * from './types/fetch.js'
export type * from './types/explain.js'
export type * from './types/shutdown.js'
export type * from './types/fastify-helpers.js'
export default createCoreDefault

import { createCore as createCoreDefault } from './create-core.js'
