import type { Boot } from './boot.js'
import type { PluginNode } from './plugin-node.js'

/** Prints the loaded plugin tree, one plugin a line, children indented under their parent. */
export function printPluginTree(boot: Boot<object>): string {
  const lines: string[] = []
  const visit = (node: PluginNode<object>, indent: string, last: boolean, isRoot: boolean): void => {
    lines.push(isRoot ? node.name : `${indent}${last ? '└── ' : '├── '}${node.name}`)
    const children = node.children
    const nextIndent = isRoot ? '' : indent + (last ? '    ' : '│   ')
    children.forEach((child, index) => visit(child, nextIndent, index === children.length - 1, false))
  }
  visit(boot.rootNode, '', true, true)
  return lines.join('\n') + '\n'
}
