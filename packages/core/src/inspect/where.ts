import type { CoreState } from '../core-state.js'
import { kCore } from '../symbols.js'
import { locate } from './call-site.js'
import { contextTree } from './context-tree.js'
import type { RegistrationKind } from './provenance.js'
import { formatSource } from './render-explanation.js'

const coreOf = (context: object): CoreState => (context as { [kCore]: CoreState })[kCore]

/**
 * ` at src/db.js:4:7`: where `name` was last registered on `context` (decorators, schemas), for an error message;
 * empty when no frame of the application is known. Read only when the error is built.
 */
export function declaredAt(context: object, kind: RegistrationKind, name: string): string {
  const registrations = coreOf(context).provenance.of(context)
  for (let i = registrations.length - 1; i >= 0; i--) {
    const registration = registrations[i]!
    if (registration.kind !== kind || registration.name !== name) continue
    const source = locate(registration.site)
    return source === null ? '' : ` at ${formatSource(source)}`
  }
  return ''
}

/** ` (registered at src/app.js:11:5)`: where the plugin that made `context` was registered; empty for the root. */
export function registeredAt(context: object): string {
  const site = contextTree(coreOf(context).boot.rootNode).get(context)?.plugin.site ?? null
  const source = site === null ? null : locate(site)
  return source === null ? '' : ` (registered at ${formatSource(source)})`
}
