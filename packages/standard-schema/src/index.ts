/**
 * Validator and serializer compilers for any Standard Schema V1 library (Zod 4, Valibot 1, ArkType 2...), and a
 * @fastify/swagger transform that puts their JSON Schemas in the API document.
 * @module
 */
export { createStandardValidatorCompiler, standardValidatorCompiler } from './validator-compiler.js'
export type { StandardValidatorCompiler, StandardValidatorOptions } from './validator-compiler.js'
export { createStandardSerializerCompiler, standardSerializerCompiler } from './serializer-compiler.js'
export type {
  StandardSerializerCompiler,
  StandardSerializerMode,
  StandardSerializerOptions
} from './serializer-compiler.js'
export { standardCompilersFactory } from './compilers-factory.js'
export type {
  BuildJsonSerializer,
  BuildJsonValidator,
  StandardCompilersFactory,
  StandardCompilersFactoryOptions
} from './compilers-factory.js'
export { createSwaggerTransform, swaggerTransform } from './swagger-transform.js'
export type {
  SwaggerTransform,
  SwaggerTransformInput,
  SwaggerTransformOptions,
  SwaggerTransformResult
} from './swagger-transform.js'
export { isStandardSchema } from './is-standard-schema.js'
export { errorCodes } from './errors.js'
export type { FastJsonStringifyOptions } from './fast-json-stringify.js'
export type {
  CompilerRoute,
  JsonSchemaIo,
  JsonSchemaLike,
  JsonSchemaObject,
  JsonSerializerCompiler,
  JsonValidatorCompiler,
  SerializeFunction,
  StandardValidationEntry,
  StandardValidationFunction,
  StandardValidationOutcome,
  ToJsonSchema,
  ValidationFunctionLike
} from './types.js'
