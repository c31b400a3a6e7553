import { METHODS, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ConstraintStrategy } from '@capsule/router'
import {
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED,
  FST_ERR_ERROR_HANDLER_ALREADY_SET,
  FST_ERR_ERROR_HANDLER_NOT_FN,
  FST_ERR_INSTANCE_ALREADY_LISTENING,
  FST_ERR_LISTEN_OPTIONS_INVALID,
  FST_ERR_PLUGIN_CALLBACK_NOT_FN,
  CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET,
  CPS_ERR_REPLY_SERIALIZER_NOT_FN,
  FST_ERR_ROUTE_METHOD_INVALID,
  FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN,
  FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN
} from './errors.js'
import { isAsyncFunction, validateHook, type AnyHook, type HookStore } from './hooks/hook-store.js'
import { printedHooks } from './hooks/hook-names.js'
import {
  kBuiltSerializerCompiler,
  kBuiltValidatorCompiler,
  kChildLoggerFactory,
  kChildren,
  kCore,
  kErrorHandler,
  kGenReqId,
  kHooks,
  kParsers,
  kPluginNameChain,
  kPrefix,
  kRegisteredPlugins,
  kReply,
  kReplySerializerDefault,
  kRequest,
  kSchemaController,
  kSchemaErrorFormatter,
  kSchemas,
  kSerializerCompiler,
  kValidatorCompiler
} from './symbols.js'
import type { CoreState } from './core-state.js'
import {
  decorateClass,
  decorateInstance,
  getInstanceDecorator,
  hasClassDecorator,
  hasInstanceDecorator
} from './context/decorate.js'
import { tooLate } from './context/too-late.js'
import { FASTIFY_API_LEVEL } from './context/plugin-checks.js'
import type { ContentTypeParsers } from './lifecycle/content-type-parsers.js'
import { buildJsonParser, defaultTextParser, type BuiltinParser } from './lifecycle/default-parsers.js'
import type { Router } from '@capsule/router'
import type { PoisoningAction } from './types/content-type.js'
import { poisoningAction } from './options.js'
import type { ErrorHandlerLink } from './lifecycle/error-handler-link.js'
import { Reply, replyBuiltins } from './lifecycle/reply.js'
import { Request, requestBuiltins } from './lifecycle/request.js'
import { addRoute } from './routing/route.js'
import { shorthand } from './routing/shorthand.js'
import { basic404, notFoundContext } from './routing/not-found-context.js'
import { runAfter } from './boot/run-after.js'
import { resolvePlugin } from './context/resolve-plugin.js'
import { instanceThen, loadQueued } from './context/awaitable.js'
import { dispatch } from './server/dispatch.js'
import { formatAddress, isSecure, listen } from './server/listen.js'
import { close } from './server/close.js'
import { inject } from './server/inject.js'
import { createFetch, type FetchHandler } from './fetch/fetch-entry.js'
import { printPluginTree } from './boot/plugin-tree.js'
import { isThenable } from './boot/is-thenable.js'
import type { ListenOptions } from './types/listen.js'
import type { RouteHandler, RouteOptions, RouteShorthandOptions } from './types/route.js'
import type {
  JsonSchema,
  SchemaControllerOptions,
  SchemaErrorFormatter,
  SerializerCompiler,
  ValidatorCompiler
} from './types/schema.js'
import type { SchemaStoreLike } from './schema/schema-store.js'
import type { CapsuleLogger } from './types/logger.js'
import type { FoundRoute, PrintRoutesOptions } from './types/instance.js'
import { formatRequestId } from './lifecycle/request-id.js'
import { readThrown } from './lifecycle/thrown.js'
import { warnErrorHandlerOverride, warnExistingHttpMethod } from './warnings.js'
import { captureCallSite } from './inspect/call-site.js'
import { functionName, schemaName } from './inspect/names.js'
import { explain } from './inspect/explain.js'
import { readinessOf } from './server/readiness.js'
import type { Readiness } from './types/shutdown.js'
import { inspect } from './inspect/inspect.js'
import type { ExplainOptions, Explanation, Inspection } from './types/explain.js'

type Callback<T = void> = (error: Error | null, value?: T) => void

/**
 * The implementation behind `CapsuleInstance`. The root is `new Instance()`; every child context is
 * `Object.create(parent)` with its own per-context stores (see context/override.ts), so each method below works
 * on whichever context it is called on. Public types live in types/instance.ts.
 */
export class Instance {
  declare [kCore]: CoreState;
  declare [kChildren]: object[];
  declare [kHooks]: HookStore;
  declare [kSchemas]: SchemaStoreLike;
  declare [kPrefix]: string;
  declare [kParsers]: ContentTypeParsers;
  declare [kRequest]: typeof Request;
  declare [kReply]: typeof Reply;
  declare [kErrorHandler]: ErrorHandlerLink;
  declare [kPluginNameChain]: string[];
  declare [kRegisteredPlugins]: string[];
  declare [kValidatorCompiler]: ValidatorCompiler | undefined;
  declare [kSerializerCompiler]: SerializerCompiler | undefined;
  declare [kSchemaErrorFormatter]: SchemaErrorFormatter | undefined;
  declare [kReplySerializerDefault]: ((payload: unknown, statusCode: number) => string) | undefined;
  declare [kSchemaController]: SchemaControllerOptions | undefined;
  declare [kGenReqId]: ((raw: IncomingMessage) => string) | undefined;
  declare [kChildLoggerFactory]: ((...args: never[]) => unknown) | undefined

  // ---- plugins and boot ----

  register(plugin: unknown, options?: unknown): this {
    const boot = this[kCore].boot
    // a promise of a module (`register(import('./plugin.js'))`) is resolved when its turn to load comes
    if (isThenable(plugin)) {
      boot.register(this, plugin, options ?? {}, 'pending import').site = captureCallSite()
    } else {
      const { fn, name } = resolvePlugin(plugin)
      boot.register(this, fn as never, options ?? {}, name).site = captureCallSite()
    }
    // from now on this context's hooks queue behind what it registered (Fastify's addHook order)
    this[kHooks].useLoader(boot)
    // the instance itself, awaitable through its `then` (see context/awaitable.ts), as Fastify returns it
    return this
  }

  /**
   * `after(callback)` queues the callback behind what is registered so far and returns the instance; `after()`
   * returns a Promise that loads the queue (and rejects with an error a plugin left pending).
   */
  after(callback?: (...args: never[]) => unknown): this | Promise<void> {
    const boot = this[kCore].boot
    this[kHooks].useLoader(boot)
    if (callback === undefined) return loadQueued(this, boot)
    boot.after(this, (pending) => runAfter(callback as never, pending, this))
    return this
  }

  /** Awaiting an instance loads what is queued before it resolves with the instance, as in Fastify. */
  get then(): ((resolve: (value: unknown) => void, reject: (error: unknown) => void) => void) | undefined {
    return instanceThen(this, this[kCore].boot)
  }

  ready(callback?: Callback<Instance> | ((...args: never[]) => unknown)): Promise<Instance> | Instance {
    const core = this[kCore]
    if ((this as object) !== core.root) return contextReady(this, core.boot, callback)
    // booted by then: the instance's `then` is undefined, so the promise resolves with the instance itself
    const promise = core.ready().then(() => this) as Promise<Instance>
    if (callback === undefined) return promise
    promise.then(
      () => (callback as Callback<Instance>)(null, this),
      (error: unknown) => (callback as Callback<Instance>)(error as Error)
    )
    // the instance, for chaining (Fastify's types say so; its own ready(callback) returns undefined)
    return this
  }

  listen(
    options?: ListenOptions | Callback<string>,
    callback?: Callback<string>
  ): Promise<string> | undefined {
    if (typeof options === 'function') {
      callback = options
      options = {}
    }
    // Fastify v4's listen(port, host) is gone in v5: refused here, where the caller can catch it, instead of calling
    // the host string back (an unhandled rejection that ends the process)
    if (callback !== undefined && typeof callback !== 'function') {
      throw new FST_ERR_LISTEN_OPTIONS_INVALID(
        `the second argument must be a callback, got ${typeof callback}: use listen({ port, host })`
      )
    }
    const core = this[kCore]
    const promise = listen(
      core,
      {
        ready: () => this.ready() as Promise<Instance>,
        close: () => close(core),
        log: () => this.log,
        newServer: core.newServer
      },
      options
    )
    if (callback === undefined) return promise as Promise<string>
    promise.then(
      (address) => callback(null, address),
      // as in Fastify: (error, null)
      (error: unknown) => (callback as unknown as (error: Error, address: null) => void)(error as Error, null)
    )
    return undefined
  }

  /**
   * `close()` returns a promise; `close(callback)` returns the instance and calls the callback as Fastify does,
   * by its number of parameters: `()` with nothing, `(err)` with the error (null when none), `(err, done)` and
   * `(err, instance, done)` with a `done` to call.
   */
  close(callback?: (...args: never[]) => unknown): Promise<void> | this {
    const promise = close(this[kCore])
    if (callback === undefined) return promise
    if (typeof callback !== 'function')
      throw new FST_ERR_PLUGIN_CALLBACK_NOT_FN(
        `Callback for 'close' hook is not a function. Received: '${typeof callback}'`
      )
    promise.then(
      () => closeCallback(callback, null, this),
      (error: unknown) => closeCallback(callback, error, this)
    )
    return this
  }

  [Symbol.asyncDispose](): Promise<void> {
    return close(this[kCore])
  }

  inject(options?: unknown, callback?: unknown): unknown {
    const core = this[kCore]
    return inject(core, () => this.ready() as Promise<Instance>, options as never, callback as never)
  }

  /**
   * `app.fetch(request, info?)`: the web-standard entry (Request in, Response out). One function per application,
   * usable detached (`Bun.serve({ fetch: app.fetch })`, `Deno.serve(app.fetch)`, `export default { fetch }`).
   */
  get fetch(): FetchHandler {
    const core = this[kCore]
    return (core.fetch ??= createFetch(core, () => (core.root as Instance).ready() as Promise<Instance>))
  }

  routing(raw: IncomingMessage, res: ServerResponse): void {
    dispatch(this[kCore], raw, res)
  }

  /**
   * The addresses the server listens on: AddressInfo objects, or the path of a Unix socket / named pipe. The main
   * server's comes last, after the other addresses `localhost` was bound on, as in Fastify.
   */
  addresses(): Array<AddressInfo | string> {
    const core = this[kCore]
    const all: Array<AddressInfo | string | null> = core.bindings.map((server) => server.address())
    all.push(core.server.address())
    return all.filter((address): address is AddressInfo | string => address !== null)
  }

  /** A plugin registered here or above with that metadata name, or this context's own plugin (as in Fastify). */
  hasPlugin(name: string): boolean {
    return this[kRegisteredPlugins].includes(name) || this[kPluginNameChain].includes(name)
  }

  printPlugins(): string {
    return printPluginTree(this[kCore].boot)
  }

  /** What a request would go through, and where each piece was registered; after ready(). */
  explain(method: string, url: string, options?: ExplainOptions): Explanation {
    return explain(this[kCore], method, url, options)
  }

  /** The whole application as one tree of contexts, with what was registered on each and where; after ready(). */
  inspect(): Inspection {
    return inspect(this[kCore])
  }

  // ---- properties ----

  get server(): Server {
    return this[kCore].server
  }

  get log(): CapsuleLogger {
    return this[kCore].logger
  }

  /**
   * As in Fastify, `log` is writable: the value is this context's (and its children's) own from then on, and the
   * listening lines use it; request loggers still derive from the server's logger.
   */
  set log(value: CapsuleLogger) {
    Object.defineProperty(this, 'log', { value, writable: true, enumerable: true, configurable: true })
  }

  get prefix(): string {
    return this[kPrefix]
  }

  /** This context's plugin name, with the skip-override plugins loaded into it: `outer -> inner`, as in Fastify. */
  get pluginName(): string {
    return this[kPluginNameChain].join(' -> ')
  }

  get version(): string {
    return FASTIFY_API_LEVEL
  }

  get initialConfig(): Readonly<Record<string, unknown>> {
    return this[kCore].initialConfig
  }

  get supportedMethods(): string[] {
    return [...this[kCore].methods]
  }

  get readiness(): Readiness {
    return readinessOf(this[kCore])
  }

  /** The origin of the last of `addresses()` (the main server's), as in Fastify. */
  get listeningOrigin(): string {
    const server = this[kCore].server
    return formatAddress(server.address(), isSecure(server))
  }

  // ---- routes ----

  route(options: RouteOptions): this {
    addRoute(this, options)
    return this
  }

  get(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'GET', path, options, handler)
    return this
  }
  head(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'HEAD', path, options, handler)
    return this
  }
  post(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'POST', path, options, handler)
    return this
  }
  put(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'PUT', path, options, handler)
    return this
  }
  delete(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'DELETE', path, options, handler)
    return this
  }
  options(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'OPTIONS', path, options, handler)
    return this
  }
  patch(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'PATCH', path, options, handler)
    return this
  }
  trace(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'TRACE', path, options, handler)
    return this
  }
  query(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, 'QUERY', path, options, handler)
    return this
  }
  all(path: string, options: unknown, handler?: RouteHandler): this {
    shorthand(this, [...this[kCore].methods], path, options, handler)
    return this
  }

  /** Enables a custom HTTP method (e.g. MKCOL) for routes, with `instance.<lowercase>()` as its shorthand. */
  addHttpMethod(method: string, options: { hasBody?: boolean; overrideExisting?: boolean } = {}): this {
    // only a method Node's HTTP parser accepts can ever reach a route (Fastify's check too)
    if (typeof method !== 'string' || !METHODS.includes(method)) throw new FST_ERR_ROUTE_METHOD_INVALID()
    const core = this[kCore]
    if (core.methods.has(method) && options.overrideExisting !== true) warnExistingHttpMethod(method)
    core.methods.add(method)
    if (options.hasBody === true) core.bodyMethods.add(method)
    else if (options.hasBody === false) core.bodyMethods.delete(method)
    const name = method.toLowerCase()
    if (!(name in this)) {
      Object.defineProperty(core.root, name, {
        value: function (this: Instance, path: string, opts: unknown, handler?: RouteHandler) {
          shorthand(this, method, path, opts, handler)
          return this
        },
        writable: true,
        configurable: true
      })
    }
    return this
  }

  hasRoute(options: { url: string; method: string; constraints?: Record<string, unknown> }): boolean {
    if (typeof options.method !== 'string' || typeof options.url !== 'string') return false
    return this[kCore].router.has(options.method.toUpperCase(), options.url, options.constraints)
  }

  findRoute(options: {
    url: string
    method: string
    constraints?: Record<string, unknown>
  }): FoundRoute | null {
    if (typeof options.method !== 'string' || typeof options.url !== 'string') return null
    const found = this[kCore].router.findRoute(options.method.toUpperCase(), options.url, options.constraints)
    if (found === null) return null
    return {
      handler: found.store.handler,
      params: found.params,
      searchParams: found.searchParams,
      config: { ...found.store.definition.config }
    }
  }

  printRoutes(options?: PrintRoutesOptions): string {
    if (options?.includeHooks !== true)
      return this[kCore].router.print(options as Parameters<Router<unknown>['print']>[0])
    const { includeHooks: _hooks, includeMeta, ...rest } = options
    // Fastify's order: the lifecycle hooks as its `supportedHooks` lists them, then any extra meta keys
    const meta = Array.isArray(includeMeta)
      ? [...printedHooks, ...(includeMeta as readonly string[])]
      : printedHooks
    return this[kCore].router.print({ ...rest, includeMeta: meta })
  }

  addConstraintStrategy(strategy: ConstraintStrategy): void {
    const core = this[kCore]
    // routes are compiled with the strategies they were declared with: one added later would never apply
    if (core.started && !core.readyHooksRunning)
      throw new FST_ERR_INSTANCE_ALREADY_LISTENING(
        `Cannot add constraint strategy! ${tooLate('addConstraintStrategy()')}`
      )
    core.router.addConstraintStrategy(strategy)
  }

  hasConstraintStrategy(name: string): boolean {
    return this[kCore].router.hasConstraintStrategy(name)
  }

  // ---- decorators ----

  decorate(name: string, value: unknown, dependencies?: readonly string[]): this {
    const core = this[kCore]
    // an onReady hook may still decorate the instance (a plugin finishing its setup), as in Fastify
    decorateInstance(this, name, value, dependencies, core.started && !core.readyHooksRunning)
    core.provenance.record('decorator', name, this, value)
    return this
  }

  decorateRequest(name: string, value: unknown, dependencies?: readonly string[]): this {
    decorateClass(this, 'request', name, value, dependencies, this[kCore].started)
    this[kCore].provenance.record('requestDecorator', name, this, value)
    return this
  }

  decorateReply(name: string, value: unknown, dependencies?: readonly string[]): this {
    decorateClass(this, 'reply', name, value, dependencies, this[kCore].started)
    this[kCore].provenance.record('replyDecorator', name, this, value)
    return this
  }

  hasDecorator(name: string): boolean {
    return hasInstanceDecorator(this, name)
  }

  /** True for a request decorator and, as in Fastify, for the request's own members (`body`, `url`...). */
  hasRequestDecorator(name: string): boolean {
    return hasClassDecorator(this[kRequest], name, requestBuiltins())
  }

  /** True for a reply decorator and, as in Fastify, for the reply's own members (`send`, `code`...). */
  hasReplyDecorator(name: string): boolean {
    return hasClassDecorator(this[kReply], name, replyBuiltins())
  }

  getDecorator<T = unknown>(name: string): T {
    return getInstanceDecorator(this, name) as T
  }

  // ---- hooks ----

  addHook(name: string, given: unknown): this {
    // an object that disposes of itself (Symbol.asyncDispose / Symbol.dispose) is an onClose hook, as in Fastify
    const fn = name === 'onClose' ? disposerHook(given) : given
    validateHook(name, fn)
    const core = this[kCore]
    if (name === 'onClose') {
      core.onClose.push({ self: this, fn: fn as AnyHook })
      core.provenance.record('hook', name, this, fn)
      return this
    }
    throwIfStarted(core, 'addHook')
    this[kHooks].add(name, fn as AnyHook)
    core.provenance.record('hook', name, this, fn)
    return this
  }

  /**
   * `onClose(fn)`: runs `fn(instance, done)` (or an async `fn(instance)`) when the server closes, like an onClose
   * hook. Fastify exposes it on the instance, and plugins call it at register (@fastify/reply-from, http-proxy).
   */
  onClose(fn: unknown): this {
    return this.addHook('onClose', fn)
  }

  // ---- schemas and compilers ----

  addSchema(schema: JsonSchema): this {
    throwIfStarted(this[kCore], 'addSchema')
    this[kSchemas].add(schema)
    this[kCore].provenance.record('schema', schemaName(schema), this, schema)
    return this
  }

  getSchema(id: string): JsonSchema | undefined {
    return this[kSchemas].getSchema(id)
  }

  getSchemas(): Record<string, JsonSchema> {
    return this[kSchemas].getSchemas()
  }

  setValidatorCompiler(compiler: ValidatorCompiler): this {
    throwIfStarted(this[kCore], 'setValidatorCompiler')
    this[kValidatorCompiler] = compiler
    this[kCore].provenance.record('validatorCompiler', functionName(compiler), this, compiler)
    return this
  }

  setSerializerCompiler(compiler: SerializerCompiler): this {
    throwIfStarted(this[kCore], 'setSerializerCompiler')
    this[kSerializerCompiler] = compiler
    this[kCore].provenance.record('serializerCompiler', functionName(compiler), this, compiler)
    return this
  }

  setSchemaController(options: SchemaControllerOptions): this {
    throwIfStarted(this[kCore], 'setSchemaController')
    this[kSchemaController] = { ...(this[kSchemaController] ?? {}), ...options }
    // as in Fastify, a bucket takes over this context's schemas at once (every schema visible here, added before
    // or inherited), and later addSchema() calls here go to it; children get their own bucket of this one
    if (options.bucket !== undefined) {
      if (typeof options.bucket !== 'function')
        throw new FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN(typeof options.bucket)
      this[kSchemas] = options.bucket(this[kSchemas].getSchemas()) as SchemaStoreLike
    }
    return this
  }

  setSchemaErrorFormatter(formatter: SchemaErrorFormatter): this {
    throwIfStarted(this[kCore], 'setSchemaErrorFormatter')
    if (typeof formatter !== 'function' || isAsyncFunction(formatter)) {
      throw new FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN(typeof formatter)
    }
    this[kSchemaErrorFormatter] = formatter
    this[kCore].provenance.record('schemaErrorFormatter', functionName(formatter), this, formatter)
    return this
  }

  setReplySerializer(serializer: (payload: unknown, statusCode: number) => string): this {
    throwIfStarted(this[kCore], 'setReplySerializer')
    if (typeof serializer !== 'function')
      throw new CPS_ERR_REPLY_SERIALIZER_NOT_FN(serializer === null ? 'null' : typeof serializer)
    this[kReplySerializerDefault] = serializer
    this[kCore].provenance.record('replySerializer', functionName(serializer), this, serializer)
    return this
  }

  /** The compiler set here or above, else (once ready) the default one built for this context's routes; undefined before. */
  get validatorCompiler(): ValidatorCompiler | undefined {
    return (
      this[kValidatorCompiler] ??
      (this as { [kBuiltValidatorCompiler]?: ValidatorCompiler })[kBuiltValidatorCompiler]
    )
  }

  get serializerCompiler(): SerializerCompiler | undefined {
    return (
      this[kSerializerCompiler] ??
      (this as { [kBuiltSerializerCompiler]?: SerializerCompiler })[kBuiltSerializerCompiler]
    )
  }

  get schemaErrorFormatter(): SchemaErrorFormatter | undefined {
    return this[kSchemaErrorFormatter]
  }

  // ---- errors and not found ----

  setErrorHandler(handler: unknown): this {
    throwIfStarted(this[kCore], 'setErrorHandler')
    if (typeof handler !== 'function') throw new FST_ERR_ERROR_HANDLER_NOT_FN()
    const own = Object.prototype.hasOwnProperty.call(this, kErrorHandler) && !this[kErrorHandler].isDefault
    if (own && !this[kCore].options.allowErrorHandlerOverride) throw new FST_ERR_ERROR_HANDLER_ALREADY_SET()
    if (own) warnErrorHandlerOverride()
    const parent = own ? this[kErrorHandler].parent : this[kErrorHandler]
    this[kErrorHandler] = { fn: handler as ErrorHandlerLink['fn'], parent, isDefault: false }
    this[kCore].provenance.record('errorHandler', functionName(handler), this, this[kErrorHandler])
    return this
  }

  get errorHandler(): unknown {
    return this[kErrorHandler].fn
  }

  setNotFoundHandler(options: unknown, handler?: RouteHandler): this {
    const core = this[kCore]
    throwIfStarted(core, 'setNotFoundHandler')
    if (typeof options === 'function') {
      handler = options as RouteHandler
      options = {}
    }
    const opts = (options ?? {}) as RouteShorthandOptions
    const prefix = this[kPrefix]
    // no handler: the built-in 404 for this prefix (with the options' hooks), which a later call may still replace
    const context = notFoundContext(this, prefix, handler ?? basic404, opts)
    if (!core.notFound.set(prefix, context, handler !== undefined))
      throw new CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET(prefix || '/')
    core.provenance.record('notFoundHandler', prefix || '/', this, context)
    return this
  }

  // ---- content types ----

  addContentTypeParser(types: unknown, options: unknown, parser?: unknown): this {
    if (this[kCore].started)
      throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED(
        'addContentTypeParser',
        tooLate('addContentTypeParser()')
      )
    if (parser === undefined) {
      parser = options
      options = {}
    }
    const list = Array.isArray(types) ? types : [types]
    for (const type of list) this[kParsers].add(type, (options ?? {}) as Record<string, unknown>, parser)
    this[kCore].provenance.record('contentTypeParser', list.map(String).join(', '), this, parser)
    return this
  }

  hasContentTypeParser(type: string | RegExp): boolean {
    return this[kParsers].has(type)
  }

  removeContentTypeParser(types: unknown): this {
    if (this[kCore].started)
      throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED(
        'removeContentTypeParser',
        tooLate('removeContentTypeParser()')
      )
    const list = Array.isArray(types) ? types : [types]
    for (const type of list) this[kParsers].remove(type)
    return this
  }

  removeAllContentTypeParsers(): this {
    if (this[kCore].started)
      throw new FST_ERR_CTP_INSTANCE_ALREADY_STARTED(
        'removeAllContentTypeParsers',
        tooLate('removeAllContentTypeParsers()')
      )
    this[kParsers].removeAll()
    return this
  }

  /**
   * The built-in JSON parser with its own poisoning rules, to register for other media types:
   * `addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, getDefaultJsonParser('error', 'error'))`.
   */
  getDefaultJsonParser(
    onProtoPoisoning?: PoisoningAction,
    onConstructorPoisoning?: PoisoningAction
  ): BuiltinParser {
    return buildJsonParser(
      poisoningAction('getDefaultJsonParser: onProtoPoisoning', onProtoPoisoning, 'error'),
      poisoningAction('getDefaultJsonParser: onConstructorPoisoning', onConstructorPoisoning, 'error')
    )
  }

  /** The built-in `text/plain` parser (the body as a string), to register for other media types. */
  get defaultTextParser(): BuiltinParser {
    return defaultTextParser
  }

  // ---- request ids and logging ----

  setGenReqId(fn: (raw: IncomingMessage) => string): this {
    throwIfStarted(this[kCore], 'setGenReqId')
    this[kGenReqId] = fn
    return this
  }

  setChildLoggerFactory(factory: (...args: never[]) => unknown): this {
    throwIfStarted(this[kCore], 'setChildLoggerFactory')
    this[kChildLoggerFactory] = factory
    return this
  }

  get genReqId(): (raw: IncomingMessage) => string {
    const own = this[kGenReqId] ?? null
    const core = this[kCore]
    // what a request of this context gets: requestIdHeader first, then this context's generator
    return (raw) => formatRequestId(core.genReqId(raw, own, this))
  }

  get childLoggerFactory(): (...args: never[]) => unknown {
    return this[kChildLoggerFactory] ?? defaultChildLoggerFactory
  }

  withTypeProvider(): this {
    return this
  }
}

function defaultChildLoggerFactory(
  logger: CapsuleLogger,
  bindings: Record<string, unknown>,
  options: Record<string, unknown>
): CapsuleLogger {
  return logger.child(bindings, options)
}

function throwIfStarted(core: CoreState, method: string): void {
  if (core.started)
    throw new FST_ERR_INSTANCE_ALREADY_LISTENING(`Cannot call "${method}"! ${tooLate(`${method}()`)}`)
}

/**
 * Calls a close() callback by its number of parameters, as Fastify's loader does. What it throws is logged: it
 * runs after close() has finished, where nothing else could answer for it.
 */
function closeCallback(callback: (...args: never[]) => unknown, error: unknown, instance: Instance): void {
  const fn = callback as unknown as (...args: unknown[]) => unknown
  const done = (): void => undefined
  try {
    if (fn.length === 0) fn()
    else if (fn.length === 1) fn(error)
    else if (fn.length === 2) fn(error, done)
    else fn(error, instance, done)
  } catch (thrown) {
    instance[kCore].logger.error({ err: readThrown(thrown).error }, 'a close() callback threw')
  }
}

/** An onClose hook given as a disposable object: a function that disposes of it; anything else as it is. */
function disposerHook(given: unknown): unknown {
  if (typeof given !== 'object' || given === null) return given
  const disposable = given as { [Symbol.asyncDispose]?: unknown; [Symbol.dispose]?: unknown }
  const dispose =
    typeof disposable[Symbol.asyncDispose] === 'function'
      ? disposable[Symbol.asyncDispose]
      : disposable[Symbol.dispose]
  if (typeof dispose !== 'function') return given
  return async (): Promise<void> => {
    await (dispose as () => unknown).call(given)
  }
}

/**
 * `ready()` on a plugin's own context, as Fastify's loader gives it: it settles once every plugin has loaded, in
 * registration order, before the onReady hooks and the root's ready(). A callback is called like an after()
 * callback (`()`, `(err)`, `(err, done)`, `(err, instance, done)`); without one, a promise of the context.
 */
function contextReady(
  context: Instance,
  boot: CoreState['boot'],
  callback: ((...args: never[]) => unknown) | undefined
): Promise<Instance> | Instance {
  if (callback !== undefined) {
    boot.whenLoaded(() => runAfter(callback, null, context, true))
    return context
  }
  return new Promise<Instance>((resolve) => {
    boot.whenLoaded(async () => {
      resolve(context)
      return null
    })
  })
}
