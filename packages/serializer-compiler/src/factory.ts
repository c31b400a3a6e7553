import { createRequire } from 'node:module'
import type Build from 'fast-json-stringify'
import type { Options as FjsOptions, Schema as FjsSchema } from 'fast-json-stringify'

// fast-json-stringify loads on the first schema compiled: a server without response schemas never pays for it
const requireModule = createRequire(import.meta.url)
let build: typeof Build | undefined
const loadBuild = (): typeof Build => (build ??= requireModule('fast-json-stringify') as typeof Build)

/** A JSON Schema as the compiler receives it. */
export type JsonSchema = { readonly [keyword: string]: unknown } | boolean

/** fast-json-stringify options passed through (Fastify's `serializerOpts`), minus the shared schemas. */
export type SerializerFactoryOptions = Omit<FjsOptions, 'schema'>

/** What a serializer compiler receives. */
export interface SerializerRoute {
  readonly schema: JsonSchema
  readonly method: string
  readonly url: string
  readonly httpStatus?: string
  readonly contentType?: string
}

export type SerializeFunction = (data: unknown) => string
export type SerializerCompiler = (route: SerializerRoute) => SerializeFunction
export type BuildSerializer = (
  externalSchemas: Readonly<Record<string, JsonSchema>>,
  options?: SerializerFactoryOptions
) => SerializerCompiler

/**
 * Creates a serializer factory: `(externalSchemas, options) => ({schema, ...}) => stringify`. Compiled
 * functions are cached by schema content inside the factory, so identical response schemas compile once; no
 * state outlives the factory.
 * @example
 * const compile = createSerializerFactory()({})
 * compile({ schema: { type: 'object', properties: { a: { type: 'string' } } }, method: 'GET', url: '/' })({ a: 'x', b: 1 })
 * // '{"a":"x"}'
 */
export function createSerializerFactory(): BuildSerializer {
  const pool = new Map<string, SerializerCompiler>()
  return function buildSerializer(externalSchemas, options = {}) {
    const key = JSON.stringify([externalSchemas, options])
    const cached = pool.get(key)
    if (cached !== undefined) return cached
    const byContent = new Map<string, SerializeFunction>()
    const compile: SerializerCompiler = ({ schema }) => {
      const contentKey = JSON.stringify(schema)
      let fn = byContent.get(contentKey)
      if (fn === undefined) {
        const id = typeof schema === 'object' && schema !== null ? schema['$id'] : undefined
        // the route's own schema must not also appear among the externals ("schema already exists")
        const externals: Record<string, unknown> = {}
        for (const [name, external] of Object.entries(externalSchemas))
          if (name !== id) externals[name] = external
        fn = loadBuild()(
          schema as unknown as FjsSchema,
          { ...options, schema: externals } as FjsOptions
        ) as SerializeFunction
        byContent.set(contentKey, fn)
      }
      return fn
    }
    pool.set(key, compile)
    return compile
  }
}
