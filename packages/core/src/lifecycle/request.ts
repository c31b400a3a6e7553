import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { FST_ERR_DEC_UNDECLARED, FST_ERR_REQ_INVALID_VALIDATION_INVOCATION } from '../errors.js'
import {
  kAllProps,
  kOwnProps,
  kRequestHeaders,
  kRequestId,
  kRequestInput,
  kRequestMediaType,
  kRequestRaw,
  kRequestSignal,
  kRouteContext
} from '../symbols.js'
import { headerOf, isDeferred, type DeferredRaw, type RequestInput } from './exchange-io.js'
import type { RouteContext } from '../routing/route-context.js'
import type { CapsuleLogger } from '../types/logger.js'
import type { HttpPart, JsonSchema, ValidationFunction } from '../types/schema.js'
import type { RouteOptionsView } from '../types/route.js'
import { lastForwarded, proxyaddr } from '../server/trust-proxy.js'
import { parseMediaType } from './media-type.js'
import { memberNames } from './member-names.js'
import { formatRequestId, type RequestId } from './request-id.js'

/** A value decorator: every request gets its own copy of the initial value, set in the constructor. */
export interface DecoratorProp {
  readonly key: string
  readonly value: unknown
}

/**
 * The base Request class; each decorated context derives its own subclass. Its fields are declared, not defined:
 * the constructor sets them all, and a class field costs a definition per request on JavaScriptCore (Bun).
 */
export class Request {
  static [kOwnProps]: DecoratorProp[] = []
  static [kAllProps]: DecoratorProp[] | null = null

  declare params: Record<string, string | undefined>
  declare query: Record<string, unknown>
  declare log: CapsuleLogger
  declare body: unknown
  declare validationError: Error | undefined;
  declare [kRouteContext]: RouteContext;
  declare [kRequestMediaType]: string | undefined;
  declare [kRequestSignal]: AbortController | null;
  declare [kRequestId]: RequestId;
  /** what the lifecycle reads the request from: `raw`, or app.fetch's exchange until `raw` is asked for */
  declare [kRequestInput]: RequestInput;
  declare [kRequestRaw]: IncomingMessage | null;
  declare [kRequestHeaders]: IncomingMessage['headers'] | null

  constructor(
    id: RequestId,
    params: Record<string, string | undefined>,
    input: IncomingMessage | DeferredRaw,
    query: Record<string, unknown>,
    log: CapsuleLogger,
    context: RouteContext
  ) {
    this[kRequestId] = id
    this.params = params
    this[kRequestInput] = input
    this[kRequestRaw] = isDeferred(input) ? null : input
    this.query = query
    this.log = log
    this.body = undefined
    this.validationError = undefined
    this[kRouteContext] = context
    this[kRequestMediaType] = undefined
    this[kRequestSignal] = null
    this[kRequestHeaders] = null
    const props =
      (this.constructor as typeof Request)[kAllProps] ?? allProps(this.constructor as typeof Request)
    for (let i = 0; i < props.length; i++) {
      const prop = props[i]!
      ;(this as unknown as Record<string, unknown>)[prop.key] = prop.value
    }
  }

  get id(): string {
    const id = this[kRequestId]
    if (typeof id === 'string') return id
    const text = formatRequestId(id)
    this[kRequestId] = text
    return text
  }

  set id(value: string) {
    // a number would read back as a default id (`req-<base 36>`): kept as its text, as a generator's is
    this[kRequestId] = typeof value === 'number' ? String(value) : value
  }

  /**
   * Node's request. For a request that came through app.fetch it is made when first read (the lifecycle reads the web
   * Request directly until then), and the request and its reply go on with Node-compatible objects from there.
   */
  get raw(): IncomingMessage {
    return this[kRequestRaw] ?? (this[kRequestInput] as DeferredRaw).compatible().req
  }

  get headers(): IncomingMessage['headers'] {
    // headers set by a hook add to (or replace some of) the client's, as in Fastify; raw.headers stays as received
    const set = this[kRequestHeaders]
    const received = this[kRequestInput].headers
    return set === null ? received : { ...received, ...set }
  }

  set headers(value: IncomingMessage['headers']) {
    this[kRequestHeaders] = value
  }

  get server(): object {
    return this[kRouteContext].server
  }

  get method(): string {
    return this[kRequestInput].method ?? 'GET'
  }

  get url(): string {
    return this[kRequestInput].url ?? '/'
  }

  get originalUrl(): string {
    return (this[kRequestInput] as RequestInput & { originalUrl?: string }).originalUrl ?? this.url
  }

  get socket(): Socket {
    return this.raw.socket
  }

  get ip(): string | undefined {
    const trust = this[kRouteContext].core?.trustProxy ?? null
    const input = this[kRequestInput]
    return trust === null ? (input.socket?.remoteAddress ?? undefined) : proxyaddr()(input as never, trust)
  }

  get ips(): readonly string[] | undefined {
    const trust = this[kRouteContext].core?.trustProxy ?? null
    return trust === null ? undefined : proxyaddr().all(this[kRequestInput] as never, trust)
  }

  get host(): string {
    const headers = this[kRequestInput].headers
    if (peerTrusted(this)) {
      const forwarded = lastForwarded(headers['x-forwarded-host'])
      if (forwarded !== undefined) return forwarded
    }
    return headers.host ?? (headers[':authority'] as string | undefined) ?? ''
  }

  get hostname(): string {
    const host = this.host
    // an IPv6 literal keeps its brackets; one never closed names no host (Fastify's '')
    if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
    const colon = host.indexOf(':')
    return colon === -1 ? host : host.slice(0, colon)
  }

  /** The digits after the Host's last ':' (null when there are none: `example.com:`, `example.com:+80`). */
  get port(): number | null {
    const host = this.host
    let start = host.length
    while (start > 0 && isDigit(host.charCodeAt(start - 1))) start--
    if (start === host.length || start === 0 || host.charCodeAt(start - 1) !== 0x3a) return null
    return Number(host.slice(start))
  }

  get protocol(): 'http' | 'https' {
    const input = this[kRequestInput]
    if (peerTrusted(this)) {
      const forwarded = lastForwarded(input.headers['x-forwarded-proto'])?.toLowerCase()
      if (forwarded === 'https' || forwarded === 'http') return forwarded
    }
    return input.socket?.encrypted === true ? 'https' : 'http'
  }

  get is404(): boolean {
    return this[kRouteContext].isNotFound
  }

  /** The request's `type/subtype` (lower case), in every hook and for every method; undefined without a valid one. */
  get mediaType(): string | undefined {
    const known = this[kRequestMediaType]
    if (known !== undefined) return known
    const header = headerOf(this[kRequestInput], 'content-type') as string | undefined
    if (header === undefined) return undefined
    return (this[kRequestMediaType] = parseMediaType(header)?.essence)
  }

  get signal(): AbortSignal {
    let controller = this[kRequestSignal]
    if (controller === null) {
      controller = new AbortController()
      this[kRequestSignal] = controller
      const abort = (): void => {
        if (!this.raw.complete || !this.raw.socket?.writable) controller!.abort()
      }
      this.raw.once('close', abort)
    }
    return controller.signal
  }

  get routeOptions(): RouteOptionsView {
    const context = this[kRouteContext]
    const view = context.routeOptions!
    // once a route is versioned, Fastify reports the version the request asked for (its Accept-Version), on every
    // route and on 404s: one object per read then, only in applications that version routes
    if (context.core?.router.hasConstraintStrategy('version') !== true) return view
    return Object.freeze({
      ...view,
      version: this[kRequestInput].headers['accept-version']
    }) as RouteOptionsView
  }

  getValidationFunction(schemaOrPart: JsonSchema | HttpPart | 'query'): ValidationFunction | undefined {
    const context = this[kRouteContext]
    if (typeof schemaOrPart === 'string') {
      switch (schemaOrPart) {
        case 'body':
          return (
            context.bodyValidator ??
            (this.mediaType !== undefined ? context.bodyContentValidators?.get(this.mediaType) : undefined) ??
            undefined
          )
        case 'querystring':
        case 'query':
          return context.querystringValidator ?? undefined
        case 'params':
          return context.paramsValidator ?? undefined
        case 'headers':
          return context.headersValidator ?? undefined
        default:
          return undefined
      }
    }
    if (typeof schemaOrPart !== 'object' || schemaOrPart === null) return undefined
    return context.compiledOnDemand.get(schemaOrPart) as ValidationFunction | undefined
  }

  compileValidationSchema(schema: JsonSchema, httpPart?: HttpPart): ValidationFunction {
    const context = this[kRouteContext]
    if (typeof schema === 'object' && schema !== null) {
      const cached = context.compiledOnDemand.get(schema)
      if (cached !== undefined) return cached as ValidationFunction
    }
    const compiler = context.resolveValidatorCompiler()
    if (compiler === null) throw new FST_ERR_REQ_INVALID_VALIDATION_INVOCATION(httpPart ?? 'unknown')
    const fn = compiler({
      schema,
      method: this.method,
      url: context.definition.url,
      httpPart: httpPart ?? 'body'
    })
    if (typeof schema === 'object' && schema !== null) context.compiledOnDemand.set(schema, fn)
    return fn
  }

  validateInput(data: unknown, schemaOrPart: JsonSchema | HttpPart | 'query', httpPart?: HttpPart): unknown {
    let fn: ValidationFunction | undefined
    if (typeof schemaOrPart === 'string') {
      // a part name: the route's own validator for it, which must exist
      fn = this.getValidationFunction(schemaOrPart)
      if (fn === undefined) throw new FST_ERR_REQ_INVALID_VALIDATION_INVOCATION(schemaOrPart)
    } else if (
      (typeof schemaOrPart !== 'object' && typeof schemaOrPart !== 'boolean') ||
      schemaOrPart === null
    ) {
      throw new FST_ERR_REQ_INVALID_VALIDATION_INVOCATION(httpPart ?? String(schemaOrPart))
    } else {
      // the route's validator for `httpPart` takes precedence over the schema given (Fastify's documented order)
      fn =
        (httpPart === undefined ? undefined : this.getValidationFunction(httpPart)) ??
        this.getValidationFunction(schemaOrPart) ??
        this.compileValidationSchema(schemaOrPart as JsonSchema, httpPart)
    }
    return fn(data)
  }

  getDecorator<T = unknown>(name: string): T {
    if (!(name in this)) throw new FST_ERR_DEC_UNDECLARED(name, 'request', undeclaredRemedy(name))
    const value = (this as unknown as Record<string, unknown>)[name]
    return (typeof value === 'function' ? value.bind(this) : value) as T
  }

  setDecorator(name: string, value: unknown): void {
    if (!(name in this)) throw new FST_ERR_DEC_UNDECLARED(name, 'request', undeclaredRemedy(name))
    ;(this as unknown as Record<string, unknown>)[name] = value
  }
}

/** The value decorators of a class and its ancestors, computed once and cached on the class. */
export function allProps(cls: typeof Request): DecoratorProp[] {
  const chain: DecoratorProp[][] = []
  let current: unknown = cls
  while (typeof current === 'function' && Object.prototype.hasOwnProperty.call(current, kOwnProps)) {
    chain.unshift((current as typeof Request)[kOwnProps])
    current = Object.getPrototypeOf(current)
  }
  const all = chain.flat()
  cls[kAllProps] = all
  return all
}

/** Derives a Request class for a context that decorates requests, so parents and siblings never see it. */
export function deriveRequestClass(parent: typeof Request): typeof Request {
  // the constructor written out: V8 runs an implicit one (`super(...args)`) at about twice the cost
  const Derived = class extends parent {
    constructor(
      id: RequestId,
      params: Record<string, string | undefined>,
      input: IncomingMessage | DeferredRaw,
      query: Record<string, unknown>,
      log: CapsuleLogger,
      context: RouteContext
    ) {
      super(id, params, input, query, log, context)
    }
  }
  Derived[kOwnProps] = []
  Derived[kAllProps] = null
  return Derived
}

/** The fields every request sets in its constructor: a decorator of that name would be overwritten, so it is refused. */
export const requestFields = new Set<string>(['id', 'params', 'raw', 'query', 'log', 'body'])

let builtins: ReadonlySet<string> | null = null

/**
 * Names built into every request (`hasRequestDecorator` reports them, `dependencies` may name them), read from a
 * request the class makes, once, when first asked.
 */
export function requestBuiltins(): ReadonlySet<string> {
  return (builtins ??= memberNames(
    new Request('', {}, {} as IncomingMessage, {}, {} as CapsuleLogger, {} as RouteContext)
  ))
}

/** X-Forwarded-* count only when the immediate peer (the socket) is a trusted proxy. */
function peerTrusted(request: Request): boolean {
  const trust = request[kRouteContext].core?.trustProxy ?? null
  const peer = request[kRequestInput].socket?.remoteAddress
  return trust !== null && peer !== undefined && trust(peer, 0)
}

/** Aborts `request.signal` with `reason` (creating the signal if nobody asked for it yet). */
export function abortRequest(request: Request, reason: Error): void {
  let controller = request[kRequestSignal]
  if (controller === null) {
    controller = new AbortController()
    request[kRequestSignal] = controller
  }
  if (!controller.signal.aborted) controller.abort(reason)
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/** Request decorators are declared per context: the route's plugin or a parent of it has to declare this one. */
function undeclaredRemedy(name: string): string {
  return `Declare it with decorateRequest('${name}', value) in the plugin that registers this route, or in a parent of it.`
}
