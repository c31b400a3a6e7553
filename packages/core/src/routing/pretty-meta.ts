import { lifecycleHooks } from '../hooks/hook-names.js'
import { defaultErrorHandler } from '../lifecycle/default-error-handler.js'
import type { RouteContext } from './route-context.js'

/**
 * What `printRoutes({ includeMeta })` may print for a route: its hooks, error handler and log level (what Fastify
 * prints). The route context itself links back to the whole application, which cannot be printed.
 */
export function prettyRouteMeta(route: { store?: unknown } | null | undefined): Record<string, unknown> {
  const context = route?.store as RouteContext | null | undefined
  if (context === null || context === undefined) return {}
  const meta: Record<string, unknown> = {}
  for (const name of lifecycleHooks) {
    const hooks = context[name]
    if (hooks !== null) meta[name] = hooks
  }
  const link = context.errorHandler
  meta['errorHandler'] = link === null || link.isDefault ? defaultErrorHandler : link.fn
  meta['logLevel'] = context.logLevel ?? ''
  return meta
}
