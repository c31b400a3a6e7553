import { createError } from '@capsule/error-formatter'

export const FST_BEARER_AUTH_MISSING_AUTHORIZATION_HEADER = createError(
  'FST_BEARER_AUTH_MISSING_AUTHORIZATION_HEADER',
  'missing authorization header',
  401
)
export const FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER = createError(
  'FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER',
  'invalid authorization header',
  401
)
export const FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE = createError<[detail: string]>(
  'FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE',
  "@capsule/bearer-auth: option 'keys' must be an array or Set of non-empty strings (%s); it may be left out when 'auth' decides",
  500,
  TypeError
)
export const FST_BEARER_AUTH_INVALID_HOOK = createError<[got: string]>(
  'FST_BEARER_AUTH_INVALID_HOOK',
  "@capsule/bearer-auth: option 'addHook' must be 'onRequest', 'preParsing', true or false, got '%s'",
  500,
  TypeError
)
export const FST_BEARER_AUTH_INVALID_OPTION = createError<[detail: string]>(
  'FST_BEARER_AUTH_INVALID_OPTION',
  '@capsule/bearer-auth: %s',
  500,
  TypeError
)
export const FST_BEARER_AUTH_INVALID_SPEC = createError(
  'FST_BEARER_AUTH_INVALID_SPEC',
  "@capsule/bearer-auth: option 'specCompliance' must be 'rfc6750' or 'rfc6749'",
  500,
  TypeError
)
export const FST_BEARER_AUTH_INVALID_LOG_LEVEL = createError<[level: string]>(
  'FST_BEARER_AUTH_INVALID_LOG_LEVEL',
  "@capsule/bearer-auth: option 'verifyErrorLogLevel' must be a level the logger has (fatal, error, warn, info, debug, trace), got '%s'",
  500,
  TypeError
)
export const FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE = createError(
  'FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE',
  "@capsule/bearer-auth: every entry of 'keys' must be a string",
  500,
  TypeError
)
export const FST_BEARER_AUTH_AUTH_FAILED = createError(
  'FST_BEARER_AUTH_AUTH_FAILED',
  'internal server error',
  500
)

/** This plugin's coded errors, keyed by code. */
export const errorCodes = Object.freeze({
  FST_BEARER_AUTH_MISSING_AUTHORIZATION_HEADER,
  FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER,
  FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE,
  FST_BEARER_AUTH_INVALID_HOOK,
  FST_BEARER_AUTH_INVALID_OPTION,
  FST_BEARER_AUTH_INVALID_SPEC,
  FST_BEARER_AUTH_INVALID_LOG_LEVEL,
  FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE,
  FST_BEARER_AUTH_AUTH_FAILED
})
