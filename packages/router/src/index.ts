/**
 * Capsule's route table over find-my-way: add, find, has, print, constraints and params, with coded errors.
 * @module
 */
export { createRouter } from './router.js'
export type { Router, RouteMatch, ConstraintRequest, RouterPathOptions } from './router.js'
export type { RouterOptions, ConstraintStrategy } from './options.js'
export type * from './find-my-way-types.js'
export {
  errorCodes,
  FST_ERR_DUPLICATED_ROUTE,
  FST_ERR_BAD_URL,
  FST_ERR_QSP_NOT_FN,
  CPS_ERR_ROUTER_INVALID_OPTION,
  CPS_ERR_ROUTER_INVALID_PATH,
  CPS_ERR_ROUTER_INVALID_CONSTRAINT,
  CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED
} from './errors.js'
