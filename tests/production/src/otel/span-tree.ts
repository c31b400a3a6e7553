// Finished spans as trees, reduced to what does not depend on the run: names, kinds, statuses, attributes, events
// and who is whose parent. Ids, timestamps and durations go (children keep the order they started in, as the
// provider numbered them: see sdk.ts); ports are
// masked wherever they appear; an exception event keeps its type and message, not its stack (file paths differ).
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node'

export interface SpanNode {
  name: string
  /** For a root: whether it has no parent, a remote one (from a header), or a local one among other spans. */
  parent?: 'none' | 'remote' | 'outside these spans'
  kind: string
  status: { code: number; message?: string }
  scope: string
  attributes: Record<string, unknown>
  events: { name: string; attributes: Record<string, unknown> }[]
  children: SpanNode[]
}

const kinds = ['INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER']

function maskPorts(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>') : value
}

function normalizeAttributes(
  attributes: Record<string, unknown>,
  drop: readonly string[] = []
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(attributes).sort()) {
    if (drop.includes(key)) continue
    result[key] = maskPorts(attributes[key])
  }
  return result
}

type StartOrder = (spanId: string) => number

function byStart(order: StartOrder): (a: ReadableSpan, b: ReadableSpan) => number {
  return (a, b) => order(a.spanContext().spanId) - order(b.spanContext().spanId)
}

function toNode(span: ReadableSpan, childrenOf: Map<string, ReadableSpan[]>, order: StartOrder): SpanNode {
  const children = (childrenOf.get(span.spanContext().spanId) ?? []).sort(byStart(order))
  return {
    name: span.name,
    kind: kinds[span.kind] ?? String(span.kind),
    status: span.status.message === undefined ? { code: span.status.code } : { ...span.status },
    scope: span.instrumentationScope.name,
    attributes: normalizeAttributes(span.attributes),
    events: span.events.map((event) => ({
      name: event.name,
      attributes: normalizeAttributes(event.attributes ?? {}, ['exception.stacktrace'])
    })),
    children: children.map((child) => toNode(child, childrenOf, order))
  }
}

// a request that began in the context of an earlier one (an async context leaking across requests on a keep-alive
// connection) would have a local parent: the root says so rather than look like a fresh trace
function parentOf(span: ReadableSpan): NonNullable<SpanNode['parent']> {
  const parent = span.parentSpanContext
  if (parent === undefined) return 'none'
  return parent.isRemote === true ? 'remote' : 'outside these spans'
}

/** One tree per root span (a span whose parent is not among `spans`), in the order the roots started. */
export function spanTrees(spans: readonly ReadableSpan[], order: StartOrder): SpanNode[] {
  const ids = new Set(spans.map((span) => span.spanContext().spanId))
  const childrenOf = new Map<string, ReadableSpan[]>()
  const roots: ReadableSpan[] = []
  for (const span of spans) {
    const parent = span.parentSpanContext?.spanId
    if (parent !== undefined && ids.has(parent)) {
      const siblings = childrenOf.get(parent) ?? []
      siblings.push(span)
      childrenOf.set(parent, siblings)
    } else {
      roots.push(span)
    }
  }
  return roots
    .sort(byStart(order))
    .map((root) => ({ parent: parentOf(root), ...toNode(root, childrenOf, order) }))
}
