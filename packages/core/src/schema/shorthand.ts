import type { JsonSchema } from '../types/schema.js'

// Keywords whose presence makes an object a JSON Schema rather than the shorthand "properties at top level".
const schemaKeywords = new Set([
  'type', 'properties', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'enum', 'const', 'items', 'content', '$id',
  '$schema', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'if', 'then', 'else',
  'definitions', '$defs', 'format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'nullable',
  'dependencies', 'dependentRequired', 'dependentSchemas', 'contains', 'multipleOf', '$async', 'default'
])

/**
 * A schema built with fluent-json-schema (an object marked `isFluentSchema`) as the plain JSON Schema it stands for,
 * as Fastify accepts it; anything else as it is.
 */
export function plainSchema(schema: JsonSchema): JsonSchema {
  if (typeof schema === 'object' && schema !== null && (schema as { isFluentSchema?: unknown }).isFluentSchema === true) {
    const valueOf = (schema as { valueOf?: unknown }).valueOf
    if (typeof valueOf === 'function') return (valueOf as () => JsonSchema).call(schema)
  }
  return schema
}

/**
 * Turns the shorthand form (seed: "a shorter form listing the parameters at top level"; the response
 * "contract syntax") into `{type: 'object', properties}`. An object is shorthand when it is not empty, has
 * none of the keywords that make it a schema, and every value is an object. Anything else is returned as is.
 */
export function expandShorthand(given: JsonSchema): JsonSchema {
  const schema = plainSchema(given)
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema
  const keys = Object.keys(schema)
  if (keys.length === 0) return schema
  for (const key of keys) {
    if (schemaKeywords.has(key)) return schema
    const value = schema[key]
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return schema
  }
  return { type: 'object', properties: schema }
}

/** Headers are matched lower case: lower-case the property names and `required` of a headers schema. */
export function lowerCaseHeaders(schema: JsonSchema): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return schema
  const properties = schema['properties']
  const required = schema['required']
  if (!isPlainObject(properties) && !Array.isArray(required)) return schema
  const copy: Record<string, unknown> = { ...schema }
  if (isPlainObject(properties)) {
    const lowered: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(properties)) lowered[key.toLowerCase()] = value
    copy['properties'] = lowered
  }
  if (Array.isArray(required)) copy['required'] = required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name))
  return copy
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}
