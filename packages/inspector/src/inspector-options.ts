import type { CapsuleInstance, CapsuleReply, CapsuleRequest } from '@capsule/core'
import { CPS_ERR_INSPECTOR_INVALID_OPTION } from './errors.js'

type OneOrMany<T> = T | readonly T[]

/** A hook guarding the inspector's routes: `async (request, reply) => {}` or `(request, reply, done) => {}`. */
export type InspectorGuardHook = (
  this: CapsuleInstance,
  request: CapsuleRequest,
  reply: CapsuleReply,
  done: (error?: Error) => void
) => void | Promise<unknown>

/** Options of the inspector plugin. */
export interface InspectorOptions {
  /** where the page and its JSON are served (default `/_capsule`) */
  readonly prefix?: string
  /** how many finished requests the waterfall keeps, the newest last (default 50, at most 1000) */
  readonly requests?: number
  /** register although NODE_ENV is `production` (default false: the plugin refuses to register) */
  readonly allowProduction?: boolean
  /**
   * the request headers whose values the page shows: false (default: names only), true (every value) or a list of
   * names. `authorization`, `proxy-authorization`, `cookie` and `set-cookie` values are never shown.
   */
  readonly headerValues?: boolean | readonly string[]
  /** show query-string values (default false: the names, each value as `…`) */
  readonly queryValues?: boolean
  /** show each request's parsed body and its response payload, cut at 2,000 characters (default false) */
  readonly bodies?: boolean
  /** hooks that run before the inspector's own routes only, to protect them (as @fastify/swagger-ui's `uiHooks`) */
  readonly hooks?: {
    readonly onRequest?: OneOrMany<InspectorGuardHook>
    readonly preHandler?: OneOrMany<InspectorGuardHook>
  }
}

/** Header values the page never shows, whatever `headerValues` says. */
export const secretHeaders: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie'
])

/** The options checked once, with their defaults. */
export interface ResolvedOptions {
  readonly prefix: string
  readonly requests: number
  /** true: every value; a set: those names (lower case) */
  readonly headerValues: boolean | ReadonlySet<string>
  readonly queryValues: boolean
  readonly bodies: boolean
  readonly hooks: NonNullable<InspectorOptions['hooks']>
}

/**
 * Checks the options and applies the defaults.
 * @throws {CPS_ERR_INSPECTOR_INVALID_OPTION} an option of the wrong type or out of range
 */
export function resolveOptions(options: InspectorOptions): ResolvedOptions {
  const prefix = options.prefix ?? '/_capsule'
  if (typeof prefix !== 'string' || !/^\/[^?#\s]*[^/?#\s]$/.test(prefix))
    throw new CPS_ERR_INSPECTOR_INVALID_OPTION(
      `'prefix' must be a path that starts with '/' and does not end with one, such as '/_capsule' (got ${JSON.stringify(prefix)})`
    )
  const requests = options.requests ?? 50
  if (!Number.isInteger(requests) || requests < 1 || requests > 1000)
    throw new CPS_ERR_INSPECTOR_INVALID_OPTION(
      `'requests' must be a whole number from 1 to 1000 (got ${String(requests)})`
    )
  const headerValues = options.headerValues ?? false
  if (
    typeof headerValues !== 'boolean' &&
    !(Array.isArray(headerValues) && headerValues.every((name) => typeof name === 'string'))
  )
    throw new CPS_ERR_INSPECTOR_INVALID_OPTION("'headerValues' must be true, false or a list of header names")
  for (const flag of ['queryValues', 'bodies', 'allowProduction'] as const)
    if (options[flag] !== undefined && typeof options[flag] !== 'boolean')
      throw new CPS_ERR_INSPECTOR_INVALID_OPTION(`'${flag}' must be true or false`)
  const hooks = options.hooks ?? {}
  for (const [name, value] of Object.entries(hooks))
    if (
      (name !== 'onRequest' && name !== 'preHandler') ||
      !(
        typeof value === 'function' ||
        (Array.isArray(value) && value.every((fn) => typeof fn === 'function'))
      )
    )
      throw new CPS_ERR_INSPECTOR_INVALID_OPTION(
        `'hooks' takes onRequest and preHandler, each a function or a list of functions (got ${name})`
      )
  return {
    prefix,
    requests,
    headerValues:
      typeof headerValues === 'boolean'
        ? headerValues
        : new Set((headerValues as readonly string[]).map((name) => name.toLowerCase())),
    queryValues: options.queryValues ?? false,
    bodies: options.bodies ?? false,
    hooks
  }
}
