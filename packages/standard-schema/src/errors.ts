import { createError, type ErrorCauseOptions } from '@capsule/error-formatter'

export const CPS_ERR_STANDARD_SCHEMA_INVALID = createError<[where: string, given: string]>(
  'CPS_ERR_STANDARD_SCHEMA_INVALID',
  "The %s is not a Standard Schema V1 value: got %s. Give a schema of a Standard Schema library (Zod 4, Valibot 1, ArkType 2: a value whose '~standard' has version 1 and a validate function), or hand JSON Schemas to Ajv and fast-json-stringify: give them as the compiler's `fallback` option, or set these compilers only on the plugins or routes whose schemas are Standard Schema values.",
  500,
  TypeError
)
export const CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED = createError<
  [vendor: string, where: string, what: string, options?: ErrorCauseOptions]
>(
  'CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED',
  'The %s schema of the %s %s; the value it was given is not reported. A check that can fail must add an issue (a refinement returning false), not throw: see the cause in the log.',
  500
)
export const CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH = createError<
  [where: string, vendor: string, issue: string, options?: ErrorCauseOptions]
>(
  'CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH',
  "The response for %s does not match its %s schema: %s. Fix the handler's payload or the response schema.",
  500
)
export const CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE = createError<[vendor: string, where: string]>(
  'CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE',
  'The %s schema of the response for %s validates asynchronously, and a serializer must answer synchronously. Remove the async checks (refinements, *Async schemas) from the response schema, or run them in a preSerialization hook.',
  500
)
export const CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD = createError<
  [vendor: string, where: string, reason: string, options?: ErrorCauseOptions]
>(
  'CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD',
  "fast-json-stringify cannot compile the JSON Schema the %s schema gives for the response for %s: %s. Pass mode: 'validate' to the serializer compiler to validate the payload and JSON.stringify the library's output instead.",
  500
)
export const CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA = createError<
  [where: string, vendor: string, reason: string]
>(
  'CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA',
  "The %s (%s) cannot be described in the API document: %s. Give a converter as the `toJsonSchema` option (Valibot: @valibot/to-json-schema's toJsonSchema, or wrap the schema in its toStandardJsonSchema), give a transform an output schema of its own, or describe this part with a JSON Schema.",
  500
)
export const CPS_ERR_STANDARD_SCHEMA_OPTION = createError<[option: string, expected: string, given: string]>(
  'CPS_ERR_STANDARD_SCHEMA_OPTION',
  "@capsule/standard-schema: option '%s' must be %s, got %s",
  500,
  TypeError
)

/** This package's coded errors, keyed by code. */
export const errorCodes = Object.freeze({
  CPS_ERR_STANDARD_SCHEMA_INVALID,
  CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED,
  CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH,
  CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE,
  CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD,
  CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA,
  CPS_ERR_STANDARD_SCHEMA_OPTION
})
