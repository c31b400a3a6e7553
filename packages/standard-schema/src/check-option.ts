import { CPS_ERR_STANDARD_SCHEMA_OPTION } from './errors.js'

/** Refuses an option that is present but not a function, when the compiler is created rather than at the first route. */
export function checkFunctionOption(name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'function') {
    throw new CPS_ERR_STANDARD_SCHEMA_OPTION(name, 'a function', value === null ? 'null' : typeof value)
  }
}

/** Refuses options that are present but not an object. */
export function checkOptionsObject(value: unknown): void {
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new CPS_ERR_STANDARD_SCHEMA_OPTION(
      'options',
      'an object',
      value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value
    )
  }
}
