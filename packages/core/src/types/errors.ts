import type { FastifySchemaValidationError, SchemaErrorDataVar } from './schema.js'
import type { errorCodes } from '../error-codes.js'

/**
 * What error handlers and onError hooks are typed to receive: an Error with the fields Capsule's and @fastify/error's
 * coded errors carry. (At runtime a handler receives exactly what was thrown, which may be anything.)
 */
export interface FastifyError extends Error {
  code: string
  name: string
  statusCode?: number
  validation?: FastifySchemaValidationError[]
  validationContext?: SchemaErrorDataVar
}

/** `errorCodes`: every coded error class of the core, keyed by its code (`error instanceof errorCodes.FST_ERR_...`). */
export type FastifyErrorCodes = typeof errorCodes
