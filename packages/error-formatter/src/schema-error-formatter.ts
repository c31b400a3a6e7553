import { FST_ERR_VALIDATION } from './errors.js'

/** The request part a validation error refers to. */
export type ValidationPart = 'body' | 'params' | 'querystring' | 'headers'

/**
 * One entry of a validator's error list (Ajv's shape, typed as Fastify types it: `keyword`, `instancePath` and
 * `schemaPath` are strings; other fields allowed).
 */
export interface ValidationIssue {
  readonly instancePath: string
  readonly message?: string
  readonly keyword: string
  readonly params?: unknown
  readonly schemaPath: string
  readonly [key: string]: unknown
}

/** Turns a validator's errors into one Error; `this` is the server instance. */
export type SchemaErrorFormatter = (
  this: unknown,
  errors: readonly ValidationIssue[],
  dataVar: ValidationPart
) => Error

/**
 * The default schema error formatter: `<part><instancePath> <message>` for each error, joined with `', '`,
 * e.g. `body must have required property 'name'` or `querystring/hello must be integer`.
 * @param errors the validator's error entries
 * @param dataVar the validated part
 * @returns an FST_ERR_VALIDATION error (status 400) whose message is the joined text
 * @example
 * defaultSchemaErrorFormatter([{ instancePath: '/id', message: 'must be integer' }], 'params').message
 * // 'params/id must be integer'
 */
export function defaultSchemaErrorFormatter(
  errors: readonly ValidationIssue[],
  dataVar: ValidationPart
): Error {
  let text = ''
  const list: readonly ValidationIssue[] = Array.isArray(errors)
    ? errors
    : [errors as unknown as ValidationIssue]
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!
    if (i > 0) text += ', '
    text += `${dataVar}${entry?.instancePath ?? ''} ${entry?.message ?? 'is invalid'}`
  }
  // a coded error: name CapsuleError, and `instanceof errorCodes.FST_ERR_VALIDATION` holds
  return new FST_ERR_VALIDATION(text)
}
