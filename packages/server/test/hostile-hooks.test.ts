import { afterEach, describe, expect, it } from 'vitest'
import { watchProcess } from './helpers/watch-process.js'
import capsule, { type CapsuleInstance, type HookMap } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// apps/docs/guide/security.md, "The process keeps serving": a handler, hook, parser, validator, serializer or
// error handler that throws or rejects produces an error response through the error-handler chain; the
// process never crashes and keeps serving.

type Style = 'async' | 'sync' | 'callback'
type Done = (error?: Error | null) => void
const hooks = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError'
] as const
type Hook = (typeof hooks)[number]
const styles: Style[] = ['async', 'sync', 'callback']

/** A hook of the given style that fails with `<hook>-<style>-boom`, with the arity of that hook. */
function failingHook(hook: Hook, style: Style): (...args: never[]) => unknown {
  const error = (): Error => new Error(`${hook}-${style}-boom`)
  if (style === 'async') {
    return async () => {
      throw error()
    }
  }
  if (style === 'sync') {
    return function () {
      throw error()
    }
  }
  // the callback comes last: (request, reply, done) or (request, reply, payload|error, done)
  const withPayload =
    hook === 'preParsing' || hook === 'preSerialization' || hook === 'onSend' || hook === 'onError'
  return withPayload
    ? (_request: unknown, _reply: unknown, _payload: unknown, done: Done) => done(error())
    : (_request: unknown, _reply: unknown, done: Done) => done(error())
}

describe('every lifecycle hook that fails', () => {
  it('still gets an answer over a real socket (8 hooks × async/sync/callback), leaks no message, and the server keeps serving', async () => {
    const problems = await watchProcess(async () => {
      app = capsule()
      for (const hook of hooks) {
        for (const style of styles) {
          app.register(async (child) => {
            child.addHook(hook, failingHook(hook, style) as HookMap[Hook])
            child.post(`/${hook}/${style}`, async () => {
              if (hook === 'onError') throw new Error('handler failed')
              return { ok: 1 }
            })
          })
        }
      }
      app.get('/alive', async () => 'alive')
      await app.listen({ port: 0, host: '127.0.0.1' })
      const port = (app.server.address() as { port: number }).port
      const results: Record<string, string> = {}
      for (const hook of hooks) {
        for (const style of styles) {
          const response = await fetch(`http://127.0.0.1:${port}/${hook}/${style}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(3000)
          })
          results[`${hook}/${style}`] = `${response.status} ${await response.text()}`
        }
      }
      const internal =
        '500 {"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}'
      const expected: Record<string, string> = {}
      for (const hook of hooks) {
        // onResponse runs after the answer was sent: its failure cannot change it
        for (const style of styles)
          expected[`${hook}/${style}`] = hook === 'onResponse' ? '200 {"ok":1}' : internal
      }
      expect(results).toEqual(expected)
      const alive = await fetch(`http://127.0.0.1:${port}/alive`)
      expect([alive.status, await alive.text()]).toEqual([200, 'alive'])
    })
    expect(problems).toEqual([])
  })

  it('runs the onResponse hook that fails, and the next request is served normally', async () => {
    app = capsule()
    let onResponseCalls = 0
    let third!: () => void
    const ranThrice = new Promise<void>((resolve) => (third = resolve))
    app.addHook('onResponse', (_request, _reply, done) => {
      if (++onResponseCalls === 3) third()
      done(new Error('onResponse boom'))
    })
    app.get('/', async () => ({ ok: 1 }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      expect([response.status, await response.text()]).toEqual([200, '{"ok":1}'])
    }
    // onResponse runs after the answer went out: wait for the third call, then make sure no fourth follows
    await ranThrice
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(onResponseCalls).toBe(3)
  })
})
