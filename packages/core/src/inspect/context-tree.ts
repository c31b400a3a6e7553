import type { PluginNode } from '../boot/plugin-node.js'
import type { CallSite } from './call-site.js'
import { kChildren } from '../symbols.js'

/** A plugin that loaded into a context: the one that made it, or a skip-override plugin merged into it. */
export interface LoadedPlugin {
  readonly name: string
  readonly site: CallSite | null
}

/** One encapsulation context: the plugin that made it and the skip-override plugins that loaded into it. */
export interface ContextEntry {
  readonly context: object
  /** the plugin whose encapsulated context this is (the root's is `root`) */
  readonly plugin: LoadedPlugin
  readonly merged: LoadedPlugin[]
  readonly parent: ContextEntry | null
  readonly children: ContextEntry[]
}

/**
 * The contexts of an application, read from the plugin tree: a plugin node whose context differs from its parent
 * node's made a new context (encapsulated); one that received its parent's context was skip-override and merged
 * into it. Built when explain() or inspect() asks, never while serving.
 */
export function contextTree(root: PluginNode<object>): Map<object, ContextEntry> {
  const entries = new Map<object, ContextEntry>()
  const rootEntry: ContextEntry = {
    context: root.instance!,
    plugin: { name: 'root', site: null },
    merged: [],
    parent: null,
    children: []
  }
  entries.set(rootEntry.context, rootEntry)
  const visit = (node: PluginNode<object>, owner: ContextEntry): void => {
    for (const child of node.children) {
      // a plugin that never loaded (a failed sibling stopped the boot) has no context to show
      if (child.instance === null) continue
      let entry = owner
      const site = child.site as CallSite | null
      if (child.instance === owner.context) owner.merged.push({ name: child.name, site })
      else {
        entry = {
          context: child.instance,
          plugin: { name: child.name, site },
          merged: [],
          parent: owner,
          children: []
        }
        entries.set(child.instance, entry)
        owner.children.push(entry)
      }
      visit(child, entry)
    }
  }
  visit(root, rootEntry)
  return entries
}

/** The contexts from the root down to `context` (each context's prototype is its parent context). */
export function contextChain(context: object): object[] {
  const chain: object[] = []
  for (let at: object | null = context; at !== null; at = Object.getPrototypeOf(at) as object | null) {
    if (Object.prototype.hasOwnProperty.call(at, kChildren)) chain.unshift(at)
  }
  return chain
}
