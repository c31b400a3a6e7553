import FindMyWay from 'find-my-way'
import {
  CPS_ERR_ROUTER_INVALID_CONSTRAINT,
  CPS_ERR_ROUTER_INVALID_PATH,
  FST_ERR_BAD_URL,
  FST_ERR_DUPLICATED_ROUTE,
  FST_ERR_MAX_PARAM_LENGTH,
  CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED
} from './errors.js'
import { toFindMyWayOptions, type ConstraintStrategy, type RouterOptions } from './options.js'

/** The headers (and raw request) constraint strategies derive values from. */
export interface ConstraintRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
}

/** A matched route: its store, its decoded params (no Object.prototype behind them) and its parsed query string. */
export interface RouteMatch<Store> {
  readonly store: Store
  readonly params: Record<string, string | undefined>
  readonly searchParams: Record<string, unknown>
}

/** The path-matching options in effect (defaults applied). */
export interface RouterPathOptions {
  readonly caseSensitive: boolean
  readonly ignoreTrailingSlash: boolean
  readonly ignoreDuplicateSlashes: boolean
}

/** The route table. */
export interface Router<Store> {
  /** how paths are matched, so a caller can tell which of its paths the router will see as one */
  readonly options: RouterPathOptions
  /** Adds a route; refuses a duplicate (same method, path and constraints) before inserting anything. */
  on(
    method: string | readonly string[],
    path: string,
    store: Store,
    constraints?: Readonly<Record<string, unknown>>
  ): void
  has(method: string, path: string, constraints?: Readonly<Record<string, unknown>>): boolean
  /** Finds the route for a raw request url (with its query string); null when none matches. */
  find(method: string, url: string, request?: ConstraintRequest): RouteMatch<Store> | null
  /** True once a route has constraints: `find` then derives their values from the request it is given. */
  readonly constrained: boolean
  /**
   * True once a route uses a constraint whose strategy derives its value asynchronously
   * (`deriveConstraint(request, context, done)`): requests must then be routed with `findAsync`.
   */
  readonly asyncConstraints: boolean
  /** `find` after the asynchronous strategies derived their values; `done(error)` when one of them failed. */
  findAsync(
    method: string,
    url: string,
    request: ConstraintRequest,
    done: (error: Error | null, match: RouteMatch<Store> | null) => void
  ): void
  /**
   * Finds the route a path (or a route pattern, whose `:name` parts then match as values) leads to, with the given
   * constraints instead of derived ones: Fastify's `findRoute`.
   */
  findRoute(
    method: string,
    path: string,
    constraints?: Readonly<Record<string, unknown>>
  ): RouteMatch<Store> | null
  print(options?: {
    method?: string
    commonPrefix?: boolean
    includeMeta?: boolean | readonly string[]
  }): string
  addConstraintStrategy(strategy: ConstraintStrategy): void
  hasConstraintStrategy(name: string): boolean
}

// the methods Node's HTTP parser accepts: a route for anything else could never be reached
const nodeMethods = new Set([
  'ACL',
  'BIND',
  'CHECKOUT',
  'CONNECT',
  'COPY',
  'DELETE',
  'GET',
  'HEAD',
  'LINK',
  'LOCK',
  'M-SEARCH',
  'MERGE',
  'MKACTIVITY',
  'MKCALENDAR',
  'MKCOL',
  'MOVE',
  'NOTIFY',
  'OPTIONS',
  'PATCH',
  'POST',
  'PROPFIND',
  'PROPPATCH',
  'PURGE',
  'PUT',
  'QUERY',
  'REBIND',
  'REPORT',
  'SEARCH',
  'SOURCE',
  'SUBSCRIBE',
  'TRACE',
  'UNBIND',
  'UNLINK',
  'UNLOCK',
  'UNSUBSCRIBE'
])

// 'İ' percent-encoded, whichever case the hex digits are in
const dottedCapitalI = /%C4%B0/i

// find-my-way wants a handler; we route by store, so every route shares this one
const noopHandler = (): void => {}
// find-my-way answers a bad url or an over-long parameter with a match whose store is null and whose handler
// calls these with the path: calling it turns the match into our coded error
const onBadUrl = (path: string): never => {
  throw new FST_ERR_BAD_URL(path)
}
const onMaxParamLength = (path: string): never => {
  throw new FST_ERR_MAX_PARAM_LENGTH(path)
}

/**
 * Creates a route table over find-my-way. find-my-way's types and assertion messages stay inside this
 * package: callers see coded errors, decided before find-my-way is called.
 * @example
 * const router = createRouter<string>()
 * router.on('GET', '/users/:id', 'user')
 * router.find('GET', '/users/1?x=1') // { store: 'user', params: { id: '1' }, query: { x: '1' } }
 */
export function createRouter<Store>(options: RouterOptions = {}): Router<Store> {
  const fmwOptions = toFindMyWayOptions(options)
  const fmw = FindMyWay({
    ...fmwOptions,
    onBadUrl,
    onMaxParamLength
  } as FindMyWay.Config<FindMyWay.HTTPVersion.V1>)
  const pathOptions: RouterPathOptions = Object.freeze({
    caseSensitive: fmwOptions['caseSensitive'] === true,
    ignoreTrailingSlash: fmwOptions['ignoreTrailingSlash'] === true,
    ignoreDuplicateSlashes: fmwOptions['ignoreDuplicateSlashes'] === true
  })
  // find-my-way stores a path as it will match it: a duplicate is judged on that form ('/a/' is '/a' with
  // ignoreTrailingSlash), so the check before inserting must normalize the same way
  const storedPath = (path: string): string => {
    let stored = pathOptions.ignoreDuplicateSlashes ? path.replace(/\/\/+/g, '/') : path
    if (pathOptions.ignoreTrailingSlash && stored.length > 1 && stored.endsWith('/'))
      stored = stored.slice(0, -1)
    return stored
  }
  let constrained = false
  const check = (method: string): void => {
    if (!nodeMethods.has(method)) throw new CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED(method)
  }
  const constrainer = (fmw as unknown as { constrainer: Constrainer }).constrainer
  /** find-my-way's hasRoute, whose parse errors (a wildcard not last, a bad regex) become our coded error. */
  const hasRoute = (method: string, stored: string, constraints: unknown, path: string): boolean => {
    try {
      return fmw.hasRoute(method as FindMyWay.HTTPMethod, stored, (constraints ?? {}) as never)
    } catch (error) {
      throw new CPS_ERR_ROUTER_INVALID_PATH(path, error instanceof Error ? error.message : String(error))
    }
  }
  /** The match for a url with these derived constraints; a bad url or over-long parameter throws its coded error. */
  const lookup = (method: string, url: string, derived: unknown): RouteMatch<Store> | null =>
    !pathOptions.caseSensitive && url.includes('%') && dottedCapitalI.test(url)
      ? lookupDottedCapitalI(method, url, derived)
      : lookupAsIs(method, url, derived)
  /**
   * find-my-way (9.10) lower-cases the decoded path for caseSensitive: false and applies the indices it found there to
   * the original; 'İ' (U+0130) lower-cases to two UTF-16 units, so a parameter holding it shifts every later segment
   * and the route is missed. The url is matched with a one-unit stand-in that lower-cases to itself (U+E000, unless
   * the url already holds one), which is put back in the parameters.
   */
  const lookupDottedCapitalI = (method: string, url: string, derived: unknown): RouteMatch<Store> | null => {
    if (/%EE%80%80/i.test(url)) return lookupAsIs(method, url, derived)
    const match = lookupAsIs(method, url.replace(/%C4%B0/gi, '%EE%80%80'), derived)
    if (match === null) return null
    const params = match.params as Record<string, string | undefined>
    for (const key of Object.keys(params)) {
      const value = params[key]
      if (value !== undefined && value.includes('\uE000')) params[key] = value.replaceAll('\uE000', '\u0130')
    }
    return match
  }
  const lookupAsIs = (method: string, url: string, derived: unknown): RouteMatch<Store> | null => {
    const found = fmw.find(method as FindMyWay.HTTPMethod, url, derived as never)
    if (found === null) return null
    if (found.store === null) (found.handler as unknown as () => never)()
    // find-my-way's own result already has our shape: no copy on the request path
    return found as unknown as RouteMatch<Store>
  }
  const router: Router<Store> & { asyncConstraints: boolean; constrained: boolean } = {
    options: pathOptions,
    constrained: false,
    asyncConstraints: false,
    on(method, path, store, constraints) {
      const methods = typeof method === 'string' ? [method] : [...method]
      if (typeof path !== 'string' || (path.length > 0 && path[0] !== '/' && path[0] !== '*')) {
        throw new CPS_ERR_ROUTER_INVALID_PATH(String(path), "a path starts with '/'")
      }
      const stored = storedPath(path)
      for (const m of methods) {
        check(m)
        if (hasRoute(m, stored, constraints, path)) throw new FST_ERR_DUPLICATED_ROUTE(m, path)
      }
      const routeOptions =
        constraints !== undefined && Object.keys(constraints).length > 0 ? { constraints } : {}
      try {
        fmw.on(methods as FindMyWay.HTTPMethod[], path, routeOptions as never, noopHandler, store as never)
      } catch (error) {
        // find-my-way only throws for what it refuses in the path or constraints (unsafe regex, bad constraint)
        const message = error instanceof Error ? error.message : String(error)
        // a duplicate the check above cannot see (e.g. case-insensitive or optional-parameter paths)
        const duplicate = /^Method '([^']+)' already declared for route/.exec(message)
        if (duplicate !== null) throw new FST_ERR_DUPLICATED_ROUTE(duplicate[1]!, path)
        if (routeOptions !== null && 'constraints' in routeOptions && /constraint/i.test(message)) {
          throw new CPS_ERR_ROUTER_INVALID_CONSTRAINT(message)
        }
        throw new CPS_ERR_ROUTER_INVALID_PATH(path, message)
      }
      if ('constraints' in routeOptions) {
        constrained = true
        router.constrained = true
        router.asyncConstraints = constrainer.asyncStrategiesInUse.size > 0
      }
    },
    has(method, path, constraints) {
      if (!nodeMethods.has(method)) return false
      try {
        return hasRoute(method, path, constraints, path)
      } catch {
        // a pattern find-my-way cannot parse ('/*/', '/:a(') names no route
        return false
      }
    },
    find(method, url, request) {
      return lookup(
        method,
        url,
        constrained && request !== undefined ? constrainer.deriveConstraints(request) : undefined
      )
    },
    findAsync(method, url, request, done) {
      constrainer.deriveConstraints(request, undefined, (error, derived) => {
        if (error !== null) {
          done(error instanceof Error ? error : new Error(String(error)), null)
          return
        }
        let match: RouteMatch<Store> | null
        try {
          match = lookup(method, url, derived)
        } catch (failure) {
          done(failure as Error, null)
          return
        }
        done(null, match)
      })
    },
    findRoute(method, path, constraints) {
      if (!nodeMethods.has(method)) return null
      const found = fmw.find(method as FindMyWay.HTTPMethod, path, (constraints ?? {}) as never)
      if (found === null || found.store === null) return null
      return { store: found.store as Store, params: { ...found.params }, searchParams: found.searchParams }
    },
    print(printOptions) {
      return fmw.prettyPrint(printOptions as never)
    },
    addConstraintStrategy(strategy) {
      fmw.addConstraintStrategy(strategy as never)
    },
    hasConstraintStrategy(name) {
      return fmw.hasConstraintStrategy(name)
    }
  }
  return router
}

/** find-my-way's constrainer (its type is not exported): it derives only the strategies in use. */
interface Constrainer {
  readonly asyncStrategiesInUse: ReadonlySet<string>
  deriveConstraints(request: unknown): unknown
  deriveConstraints(
    request: unknown,
    context: unknown,
    done: (error: unknown, derived?: unknown) => void
  ): void
}
