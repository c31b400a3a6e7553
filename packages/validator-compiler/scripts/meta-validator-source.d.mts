/** The text of src/generated/draft-07-meta-validator.js for the installed Ajv. */
export function metaValidatorSource(): string
