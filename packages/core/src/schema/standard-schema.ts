/**
 * A Standard Schema V1 value (https://standardschema.dev): Zod 4, Valibot 1, ArkType 2 and others expose a
 * `~standard` object with `version: 1` and a `validate` function. ArkType's schemas are functions, so both objects
 * and functions are recognised. Such a schema is handed to the route's compiler as it is: the JSON Schema forms
 * (shorthand, lower-cased header names) do not apply to it.
 */
export function isStandardSchema(value: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  const standard = (value as { '~standard'?: unknown })['~standard']
  return (
    typeof standard === 'object' &&
    standard !== null &&
    (standard as { version?: unknown }).version === 1 &&
    typeof (standard as { validate?: unknown }).validate === 'function'
  )
}
