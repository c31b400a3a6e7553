import diagnostics from 'node:diagnostics_channel'
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

interface Trace {
  readonly phase: string
  readonly hook: (...args: never[]) => unknown
  readonly request: { readonly url?: string } | undefined
  readonly reply: unknown
  readonly error?: unknown
}

const channels = diagnostics.tracingChannel<object, Trace>('capsule.request.hook')
let app: CapsuleInstance | undefined
let unsubscribe: (() => void) | undefined
afterEach(async () => {
  unsubscribe?.()
  unsubscribe = undefined
  await app?.close()
})

/** Subscribes to every event of the hook channel; each event is recorded as `<event> <phase> <hook name>`. */
function record(): string[] {
  const events: string[] = []
  const on = (event: string) => (trace: Trace) =>
    events.push(`${event} ${trace.phase} ${trace.hook.name}${trace.error === undefined ? '' : ' failed'}`)
  const handlers = {
    start: on('start'),
    end: on('end'),
    asyncStart: on('asyncStart'),
    asyncEnd: on('asyncEnd'),
    error: on('error')
  }
  channels.subscribe(handlers)
  unsubscribe = () => channels.unsubscribe(handlers)
  return events
}

describe('tracing:capsule.request.hook', () => {
  it('traces every hook of a request when subscribed before ready(): start, end, then asyncEnd when it finished', async () => {
    const events = record()
    app = capsule({ logger: false })
    app.addHook('onRequest', async function authenticate() {})
    app.addHook('preHandler', function loadUser(_request, _reply, done) {
      setImmediate(() => done())
    })
    app.addHook('onSend', async function stamp(_request, reply, payload) {
      reply.header('x-stamp', '1')
      return payload
    })
    app.get('/', { onResponse: [async function measured() {}] }, async () => 'ok')
    await app.ready()
    const response = await app.inject('/')
    expect(response.headers['x-stamp']).toBe('1')
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual([
      'start onRequest authenticate',
      'end onRequest authenticate',
      'asyncEnd onRequest authenticate',
      'start preHandler loadUser',
      'end preHandler loadUser',
      'asyncEnd preHandler loadUser',
      'start onSend stamp',
      'end onSend stamp',
      'asyncEnd onSend stamp',
      'start onResponse measured',
      'end onResponse measured',
      'asyncEnd onResponse measured'
    ])
  })

  it('carries the hook as added, the request and the reply, and an error event for a failing hook', async () => {
    const traces: Trace[] = []
    const errors: Trace[] = []
    const handlers = {
      start: (trace: Trace) => void traces.push(trace),
      end: () => undefined,
      asyncStart: () => undefined,
      asyncEnd: () => undefined,
      error: (trace: Trace) => void errors.push(trace)
    }
    channels.subscribe(handlers)
    unsubscribe = () => channels.unsubscribe(handlers)
    app = capsule({ logger: false })
    const refuse = async function refuse(): Promise<void> {
      throw Object.assign(new Error('no entry'), { statusCode: 403 })
    }
    app.addHook('preValidation', refuse)
    app.get('/guarded', async () => 'never')
    await app.ready()
    const response = await app.inject('/guarded')
    expect(response.statusCode).toBe(403)
    expect(traces[0]!.hook).toBe(refuse)
    expect(traces[0]!.request?.url).toBe('/guarded')
    expect(traces[0]!.reply).toBeDefined()
    expect(errors.map((trace) => (trace.error as Error).message)).toEqual(['no entry'])
  })

  it('costs an application nobody traces nothing: hooks subscribed to after ready() run untraced', async () => {
    app = capsule({ logger: false })
    const hook = async function untraced(): Promise<void> {}
    app.addHook('onRequest', hook)
    app.get('/', async () => 'ok')
    await app.ready()
    const events = record()
    expect((await app.inject('/')).body).toBe('ok')
    expect(events).toEqual([])
  })

  it('leaves explain() and printRoutes() showing the hooks as added', async () => {
    record()
    app = capsule({ logger: false })
    app.addHook('preHandler', async function audit() {})
    app.get('/a', async () => 'a')
    await app.ready()
    const explained = app.explain('GET', '/a')
    expect(explained.hooks.preHandler.map((hook) => [hook.name, hook.builtin])).toEqual([['audit', false]])
    expect(explained.hooks.preHandler[0]!.source).not.toBeNull()
    expect(app.printRoutes({ includeHooks: true })).toContain('audit')
  })
})
