import type { FastifyPluginOptions, FastifyRegisterOptions } from './plugin.js'
import type { RawServerBase, RawServerDefault } from './raw.js'
import type { FastifyTypeProvider } from './type-provider.js'
import type { FastifyBaseLogger } from './logger.js'

type AwaitableRoot = { readonly __linterBrands: 'SafePromiseLike'; readonly then: unknown }

/** What `register()` and `after(callback)` return: the instance itself, awaitable to load what is queued before it. */
export type Awaitable<T> = T & PromiseLike<AwaitedInstance<T>>

/**
 * What awaiting an instance resolves to: the instance, no longer awaitable (at run time its `then` is gone once it
 * has booted). The instance `capsule()` returns is typed awaitable (`SafePromiseLike`, as Fastify types it): its type
 * without the `then` it carries, so that awaiting does not unwrap again and what it was decorated with stays.
 */
export type AwaitedInstance<T> = T extends AwaitableRoot & PromiseLike<infer Instance>
  ? Instance & Omit<T, 'then' | '__linterBrands'>
  : T

type Done = (error?: Error) => void
// a plugin as the instance registering it passes itself: the child context has the parent's type
type PluginFor<Instance, Options, Result> = (instance: Instance, options: Options, done: Done) => Result
// a plugin, a module whose default export is one, or a promise of such a module (`register(import('./routes.js'))`)
type Loadable<F> = F | { readonly default: F } | PromiseLike<{ readonly default: F }>
// the options argument: required when the plugin's options type has a required key
type OptionsArgument<Options> =
  Record<never, never> extends Options
    ? [options?: FastifyRegisterOptions<Options>]
    : [options: FastifyRegisterOptions<Options>]
// a skip-override plugin returns the instance it decorated: its type, when it is this instance's type extended. The
// root instance is awaitable (`capsule()`'s result), which no plugin's instance type is: there, what the plugin
// returned is taken when it is an instance, made awaitable as the root is (comparing the two types whole made the
// checker compare their `withTypeProvider()` results, which differ by the decorations)
type Returned<Instance, Result> = Instance extends AwaitableRoot
  ? Awaited<Result> extends { readonly decorate: unknown; readonly register: unknown }
    ? Awaited<Result> & Pick<Instance, keyof AwaitableRoot>
    : Instance
  : Awaited<Result> extends Instance
    ? Awaited<Result>
    : Instance

/**
 * `register(plugin, [options])`. The plugin receives the child context, typed as this instance (it inherits what the
 * parent has). A plugin wrapped with skipOverride that returns the instance it decorated
 * (`skipOverride(async (app) => app.decorate('db', db))`) extends the parent's type with what it added; an
 * encapsulated plugin's decorations stay in its own context, as they do at runtime.
 */
export interface CapsuleRegister<Instance> {
  <Options extends FastifyPluginOptions = Record<never, never>, Result = unknown>(
    plugin: Loadable<PluginFor<Instance, Options, Result> & { readonly '~skipOverride': true }>,
    ...options: OptionsArgument<Options>
  ): Awaitable<Returned<Instance, Result>>
  <Options extends FastifyPluginOptions = Record<never, never>>(
    plugin: Loadable<PluginFor<Instance, Options, unknown>>,
    ...options: OptionsArgument<Options>
  ): Awaitable<Instance>
  // a plugin typed for another instance type (another type provider, another copy of the types)
  <Options extends FastifyPluginOptions = Record<never, never>>(
    plugin: Loadable<(instance: never, options: Options, done: never) => unknown>,
    ...options: OptionsArgument<Options>
  ): Awaitable<Instance>
}

/**
 * Fastify's name for the register method's type, with its type parameters (`T`, the instance the plugin receives and
 * `register()` returns; the others are Fastify's defaults for plugins and take no part here).
 */
export type FastifyRegister<
  T = void,
  _RawServer extends RawServerBase = RawServerDefault,
  _TypeProvider extends FastifyTypeProvider = FastifyTypeProvider,
  _Logger extends FastifyBaseLogger = FastifyBaseLogger
> = CapsuleRegister<T>
