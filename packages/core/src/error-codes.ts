import { errorCodes as formatterCodes } from '@capsule/error-formatter'
import { errorCodes as routerCodes } from '@capsule/router'
import * as coreErrors from './errors.js'

/**
 * Every coded error Capsule's engine can raise, keyed by code, so that users can write
 * `error instanceof errorCodes.FST_ERR_VALIDATION` or branch on `error.code`.
 */
export const errorCodes = Object.freeze({ ...formatterCodes, ...routerCodes, ...coreErrors })
