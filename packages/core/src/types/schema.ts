import type { DefaultValidatorTypes } from './options.js'

/** A JSON Schema as Capsule passes it around: an object (or a boolean schema). */
export type JsonSchema = { readonly [keyword: string]: unknown } | boolean

/** The request parts a validator can be compiled for. */
export type HttpPart = 'body' | 'querystring' | 'params' | 'headers'

/** What a validation function may return (Ajv style or the `{value}` / `{error}` protocol). */
export type ValidationOutcome =
  | boolean
  | { readonly value?: unknown; readonly error?: unknown }
  | PromiseLike<boolean | { readonly value?: unknown; readonly error?: unknown } | unknown>

/**
 * A compiled validation function; Ajv functions carry their errors on `.errors`. Core may pass Ajv's data
 * context as a second argument (to coerce a primitive root value in place); the parameter is typed `never`
 * so that any validator, whatever it declares there, fits.
 */
export interface ValidationFunction<Result = ValidationOutcome | unknown> {
  (data: unknown, context?: never): Result
  errors?: readonly unknown[] | null | undefined
  /**
   * Set to `true` by a function whose promise resolves with an outcome (`{ value }` replaces the request part,
   * `{ error }` rejects it), as a synchronous result is read. Without it a promise is pass/fail only (Ajv's `$async`
   * resolves with the data itself, which must never be read as an outcome).
   */
  asyncOutcome?: boolean | undefined
}

/**
 * What the default validator's functions return, as the request's `getValidationFunction()` and `validateInput()`
 * give it: the registered validator's result (a boolean with `@capsule/server`), else any outcome.
 */
export type DefaultValidationResult = DefaultValidatorTypes extends { readonly result: infer Result }
  ? Result
  : ValidationOutcome | unknown

/** Fastify's name for a compiled validation function. */
export type FastifyValidationResult = ValidationFunction

/** Ajv's data context: lets Ajv coerce a root value in place on its parent object. */
export interface ValidationDataContext {
  readonly instancePath: string
  readonly parentData: object
  readonly parentDataProperty: string
  readonly rootData: object
}

/** The argument of a validator compiler. */
export interface ValidatorCompilerRoute<Schema = JsonSchema> {
  readonly schema: Schema
  readonly method: string
  readonly url: string
  readonly httpPart: HttpPart
  /** the media type of a body `content` map entry (as in Fastify); absent for other schemas */
  readonly contentType?: string
}

/** Compiles one schema into a validation function. */
export type ValidatorCompiler = (route: ValidatorCompilerRoute) => ValidationFunction

/** The argument of a serializer compiler. */
export interface SerializerCompilerRoute<Schema = JsonSchema> {
  readonly schema: Schema
  readonly method: string
  readonly url: string
  readonly httpStatus: string
  readonly contentType?: string
}

/** A compiled serialization function: object in, string out. */
export type SerializeFunction = (data: unknown) => string

/** Compiles one schema into a serialization function. */
export type SerializerCompiler = (route: SerializerCompilerRoute) => SerializeFunction

/** What a schema compiler receives (Fastify's name): the schema and where it is used. */
export interface FastifyRouteSchemaDef<T = unknown> {
  schema: T
  method: string
  url: string
  httpPart?: string
  httpStatus?: string
  contentType?: string
}

/** Fastify's validator compiler type, generic in the schema type (`FastifySchemaCompiler<TSchema>`). */
export type FastifySchemaCompiler<T = unknown> = (routeSchema: FastifyRouteSchemaDef<T>) => ValidationFunction

/** Fastify's serializer compiler type, generic in the schema type. */
export type FastifySerializerCompiler<T = unknown> = (
  routeSchema: FastifyRouteSchemaDef<T>
) => SerializeFunction

/** A validator compiler for schemas of type `T`, as `setValidatorCompiler` takes it (the route's part always given). */
export type ValidatorCompilerFor<T = JsonSchema> = (route: ValidatorCompilerRoute<T>) => ValidationFunction
/** A serializer compiler for schemas of type `T`, as `setSerializerCompiler` takes it. */
export type SerializerCompilerFor<T = JsonSchema> = (route: SerializerCompilerRoute<T>) => SerializeFunction

/** Builds a validator compiler for a context from its shared schemas (e.g. `@capsule/validator-compiler`). */
export type BuildValidator = (
  externalSchemas: Readonly<Record<string, JsonSchema>>,
  options?: never
) => ValidatorCompiler

/** Builds a serializer compiler for a context from its shared schemas (e.g. `@capsule/serializer-compiler`). */
export type BuildSerializer = (
  externalSchemas: Readonly<Record<string, JsonSchema>>,
  options?: never
) => SerializerCompiler

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
  readonly bucket?: (parentSchemas?: unknown) => SchemaBucket
  readonly compilersFactory?: CompilersFactory
}

/** Fastify's name for the `schemaController` option. */
export type FastifySchemaControllerOptions = SchemaControllerOptions

/**
 * A shared-schema store (a context's own and its ancestors' schemas), typed as loosely as Fastify types it: a bucket
 * may hand back what `instance.getSchema()` returns. `bucket(parentSchemas)` receives the schemas visible where it is
 * installed (a record by `$id`).
 */
export interface SchemaBucket {
  add(schema: unknown): unknown
  getSchema(id: string): unknown
  getSchemas(): Record<string, unknown>
}

/** The schema error formatter; `this` is the server instance. */
export type { SchemaErrorFormatter } from '@capsule/error-formatter'

/**
 * A route's `schema` option (Fastify's `FastifySchema`). Each part is `unknown` here,
 * so JSON Schema objects, TypeBox and fluent-json-schema objects and interface-typed schemas are all accepted; the
 * type provider in effect reads types from them. Plugins declare their own keys by merging this interface
 * (@fastify/swagger's `tags`, `summary`, `hide`).
 */
export interface FastifySchema {
  body?: unknown
  querystring?: unknown
  /** Capsule's alias of `querystring` */
  query?: unknown
  params?: unknown
  headers?: unknown
  /** by status code (`200`, `'2xx'`, `'default'`); each a schema or `{ content: { <type>: { schema } } }` */
  response?: unknown
  [keyword: string]: unknown
}

/** Capsule's name for a route's schema option. */
export type RouteSchema = FastifySchema

/** One entry of a validation error list (Ajv's shape). */
export interface FastifySchemaValidationError {
  keyword: string
  instancePath: string
  schemaPath: string
  params: Record<string, unknown>
  message?: string
}

/** Fastify's deprecated name for a validation error entry. */
export type ValidationResult = FastifySchemaValidationError

/** `body`, `params`, `querystring` or `headers`: where validation failed (`query` in Capsule's error objects). */
export type SchemaErrorDataVar = 'body' | 'params' | 'querystring' | 'query' | 'headers'
