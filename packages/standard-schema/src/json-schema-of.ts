import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec'
import type { JsonSchemaIo, JsonSchemaObject, ToJsonSchema } from './types.js'

/** A JSON Schema found for a Standard Schema value, or why there is none. */
export type JsonSchemaResult =
  | { readonly schema: JsonSchemaObject; readonly target: string }
  | { readonly schema?: undefined; readonly reason: string }

/**
 * The JSON Schema of a Standard Schema value's input or output, from the first source that gives one: the
 * `toJsonSchema` option, then the value's own Standard JSON Schema interface (`~standard.jsonSchema`, Zod 4 and
 * ArkType 2 have it). `targets` are tried in order, as a library throws for a target it does not support; a
 * library that throws for every target (Zod for a transform's output, a Date) gives a reason instead.
 */
export function jsonSchemaOf(
  schema: StandardSchemaV1,
  io: JsonSchemaIo,
  targets: readonly string[],
  convert?: ToJsonSchema
): JsonSchemaResult {
  const own = (schema['~standard'] as Partial<StandardJSONSchemaV1.Props>).jsonSchema
  const reasons: string[] = []
  for (const target of targets) {
    try {
      const converted = convert?.(schema, { io, target })
      if (converted !== undefined) {
        if (!isObject(converted))
          return {
            reason: `the toJsonSchema option returned ${converted === null ? 'null' : typeof converted}, not a JSON Schema object`
          }
        return { schema: converted, target }
      }
      const method = own === undefined || own === null ? undefined : own[io]
      if (typeof method !== 'function') {
        return {
          reason: `the library gives no JSON Schema of its ${io} ('~standard.jsonSchema' is missing) and no toJsonSchema option converted it`
        }
      }
      const made: unknown = method.call(own, { target })
      if (!isObject(made))
        return {
          reason: `'~standard.jsonSchema.${io}' returned ${made === null ? 'null' : typeof made}, not a JSON Schema object`
        }
      return { schema: made, target }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (!reasons.includes(message)) reasons.push(message)
    }
  }
  return { reason: reasons.join('; ') }
}

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
