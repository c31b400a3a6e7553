import { headerOf, type RequestInput } from './lifecycle/exchange-io.js'
import type { IncomingMessage, Server } from 'node:http'
import { createRouter } from '@capsule/router'
import { Boot } from './boot/boot.js'
import type { CoreState } from './core-state.js'
import { override, type ContextInternals } from './context/override.js'
import { HookStore } from './hooks/hook-store.js'
import { runAppHooks } from './hooks/run-app-hooks.js'
import { Instance } from './instance.js'
import { basic404, notFoundContext } from './routing/not-found-context.js'
import { resolvePlugin } from './context/resolve-plugin.js'
import { ContentTypeParsers, markBuiltin } from './lifecycle/content-type-parsers.js'
import { buildJsonParser, defaultTextParser } from './lifecycle/default-parsers.js'
import { deriveReplyClass, Reply } from './lifecycle/reply.js'
import { deriveRequestClass, Request } from './lifecycle/request.js'
import { createLogger, missingLoggerMethods } from './logging/create-logger.js'
import { resolveOptions, splitRouterOptions, type ResolvedOptions } from './options.js'
import { buildInitialConfig } from './initial-config.js'
import { CompilerCache, finalizeRoute } from './routing/finalize.js'
import { Provenance } from './inspect/provenance.js'
import { NotFoundRegistry } from './routing/not-found.js'
import type { RouteContext } from './routing/route-context.js'
import { SchemaStore, type SchemaStoreLike } from './schema/schema-store.js'
import { collectAppHooks } from './server/app-hooks.js'
import { createServer } from './server/create-server.js'
import { dispatch } from './server/dispatch.js'
import { compileTrustProxy } from './server/trust-proxy.js'
import {
  kChildLoggerFactory,
  kChildren,
  kCore,
  kErrorHandler,
  kHooks,
  kParsers,
  kPluginNameChain,
  kPrefix,
  kRegisteredPlugins,
  kReply,
  kRequest,
  kSchemaController,
  kSchemaErrorFormatter,
  kSchemas
} from './symbols.js'
import type { CapsuleInstance } from './types/instance.js'
import type { CapsuleOptions } from './types/options.js'
import type { CapsuleLogger } from './types/logger.js'
import {
  FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE,
  FST_ERR_INIT_OPTS_INVALID,
  FST_ERR_LOG_INVALID_LOG_CONTROLLER,
  FST_ERR_LOG_INVALID_LOGGER,
  FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER,
  FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN,
  FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN
} from './errors.js'
import { LogController } from './logging/log-controller.js'
import { warnTopLevelLogOption } from './warnings.js'
import { isAsyncFunction } from './hooks/hook-store.js'
import diagnostics from 'node:diagnostics_channel'
import { formatRequestId, type RequestId } from './lifecycle/request-id.js'
import { defaultErrorHandlerFunction } from './lifecycle/handle-error.js'

/** Published with `{ fastify: instance }` once an instance exists (Fastify's `fastify.initialization`). */
const initializationChannel = diagnostics.channel('fastify.initialization')

const defaultMethods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS', 'TRACE', 'QUERY']
const defaultBodyMethods = ['DELETE', 'PATCH', 'POST', 'PUT', 'OPTIONS', 'QUERY']

type ChildLoggerFactory = (
  this: unknown,
  logger: CapsuleLogger,
  bindings: Record<string, unknown>,
  options: Record<string, unknown>,
  raw: IncomingMessage
) => CapsuleLogger

/**
 * Creates a Capsule instance without default compilers: routes with schemas need a compilers factory
 * (`schemaController.compilersFactory`) or compilers set with setValidatorCompiler/setSerializerCompiler.
 * `@capsule/server` wires Ajv and fast-json-stringify in.
 * @param options factory options (Fastify v5 names and defaults)
 * @returns the root instance
 * @throws {FST_ERR_OPTIONS_NOT_OBJ} options is not an object
 * @throws {FST_ERR_INIT_OPTS_INVALID} an unknown option or a bad value
 * @example
 * const app = createCore({ schemaController: { compilersFactory: { buildValidator, buildSerializer } } })
 * app.get('/', async () => ({ hello: 'world' }))
 */
export function createCore(options: CapsuleOptions = {}): CapsuleInstance {
  const resolved = resolveOptions(options)
  const { logger, enabled, forRequests } = createLogger(options.logger, options.loggerInstance)
  const controller = options.schemaController
  if (controller?.bucket !== undefined && typeof controller.bucket !== 'function') {
    throw new FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN(typeof controller.bucket)
  }
  if (
    options.schemaErrorFormatter !== undefined &&
    (typeof options.schemaErrorFormatter !== 'function' || isAsyncFunction(options.schemaErrorFormatter))
  ) {
    throw new FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN(typeof options.schemaErrorFormatter)
  }

  const root = new Instance() as unknown as Instance & ContextInternals
  let counter = 0
  const requestIdHeader = resolved.requestIdHeader
  const genReqId = options.genReqId ?? null
  const logController = resolveLogController(options, resolved)
  // a given controller is asked for every request, even without a logger (as in Fastify)
  const custom = options.logController !== undefined && options.logController !== null
  const logLines = enabled || custom
  const routing = splitRouterOptions(options)
  // the whole ready(): the plugins loaded, then the onReady hooks (once, however many ask)
  let readying: Promise<void> | null = null
  const core: CoreState = {
    options: resolved,
    initialConfig: buildInitialConfig(options, resolved),
    router: createRouter<RouteContext>(routing.router),
    defaultRoute: routing.defaultRoute,
    onBadUrl: routing.onBadUrl,
    onMaxParamLength: routing.onMaxParamLength,
    notFound: null as unknown as NotFoundRegistry,
    boot: null as unknown as Boot<object>,
    logger,
    logController,
    logLines,
    logRequests: logLines && (custom || resolved.disableRequestLogging !== true),
    server: null as never,
    root,
    routes: [],
    provenance: new Provenance(),
    headTwins: [],
    onClose: [],
    bodyMethods: new Set(defaultBodyMethods),
    methods: new Set(defaultMethods),
    compilersFactory: controller?.compilersFactory ?? {},
    // Fastify hands buildValidator `{ customOptions, plugins }` even when the `ajv` option is absent
    ajvOptions: { customOptions: {}, plugins: [], ...(options.ajv ?? {}) },
    serializerOpts: options.serializerOpts,
    trustProxy: compileTrustProxy(options.trustProxy),
    rewriteUrl: typeof options.rewriteUrl === 'function' ? options.rewriteUrl : null,
    frameworkErrors:
      typeof options.frameworkErrors === 'function'
        ? (options.frameworkErrors as CoreState['frameworkErrors'])
        : null,
    genReqIdGiven: genReqId !== null,
    genReqId: (
      raw: RequestInput,
      contextGenerator: ((raw: IncomingMessage) => string) | null,
      self: object
    ): RequestId => {
      if (requestIdHeader !== false) {
        const header = headerOf(raw, requestIdHeader)
        if (typeof header === 'string' && header.length > 0) return header
      }
      // called with the route's instance as `this`, as in Fastify
      const generator = contextGenerator ?? genReqId
      if (generator === null) return ++counter
      // a number stands for the default counter (formatted when read): a generator's number is kept as its text
      // never a deferred input: startLifecycle made Node's request for a generator (genReqIdGiven)
      const id: unknown = generator.call(self, raw as IncomingMessage)
      return typeof id === 'number' ? String(id) : (id as string)
    },
    requestLogger: (id: RequestId, context: RouteContext, raw: RequestInput): CapsuleLogger => {
      // a child logger factory is asked even with logging off (it gets the silent or stderr logger), as in Fastify;
      // without one, every request shares one silent logger (no allocation)
      if (forRequests !== null && context.childLoggerFactory === null) return forRequests
      const bindings = { [logController.requestIdLogLabel]: formatRequestId(id) }
      const childOptions = context.childLoggerOptions
      if (context.childLoggerFactory !== null) {
        const child = (context.childLoggerFactory as unknown as ChildLoggerFactory).call(
          context.server,
          logger,
          bindings,
          { ...childOptions },
          // never a deferred input: startLifecycle made Node's request for a factory
          raw as IncomingMessage
        )
        // what a factory returns is checked, as in Fastify: a request must be able to log
        const missing = missingLoggerMethods(child)
        if (missing.length > 0) throw new FST_ERR_LOG_INVALID_LOGGER(missing.join(','))
        return child
      }
      return logger.child(bindings, childOptions)
    },
    started: false,
    readyHooksRunning: false,
    listening: false,
    readied: false,
    draining: false,
    shedding: false,
    closing: false,
    closed: false,
    closedPromise: null,
    fetch: null,
    ready: () =>
      (readying ??= core.boot.ready().then(async () => {
        core.readyHooksRunning = true
        try {
          await runAppHooks('onReady', collectAppHooks(root, 'onReady'), () => [], resolved.pluginTimeout)
          core.readied = true
        } finally {
          core.readyHooksRunning = false
        }
      })),
    readying: () => readying,
    bindings: [],
    binding: null,
    newServer: null
  }
  const makeServer = (): Server =>
    createServer(options, resolved, (raw, res) => dispatch(core, raw, res), root)
  ;(core as { server: unknown }).server = makeServer()
  // a serverFactory's server is the application's own: listen() binds no other address with a copy of it
  ;(core as { newServer: unknown }).newServer =
    typeof options.serverFactory === 'function' ? null : makeServer
  // asked for by name on a server that cannot do it (HTTP/2, a serverFactory's own): refused, as in Fastify
  if (options.forceCloseConnections === 'idle' && typeof core.server.closeIdleConnections !== 'function') {
    throw new FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE()
  }

  root[kCore] = core
  root[kChildren] = []
  root[kHooks] = new HookStore()
  // a user's bucket is typed loosely (as Fastify types it); it holds the schemas given to addSchema
  root[kSchemas] =
    controller?.bucket !== undefined ? (controller.bucket() as SchemaStoreLike) : new SchemaStore()
  root[kSchemaController] = controller
  root[kPrefix] = ''
  root[kPluginNameChain] = ['fastify']
  root[kRegisteredPlugins] = []
  // each server gets its own classes, so decorating one server's requests never touches another's
  root[kRequest] = deriveRequestClass(Request)
  root[kReply] = deriveReplyClass(Reply)
  root[kErrorHandler] = { fn: defaultErrorHandlerFunction, parent: null, isDefault: true }
  root[kSchemaErrorFormatter] = options.schemaErrorFormatter
  if (options.childLoggerFactory !== undefined) {
    if (typeof options.childLoggerFactory !== 'function') {
      throw new FST_ERR_INIT_OPTS_INVALID(
        `childLoggerFactory must be a function, got ${typeof options.childLoggerFactory}`
      )
    }
    root[kChildLoggerFactory] = options.childLoggerFactory as never
  }
  const parsers = new ContentTypeParsers()
  const jsonParser = buildJsonParser(resolved.onProtoPoisoning, resolved.onConstructorPoisoning)
  parsers.add('application/json', { parseAs: 'string' }, jsonParser, true)
  markBuiltin(defaultTextParser as never)
  parsers.add('text/plain', { parseAs: 'string' }, defaultTextParser)
  root[kParsers] = parsers

  core.notFound = new NotFoundRegistry(notFoundContext(root, '', basic404, {}))
  const cache = new CompilerCache(core)
  ;(core as { boot: unknown }).boot = new Boot<object>({
    root,
    override: (parent, fn, opts, name) => {
      // refused when its turn to load comes, so ready() rejects with it (as in Fastify), not register()
      if (isAsyncFunction(fn) && fn.length >= 3) throw new FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER(name)
      return override(parent as ContextInternals, fn, opts, name)
    },
    resolvePlugin: (loaded) => resolvePlugin(loaded) as never,
    resolveOptions: (instance, opts) =>
      (typeof opts === 'function' ? (opts as (p: unknown) => unknown)(instance) : opts) ?? {},
    timeout: resolved.pluginTimeout,
    onLoaded: () => {
      core.started = true
      for (const { context } of core.routes) finalizeRoute(core, context, cache)
      for (const twin of core.headTwins) finalizeRoute(core, twin, cache)
      for (const context of core.notFound.contexts()) finalizeRoute(core, context, cache)
    }
  })
  // Fastify's channel name: instrumentation that hooks into new Fastify instances this way also sees Capsule's
  if (initializationChannel.hasSubscribers) initializationChannel.publish({ fastify: root })
  return root as unknown as CapsuleInstance
}

/**
 * The `logController` option (a LogController instance), else one built from `disableRequestLogging` and
 * `requestIdLogLabel`, which Fastify deprecates in its favour.
 * @throws {FST_ERR_LOG_INVALID_LOG_CONTROLLER} logController is not a LogController
 */
function resolveLogController(options: CapsuleOptions, resolved: ResolvedOptions): LogController {
  if (options.disableRequestLogging !== undefined) warnTopLevelLogOption('disableRequestLogging')
  if (options.requestIdLogLabel !== undefined) warnTopLevelLogOption('requestIdLogLabel')
  const given: unknown = options.logController
  if (given === undefined || given === null) {
    return new LogController({
      disableRequestLogging: resolved.disableRequestLogging,
      requestIdLogLabel: resolved.requestIdLogLabel
    })
  }
  if (!(given instanceof LogController)) throw new FST_ERR_LOG_INVALID_LOG_CONTROLLER(typeof given)
  return given
}
