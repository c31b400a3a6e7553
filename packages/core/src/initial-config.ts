import type { ResolvedOptions } from './options.js'
import type { CapsuleOptions } from './types/options.js'

// the path-matching options as Fastify's option schema defaults them at the top level
const topLevelPathDefaults = {
  caseSensitive: true,
  allowUnsafeRegex: false,
  ignoreTrailingSlash: false,
  ignoreDuplicateSlashes: false,
  maxParamLength: 100,
  useSemicolonDelimiter: false
} as const

// `routerOptions` as Fastify's option schema defaults it when given
const routerOptionDefaults = {
  compile: false,
  ignoreTrailingSlash: false,
  ignoreDuplicateSlashes: false,
  maxParamLength: 100,
  allowUnsafeRegex: false,
  useSemicolonDelimiter: false
} as const

/**
 * `initialConfig` as Fastify reports it: the options its option schema knows, with their defaults, frozen. The
 * top-level path options are the top-level ones (`routerOptions` is listed on its own); `forceCloseConnections`,
 * `http2`, `https`, `routerOptions` and `constraints` only when given; `https` as Fastify shows it (`true` for TLS
 * options, whose keys and certificates are not repeated). Options Fastify's schema leaves out (`logger`,
 * `return503OnClosing`, `allowErrorHandlerOverride`, ...) are left out; Capsule's own options are listed when given.
 */
export function buildInitialConfig(
  options: CapsuleOptions,
  resolved: ResolvedOptions
): Readonly<Record<string, unknown>> {
  const given = options as Record<string, unknown>
  const config: Record<string, unknown> = {
    bodyLimit: resolved.bodyLimit,
    connectionTimeout: resolved.connectionTimeout,
    keepAliveTimeout: resolved.keepAliveTimeout,
    maxRequestsPerSocket: resolved.maxRequestsPerSocket,
    requestTimeout: resolved.requestTimeout,
    handlerTimeout: resolved.handlerTimeout,
    disableRequestLogging: resolved.disableRequestLogging,
    onProtoPoisoning: resolved.onProtoPoisoning,
    onConstructorPoisoning: resolved.onConstructorPoisoning,
    pluginTimeout: resolved.pluginTimeout,
    requestIdHeader: resolved.requestIdHeader,
    requestIdLogLabel: resolved.requestIdLogLabel,
    http2SessionTimeout: resolved.http2SessionTimeout,
    exposeHeadRoutes: resolved.exposeHeadRoutes
  }
  for (const [key, fallback] of Object.entries(topLevelPathDefaults))
    config[key] = given[key] === undefined ? fallback : given[key]
  if (given['forceCloseConnections'] !== undefined)
    config['forceCloseConnections'] = resolved.forceCloseConnections
  if (typeof given['http2'] === 'boolean') config['http2'] = given['http2']
  if (given['https'] !== undefined) config['https'] = shownHttps(given['https'])
  const router = given['routerOptions']
  if (typeof router === 'object' && router !== null)
    config['routerOptions'] = Object.freeze({ ...routerOptionDefaults, ...router })
  const constraints = given['constraints']
  if (typeof constraints === 'object' && constraints !== null) {
    config['constraints'] = Object.freeze(
      Object.fromEntries(
        Object.entries(constraints).map(([name, strategy]) => [name, Object.freeze({ ...strategy })])
      )
    )
  }
  // Capsule's own options (Fastify has none of them), when given
  if (given['exposeServerErrors'] !== undefined) config['exposeServerErrors'] = resolved.exposeServerErrors
  if (given['rejectUnvalidatedBodies'] !== undefined)
    config['rejectUnvalidatedBodies'] = resolved.rejectUnvalidatedBodies
  return Object.freeze(config)
}

/** `https` as Fastify's initialConfig shows it: a boolean or `{ allowHTTP1 }` as given, anything else `true`. */
function shownHttps(https: unknown): unknown {
  if (typeof https === 'boolean') return https
  if (typeof https === 'object' && https !== null) {
    const keys = Object.keys(https)
    const allowHTTP1 = (https as { allowHTTP1?: unknown }).allowHTTP1
    if (keys.length === 1 && keys[0] === 'allowHTTP1' && typeof allowHTTP1 === 'boolean')
      return Object.freeze({ allowHTTP1 })
  }
  return true
}
