import { kChildren, kPluginNameChain } from '../symbols.js'
import { contextChain } from '../inspect/context-tree.js'
import { describeContext } from './describe-context.js'
import { registeredAt } from '../inspect/where.js'

/** How the context that has something is related to the one that cannot see it. */
export type Relation = 'child' | 'sibling' | 'descendant' | 'other'

/** A context that has what another context is missing, and how to make it visible there. */
export interface Elsewhere {
  readonly context: object
  readonly relation: Relation
  /** the plugins (outermost last) whose encapsulation hides it: wrapping all of them would make it visible */
  readonly toWrap: readonly string[]
}

/** The context a child was made from; null for the root. */
function parentOf(context: object): object | null {
  return contextChain(context).at(-2) ?? null
}

/** The context, then its parent, up to the root. */
function ancestorsOf(context: object): object[] {
  return contextChain(context).reverse()
}

/**
 * The topmost context in the application that has something (per `has`) while `viewer` cannot see it. `viewer` is
 * the context the lookup failed in; `newChild` is true when the lookup was for a plugin about to load into
 * `viewer`, so that siblings are counted from that plugin. Walks the whole tree: for error messages only.
 */
export function findElsewhere(
  viewer: object,
  has: (context: object) => boolean,
  newChild = false
): Elsewhere | undefined {
  const viewerLine = ancestorsOf(viewer)
  const root = viewerLine[viewerLine.length - 1]
  if (root === undefined) return undefined
  const found = topmost(root, has)
  // an ancestor that has it would have answered the lookup: nothing useful to say
  if (found === undefined || viewerLine.includes(found)) return undefined
  const foundLine = ancestorsOf(found)
  const common = foundLine.find((context) => viewerLine.includes(context))
  const hidden = foundLine.slice(0, common === undefined ? foundLine.length : foundLine.indexOf(common))
  return { context: found, relation: relation(viewer, found, newChild), toWrap: hidden.map(pluginOf) }
}

function topmost(context: object, has: (context: object) => boolean): object | undefined {
  if (has(context)) return context
  const children = (context as { [kChildren]?: unknown })[kChildren]
  if (!Array.isArray(children)) return undefined
  for (const child of children as object[]) {
    const found = topmost(child, has)
    if (found !== undefined) return found
  }
  return undefined
}

function relation(viewer: object, found: object, newChild: boolean): Relation {
  const parent = parentOf(found)
  const viewerParent = newChild ? viewer : parentOf(viewer)
  if (parent === viewerParent) return 'sibling'
  if (!newChild && parent === viewer) return 'child'
  if (ancestorsOf(found).includes(viewer)) return 'descendant'
  return 'other'
}

/** The plugin that made an encapsulated context: the first name of its chain (skip-override names follow it). */
function pluginOf(context: object): string {
  const chain = (context as { [kPluginNameChain]?: unknown })[kPluginNameChain]
  return Array.isArray(chain) && typeof chain[0] === 'string' ? chain[0] : describeContext(context)
}

/**
 * "exists in sibling context 'db-plugin'; it is encapsulated there: wrap that plugin with fastify-plugin, or " —
 * the caller ends the sentence with where to register it instead.
 */
export function describeElsewhere(elsewhere: Elsewhere): string {
  const where = describeContext(elsewhere.context)
  const kind = elsewhere.relation === 'other' ? 'context' : `${elsewhere.relation} context`
  const named = `'${elsewhere.toWrap[0]}'` === where
  const wrap =
    elsewhere.toWrap.length === 1 && named
      ? 'that plugin'
      : elsewhere.toWrap.map((plugin) => `'${plugin}'`).join(' and ')
  return `exists in ${kind} ${where}${registeredAt(elsewhere.context)}; it is encapsulated there: wrap ${wrap} with fastify-plugin, or `
}
