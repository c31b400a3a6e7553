// close() with a closeGrace drains: nothing a client sends on an open connection is lost, however the close falls
// between its requests. Without it, close() is Fastify's (idle keep-alive connections closed at once, requests that
// still arrive answered 503), which loses requests a client had already sent: the race these tests reproduce.
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import http2 from 'node:http2'
import https from 'node:https'
import net from 'node:net'
import { PassThrough, Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'
import { keepAliveClients, type ClientTally } from './helpers/keep-alive-clients.js'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const tls = {
  key: readFileSync(new URL('./fixtures/key.pem', import.meta.url)),
  cert: readFileSync(new URL('./fixtures/cert.pem', import.meta.url))
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** 32 keep-alive clients at full speed; close() after a second of it; what they saw once the server closed. */
async function closeUnderLoad(options: { closeGrace?: number }): Promise<ClientTally> {
  app = createCore({ logger: false, ...options })
  app.get('/', async () => ({ hello: 'world' }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const clients = keepAliveClients(port, 32)
  await delay(1000)
  await app.close()
  return clients.stop()
}

describe('close() under keep-alive load', () => {
  it('loses requests without a closeGrace (the race: a connection idle for an instant is closed)', async () => {
    const tally = await closeUnderLoad({})
    const failed =
      tally.lost + [...tally.answers].filter(([status]) => status !== 200).reduce((n, [, c]) => n + c, 0)
    expect(failed).toBeGreaterThan(0)
  })

  it('loses none with a closeGrace: every connection ends after an answer that says Connection: close', async () => {
    const tally = await closeUnderLoad({ closeGrace: 5000 })
    expect(tally.lost).toBe(0)
    expect([...tally.answers.keys()]).toEqual([200])
    expect(tally.closedByServer).toBe(32)
  })
})

/** One raw keep-alive connection: `ask()` writes a request and resolves with the answer's head. */
async function connection(
  port: number
): Promise<{ ask(path: string): Promise<string>; closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.setEncoding('latin1')
  let waiting: ((head: string) => void) | null = null
  let buffered = ''
  socket.on('data', (chunk: string) => {
    buffered += chunk
    const end = buffered.indexOf('\r\n\r\n')
    if (end === -1 || waiting === null) return
    const head = buffered.slice(0, end)
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
    if (buffered.length < end + 4 + length) return
    buffered = buffered.slice(end + 4 + length)
    const resolve = waiting
    waiting = null
    resolve(head)
  })
  // a connection closed with a request unanswered answers '' (the test then says what it expected)
  socket.on('error', () => undefined)
  const closed = once(socket, 'close').then(() => {
    waiting?.('')
    waiting = null
  })
  return {
    closed,
    ask: (path) =>
      new Promise<string>((resolve) => {
        waiting = resolve
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      })
  }
}

async function listening(instance: CapsuleInstance): Promise<number> {
  await instance.listen({ port: 0, host: '127.0.0.1' })
  return (instance.server.address() as { port: number }).port
}

describe('close() with a closeGrace', () => {
  it('serves a request sent on an idle keep-alive connection while draining (no 503), then closes it', async () => {
    app = createCore({ logger: false, closeGrace: 10_000 })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    app.get('/slow', async () => {
      await held
      return 'slow'
    })
    app.get('/fast', async () => 'fast')
    const port = await listening(app)
    const idle = await connection(port)
    expect(await idle.ask('/fast')).toMatch(/^HTTP\/1\.1 200 .*\r\nconnection: keep-alive/is)
    const busy = await connection(port)
    const slow = busy.ask('/slow')
    await delay(50)
    const closing = app.close()
    expect(app.readiness).toBe('draining')
    // the idle connection was not closed at once: a request sent on it now is served, and its connection ends
    const during = await idle.ask('/fast')
    expect(during).toMatch(/^HTTP\/1\.1 200 /)
    expect(during).toMatch(/\r\nconnection: close/i)
    await idle.closed
    release()
    expect(await slow).toMatch(/^HTTP\/1\.1 200 .*\r\nconnection: close/is)
    await closing
    expect(app.readiness).toBe('closed')
  })

  it('closes a keep-alive connection that stays silent, long before the grace is over', async () => {
    app = createCore({ logger: false, closeGrace: 60_000 })
    app.get('/', async () => 'ok')
    const idle = await connection(await listening(app))
    await idle.ask('/')
    // resolves within the test's timeout only if the silent connection was closed (after its quiet period)
    await app.close()
    await idle.closed
  })

  it('reads a request that arrived while the event loop was busy before deciding a connection is silent', async () => {
    app = createCore({ logger: false, closeGrace: 5000 })
    app.get('/', async () => 'ok')
    const idle = await connection(await listening(app))
    await idle.ask('/')
    const closing = app.close()
    // the request reaches the socket just before the quiet period ends, and the event loop is busy when the sweep's
    // timer comes due: the bytes are in the socket, not yet read by Node
    await delay(240)
    const answered = await new Promise<string>((resolve) => {
      setImmediate(() => {
        void idle.ask('/').then(resolve)
        const until = Date.now() + 30
        while (Date.now() < until);
      })
    })
    expect(answered).toMatch(/^HTTP\/1\.1 200 .*\r\nconnection: close/is)
    await closing
  })

  it('answers inject() normally while draining', async () => {
    app = createCore({ logger: false, closeGrace: 10_000 })
    let answered!: Promise<{ statusCode: number }>
    app.addHook('preClose', async () => {
      answered = app!.inject('/')
    })
    app.get('/', async () => 'ok')
    await listening(app)
    await app.close()
    expect((await answered).statusCode).toBe(200)
  })

  it('ends a response still open when the grace is over (an event stream), and says so in the log', async () => {
    const lines: Array<Record<string, unknown>> = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
        done()
      }
    })
    app = createCore({ logger: { level: 'warn', stream }, closeGrace: 300 })
    app.get('/events', (_request, reply) => {
      reply.header('content-type', 'text/event-stream')
      const events = new PassThrough()
      events.write('data: first\n\n')
      return reply.send(events)
    })
    const port = await listening(app)
    const response = await fetch(`http://127.0.0.1:${port}/events`)
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n')
    await app.close()
    await expect(reader.read()).rejects.toThrow()
    expect(lines.map((line) => [line['msg'], line['openConnections']])).toEqual([
      ['closeGrace of 300 ms is over with 1 connection(s) still open: closing them', 1]
    ])
  })

  it('lets an event stream ended by a preClose hook finish cleanly, without waiting for the grace', async () => {
    app = createCore({ logger: false, closeGrace: 60_000 })
    const streams = new Set<PassThrough>()
    app.addHook('preClose', async () => {
      for (const events of streams) events.end('data: bye\n\n')
    })
    app.get('/events', (_request, reply) => {
      const events = new PassThrough()
      streams.add(events)
      events.write('data: first\n\n')
      return reply.header('content-type', 'text/event-stream').send(events)
    })
    const port = await listening(app)
    const response = await fetch(`http://127.0.0.1:${port}/events`)
    const text = response.text()
    await delay(50)
    await app.close()
    expect(await text).toBe('data: first\n\ndata: bye\n\n')
  })

  it('closes an upgraded connection when the grace is over', async () => {
    app = createCore({ logger: false, closeGrace: 200 })
    app.get('/', async () => 'ok')
    const port = await listening(app)
    app.server.on('upgrade', (_raw, socket: net.Socket) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n')
      socket.pipe(socket)
    })
    const socket = net.connect(port, '127.0.0.1')
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n')
    await once(socket, 'data')
    const closed = once(socket, 'close')
    await app.close()
    await closed
  })

  it('closes a silent keep-alive connection over TLS too, and serves one that sends', async () => {
    app = createCore({ logger: false, https: tls, closeGrace: 60_000 })
    app.get('/', async () => 'ok')
    const port = await listening(app)
    const agent = (): https.Agent =>
      new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false })
    const get = (through: https.Agent): Promise<string | undefined> =>
      new Promise((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port, agent: through }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.headers.connection))
          })
          .on('error', reject)
      })
    const silent = agent()
    const sending = agent()
    expect([await get(silent), await get(sending)]).toEqual(['keep-alive', 'keep-alive'])
    const closing = app.close()
    expect(await get(sending)).toBe('close')
    // resolves within the test's timeout only if the silent TLS connection was closed after its quiet period
    await closing
    silent.destroy()
    sending.destroy()
  })

  it('sends HTTP/2 sessions GOAWAY and lets their open streams finish', async () => {
    app = createCore({ logger: false, http2: true, closeGrace: 10_000 })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    app.get('/slow', async () => {
      await held
      return 'slow'
    })
    const port = await listening(app)
    const session = http2.connect(`http://127.0.0.1:${port}`)
    const goaway = once(session, 'goaway')
    const stream = session.request({ ':path': '/slow' })
    stream.setEncoding('utf8')
    let body = ''
    stream.on('data', (chunk: string) => (body += chunk))
    // the request reaches the handler, which holds it
    await delay(50)
    const closing = app.close()
    await goaway
    release()
    await once(stream, 'end')
    expect(body).toBe('slow')
    await closing
    session.close()
  })

  it('is not used with forceCloseConnections: true, which closes every connection at once', async () => {
    app = createCore({ logger: false, closeGrace: 60_000, forceCloseConnections: true })
    app.get('/', async () => 'ok')
    const idle = await connection(await listening(app))
    await idle.ask('/')
    await app.close()
    await idle.closed
  })

  it('must be an integer >= 0', () => {
    expect(() => createCore({ closeGrace: -1 })).toThrow(
      expect.objectContaining({
        code: 'FST_ERR_INIT_OPTS_INVALID',
        message: expect.stringMatching(/closeGrace/)
      })
    )
  })
})

describe('app.readiness', () => {
  it('is starting, then ready once ready() resolved, draining while closing, closed after', async () => {
    app = createCore({ logger: false })
    const seen: string[] = [app.readiness]
    app.addHook('onReady', async () => {
      seen.push(app!.readiness)
    })
    app.addHook('preClose', async () => {
      seen.push(app!.readiness)
    })
    app.addHook('onClose', async () => {
      seen.push(app!.readiness)
    })
    await app.ready()
    seen.push(app.readiness)
    await app.listen({ port: 0, host: '127.0.0.1' })
    await app.close()
    seen.push(app.readiness)
    expect(seen).toEqual(['starting', 'starting', 'ready', 'draining', 'draining', 'closed'])
  })

  it('may be a decorator of an application written for Fastify, which has no such member', async () => {
    app = createCore({ logger: false })
    app.decorate('readiness', 'mine')
    expect((app as unknown as { readiness: unknown }).readiness).toBe('mine')
  })
})
