import type { StandardSchemaV1 } from '@standard-schema/spec'
import { checkFunctionOption, checkOptionsObject } from './check-option.js'
import { describeValue } from './describe-value.js'
import {
  CPS_ERR_STANDARD_SCHEMA_INVALID,
  CPS_ERR_STANDARD_SCHEMA_OPTION,
  CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD
} from './errors.js'
import { buildStringify, type FastJsonStringifyOptions } from './fast-json-stringify.js'
import { isStandardSchema } from './is-standard-schema.js'
import { jsonSchemaOf } from './json-schema-of.js'
import { responseName, routeName } from './route-label.js'
import { jsonSchemaSerializer, validatingSerializer } from './serialize-functions.js'
import type {
  CompilerRoute,
  JsonSchemaLike,
  JsonSerializerCompiler,
  SerializeFunction,
  ToJsonSchema
} from './types.js'

/** How a response with a Standard Schema is written. */
export type StandardSerializerMode = 'auto' | 'validate'

/** Options of `createStandardSerializerCompiler`. */
export interface StandardSerializerOptions {
  /**
   * `'auto'` (default): a schema that gives a JSON Schema of its output is compiled with fast-json-stringify (fast,
   * undeclared fields dropped, nothing validated: refinements and transforms do not run); any other is validated.
   * `'validate'`: every payload is validated and the library's output written with `JSON.stringify`.
   */
  readonly mode?: StandardSerializerMode | undefined
  /** a JSON Schema converter for schemas that carry none (Valibot: @valibot/to-json-schema) */
  readonly toJsonSchema?: ToJsonSchema | undefined
  /** compiles the schemas that are not Standard Schema values (fast-json-stringify: @capsule/serializer-compiler) */
  readonly fallback?: JsonSerializerCompiler | undefined
  /** fast-json-stringify's options for the JSON Schemas this compiler builds (`rounding`...) */
  readonly fastJsonStringify?: FastJsonStringifyOptions | undefined
}

/** A serializer compiler: `({ schema, method, url, httpStatus, contentType }) => (payload) => string`. */
export type StandardSerializerCompiler = (route: CompilerRoute) => SerializeFunction

// fast-json-stringify works on draft-07
const targets = ['draft-07'] as const

/**
 * Creates a serializer compiler for Standard Schema values, for `schemaController.compilersFactory`,
 * `setSerializerCompiler` or a route's `serializerCompiler`.
 * @throws {CPS_ERR_STANDARD_SCHEMA_OPTION} an option of the wrong type
 * @example
 * app.setSerializerCompiler(createStandardSerializerCompiler())
 * app.get('/user', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => user)
 */
export function createStandardSerializerCompiler(
  options: StandardSerializerOptions = {}
): StandardSerializerCompiler {
  checkOptionsObject(options)
  const { mode = 'auto', toJsonSchema, fallback, fastJsonStringify } = options
  if (mode !== 'auto' && mode !== 'validate')
    throw new CPS_ERR_STANDARD_SCHEMA_OPTION('mode', "'auto' or 'validate'", describeValue(mode))
  checkFunctionOption('toJsonSchema', toJsonSchema)
  checkFunctionOption('fallback', fallback)
  // one fast-json-stringify compilation per schema value, however many routes and statuses share it
  const compiled = new WeakMap<object, SerializeFunction | null>()

  const stringifierOf = (
    schema: StandardSchemaV1,
    vendor: string,
    where: string
  ): SerializeFunction | null => {
    let stringify = compiled.get(schema)
    if (stringify === undefined) {
      const found = jsonSchemaOf(schema, 'output', targets, toJsonSchema)
      if (found.schema === undefined) {
        stringify = null
      } else {
        try {
          stringify = buildStringify(found.schema, fastJsonStringify)
        } catch (error) {
          throw new CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD(
            vendor,
            where,
            error instanceof Error ? error.message : String(error),
            { cause: error }
          )
        }
      }
      compiled.set(schema, stringify)
    }
    return stringify
  }

  /**
   * @throws {CPS_ERR_STANDARD_SCHEMA_INVALID} a schema that is not a Standard Schema value, and no fallback
   * @throws {CPS_ERR_STANDARD_SCHEMA_SERIALIZER_BUILD} a JSON Schema fast-json-stringify does not compile
   * @throws {CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE} a schema that says it is async, on the validating path
   */
  return function compileStandardSerializer(route) {
    const schema = route.schema
    if (!isStandardSchema(schema)) {
      if (fallback !== undefined) return fallback(route as CompilerRoute<JsonSchemaLike>)
      throw new CPS_ERR_STANDARD_SCHEMA_INVALID(
        `response schema for ${responseName(route)} of ${routeName(route)}`,
        describeValue(schema)
      )
    }
    const where = `${responseName(route)} of ${routeName(route)}`
    const vendor = schema['~standard'].vendor
    const stringify = mode === 'auto' ? stringifierOf(schema, vendor, where) : null
    return stringify === null
      ? validatingSerializer(schema, where)
      : jsonSchemaSerializer(stringify, vendor, where)
  }
}

/** The serializer compiler with no options (`mode: 'auto'`): Standard Schema values only. */
export const standardSerializerCompiler: StandardSerializerCompiler = createStandardSerializerCompiler()
