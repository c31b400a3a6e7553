import { captureCallSite, locate } from '../inspect/call-site.js'
import { formatSource } from '../inspect/render-explanation.js'

/**
 * What to do about a registration made once the instance started: routes, hooks and decorators are fixed when
 * ready() runs, so the call has to move before it. Names the application's line that made the call (found when
 * the error is built), so the late call is found without reading the stack.
 * @param what the call (`'addHook()'`) or what it added (`'the route GET:/late'`)
 */
export function tooLate(what: string, verb: 'called' | 'added' = 'called'): string {
  const imperative = verb === 'called' ? 'call' : 'add'
  const source = locate(captureCallSite())
  const where = source === null ? '' : ` at ${formatSource(source)}`
  return (
    `${what}${where} was ${verb} after ready() or listen(): ${imperative} it before the instance starts, ` +
    'in a plugin or before awaiting ready().'
  )
}
