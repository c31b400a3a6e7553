import { createError } from '@capsule/error-formatter'

export const FST_ERR_DUPLICATED_ROUTE = createError<[method: string, url: string]>(
  'FST_ERR_DUPLICATED_ROUTE',
  "Method '%s' already declared for route '%s'"
)
export const FST_ERR_BAD_URL = createError<[url: string]>(
  'FST_ERR_BAD_URL',
  "'%s' is not a valid url component",
  400,
  URIError
)
export const FST_ERR_MAX_PARAM_LENGTH = createError<[url: string]>(
  'FST_ERR_MAX_PARAM_LENGTH',
  "'%s' is exceeding the max param length",
  414,
  URIError
)
export const FST_ERR_QSP_NOT_FN = createError<[got: string]>(
  'FST_ERR_QSP_NOT_FN',
  "querystringParser option should be a function, instead got '%s'",
  500,
  TypeError
)
export const CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED = createError<[method: string]>(
  'CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED',
  "'%s' is not an HTTP method Node.js accepts, so no request could reach this route"
)
export const CPS_ERR_ROUTER_INVALID_OPTION = createError<[detail: string]>(
  'CPS_ERR_ROUTER_INVALID_OPTION',
  'Invalid router option: %s',
  500,
  TypeError
)
export const CPS_ERR_ROUTER_INVALID_PATH = createError<[path: string, detail: string]>(
  'CPS_ERR_ROUTER_INVALID_PATH',
  "Invalid route path '%s': %s"
)
export const CPS_ERR_ROUTER_INVALID_CONSTRAINT = createError<[detail: string]>(
  'CPS_ERR_ROUTER_INVALID_CONSTRAINT',
  'Invalid route constraint: %s',
  500,
  TypeError
)

/** This package's coded errors, keyed by code. */
export const errorCodes = Object.freeze({
  FST_ERR_DUPLICATED_ROUTE,
  FST_ERR_BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH,
  FST_ERR_QSP_NOT_FN,
  CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED,
  CPS_ERR_ROUTER_INVALID_OPTION,
  CPS_ERR_ROUTER_INVALID_PATH,
  CPS_ERR_ROUTER_INVALID_CONSTRAINT
})
