import { createRequire } from 'node:module'
import type { Ajv, Options as AjvOptions, ValidateFunction } from 'ajv'
import { createDraft07MetaValidator } from './generated/draft-07-meta-validator.js'

const DRAFT_07 = 'http://json-schema.org/draft-07/schema'

// Ajv leaves these out of the meta-schema's options; the others listed cannot change what it reports
const neutralOptions = new Set([
  'coerceTypes',
  'useDefaults',
  'removeAdditional',
  'uriResolver',
  'code',
  'formats',
  'keywords',
  'logger'
])
const baselineValues: Readonly<Record<string, unknown>> = { addUsedSchema: false, allErrors: false }

let precompiled: ValidateFunction | undefined

/**
 * Gives a new Ajv instance the precompiled draft-07 meta-schema validator (Ajv compiles it on the first schema
 * it checks, ~30 ms of a server's startup). Only when the custom options cannot change what the meta-schema
 * reports; otherwise Ajv compiles its own as usual. Same function, same errors, same messages.
 */
export function installMetaValidator(ajv: Ajv, customOptions: AjvOptions | undefined): void {
  for (const [key, value] of Object.entries(customOptions ?? {})) {
    if (!neutralOptions.has(key) && !(key in baselineValues && baselineValues[key] === value)) return
  }
  const env = ajv.schemas[DRAFT_07]
  if (env === undefined || env.validate !== undefined) return
  env.validate = precompiled ??= createDraft07MetaValidator(createRequire(import.meta.url))
}
