import { createError } from '@capsule/error-formatter'

export const FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ = createError<[got: string]>(
  'FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ',
  "ajv.customOptions option should be an object, instead got '%s'",
  500,
  TypeError
)
export const FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR = createError<[got: string]>(
  'FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR',
  "ajv.plugins option should be an array, instead got '%s'",
  500,
  TypeError
)
export const CPS_ERR_AJV_PLUGIN_NOT_VALID = createError<[got: string]>(
  'CPS_ERR_AJV_PLUGIN_NOT_VALID',
  "An ajv plugin must be a function or [function, options], instead got '%s'",
  500,
  TypeError
)
export const CPS_ERR_SCHEMA_PROTO_PROPERTY = createError<[what: string, where: string]>(
  'CPS_ERR_SCHEMA_PROTO_PROPERTY',
  "The %s names a property '__proto__' (at %s): Ajv skips that key, so its constraints would never apply. Rename the property, or refuse it (additionalProperties: false, propertyNames).",
  500
)

/** This package's coded errors, keyed by code. */
export const errorCodes = Object.freeze({
  FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ,
  FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR,
  CPS_ERR_AJV_PLUGIN_NOT_VALID,
  CPS_ERR_SCHEMA_PROTO_PROPERTY
})
