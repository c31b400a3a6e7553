/**
 * Coded errors and the shapes Capsule gives to errors: `createError`, the validation error object,
 * the default schema error formatter and the default error payload.
 * @module
 */
export { createError, isCodedError } from './create-error.js'
export type { CodedError, CodedErrorClass, ErrorCauseOptions } from './create-error.js'
export { defaultSchemaErrorFormatter } from './schema-error-formatter.js'
export type { SchemaErrorFormatter, ValidationIssue, ValidationPart } from './schema-error-formatter.js'
export { wrapValidationError, isValidationError, validationContextOf } from './validation-error.js'
export type { ValidationError, ValidationContext } from './validation-error.js'
export { errorPayload, serializeErrorPayload } from './error-payload.js'
export type { ErrorPayload } from './error-payload.js'
export {
  errorCodes,
  FST_ERR_VALIDATION,
  FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN,
  CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT
} from './errors.js'
