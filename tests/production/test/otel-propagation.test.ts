// Trace context across two services: A's route calls B over HTTP with a W3C `traceparent` header, and B's spans
// must join A's trace. Both services run in this process on their own ports: B's server was started outside any
// span, so B's requests begin in an empty context and can only learn the trace from the header (@fastify/otel
// extracts it when there is no active span). The same two services on real Fastify give the expected trees.
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Services, startServices } from '../fixtures/otel/services.js'
import { type FrameworkName, frameworks } from '../src/otel/frameworks.js'
import { type SpanNode, spanTrees } from '../src/otel/span-tree.js'
import { startTracing, type Tracing } from '../src/otel/sdk.js'

let tracing: Tracing
const services = {} as Record<FrameworkName, Services>

beforeAll(async () => {
  tracing = startTracing()
  for (const name of ['fastify', 'capsule'] as const)
    services[name] = await startServices(frameworks[name], tracing.provider)
})

afterAll(async () => {
  await Promise.all(Object.values(services).map((running) => running.close()))
  await tracing?.shutdown()
})

interface Call {
  spans: ReadableSpan[]
  trees: SpanNode[]
  received: { traceparent: string | null }
}

async function call(name: FrameworkName, path: string): Promise<Call> {
  tracing.exporter.reset()
  const response = await fetch(`${services[name].aOrigin}${path}`)
  expect(response.status).toBe(200)
  const received = (await response.json()) as Call['received']
  // A's request span ends in its onSend hook, before the answer is written: every span has ended by now, one turn of
  // the event loop aside
  await new Promise((resolve) => setImmediate(resolve))
  const spans = tracing.exporter.getFinishedSpans()
  return { spans, trees: spanTrees(spans, tracing.startOrder), received }
}

function requestSpan(spans: ReadableSpan[], role: string): ReadableSpan {
  const found = spans.filter((span) => span.name === 'request' && span.attributes['service.role'] === role)
  expect(found).toHaveLength(1)
  return found[0]!
}

/** B's request span joined A's trace, under the span whose context A injected. */
function expectJoined({ spans, received }: Call, injectedFrom: (a: ReadableSpan[]) => ReadableSpan): void {
  expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1)
  const b = requestSpan(spans, 'b')
  expect(b.kind).toBe(1 /* SERVER */)
  const parent = injectedFrom(spans)
  expect(b.parentSpanContext).toMatchObject({ spanId: parent.spanContext().spanId, isRemote: true })
  expect(received.traceparent).toBe(`00-${parent.spanContext().traceId}-${parent.spanContext().spanId}-01`)
}

describe('a trace across two services', () => {
  test("request.opentelemetry().inject: B's request span is a child of A's request span", async () => {
    for (const name of ['fastify', 'capsule'] as const) {
      expectJoined(await call(name, '/via-request'), (spans) => requestSpan(spans, 'a'))
    }
    const [expected, actual] = [await call('fastify', '/via-request'), await call('capsule', '/via-request')]
    // one tree: A's request span at the root, B's inside it
    expect(expected.trees).toHaveLength(1)
    expect(actual.trees).toEqual(expected.trees)
  })

  test("propagation.inject(context.active()) in a handler: B's request span is a child of A's handler span", async () => {
    const handlerOfA = (spans: ReadableSpan[]): ReadableSpan => {
      const found = spans.filter((span) => span.name === 'handler - activeContext')
      expect(found).toHaveLength(1)
      return found[0]!
    }
    for (const name of ['fastify', 'capsule'] as const)
      expectJoined(await call(name, '/via-active'), handlerOfA)
    const [expected, actual] = [await call('fastify', '/via-active'), await call('capsule', '/via-active')]
    expect(expected.trees).toHaveLength(1)
    expect(actual.trees).toEqual(expected.trees)
  })
})
