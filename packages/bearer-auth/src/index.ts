/**
 * Bearer-token authentication for Capsule: guards the context that registers it and its descendants.
 * @module
 */
import { bearerAuth } from './bearer-auth.js'

export { bearerAuth }
export default bearerAuth
export type { BearerAuthOptions } from './bearer-auth.js'
export { errorCodes } from './errors.js'
