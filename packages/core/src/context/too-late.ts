/**
 * What to do about a registration made once the instance started: routes, hooks and decorators are fixed when
 * ready() runs, so the call has to move before it.
 * @param what the call (`'addHook()'`) or what it added (`'the route GET:/late'`)
 */
export function tooLate(what: string, verb: 'called' | 'added' = 'called'): string {
  const imperative = verb === 'called' ? 'call' : 'add'
  return (
    `${what} was ${verb} after ready() or listen(): ${imperative} it before the instance starts, ` +
    'in a plugin or before awaiting ready().'
  )
}
