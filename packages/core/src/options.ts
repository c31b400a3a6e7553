import {
  FST_ERR_INIT_OPTS_INVALID,
  FST_ERR_OPTIONS_NOT_OBJ,
  FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT
} from './errors.js'
import type { RouterOptions } from '@capsule/router'
import type { CapsuleOptions, CoreRouterOptions } from './types/options.js'
import type { PoisoningAction } from './types/content-type.js'
import { prettyRouteMeta } from './routing/pretty-meta.js'
import { warnTopLevelRouterOption } from './warnings.js'

/** Factory options after defaults were applied. */
export interface ResolvedOptions {
  readonly bodyLimit: number
  readonly onProtoPoisoning: PoisoningAction
  readonly onConstructorPoisoning: PoisoningAction
  readonly pluginTimeout: number
  readonly return503OnClosing: boolean
  readonly exposeHeadRoutes: boolean
  readonly rejectUnvalidatedBodies: boolean
  readonly exposeServerErrors: boolean
  readonly requestIdHeader: string | false
  readonly requestIdLogLabel: string
  readonly allowErrorHandlerOverride: boolean
  readonly connectionTimeout: number
  readonly keepAliveTimeout: number
  readonly requestTimeout: number
  readonly maxRequestsPerSocket: number
  readonly forceCloseConnections: boolean | 'idle'
  readonly closeGrace: number
  readonly handlerTimeout: number
  readonly http2SessionTimeout: number
  readonly disableRequestLogging:
    boolean | ((request: import('./types/request.js').CapsuleRequest) => boolean)
}

/**
 * Router keys Fastify still takes at the top level (deprecated since 5.5 in favour of `routerOptions`, FSTDEP022);
 * `constraints` and `querystringParser` are top-level options in Fastify's own docs.
 */
export const topLevelRouterKeys = [
  'caseSensitive',
  'ignoreTrailingSlash',
  'ignoreDuplicateSlashes',
  'maxParamLength',
  'allowUnsafeRegex',
  'useSemicolonDelimiter',
  'querystringParser',
  'constraints'
] as const

const poisoning = new Set<unknown>(['error', 'remove', 'ignore'])

/**
 * Applies Fastify's defaults and rejects ill-typed options with a message that names the option. As Fastify's
 * option schema does, numbers and booleans given as strings (from environment variables) are converted, and
 * unknown options are ignored silently (apps and fastify-cli pass their whole configuration object).
 * @throws {FST_ERR_OPTIONS_NOT_OBJ} when options is not an object
 * @throws {FST_ERR_INIT_OPTS_INVALID} for a bad value
 */
export function resolveOptions(options: CapsuleOptions | undefined): ResolvedOptions {
  if (options === undefined) options = {}
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new FST_ERR_OPTIONS_NOT_OBJ()
  const o = options
  return Object.freeze({
    bodyLimit: bodyLimit(o.bodyLimit),
    onProtoPoisoning: poisoningAction('onProtoPoisoning', o.onProtoPoisoning, 'error'),
    onConstructorPoisoning: poisoningAction('onConstructorPoisoning', o.onConstructorPoisoning, 'error'),
    pluginTimeout: nonNegativeInt('pluginTimeout', o.pluginTimeout, 10_000),
    return503OnClosing: bool('return503OnClosing', o.return503OnClosing, true),
    exposeHeadRoutes: bool('exposeHeadRoutes', o.exposeHeadRoutes, true),
    rejectUnvalidatedBodies: bool('rejectUnvalidatedBodies', o.rejectUnvalidatedBodies, false),
    exposeServerErrors: bool('exposeServerErrors', o.exposeServerErrors, false),
    requestIdHeader: requestIdHeader(o.requestIdHeader),
    requestIdLogLabel: typeof o.requestIdLogLabel === 'string' ? o.requestIdLogLabel : 'reqId',
    allowErrorHandlerOverride: bool('allowErrorHandlerOverride', o.allowErrorHandlerOverride, true),
    connectionTimeout: nonNegativeInt('connectionTimeout', o.connectionTimeout, 0),
    keepAliveTimeout: nonNegativeInt('keepAliveTimeout', o.keepAliveTimeout, 72_000),
    requestTimeout: nonNegativeInt('requestTimeout', o.requestTimeout, 0),
    maxRequestsPerSocket: nonNegativeInt('maxRequestsPerSocket', o.maxRequestsPerSocket, 0),
    forceCloseConnections: forceClose(o.forceCloseConnections),
    closeGrace: nonNegativeInt('closeGrace', o.closeGrace, 0),
    handlerTimeout: nonNegativeInt('handlerTimeout', o.handlerTimeout, 0),
    http2SessionTimeout: nonNegativeInt('http2SessionTimeout', o.http2SessionTimeout, 72_000),
    disableRequestLogging:
      typeof o.disableRequestLogging === 'function'
        ? o.disableRequestLogging
        : bool('disableRequestLogging', o.disableRequestLogging, false)
  })
}

/** '100' from an environment variable is 100 (Fastify's option schema coerces types). */
function fromDigits(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
}

/** Fastify checks bodyLimit before its other options, with the route option's code, and takes no string form. */
function bodyLimit(given: unknown): number {
  if (given === undefined) return 1024 * 1024
  if (typeof given !== 'number' || !Number.isInteger(given) || given <= 0)
    throw new FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT(String(given))
  return given
}

function nonNegativeInt(name: string, given: unknown, fallback: number): number {
  if (given === undefined) return fallback
  const value = fromDigits(given)
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new FST_ERR_INIT_OPTS_INVALID(`${name} must be an integer >= 0, got ${String(value)}`)
  }
  return value
}

function bool(name: string, given: unknown, fallback: boolean): boolean {
  if (given === undefined) return fallback
  const value = given === 'true' ? true : given === 'false' ? false : given
  if (typeof value !== 'boolean')
    throw new FST_ERR_INIT_OPTS_INVALID(`${name} must be a boolean, got ${String(value)}`)
  return value
}

/** A poisoning action (`'error'`, `'remove'`, `'ignore'`), `fallback` when undefined; anything else is refused. */
export function poisoningAction(name: string, value: unknown, fallback: PoisoningAction): PoisoningAction {
  if (value === undefined) return fallback
  if (!poisoning.has(value)) {
    throw new FST_ERR_INIT_OPTS_INVALID(`${name} must be 'error', 'remove' or 'ignore', got ${String(value)}`)
  }
  return value as PoisoningAction
}

function requestIdHeader(value: unknown): string | false {
  if (value === undefined || value === false || value === '') return false
  if (value === true) return 'request-id'
  if (typeof value === 'string') return value.toLowerCase()
  throw new FST_ERR_INIT_OPTS_INVALID(`requestIdHeader must be a string or a boolean, got ${String(value)}`)
}

function forceClose(value: unknown): boolean | 'idle' {
  if (value === undefined) return 'idle'
  if (value === true || value === false || value === 'idle') return value
  throw new FST_ERR_INIT_OPTS_INVALID(
    `forceCloseConnections must be true, false or 'idle', got ${String(value)}`
  )
}

/** The router options in effect, and the two that answer requests themselves (Fastify's `routerOptions`). */
export interface SplitRouterOptions {
  readonly router: RouterOptions
  readonly defaultRoute: NonNullable<CoreRouterOptions['defaultRoute']> | null
  readonly onBadUrl: NonNullable<CoreRouterOptions['onBadUrl']> | null
  readonly onMaxParamLength: NonNullable<CoreRouterOptions['onMaxParamLength']> | null
}

/**
 * The router options: `routerOptions`, over the same keys given at the top level (Fastify's older spelling). The
 * top-level spelling of the plain router keys warns once (FSTDEP022); `constraints` and `querystringParser` do not.
 * `defaultRoute`, `onBadUrl` and `onMaxParamLength` are kept for the request listener; `buildPrettyMeta` defaults to one that prints
 * a route's hooks, error handler and log level.
 * @throws {FST_ERR_INIT_OPTS_INVALID} defaultRoute, onBadUrl or onMaxParamLength is not a function
 */
export function splitRouterOptions(options: CapsuleOptions): SplitRouterOptions {
  const merged: Record<string, unknown> = {}
  for (const key of topLevelRouterKeys) {
    const value = (options as Record<string, unknown>)[key]
    if (value === undefined) continue
    merged[key] = value
    if (key !== 'constraints' && key !== 'querystringParser') warnTopLevelRouterOption(key)
  }
  const { defaultRoute, onBadUrl, onMaxParamLength, ...router } = {
    ...merged,
    ...(options.routerOptions ?? {})
  } as CoreRouterOptions
  for (const [name, value] of [
    ['defaultRoute', defaultRoute],
    ['onBadUrl', onBadUrl],
    ['onMaxParamLength', onMaxParamLength]
  ] as const) {
    if (value !== undefined && typeof value !== 'function') {
      throw new FST_ERR_INIT_OPTS_INVALID(`routerOptions.${name} must be a function, got ${typeof value}`)
    }
  }
  checkConstraintStrategies(router.constraints)
  return {
    router: { buildPrettyMeta: prettyRouteMeta, ...router },
    defaultRoute: defaultRoute ?? null,
    onBadUrl: onBadUrl ?? null,
    onMaxParamLength: onMaxParamLength ?? null
  }
}

/** The `constraints` option takes whole strategies, as Fastify's option schema requires (`addConstraintStrategy` does not). */
function checkConstraintStrategies(constraints: unknown): void {
  if (constraints === undefined) return
  if (typeof constraints !== 'object' || constraints === null) {
    throw new FST_ERR_INIT_OPTS_INVALID(
      `constraints must be an object of constraint strategies, got ${typeof constraints}`
    )
  }
  for (const [key, strategy] of Object.entries(constraints)) {
    const given = (strategy ?? {}) as Record<string, unknown>
    const missing = ['storage', 'validate', 'deriveConstraint'].filter(
      (member) => typeof given[member] !== 'function'
    )
    if (typeof given['name'] !== 'string') missing.unshift('name')
    if (missing.length > 0)
      throw new FST_ERR_INIT_OPTS_INVALID(
        `constraints.${key} must have ${missing.join(', ')} (a constraint strategy)`
      )
  }
}
