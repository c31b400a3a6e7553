import { CPS_ERR_SCHEMA_PROTO_PROPERTY } from './errors.js'

// keywords whose object value is keyed by property names; Ajv skips a `__proto__` key in them
const keyedByProperty = [
  'properties',
  'patternProperties',
  'dependencies',
  'dependentRequired',
  'dependentSchemas'
]
// keywords whose array value lists property names; `__proto__` is always "present" (it is inherited)
const listsProperties = ['required']

/**
 * Refuses a schema that names a property `__proto__`: Ajv silently skips such a key, so a constraint on it (a
 * `maxLength`, a `required`) would never apply. Only called when the schema's JSON text contains `"__proto__"`.
 * @param what the schema named for the message: `body schema of POST /users`, `shared schema 'user'`
 * @throws {CPS_ERR_SCHEMA_PROTO_PROPERTY} naming the schema and where in it
 */
export function refuseProtoProperties(schema: unknown, what: string): void {
  const where = findProtoProperty(schema, '#', new Set())
  if (where !== null) throw new CPS_ERR_SCHEMA_PROTO_PROPERTY(what, where)
}

function findProtoProperty(node: unknown, path: string, seen: Set<object>): string | null {
  if (typeof node !== 'object' || node === null || seen.has(node)) return null
  seen.add(node)
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const found = findProtoProperty(node[i], `${path}/${i}`, seen)
      if (found !== null) return found
    }
    return null
  }
  const object = node as Record<string, unknown>
  for (const keyword of keyedByProperty) {
    const value = Object.getOwnPropertyDescriptor(object, keyword)?.value
    if (
      typeof value === 'object' &&
      value !== null &&
      Object.prototype.hasOwnProperty.call(value, '__proto__')
    )
      return `${path}/${keyword}/__proto__`
  }
  for (const keyword of listsProperties) {
    const value = Object.getOwnPropertyDescriptor(object, keyword)?.value
    if (Array.isArray(value) && value.includes('__proto__')) return `${path}/${keyword}`
  }
  for (const key of Object.keys(object)) {
    const found = findProtoProperty(
      Object.getOwnPropertyDescriptor(object, key)?.value,
      `${path}/${key}`,
      seen
    )
    if (found !== null) return found
  }
  return null
}
