// @fastify/otel on Capsule and on real Fastify: the same application, the same requests (over a socket on
// 127.0.0.1 and through inject()), and the spans each produces compared as trees. Fastify's trees are the
// expectation; only ids, times and ports are left out of the comparison (span-tree.ts).
import { FastifyOtelInstrumentation } from '@fastify/otel'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTracedApp, type TracedApp } from '../fixtures/otel/traced-app.js'
import { type FrameworkName, frameworks } from '../src/otel/frameworks.js'
import { type SpanNode, spanTrees } from '../src/otel/span-tree.js'
import { startTracing, type Tracing } from '../src/otel/sdk.js'
import { guideAnchors } from '../src/otel/deliberate.js'

interface Exchange {
  method: string
  url: string
  payload?: object | string
  contentType?: string
  /** A deliberate difference: the guide's section, and Fastify's trees as Capsule's must be because of it. */
  differs?: { guide: string; expected: (fastify: SpanNode[]) => SpanNode[] }
}

/** Fastify's trees with the request span's exception events recorded once each (for the onError difference). */
function exceptionsOnce(trees: SpanNode[]): SpanNode[] {
  return trees.map((tree) => {
    const seen = new Set<string>()
    const events = tree.events.filter((event) => {
      const key = JSON.stringify(event)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    return { ...tree, events }
  })
}

const exchanges: Record<string, Exchange> = {
  'a route with hooks of every kind': { method: 'GET', url: '/ok' },
  'a route in an encapsulated plugin': { method: 'GET', url: '/enc/ok' },
  'the default 404': { method: 'GET', url: '/missing' },
  'a custom 404 in an encapsulated plugin': { method: 'GET', url: '/enc/missing' },
  'a 400 from body validation': { method: 'POST', url: '/validate', payload: { name: 1 } },
  'a 500 from a thrown error': { method: 'GET', url: '/boom' },
  'a custom error handler': { method: 'GET', url: '/enc/fail' },
  'preParsing, preValidation, preSerialization in callback style': {
    method: 'POST',
    url: '/lifecycle',
    payload: { fail: false }
  },
  'an onError hook and a declared 503': { method: 'POST', url: '/lifecycle', payload: { fail: true } },
  'a failing preHandler hook': { method: 'GET', url: '/hook-fails' },
  'a 500 sent without an error': { method: 'GET', url: '/sent-500' },
  'a route with hook and handler spans off': { method: 'GET', url: '/quiet' },
  'a not-found handler with hooks': { method: 'GET', url: '/nf/missing' },
  'a hook from a fastify-plugin inside an encapsulated plugin': { method: 'GET', url: '/nf/here' },
  'the HEAD route Fastify adds to a GET route': { method: 'HEAD', url: '/ok' },
  'a 415 for a body nothing parses': {
    method: 'POST',
    url: '/validate',
    payload: '<a/>',
    contentType: 'text/xml'
  },
  'a 400 for a body that is not JSON': {
    method: 'POST',
    url: '/validate',
    payload: '{"name":',
    contentType: 'application/json'
  },
  'a method the route does not have': { method: 'DELETE', url: '/ok' },
  'a parametric route with a query string': { method: 'GET', url: '/users/42?expand=1' },
  'a wildcard route': { method: 'GET', url: '/files/a/b.txt' },
  'a route with two methods, GET': { method: 'GET', url: '/multi' },
  'an onRequest hook that answers': { method: 'GET', url: '/early' },
  'a hijacked reply': { method: 'GET', url: '/hijacked' },
  'a streamed body': { method: 'GET', url: '/stream' },
  'a route with two methods, POST': { method: 'POST', url: '/multi', payload: {} },
  // Fastify runs the onError hooks again when the onSend hooks of the error answer fail too, and @fastify/otel's
  // onError hook records the exception on the request span a second time; Capsule runs them once
  'a failing onSend hook': {
    method: 'GET',
    url: '/send-fails',
    differs: { guide: '#onerror-hooks-run-once-per-request', expected: exceptionsOnce }
  }
}

let tracing: Tracing
const apps = {} as Record<FrameworkName, { traced: TracedApp; origin: string }>
let sequence = 0

beforeAll(async () => {
  tracing = startTracing()
  for (const name of ['fastify', 'capsule'] as const) {
    const instrumentation = new FastifyOtelInstrumentation()
    instrumentation.setTracerProvider(tracing.provider)
    const traced = await buildTracedApp(frameworks[name], instrumentation)
    const origin = await traced.app.listen({ port: 0, host: '127.0.0.1' })
    apps[name] = { traced, origin }
  }
})

afterAll(async () => {
  await Promise.all(Object.values(apps).map(({ traced }) => traced.app.close()))
  await tracing?.shutdown()
})

/** Sends one request and returns the status it got. */
async function send(name: FrameworkName, via: 'socket' | 'inject', exchange: Exchange): Promise<number> {
  const { traced, origin } = apps[name]
  const id = `request-${++sequence}`
  const headers: Record<string, string> = { 'x-test-id': id }
  if (exchange.payload !== undefined) headers['content-type'] = exchange.contentType ?? 'application/json'
  const body = typeof exchange.payload === 'object' ? JSON.stringify(exchange.payload) : exchange.payload
  const settled = traced.settled(id)
  let status: number
  if (via === 'socket') {
    const response = await fetch(`${origin}${exchange.url}`, {
      method: exchange.method,
      headers,
      body: body ?? null
    })
    await response.arrayBuffer()
    status = response.status
  } else {
    const response = await traced.app.inject({
      method: exchange.method as 'GET' | 'HEAD' | 'POST' | 'DELETE',
      url: exchange.url,
      headers,
      ...(body === undefined ? {} : { payload: body })
    })
    status = response.statusCode
  }
  await settled
  return status
}

/** Sends `copies` identical requests at once and returns their statuses and the span trees they produced. */
async function traceOf(
  name: FrameworkName,
  via: 'socket' | 'inject',
  exchange: Exchange,
  copies = 1
): Promise<{ status: number; trees: SpanNode[] }> {
  tracing.exporter.reset()
  const statuses = await Promise.all(Array.from({ length: copies }, () => send(name, via, exchange)))
  expect(new Set(statuses).size).toBe(1)
  return { status: statuses[0]!, trees: spanTrees(tracing.exporter.getFinishedSpans(), tracing.startOrder) }
}

describe.each(['socket', 'inject'] as const)('@fastify/otel spans through %s: Capsule as Fastify', (via) => {
  test.each(Object.keys(exchanges))('%s', async (label) => {
    const exchange = exchanges[label]!
    const expected = await traceOf('fastify', via, exchange)
    const actual = await traceOf('capsule', via, exchange)
    // one trace per request, rooted in @fastify/otel's request span
    expect(expected.trees).toHaveLength(1)
    expect(expected.trees[0]).toMatchObject({ name: 'request', kind: 'SERVER', parent: 'none' })
    expect(actual.status).toBe(expected.status)
    if (exchange.differs === undefined) {
      expect(actual.trees).toEqual(expected.trees)
      return
    }
    // the difference is there on Fastify's side (else the exception is stale), and it is the only one
    expect(guideAnchors()).toContain(exchange.differs.guide)
    const allowed = exchange.differs.expected(expected.trees)
    expect(allowed).not.toEqual(expected.trees)
    expect(actual.trees).toEqual(allowed)
  })
})

// Requests in flight together: each one's spans (and the application's own, started after an await) stay in its own
// trace, as they do on Fastify. A context that leaked from one request to another would nest or merge the trees.
describe.each(['socket', 'inject'] as const)(
  '@fastify/otel spans of concurrent requests through %s',
  (via) => {
    test('20 requests at once to a route that awaits', async () => {
      const exchange: Exchange = { method: 'GET', url: '/users/7' }
      const expected = await traceOf('fastify', via, exchange, 20)
      const actual = await traceOf('capsule', via, exchange, 20)
      expect(expected.trees).toHaveLength(20)
      expect(actual.trees).toEqual(expected.trees)
    })
  }
)

// The path @fastify/otel's README gives for the OpenTelemetry NodeSDK: the instrumentation subscribes to the
// `fastify.initialization` diagnostics channel and registers itself on every application created afterwards.
describe('registerOnInitialization: true', () => {
  test('an application created after the instrumentation is traced as Fastify is', async () => {
    const instrumentation = new FastifyOtelInstrumentation({ registerOnInitialization: true })
    instrumentation.setTracerProvider(tracing.provider)
    const trees = {} as Record<FrameworkName, SpanNode[]>
    try {
      for (const name of ['fastify', 'capsule'] as const) {
        const app = frameworks[name]()
        app.addHook('onRequest', async function autoOnRequest() {})
        app.get('/auto', async function autoHandler() {
          return 'traced'
        })
        await app.ready()
        tracing.exporter.reset()
        const response = await app.inject({ url: '/auto' })
        expect(response.body).toBe('traced')
        // the request span ends in onSend, before the answer is complete: nothing is left to end after that turn
        await new Promise((resolve) => setImmediate(resolve))
        trees[name] = spanTrees(tracing.exporter.getFinishedSpans(), tracing.startOrder)
        expect(app.hasPlugin('@fastify/otel')).toBe(true)
        await app.close()
      }
    } finally {
      // unsubscribes, so that no later application is instrumented twice
      instrumentation.disable()
    }
    expect(trees.fastify.map((tree) => tree.children.map((child) => child.name))).toEqual([
      ['onRequest - autoOnRequest', 'handler - autoHandler']
    ])
    expect(trees.capsule).toEqual(trees.fastify)
  })
})
