import { kDisplayName, kPluginMeta, kSkipOverride } from './symbols.js'

/** Metadata a plugin declares (fastify-plugin's options). */
export interface PluginMeta {
  readonly name?: string
  /** semver range of the Fastify API level the plugin needs, e.g. `'5.x'` */
  readonly fastify?: string
  readonly dependencies?: readonly string[]
  readonly decorators?: {
    readonly fastify?: readonly string[]
    readonly request?: readonly string[]
    readonly reply?: readonly string[]
  }
  /** true keeps the plugin encapsulated while still attaching metadata */
  readonly encapsulate?: boolean
}

/**
 * The protocol marks on a wrapped plugin. `Skip` is `true` (what it registers lands in the registering context)
 * unless the metadata says `encapsulate: true`; core's types read it to let the plugin's decorations reach the parent's type.
 */
export type Marked<Skip extends boolean = boolean> = {
  [kSkipOverride]: Skip
  [kPluginMeta]: Readonly<PluginMeta>
  [kDisplayName]: string
  /** type-only: `[kSkipOverride]` under a name a framework's types read without importing this package */
  readonly '~skipOverride': Skip
}

/**
 * Types this package leaves to the framework: `@capsule/core` merges `instance` (its instance type) in, so that an
 * unannotated plugin, `skipOverride(async (app) => ...)`, gets `app` typed. Empty on its own: the package depends on
 * nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface PluginTypes {}

type DefaultInstance = PluginTypes extends { readonly instance: infer Instance } ? Instance : unknown
// a method's parameters are compared both ways, so a plugin annotated with a narrower instance type still fits,
// while an unannotated one gets the framework's instance type
type PluginShape = { plugin(instance: DefaultInstance, options: never, done: never): unknown }['plugin']
type SkipOf<Meta> = Meta extends { readonly encapsulate: true } ? false : true

/** An error of this package (it has no dependencies, so it cannot use @capsule/error-formatter). */
class SkipOverrideError extends TypeError {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'CapsuleError'
    this.code = code
  }
}

const isStringArray = (value: unknown): boolean =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

/**
 * Marks `plugin` so that what it registers (decorators, hooks, routes...) becomes visible to the context that
 * registers it, and attaches its metadata. `meta` may be just the Fastify version range (`'>=5'`). Returns the
 * same function, which also becomes its own `default` and (with a `name`) camel-cased named export.
 * @throws {CPS_ERR_SKIP_OVERRIDE_NOT_FN} plugin is not a function (or a module with a default function)
 * @throws {CPS_ERR_SKIP_OVERRIDE_INVALID_META} metadata of the wrong shape
 * @example
 * import skipOverride from '@capsule/skip-override'
 * export default skipOverride(async (app) => { app.decorate('db', db) }, { name: 'db' })
 */
export function skipOverride<P extends PluginShape, const Meta extends PluginMeta | string = PluginMeta>(
  plugin: P | { readonly default: P },
  metaOrRange?: Meta
): P & Marked<SkipOf<Meta>>
export function skipOverride<
  P extends (...args: never[]) => unknown,
  const Meta extends PluginMeta | string = PluginMeta
>(plugin: P | { readonly default: P }, metaOrRange?: Meta): P & Marked<SkipOf<Meta>>
export function skipOverride<P extends (...args: never[]) => unknown>(
  plugin: P | { readonly default: P },
  metaOrRange: PluginMeta | string = {}
): P & Marked {
  const fn = typeof plugin === 'object' && plugin !== null && 'default' in plugin ? plugin.default : plugin
  if (typeof fn !== 'function') {
    throw new SkipOverrideError(
      'CPS_ERR_SKIP_OVERRIDE_NOT_FN',
      `skipOverride expects a plugin function, got '${typeof fn}'`
    )
  }
  // a string is the Fastify version range alone, as fastify-plugin accepts it
  const meta: PluginMeta = typeof metaOrRange === 'string' ? { fastify: metaOrRange } : metaOrRange
  const label = meta?.name ?? (fn.name || 'anonymous')
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    throw new SkipOverrideError(
      'CPS_ERR_SKIP_OVERRIDE_INVALID_META',
      `metadata of plugin '${label}' must be an object`
    )
  }
  if (meta.name !== undefined && typeof meta.name !== 'string') bad(label, 'name must be a string')
  if (meta.fastify !== undefined && typeof meta.fastify !== 'string')
    bad(label, "fastify must be a semver range string, e.g. '5.x'")
  if (meta.dependencies !== undefined && !isStringArray(meta.dependencies))
    bad(label, 'dependencies must be an array of plugin names')
  if (meta.decorators !== undefined) {
    const d = meta.decorators as Record<string, unknown>
    if (typeof d !== 'object' || d === null) bad(label, 'decorators must be an object')
    for (const key of ['fastify', 'request', 'reply']) {
      if (d[key] !== undefined && !isStringArray(d[key]))
        bad(label, `decorators.${key} must be an array of names`)
    }
  }
  const marked = fn as P & Marked
  marked[kSkipOverride] = meta.encapsulate !== true
  marked[kDisplayName] = label
  marked[kPluginMeta] = Object.freeze({ ...meta, name: label })
  // module interop, as fastify-plugin does: the function is its own `default` export, and, when named
  // explicitly, its own named export under the camel-cased name ('@scope/my-plugin' -> 'scopeMyPlugin')
  const exports = marked as unknown as Record<string, unknown>
  if (!exports['default']) exports['default'] = marked
  if (meta.name) {
    const exportName = camelCase(meta.name)
    // `in`, not a truthiness test: built-ins such as `name`, `length` or `caller` are never overwritten or read
    if (!(exportName in exports)) exports[exportName] = marked
  }
  return marked
}

function camelCase(name: string): string {
  const bare = name.startsWith('@') ? name.slice(1).replace('/', '-') : name
  return bare.replace(/-(.)/g, (_match, next: string) => next.toUpperCase())
}

function bad(label: string, detail: string): never {
  throw new SkipOverrideError(
    'CPS_ERR_SKIP_OVERRIDE_INVALID_META',
    `skipOverride: plugin '${label}': ${detail}`
  )
}
