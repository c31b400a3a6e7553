import type { CapsuleInstance } from './instance.js'

/** Options every `register()` call accepts besides the plugin's own. */
export interface RegisterOptions {
  prefix?: string
  logLevel?: string
}

/** An async plugin: resolves when it has finished registering. */
export type AsyncPlugin<O extends object = Record<string, unknown>> = (instance: CapsuleInstance, options: O) => Promise<void>

/** A callback plugin: calls `done` when it has finished registering. */
export type CallbackPlugin<O extends object = Record<string, unknown>> = (
  instance: CapsuleInstance,
  options: O,
  done: (error?: Error) => void
) => void

/** A plugin function, or an ES module namespace whose default export is one. */
export type Plugin<O extends object = Record<string, unknown>> =
  | AsyncPlugin<O>
  | CallbackPlugin<O>
  | { readonly default: AsyncPlugin<O> | CallbackPlugin<O> }
