import type { CoreState } from '../core-state.js'
import { CPS_ERR_EXPLAIN_NOT_READY } from '../errors.js'
import type { RouteContext, RouteDefinition } from '../routing/route-context.js'
import type { InspectedContext, InspectedPiece, InspectedRoute, Inspection } from '../types/explain.js'
import { ApplicationView } from './application-view.js'
import { locate } from './call-site.js'
import type { ContextEntry } from './context-tree.js'
import { functionName } from './names.js'
import type { Registration, RegistrationKind } from './provenance.js'
import { renderInspection } from './render-inspection.js'

/**
 * `inspect()`: every context of the ready application, from the root, with what was registered on each (decorators,
 * hooks, schemas, handlers, parsers, compilers, routes) and where; the skip-override plugins merged into each.
 * @throws {CPS_ERR_EXPLAIN_NOT_READY} before ready()
 */
export function inspect(core: CoreState): Inspection {
  if (!core.started) throw new CPS_ERR_EXPLAIN_NOT_READY('inspect')
  const view = new ApplicationView(core, core.root)
  const inspection = { root: inspectContext(core, view, view.rootEntry) }
  Object.defineProperty(inspection, 'toString', {
    value: () => renderInspection(inspection as Inspection),
    enumerable: false
  })
  return inspection as Inspection
}

function inspectContext(core: CoreState, view: ApplicationView, entry: ContextEntry): InspectedContext {
  const own = core.provenance.of(entry.context)
  const described = view.describeContext(entry.context)
  const pieces = (kind: RegistrationKind, name: (r: Registration) => string = (r) => r.name) =>
    own.filter((r) => r.kind === kind).map((r): InspectedPiece => ({ name: name(r), source: locate(r.site) }))
  const last = (kind: RegistrationKind): InspectedPiece | null => pieces(kind).at(-1) ?? null
  const hooks: Record<string, InspectedPiece[]> = {}
  for (const registration of own) {
    if (registration.kind !== 'hook') continue
    ;(hooks[registration.name] ??= []).push({
      name: functionName(registration.value),
      source: locate(registration.site)
    })
  }
  return {
    name: described.name,
    path: described.path,
    prefix: described.prefix,
    source: described.source,
    skipOverride: described.skipOverride,
    decorators: {
      instance: pieces('decorator'),
      request: pieces('requestDecorator'),
      reply: pieces('replyDecorator')
    },
    hooks,
    schemas: pieces('schema'),
    errorHandler: last('errorHandler'),
    notFoundHandler:
      pieces('notFoundHandler', (r) => functionName((r.value as RouteContext).handler)).at(-1) ?? null,
    contentTypeParsers: pieces('contentTypeParser'),
    validatorCompiler: last('validatorCompiler'),
    serializerCompiler: last('serializerCompiler'),
    routes: routesOf(core, own),
    children: entry.children.map((child) => inspectContext(core, view, child))
  }
}

function routesOf(core: CoreState, own: readonly Registration[]): InspectedRoute[] {
  const automatic = new Set<RouteDefinition>(core.headTwins.map((twin) => twin.definition))
  return own
    .filter((registration) => registration.kind === 'route')
    .map((registration) => {
      const definition = registration.value as RouteDefinition
      return describeRoute(definition, registration, automatic.has(definition))
    })
}

function describeRoute(
  definition: RouteDefinition,
  registration: Registration,
  automatic: boolean
): InspectedRoute {
  const source = locate(registration.site)
  const hooks: Record<string, InspectedPiece[]> = {}
  for (const [name, list] of Object.entries(definition.hooks)) {
    if (list === undefined || list.length === 0) continue
    hooks[name] = list.map((fn) => ({ name: functionName(fn), source: automatic ? null : source }))
  }
  return {
    method: definition.method,
    url: definition.url,
    handler: functionName(definition.handler),
    source,
    schema: definition.schema === undefined ? [] : Object.keys(definition.schema),
    constraints: definition.constraints ?? null,
    hooks,
    automatic
  }
}
