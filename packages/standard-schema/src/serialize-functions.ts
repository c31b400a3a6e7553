import type { StandardSchemaV1 } from '@standard-schema/spec'
import {
  CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE,
  CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH,
  CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED
} from './errors.js'
import { isThenable } from './is-thenable.js'
import type { SerializeFunction, StandardValidationEntry } from './types.js'
import { validationEntries } from './validation-entries.js'

/**
 * The serializer of one response whose schema gave a JSON Schema: fast-json-stringify writes the declared fields
 * only, and a payload it cannot write (a required field missing, a text where a number is declared) becomes a
 * coded 500 naming the response, its cause the serializer's error.
 * @param where names the response (`status 200 of GET /users`)
 */
export function jsonSchemaSerializer(
  stringify: SerializeFunction,
  vendor: string,
  where: string
): SerializeFunction {
  return function serializeWithJsonSchema(payload) {
    try {
      return stringify(payload)
    } catch (error) {
      throw new CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH(
        where,
        vendor,
        error instanceof Error ? error.message : String(error),
        { cause: error }
      )
    }
  }
}

/**
 * The serializer of one response validated by its schema: `~standard.validate(payload)`, then `JSON.stringify` of
 * the library's output (its transforms applied, and what its objects strip left out). Issues become a coded 500
 * naming the response and the first issue, all of them on `error.issues`.
 * @throws {CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE} (when the server starts) a schema that says it is async
 */
export function validatingSerializer(schema: StandardSchemaV1, where: string): SerializeFunction {
  const standard = schema['~standard']
  const vendor = standard.vendor
  // Valibot's async schemas say so (`async: true`); others are only found out when they return a promise
  if ((schema as { async?: unknown }).async === true)
    throw new CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE(vendor, where)
  // found async once: never validated again. A Zod schema's synchronous attempt starts its async refinements and
  // abandons their promises (colinhacks/zod#6610): each call would leave one, and a rejecting one ends the process
  let foundAsync = false
  return function serializeWithValidation(payload) {
    if (foundAsync) throw new CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE(vendor, where)
    let result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
    try {
      result = standard.validate(payload)
    } catch (thrown) {
      throw new CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED(
        vendor,
        `response for ${where}`,
        'threw instead of returning issues',
        { cause: thrown }
      )
    }
    if (isThenable(result)) {
      foundAsync = true
      // nothing waits for it: its rejection must not become an unhandled one
      Promise.resolve(result).catch(() => undefined)
      throw new CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE(vendor, where)
    }
    if (result.issues) throw mismatch(where, vendor, validationEntries(result.issues, vendor))
    return JSON.stringify(result.value)
  }
}

function mismatch(where: string, vendor: string, entries: StandardValidationEntry[]): Error {
  const first = entries[0]
  const more =
    entries.length > 1 ? ` (and ${entries.length - 1} more issue${entries.length > 2 ? 's' : ''})` : ''
  const issue =
    first === undefined
      ? 'an issue without a message'
      : `${first.instancePath === '' ? '' : `at ${first.instancePath}: `}${first.message}${more}`
  const error = new CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH(where, vendor, issue)
  // every issue, for the log (the message names the first)
  Object.defineProperty(error, 'issues', {
    value: entries,
    enumerable: true,
    writable: true,
    configurable: true
  })
  return error
}
