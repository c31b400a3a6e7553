import type { RequestSegment } from './recorded-request.js'

/** One traced call: a hook (its phase) or the route handler, in `performance.now()` milliseconds. */
export interface Span {
  /** the hook's phase, or `handler` */
  readonly phase: string
  /** its place among the hooks of its phase that ran for this request (0 for the handler) */
  readonly index: number
  readonly name: string
  /** one of the inspector's own hooks: a phase boundary, not drawn */
  readonly own: boolean
  readonly start: number
  /** NaN until it finished */
  end: number
  error: string | null
}

/** Where a hook or the handler came from, when known. */
export interface SpanOrigin {
  readonly context: string
  readonly source: RequestSegment['source']
}

/** The gaps between phases are Capsule's own work: each is named after what happens between those two phases. */
const gaps = [
  { kind: 'parsing', after: ['preParsing', 'onRequest'], before: ['preValidation', 'preHandler', 'handler'] },
  { kind: 'validation', after: ['preValidation'], before: ['preHandler', 'handler'] },
  { kind: 'serialization', after: ['preSerialization', 'handler'], before: ['onSend'] }
] as const

/**
 * The waterfall of one request: every hook that ran (the inspector's own boundary hooks left out), the handler, and
 * the time between the phases named after what Capsule did then (parsing the body, validating, serializing, writing
 * the response). `start` and `end` are the request's arrival and the end of its response.
 */
export function waterfall(
  spans: readonly Span[],
  start: number,
  end: number,
  notFound: boolean,
  origin: (span: Span) => SpanOrigin | null
): RequestSegment[] {
  const first = new Map<string, number>()
  const last = new Map<string, number>()
  for (const span of spans) {
    first.set(span.phase, Math.min(first.get(span.phase) ?? Infinity, span.start))
    if (!Number.isNaN(span.end)) last.set(span.phase, Math.max(last.get(span.phase) ?? -Infinity, span.end))
  }
  const firstOf = (phases: readonly string[]) =>
    phases.map((phase) => first.get(phase)).find((t) => t !== undefined)
  const lastOf = (phases: readonly string[]) =>
    phases.map((phase) => last.get(phase)).find((t) => t !== undefined)
  const segments: RequestSegment[] = []
  const add = (segment: Omit<RequestSegment, 'offset' | 'duration'>, from: number, to: number) =>
    segments.push({ ...segment, offset: from - start, duration: Math.max(0, to - from) })
  // a handler's end event comes after a synchronous send: it ends where the next phase begins
  const handlerEnd = Math.min(
    last.get('handler') ?? Infinity,
    firstOf(['preSerialization', 'onSend']) ?? Infinity
  )
  if (Number.isFinite(handlerEnd)) last.set('handler', handlerEnd)
  for (const span of spans) {
    if (span.own) continue
    const to = span.phase === 'handler' ? handlerEnd : span.end
    const from = origin(span)
    add(
      {
        kind: span.phase === 'handler' ? 'handler' : 'hook',
        phase: span.phase === 'handler' ? null : span.phase,
        name: span.name,
        context: from?.context ?? null,
        source: from?.source ?? null,
        error: span.error
      },
      span.start,
      Number.isNaN(to) || !Number.isFinite(to) ? end : to
    )
  }
  const work = (kind: RequestSegment['kind'], from: number | undefined, to: number | undefined) => {
    if (from === undefined || to === undefined || to <= from) return
    add({ kind, phase: null, name: kind, context: null, source: null, error: null }, from, to)
  }
  for (const gap of gaps) work(gap.kind, lastOf(gap.after), firstOf(gap.before))
  // the not-found handler is not traced (as in Fastify): its time is the gap after the preHandler hooks
  if (notFound) work('not-found handler', lastOf(['preHandler']), firstOf(['preSerialization', 'onSend']))
  work('response', lastOf(['onSend']), end)
  return segments.sort((a, b) => a.offset - b.offset)
}
