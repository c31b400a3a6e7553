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

  const run = zodParseAsync(schema, vendor) ?? standard.validate

  const validate = (data: unknown): StandardValidationOutcome | Promise<StandardValidationOutcome> => {
    let result: unknown
    try {
      result = run(data)
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

/**
 * Zod 4's `~standard.validate` parses synchronously first and, meeting an async refinement, starts over
 * asynchronously: the refinement's first promise is abandoned, and when it rejects (a database down) nothing handles
 * the rejection, which ends a Node process (zod 4.6.7, colinhacks/zod#6610). Zod's own `safeParseAsync` runs every
 * check once and settles every promise it starts: used for Zod's schemas (found by their vendor and the method, no
 * import), with its result read as a Standard Schema result. The price is a promise per validated part.
 */
function zodParseAsync(
  schema: StandardSchemaV1,
  vendor: string
): ((data: unknown) => Promise<StandardSchemaV1.Result<unknown>>) | null {
  if (vendor !== 'zod') return null
  const parse = (schema as { safeParseAsync?: unknown }).safeParseAsync
  if (typeof parse !== 'function') return null
  type Parsed = {
    success: boolean
    data?: unknown
    error?: { issues?: StandardSchemaV1.FailureResult['issues'] }
  }
  return (data) =>
    (parse as (data: unknown) => Promise<Parsed>)
      .call(schema, data)
      .then((parsed) => (parsed.success ? { value: parsed.data } : { issues: parsed.error?.issues ?? [] }))
}

function failed(vendor: string, where: string, what: string, cause?: unknown): Error {
  return cause === undefined
    ? new CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED(vendor, where, what)
    : new CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED(vendor, where, what, { cause })
}
