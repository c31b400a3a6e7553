import { CPS_ERR_ROUTER_INVALID_OPTION, FST_ERR_QSP_NOT_FN } from './errors.js'

/** A custom constraint strategy (find-my-way's shape). */
export interface ConstraintStrategy {
  readonly name: string
  storage(): { get(value: string): unknown; set(value: string, store: unknown): void }
  /** the value for a request: returned, or given to `done` when the strategy takes three parameters (asynchronous) */
  deriveConstraint(
    request: unknown,
    context?: unknown,
    done?: (error: Error | null, value?: unknown) => void
  ): unknown
  validate?(value: unknown): void
  readonly mustMatchWhenDerived?: boolean
}

/** Router options (Fastify's `routerOptions`). */
export interface RouterOptions {
  /** default true */
  readonly caseSensitive?: boolean
  /** default false */
  readonly ignoreTrailingSlash?: boolean
  /** default false */
  readonly ignoreDuplicateSlashes?: boolean
  /** default 100: a longer parameter makes the route not match (ReDoS defence) */
  readonly maxParamLength?: number
  /** default false: route regexes must be safe */
  readonly allowUnsafeRegex?: boolean
  /** default false */
  readonly useSemicolonDelimiter?: boolean
  /**
   * Fastify's hint to compile find-my-way's trees into lookup functions once routes are final (default false):
   * accepted and checked; matching, which this router does itself, is the same either way
   */
  readonly compile?: boolean
  /** default: fast-querystring */
  readonly querystringParser?: (query: string) => Record<string, unknown>
  readonly constraints?: Readonly<Record<string, ConstraintStrategy>>
  /** what `print({ includeMeta })` shows for a route: `(route) => object` (default: its store's own properties) */
  readonly buildPrettyMeta?: (route: {
    method: string
    path: string
    store: unknown
  }) => Record<string, unknown>
}

const booleans = [
  'caseSensitive',
  'ignoreTrailingSlash',
  'ignoreDuplicateSlashes',
  'allowUnsafeRegex',
  'useSemicolonDelimiter',
  'compile'
] as const
const known = new Set<string>([
  ...booleans,
  'maxParamLength',
  'querystringParser',
  'constraints',
  'buildPrettyMeta'
])

/**
 * Validates our router options and maps them to find-my-way's.
 * @throws {FST_ERR_QSP_NOT_FN}
 * @throws {CPS_ERR_ROUTER_INVALID_OPTION}
 */
export function toFindMyWayOptions(options: RouterOptions): Record<string, unknown> {
  if (typeof options !== 'object' || options === null)
    throw new CPS_ERR_ROUTER_INVALID_OPTION('routerOptions must be an object')
  for (const key of Object.keys(options)) {
    if (!known.has(key)) throw new CPS_ERR_ROUTER_INVALID_OPTION(`unknown option '${key}'`)
  }
  for (const key of booleans) {
    const value = options[key]
    if (value !== undefined && typeof value !== 'boolean')
      throw new CPS_ERR_ROUTER_INVALID_OPTION(`${key} must be a boolean`)
  }
  const maxParamLength = options.maxParamLength ?? 100
  if (!Number.isInteger(maxParamLength) || maxParamLength <= 0) {
    throw new CPS_ERR_ROUTER_INVALID_OPTION('maxParamLength must be an integer > 0')
  }
  if (options.querystringParser !== undefined && typeof options.querystringParser !== 'function') {
    throw new FST_ERR_QSP_NOT_FN(typeof options.querystringParser)
  }
  const mapped: Record<string, unknown> = {
    caseSensitive: options.caseSensitive ?? true,
    ignoreTrailingSlash: options.ignoreTrailingSlash ?? false,
    ignoreDuplicateSlashes: options.ignoreDuplicateSlashes ?? false,
    maxParamLength,
    allowUnsafeRegex: options.allowUnsafeRegex ?? false,
    useSemicolonDelimiter: options.useSemicolonDelimiter ?? false
  }
  if (options.buildPrettyMeta !== undefined && typeof options.buildPrettyMeta !== 'function') {
    throw new CPS_ERR_ROUTER_INVALID_OPTION('buildPrettyMeta must be a function')
  }
  if (options.querystringParser !== undefined) mapped['querystringParser'] = options.querystringParser
  if (options.buildPrettyMeta !== undefined) mapped['buildPrettyMeta'] = options.buildPrettyMeta
  if (options.constraints !== undefined) mapped['constraints'] = options.constraints
  return mapped
}
