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
export type { LogControllerOptions, LogMetadata } from './logging/log-controller.js'
export type { MediaType } from './lifecycle/media-type.js'
export type { CapsuleInstance, ChildLoggerFactory, RouteShorthand, Awaitable, DecoratorValue, FoundRoute, PrintRoutesOptions } from './types/instance.js'
export type { CapsuleRequest, RouteGeneric } from './types/request.js'
export type { CapsuleReply } from './types/reply.js'
export type { CapsuleLogger } from './types/logger.js'
export type { CapsuleOptions, CoreRouterOptions, PoisoningAction } from './types/options.js'
export type { AsyncPlugin, CallbackPlugin, Plugin, PluginFunction, RegisterOptions } from './types/plugin.js'
export type { RouteHandler, RouteOptions, RouteShorthandOptions, RouteOptionsView, ErrorHandler } from './types/route.js'
export type { ListenOptions } from './types/listen.js'
export type { ContentTypeParser, ContentTypeParserOptions } from './types/content-type.js'
export type * from './types/hooks.js'
export type * from './types/schema.js'
export default createCoreDefault

import { createCore as createCoreDefault } from './create-core.js'
