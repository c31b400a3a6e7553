import type { InspectedContext, InspectedPiece, Inspection } from '../types/explain.js'
import { formatSource } from './render-explanation.js'

const at = (piece: InspectedPiece): string => `${piece.name} (${formatSource(piece.source)})`

/** The context tree as indented text: each context's registrations, then its children. */
export function renderInspection(inspection: Inspection): string {
  const lines: string[] = []
  const visit = (context: InspectedContext, indent: string): void => {
    const prefix = context.prefix === '' ? '' : `, prefix ${context.prefix}`
    const where = context.source === null ? '' : `, registered at ${formatSource(context.source)}`
    lines.push(`${indent}${context.name}${prefix}${where}`)
    const inner = `${indent}  `
    for (const merged of context.skipOverride) lines.push(`${inner}+ ${at(merged)}, skip-override`)
    const { instance, request, reply } = context.decorators
    for (const decorator of instance) lines.push(`${inner}decorate ${at(decorator)}`)
    for (const decorator of request) lines.push(`${inner}decorateRequest ${at(decorator)}`)
    for (const decorator of reply) lines.push(`${inner}decorateReply ${at(decorator)}`)
    for (const [name, hooks] of Object.entries(context.hooks))
      for (const hook of hooks) lines.push(`${inner}${name} hook ${at(hook)}`)
    for (const schema of context.schemas) lines.push(`${inner}schema ${at(schema)}`)
    for (const parser of context.contentTypeParsers) lines.push(`${inner}parser ${at(parser)}`)
    if (context.validatorCompiler !== null)
      lines.push(`${inner}validator compiler ${at(context.validatorCompiler)}`)
    if (context.serializerCompiler !== null)
      lines.push(`${inner}serializer compiler ${at(context.serializerCompiler)}`)
    if (context.errorHandler !== null) lines.push(`${inner}error handler ${at(context.errorHandler)}`)
    if (context.notFoundHandler !== null)
      lines.push(`${inner}not-found handler ${at(context.notFoundHandler)}`)
    for (const route of context.routes) {
      const method = [route.method].flat().join(',')
      const made = route.automatic ? ', added for the GET route' : ''
      lines.push(`${inner}${method} ${route.url} → ${route.handler} (${formatSource(route.source)}${made})`)
    }
    for (const child of context.children) visit(child, inner)
  }
  visit(inspection.root, '')
  return lines.join('\n')
}
