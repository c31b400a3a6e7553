import type { StandardSchemaV1 } from '@standard-schema/spec'
import { CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED } from './errors.js'
import { isThenable } from './is-thenable.js'
import type { StandardValidationFunction, StandardValidationOutcome } from './types.js'
import { validationEntries } from './validation-entries.js'

/**
 * The validation function of one request part: `~standard.validate(data)`, its success as `{ value }` (so the
 * schema's transforms and coercions replace the part) and its issues as `{ error: entries }` (a 400). A promise
 * resolves with the same outcomes (`asyncOutcome`). Nothing is coerced here: query strings, params and headers
 * arrive as strings, and each library coerces them if its schema says so. A header schema's output replaces the
 * headers it names only: Capsule (as Fastify) lays headers set on a request over the received ones.
 * @param where names the part in errors (`body of POST /users`)
 */
export function validationFunction(schema: StandardSchemaV1, where: string): StandardValidationFunction {
  // read once: some libraries build `~standard` on first access
  const standard = schema['~standard']
  const vendor = standard.vendor

  const outcome = (result: unknown): StandardValidationOutcome => {
    if (typeof result !== 'object' || result === null) {
      return {
        error: failed(
          vendor,
          where,
          `returned ${result === null ? 'null' : typeof result} instead of a result ({ value } or { issues })`
        )
      }
    }
    const { issues, value } = result as {
      readonly issues?: StandardSchemaV1.FailureResult['issues']
      readonly value?: unknown
    }
    if (issues) return { error: validationEntries(issues, vendor) }
    return { value }
  }

  const validate = (data: unknown): StandardValidationOutcome | Promise<StandardValidationOutcome> => {
    let result: unknown
    try {
      result = standard.validate(data)
    } catch (thrown) {
      return { error: failed(vendor, where, 'threw instead of returning issues', thrown) }
    }
    if (isThenable(result)) {
      return Promise.resolve(result).then(
        (settled) => outcome(settled),
        // a rejection is a failure to validate (a database down in a refinement), not invalid input: a 500
        (rejected: unknown) => ({
          error: failed(vendor, where, 'rejected instead of resolving with issues', rejected)
        })
      )
    }
    return outcome(result)
  }
  return Object.assign(validate, { asyncOutcome: true as const })
}

function failed(vendor: string, where: string, what: string, cause?: unknown): Error {
  return cause === undefined
    ? new CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED(vendor, where, what)
    : new CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED(vendor, where, what, { cause })
}
