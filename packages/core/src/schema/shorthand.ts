import type { JsonSchema } from '../types/schema.js'

// Keywords whose value may be an object (a subschema, a map of them, any value): one of these makes an object whose
// values are all objects a schema. Keywords that never take an object (`type`, `format`, `required`, ...) do not:
// given an object, they are parameters of that name. Unknown keys never do either way.
const objectKeywords = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'definitions',
  '$defs',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'content',
  'default',
  'const',
  'unevaluatedProperties',
  'unevaluatedItems'
])

/**
 * A schema built with fluent-json-schema (an object marked `isFluentSchema`, `isFluentJSONSchema` or
 * `Symbol.for('fluent-schema-object')`) as the plain JSON Schema it stands for, as Fastify accepts it; anything else
 * as it is.
 */
export function plainSchema(schema: JsonSchema): JsonSchema {
  if (typeof schema === 'object' && schema !== null && isFluent(schema as Record<string | symbol, unknown>)) {
    const valueOf = (schema as { valueOf?: unknown }).valueOf
    if (typeof valueOf === 'function') return (valueOf as () => JsonSchema).call(schema)
  }
  return schema
}

const kFluentSchema = Symbol.for('fluent-schema-object')

function isFluent(schema: Record<string | symbol, unknown>): boolean {
  return (
    schema['isFluentSchema'] === true ||
    schema['isFluentJSONSchema'] === true ||
    schema[kFluentSchema] === true
  )
}

/**
 * Turns the shorthand form (the parameters listed at top level; the response
 * "contract syntax") into `{type: 'object', properties}`. An object is shorthand when it is not empty, every value
 * is an object, and none of its keys is a keyword that takes an object: `{ type: { type: 'string' }, limit: {...} }`
 * is shorthand (a parameter named `type`), `{ properties: {...} }` stays a schema. Anything else is returned as is.
 */
export function expandShorthand(given: JsonSchema): JsonSchema {
  const schema = plainSchema(given)
  // only a plain object of plain objects can be a parameter list: a class instance (a Joi schema, another library's
  // object) or a `$` key (`$merge`, `$patch` of ajv-merge-patch, `$ref`) means a schema for the compiler, untouched
  if (!isPlainObject(schema)) return schema
  const keys = Object.keys(schema)
  if (keys.length === 0) return schema
  for (const key of keys) {
    if (objectKeywords.has(key) || key.startsWith('$')) return schema
    if (!isPlainObject(schema[key])) return schema
  }
  return { type: 'object', properties: schema }
}

// subschemas that describe the same headers object: their header names are lower-cased too
const sameObjectKeywords = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'] as const

/**
 * Headers are matched lower case: lower-case the header names of a headers schema (`properties`, `required`,
 * `dependencies`/`dependentRequired`), also inside `allOf`/`anyOf`/`oneOf`/`not`/`if`/`then`/`else`, which describe the same object.
 * The caller's schema is not changed.
 */
export function lowerCaseHeaders(schema: JsonSchema): JsonSchema {
  if (!isPlainObject(schema)) return schema
  const copy: Record<string, unknown> = { ...schema }
  const properties = schema['properties']
  if (isPlainObject(properties)) {
    const lowered: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(properties)) defineOwn(lowered, key.toLowerCase(), value)
    copy['properties'] = lowered
  }
  const required = schema['required']
  if (Array.isArray(required)) copy['required'] = required.map(lowerName)
  // draft-07 `dependencies` (names, or a schema of the same object) and its 2019-09 successor `dependentRequired`
  for (const keyword of ['dependencies', 'dependentRequired'] as const) {
    const dependent = schema[keyword]
    if (!isPlainObject(dependent)) continue
    const lowered: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(dependent)) {
      defineOwn(
        lowered,
        key.toLowerCase(),
        Array.isArray(value) ? value.map(lowerName) : lowerCaseHeaders(value as JsonSchema)
      )
    }
    copy[keyword] = lowered
  }
  for (const keyword of sameObjectKeywords) {
    const sub = schema[keyword]
    if (Array.isArray(sub)) copy[keyword] = sub.map((item: JsonSchema) => lowerCaseHeaders(item))
    else if (isPlainObject(sub)) copy[keyword] = lowerCaseHeaders(sub)
  }
  // `propertyNames` validates the (lower-case) names themselves: an allow- or deny-list written in canonical case
  // ('X-Api-Key') must still match, or a deny-list never fires
  if (isPlainObject(schema['propertyNames']))
    copy['propertyNames'] = lowerCaseNameSchema(schema['propertyNames'])
  return copy
}

/** A schema for header names: the names in its `enum` / `const` lower-cased, also inside combinators. */
function lowerCaseNameSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...schema }
  if (Array.isArray(schema['enum'])) copy['enum'] = schema['enum'].map(lowerName)
  if ('const' in schema) copy['const'] = lowerName(schema['const'])
  for (const keyword of sameObjectKeywords) {
    const sub = schema[keyword]
    if (Array.isArray(sub))
      copy[keyword] = sub.map((item: unknown) => (isPlainObject(item) ? lowerCaseNameSchema(item) : item))
    else if (isPlainObject(sub)) copy[keyword] = lowerCaseNameSchema(sub)
  }
  return copy
}

/**
 * `target[key] = value` as an own property whatever the key: assigning `__proto__` would set the prototype instead
 * and drop the entry (the validator compiler then refuses such a name, which it can only do if it is still there).
 */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
}

function lowerName(name: unknown): unknown {
  return typeof name === 'string' ? name.toLowerCase() : name
}

/** An object literal (or one made with `Object.create(null)`): not an array, not an instance of some class. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
