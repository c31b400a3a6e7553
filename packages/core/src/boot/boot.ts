import { FST_ERR_PARENT_PLUGIN_BOOTED, FST_ERR_ROOT_PLG_BOOTED } from '../errors.js'
import { PluginNode, type PluginFunction } from './plugin-node.js'
import { runPlugin } from './run-plugin.js'
import { isThenable } from './is-thenable.js'

/** What the loader needs from its host; it knows nothing about decorators, hooks or routes. */
export interface BootOptions<I> {
  readonly root: I
  /** Returns the object the plugin receives: the parent itself (skip-override) or a new child context. */
  readonly override: (parent: I, fn: PluginFunction<I>, options: unknown, name: string) => I
  /** Validates what a registered promise resolved to and returns its plugin function and name. */
  readonly resolvePlugin: (loaded: unknown) => { readonly fn: PluginFunction<I>; readonly name: string }
  /** Resolves a plugin's options; options may be a function of the plugin's own context. */
  readonly resolveOptions: (parent: I, options: unknown) => unknown
  readonly timeout: number
  /**
   * Called once every plugin loaded without an error, before the plugins' ready() callbacks (route finalisation:
   * as in Fastify, a plugin's ready() callback sees its routes' compilers). What it throws goes on to ready().
   */
  readonly onLoaded: () => void
}

/**
 * The plugin loader. Plugins load depth first in registration order: a plugin's function runs after the code
 * that registered it finished, its children load before its parent's next sibling, and `after()` steps run in
 * queue order; what an `after()` callback registers loads right after that callback. Loading starts on ready(),
 * or earlier when a register()/after() result is awaited.
 */
export class Boot<I> {
  readonly #options: BootOptions<I>
  readonly #root: PluginNode<I>
  readonly #stack: PluginNode<I>[]
  #ready: Promise<void> | null = null
  #booted = false
  readonly #owners = new WeakMap<object, PluginNode<I>>()
  // ready() callbacks of plugins' contexts: they run once every plugin loaded, before the host's completion
  readonly #whenLoaded: Array<() => Promise<unknown>> = []
  #loaded = false

  constructor(options: BootOptions<I>) {
    this.#options = options
    this.#root = new PluginNode<I>('root', null, {}, options.root)
    this.#root.state = 'loading'
    this.#stack = [this.#root]
  }

  get rootNode(): PluginNode<I> {
    return this.#root
  }

  get booted(): boolean {
    return this.#booted
  }

  get started(): boolean {
    return this.#ready !== null
  }

  /** The plugin whose function or queue is running now (the top of the loading stack). */
  get running(): PluginNode<I> {
    return this.#stack[this.#stack.length - 1]!
  }

  /** The plugin whose function or queue is running now: registrations land in its queue. */
  current(on: I): PluginNode<I> {
    const top = this.#stack[this.#stack.length - 1]!
    if (top.instance === on) return top
    // registering on a context other than the running plugin's: that context's own plugin, if it has one
    const owner = this.#owners.get(on as object)
    return owner ?? top
  }

  /** Queues a plugin; returns its node so the caller can await its load. */
  register(
    on: I,
    fn: PluginFunction<I> | PromiseLike<unknown>,
    options: unknown,
    name: string
  ): PluginNode<I> {
    const parent = this.current(on)
    if (parent === this.#root && this.#booted) throw new FST_ERR_ROOT_PLG_BOOTED(name)
    if (parent.state === 'loaded') throw new FST_ERR_PARENT_PLUGIN_BOOTED(name, parent.name)
    const node = new PluginNode<I>(name, fn, options, null)
    parent.queue.push({ kind: 'plugin', node })
    parent.children.push(node)
    return node
  }

  /** Queues an `after()` step in the running plugin's queue. */
  after(on: I, run: (pending: unknown) => Promise<unknown>): PluginNode<I> {
    const parent = this.current(on)
    if (parent === this.#root && this.#booted) throw new FST_ERR_ROOT_PLG_BOOTED('after')
    parent.queue.push({ kind: 'after', run })
    return parent
  }

  /** Queues an `after()` step in the running plugin's queue, whichever context asks (hooks queue this way). */
  afterRunning(run: (pending: unknown) => Promise<unknown>): void {
    this.running.queue.push({ kind: 'after', run })
  }

  /** Loads everything queued so far in `node` (re-entrant: `await register()` inside a plugin). */
  drain(node: PluginNode<I>): Promise<void> {
    if (node.afterDepth > 0) {
      // awaited inside the plugin's own after() callback: the queue waits for that callback, so waiting for the
      // queue would never end; load what the callback registered so far instead
      node.nestedDraining ??= this.#drainQueue(node, true).finally(() => {
        node.nestedDraining = null
      })
      return node.nestedDraining
    }
    if (node.draining !== null) return node.draining
    node.draining = this.#drainQueue(node).finally(() => {
      node.draining = null
    })
    return node.draining
  }

  /**
   * Runs `step` once every plugin has loaded, before the host's boot completion (a plugin context's `ready()`
   * callback, which Fastify runs before the onReady hooks); at once when that point has passed. `step` returns the
   * error it leaves (it goes on to ready()), or null.
   */
  whenLoaded(step: () => Promise<unknown>): void {
    if (this.#loaded) void step()
    else this.#whenLoaded.push(step)
  }

  /**
   * Loads the root queue completely, completes it (`onLoaded`) and runs the plugins' ready() callbacks, once. The
   * host's own ready steps (onReady hooks) are not the loader's: close() loads an instance without them.
   */
  ready(): Promise<void> {
    if (this.#ready === null) {
      this.#ready = (async () => {
        // let registrations made in the same tick as ready() join the queue
        await Promise.resolve()
        await this.drain(this.#root)
        if (this.#root.error === null) {
          try {
            this.#options.onLoaded()
          } catch (error) {
            this.#root.error = error
          }
        }
        this.#loaded = true
        // in registration order, even after a failure (which then goes on to ready()), as in Fastify
        for (const step of this.#whenLoaded.splice(0)) {
          const error = await step()
          if (error !== null && error !== undefined) this.#root.error ??= error
        }
        if (this.#root.error !== null) throw this.#root.error
        this.#booted = true
        this.#root.state = 'loaded'
      })()
    }
    return this.#ready
  }

  async #drainQueue(node: PluginNode<I>, nested = false): Promise<void> {
    while (node.queue.length > 0) {
      const item = node.queue.shift()!
      if (item.kind === 'after') {
        // what the callback registers loads right after it, before the rest of the queue (as in Fastify)
        const rest = node.queue.splice(0)
        node.afterDepth++
        node.error = await item.run(node.error)
        node.afterDepth--
        if (!nested && node.nestedDraining !== null) await node.nestedDraining
        node.queue.push(...rest)
        continue
      }
      const child = item.node
      if (node.error !== null) {
        // a failed sibling stops the rest of the queue until an after() handles the error
        child.error = node.error
        child.state = 'loaded'
        continue
      }
      await this.#load(child, node)
      if (child.error !== null) node.error = child.error
    }
  }

  async #load(node: PluginNode<I>, parent: PluginNode<I>): Promise<void> {
    const parentInstance = parent.instance as I
    node.state = 'loading'
    this.#stack.push(node)
    try {
      if (isThenable(node.fn)) {
        const resolved = this.#options.resolvePlugin(await node.fn)
        node.fn = resolved.fn
        node.name = resolved.name
      }
      const fn = node.fn as PluginFunction<I>
      // options given as a function are asked with the plugin's own context once it exists (as in Fastify): what the
      // function decorates stays there; the context itself is made from the options object only (its prefix)
      node.instance = this.#options.override(parentInstance, fn, node.options, node.name)
      if (node.instance !== parentInstance) this.#owners.set(node.instance as object, node)
      const options = this.#options.resolveOptions(node.instance, node.options)
      await runPlugin(fn, node.instance, options, node.name, this.#options.timeout)
      await this.drain(node)
    } catch (error) {
      node.error = error
    } finally {
      this.#stack.pop()
      node.state = 'loaded'
    }
  }
}
