import {
  CPS_ERR_ROUTE_EMPTY_PATH,
  CPS_ERR_ROUTE_SCHEMA_NOT_OBJ,
  FST_ERR_INSTANCE_ALREADY_LISTENING,
  FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED,
  FST_ERR_INVALID_URL,
  FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT,
  FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT,
  FST_ERR_ROUTE_LOG_LEVEL_INVALID,
  FST_ERR_ROUTE_DUPLICATED_HANDLER,
  FST_ERR_ROUTE_HANDLER_NOT_FN,
  FST_ERR_ROUTE_METHOD_INVALID,
  FST_ERR_ROUTE_METHOD_NOT_SUPPORTED,
  FST_ERR_ROUTE_MISSING_HANDLER,
  FST_ERR_ROUTE_OPTIONS_NOT_OBJ
} from '../errors.js'
import { FST_ERR_DUPLICATED_ROUTE } from '@capsule/router'
import { lifecycleHooks } from '../hooks/hook-names.js'
import { validateHook, type AnyHook } from '../hooks/hook-store.js'
import { runSyncHooks } from '../hooks/run-sync-hooks.js'
import { kCore, kHooks, kPrefix } from '../symbols.js'
import type { CoreState } from '../core-state.js'
import type { HookStore } from '../hooks/hook-store.js'
import type { RouteHandler, RouteOptions } from '../types/route.js'
import { RouteContext, type RouteDefinition } from './route-context.js'
import { headRouteOnSendHandler } from './head-route.js'
import { tooLate } from '../context/too-late.js'

const logLevels = new Set<unknown>(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

interface RoutingContext {
  [kCore]: CoreState
  [kHooks]: HookStore
  [kPrefix]: string
}

/**
 * `route(options)`: validates the options, applies the context's prefix, runs onRoute hooks, then inserts the
 * route in the router at once (a duplicate is an error here, not at ready). Hooks, compilers and schemas are
 * resolved at ready time, so what the plugin adds after this call still applies to the route.
 */
export function addRoute(
  instance: RoutingContext,
  input: RouteOptions,
  shorthandHandler?: RouteHandler
): void {
  const core = instance[kCore]
  if (typeof input !== 'object' || input === null) throw new FST_ERR_ROUTE_OPTIONS_NOT_OBJ('?', '?')
  const url = input.url ?? input.path
  const methodLabel = Array.isArray(input.method) ? input.method.join(',') : String(input.method)
  if (typeof url !== 'string') throw new FST_ERR_INVALID_URL(typeof url)
  if (core.started)
    throw new FST_ERR_INSTANCE_ALREADY_LISTENING(
      `Cannot add route! ${tooLate(`The route ${methodLabel}:${url}`, 'added')}`
    )
  if (shorthandHandler !== undefined && input.handler !== undefined && input.handler !== shorthandHandler) {
    throw new FST_ERR_ROUTE_DUPLICATED_HANDLER(methodLabel, url)
  }
  const handler = shorthandHandler ?? input.handler
  if (typeof handler !== 'function') throw new FST_ERR_ROUTE_MISSING_HANDLER(methodLabel, url)
  const methods = normalizeMethods(input.method, core.methods)
  if (input.bodyLimit !== undefined && (!Number.isInteger(input.bodyLimit) || input.bodyLimit <= 0)) {
    throw new FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT(String(input.bodyLimit))
  }
  if (
    input.handlerTimeout !== undefined &&
    (!Number.isInteger(input.handlerTimeout) || input.handlerTimeout <= 0)
  ) {
    throw new FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT(String(input.handlerTimeout))
  }
  if (input.logLevel !== undefined && !logLevels.has(input.logLevel)) {
    throw new FST_ERR_ROUTE_LOG_LEVEL_INVALID(methodLabel, url, String(input.logLevel))
  }
  if (input.errorHandler !== undefined && typeof input.errorHandler !== 'function') {
    throw new FST_ERR_ROUTE_HANDLER_NOT_FN(methodLabel, url)
  }
  const prefix = instance[kPrefix]
  // an empty path names nothing without a prefix to stand for it (Fastify refuses it too)
  if (url === '' && prefix === '') throw new CPS_ERR_ROUTE_EMPTY_PATH(methodLabel)
  const prefixTrailingSlash = input.prefixTrailingSlash ?? 'both'
  const paths = prefixedPaths(prefix, url, prefixTrailingSlash, core.router.options.ignoreTrailingSlash)
  const path = paths[0]!
  const options: RouteOptions & {
    url: string
    path: string
    routePath: string
    prefix: string
    method: string | string[]
  } = {
    ...input,
    // a method given as an array stays one (upper-cased), even with one element, as in Fastify
    method: Array.isArray(input.method) ? methods : methods[0]!,
    url: path,
    path,
    // Fastify's routePath for a prefixed `/` route inserted as the bare prefix
    routePath: prefix !== '' && path === prefix && (url === '/' || url === '') ? '' : url,
    prefix,
    handler
  }
  // the automatic HEAD route starts from the options as they were before onRoute hooks changed them (as in Fastify)
  const beforeHooks = { ...options }
  // one route for the hooks, also when `prefixTrailingSlash: 'both'` inserts it under two paths (as in Fastify)
  runSyncHooks(instance[kHooks].get('onRoute'), instance, [options])
  const finalMethods = normalizeMethods(options.method, core.methods)
  checkSchemaOption(options.schema, finalMethods, core, path)
  const definition = toDefinition(options, finalMethods, core)
  if (finalMethods.includes('HEAD')) refuseHeadAfterGet(core, definition)
  const context = new RouteContext(definition, instance, false)
  // the slash twin follows the url an onRoute hook may have changed
  const routerPaths =
    paths.length === 1 || definition.url.endsWith('/')
      ? [definition.url]
      : [definition.url, `${definition.url}/`]
  for (const routerPath of routerPaths)
    core.router.on(finalMethods, routerPath, context, definition.constraints)
  core.routes.push({ context, instance, paths: routerPaths })
  core.provenance.record('route', `${finalMethods.join(',')} ${definition.url}`, instance, definition)
  addHeadTwin(instance, core, beforeHooks, context, routerPaths, finalMethods)
  if (routerPaths.length === 2) {
    // the options object onRoute hooks saw ends with the slash twin's url, as in Fastify, where it is reused for the
    // second insertion: plugins that keep it (@fastify/swagger documents '/v1/') read that; the route keeps '/v1'
    options.url = options.path = routerPaths[1]!
    options.routePath = '/'
  }
}

/**
 * A GET route answers HEAD too (`exposeHeadRoutes`), unless a HEAD route exists for its path: as in Fastify, the
 * HEAD route is added at once (hasRoute and printRoutes see it, a later HEAD route for the path is a duplicate). It is
 * built from the GET's options as they were before onRoute hooks ran, with `headRouteOnSendHandler` as its last route
 * onSend hook; onRoute hooks then hear of it and what they change stays on it (an onSend they add runs after that
 * hook, on no payload), never on the GET route.
 */
function addHeadTwin(
  instance: RoutingContext,
  core: CoreState,
  beforeHooks: RouteOptions & { url: string; routePath: string; prefix: string },
  context: RouteContext,
  paths: readonly string[],
  methods: string[]
): void {
  const definition = context.definition
  if (!methods.includes('GET') || !definition.exposeHeadRoute) return
  const own = beforeHooks.onSend
  for (const path of paths) {
    if (core.router.has('HEAD', path, definition.constraints)) continue
    const options = {
      ...beforeHooks,
      method: 'HEAD',
      onSend: [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), headRouteOnSendHandler]
    }
    // the slash twin of a prefixed `/` route gets a HEAD route of its own, with its own url, as in Fastify (where
    // onRoute hooks hear of `HEAD /prefix/` and `request.routeOptions.url` is `/prefix/` on it)
    if (path !== paths[0]) {
      options.url = options.path = path
      options.routePath = '/'
    }
    runSyncHooks(instance[kHooks].get('onRoute'), instance, [options])
    const twin = new RouteContext(
      toDefinition(options as typeof beforeHooks, ['HEAD'], core),
      context.server,
      false
    )
    core.router.on('HEAD', path, twin, definition.constraints)
    core.headTwins.push(twin)
    // made by the same route() call: explain() and inspect() show it with the GET route's call site
    core.provenance.record('route', `HEAD ${twin.definition.url}`, instance, twin.definition)
  }
}

/**
 * A GET route declared earlier already answers HEAD for its path (its automatic twin): as in Fastify, a custom
 * HEAD route must come before the GET route.
 * @throws {FST_ERR_DUPLICATED_ROUTE}
 */
function refuseHeadAfterGet(core: CoreState, definition: RouteDefinition): void {
  const constraints = JSON.stringify(definition.constraints ?? {})
  for (const { context, paths } of core.routes) {
    const earlier = context.definition
    if (!earlier.exposeHeadRoute || !paths.includes(definition.url)) continue
    const methods = Array.isArray(earlier.method) ? earlier.method : [earlier.method]
    if (methods.includes('GET') && JSON.stringify(earlier.constraints ?? {}) === constraints) {
      throw new FST_ERR_DUPLICATED_ROUTE('HEAD', definition.url)
    }
  }
}

/**
 * A route schema is an object; a body schema needs a method that carries a body (Fastify refuses it on GET/HEAD,
 * where it would fail every request).
 * @throws {CPS_ERR_ROUTE_SCHEMA_NOT_OBJ} schema is neither an object nor absent
 * @throws {FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED} a body schema on a bodyless method
 */
function checkSchemaOption(schema: unknown, methods: string[], core: CoreState, url: string): void {
  if (schema === undefined || schema === null) return
  if (typeof schema !== 'object' || Array.isArray(schema)) {
    throw new CPS_ERR_ROUTE_SCHEMA_NOT_OBJ(
      methods.join(','),
      url,
      Array.isArray(schema) ? 'an array' : typeof schema
    )
  }
  if ((schema as { body?: unknown }).body === undefined) return
  for (const method of methods) {
    if (!core.bodyMethods.has(method))
      throw new FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED(method, url)
  }
}

function normalizeMethods(method: unknown, supported: Set<string>): string[] {
  const list = Array.isArray(method) ? method : [method]
  if (list.length === 0) throw new FST_ERR_ROUTE_METHOD_INVALID()
  return list.map((entry) => {
    if (typeof entry !== 'string' || entry.length === 0) throw new FST_ERR_ROUTE_METHOD_INVALID()
    const upper = entry.toUpperCase()
    if (!supported.has(upper)) throw new FST_ERR_ROUTE_METHOD_NOT_SUPPORTED(upper)
    return upper
  })
}

/**
 * The paths a route is inserted under. A `/` route in a prefixed context is, with 'both', the prefix with and
 * without a trailing slash; when the router ignores trailing slashes those are one path, so only the prefix is
 * inserted (as Fastify does).
 */
function prefixedPaths(
  prefix: string,
  url: string,
  mode: 'both' | 'slash' | 'no-slash',
  ignoreTrailingSlash: boolean
): string[] {
  if (prefix === '') return [url === '' ? '/' : url]
  // a prefix that ends with '/' ('/v1/') is the path of its '/' route, and the join of its other routes
  if (prefix.endsWith('/'))
    return [url === '/' || url === '' ? prefix : prefix + (url.startsWith('/') ? url.slice(1) : url)]
  if (url === '/' || url === '') {
    if (url === '' || mode === 'no-slash') return [prefix]
    if (mode === 'slash') return [`${prefix}/`]
    return ignoreTrailingSlash ? [prefix] : [prefix, `${prefix}/`]
  }
  // joined as they are, as Fastify joins them: '/api' + '*' is '/api*', which also matches '/api' itself (a CORS
  // plugin's preflight route registered under a prefix answers `OPTIONS /api`)
  return [prefix + url]
}

function toDefinition(
  options: RouteOptions & { url: string; routePath: string; prefix: string },
  methods: string[],
  core: CoreState
): RouteDefinition {
  const hooks: Record<string, AnyHook[]> = {}
  const bag = options as unknown as Record<string, unknown>
  for (const name of lifecycleHooks) {
    const value = bag[name]
    if (value === undefined) continue
    const list = (Array.isArray(value) ? value : [value]) as unknown[]
    for (const hook of list) validateHook(name, hook)
    hooks[name] = list as AnyHook[]
  }
  // a method given as an array stays one, even with one element (as in Fastify)
  const method = Array.isArray(options.method) ? methods : methods[0]!
  return {
    method,
    url: options.url,
    routePath: options.routePath,
    prefix: options.prefix,
    handler: options.handler,
    schema: options.schema ?? undefined,
    // the application's own object per route (plugins keep state in it, as in Fastify): not frozen
    config: { ...(options.config ?? {}), url: options.url, method },
    attachValidation: options.attachValidation === true,
    bodyLimit: options.bodyLimit,
    logLevel: options.logLevel,
    logSerializers: options.logSerializers as RouteDefinition['logSerializers'],
    childLoggerFactory: options.childLoggerFactory,
    exposeHeadRoute: options.exposeHeadRoute ?? core.options.exposeHeadRoutes,
    prefixTrailingSlash: options.prefixTrailingSlash ?? 'both',
    handlerTimeout: options.handlerTimeout,
    rejectUnvalidatedBodies: options.rejectUnvalidatedBodies,
    validatorCompiler: options.validatorCompiler as RouteDefinition['validatorCompiler'],
    serializerCompiler: options.serializerCompiler as RouteDefinition['serializerCompiler'],
    schemaErrorFormatter: options.schemaErrorFormatter,
    errorHandler: options.errorHandler as RouteDefinition['errorHandler'],
    constraints: options.constraints,
    hooks
  }
}
