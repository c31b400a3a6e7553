import type { ValidateFunction } from 'ajv'

/** Ajv's draft-07 meta-schema validator, precompiled; `require` resolves `ajv/dist/runtime/*`. */
export function createDraft07MetaValidator(require: NodeJS.Require): ValidateFunction
