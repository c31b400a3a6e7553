// The OpenTelemetry SDK as a service would set it up, in this process: a Node tracer provider whose spans go to
// memory as soon as they end (SimpleSpanProcessor), the AsyncLocalStorage context manager and the W3C trace context
// propagator registered globally (what `propagation.inject` and @fastify/otel's extraction use).
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  type Span,
  type SpanProcessor,
  SimpleSpanProcessor
} from '@opentelemetry/sdk-trace-node'

/**
 * Numbers spans in the order they start. Span start times come from the wall clock in milliseconds: spans started
 * within the same millisecond tie, and sorting siblings by start time would order them by chance.
 */
class StartOrder implements SpanProcessor {
  readonly #order = new Map<string, number>()
  #next = 0

  onStart(span: Span): void {
    this.#order.set(span.spanContext().spanId, this.#next++)
  }
  onEnd(): void {}
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}

  of(spanId: string): number {
    const position = this.#order.get(spanId)
    if (position === undefined) throw new Error(`span ${spanId} was not started through this provider`)
    return position
  }
}

export interface Tracing {
  readonly provider: NodeTracerProvider
  readonly exporter: InMemorySpanExporter
  /** The position of a span among all the spans started so far. */
  startOrder(spanId: string): number
  shutdown(): Promise<void>
}

export function startTracing(): Tracing {
  const exporter = new InMemorySpanExporter()
  const order = new StartOrder()
  const provider = new NodeTracerProvider({ spanProcessors: [order, new SimpleSpanProcessor(exporter)] })
  provider.register({
    contextManager: new AsyncLocalStorageContextManager(),
    propagator: new W3CTraceContextPropagator()
  })
  return {
    provider,
    exporter,
    startOrder: (spanId) => order.of(spanId),
    async shutdown() {
      await provider.shutdown()
    }
  }
}
