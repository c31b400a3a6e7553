import { relative, isAbsolute } from 'node:path'
import { lifecycleHooks } from '../hooks/hook-names.js'
import type { Explanation, Origin, SourceLocation } from '../types/explain.js'

/**
 * `src/users.js:12:7`: a path under the working directory is shown relative to it, a package's file from its name
 * (`@fastify/cors/index.js:63:15`).
 */
export function formatSource(source: SourceLocation | null): string {
  if (source === null) return 'unknown place'
  let file = source.file
  const packaged = file.lastIndexOf('/node_modules/')
  if (packaged !== -1) file = file.slice(packaged + '/node_modules/'.length)
  else if (isAbsolute(file) && !relative(process.cwd(), file).startsWith('..'))
    file = relative(process.cwd(), file)
  return `${file}:${source.line}:${source.column}`
}

function origin(piece: Origin): string {
  return piece.builtin ? `Capsule, in ${piece.context}` : `${piece.context}, ${formatSource(piece.source)}`
}

/** The explanation as indented text, one piece a line, each with where it came from. */
export function renderExplanation(explained: Explanation): string {
  const { route } = explained
  const lines: string[] = []
  const answer =
    route.kind === 'notFound'
      ? `the not-found handler for ${route.pattern}`
      : `route ${[route.method].flat().join(',')} ${route.pattern}`
  lines.push(
    `${explained.method} ${explained.url} → ${answer} (${origin({ ...route, builtin: route.source === null })})`
  )
  if (Object.keys(route.params).length > 0) lines.push(`  params: ${JSON.stringify(route.params)}`)
  if (route.constraints !== null) lines.push(`  constraints: ${JSON.stringify(route.constraints)}`)
  lines.push('contexts, from the root:')
  for (const context of explained.contexts) {
    const prefix = context.prefix === '' ? '' : `, prefix ${context.prefix}`
    const where = context.source === null ? '' : `, registered at ${formatSource(context.source)}`
    lines.push(`  ${context.name}${prefix}${where}`)
    for (const merged of context.skipOverride)
      lines.push(`    + ${merged.name} (skip-override), registered at ${formatSource(merged.source)}`)
  }
  lines.push('hooks, in run order:')
  let none = true
  for (const phase of lifecycleHooks) {
    const hooks = explained.hooks[phase]
    if (hooks.length === 0) continue
    none = false
    lines.push(`  ${phase}`)
    for (const hook of hooks)
      lines.push(`    ${hook.name}${hook.level === 'route' ? ' (route option)' : ''}: ${origin(hook)}`)
  }
  if (none) lines.push('  none')
  lines.push(`body limit: ${explained.bodyLimit} bytes`)
  lines.push('parsers:')
  for (const parser of explained.parsers) lines.push(`  ${parser.mediaType}: ${origin(parser)}`)
  lines.push(
    `validator compiler: ${explained.validatorCompiler.name} (${origin(explained.validatorCompiler)})`
  )
  lines.push(
    `serializer compiler: ${explained.serializerCompiler.name} (${origin(explained.serializerCompiler)})`
  )
  const parts = explained.schemas.route === null ? [] : Object.keys(explained.schemas.route as object)
  lines.push(`schemas: ${parts.length === 0 ? 'none' : parts.join(', ')}`)
  for (const shared of explained.schemas.shared) lines.push(`  $ref ${shared.id}: ${origin(shared)}`)
  lines.push('error handlers, in the order an error climbs them:')
  for (const handler of explained.errorHandlers)
    lines.push(`  ${handler.name}${handler.level === 'route' ? ' (route option)' : ''}: ${origin(handler)}`)
  lines.push('decorators:')
  for (const kind of ['instance', 'request', 'reply'] as const) {
    const list = explained.decorators[kind]
    lines.push(`  ${kind}: ${list.length === 0 ? 'none' : ''}`.trimEnd())
    for (const decorator of list) lines.push(`    ${decorator.name}: ${origin(decorator)}`)
  }
  return lines.join('\n')
}
