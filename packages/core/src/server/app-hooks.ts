import { kChildren, kHooks } from '../symbols.js'
import type { HookStore } from '../hooks/hook-store.js'
import type { ContextHooks } from '../hooks/run-app-hooks.js'

interface TreeNode {
  [kChildren]: object[]
  [kHooks]: HookStore
}

/** The onReady / onListen / preClose hooks of the whole tree, parents before children, in registration order. */
export function collectAppHooks(root: object, name: 'onReady' | 'onListen' | 'preClose'): ContextHooks[] {
  const list: ContextHooks[] = []
  const visit = (node: TreeNode): void => {
    const hooks = node[kHooks].get(name)
    if (hooks.length > 0) list.push({ self: node, hooks })
    for (const child of node[kChildren]) visit(child as TreeNode)
  }
  visit(root as TreeNode)
  return list
}
