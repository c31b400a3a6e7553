import type { StandardSchemaV1 } from '@standard-schema/spec'

/** A JSON Schema as the compilers receive it when it is not a Standard Schema value. */
export type JsonSchemaLike = { readonly [keyword: string]: unknown } | boolean

/** A JSON Schema object as a library's converter returns it. */
export type JsonSchemaObject = Record<string, unknown>

/** What Capsule (and Fastify) hand a compiler: the schema and where it is used. */
export interface CompilerRoute<Schema = unknown> {
  readonly schema: Schema
  readonly method: string
  readonly url: string
  /** `body`, `querystring`, `params` or `headers` (validator compilers) */
  readonly httpPart?: string
  /** `'200'`, `'2xx'`, `'default'`... (serializer compilers) */
  readonly httpStatus?: string
  /** the media type of a `content` map entry */
  readonly contentType?: string
}

/**
 * A validation function as Capsule reads it: `true`/`false` with `.errors` (Ajv), `{ value }`, `{ error }`, or a
 * promise of these. `asyncOutcome: true` says a promise resolves with `{ value }`/`{ error }` too.
 */
export interface ValidationFunctionLike {
  (data: unknown, context?: never): unknown
  errors?: readonly unknown[] | null | undefined
  asyncOutcome?: boolean | undefined
}

/** One entry of the error list a failed Standard Schema validation becomes (Ajv's shape, as Capsule formats it). */
export interface StandardValidationEntry {
  /** JSON pointer to the value, from the issue's `path` (`/items/0/name`; `~` and `/` escaped as `~0`, `~1`) */
  readonly instancePath: string
  /** always `''`: a Standard Schema has no schema path to point into */
  readonly schemaPath: ''
  /** always `'standard'` */
  readonly keyword: 'standard'
  readonly params: {
    /** the path as keys (a symbol key as its description text) */
    readonly path: ReadonlyArray<string | number>
    /** the library that reported the issue (`zod`, `valibot`, `arktype`) */
    readonly vendor: string
  }
  /** the message, as the library wrote it */
  readonly message: string
}

/** What a validation function of this package returns, or its promise resolves with. */
export type StandardValidationOutcome =
  { readonly value: unknown } | { readonly error: readonly StandardValidationEntry[] | Error }

/** A validation function of this package: its promises resolve with an outcome (`asyncOutcome`). */
export interface StandardValidationFunction {
  (data: unknown): StandardValidationOutcome | Promise<StandardValidationOutcome>
  readonly asyncOutcome: true
}

/** A compiled serialization function: payload in, JSON text out. */
export type SerializeFunction = (payload: unknown) => string

/** Compiles JSON Schemas for validation (Ajv: `createValidatorFactory()(sharedSchemas)` of @capsule/validator-compiler). */
export type JsonValidatorCompiler = (route: CompilerRoute<JsonSchemaLike>) => ValidationFunctionLike

/** Compiles JSON Schemas for serialization (`createSerializerFactory()(sharedSchemas)` of @capsule/serializer-compiler). */
export type JsonSerializerCompiler = (route: CompilerRoute<JsonSchemaLike>) => SerializeFunction

/** Which side of a schema a JSON Schema describes: what it accepts (`input`) or what it produces (`output`). */
export type JsonSchemaIo = 'input' | 'output'

/**
 * Turns a Standard Schema value into a JSON Schema, for libraries whose schemas do not carry one themselves
 * (Valibot: `@valibot/to-json-schema`). Return `undefined` to leave the value to its own `~standard.jsonSchema`.
 * Throwing says the schema has no JSON Schema (a transform, a Date...).
 */
export type ToJsonSchema = (
  schema: StandardSchemaV1,
  options: { readonly io: JsonSchemaIo; readonly target: string }
) => JsonSchemaObject | undefined
