/** One queued step of a plugin's load: a child plugin, or an `after()` callback. */
export type QueueItem<I> =
  | { readonly kind: 'plugin'; readonly node: PluginNode<I> }
  | { readonly kind: 'after'; readonly run: AfterStep }

/** Runs an `after()` step: receives the pending error, returns the error left pending (or null). */
export type AfterStep = (pending: unknown) => Promise<unknown>

export type PluginFunction<I> = (instance: I, options: unknown, done: (error?: unknown) => void) => unknown

/** A plugin in the load tree: its function, options, the context it received and its queue of children. */
export class PluginNode<I> {
  name: string
  /** the plugin function; a promise of a module until it is loaded (`register(import('./plugin.js'))`) */
  fn: PluginFunction<I> | PromiseLike<unknown> | null
  readonly options: unknown
  readonly queue: QueueItem<I>[] = []
  /** every plugin registered under this one, in registration order (for printPlugins) */
  readonly children: PluginNode<I>[] = []
  instance: I | null
  state: 'queued' | 'loading' | 'loaded' = 'queued'
  error: unknown = null
  draining: Promise<void> | null = null
  /** `after()` callbacks of this plugin running now: what they await loads without waiting for the queue */
  afterDepth = 0
  /** the load of what a running `after()` callback registered and awaits */
  nestedDraining: Promise<void> | null = null
  /** where the application called register(): a call site of inspect/ (opaque here: boot/ is a leaf); null for the root */
  site: object | null = null

  constructor(
    name: string,
    fn: PluginFunction<I> | PromiseLike<unknown> | null,
    options: unknown,
    instance: I | null
  ) {
    this.name = name
    this.fn = fn
    this.options = options
    this.instance = instance
  }
}
