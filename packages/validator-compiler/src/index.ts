/**
 * Turns one JSON Schema into a validate function with Ajv 8 and Capsule's baseline options.
 * @module
 */
import { checkAjvOptions, createValidatorFactory } from './factory.js'

export { checkAjvOptions, createValidatorFactory }
export default createValidatorFactory
export { DEFAULT_AJV_OPTIONS } from './default-options.js'
export type {
  BuildValidator,
  JsonSchema,
  PluginLike,
  ValidateFunction,
  ValidatorCompiler,
  ValidatorFactoryOptions,
  ValidatorRoute
} from './factory.js'
export { errorCodes } from './errors.js'
