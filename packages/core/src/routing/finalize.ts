import { defaultSchemaErrorFormatter } from '@capsule/error-formatter'
import { lifecycleHooks } from '../hooks/hook-names.js'
import { hookChannels, traceHooks } from '../hooks/hook-tracing.js'
import type { HookStore } from '../hooks/hook-store.js'
import {
  kBuiltSerializerCompiler,
  kBuiltValidatorCompiler,
  kChildLoggerFactory,
  kErrorHandler,
  kGenReqId,
  kHooks,
  kLogLevel,
  kLogSerializers,
  kParsers,
  kPluginNameChain,
  kReply,
  kReplySerializerDefault,
  kRequest,
  kSchemaController,
  kSchemaErrorFormatter,
  kSchemas,
  kSerializerCompiler,
  kValidatorCompiler
} from '../symbols.js'
import type { CoreState } from '../core-state.js'
import type { ContentTypeParsers } from '../lifecycle/content-type-parsers.js'
import type { ErrorHandlerLink } from '../lifecycle/error-handler-link.js'
import { compileSerializers, compileValidators } from '../schema/compile-route-schemas.js'
import type { SchemaStoreLike } from '../schema/schema-store.js'
import type {
  SchemaControllerOptions,
  SchemaErrorFormatter,
  SerializerCompiler,
  ValidatorCompiler
} from '../types/schema.js'
import { RouteContext } from './route-context.js'
import type { RouteOptionsView } from '../types/route.js'

/** The context state finalisation reads. */
interface FinalizeSource {
  [kHooks]: HookStore
  [kRequest]: RouteContext['Request']
  [kReply]: RouteContext['Reply']
  [kParsers]: ContentTypeParsers
  [kErrorHandler]: ErrorHandlerLink
  [kSchemaErrorFormatter]: SchemaErrorFormatter | undefined
  [kReplySerializerDefault]: ((payload: unknown, statusCode: number) => string) | undefined
  [kValidatorCompiler]: ValidatorCompiler | undefined
  [kSerializerCompiler]: SerializerCompiler | undefined
  [kSchemas]: SchemaStoreLike
  [kSchemaController]: SchemaControllerOptions | undefined
  [kPluginNameChain]: string[]
  [kLogLevel]: string | undefined
  [kLogSerializers]: Record<string, (value: unknown) => unknown> | undefined
  [kGenReqId]: RouteContext['genReqId'] | undefined
  [kChildLoggerFactory]: RouteContext['childLoggerFactory'] | undefined
  [kBuiltValidatorCompiler]?: ValidatorCompiler
  [kBuiltSerializerCompiler]?: SerializerCompiler
}

/**
 * Fills a route context once, at ready: hook arrays (context hooks, then route-level ones; null when empty),
 * Request/Reply classes, parsers, the error-handler chain, compilers and compiled schemas. Whatever the
 * registering plugin added after route() is therefore included.
 */
export function finalizeRoute(core: CoreState, context: RouteContext, compilerCache: CompilerCache): void {
  const source = context.server as FinalizeSource
  const definition = context.definition
  context.core = core
  context.Request = source[kRequest]
  context.Reply = source[kReply]
  const hooks = source[kHooks]
  // decided once, here: an application nobody traces runs its hooks themselves (see hooks/hook-tracing.ts)
  const traced = hookChannels.hasSubscribers
  for (const name of lifecycleHooks) {
    const shared = hooks.get(name)
    const own = definition.hooks[name]
    const merged = own === undefined ? shared.slice() : shared.concat(own)
    context[name] = merged.length === 0 ? null : traced ? traceHooks(name, merged) : merged
  }
  context.bodyLimit = definition.bodyLimit ?? core.options.bodyLimit
  context.rejectUnvalidatedBodies = definition.rejectUnvalidatedBodies ?? core.options.rejectUnvalidatedBodies
  context.parsers = source[kParsers]
  context.errorHandler =
    definition.errorHandler !== undefined
      ? { fn: definition.errorHandler, parent: source[kErrorHandler], isDefault: false }
      : source[kErrorHandler]
  context.schemaErrorFormatter =
    definition.schemaErrorFormatter ?? source[kSchemaErrorFormatter] ?? defaultSchemaErrorFormatter
  context.replySerializer = source[kReplySerializerDefault] ?? null
  context.resolveValidatorCompiler = () =>
    (context.validatorCompiler ??=
      definition.validatorCompiler ?? source[kValidatorCompiler] ?? builtValidator(source, compilerCache))
  context.resolveSerializerCompiler = () =>
    (context.serializerCompiler ??=
      definition.serializerCompiler ?? source[kSerializerCompiler] ?? builtSerializer(source, compilerCache))
  context.handlerTimeout = definition.handlerTimeout ?? core.options.handlerTimeout
  context.logLevel = definition.logLevel ?? source[kLogLevel]
  const serializers =
    definition.logSerializers !== undefined || source[kLogSerializers] !== undefined
      ? { ...source[kLogSerializers], ...definition.logSerializers }
      : undefined
  // one object per route, not per request
  context.childLoggerOptions = Object.freeze({
    ...(context.logLevel !== undefined ? { level: context.logLevel } : {}),
    ...(serializers !== undefined ? { serializers } : {})
  })
  // a not-found handler is no route: what only a route has is undefined there, as in Fastify
  const route = !context.isNotFound
  context.routeOptions = Object.freeze({
    method: route ? definition.method : undefined,
    url: route ? definition.url : undefined,
    bodyLimit: context.bodyLimit,
    handlerTimeout: context.handlerTimeout,
    attachValidation: route ? definition.attachValidation : undefined,
    // Fastify reports a route without its own level as ''
    logLevel: context.logLevel ?? '',
    exposeHeadRoute: route ? definition.exposeHeadRoute : undefined,
    prefixTrailingSlash: route ? definition.prefixTrailingSlash : undefined,
    handler: definition.handler,
    config: definition.config,
    schema: route ? definition.schema : undefined,
    // the request's Accept-Version once a route is versioned (`request.routeOptions` reads it then)
    version: undefined
  }) as unknown as RouteOptionsView
  context.genReqId = source[kGenReqId] ?? null
  context.childLoggerFactory = definition.childLoggerFactory ?? source[kChildLoggerFactory] ?? null
  const label = `${Array.isArray(definition.method) ? definition.method.join(',') : String(definition.method)} ${definition.url} (plugin '${source[kPluginNameChain].join(' > ')}')`
  const compilers = {
    validator: context.resolveValidatorCompiler,
    serializer: context.resolveSerializerCompiler,
    label
  }
  compileValidators(context, compilers)
  context.hasValidators =
    context.paramsValidator !== null ||
    context.bodyValidator !== null ||
    context.bodyContentValidators !== null ||
    context.querystringValidator !== null ||
    context.headersValidator !== null
  compileSerializers(context, compilers)
}

/** The default validator compiler for a context, kept on it for `instance.validatorCompiler` (children inherit it). */
function builtValidator(source: FinalizeSource, cache: CompilerCache): ValidatorCompiler | null {
  const compiler = cache.validator(source)
  if (compiler !== null) source[kBuiltValidatorCompiler] = compiler
  return compiler
}

/** The default serializer compiler for a context, kept on it for `instance.serializerCompiler`. */
function builtSerializer(source: FinalizeSource, cache: CompilerCache): SerializerCompiler | null {
  const compiler = cache.serializer(source)
  if (compiler !== null) source[kBuiltSerializerCompiler] = compiler
  return compiler
}

/** Default compilers, one per shared-schema store (the compiler packages pool by schema content as well). */
export class CompilerCache {
  readonly #core: CoreState
  readonly #validators = new WeakMap<object, ValidatorCompiler | null>()
  readonly #serializers = new WeakMap<object, SerializerCompiler | null>()

  constructor(core: CoreState) {
    this.#core = core
  }

  validator(source: FinalizeSource): ValidatorCompiler | null {
    const store = source[kSchemas]
    let compiler = this.#validators.get(store)
    if (compiler === undefined) {
      const build =
        source[kSchemaController]?.compilersFactory?.buildValidator ??
        this.#core.compilersFactory.buildValidator
      compiler = build === undefined ? null : build(store.getSchemas(), this.#core.ajvOptions as never)
      this.#validators.set(store, compiler)
    }
    return compiler
  }

  serializer(source: FinalizeSource): SerializerCompiler | null {
    const store = source[kSchemas]
    let compiler = this.#serializers.get(store)
    if (compiler === undefined) {
      const build =
        source[kSchemaController]?.compilersFactory?.buildSerializer ??
        this.#core.compilersFactory.buildSerializer
      compiler = build === undefined ? null : build(store.getSchemas(), this.#core.serializerOpts as never)
      this.#serializers.set(store, compiler)
    }
    return compiler
  }
}
