import type { CoreState } from '../core-state.js'
import type { RouteContext } from '../routing/route-context.js'
import { kPrefix } from '../symbols.js'
import type { ExplainedContext, ExplainedDecorator, Origin } from '../types/explain.js'
import { locate } from './call-site.js'
import { contextLabel } from './names.js'
import { contextChain, contextTree, type ContextEntry } from './context-tree.js'
import type { Registration, RegistrationKind } from './provenance.js'

/**
 * The registrations seen from one context: its chain of contexts from the root, and lookups of what was registered
 * along it, each turned into a context path and a source location.
 */
export class ApplicationView {
  /** from the root down to the context */
  readonly chain: readonly object[]
  readonly #core: CoreState
  readonly #tree: Map<object, ContextEntry>

  constructor(core: CoreState, context: object) {
    this.#core = core
    this.#tree = contextTree(core.boot.rootNode)
    this.chain = contextChain(context)
  }

  /** The root context's entry in the context tree. */
  get rootEntry(): ContextEntry {
    return this.#tree.get(this.#core.root)!
  }

  /** `root > api > users`: the names of the plugins whose contexts lead to `context`. */
  pathOf(context: object): string {
    const names: string[] = []
    for (let entry = this.#tree.get(context) ?? null; entry !== null; entry = entry.parent)
      names.unshift(contextLabel(entry.plugin.name))
    return names.length === 0 ? 'unknown' : names.join(' > ')
  }

  describeContext(context: object): ExplainedContext {
    const entry = this.#tree.get(context)
    return {
      name: entry === undefined ? 'unknown' : contextLabel(entry.plugin.name),
      path: this.pathOf(context),
      prefix: (context as { [kPrefix]: string })[kPrefix],
      source: entry?.plugin.site == null ? null : locate(entry.plugin.site),
      skipOverride: (entry?.merged ?? []).map((plugin) => ({
        name: contextLabel(plugin.name),
        source: plugin.site === null ? null : locate(plugin.site)
      }))
    }
  }

  provenance(registration: Registration): Origin {
    return { context: this.pathOf(registration.context), source: locate(registration.site), builtin: false }
  }

  /** What Capsule provides itself, attributed to the context it applies in. */
  builtin(context: object): Origin {
    return { context: this.pathOf(context), source: null, builtin: true }
  }

  /** The first registration of `kind` along the chain (root first, in registration order) that matches. */
  first(kind: RegistrationKind, matches: (registration: Registration) => boolean): Registration | null {
    for (const context of this.chain)
      for (const registration of this.#core.provenance.of(context))
        if (registration.kind === kind && matches(registration)) return registration
    return null
  }

  /** Where the nearest matching registration was made (the deepest context, the latest call); else built in. */
  find(kind: RegistrationKind, matches: (registration: Registration) => boolean): Origin {
    for (let i = this.chain.length - 1; i >= 0; i--) {
      const list = this.#core.provenance.of(this.chain[i]!)
      for (let j = list.length - 1; j >= 0; j--)
        if (list[j]!.kind === kind && matches(list[j]!)) return this.provenance(list[j]!)
    }
    return this.builtin(this.chain[0]!)
  }

  /** The route() call (or setNotFoundHandler() call) that made `route` (a HEAD route added for a GET, the GET's). */
  routeRegistration(route: RouteContext): Registration | null {
    const own = this.#core.provenance.of(route.server)
    const made = route.isNotFound ? route : route.definition
    return own.find((r) => (r.kind === 'route' || r.kind === 'notFoundHandler') && r.value === made) ?? null
  }

  /** The decorators of a kind visible from the context: a name declared again deeper shadows the outer one. */
  decorators(kind: 'decorator' | 'requestDecorator' | 'replyDecorator'): ExplainedDecorator[] {
    const byName = new Map<string, Registration>()
    for (const context of this.chain)
      for (const registration of this.#core.provenance.of(context))
        if (registration.kind === kind) {
          byName.delete(registration.name)
          byName.set(registration.name, registration)
        }
    return [...byName.values()].map((registration) => ({
      name: registration.name,
      ...this.provenance(registration)
    }))
  }
}
