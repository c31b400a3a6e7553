import {
  CPS_ERR_SCH_NO_COMPILER,
  FST_ERR_SCH_CONTENT_MISSING_SCHEMA,
  FST_ERR_SCH_DUPLICATE,
  FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX,
  FST_ERR_SCH_SERIALIZATION_BUILD,
  FST_ERR_SCH_VALIDATION_BUILD
} from '../errors.js'
import type { RouteContext } from '../routing/route-context.js'
import type {
  HttpPart,
  JsonSchema,
  SerializeFunction,
  SerializerCompiler,
  ValidationFunction,
  ValidatorCompiler
} from '../types/schema.js'
import { parseMediaType } from '../lifecycle/media-type.js'
import { ContentSerializers, ResponseSerializers } from './response-serializers.js'
import { expandShorthand, lowerCaseHeaders } from './shorthand.js'
import { isStandardSchema } from './standard-schema.js'

const statusKey = /^[1-5](?:\d{2}|xx)$|^default$/

/** What to compile a route with; the compilers are resolved lazily so routes without schemas need none. */
export interface RouteCompilers {
  readonly validator: () => ValidatorCompiler | null
  readonly serializer: () => SerializerCompiler | null
  /** names the route and its plugin in startup errors */
  readonly label: string
}

/**
 * Compiles a route's request schemas into validators, once, at ready time. Startup errors name the route, the
 * plugin and the schema part.
 * @throws {FST_ERR_SCH_VALIDATION_BUILD} a schema that does not compile
 * @throws {FST_ERR_SCH_CONTENT_MISSING_SCHEMA} a body `content` entry without `schema`
 * @throws {CPS_ERR_SCH_NO_COMPILER} a schema but no validator compiler (core used without the umbrella)
 */
export function compileValidators(ctx: RouteContext, compilers: RouteCompilers): void {
  const schema = ctx.definition.schema
  if (schema === undefined) return
  const method = methodLabel(ctx)
  const url = ctx.definition.url
  const compile = (
    part: HttpPart,
    partSchema: JsonSchema,
    label: string = part,
    contentType?: string
  ): ValidationFunction => {
    const compiler = compilers.validator()
    if (compiler === null) throw new CPS_ERR_SCH_NO_COMPILER(compilers.label, 'validator')
    let fn: unknown
    try {
      fn = compiler(
        contentType === undefined
          ? { schema: partSchema, method, url, httpPart: part }
          : { schema: partSchema, method, url, httpPart: part, contentType }
      )
    } catch (error) {
      throw withCause(new FST_ERR_SCH_VALIDATION_BUILD(compilers.label, label, messageOf(error)), error)
    }
    // caught here rather than as a 500 on every request
    if (typeof fn !== 'function') {
      throw new FST_ERR_SCH_VALIDATION_BUILD(
        compilers.label,
        label,
        `the validator compiler returned ${fn === null ? 'null' : typeof fn}, not a validation function`
      )
    }
    return fn as ValidationFunction
  }

  if (schema.query !== undefined && schema.querystring !== undefined)
    throw new FST_ERR_SCH_DUPLICATE('querystring', compilers.label)
  // Fastify's order (headers, body, querystring, params): a compiler sees the parts, and a startup error names the
  // first part that fails, in the same order
  if (schema.headers !== undefined) {
    const headers = schema.headers as JsonSchema
    ctx.headersValidator = compile(
      'headers',
      isStandardSchema(headers) ? headers : lowerCaseHeaders(expandShorthand(headers))
    )
  }
  if (schema.body !== undefined) {
    const body = schema.body as JsonSchema
    const content =
      typeof body === 'object' && body !== null && !isStandardSchema(body) ? body['content'] : undefined
    if (isObject(content) && isObject(body) && !('type' in body)) {
      const map = new Map<string, ValidationFunction>()
      for (const [mediaType, entry] of Object.entries(content)) {
        const entrySchema = isObject(entry) ? entry['schema'] : undefined
        if (entrySchema === undefined) throw new FST_ERR_SCH_CONTENT_MISSING_SCHEMA(mediaType)
        map.set(
          contentKey(mediaType),
          compile('body', jsonForm(entrySchema as JsonSchema), `body (${mediaType})`, mediaType)
        )
      }
      ctx.bodyContentValidators = map
    } else {
      ctx.bodyValidator = compile('body', jsonForm(body))
    }
  }
  const querystring = (schema.querystring ?? schema.query) as JsonSchema | undefined
  if (querystring !== undefined) ctx.querystringValidator = compile('querystring', jsonForm(querystring))
  if (schema.params !== undefined)
    ctx.paramsValidator = compile('params', jsonForm(schema.params as JsonSchema))
}

/**
 * Compiles a route's response schemas into serializers, once, at ready time.
 * @throws {FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX} a key that is not a status, `1xx`..`5xx` or `default`
 * @throws {FST_ERR_SCH_SERIALIZATION_BUILD} a schema that does not compile
 */
export function compileSerializers(ctx: RouteContext, compilers: RouteCompilers): void {
  const response = ctx.definition.schema?.response
  if (response === undefined || response === null) return
  const method = methodLabel(ctx)
  const url = ctx.definition.url
  const serializers = new ResponseSerializers()
  const compile = (schema: JsonSchema, httpStatus: string, contentType?: string): SerializeFunction => {
    const compiler = compilers.serializer()
    if (compiler === null) throw new CPS_ERR_SCH_NO_COMPILER(compilers.label, 'serializer')
    try {
      return compiler(
        contentType === undefined
          ? { schema: jsonForm(schema), method, url, httpStatus }
          : { schema: jsonForm(schema), method, url, httpStatus, contentType }
      )
    } catch (error) {
      const where =
        contentType === undefined
          ? `status ${httpStatus}`
          : `status ${httpStatus}, content type ${contentType}`
      throw withCause(new FST_ERR_SCH_SERIALIZATION_BUILD(compilers.label, where, messageOf(error)), error)
    }
  }
  for (const [given, entry] of Object.entries(response)) {
    // `2XX` is `2xx`, as in Fastify
    const key = given.toLowerCase()
    if (!statusKey.test(key)) throw new FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX(compilers.label, given)
    let compiled: SerializeFunction | ContentSerializers
    const content =
      isObject(entry) && !('type' in entry) && !isStandardSchema(entry) ? entry['content'] : undefined
    if (isObject(content)) {
      const map = new ContentSerializers()
      const byMediaType: Record<string, SerializeFunction> = Object.create(null) as Record<string, never>
      for (const [mediaType, value] of Object.entries(content)) {
        const schema = isObject(value) ? value['schema'] : undefined
        if (schema === undefined) throw new FST_ERR_SCH_CONTENT_MISSING_SCHEMA(mediaType)
        const fn = compile(schema as JsonSchema, key, mediaType)
        byMediaType[mediaType] = fn
        const normalized = mediaType.trim().toLowerCase()
        if (normalized === '*/*') map.any = fn
        else if (normalized.endsWith('/*')) map.wildcard.set(normalized.slice(0, -2), fn)
        else map.exact.set(contentKey(mediaType), fn)
      }
      compiled = map
      serializers.declared[key] = byMediaType
    } else {
      compiled = compile(entry, key)
      serializers.declared[key] = compiled
    }
    if (key === 'default') serializers.fallback = compiled
    else if (key.endsWith('xx')) serializers.byClass[Number(key[0])] = compiled
    else serializers.byStatus.set(Number(key), compiled)
  }
  ctx.responseSerializers = serializers
}

/** A schema as its compiler gets it: the shorthand expanded, a Standard Schema value (Zod, Valibot, ArkType) as it is. */
function jsonForm(schema: JsonSchema): JsonSchema {
  return isStandardSchema(schema) ? schema : expandShorthand(schema)
}

function contentKey(mediaType: string): string {
  return parseMediaType(mediaType)?.essence ?? mediaType.trim().toLowerCase()
}

function methodLabel(ctx: RouteContext): string {
  const method = ctx.definition.method
  return typeof method === 'string' ? method : method.join(',')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  Object.defineProperty(error, 'cause', { value: cause, writable: true, configurable: true })
  return error
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
