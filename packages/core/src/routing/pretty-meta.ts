import { lifecycleHooks } from '../hooks/hook-names.js'
import { originalHook } from '../hooks/hook-tracing.js'
import { defaultErrorHandler } from '../lifecycle/default-error-handler.js'
import type { RouteContext } from './route-context.js'

/**
 * What `printRoutes({ includeMeta })` may print for a route: its hooks, error handler and log level (what Fastify
 * prints). The route context itself links back to the whole application, which cannot be printed.
 */
export function prettyRouteMeta(route: { store?: unknown } | null | undefined): Record<string, unknown> {
  const context = route?.store as RouteContext | null | undefined
  if (context === null || context === undefined) return {}
  // in Fastify's order: the error handler and log level, then the hooks
  const link = context.errorHandler
  const meta: Record<string, unknown> = {
    errorHandler: link === null || link.isDefault ? defaultErrorHandler : link.fn,
    logLevel: context.logLevel ?? ''
  }
  for (const name of lifecycleHooks) {
    const hooks = context[name]
    // the hooks as added, also when the routes were built traced (hooks/hook-tracing.ts)
    if (hooks !== null) meta[name] = hooks.map(originalHook)
  }
  return meta
}
