import type { HTTPMethods } from './raw.js'

/** The `config` type of a route when none is given. */
export type ContextConfigDefault = unknown

/**
 * A route's `config` object: declare what your routes carry by merging this interface
 * (`declare module '@capsule/server' { interface FastifyContextConfig { rateLimit?: ... } }`), as plugins do.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface FastifyContextConfig {}

/** What Capsule adds to every route's config: its url and method. */
export interface FastifyRouteConfig {
  url: string
  method: HTTPMethods | HTTPMethods[]
}

/** `request.routeOptions.config`'s holder, as Fastify names it. */
export interface FastifyRequestContext<ContextConfig = ContextConfigDefault> {
  config: FastifyContextConfig & FastifyRouteConfig & ContextConfig
}

/** The same for a reply. */
export interface FastifyReplyContext<ContextConfig = ContextConfigDefault> {
  config: FastifyContextConfig & FastifyRouteConfig & ContextConfig
}
