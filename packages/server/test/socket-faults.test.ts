// Issue 17, faults 2-4, over real sockets on 127.0.0.1: sockets answered with a client error are released, nothing
// pipelined behind a response that closes the connection reaches a handler, and two Host fields are a 400.
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

function port(): number {
  return Number(new URL(app.listeningOrigin).port)
}

/** The server's open connections, as Node counts them. */
function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)))
  )
}

/** The server side of every connection the server accepts from now on. */
function acceptedSockets(): Socket[] {
  const sockets: Socket[] = []
  app.server.on('connection', (socket: Socket) => sockets.push(socket))
  return sockets
}

/** Resolves once each of these sockets has closed (the test's timeout bounds the wait). */
async function allClosed(sockets: readonly Socket[]): Promise<void> {
  await Promise.all(sockets.map((socket) => (socket.closed ? undefined : once(socket, 'close'))))
}

/**
 * Fakes the global timers for `run`: the server's grace timer for sockets answered with an error is the only one
 * these tests depend on, and faked it fires only when the test says so (Node's own HTTP timers are not global
 * and keep running).
 */
async function withFakeTimers(run: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    await run()
  } finally {
    vi.useRealTimers()
  }
}

/** Opens a socket, writes `request`, and resolves with what was read once `until` matches it (or the socket closed). */
function exchange(
  request: string,
  until: RegExp,
  keepOpen = false
): Promise<{ socket: Socket; received: string; closed: Promise<void> }> {
  return new Promise((resolve) => {
    // allowHalfOpen: the client keeps its side open after the server's FIN, as a hostile client would
    const socket = connect({ port: port(), host: '127.0.0.1', allowHalfOpen: keepOpen })
    let received = ''
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      received += chunk
      if (until.test(received)) resolve({ socket, received, closed })
    })
    socket.on('error', () => undefined)
    void closed.then(() => resolve({ socket, received, closed }))
    socket.write(request)
  })
}

describe('a socket answered with a client error', () => {
  it('is released by the server even when the client keeps its half open, and close() does not wait for it', async () => {
    app = capsule()
    app.get('/', async () => 'ok')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const sockets = acceptedSockets()
    await withFakeTimers(async () => {
      const malformed = await exchange('GARBAGE\r\n\r\n', /\r\n\r\n\{.*\}$/s, true)
      expect(malformed.received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
      const oversized = await exchange(
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        /\r\n\r\n\{.*\}$/s,
        true
      )
      expect(oversized.received).toMatch(/^HTTP\/1\.1 431 /)
      expect(oversized.received).toMatch(
        /\r\n\r\n\{"error":"Request Header Fields Too Large","message":"Exceeded maximum allowed HTTP header size","statusCode":431\}$/
      )
      // the clients never close their side: the server holds their sockets for a short grace time, then lets go
      expect(await openConnections()).toBe(2)
      vi.runOnlyPendingTimers()
      await allClosed(sockets)
      expect(await openConnections()).toBe(0)
      malformed.socket.destroy()
      oversized.socket.destroy()

      const held = await exchange('GARBAGE\r\n\r\n', /\r\n\r\n\{.*\}$/s, true)
      expect(await openConnections()).toBe(1)
      // the grace timer cannot fire (the clock stands still): close() resolves only if it destroys the socket itself
      await app.close()
      expect(sockets[2]?.destroyed).toBe(true)
      held.socket.destroy()
    })
  })

  it('is released after a 408 from requestTimeout', async () => {
    // Node checks request timeouts every connectionsCheckingInterval (30 s by default)
    app = capsule({ requestTimeout: 300, http: { connectionsCheckingInterval: 100 } })
    app.get('/', async () => 'ok')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const sockets = acceptedSockets()
    await withFakeTimers(async () => {
      // headers never finished: Node's request timeout fires
      const slow = await exchange('GET / HTTP/1.1\r\nHost: x\r\n', /\r\n\r\n\{.*\}$/s, true)
      expect(slow.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
      expect(slow.received).toMatch(
        /\r\n\r\n\{"error":"Request Timeout","message":"Client Timeout","statusCode":408\}$/
      )
      vi.runOnlyPendingTimers()
      await allClosed(sockets)
      expect(await openConnections()).toBe(0)
      slow.socket.destroy()
    })
  })
})

describe('a request pipelined behind a response that closes the connection', () => {
  it("never reaches its handler (behind Node's own 400 for a request without Host)", async () => {
    app = capsule()
    const ran: string[] = []
    app.get('/side-effect', async () => {
      ran.push('side-effect')
      return 'done'
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { received, closed } = await exchange(
      'GET /side-effect HTTP/1.1\r\n\r\nGET /side-effect HTTP/1.1\r\nHost: x\r\n\r\n',
      /^$/
    )
    await closed
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    // the connection is gone: a handler it could still reach would have been called by now
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(ran).toEqual([])
  })

  it('still serves ordinary pipelined requests in order', async () => {
    app = capsule()
    app.get('/:n', async (request) => (request.params as { n: string }).n)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { received, socket } = await exchange(
      'GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n',
      /\r\n\r\n1[\s\S]*\r\n\r\n2$/
    )
    socket.destroy()
    expect(received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2)
  })
})

describe('two Host fields', () => {
  it('are a 400 with Connection: close, before any handler runs (RFC 9112 §3.2)', async () => {
    app = capsule()
    const ran: string[] = []
    app.get('/', async () => {
      ran.push('handler')
      return 'ok'
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { received, closed } = await exchange(
      'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n',
      /\}$/
    )
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(received.toLowerCase()).toContain('connection: close')
    expect(received).toContain('"code":"CPS_ERR_REQUEST_DUPLICATE_HOST"')
    await closed
    expect(ran).toEqual([])
    // one Host field, in any case, is fine
    const one = await exchange('GET / HTTP/1.1\r\nHOST: a.example\r\nConnection: close\r\n\r\n', /ok$/)
    expect(one.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  })

  it('are refused through inject() too', async () => {
    app = capsule()
    app.get('/', async () => 'ok')
    const response = await app.inject({ url: '/', headers: { host: ['a.example', 'b.example'] as never } })
    expect([response.statusCode, response.json().code]).toEqual([400, 'CPS_ERR_REQUEST_DUPLICATE_HOST'])
  })
})
