import diagnostics from 'node:diagnostics_channel'
import type { CapsuleReply, CapsuleRequest } from '@capsule/core'
import type { ResolvedOptions } from './inspector-options.js'
import { visibleBody, visibleHeaders, visibleQuery } from './redact.js'
import type { Span } from './waterfall.js'

/** A request the recorder has seen events of, until its onResponse hook hands it over. */
export interface TracedRequest {
  readonly spans: Span[]
  /** how many hooks of each phase started so far: the next one's index */
  readonly counts: Map<string, number>
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
  /** as the page shows them (visibleHeaders, visibleBody): nothing secret is kept */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | null
  readonly payload: string | null
  readonly spans: readonly Span[]
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

/**
 * Listens to Capsule's hook events (`tracing:capsule.request.hook:*`) and Fastify's handler events
 * (`tracing:fastify.request.handler:*`) and keeps the last `requests` (the option) requests that reached the inspector's onResponse
 * hook. Capsule traces hooks only when something listens before ready(): subscribing is what turns the tracing on,
 * for this process, until `stop()`. Events of requests this inspector never finishes (another application in the
 * process, a route outside the inspector's context) stay in a WeakMap that forgets them with the request.
 */
export class RequestRecorder {
  readonly #options: ResolvedOptions
  readonly #own: WeakSet<object>
  readonly #pending = new WeakMap<object, TracedRequest>()
  readonly #open = new WeakMap<object, Span>()
  readonly #finished: FinishedRequest[] = []
  #nextId = 1
  readonly #subscriptions: Array<[name: string, listener: (message: unknown) => void]>

  /** `own`: the inspector's own hooks, the phase boundaries that are measured but not drawn */
  constructor(options: ResolvedOptions, own: WeakSet<object>) {
    this.#options = options
    this.#own = own
    this.#subscriptions = [
      [`${hookChannel}:start`, (event) => this.#hookStarted(event as HookTraceEvent)],
      [`${hookChannel}:error`, (event) => this.#failed(event, (event as HookTraceEvent).error)],
      [`${hookChannel}:asyncEnd`, (event) => this.#ended(event)],
      [`${handlerChannel}:start`, (event) => this.#handlerStarted(event as HandlerTraceEvent)],
      [`${handlerChannel}:error`, (event) => this.#failed(event, (event as HandlerTraceEvent).error)],
      [`${handlerChannel}:asyncStart`, (event) => this.#ended(event)],
      [`${handlerChannel}:end`, (event) => !(event as HandlerTraceEvent).async && this.#ended(event)]
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
      traced = { spans: [], counts: new Map(), payload: null }
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
    const end = Math.min(now, ...traced.spans.filter((s) => s.phase === 'onResponse').map((s) => s.start))
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
      headers: visibleHeaders(headers, options.headerValues),
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

  #hookStarted(event: HookTraceEvent): void {
    const traced = this.traced(event.request as object)
    const index = traced.counts.get(event.phase) ?? 0
    traced.counts.set(event.phase, index + 1)
    const span: Span = {
      phase: event.phase,
      index,
      name: event.hook.name === '' ? 'anonymous' : event.hook.name,
      own: this.#own.has(event.hook),
      start: performance.now(),
      end: NaN,
      error: null
    }
    traced.spans.push(span)
    this.#open.set(event, span)
  }

  #handlerStarted(event: HandlerTraceEvent): void {
    const handler = event.request.routeOptions.handler
    const span: Span = {
      phase: 'handler',
      index: 0,
      name: handler.name === '' ? 'anonymous' : handler.name,
      own: this.#own.has(handler),
      start: performance.now(),
      end: NaN,
      error: null
    }
    this.traced(event.request).spans.push(span)
    this.#open.set(event, span)
  }

  #failed(event: unknown, error: unknown): void {
    const span = this.#open.get(event as object)
    if (span !== undefined) span.error = message(error)
  }

  #ended(event: unknown): void {
    const span = this.#open.get(event as object)
    if (span !== undefined && Number.isNaN(span.end)) span.end = performance.now()
  }
}
