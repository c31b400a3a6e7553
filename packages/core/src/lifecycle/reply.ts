import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { finished } from 'node:stream'
import {
  FST_ERR_BAD_STATUS_CODE,
  FST_ERR_BAD_TRAILER_NAME,
  FST_ERR_BAD_TRAILER_VALUE,
  FST_ERR_DEC_UNDECLARED,
  FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN,
  FST_ERR_MISSING_SERIALIZATION_FN,
  FST_ERR_SEND_INSIDE_ONERR
} from '../errors.js'
import {
  kAllProps,
  kOwnProps,
  kReplyErrorDepth,
  kReplyErrorHandled,
  kReplyHasStatusCode,
  kReplyHeaders,
  kReplyHijacked,
  kReplyInOnError,
  kReplyNextErrorHandler,
  kReplySendCalled,
  kReplySerializer,
  kReplyStartTime,
  kReplyEndTime,
  kReplyTimer,
  kReplyLogRequest,
  kReplyParser,
  kReplyTrailers,
  kReplyPayloadStage,
  kReplySendEpoch,
  kReplyOutput,
  kReplyRaw,
  kRouteContext
} from '../symbols.js'
import { isDeferred, type DeferredRaw, type ReplyOutput } from './exchange-io.js'
import type { RouteContext } from '../routing/route-context.js'
import type { CapsuleLogger } from '../types/logger.js'
import type { JsonSchema, SerializeFunction, SerializerCompilerRoute } from '../types/schema.js'
import type { ErrorHandlerLink } from './error-handler-link.js'
import type { ParserEntry } from './content-type-parsers.js'
import type { DecoratorProp, Request } from './request.js'
import { allProps } from './request.js'
import { PayloadStage, resend, sendPayload, serializeObject, warnAlreadySent } from './send.js'
import { handleError } from './handle-error.js'
import { kindOf } from './thrown.js'
import { callNotFound } from './not-found-call.js'
import { clearHandlerTimer } from './handler-timeout.js'
import { parseMediaType } from './media-type.js'
import { memberNames } from './member-names.js'
import { watchFinish } from './write-response.js'

/** A trailer's value: from `done(err, value)`, or the resolved value of an async function. */
export type TrailerFunction = (
  reply: Reply,
  payload: unknown,
  done: (error: Error | null, value?: string) => void
) => unknown

// RFC 9110 §6.5.1: fields that frame, route, authenticate or describe the content cannot be trailers
const forbiddenTrailers = new Set([
  'transfer-encoding',
  'content-length',
  'host',
  'cache-control',
  'max-forwards',
  'te',
  'authorization',
  'set-cookie',
  'content-encoding',
  'content-type',
  'content-range',
  'trailer'
])

/**
 * The base Reply class; each decorated context derives its own subclass. Its fields are declared, not defined: the
 * constructor sets them all, and a class field costs a definition per reply on JavaScriptCore (Bun).
 */
export class Reply {
  static [kOwnProps]: DecoratorProp[] = []
  static [kAllProps]: DecoratorProp[] | null = null

  declare readonly request: Request
  declare log: CapsuleLogger;
  declare [kRouteContext]: RouteContext;
  /** what the lifecycle writes the answer to: `raw`, or app.fetch's exchange until `raw` is asked for */
  declare [kReplyOutput]: ReplyOutput;
  declare [kReplyRaw]: ServerResponse | null;
  declare [kReplyHeaders]: Record<string, string | number | string[]>;
  declare [kReplySendCalled]: boolean;
  declare [kReplyHijacked]: boolean;
  declare [kReplyHasStatusCode]: boolean;
  declare [kReplySerializer]: ((payload: unknown) => string) | null;
  declare [kReplyNextErrorHandler]: ErrorHandlerLink | null | undefined;
  declare [kReplyErrorHandled]: boolean;
  declare [kReplyInOnError]: boolean;
  declare [kReplyErrorDepth]: number;
  declare [kReplyStartTime]: number;
  /** when the response finished, once something watched for it (onResponse, request logging); 0 before */
  declare [kReplyEndTime]: number;
  declare [kReplyTimer]: NodeJS.Timeout | null;
  /** log the incoming/completed lines for this request */
  declare [kReplyLogRequest]: boolean;
  /** the body parser while the body is being read */
  declare [kReplyParser]: ParserEntry | null;
  /** `reply.trailer()` functions by lower-case name; null until the first one */
  declare [kReplyTrailers]: Map<string, TrailerFunction> | null;
  declare [kReplyPayloadStage]: PayloadStage;
  declare [kReplySendEpoch]: number

  constructor(
    output: ServerResponse | DeferredRaw,
    request: Request,
    log: CapsuleLogger,
    context: RouteContext
  ) {
    this[kReplyOutput] = output
    if (isDeferred(output)) {
      this[kReplyRaw] = null
      output.attach(request, this)
    } else this[kReplyRaw] = output
    ;(this as { request: Request }).request = request
    this.log = log
    this[kRouteContext] = context
    this[kReplyHeaders] = {}
    this[kReplySendCalled] = false
    this[kReplyHijacked] = false
    this[kReplyHasStatusCode] = false
    this[kReplySerializer] = null
    this[kReplyNextErrorHandler] = undefined
    this[kReplyErrorHandled] = false
    this[kReplyInOnError] = false
    this[kReplyErrorDepth] = 0
    this[kReplyStartTime] = performance.now()
    this[kReplyEndTime] = 0
    this[kReplyTimer] = null
    this[kReplyLogRequest] = false
    this[kReplyParser] = null
    this[kReplyTrailers] = null
    this[kReplyPayloadStage] = PayloadStage.None
    this[kReplySendEpoch] = 0
    const props = (this.constructor as typeof Reply)[kAllProps] ?? allProps(this.constructor as never)
    for (let i = 0; i < props.length; i++) {
      const prop = props[i]!
      ;(this as unknown as Record<string, unknown>)[prop.key] = prop.value
    }
  }

  /**
   * Node's response. For a request that came through app.fetch it is made when first read (the lifecycle answers
   * with a web Response directly until then), with the answer's state so far.
   */
  get raw(): ServerResponse {
    return this[kReplyRaw] ?? (this[kReplyOutput] as DeferredRaw).compatible().res
  }

  get server(): object {
    return this[kRouteContext].server
  }

  get statusCode(): number {
    return this[kReplyOutput].statusCode
  }

  set statusCode(value: number) {
    this.code(value)
  }

  /** True once the response is written (or taken over): false while onSend hooks still run, as in Fastify. */
  get sent(): boolean {
    return this[kReplyHijacked] || this[kReplyOutput].writableEnded
  }

  set sent(_value: boolean) {
    throw new TypeError('reply.sent is read-only: use reply.hijack() to take over the response')
  }

  /** The same object as `request.routeOptions`. */
  get routeOptions(): Request['routeOptions'] {
    return this.request.routeOptions
  }

  get elapsedTime(): number {
    // frozen once the response finished, as in Fastify: onResponse hooks and later reads agree
    return (this[kReplyEndTime] || performance.now()) - this[kReplyStartTime]
  }

  get mediaType(): string | undefined {
    const header = this.getHeader('content-type')
    return typeof header === 'string' ? (parseMediaType(header)?.essence ?? undefined) : undefined
  }

  /**
   * Sets the status code.
   * @throws {FST_ERR_BAD_STATUS_CODE} not a number from 100 to 599
   */
  code(statusCode: number): this {
    const code = typeof statusCode === 'string' ? Number(statusCode) : statusCode
    // as in Fastify, any number from 100 to 599 is taken (404.5 reads back as is; Node truncates it when writing)
    if (typeof code !== 'number' || !(code >= 100 && code <= 599))
      throw new FST_ERR_BAD_STATUS_CODE(String(statusCode))
    this[kReplyOutput].statusCode = code
    this[kReplyHasStatusCode] = true
    return this
  }

  status(statusCode: number): this {
    return this.code(statusCode)
  }

  header(name: string, value: unknown): this {
    const key = name.toLowerCase()
    // as in Fastify: a header given without a value is sent empty
    if (value === undefined) value = ''
    const headers = this[kReplyHeaders]
    if (key === 'set-cookie' && headers[key] !== undefined) {
      const existing = headers[key]
      headers[key] = (Array.isArray(existing) ? existing : [String(existing)]).concat(
        value as string | string[]
      )
    } else {
      // kept as given, as in Fastify (getHeader returns it); Node converts it to text when writing the head, and a
      // value it refuses is answered as an error there
      headers[key] = value as string
    }
    return this
  }

  headers(values: Readonly<Record<string, unknown>>): this {
    for (const key of Object.keys(values)) this.header(key, values[key])
    return this
  }

  getHeader(name: string): string | number | string[] | undefined {
    const key = name.toLowerCase()
    return this[kReplyHeaders][key] ?? this[kReplyOutput].getHeader(key)
  }

  getHeaders(): OutgoingHttpHeaders {
    return { ...this[kReplyOutput].getHeaders(), ...this[kReplyHeaders] }
  }

  hasHeader(name: string): boolean {
    const key = name.toLowerCase()
    return this[kReplyHeaders][key] !== undefined || this[kReplyOutput].hasHeader(key)
  }

  removeHeader(name: string): this {
    const key = name.toLowerCase()
    delete this[kReplyHeaders][key]
    this[kReplyOutput].removeHeader(key)
    return this
  }

  /**
   * Adds an HTTP trailer computed once the payload is written: `fn(reply, payload, done(err, value))` or an async
   * `fn(reply, payload)`. The response is then sent chunked, with a `Trailer` header naming the trailers.
   * @throws {FST_ERR_BAD_TRAILER_NAME} a header that cannot be a trailer (framing, routing, auth, content)
   * @throws {FST_ERR_BAD_TRAILER_VALUE} `fn` is not a function
   */
  trailer(name: string, fn: TrailerFunction): this {
    const key = name.toLowerCase()
    if (forbiddenTrailers.has(key)) throw new FST_ERR_BAD_TRAILER_NAME(key)
    if (typeof fn !== 'function') throw new FST_ERR_BAD_TRAILER_VALUE(key, typeof fn)
    ;(this[kReplyTrailers] ??= new Map()).set(key, fn)
    return this
  }

  hasTrailer(name: string): boolean {
    return this[kReplyTrailers]?.has(name.toLowerCase()) === true
  }

  removeTrailer(name: string): this {
    this[kReplyTrailers]?.delete(name.toLowerCase())
    return this
  }

  /** Sends a 103 Early Hints response (Node's `writeEarlyHints`) before the final one. */
  writeEarlyHints(hints: Record<string, string | string[]>, callback?: () => void): this {
    this[kReplyOutput].writeEarlyHints(hints, callback)
    return this
  }

  type(contentType: string): this {
    this[kReplyHeaders]['content-type'] = contentType
    return this
  }

  /** Redirects to `url` with `statusCode`, else the status already set, else 302. */
  redirect(url: string, statusCode?: number): this {
    const code = statusCode ?? (this[kReplyHasStatusCode] ? this[kReplyOutput].statusCode : 302)
    return this.header('location', url).code(code).send()
  }

  send(payload?: unknown): this {
    if (this[kReplyInOnError]) throw new FST_ERR_SEND_INSIDE_ONERR()
    if (this[kReplySendCalled] || this[kReplyHijacked]) {
      // a preSerialization or onSend hook that answers itself: its payload replaces the one being sent
      if (
        this[kReplyPayloadStage] !== PayloadStage.None &&
        !this[kReplyHijacked] &&
        !this[kReplyOutput].headersSent
      ) {
        resend(this, payload)
        return this
      }
      warnAlreadySent(this)
      return this
    }
    const kind = kindOf(payload)
    if (kind !== 'other') {
      // an Error, or a value that threw when asked what it is (a Proxy): answered as an error, never inspected again
      handleError(this, payload, kind)
      return this
    }
    try {
      sendPayload(this, payload)
    } catch (failure) {
      // only a payload that throws when inspected (a getter, a Proxy) gets here, before anything is written: the
      // error is the answer, and nothing escapes to the caller (which may be a timer callback)
      handleError(this, failure)
    }
    return this
  }

  serializer(fn: (payload: unknown) => string): this {
    this[kReplySerializer] = fn
    return this
  }

  /** Serializes as a send would: the reply's serializer, the context's (setReplySerializer), the route's schema, JSON. */
  serialize(payload: unknown): string {
    return serializeObject(this, payload)
  }

  /**
   * The route's serializer declared under this status key (`200`, `'2xx'`, `'default'`; with a content map, the
   * one for `contentType` as written there, or the map itself without it), or the function compiled for this
   * schema object by `compileSerializationSchema`. Keys are looked up as they are, as in Fastify: `'2xx'` is the
   * `2xx` entry even when `200` is declared too, and `404` does not fall back to `4xx` or `default`.
   */
  getSerializationFunction(
    schemaOrStatus: JsonSchema | string | number,
    contentType?: string
  ): SerializeFunction | undefined {
    const context = this[kRouteContext]
    if (typeof schemaOrStatus === 'string' || typeof schemaOrStatus === 'number') {
      const entry = context.responseSerializers?.declared[String(schemaOrStatus)]
      if (entry === undefined || typeof contentType !== 'string')
        return entry as SerializeFunction | undefined
      return typeof entry === 'function' ? undefined : entry[contentType]
    }
    if (typeof schemaOrStatus !== 'object' || schemaOrStatus === null) return undefined
    return context.compiledOnDemand.get(schemaOrStatus) as SerializeFunction | undefined
  }

  /**
   * Compiles `schema` with the route's serializer compiler, once per schema object. The compiler gets the request's
   * method and URL, and `httpStatus` and `contentType` as given (null when not), as in Fastify.
   */
  compileSerializationSchema(
    schema: JsonSchema,
    httpStatus: string | number | null = null,
    contentType: string | null = null
  ): SerializeFunction {
    const context = this[kRouteContext]
    if (typeof schema === 'object' && schema !== null) {
      const cached = context.compiledOnDemand.get(schema)
      if (cached !== undefined) return cached as SerializeFunction
    }
    const compiler = context.resolveSerializerCompiler()
    if (compiler === null) throw new FST_ERR_MISSING_SERIALIZATION_FN(String(httpStatus ?? 'schema'))
    // Fastify's compilers receive null for what the caller left out (its route schemas always name a status)
    const fn = compiler({
      schema,
      method: this.request.method,
      url: this.request.url,
      httpStatus,
      contentType
    } as unknown as SerializerCompilerRoute)
    if (typeof schema === 'object' && schema !== null) context.compiledOnDemand.set(schema, fn)
    return fn
  }

  /**
   * Serializes `data` as Fastify does: with a status (`(data, status, contentType?)`, or `(data, schema, status)`,
   * where the status wins over the schema), with the route's serializer declared for it, which must exist; with
   * only a schema, with the function compiled for it.
   * @throws {FST_ERR_MISSING_SERIALIZATION_FN} the route declares no serializer for the status
   * @throws {FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN} nor for the status and content type
   */
  serializeInput(
    data: unknown,
    schemaOrStatus: JsonSchema | string | number,
    httpStatus?: string | number,
    contentType?: string
  ): string {
    const byStatus = typeof schemaOrStatus === 'string' || typeof schemaOrStatus === 'number'
    const status = byStatus ? schemaOrStatus : httpStatus
    // (data, status, contentType): the third argument is the content type
    const type = status && httpStatus !== status ? (httpStatus as string | undefined) : contentType
    if (status !== undefined && status !== null) {
      const fn = this.getSerializationFunction(status, type ?? undefined)
      if (typeof fn !== 'function') {
        if (type) throw new FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN(String(status), type)
        throw new FST_ERR_MISSING_SERIALIZATION_FN(String(status))
      }
      return fn(data)
    }
    const schema = schemaOrStatus as JsonSchema
    const fn =
      this.getSerializationFunction(schema) ?? this.compileSerializationSchema(schema, undefined, type)
    return fn(data)
  }

  hijack(): this {
    this[kReplyHijacked] = true
    clearHandlerTimer(this)
    watchFinish(this)
    return this
  }

  callNotFound(): this {
    callNotFound(this)
    return this
  }

  getDecorator<T = unknown>(name: string): T {
    if (!(name in this)) throw new FST_ERR_DEC_UNDECLARED(name, 'reply', undeclaredRemedy(name))
    const value = (this as unknown as Record<string, unknown>)[name]
    return (typeof value === 'function' ? value.bind(this) : value) as T
  }

  /** Resolves when the response has been sent (`await reply` in a handler). */
  then(
    fulfilled?: (() => unknown) | null,
    rejected?: ((error: unknown) => unknown) | null
  ): Promise<unknown> {
    return new Promise<void>((resolve, reject) => {
      finished(this.raw, (error) => {
        if (
          error !== undefined &&
          error !== null &&
          (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE'
        ) {
          reject(error)
        } else {
          resolve()
        }
      })
    }).then(fulfilled ?? undefined, rejected ?? undefined)
  }
}

/** The fields every reply sets in its constructor: a decorator of that name would be overwritten, so it is refused. */
export const replyFields = new Set<string>(['raw', 'request', 'log'])

let builtins: ReadonlySet<string> | null = null

/**
 * Names built into every reply (`hasReplyDecorator` reports them, as in Fastify; `dependencies` may name them),
 * read from a reply the class makes, once, when first asked.
 */
export function replyBuiltins(): ReadonlySet<string> {
  return (builtins ??= memberNames(
    new Reply({} as ServerResponse, {} as Request, {} as CapsuleLogger, {} as RouteContext)
  ))
}

/** Derives a Reply class for a context that decorates replies. */
export function deriveReplyClass(parent: typeof Reply): typeof Reply {
  // the constructor written out: V8 runs an implicit one (`super(...args)`) at about twice the cost
  const Derived = class extends parent {
    constructor(
      output: ServerResponse | DeferredRaw,
      request: Request,
      log: CapsuleLogger,
      context: RouteContext
    ) {
      super(output, request, log, context)
    }
  }
  Derived[kOwnProps] = []
  Derived[kAllProps] = null
  return Derived
}

/** Reply decorators are declared per context: the route's plugin or a parent of it has to declare this one. */
function undeclaredRemedy(name: string): string {
  return `Declare it with decorateReply('${name}', value) in the plugin that registers this route, or in a parent of it.`
}
