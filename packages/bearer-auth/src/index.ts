/**
 * Bearer-token authentication for Capsule: guards the context that registers it and its descendants.
 * @module
 */
import { bearerAuth } from './bearer-auth.js'
import { errorCodes } from './errors.js'

export { bearerAuth }
export default bearerAuth
export type { BearerAuthOptions } from './bearer-auth.js'
export { errorCodes }

// `require('@capsule/bearer-auth')` is the plugin itself, as `require('@fastify/bearer-auth')` is (Node >= 20.19)
const commonjs = Object.assign(bearerAuth, { bearerAuth, default: bearerAuth, errorCodes })
export { commonjs as 'module.exports' }
