import type { StandardSchemaV1 } from '@standard-schema/spec'
import { checkFunctionOption, checkOptionsObject } from './check-option.js'
import { CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA, CPS_ERR_STANDARD_SCHEMA_OPTION } from './errors.js'
import { isStandardSchema } from './is-standard-schema.js'
import { jsonSchemaOf } from './json-schema-of.js'
import type { JsonSchemaIo, JsonSchemaObject, ToJsonSchema } from './types.js'

/** Options of `createSwaggerTransform`. */
export interface SwaggerTransformOptions {
  /** a JSON Schema converter for schemas that carry none (Valibot: @valibot/to-json-schema) */
  readonly toJsonSchema?: ToJsonSchema | undefined
  /**
   * The JSON Schema target asked of the libraries. Default: from the document, `'openapi-3.0'` for OpenAPI 3.0,
   * `'draft-2020-12'` for 3.1 and later, `'draft-07'` for Swagger 2.0; `'draft-07'` when a library refuses that one.
   */
  readonly target?: string | undefined
}

/** What @fastify/swagger hands its `transform` option for each route. */
export interface SwaggerTransformInput {
  readonly schema?: unknown
  readonly url: string
  readonly route?: { readonly method?: string | readonly string[] } | undefined
  readonly openapiObject?: { readonly openapi?: string | undefined } | undefined
  readonly swaggerObject?: unknown
}

/** The route's schema with its Standard Schema values replaced by JSON Schemas, and its url unchanged. */
export interface SwaggerTransformResult {
  readonly schema: Record<string, unknown> | undefined
  readonly url: string
}

/** A transform for @fastify/swagger's `transform` option. */
export type SwaggerTransform = (input: SwaggerTransformInput) => SwaggerTransformResult

const requestParts = ['body', 'querystring', 'query', 'params', 'headers'] as const

/**
 * Creates a transform for @fastify/swagger's `transform` option: every Standard Schema value of a route (request
 * parts as the JSON Schema of what they accept, responses as that of what they produce, `content` maps included)
 * becomes the JSON Schema its library or the `toJsonSchema` option gives; JSON Schemas and other keys (`tags`,
 * `summary`, `hide`...) are left as they are.
 * @throws {CPS_ERR_STANDARD_SCHEMA_OPTION} an option of the wrong type
 * @example
 * await app.register(swagger, { openapi: { info: { title: 'API', version: '1.0.0' } }, transform: createSwaggerTransform() })
 */
export function createSwaggerTransform(options: SwaggerTransformOptions = {}): SwaggerTransform {
  checkOptionsObject(options)
  const { toJsonSchema, target } = options
  checkFunctionOption('toJsonSchema', toJsonSchema)
  if (target !== undefined && typeof target !== 'string')
    throw new CPS_ERR_STANDARD_SCHEMA_OPTION('target', 'a string', typeof target)

  /** @throws {CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA} a Standard Schema value no source gives a JSON Schema for */
  return function swaggerTransform({ schema, url, route, openapiObject, swaggerObject }) {
    if (typeof schema !== 'object' || schema === null) return { schema: schema as undefined, url }
    const targets = target !== undefined ? [target] : documentTargets(openapiObject, swaggerObject)
    const method =
      route?.method === undefined
        ? ''
        : `${typeof route.method === 'string' ? route.method : route.method.join(',')} `
    const routeLabel = `${method}${url}`
    const convert = (value: unknown, io: JsonSchemaIo, where: string): unknown => {
      if (!isStandardSchema(value)) return value
      const found = jsonSchemaOf(value, io, targets, toJsonSchema)
      if (found.schema === undefined)
        throw new CPS_ERR_STANDARD_SCHEMA_NO_JSON_SCHEMA(
          `${where} of ${routeLabel}`,
          vendorOf(value),
          found.reason
        )
      return documentSchema(found.schema)
    }

    const given = schema as Record<string, unknown>
    const converted: Record<string, unknown> = { ...given }
    for (const part of requestParts) {
      if (given[part] === undefined) continue
      converted[part] = withContent(given[part], (value, media) =>
        convert(value, 'input', `${part}${media} schema`)
      )
    }
    const response = given['response']
    if (typeof response === 'object' && response !== null) {
      const responses: Record<string, unknown> = {}
      for (const [status, entry] of Object.entries(response)) {
        responses[status] = withContent(entry, (value, media) =>
          convert(value, 'output', `response schema for status ${status}${media}`)
        )
      }
      converted['response'] = responses
    }
    return { schema: converted, url }
  }
}

/** The transform with no options. */
export const swaggerTransform: SwaggerTransform = createSwaggerTransform()

/** Converts a part's schema, or each schema of its `content` map (`{ content: { 'application/json': { schema } } }`). */
function withContent(entry: unknown, convert: (value: unknown, media: string) => unknown): unknown {
  if (isStandardSchema(entry) || typeof entry !== 'object' || entry === null) return convert(entry, '')
  const content = (entry as { content?: unknown }).content
  if (typeof content !== 'object' || content === null || 'type' in entry) return entry
  const converted: Record<string, unknown> = {}
  for (const [media, value] of Object.entries(content)) {
    const inner =
      typeof value === 'object' && value !== null ? (value as { schema?: unknown }).schema : undefined
    converted[media] = isStandardSchema(inner) ? { ...value, schema: convert(inner, ` (${media})`) } : value
  }
  return { ...entry, content: converted }
}

/** The targets to ask for, by document kind; `draft-07` (which libraries should all support) as the last resort. */
function documentTargets(
  openapiObject: SwaggerTransformInput['openapiObject'],
  swaggerObject: unknown
): string[] {
  if (swaggerObject !== undefined && openapiObject === undefined) return ['draft-07']
  const version = typeof openapiObject?.openapi === 'string' ? openapiObject.openapi : '3.0'
  return version.startsWith('3.0') ? ['openapi-3.0', 'draft-07'] : ['draft-2020-12', 'draft-07']
}

/** A JSON Schema as a document embeds it: without its `$schema` (a draft's URL is not an OpenAPI keyword). */
function documentSchema(schema: JsonSchemaObject): JsonSchemaObject {
  if (!('$schema' in schema)) return schema
  const { $schema: _dialect, ...rest } = schema
  return rest
}

function vendorOf(schema: StandardSchemaV1): string {
  return schema['~standard'].vendor
}
