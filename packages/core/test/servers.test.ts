import { afterEach, describe, expect, it } from 'vitest'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import { tmpdir } from 'node:os'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// a self-signed certificate for localhost/127.0.0.1, generated once for these tests only
const tls = {
  key: readFileSync(new URL('./fixtures/key.pem', import.meta.url)),
  cert: readFileSync(new URL('./fixtures/cert.pem', import.meta.url))
}

function get(
  url: string,
  options: https.RequestOptions = {}
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const client = url.startsWith('https') ? https : http
  return new Promise((resolve, reject) => {
    client
      .get(url, options, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      })
      .on('error', reject)
  })
}

describe('servers', () => {
  it('serves HTTPS with the https option', async () => {
    app = createCore({ https: tls })
    app.get('/', async (request) => ({ protocol: request.protocol }))
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    expect(address.startsWith('http')).toBe(true)
    const port = (app.server.address() as { port: number }).port
    const response = await get(`https://127.0.0.1:${port}/`, { rejectUnauthorized: false })
    expect(JSON.parse(response.body)).toEqual({ protocol: 'https' })
  })

  it('serves HTTP/2 cleartext with http2: true', async () => {
    app = createCore({ http2: true })
    app.get('/', async (request) => ({ version: request.raw.httpVersion }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const session = http2.connect(`http://127.0.0.1:${port}`)
    const body = await new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/' })
      let text = ''
      stream.on('data', (chunk) => (text += chunk))
      stream.on('end', () => resolve(text))
      stream.on('error', reject)
    })
    session.close()
    expect(JSON.parse(body)).toEqual({ version: '2.0' })
  })

  it('serves HTTP/1 over an HTTP/2 TLS server with allowHTTP1', async () => {
    app = createCore({ http2: true, https: { ...tls, allowHTTP1: true } })
    app.get('/', async () => 'both')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    expect((await get(`https://127.0.0.1:${port}/`, { rejectUnauthorized: false })).body).toBe('both')
  })

  it('uses serverFactory', async () => {
    let made = false
    app = createCore({
      serverFactory: (handler) => {
        made = true
        return http.createServer((req, res) => handler(req, res))
      }
    })
    app.get('/', async () => 'factory')
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    expect(made).toBe(true)
    expect((await get(address)).body).toBe('factory')
  })

  it('listens on a unix socket path, reports addresses(), and refuses bad listen options', async () => {
    app = createCore()
    app.get('/', async () => 'socket')
    const path = join(tmpdir(), `capsule-${process.pid}-${Date.now()}.sock`)
    const address = await app.listen({ path })
    expect(address).toBe(path)
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ socketPath: path, path: '/' }, (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve(text))
        })
        .on('error', reject)
    })
    expect(body).toBe('socket')
    await app.close()
    app = createCore()
    // Node's own error, as Fastify lets it through
    await expect(app.listen({ port: 70000 })).rejects.toMatchObject({ code: 'ERR_SOCKET_BAD_PORT' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    expect(app.addresses()[0]).toMatchObject({ address: '127.0.0.1', family: 'IPv4' })
    await expect(app.listen({ port: 0 })).rejects.toBeInstanceOf(errorCodes.FST_ERR_REOPENED_SERVER)
  })

  it('uses listenTextResolver for the listening log line', async () => {
    const lines: string[] = []
    app = createCore({ logger: { stream: { write: (line: string) => void lines.push(line) } } })
    await app.listen({ port: 0, host: '127.0.0.1', listenTextResolver: (address) => `up on ${address}` })
    expect(lines.some((line) => line.includes('up on http://127.0.0.1:'))).toBe(true)
  })
})

describe('graceful shutdown over keep-alive sockets', () => {
  // keepAliveTimeout (60 s) is far beyond the test's timeout (20 s): a close() that waited for it fails the test
  it('closes idle keep-alive sockets at once and lets in-flight requests finish with Connection: close', async () => {
    app = createCore({ keepAliveTimeout: 60_000 })
    let release!: () => void
    let reached!: () => void
    const inHandler = new Promise<void>((resolve) => (reached = resolve))
    app.get('/fast', async () => 'fast')
    app.get('/slow', async () => {
      reached()
      return new Promise((resolve) => (release = () => resolve('slow')))
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    // one agent each: the slow request would otherwise reuse the idle socket
    const agent = new http.Agent({ keepAlive: true })
    const other = new http.Agent({ keepAlive: true })
    const serverSockets: Socket[] = []
    app.server.on('connection', (socket: Socket) => serverSockets.push(socket))
    // an idle keep-alive socket
    expect((await get(`http://127.0.0.1:${port}/fast`, { agent })).body).toBe('fast')
    // an in-flight request on another socket
    const slow = get(`http://127.0.0.1:${port}/slow`, { agent: other })
    await inHandler
    expect(serverSockets).toHaveLength(2)
    const closed = app.close()
    // the idle one closes while the other request is still in its handler
    if (!serverSockets[0]!.closed) await once(serverSockets[0]!, 'close')
    expect(serverSockets[1]!.closed).toBe(false)
    release()
    const response = await slow
    expect(response.body).toBe('slow')
    expect(response.headers.connection).toBe('close')
    await closed
    agent.destroy()
    other.destroy()
  }, 20_000)

  it('closes the keep-alive socket of a response that was already streaming when close() began, once it ends', async () => {
    app = createCore({ keepAliveTimeout: 60_000 })
    let stream!: Readable
    app.get('/events', async (_request, reply) => {
      stream = new Readable({ read() {} })
      stream.push('data: hi\n\n')
      reply.type('text/event-stream')
      return stream
    })
    // the documented way to end such a response when the server closes
    app.addHook('preClose', async () => void stream.push(null))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const agent = new http.Agent({ keepAlive: true })
    const ended = new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${app.listeningOrigin}/events`, { agent }, (response) => {
        response.once('data', () => resolve(response))
        response.resume()
      })
    )
    const response = await ended
    // its headers went out before close(): too late for `Connection: close`; close() does not wait for the 60 s
    // keepAliveTimeout (far beyond the test's 20 s timeout)
    expect(response.headers.connection).toBe('keep-alive')
    await app.close()
    agent.destroy()
  }, 20_000)
})

describe('listen on IPv6 and with a logger instance', () => {
  it('listens on ::1 and formats the address with brackets', async () => {
    app = createCore()
    app.get('/', async () => 'v6')
    const address = await app.listen({ port: 0, host: '::1' })
    expect(address).toMatch(/^http:\/\/\[::1\]:\d+$/)
    expect(app.addresses()[0]).toMatchObject({ address: '::1', family: 'IPv6' })
    expect((await get(`${address}/`)).body).toBe('v6')
  })

  it('uses a given loggerInstance for server and request logs', async () => {
    const messages: string[] = []
    const logger = {
      level: 'info',
      info: (...args: unknown[]) => void messages.push(String(args.find((a) => typeof a === 'string'))),
      error: () => {},
      warn: () => {},
      debug: () => {},
      trace: () => {},
      fatal: () => {},
      silent: () => {},
      child() {
        return logger
      }
    }
    app = createCore({ loggerInstance: logger })
    app.get('/', async (request) => {
      request.log.info('from handler')
      return 'ok'
    })
    await app.inject('/')
    expect(messages).toContain('from handler')
    expect(messages).toContain('incoming request')
    expect(app.log).toBe(logger)
  })
})
