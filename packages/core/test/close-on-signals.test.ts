// closeOnSignals(): a process manager's SIGTERM drains the application (health checks fail first, requests in
// flight finish), then the process exits; a second signal exits at once.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'
import { closeOnSignals, createCore } from '../src/index.js'

const fixture = new URL('./fixtures/close-on-signals.mjs', import.meta.url)
const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts the fixture; resolves with its port, its exit and the log lines it printed (filled as they come). */
async function start(env: Record<string, string>): Promise<{
  child: ChildProcess
  url: string
  exited: Promise<number | null>
  logged(message: string): Promise<void>
}> {
  const child = spawn(process.execPath, [fixture.pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  started.push(child)
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const lines = createInterface({ input: child.stdout! })
  const messages: string[] = []
  const waiters: Array<{ message: string; resolve: () => void }> = []
  let portSeen!: (port: number) => void
  const port = new Promise<number>((resolve) => (portSeen = resolve))
  lines.on('line', (line) => {
    const record = JSON.parse(line) as { port?: number; msg?: string }
    if (record.port !== undefined) portSeen(record.port)
    if (record.msg === undefined) return
    messages.push(record.msg)
    for (const waiter of waiters.filter((w) => w.message === record.msg)) waiter.resolve()
  })
  const url = `http://127.0.0.1:${await port}`
  return {
    child,
    url,
    exited,
    logged: (message) =>
      messages.includes(message)
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ message, resolve }))
  }
}

describe('closeOnSignals()', () => {
  it('on SIGTERM: health checks fail during the delay, the request in flight finishes, the process exits 0', async () => {
    const app = await start({ DELAY_MS: '400', SLOW_MS: '300', GRACE_MS: '5000' })
    expect((await fetch(`${app.url}/health`)).status).toBe(200)
    const slow = fetch(`${app.url}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    app.child.kill('SIGTERM')
    await app.logged('SIGTERM received: draining, then closing')
    // still listening during the delay, and saying it is going away
    const health = await fetch(`${app.url}/health`)
    expect([health.status, await health.json(), health.headers.get('connection')]).toEqual([
      503,
      { readiness: 'draining' },
      'close'
    ])
    const answer = await slow
    expect([answer.status, await answer.json()]).toEqual([200, { slow: true }])
    expect(await app.exited).toBe(0)
  })

  it('exits at once with code 1 on a second signal', async () => {
    const app = await start({ GRACE_MS: '60000' })
    const hanging = fetch(`${app.url}/hang`).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    app.child.kill('SIGTERM')
    await app.logged('SIGTERM received: draining, then closing')
    app.child.kill('SIGINT')
    expect(await app.exited).toBe(1)
    expect(await hanging).toBeInstanceOf(Error)
  })

  it('with exit: false, closes the application and removes its listeners', async () => {
    const app = createCore({ logger: false, closeGrace: 1000 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const before = process.listenerCount('SIGUSR2')
    closeOnSignals(app, { signals: ['SIGUSR2'], exit: false })
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1)
    const closed = new Promise<void>((resolve) => app.addHook('onClose', async () => resolve()))
    process.kill(process.pid, 'SIGUSR2')
    await closed
    await new Promise((resolve) => setImmediate(resolve))
    expect(app.readiness).toBe('closed')
    expect(process.listenerCount('SIGUSR2')).toBe(before)
  })

  it('returns the function that removes its listeners', () => {
    const before = process.listenerCount('SIGTERM')
    const remove = closeOnSignals(createCore({ logger: false }))
    expect(process.listenerCount('SIGTERM')).toBe(before + 1)
    remove()
    expect(process.listenerCount('SIGTERM')).toBe(before)
  })

  it.each([
    [{ signals: [] }, /signals must be a non-empty list/],
    [{ signals: ['TERM'] }, /signals must be a non-empty list/],
    [{ delay: -1 }, /delay must be an integer >= 0/],
    [{ grace: 1.5 }, /grace must be an integer >= 0/],
    [{ exit: 'yes' }, /exit must be a boolean/]
  ])('refuses %j with a message that says what to pass', (options, message) => {
    expect(() => closeOnSignals(createCore({ logger: false }), options as never)).toThrow(
      expect.objectContaining({
        code: 'CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION',
        message: expect.stringMatching(message)
      })
    )
  })

  it('refuses something that is not the application', () => {
    expect(() => closeOnSignals({ close() {}, listen() {} })).toThrow(
      expect.objectContaining({ code: 'CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION' })
    )
  })
})
