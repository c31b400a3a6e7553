import { describeContext } from './describe-context.js'
import { describeElsewhere, type Elsewhere } from './find-elsewhere.js'

/**
 * The second part of a "not visible here" message: where `subject` does exist and how to make it visible
 * (`placement`, e.g. "register it in a parent of 'routes'"), or `fallback` when no context has it.
 */
export function explainMissing(
  subject: string,
  elsewhere: Elsewhere | undefined,
  placement: string,
  fallback: string
): string {
  if (elsewhere === undefined) return fallback
  return `${subject} ${describeElsewhere(elsewhere)}${placement}.`
}

/** "'routes' or a parent of it"; the root has no parent to name. */
export function inOrAbove(context: object): string {
  const name = describeContext(context)
  return name === 'the root context' ? name : `${name} or a parent of it`
}
