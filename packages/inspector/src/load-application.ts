import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CapsuleOnlyError } from './capsule-only-error.js'
import type { InspectableApp } from './inspectable-app.js'
import { markToolFrames } from './tool-frames.js'

/** How to load an application module. */
export interface LoadOptions {
  /** the folder a relative module path is read from */
  readonly cwd: string
  /** create the instance with the module's exported `options` (fastify-cli's `--options`) */
  readonly useModuleOptions: boolean
}

/** An application, loaded and not yet booted. */
export interface LoadedApplication {
  readonly app: InspectableApp
  /** the absolute path of the module */
  readonly file: string
}

type Factory = (options: Record<string, unknown>) => InspectableApp

/**
 * Loads an application module the way fastify-cli's `start` does: its default export (`module.exports` in
 * CommonJS) is either an instance, taken as it is, or a plugin, registered on a fresh instance of the framework
 * the module itself resolves. Throws `CapsuleOnlyError` when that framework is real Fastify.
 */
export async function loadApplication(module: string, options: LoadOptions): Promise<LoadedApplication> {
  const file = resolve(options.cwd, module)
  if (!existsSync(file)) throw new Error(`cannot find the module ${file}`)
  // import() reads both ES modules and CommonJS; a CommonJS module's `module.exports` is its default export
  const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const exported = namespace['default'] ?? namespace['module.exports']
  if (isInstance(exported)) return { app: checked(exported, module), file }
  if (typeof exported !== 'function')
    throw new Error(
      `${module} exports neither an application instance nor a plugin function as its default export ` +
        `(module.exports in CommonJS)`
    )
  // fastify-cli creates the server with the module's `options` export only when asked (`--options`): they are
  // factory options (https, trustProxy...), and a module may export `options` for another purpose
  const moduleOptions = options.useModuleOptions
    ? (namespace['options'] ?? (exported as { options?: unknown }).options)
    : undefined
  if (moduleOptions !== undefined && (typeof moduleOptions !== 'object' || moduleOptions === null))
    throw new Error(`${module} exports options that are not an object`)
  const factory = frameworkOf(file)
  // the logger stays off whatever the options say: its lines would mix with the printed tree or JSON on stdout
  const app = checked(
    factory({ ...(moduleOptions as Record<string, unknown> | undefined), logger: false }),
    module
  )
  // the module's context is registered here, not by the application: its place is left out rather than named here
  markToolFrames()
  app.register(exported)
  return { app, file }
}

function isInstance(value: unknown): value is InspectableApp {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { ready?: unknown }).ready === 'function' &&
    typeof (value as { register?: unknown }).register === 'function'
  )
}

function checked(app: InspectableApp, module: string): InspectableApp {
  if (typeof app.inspect !== 'function' || typeof app.explain !== 'function') {
    // nothing of it was booted, but its timers and handles must not keep the process alive
    void Promise.resolve(app.close()).catch(() => {})
    throw new CapsuleOnlyError(module)
  }
  return app
}

/**
 * The factory of the framework the application itself depends on, found in the node_modules folders above the
 * module: `fastify` first (a drop-in application aliases it to @capsule/server, and it is the one its plugins see),
 * then @capsule/server. Not through `require.resolve()` alone: it also searches NODE_PATH, which package managers'
 * bin shims set (pnpm exec puts its store's hoisted folder there), and a fastify the application never depended on
 * would win over its @capsule/server.
 */
function frameworkOf(file: string): Factory {
  const require = createRequire(file)
  for (const name of ['fastify', '@capsule/server']) {
    if (!installedAbove(dirname(file), name)) continue
    // the nearest installed copy, as the application's own require() finds it
    const loaded: unknown = require(name)
    const factory = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown }).default
    if (typeof factory === 'function') return factory as Factory
  }
  throw new Error(
    `${file} exports a plugin, but neither fastify nor @capsule/server is installed for it ` +
      `(in a node_modules folder above ${dirname(file)}) to create the instance it is registered on`
  )
}

function installedAbove(dir: string, name: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, 'node_modules', name, 'package.json'))) return true
    if (dirname(current) === current) return false
  }
}
