import { afterEach, describe, expect, it } from 'vitest'
import { AsyncLocalStorage } from 'node:async_hooks'
import diagnostics from 'node:diagnostics_channel'
import capsule, { type CapsuleInstance } from '../src/index.js'

interface Trace {
  request: unknown
  reply: { statusCode: number }
  route: { url: string; method: string | string[] }
  async: boolean
  error?: unknown
}

const names = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'] as const
const cleanups: Array<() => void> = []
let app: CapsuleInstance | undefined

afterEach(async () => {
  while (cleanups.length > 0) cleanups.pop()!()
  await app?.close()
  app = undefined
})

/** Subscribes to every handler event; each entry is the event name and what the trace showed at that moment. */
function record(): Array<{ event: string; trace: Trace; status: number; async: boolean }> {
  const events: Array<{ event: string; trace: Trace; status: number; async: boolean }> = []
  for (const name of names) {
    const channel = diagnostics.channel(`tracing:fastify.request.handler:${name}`)
    const listener = (message: unknown): void => {
      const trace = message as Trace
      events.push({ event: name, trace, status: trace.reply.statusCode, async: trace.async })
    }
    channel.subscribe(listener)
    cleanups.push(() => channel.unsubscribe(listener))
  }
  return events
}

describe("Fastify's diagnostics channels", () => {
  it("publishes each new instance on 'fastify.initialization', where hooks can still be added", async () => {
    const seen: unknown[] = []
    const listener = (message: unknown): void => {
      const { fastify } = message as { fastify: CapsuleInstance }
      seen.push(fastify)
      fastify.addHook('onRequest', async (_request, reply) => {
        reply.header('x-instrumented', 'yes')
      })
    }
    diagnostics.subscribe('fastify.initialization', listener)
    cleanups.push(() => diagnostics.unsubscribe('fastify.initialization', listener))
    app = capsule()
    app.get('/', async () => 'ok')
    const response = await app.inject('/')
    expect(seen).toEqual([app])
    expect(response.headers['x-instrumented']).toBe('yes')
  })

  it('traces a plain handler with start and end, one object carrying request, reply and the route pattern', async () => {
    const events = record()
    app = capsule()
    app.register(
      async (child) => {
        child.get('/items/:id', (request) => ({ id: (request.params as { id: string }).id }))
      },
      { prefix: '/v1' }
    )
    const response = await app.inject('/v1/items/7')
    expect(response.json()).toEqual({ id: '7' })
    expect(events.map((e) => e.event)).toEqual(['start', 'end'])
    const trace = events[0]!.trace
    expect(events[1]!.trace).toBe(trace)
    expect(trace.route).toEqual({ url: '/v1/items/:id', method: 'GET' })
    expect(trace.async).toBe(false)
    expect((trace.request as { params: unknown }).params).toEqual({ id: '7' })
  })

  it('adds asyncStart and asyncEnd around sending the result of an async handler', async () => {
    const events = record()
    app = capsule()
    app.post('/', async () => ({ created: true }))
    const response = await app.inject({ method: 'POST', url: '/', payload: { a: 1 } })
    expect(response.json()).toEqual({ created: true })
    expect(events.map((e) => e.event)).toEqual(['start', 'end', 'asyncStart', 'asyncEnd'])
    expect(events.map((e) => e.async)).toEqual([false, true, true, true])
    expect(new Set(events.map((e) => e.trace)).size).toBe(1)
  })

  it('publishes error with the status the error answers with, for a throw and for a rejection', async () => {
    const events = record()
    app = capsule()
    app.get('/throws', () => {
      throw Object.assign(new Error('teapot'), { statusCode: 418 })
    })
    app.get('/rejects', async () => {
      throw Object.assign(new Error('gone'), { status: 410 })
    })
    app.get('/plain', async () => {
      throw new Error('boom')
    })
    expect((await app.inject('/throws')).statusCode).toBe(418)
    expect(events.map((e) => `${e.event}:${e.status}`)).toEqual(['start:200', 'error:418', 'end:418'])
    expect((events[1]!.trace.error as Error).message).toBe('teapot')
    events.length = 0
    expect((await app.inject('/rejects')).statusCode).toBe(410)
    expect(events.map((e) => `${e.event}:${e.status}`)).toEqual([
      'start:200',
      'end:200',
      'error:410',
      'asyncStart:410',
      'asyncEnd:410'
    ])
    events.length = 0
    expect((await app.inject('/plain')).statusCode).toBe(500)
    expect(events.map((e) => `${e.event}:${e.status}`)).toEqual([
      'start:200',
      'end:200',
      'error:500',
      'asyncStart:500',
      'asyncEnd:500'
    ])
  })

  it('does not trace the not-found handler, nor requests answered before the handler', async () => {
    const events = record()
    app = capsule()
    app.get(
      '/guarded',
      { preHandler: async (_request, reply) => reply.code(401).send({ denied: true }) },
      async () => 'never'
    )
    expect((await app.inject('/nowhere')).statusCode).toBe(404)
    expect((await app.inject('/guarded')).statusCode).toBe(401)
    expect(events).toEqual([])
  })

  it("runs the handler inside the start channel's stores, so AsyncLocalStorage bound to it reaches the handler", async () => {
    const storage = new AsyncLocalStorage<{ route: string }>()
    const start = diagnostics.channel('tracing:fastify.request.handler:start')
    start.bindStore(storage, (message) => ({ route: (message as Trace).route.url }))
    cleanups.push(() => start.unbindStore(storage))
    app = capsule()
    app.get('/users/:id', async () => {
      await new Promise((resolve) => setImmediate(resolve))
      return { store: storage.getStore() ?? null }
    })
    expect((await app.inject('/users/1')).json()).toEqual({ store: { route: '/users/:id' } })
  })
})
