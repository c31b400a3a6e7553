/** A JSON Schema as Capsule passes it around: an object (or a boolean schema). */
export type JsonSchema = { readonly [keyword: string]: unknown } | boolean

/** The request parts a validator can be compiled for. */
export type HttpPart = 'body' | 'querystring' | 'params' | 'headers'

/** What a validation function may return (Ajv style or the `{value}` / `{error}` protocol). */
export type ValidationResult =
  | boolean
  | { readonly value?: unknown; readonly error?: unknown }
  | PromiseLike<boolean | { readonly value?: unknown; readonly error?: unknown } | unknown>

/**
 * A compiled validation function; Ajv functions carry their errors on `.errors`. Core may pass Ajv's data
 * context as a second argument (to coerce a primitive root value in place); the parameter is typed `never`
 * so that any validator, whatever it declares there, fits.
 */
export interface ValidationFunction {
  (data: unknown, context?: never): ValidationResult | unknown
  errors?: readonly unknown[] | null | undefined
}

/** Ajv's data context: lets Ajv coerce a root value in place on its parent object. */
export interface ValidationDataContext {
  readonly instancePath: string
  readonly parentData: object
  readonly parentDataProperty: string
  readonly rootData: object
}

/** The argument of a validator compiler (seed: "Compiler callbacks"). */
export interface ValidatorCompilerRoute {
  readonly schema: JsonSchema
  readonly method: string
  readonly url: string
  readonly httpPart: HttpPart
  /** the media type of a body `content` map entry (as in Fastify); absent for other schemas */
  readonly contentType?: string
}

/** Compiles one schema into a validation function. */
export type ValidatorCompiler = (route: ValidatorCompilerRoute) => ValidationFunction

/** The argument of a serializer compiler (seed: "Compiler callbacks"). */
export interface SerializerCompilerRoute {
  readonly schema: JsonSchema
  readonly method: string
  readonly url: string
  readonly httpStatus: string
  readonly contentType?: string
}

/** A compiled serialization function: object in, string out. */
export type SerializeFunction = (data: unknown) => string

/** Compiles one schema into a serialization function. */
export type SerializerCompiler = (route: SerializerCompilerRoute) => SerializeFunction

/** Builds a validator compiler for a context from its shared schemas (e.g. `@capsule/validator-compiler`). */
export type BuildValidator = (externalSchemas: Readonly<Record<string, JsonSchema>>, options?: never) => ValidatorCompiler

/** Builds a serializer compiler for a context from its shared schemas (e.g. `@capsule/serializer-compiler`). */
export type BuildSerializer = (externalSchemas: Readonly<Record<string, JsonSchema>>, options?: never) => SerializerCompiler

/**
 * Where the default compilers come from; `@capsule/server` fills it with Ajv and fast-json-stringify. Core
 * passes the server's `ajv` / `serializerOpts` option as `options`; its type belongs to the compiler (`never`
 * here, so any compiler's options type fits).
 */
export interface CompilersFactory {
  readonly buildValidator?: BuildValidator
  readonly buildSerializer?: BuildSerializer
}

/** Fastify's `schemaController` option. */
export interface SchemaControllerOptions {
  /** Makes the shared-schema store of a context from its parent's schemas. */
  readonly bucket?: (parentSchemas?: Readonly<Record<string, JsonSchema>>) => SchemaBucket
  readonly compilersFactory?: CompilersFactory
}

/** A shared-schema store (seed rule 6: own and ancestors' schemas). */
export interface SchemaBucket {
  add(schema: JsonSchema): void
  getSchema(id: string): JsonSchema | undefined
  getSchemas(): Record<string, JsonSchema>
}

/** The schema error formatter (seed: "Compiler callbacks"); `this` is the server instance. */
export type { SchemaErrorFormatter } from '@capsule/error-formatter'

/** Route `schema` option (seed: "Route `schema` object"). */
export interface RouteSchema {
  readonly body?: JsonSchema
  readonly querystring?: JsonSchema
  readonly query?: JsonSchema
  readonly params?: JsonSchema
  readonly headers?: JsonSchema
  readonly response?: { readonly [status: string]: JsonSchema }
  readonly [key: string]: unknown
}
