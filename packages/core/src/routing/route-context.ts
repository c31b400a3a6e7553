import type { AnyHook } from '../hooks/hook-store.js'
import type { ContentTypeParsers } from '../lifecycle/content-type-parsers.js'
import type { ErrorHandlerLink } from '../lifecycle/error-handler-link.js'
import type { RouteHandler, RouteOptionsView } from '../types/route.js'
import type {
  RouteSchema,
  SchemaErrorFormatter,
  SerializeFunction,
  SerializerCompiler,
  ValidationFunction,
  ValidatorCompiler
} from '../types/schema.js'
import type { ResponseSerializers } from '../schema/response-serializers.js'
import type { CoreState } from '../core-state.js'

/** Route options as registered, before ready-time finalisation. */
export interface RouteDefinition {
  readonly method: string | readonly string[]
  readonly url: string
  readonly routePath: string
  readonly prefix: string
  readonly handler: RouteHandler
  readonly schema: RouteSchema | undefined
  readonly config: Readonly<Record<string, unknown>>
  readonly attachValidation: boolean
  readonly bodyLimit: number | undefined
  readonly logLevel: string | undefined
  readonly logSerializers: Readonly<Record<string, (value: unknown) => unknown>> | undefined
  readonly childLoggerFactory: ((...args: never[]) => unknown) | undefined
  readonly exposeHeadRoute: boolean
  readonly prefixTrailingSlash: 'both' | 'slash' | 'no-slash'
  readonly handlerTimeout: number | undefined
  readonly rejectUnvalidatedBodies: boolean | undefined
  readonly validatorCompiler: ValidatorCompiler | undefined
  readonly serializerCompiler: SerializerCompiler | undefined
  readonly schemaErrorFormatter: SchemaErrorFormatter | undefined
  readonly errorHandler: ((...args: never[]) => unknown) | undefined
  readonly constraints: Readonly<Record<string, unknown>> | undefined
  /** route-level hooks, run after the context's hooks of the same name */
  readonly hooks: Readonly<Partial<Record<string, readonly AnyHook[]>>>
}

/**
 * Everything the request path needs for one route, filled once at ready time; every field is set in the
 * constructor, in a fixed order, so all route contexts share one shape. A hook array is null when empty,
 * so the request path skips the runner without looking at a length.
 */

const noChildOptions = Object.freeze({})
export class RouteContext {
  readonly definition: RouteDefinition
  /** the context (instance) that registered the route: `this` of handlers, `request.server` */
  readonly server: object
  readonly handler: RouteHandler
  readonly isNotFound: boolean
  core: CoreState | null
  Request: new (...args: never[]) => object
  Reply: new (...args: never[]) => object
  bodyLimit: number
  attachValidation: boolean
  rejectUnvalidatedBodies: boolean
  parsers: ContentTypeParsers | null
  errorHandler: ErrorHandlerLink | null
  schemaErrorFormatter: SchemaErrorFormatter | null
  replySerializer: ((payload: unknown, statusCode: number) => string) | null
  /** resolved at ready for routes with schemas, on first use otherwise (compilers load their engines lazily) */
  validatorCompiler: ValidatorCompiler | null
  serializerCompiler: SerializerCompiler | null
  resolveValidatorCompiler: () => ValidatorCompiler | null
  resolveSerializerCompiler: () => SerializerCompiler | null
  // compiled validators, null when the part has no schema
  paramsValidator: ValidationFunction | null
  bodyValidator: ValidationFunction | null
  bodyContentValidators: Map<string, ValidationFunction> | null
  querystringValidator: ValidationFunction | null
  headersValidator: ValidationFunction | null
  /** any request part has a validator: when false the request path skips validation entirely */
  hasValidators: boolean
  responseSerializers: ResponseSerializers | null
  onRequest: AnyHook[] | null
  preParsing: AnyHook[] | null
  preValidation: AnyHook[] | null
  preHandler: AnyHook[] | null
  preSerialization: AnyHook[] | null
  onSend: AnyHook[] | null
  onResponse: AnyHook[] | null
  onError: AnyHook[] | null
  onTimeout: AnyHook[] | null
  onRequestAbort: AnyHook[] | null
  handlerTimeout: number
  logLevel: string | undefined
  /** the options of the per-request child logger (level, serializers), built once at ready */
  childLoggerOptions: Readonly<Record<string, unknown>>
  /** `request.routeOptions`, built once at ready */
  routeOptions: RouteOptionsView | null
  genReqId: ((raw: import('node:http').IncomingMessage) => string) | null
  childLoggerFactory: ((...args: never[]) => unknown) | null
  /** per-route cache for request.compileValidationSchema / reply.compileSerializationSchema */
  readonly compiledOnDemand: WeakMap<object, ValidationFunction | SerializeFunction>

  constructor(definition: RouteDefinition, server: object, isNotFound: boolean) {
    this.definition = definition
    this.server = server
    this.handler = definition.handler
    this.isNotFound = isNotFound
    this.core = null
    this.Request = Object as never
    this.Reply = Object as never
    this.bodyLimit = 0
    this.attachValidation = definition.attachValidation
    this.rejectUnvalidatedBodies = false
    this.parsers = null
    this.errorHandler = null
    this.schemaErrorFormatter = null
    this.replySerializer = null
    this.validatorCompiler = null
    this.serializerCompiler = null
    this.resolveValidatorCompiler = () => null
    this.resolveSerializerCompiler = () => null
    this.paramsValidator = null
    this.bodyValidator = null
    this.bodyContentValidators = null
    this.querystringValidator = null
    this.headersValidator = null
    this.hasValidators = false
    this.responseSerializers = null
    this.onRequest = null
    this.preParsing = null
    this.preValidation = null
    this.preHandler = null
    this.preSerialization = null
    this.onSend = null
    this.onResponse = null
    this.onError = null
    this.onTimeout = null
    this.onRequestAbort = null
    this.handlerTimeout = 0
    this.logLevel = definition.logLevel
    this.childLoggerOptions = noChildOptions
    this.routeOptions = null
    this.genReqId = null
    this.childLoggerFactory = null
    this.compiledOnDemand = new WeakMap()
  }
}

/**
 * A copy of `context` that runs no hooks, for a request refused before routing (bad percent-encoding, an over-long
 * parameter, a failed rewriteUrl): no route applies to it, so no hook runs for it, as in Fastify. Its error
 * handlers and serializers are the context's.
 */
export function withoutHooks(context: RouteContext): RouteContext {
  const copy = new RouteContext(context.definition, context.server, context.isNotFound)
  Object.assign(copy, context)
  copy.onRequest = null
  copy.preParsing = null
  copy.preValidation = null
  copy.preHandler = null
  copy.preSerialization = null
  copy.onSend = null
  copy.onResponse = null
  copy.onError = null
  copy.onTimeout = null
  copy.onRequestAbort = null
  return copy
}
