import type { CapsuleInstance } from './instance.js'

/** Options every `register()` call accepts besides the plugin's own. */
export interface RegisterOptions {
  prefix?: string
  logLevel?: string
  /** pino serializers for the request loggers of the plugin's routes (Fastify's `logSerializers`) */
  logSerializers?: Record<string, (value: unknown) => unknown>
}

/** An async plugin: resolves when it has finished registering. */
export type AsyncPlugin<O extends object = Record<string, unknown>> = (instance: CapsuleInstance, options: O) => Promise<void>

/** A callback plugin: calls `done` when it has finished registering. */
export type CallbackPlugin<O extends object = Record<string, unknown>> = (
  instance: CapsuleInstance,
  options: O,
  done: (error?: Error) => void
) => void

/**
 * A plugin function (async, or taking `done`), or an ES module namespace whose default export is one. One
 * function type with an optional third parameter, so that inline plugins get their parameter types inferred.
 */
export type PluginFunction<O extends object = Record<string, unknown>> = (
  instance: CapsuleInstance,
  options: O,
  done: (error?: Error) => void
) => void | Promise<void>

export type Plugin<O extends object = Record<string, unknown>> = PluginFunction<O> | { readonly default: PluginFunction<O> }
