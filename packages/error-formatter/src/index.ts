/**
 * Coded errors and the shapes Capsule gives to errors: `createError`, the validation error object,
 * the default schema error formatter and the default error payload.
 * @module
 */
export { createError, isCodedError } from './create-error.js'
export type { CodedError, CodedErrorClass, ErrorCauseOptions } from './create-error.js'
