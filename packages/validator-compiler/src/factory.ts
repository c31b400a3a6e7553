import { createRequire } from 'node:module'
import type { Ajv, Options as AjvOptions, Plugin as AjvPlugin, AnySchema } from 'ajv'
import { DEFAULT_AJV_OPTIONS } from './default-options.js'
import { installMetaValidator } from './meta-validator.js'
import { installLengthKeywords } from './length-keywords.js'
import { refuseProtoProperties } from './proto-keys.js'
import {
  FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR,
  FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ,
  CPS_ERR_AJV_PLUGIN_NOT_VALID
} from './errors.js'

/** A JSON Schema as the compiler receives it. */
export type JsonSchema = { readonly [keyword: string]: unknown } | boolean

/** Options of one validator factory call (Fastify's `ajv` server option). */
export interface ValidatorFactoryOptions {
  /** merged over the baseline */
  readonly customOptions?: AjvOptions
  /** Ajv plugins: a function, or `[plugin, options]`; a CommonJS module's `{ default }` is unwrapped */
  readonly plugins?: ReadonlyArray<PluginLike | readonly [PluginLike, unknown]>
  /** called once per new Ajv instance, after plugins and shared schemas were added */
  readonly onCreate?: (ajv: Ajv) => void
}

/** An Ajv plugin, or the namespace a default import of a CommonJS plugin gives under NodeNext. */
export type PluginLike = AjvPlugin<never> | { readonly default: AjvPlugin<never> }

/** What a validator compiler receives. */
export interface ValidatorRoute {
  readonly schema: JsonSchema
  readonly method: string
  readonly url: string
  readonly httpPart?: string
}

/** Ajv's compiled function: `true`/`false` (or a Promise for `$async`), errors on `.errors`. */
export interface ValidateFunction {
  (data: unknown, dataContext?: object): boolean | Promise<unknown>
  errors?: readonly object[] | null | undefined
}

export type ValidatorCompiler = (route: ValidatorRoute) => ValidateFunction
export type BuildValidator = (
  externalSchemas: Readonly<Record<string, JsonSchema>>,
  options?: ValidatorFactoryOptions
) => ValidatorCompiler

// Ajv and ajv-formats load on the first compiler a server builds: a server without schemas never pays for them
const requireModule = createRequire(import.meta.url)
let engine: { Ajv: typeof Ajv; addFormats: (ajv: Ajv) => void } | undefined
function loadEngine(): { Ajv: typeof Ajv; addFormats: (ajv: Ajv) => void } {
  if (engine === undefined) {
    const formats = requireModule('ajv-formats') as { default: (ajv: Ajv) => void }
    engine = { Ajv: (requireModule('ajv') as { Ajv: typeof Ajv }).Ajv, addFormats: formats.default }
  }
  return engine
}

// annotation keywords OpenAPI users put in schemas; Ajv's strict mode would refuse them
const annotationKeywords = ['example', 'xml', 'externalDocs']

/**
 * Checks the `ajv` server option's shape, so a misconfiguration fails when the server is created (as in Fastify)
 * rather than when the first schema compiles.
 * @throws {FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ} `customOptions` is not an object
 * @throws {FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR} `plugins` is not an array
 */
export function checkAjvOptions(
  options: { readonly customOptions?: unknown; readonly plugins?: unknown } = {}
): void {
  if (
    options.customOptions !== undefined &&
    (typeof options.customOptions !== 'object' || options.customOptions === null)
  ) {
    throw new FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_OBJ(typeof options.customOptions)
  }
  if (options.plugins !== undefined && !Array.isArray(options.plugins)) {
    throw new FST_ERR_AJV_CUSTOM_OPTIONS_OPT_NOT_ARR(typeof options.plugins)
  }
}

/**
 * Creates a validator factory with its own pool of Ajv instances: one Ajv per distinct set of shared schemas
 * and custom options. The pool key leaves `plugins` and `onCreate` out on purpose: they are fixed for the
 * lifetime of one server, and each server makes its own factory.
 * @returns `(externalSchemas, options) => ({schema, method, url, httpPart}) => validate`
 * @example
 * const compile = createValidatorFactory()({}, { customOptions: { allErrors: true } })
 * const validate = compile({ schema: { type: 'integer' }, method: 'GET', url: '/', httpPart: 'querystring' })
 */
export function createValidatorFactory(): BuildValidator {
  const pool = new Map<string, ValidatorCompiler>()
  return function buildValidator(externalSchemas, options = {}) {
    checkAjvOptions(options)
    const key = JSON.stringify([externalSchemas, options.customOptions ?? {}])
    const cached = pool.get(key)
    if (cached !== undefined) return cached

    const { Ajv: AjvClass, addFormats } = loadEngine()
    const custom = options.customOptions
    // Ajv's optimisation pass (dropping unused names) costs about half of every compilation and leaves the
    // compiled code no faster once V8 has optimised it: off unless the user's `code` options ask for it
    const ajv = new AjvClass({
      ...DEFAULT_AJV_OPTIONS,
      ...custom,
      code: { optimize: false, ...custom?.code }
    })
    installMetaValidator(ajv, custom)
    installLengthKeywords(ajv)
    ajv.addVocabulary(annotationKeywords)
    let wantsFormats = true
    for (const entry of options.plugins ?? []) {
      const [candidate, pluginOptions] = (Array.isArray(entry) ? entry : [entry, undefined]) as [
        unknown,
        unknown
      ]
      const plugin = unwrapPlugin(candidate)
      if (typeof plugin !== 'function') throw new CPS_ERR_AJV_PLUGIN_NOT_VALID(typeof plugin)
      if ((plugin as { name?: string }).name === 'formatsPlugin') wantsFormats = false
      ;(plugin as AjvPlugin<unknown>)(ajv, pluginOptions)
    }
    if (wantsFormats) addFormats(ajv)
    for (const [id, schema] of Object.entries(externalSchemas)) {
      if (JSON.stringify(schema).includes('"__proto__"'))
        refuseProtoProperties(schema, `shared schema '${id}'`)
      ajv.addSchema(schema as AnySchema)
    }
    options.onCreate?.(ajv)

    // identical schemas (same content) compile once: 500 routes with one schema shape cost one compilation
    const byContent = new Map<string, ValidateFunction>()
    const compile: ValidatorCompiler = (route) => {
      const schema = route.schema
      const id = typeof schema === 'object' && schema !== null ? schema['$id'] : undefined
      if (typeof id === 'string') {
        const known = ajv.getSchema(id)
        if (known !== undefined) return known as unknown as ValidateFunction
      }
      const contentKey = JSON.stringify(schema)
      let fn = byContent.get(contentKey)
      if (fn === undefined) {
        // the text tells cheaply whether the walk is needed: most schemas never mention the key
        if (contentKey.includes('"__proto__"'))
          refuseProtoProperties(schema, `${route.httpPart ?? 'route'} schema of ${route.method} ${route.url}`)
        fn = ajv.compile(schema as AnySchema) as unknown as ValidateFunction
        byContent.set(contentKey, fn)
      }
      return fn
    }
    pool.set(key, compile)
    return compile
  }
}

function unwrapPlugin(candidate: unknown): unknown {
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as { default?: unknown }).default === 'function'
  ) {
    return (candidate as { default: unknown }).default
  }
  return candidate
}
