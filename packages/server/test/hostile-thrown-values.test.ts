// Issue 17, fault 1: a thrown value whose properties throw (a getter on message/statusCode/code/headers, or a Proxy,
// for which even `instanceof Error` throws) must end in a well-formed 500 wherever and however it is thrown, read
// at most once, and the server keeps serving. Everything here runs over a real socket on 127.0.0.1.
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { watchProcess } from './helpers/watch-process.js'
import { captureLogs } from './helpers/capture-logs.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const internal = '{"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}'

/** The hostile values, each made fresh per throw; `mostReads` is the most reads any one value received. */
function hostileValues(): { make: Record<string, () => unknown>; mostReads: () => number } {
  let most = 0
  const counter = (): (() => never) => {
    let reads = 0
    return () => {
      most = Math.max(most, ++reads)
      throw new Error('read me and I throw')
    }
  }
  const make: Record<string, () => unknown> = {
    getters: () => {
      const error = new Error('x')
      const boom = counter()
      for (const key of ['message', 'statusCode', 'status', 'code', 'headers', 'expose'])
        Object.defineProperty(error, key, { get: boom })
      return error
    },
    proxy: () => {
      const boom = counter()
      return new Proxy(
        {},
        { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom, getOwnPropertyDescriptor: boom }
      )
    },
    errorProxy: () => {
      const boom = counter()
      return new Proxy(new Error('x'), { get: boom, getPrototypeOf: boom })
    }
  }
  return { make, mostReads: () => most }
}

describe('a hostile thrown value', () => {
  it('is a 500 from every place and style, read at most once each, and the server keeps serving', async () => {
    const { make, mostReads } = hostileValues()
    app = capsule()
    const places: Record<string, (throwIt: () => never, value: () => unknown) => void> = {
      'sync handler': (throwIt) => app.get('/sync-handler', () => throwIt()),
      'async handler': (throwIt) => app.get('/async-handler', async () => throwIt()),
      'reply.send': (_throwIt, value) =>
        app.get('/reply-send', (_request, reply) => void reply.send(value())),
      'reply.send later': (_throwIt, value) =>
        app.get('/reply-send-later', (_request, reply) => void setTimeout(() => reply.send(value()), 1)),
      'onRequest throw': (throwIt) =>
        app.get('/on-request', { onRequest: () => throwIt() }, async () => 'never'),
      'onRequest done': (_throwIt, value) =>
        app.get(
          '/on-request-done',
          { onRequest: (_q, _r, done) => done(value() as Error) },
          async () => 'never'
        ),
      'preParsing reject': (throwIt) =>
        app.post('/pre-parsing', { preParsing: async () => throwIt() }, async () => 'never'),
      preValidation: (throwIt) =>
        app.get('/pre-validation', { preValidation: async () => throwIt() }, async () => 'never'),
      preHandler: (throwIt) =>
        app.get('/pre-handler', { preHandler: async () => throwIt() }, async () => 'never'),
      preSerialization: (throwIt) =>
        app.get('/pre-serialization', { preSerialization: async () => throwIt() }, async () => ({ a: 1 })),
      onSend: (throwIt) => app.get('/on-send', { onSend: async () => throwIt() }, async () => 'x'),
      'error handler': (throwIt) =>
        app.register(async (child) => {
          child.setErrorHandler(() => throwIt())
          child.get('/error-handler', async () => {
            throw new Error('first')
          })
        }),
      serializer: (throwIt) =>
        app.get('/serializer', (_request, reply) => void reply.serializer(() => throwIt()).send({ a: 1 })),
      validator: (throwIt) =>
        app.get(
          '/validator',
          { schema: { querystring: { type: 'object' } }, validatorCompiler: () => () => throwIt() },
          async () => 'never'
        ),
      'validator result': (_throwIt, value) =>
        app.get(
          '/validator-result',
          {
            schema: { querystring: { type: 'object' } },
            validatorCompiler: () => () => ({ error: value() })
          },
          async () => 'never'
        ),
      parser: (throwIt) =>
        app.register(async (child) => {
          child.addContentTypeParser('text/x-hostile', (_request, _payload, _done) => throwIt())
          child.post('/parser', async () => 'never')
        }),
      'not-found handler': (throwIt) => app.setNotFoundHandler(() => throwIt())
    }
    let current: () => unknown = make['proxy']!
    for (const define of Object.values(places)) {
      define(
        () => {
          throw current()
        },
        () => current()
      )
    }
    app.get('/alive', async () => 'alive')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const requests: Array<[string, RequestInit]> = [
      ['/sync-handler', {}],
      ['/async-handler', {}],
      ['/reply-send', {}],
      ['/reply-send-later', {}],
      ['/on-request', {}],
      ['/on-request-done', {}],
      ['/pre-parsing', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['/pre-validation', {}],
      ['/pre-handler', {}],
      ['/pre-serialization', {}],
      ['/on-send', {}],
      ['/error-handler', {}],
      ['/serializer', {}],
      ['/validator', {}],
      ['/validator-result', {}],
      ['/parser', { method: 'POST', body: 'x', headers: { 'content-type': 'text/x-hostile' } }],
      ['/nowhere', {}]
    ]
    const problems = await watchProcess(async () => {
      for (const [kind, maker] of Object.entries(make)) {
        current = maker
        for (const [path, init] of requests) {
          const response = await fetch(`${app.listeningOrigin}${path}`, {
            ...init,
            signal: AbortSignal.timeout(3000)
          })
          // a validator that throws keeps the framework's code, as with any throwing validator
          const expected =
            path === '/validator'
              ? internal.replace('"error"', '"code":"FST_ERR_VALIDATION","error"')
              : internal
          expect([response.status, await response.text()], `${kind} ${path}`).toEqual([500, expected])
          // each hostile value is read at most once by Capsule (its first read throws; nothing reads it again)
          expect(mostReads(), `${kind} ${path} reads`).toBeLessThanOrEqual(1)
        }
      }
      const alive = await fetch(`${app.listeningOrigin}/alive`)
      expect(await alive.text()).toBe('alive')
    })
    expect(problems).toEqual([])
  })

  it('reaches a custom error handler as it was thrown, and a handler that rethrows it still ends in a 500', async () => {
    const { make } = hostileValues()
    app = capsule()
    const proxy = make['proxy']!()
    let received: unknown
    app.setErrorHandler((error) => {
      received = error
      throw error
    })
    app.get('/', () => {
      throw proxy
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const problems = await watchProcess(async () => {
      const response = await fetch(app.listeningOrigin)
      expect([response.status, await response.text()]).toEqual([500, internal])
    })
    expect(received).toBe(proxy)
    expect(problems).toEqual([])
  })

  it('is logged as a description, never read by the logger', async () => {
    const { make, mostReads } = hostileValues()
    const { lines, stream } = captureLogs()
    app = capsule({ logger: { level: 'info', stream } })
    app.get('/', () => {
      throw make['getters']!()
    })
    app.addHook('onResponse', async () => {
      throw make['proxy']!()
    })
    const response = await app.inject('/')
    await new Promise((resolve) => setImmediate(resolve))
    expect(response.statusCode).toBe(500)
    const messages = lines
      .filter((line) => line['err'] !== undefined)
      .map((line) => (line['err'] as { message: string }).message)
    expect(messages).toEqual([
      'a value whose fields throw when read was thrown',
      'a value whose fields throw when read was thrown'
    ])
    expect(mostReads()).toBe(1)
  })
})
