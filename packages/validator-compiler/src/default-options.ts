import { createRequire } from 'node:module'
import type { Options as AjvOptions } from 'ajv'
import type FastUri from 'fast-uri'

const requireModule = createRequire(import.meta.url)
let fastUri: typeof FastUri | undefined

/**
 * Capsule's baseline validator configuration, frozen. `allErrors` stays false: true lets a crafted payload
 * make validation do work proportional to its size (a denial-of-service vector); opt in only knowingly.
 */
export const DEFAULT_AJV_OPTIONS: Readonly<AjvOptions> = Object.freeze({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  // a getter so fast-uri loads with the first Ajv instance, not with this package
  get uriResolver() {
    return (fastUri ??= requireModule('fast-uri') as typeof FastUri)
  },
  addUsedSchema: false,
  allErrors: false
} satisfies AjvOptions)
