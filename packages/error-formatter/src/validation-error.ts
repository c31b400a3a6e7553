import { CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT } from './errors.js'
import type { SchemaErrorFormatter, ValidationIssue, ValidationPart } from './schema-error-formatter.js'

const kValidationError = Symbol.for('capsule.validation-error')

/** Where validation failed, as Capsule names the parts: `query` for the query string. */
export type ValidationContext = 'body' | 'params' | 'query' | 'headers'

/** The error a failed validation becomes. */
export interface ValidationError extends Error {
  statusCode: number
  code: string
  /** what the validation function returned as its error (Ajv's error array, or the custom validator's error) */
  validation: unknown
  /** `body`, `params`, `query` or `headers` (Capsule's names; the message says `querystring`) */
  validationContext: ValidationContext
}

/** The part name the validation error carries for a validated part. */
export function validationContextOf(part: ValidationPart): ValidationContext {
  return part === 'querystring' ? 'query' : part
}

/**
 * Builds the validation error: an Error from a custom validator is kept as it is; anything else (an error list)
 * goes through the schema error formatter. Then `statusCode` (400), `code` (`FST_ERR_VALIDATION`), `validation`
 * and `validationContext` are filled in where missing (an error list always becomes `validation`).
 * @throws {CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT} the formatter did not return an Error synchronously
 */
export function wrapValidationError(
  result: unknown,
  part: ValidationPart,
  formatter: SchemaErrorFormatter,
  thisArg?: unknown
): ValidationError {
  let error: Error
  if (result instanceof Error) {
    error = result
  } else {
    const formatted: unknown = formatter.call(thisArg, result as readonly ValidationIssue[], part)
    if (!(formatted instanceof Error)) {
      throw new CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT(
        formatted !== null &&
          typeof formatted === 'object' &&
          typeof (formatted as { then?: unknown }).then === 'function'
          ? 'a Promise'
          : typeof formatted
      )
    }
    error = formatted
  }
  const shaped = error as ValidationError
  shaped.statusCode = shaped.statusCode || 400
  shaped.code = shaped.code || 'FST_ERR_VALIDATION'
  // `validation` is what the validator returned as its error; an Error that brought its own list keeps it
  if (!(result instanceof Error)) shaped.validation = result
  else if (shaped.validation === undefined) {
    // the Error itself: not enumerable, so sending `error.validation` (or the error) as JSON is not circular
    Object.defineProperty(shaped, 'validation', {
      value: result,
      writable: true,
      configurable: true,
      enumerable: false
    })
  }
  shaped.validationContext = shaped.validationContext || validationContextOf(part)
  Object.defineProperty(shaped, kValidationError, { value: true })
  return shaped
}

/** True for an error made by wrapValidationError. */
export function isValidationError(value: unknown): value is ValidationError {
  return typeof value === 'object' && value !== null && kValidationError in value
}
