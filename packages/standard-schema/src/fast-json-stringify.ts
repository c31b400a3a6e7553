import { createRequire } from 'node:module'
import type Build from 'fast-json-stringify'
import type { Options as FjsOptions, Schema as FjsSchema } from 'fast-json-stringify'
import type { JsonSchemaObject, SerializeFunction } from './types.js'

/** fast-json-stringify's options, passed through (`rounding`, `largeArrayMechanism`...); the shared schemas excepted. */
export type FastJsonStringifyOptions = Omit<FjsOptions, 'schema'>

// fast-json-stringify loads on the first JSON Schema compiled: a server whose responses have none never pays for it
const requireModule = createRequire(import.meta.url)
let build: typeof Build | undefined
const loadBuild = (): typeof Build => (build ??= requireModule('fast-json-stringify') as typeof Build)

/** Compiles a JSON Schema into a stringify function (fields the schema does not declare are not written). */
export function buildStringify(
  schema: JsonSchemaObject,
  options: FastJsonStringifyOptions | undefined
): SerializeFunction {
  return loadBuild()(
    schema as unknown as FjsSchema,
    { ...options, schema: {} } as FjsOptions
  ) as SerializeFunction
}
