import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

function capture(): { lines: Array<Record<string, unknown>>; stream: Writable } {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      callback()
    }
  })
  return { lines, stream }
}

describe('falsy errors, as Fastify treats them', () => {
  it('hands the undefined a handler threw or rejected to custom error handlers and onError hooks', async () => {
    app = createCore()
    const seen: string[] = []
    app.addHook('onError', async (_request, _reply, error) => {
      seen.push(`onError ${typeof error}`)
    })
    app.setErrorHandler((error, _request, reply) => {
      seen.push(`handler ${typeof error}`)
      reply.code(500).send({ received: typeof error })
    })
    app.get('/throw', () => {
      throw undefined
    })
    app.get('/reject', () => Promise.reject(undefined))
    for (const url of ['/throw', '/reject']) {
      expect((await app.inject(url)).json()).toEqual({ received: 'undefined' })
    }
    expect(seen).toEqual(['onError undefined', 'handler undefined', 'onError undefined', 'handler undefined'])
  })

  it('answers an undefined with FST_ERR_SEND_UNDEFINED_ERR from the default handler', async () => {
    app = createCore()
    app.get('/', async () => {
      throw undefined
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.json().code]).toEqual([500, 'FST_ERR_SEND_UNDEFINED_ERR'])
  })

  it('fails a hook that rejects with any falsy value with FST_ERR_SEND_UNDEFINED_ERR', async () => {
    app = createCore()
    const received: unknown[] = []
    app.setErrorHandler((error, _request, reply) => {
      received.push((error as { code?: unknown }).code)
      reply.code(500).send('failed')
    })
    for (const [index, value] of [undefined, null, 0, '', false].entries()) {
      app.get(`/${index}`, { preHandler: () => Promise.reject(value) }, async () => 'reached')
    }
    for (let index = 0; index < 5; index++) expect((await app.inject(`/${index}`)).body).toBe('failed')
    expect(received).toEqual(Array(5).fill('FST_ERR_SEND_UNDEFINED_ERR'))
  })

  it('carries on after done() with a falsy value, except from the last hook of the chain', async () => {
    app = createCore()
    const received: unknown[] = []
    app.setErrorHandler((error, _request, reply) => {
      received.push(error)
      reply.code(500).send('failed')
    })
    app.get(
      '/middle',
      {
        preHandler: [(_q, _r, done) => done(false as unknown as Error), (_q, _r, done) => done()]
      },
      async () => 'reached'
    )
    app.get('/last', { preHandler: (_q, _r, done) => done(0 as unknown as Error) }, async () => 'reached')
    expect((await app.inject('/middle')).body).toBe('reached')
    expect((await app.inject('/last')).body).toBe('failed')
    expect(received).toEqual([0])
  })
})

describe('observer hooks that fail', () => {
  it('skip the onError hooks after a failing one, log it, and leave the answer alone', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream, level: 'error' } })
    const ran: string[] = []
    app.addHook('onError', async () => {
      ran.push('first')
      throw new Error('onError failed')
    })
    app.addHook('onError', async () => {
      ran.push('second')
    })
    app.get('/', async () => {
      throw Object.assign(new Error('original'), { statusCode: 400 })
    })
    const response = await app.inject('/')
    expect([response.statusCode, response.json().message]).toEqual([400, 'original'])
    expect(ran).toEqual(['first'])
    expect(lines.map((line) => line['msg'])).toEqual(['onError hook failed'])
  })

  it('log a failing onResponse hook as "request errored" after the hooks, skipping the ones after it', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    const ran: string[] = []
    app.addHook('onResponse', async () => {
      ran.push('first')
      throw new Error('metrics down')
    })
    app.addHook('onResponse', async () => {
      ran.push('second')
    })
    app.get('/', async () => 'ok')
    expect((await app.inject('/')).body).toBe('ok')
    await new Promise((resolve) => setImmediate(resolve))
    expect(ran).toEqual(['first'])
    const last = lines.at(-1)!
    expect([last['level'], last['msg'], (last['err'] as { message: string }).message]).toEqual([
      50,
      'request errored',
      'metrics down'
    ])
  })
})

describe('error answers and the reply serializer', () => {
  it("serializes a custom error handler's payload with the serializer the handler set, never the default answer", async () => {
    app = createCore()
    const serializer = (payload: unknown): string => `serialized:${JSON.stringify(payload)}`
    app.register(async (child) => {
      child.setErrorHandler((error, _request, reply) => {
        reply.code(400).send({ handled: (error as Error).message })
      })
      child.get('/custom', async (_request, reply) => {
        reply.serializer(serializer)
        throw new Error('x')
      })
    })
    app.get('/default', async (_request, reply) => {
      reply.serializer(serializer)
      throw Object.assign(new Error('conflict'), { statusCode: 409 })
    })
    expect((await app.inject('/custom')).body).toBe('serialized:{"handled":"x"}')
    expect((await app.inject('/default')).json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'conflict'
    })
  })
})

describe('error log lines', () => {
  it("show an error's enumerable fields, as pino's error serializer does for Fastify", async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.get('/', async () => {
      throw Object.assign(new Error('no such order'), { statusCode: 404, expose: true, order: 'A-1' })
    })
    await app.inject('/')
    const line = lines.find((entry) => entry['msg'] === 'no such order')!
    expect(line['err']).toMatchObject({
      type: 'Error',
      message: 'no such order',
      statusCode: 404,
      expose: true,
      order: 'A-1'
    })
  })
})
