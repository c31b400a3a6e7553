import type { StandardSchemaV1 } from '@standard-schema/spec'

/**
 * True for a Standard Schema V1 value (https://standardschema.dev): an object or a function (ArkType's types are
 * functions) whose `~standard` has `version: 1` and a `validate` function. Zod 4, Valibot 1 and ArkType 2 schemas are.
 * @example
 * isStandardSchema(z.string()) // true
 * isStandardSchema({ type: 'string' }) // false
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  const standard = (value as { '~standard'?: unknown })['~standard']
  return (
    typeof standard === 'object' &&
    standard !== null &&
    (standard as { version?: unknown }).version === 1 &&
    typeof (standard as { validate?: unknown }).validate === 'function'
  )
}
