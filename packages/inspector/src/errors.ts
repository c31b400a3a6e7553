import { createError } from '@capsule/error-formatter'

export const CPS_ERR_INSPECTOR_IN_PRODUCTION = createError(
  'CPS_ERR_INSPECTOR_IN_PRODUCTION',
  "@capsule/inspector: NODE_ENV is 'production' and the inspector shows how the application is built and what its " +
    'requests do. Register it in development only, or pass { allowProduction: true } and protect its prefix with ' +
    'an onRequest hook (the `hooks` option) if you mean it.'
)
export const CPS_ERR_INSPECTOR_INVALID_OPTION = createError<[detail: string]>(
  'CPS_ERR_INSPECTOR_INVALID_OPTION',
  '@capsule/inspector: %s',
  500,
  TypeError
)
export const CPS_ERR_INSPECTOR_NOT_CAPSULE = createError(
  'CPS_ERR_INSPECTOR_NOT_CAPSULE',
  '@capsule/inspector: this instance has no explain() and inspect(): it runs on Fastify, not Capsule. Alias fastify ' +
    'to Capsule in package.json ("fastify": "npm:@capsule/server@^0.1.0") and register the inspector again.'
)

/** This package's error classes, by code. */
export const errorCodes = Object.freeze({
  CPS_ERR_INSPECTOR_IN_PRODUCTION,
  CPS_ERR_INSPECTOR_INVALID_OPTION,
  CPS_ERR_INSPECTOR_NOT_CAPSULE
})
