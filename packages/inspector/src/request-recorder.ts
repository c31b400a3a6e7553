import diagnostics from 'node:diagnostics_channel'
import type { CapsuleReply, CapsuleRequest } from '@capsule/core'
import type { ResolvedOptions } from './inspector-options.js'
import { visibleBody, visibleHeaders, visibleQuery } from './redact.js'
import type { Span } from './waterfall.js'

/** One traced call as recorded on the request path; names and places are worked out when the page asks (`spans`). */
export interface RawSpan {
  /** the hook's phase, or `handler` */
  readonly phase: string
  readonly fn: (...args: never[]) => unknown
  readonly start: number
  /** NaN until it finished */
  end: number
  error: unknown
  failed: boolean
}

/** A request the recorder has seen events of, until its onResponse hook hands it over. */
export interface TracedRequest {
  readonly spans: RawSpan[]
  /** the response payload as text (`bodies` only) */
  payload: string | null
}

/** A finished request: what the page needs, nothing that holds the request itself. */
export interface FinishedRequest {
  readonly id: number
  readonly method: string
  readonly path: string
  /** the path and the query string as the page shows it */
  readonly url: string
  readonly route: string | null
  readonly statusCode: number
  readonly startedAt: number
  /** `performance.now()` of its arrival and of the end of its response */
  readonly start: number
  readonly end: number
  /** as the page shows them (visibleHeaders), or only their names when no value is shown: nothing secret is kept */
  readonly headers: Readonly<Record<string, string>> | readonly string[]
  readonly body: string | null
  readonly payload: string | null
  readonly spans: readonly RawSpan[]
  /** what routes it again for explain(): its host and accept-version (constraint strategies Capsule has) */
  readonly host: string | undefined
  readonly acceptVersion: string | undefined
}

interface HookTraceEvent {
  readonly phase: string
  readonly hook: (...args: never[]) => unknown
  readonly request: unknown
  readonly error?: unknown
}

interface HandlerTraceEvent {
  readonly request: CapsuleRequest
  readonly async: boolean
  readonly error?: unknown
}

const hookChannel = 'tracing:capsule.request.hook'
const handlerChannel = 'tracing:fastify.request.handler'

const message = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error)

/** Where a trace event (one per call, made by the core) holds the span it started: cheaper than a WeakMap. */
const kSpan = Symbol('inspector.span')
type Traced = { [kSpan]?: RawSpan }

/** The spans of a finished request as the waterfall reads them: names, places among their phase, own or not. */
export function spans(request: FinishedRequest, own: WeakSet<object>): Span[] {
  const counts: Record<string, number> = {}
  return request.spans.map((raw) => {
    const index = counts[raw.phase] ?? 0
    counts[raw.phase] = index + 1
    return {
      phase: raw.phase,
      index,
      name: raw.fn.name === '' ? 'anonymous' : raw.fn.name,
      own: own.has(raw.fn),
      start: raw.start,
      end: raw.end,
      error: raw.failed ? message(raw.error) : null
    }
  })
}

/**
 * Listens to Capsule's hook events (`tracing:capsule.request.hook:*`) and Fastify's handler events
 * (`tracing:fastify.request.handler:*`) and keeps the last `requests` (the option) requests that reached the inspector's onResponse
 * hook. Capsule traces hooks only when something listens before ready(): subscribing is what turns the tracing on,
 * for this process, until `stop()`. Events of requests this inspector never finishes (another application in the
 * process, a route outside the inspector's context) stay in a WeakMap that forgets them with the request.
 */
export class RequestRecorder {
  readonly #options: ResolvedOptions
  readonly #pending = new WeakMap<object, TracedRequest>()
  readonly #finished: FinishedRequest[] = []
  #nextId = 1
  readonly #subscriptions: Array<[name: string, listener: (message: unknown) => void]>

  constructor(options: ResolvedOptions) {
    this.#options = options
    this.#subscriptions = [
      [`${hookChannel}:start`, (event) => this.#hookStarted(event as HookTraceEvent & Traced)],
      [`${hookChannel}:error`, (event) => failed(event as HookTraceEvent & Traced)],
      [`${hookChannel}:asyncEnd`, (event) => ended(event as Traced)],
      [`${handlerChannel}:start`, (event) => this.#handlerStarted(event as HandlerTraceEvent & Traced)],
      [`${handlerChannel}:error`, (event) => failed(event as HandlerTraceEvent & Traced)],
      [`${handlerChannel}:asyncStart`, (event) => ended(event as Traced)],
      [`${handlerChannel}:end`, (event) => !(event as HandlerTraceEvent).async && ended(event as Traced)]
    ]
  }

  start(): void {
    for (const [name, listener] of this.#subscriptions) diagnostics.subscribe(name, listener)
  }

  stop(): void {
    for (const [name, listener] of this.#subscriptions) diagnostics.unsubscribe(name, listener)
  }

  /** The traced request of `request` (created on its first event). */
  traced(request: object): TracedRequest {
    let traced = this.#pending.get(request)
    if (traced === undefined) {
      traced = { spans: [], payload: null }
      this.#pending.set(request, traced)
    }
    return traced
  }

  /** Called by the inspector's onResponse hook: the request joins the list (the oldest leaves a full one). */
  finish(request: CapsuleRequest, reply: CapsuleReply): void {
    const options = this.#options
    const traced = this.traced(request)
    this.#pending.delete(request)
    const now = performance.now()
    // the response ended before the onResponse hooks ran: the first of them started closest to that end
    let end = now
    for (const span of traced.spans) if (span.phase === 'onResponse' && span.start < end) end = span.start
    // and it arrived before its first hook started: that end is a little late (the time from the end of the response
    // to the first onResponse hook), which would otherwise put the arrival after the first hook, at a negative offset
    const start = Math.min(end - reply.elapsedTime, traced.spans[0]?.start ?? Infinity)
    const url = request.url
    const mark = url.indexOf('?')
    const headers = request.headers
    this.#finished.push({
      id: this.#nextId++,
      method: request.method,
      path: mark === -1 ? url : url.slice(0, mark),
      url:
        mark === -1 ? url : `${url.slice(0, mark)}?${visibleQuery(url.slice(mark + 1), options.queryValues)}`,
      route: request.is404 ? null : (request.routeOptions.url ?? null),
      statusCode: reply.statusCode,
      startedAt: performance.timeOrigin + start,
      start,
      end,
      headers:
        options.headerValues === false ? Object.keys(headers) : visibleHeaders(headers, options.headerValues),
      body: options.bodies ? visibleBody(request.body) : null,
      payload: traced.payload,
      spans: traced.spans,
      host: headers.host,
      acceptVersion: typeof headers['accept-version'] === 'string' ? headers['accept-version'] : undefined
    })
    if (this.#finished.length > options.requests) this.#finished.shift()
  }

  /** Drops what was recorded of a request that will not be listed (the inspector's own pages). */
  forget(request: object): void {
    this.#pending.delete(request)
  }

  /** The finished requests with an id above `after`, the oldest first. */
  since(after: number): readonly FinishedRequest[] {
    return this.#finished.filter((request) => request.id > after)
  }

  #hookStarted(event: HookTraceEvent & Traced): void {
    const span: RawSpan = {
      phase: event.phase,
      fn: event.hook,
      start: performance.now(),
      end: NaN,
      error: undefined,
      failed: false
    }
    this.traced(event.request as object).spans.push(span)
    event[kSpan] = span
  }

  #handlerStarted(event: HandlerTraceEvent & Traced): void {
    const span: RawSpan = {
      phase: 'handler',
      fn: event.request.routeOptions.handler,
      start: performance.now(),
      end: NaN,
      error: undefined,
      failed: false
    }
    this.traced(event.request).spans.push(span)
    event[kSpan] = span
  }
}

function failed(event: { readonly error?: unknown } & Traced): void {
  const span = event[kSpan]
  if (span === undefined) return
  span.failed = true
  span.error = event.error
}

function ended(event: Traced): void {
  const span = event[kSpan]
  if (span !== undefined && Number.isNaN(span.end)) span.end = performance.now()
}
