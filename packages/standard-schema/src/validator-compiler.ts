import { checkFunctionOption, checkOptionsObject } from './check-option.js'
import { describeValue } from './describe-value.js'
import { CPS_ERR_STANDARD_SCHEMA_INVALID } from './errors.js'
import { isStandardSchema } from './is-standard-schema.js'
import { partName, routeName } from './route-label.js'
import type { CompilerRoute, JsonSchemaLike, JsonValidatorCompiler, ValidationFunctionLike } from './types.js'
import { validationFunction } from './validation-function.js'

/** Options of `createStandardValidatorCompiler`. */
export interface StandardValidatorOptions {
  /**
   * Compiles the schemas that are not Standard Schema values (JSON Schemas), e.g. Ajv:
   * `createValidatorFactory()(sharedSchemas)` of @capsule/validator-compiler. Without it such a schema is refused
   * when the server starts.
   */
  readonly fallback?: JsonValidatorCompiler | undefined
}

/** A validator compiler: `({ schema, method, url, httpPart }) => validate`. */
export type StandardValidatorCompiler = (route: CompilerRoute) => ValidationFunctionLike

/**
 * Creates a validator compiler for Standard Schema values (Zod 4, Valibot 1, ArkType 2...), for
 * `schemaController.compilersFactory`, `setValidatorCompiler` or a route's `validatorCompiler`.
 * @throws {CPS_ERR_STANDARD_SCHEMA_OPTION} an option of the wrong type
 * @example
 * app.setValidatorCompiler(createStandardValidatorCompiler())
 * app.post('/users', { schema: { body: z.object({ name: z.string() }) } }, async (request) => request.body)
 */
export function createStandardValidatorCompiler(
  options: StandardValidatorOptions = {}
): StandardValidatorCompiler {
  checkOptionsObject(options)
  const fallback = options.fallback
  checkFunctionOption('fallback', fallback)
  /**
   * @throws {CPS_ERR_STANDARD_SCHEMA_INVALID} a schema that is not a Standard Schema value, and no fallback
   */
  return function compileStandardValidator(route) {
    const schema = route.schema
    if (isStandardSchema(schema))
      return validationFunction(schema, `${partName(route)} of ${routeName(route)}`)
    if (fallback !== undefined) return fallback(route as CompilerRoute<JsonSchemaLike>)
    throw new CPS_ERR_STANDARD_SCHEMA_INVALID(
      `${partName(route)} schema of ${routeName(route)}`,
      describeValue(schema)
    )
  }
}

/** The validator compiler with no options: Standard Schema values only. */
export const standardValidatorCompiler: StandardValidatorCompiler = createStandardValidatorCompiler()
