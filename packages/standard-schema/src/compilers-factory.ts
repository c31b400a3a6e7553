import { checkFunctionOption, checkOptionsObject } from './check-option.js'
import type { FastJsonStringifyOptions } from './fast-json-stringify.js'
import {
  createStandardSerializerCompiler,
  type StandardSerializerCompiler,
  type StandardSerializerOptions
} from './serializer-compiler.js'
import type { JsonSchemaLike, JsonSerializerCompiler, JsonValidatorCompiler } from './types.js'
import { createStandardValidatorCompiler, type StandardValidatorCompiler } from './validator-compiler.js'

/** Builds a context's JSON Schema validator compiler from its shared schemas (`createValidatorFactory()`). */
export type BuildJsonValidator = (
  externalSchemas: Readonly<Record<string, JsonSchemaLike>>,
  options?: never
) => JsonValidatorCompiler

/** Builds a context's JSON Schema serializer compiler from its shared schemas (`createSerializerFactory()`). */
export type BuildJsonSerializer = (
  externalSchemas: Readonly<Record<string, JsonSchemaLike>>,
  options?: never
) => JsonSerializerCompiler

/** Options of `standardCompilersFactory`. */
export interface StandardCompilersFactoryOptions {
  /**
   * Compiles the routes' JSON Schemas (with the context's `addSchema` schemas): `createValidatorFactory()` of
   * @capsule/validator-compiler keeps Ajv for them. Without it every request schema must be a Standard Schema value.
   */
  readonly buildValidator?: BuildJsonValidator | undefined
  /** the same for response schemas: `createSerializerFactory()` of @capsule/serializer-compiler */
  readonly buildSerializer?: BuildJsonSerializer | undefined
  /** the Standard Schema serializer's options (`mode`, `toJsonSchema`) */
  readonly serializer?: Omit<StandardSerializerOptions, 'fallback'> | undefined
}

/** What `schemaController.compilersFactory` takes: one compiler of each kind per context's shared schemas. */
export interface StandardCompilersFactory {
  buildValidator(
    externalSchemas: Readonly<Record<string, JsonSchemaLike>>,
    options?: unknown
  ): StandardValidatorCompiler
  buildSerializer(
    externalSchemas: Readonly<Record<string, JsonSchemaLike>>,
    options?: unknown
  ): StandardSerializerCompiler
}

/**
 * The server-wide compilers (`capsule({ schemaController: { compilersFactory } })`): Standard Schema values are
 * compiled by this package, other schemas by the JSON Schema compilers given here. The server's `ajv` option goes
 * to `buildValidator`; its `serializerOpts` to `buildSerializer` and to the fast-json-stringify serializers this
 * package builds.
 * @throws {CPS_ERR_STANDARD_SCHEMA_OPTION} an option of the wrong type
 * @example
 * capsule({ schemaController: { compilersFactory: standardCompilersFactory({ buildValidator: createValidatorFactory(), buildSerializer: createSerializerFactory() }) } })
 */
export function standardCompilersFactory(
  options: StandardCompilersFactoryOptions = {}
): StandardCompilersFactory {
  checkOptionsObject(options)
  const { buildValidator, buildSerializer, serializer } = options
  checkFunctionOption('buildValidator', buildValidator)
  checkFunctionOption('buildSerializer', buildSerializer)
  checkOptionsObject(serializer)
  return {
    buildValidator(externalSchemas, ajvOptions) {
      return createStandardValidatorCompiler({
        fallback: buildValidator?.(externalSchemas, ajvOptions as never)
      })
    },
    buildSerializer(externalSchemas, serializerOpts) {
      const fastJsonStringify =
        serializer?.fastJsonStringify ?? (serializerOpts as FastJsonStringifyOptions | undefined)
      return createStandardSerializerCompiler({
        ...serializer,
        fastJsonStringify,
        fallback: buildSerializer?.(externalSchemas, serializerOpts as never)
      })
    }
  }
}
