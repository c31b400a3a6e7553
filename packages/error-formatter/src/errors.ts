import { createError } from './create-error.js'

export const FST_ERR_VALIDATION = createError<[message: string]>('FST_ERR_VALIDATION', '%s', 400)
export const FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN = createError<[got: string]>(
  'FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN',
  "schemaErrorFormatter option should be a non async function. Instead got '%s'.",
  500,
  TypeError
)
export const CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT = createError<[got: string]>(
  'CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT',
  'The schema error formatter must return an Error synchronously, got %s. Return new Error(message) from it.'
)

/** This package's coded errors, keyed by code. */
export const errorCodes = Object.freeze({
  FST_ERR_VALIDATION,
  FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN,
  CPS_ERR_SCHEMA_ERROR_FORMATTER_RESULT
})
