import type { CoreState } from '../core-state.js'
import { CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT, CPS_ERR_EXPLAIN_NOT_READY } from '../errors.js'
import { lifecycleHooks, type LifecycleHookName } from '../hooks/hook-names.js'
import type { AnyHook } from '../hooks/hook-store.js'
import { originalHook } from '../hooks/hook-tracing.js'
import type { ErrorHandlerLink } from '../lifecycle/error-handler-link.js'
import { headRouteOnSendHandler } from '../routing/head-route.js'
import type { RouteContext } from '../routing/route-context.js'
import type { SchemaStoreLike } from '../schema/schema-store.js'
import { kSchemas, kSerializerCompiler, kValidatorCompiler } from '../symbols.js'
import type { ExplainedContext, ExplainedFunction, Explanation, ExplainOptions } from '../types/explain.js'
import { ApplicationView } from './application-view.js'
import { functionName } from './names.js'
import type { Registration } from './provenance.js'
import { renderExplanation } from './render-explanation.js'

/**
 * `explain(method, url, options)`: what a request would go through, read from the ready application without running
 * anything: the route the router picks (or the not-found handler), the contexts above it, each hook per phase, the
 * parsers, compilers, schemas, error handlers and decorators in effect, each with where it was registered.
 * @throws {CPS_ERR_EXPLAIN_NOT_READY} before ready()
 * @throws {CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT} an asynchronous constraint strategy exists and no `constraints` given
 * @throws {FST_ERR_BAD_URL} the path cannot be decoded
 */
export function explain(
  core: CoreState,
  method: string,
  url: string,
  options: ExplainOptions = {}
): Explanation {
  if (!core.started) throw new CPS_ERR_EXPLAIN_NOT_READY('explain')
  const upper = method.toUpperCase()
  const match = findRoute(core, upper, url, options)
  const route = match?.store ?? core.notFound.find(url)
  const view = new ApplicationView(core, route.server)
  const own = view.routeRegistration(route)
  const routeSource = own === null ? view.builtin(route.server) : view.provenance(own)
  const explanation = {
    method: upper,
    url,
    route: {
      kind: route.isNotFound ? 'notFound' : 'route',
      method: route.isNotFound ? upper : route.definition.method,
      pattern: route.isNotFound ? route.definition.prefix || '/' : route.definition.url,
      params: { ...(match?.params ?? {}) },
      constraints: route.definition.constraints ?? null,
      context: routeSource.context,
      source: routeSource.source
    },
    contexts: view.chain.map((context): ExplainedContext => view.describeContext(context)),
    hooks: hooksOf(view, route, own),
    bodyLimit: route.bodyLimit,
    parsers: (route.parsers?.list() ?? []).map(({ type, entry }) => ({
      mediaType: type,
      ...view.find('contentTypeParser', (r) => r.value === entry.fn)
    })),
    validatorCompiler: compilerOf(view, route, own, 'validatorCompiler'),
    serializerCompiler: compilerOf(view, route, own, 'serializerCompiler'),
    schemas: {
      route: route.definition.schema ?? null,
      shared: sharedSchemas(view, route)
    },
    errorHandlers: errorHandlersOf(view, route, own),
    decorators: {
      instance: view.decorators('decorator'),
      request: view.decorators('requestDecorator'),
      reply: view.decorators('replyDecorator')
    }
  } satisfies Omit<Explanation, 'toString'>
  // not enumerable: JSON.stringify(explain(...)) is the plain data
  Object.defineProperty(explanation, 'toString', {
    value: () => renderExplanation(explanation as Explanation),
    enumerable: false
  })
  return explanation as Explanation
}

function findRoute(core: CoreState, method: string, url: string, options: ExplainOptions) {
  if (options.constraints !== undefined) {
    const question = url.indexOf('?')
    return core.router.findRoute(method, question === -1 ? url : url.slice(0, question), options.constraints)
  }
  if (core.router.asyncConstraints) throw new CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT()
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value
  return core.router.find(method, url, { headers })
}

/** Each phase's hooks in run order: the contexts' (matched to their addHook calls), then the route's own. */
function hooksOf(
  view: ApplicationView,
  route: RouteContext,
  own: Registration | null
): Record<LifecycleHookName, ExplainedFunction[]> {
  const hooks = {} as Record<LifecycleHookName, ExplainedFunction[]>
  const used = new Set<Registration>()
  for (const phase of lifecycleHooks) {
    const running: readonly AnyHook[] = route[phase] ?? []
    const routeLevel = route.definition.hooks[phase]?.length ?? 0
    hooks[phase] = running.map((traced, index): ExplainedFunction => {
      const fn = originalHook(traced)
      const name = functionName(fn)
      if (index >= running.length - routeLevel) {
        if (fn === headRouteOnSendHandler) return { name, level: 'route', ...view.builtin(route.server) }
        return { name, level: 'route', ...(own === null ? view.builtin(route.server) : view.provenance(own)) }
      }
      const registration = view.first('hook', (r) => r.name === phase && r.value === fn && !used.has(r))
      if (registration === null) return { name, level: 'context', ...view.builtin(route.server) }
      used.add(registration)
      return { name, level: 'context', ...view.provenance(registration) }
    })
  }
  return hooks
}

/** The compiler a route's schemas go through: the route's own option, a context's, or the default. */
function compilerOf(
  view: ApplicationView,
  route: RouteContext,
  own: Registration | null,
  kind: 'validatorCompiler' | 'serializerCompiler'
): ExplainedFunction {
  const declared = route.definition[kind]
  if (declared !== undefined) {
    const where = own === null ? view.builtin(route.server) : view.provenance(own)
    return { name: functionName(declared), level: 'route', ...where }
  }
  const key = kind === 'validatorCompiler' ? kValidatorCompiler : kSerializerCompiler
  const set = (route.server as Record<symbol, unknown>)[key]
  if (set === undefined) return { name: 'default', level: 'context', ...view.builtin(view.chain[0]!) }
  return { name: functionName(set), level: 'context', ...view.find(kind, (r) => r.value === set) }
}

/** The shared schemas (addSchema) the route's schemas refer to by `$ref`. */
function sharedSchemas(view: ApplicationView, route: RouteContext): Explanation['schemas']['shared'] {
  const ids = new Set<string>()
  collectRefs(route.definition.schema, ids, 0)
  const store = (route.server as { [kSchemas]: SchemaStoreLike })[kSchemas]
  const shared = []
  for (const id of ids) {
    const schema = store.getSchema(id)
    if (schema === undefined) continue
    shared.push({ id, schema, ...view.find('schema', (r) => r.name === id) })
  }
  return shared
}

function collectRefs(value: unknown, ids: Set<string>, depth: number): void {
  if (typeof value !== 'object' || value === null || depth > 64) return
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') {
      const id = child.split('#')[0]!
      if (id !== '') ids.add(id)
    } else collectRefs(child, ids, depth + 1)
  }
}

/** The error handlers an error climbs from the route: its own option, the contexts' handlers, the default. */
function errorHandlersOf(
  view: ApplicationView,
  route: RouteContext,
  own: Registration | null
): ExplainedFunction[] {
  const handlers: ExplainedFunction[] = []
  const routeHandler = route.definition.errorHandler
  for (let link: ErrorHandlerLink | null = route.errorHandler; link !== null; link = link.parent) {
    const name = functionName(link.fn)
    if (link.isDefault) handlers.push({ name, level: 'context', ...view.builtin(view.chain[0]!) })
    else if (handlers.length === 0 && routeHandler !== undefined && link.fn === routeHandler) {
      handlers.push({
        name,
        level: 'route',
        ...(own === null ? view.builtin(route.server) : view.provenance(own))
      })
    } else {
      const target = link
      handlers.push({ name, level: 'context', ...view.find('errorHandler', (r) => r.value === target) })
    }
  }
  return handlers
}
