import type { Options as AjvOptions } from 'ajv'
import fastUri from 'fast-uri'

/**
 * The seed's baseline validator configuration, frozen. `allErrors` stays false: true lets a crafted payload
 * make validation do work proportional to its size (a denial-of-service vector); opt in only knowingly.
 */
export const DEFAULT_AJV_OPTIONS: Readonly<AjvOptions> = Object.freeze({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  uriResolver: fastUri,
  addUsedSchema: false,
  allErrors: false
})
