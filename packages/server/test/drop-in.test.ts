// Issue 16: what real Fastify apps and plugins need from the instance, the request path and shutdown. Each rule was
// found with a real plugin or app (named in its comment); tests/compat runs those plugins themselves.
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import { connect } from 'node:net'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { gzipSync, createGunzip } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { fastify, type CapsuleInstance } from '../src/index.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * One raw HTTP/1.1 exchange: writes `request`, collects what comes back until the server closes (or `ms` pass, a
 * far-away bound: a server that keeps the connection fails the test by what it sent, not by the time it took).
 */
function rawExchange(port: number, request: string, ms = 10_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    const timer = setTimeout(() => socket.destroy(), ms)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(received)
    })
    socket.write(request)
  })
}

describe('register() and after() return the instance itself (sinon stubs on decorators keep their API)', () => {
  it('chains decorate().register() on the same object and keeps decorated functions as they are', async () => {
    const stub = Object.assign(async () => 'stubbed', { resolves: () => 'sinon api' })
    app = fastify()
    const chained = app.decorate('authenticate', stub).register(async () => undefined)
    expect(chained).toBe(app)
    expect(app.after(() => undefined)).toBe(app)
    expect((chained as unknown as { authenticate: unknown }).authenticate).toBe(stub)
    await app.ready()
    expect((app as unknown as { authenticate: typeof stub }).authenticate.resolves()).toBe('sinon api')
  })

  it('loads what is queued when the instance is awaited, and gives the instance back', async () => {
    app = capsule()
    const loaded: string[] = []
    const returned = await app.register(async (child) => {
      loaded.push('plugin')
      child.decorate('inner', 1)
    })
    expect(returned).toBe(app)
    expect(loaded).toEqual(['plugin'])
    app.register(async () => void loaded.push('second'))
    expect(await app).toBe(app)
    expect(loaded).toEqual(['plugin', 'second'])
    await app.ready()
    // booted: no `then` any more, so awaiting the instance is a plain value
    expect((app as unknown as { then?: unknown }).then).toBeUndefined()
  })

  it('rejects an awaited register() with the plugin error, and after() without a callback is a real Promise', async () => {
    app = capsule()
    await expect(
      app.register(async () => {
        throw new Error('plugin failed')
      })
    ).rejects.toThrow('plugin failed')
    const pending = app.after()
    expect(pending).toBeInstanceOf(Promise)
    await expect(pending).rejects.toThrow('plugin failed')
  })

  it('awaits register() inside a plugin, where the child sees what the awaited plugin decorated', async () => {
    app = capsule()
    app.register(async (child) => {
      await child.register(async (grandchild) => {
        grandchild.decorate('early', 'yes')
      })
      // the awaited plugin is encapsulated: its decorator is not visible here
      child.get('/', async () => ({ visible: child.hasDecorator('early') }))
    })
    expect((await app.inject('/')).json()).toEqual({ visible: false })
  })
})

describe('instance.onClose(fn) (@fastify/reply-from and http-proxy call it at register)', () => {
  it('runs on close() with the instance, as an onClose hook does', async () => {
    app = capsule()
    const seen: unknown[] = []
    app.register(async (child) => {
      child.decorate('name', 'child')
      child.onClose(async (instance) => {
        seen.push((instance as unknown as { name: string }).name)
      })
      child.onClose((_instance, done) => {
        seen.push('callback')
        done()
      })
    })
    await app.ready()
    await app.close()
    expect(seen).toEqual(['callback', 'child'])
  })
})

describe('a preParsing hook that hands back a paused stream (@fastify/compress)', () => {
  const decode = async (
    request: { headers: Record<string, unknown> },
    _reply: unknown,
    payload: NodeJS.ReadableStream
  ): Promise<NodeJS.ReadableStream> => {
    if (request.headers['content-encoding'] !== 'gzip') return payload
    const gunzip = Object.assign(createGunzip(), { receivedEncodedLength: 0 })
    // the encoded bytes count against Content-Length, as @fastify/compress reports them
    payload.on('data', (chunk: Buffer) => (gunzip.receivedEncodedLength += chunk.length))
    payload.pipe(gunzip)
    gunzip.pause()
    return gunzip
  }

  it('reads the body through inject and over a socket', async () => {
    app = capsule()
    app.addHook('preParsing', decode as never)
    app.post('/', async (request) => request.body)
    const body = gzipSync(JSON.stringify({ hello: 'gzip' }))
    const injected = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body
    })
    expect(injected.json()).toEqual({ hello: 'gzip' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(app.listeningOrigin, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
      signal: AbortSignal.timeout(3000)
    })
    expect([response.status, await response.json()]).toEqual([200, { hello: 'gzip' }])
  })
})

describe("a '*' route inside a prefixed plugin (@fastify/cors under a prefix)", () => {
  it("joins the prefix as Fastify does: '/api' + '*' is '/api*', which matches /api itself", async () => {
    app = capsule()
    app.register(
      async (api) => {
        api.options('*', async (request) => ({ preflight: request.url }))
        api.get('/items', async () => ['a'])
      },
      { prefix: '/api' }
    )
    expect((await app.inject({ method: 'OPTIONS', url: '/api' })).json()).toEqual({ preflight: '/api' })
    expect((await app.inject({ method: 'OPTIONS', url: '/api/items' })).json()).toEqual({
      preflight: '/api/items'
    })
    expect((await app.inject({ method: 'OPTIONS', url: '/other' })).statusCode).toBe(404)
  })
})

describe("the options object onRoute hooks see for a prefixed '/' route (@fastify/swagger keeps it)", () => {
  it("ends with the slash twin's url, as in Fastify, while the route itself keeps the bare prefix", async () => {
    app = capsule()
    const kept: Array<{ url: string; routePath: string }> = []
    app.addHook('onRoute', (options) => void kept.push(options as never))
    app.register(
      async (v1) => {
        v1.get('/', async (request) => ({ url: request.routeOptions.url }))
      },
      { prefix: '/v1' }
    )
    await app.ready()
    const get = kept.find((options) => (options as unknown as { method: string }).method === 'GET')!
    expect([get.url, get.routePath]).toEqual(['/v1/', '/'])
    expect((await app.inject('/v1')).json()).toEqual({ url: '/v1' })
    expect((await app.inject('/v1/')).json()).toEqual({ url: '/v1' })
  })
})

describe('import { fastify } from the package', () => {
  it('is the factory, for code written `import { fastify } from "fastify"`', async () => {
    expect(fastify).toBe(capsule)
    const { status, stdout } = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { fastify } from '@capsule/server'; const app = fastify(); app.get('/', async () => 'ok'); const r = await app.inject('/'); console.log(r.body)"
      ],
      { cwd: packageDir, encoding: 'utf8', timeout: 20_000 }
    )
    expect([status, stdout.trim()]).toEqual([0, 'ok'])
  })
})

describe('a body a content-type parser refuses', () => {
  it('is answered with Connection: close, through inject and over a socket', async () => {
    app = capsule()
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, _body, done) => {
      done(Object.assign(new Error('bad csv'), { statusCode: 422 }), undefined)
    })
    app.post('/', async () => 'parsed')
    const csv = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b'
    })
    expect([csv.statusCode, csv.headers['connection'], csv.json().message]).toEqual([422, 'close', 'bad csv'])
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(app.listeningOrigin).port)
    // two requests on one connection: the second is never read after the refused body
    const answer = await rawExchange(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\n{bad' +
        'GET / HTTP/1.1\r\nHost: x\r\n\r\n'
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(answer.match(/HTTP\/1\.1/g)).toHaveLength(1)
  })
})

describe('timeouts of plugins and onReady hooks keep the process alive until they fire', () => {
  function runModule(source: string): { status: number | null; stderr: string } {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
      cwd: packageDir,
      encoding: 'utf8',
      timeout: 20_000
    })
    return { status: result.status, stderr: result.stderr }
  }

  it('fails listen() with FST_ERR_PLUGIN_TIMEOUT naming a plugin that never calls done (instead of exiting 0)', () => {
    const { status, stderr } = runModule(`
      import capsule from '@capsule/server'
      const app = capsule({ pluginTimeout: 100 })
      app.register(function neverDone (instance, options, done) {})
      try { await app.listen({ port: 0, host: '127.0.0.1' }); console.error('listening') } catch (error) { console.error(error.code, error.message); process.exitCode = 3 }
    `)
    expect(status).toBe(3)
    expect(stderr).toMatch(/^FST_ERR_PLUGIN_TIMEOUT .*neverDone/)
  })

  it('fails ready() with FST_ERR_HOOK_TIMEOUT for an onReady hook that never settles', () => {
    const { status, stderr } = runModule(`
      import capsule from '@capsule/server'
      const app = capsule({ pluginTimeout: 100 })
      app.addHook('onReady', function stuck (done) {})
      try { await app.ready(); console.error('ready') } catch (error) { console.error(error.code, error.message); process.exitCode = 3 }
    `)
    expect(status).toBe(3)
    expect(stderr).toMatch(/^FST_ERR_HOOK_TIMEOUT .*stuck/)
  })
})

describe('HEAD on a GET route whose handler returns a stream', () => {
  it('answers at once and releases an endless Node stream or web ReadableStream (server-sent events)', async () => {
    app = capsule()
    let nodeDestroyed = false
    let webCancelled = false
    app.get('/events', async (_request, reply) => {
      const stream = new Readable({
        read() {
          this.push('data: tick\n\n')
        }
      })
      stream.on('close', () => (nodeDestroyed = true))
      return reply.type('text/event-stream').send(stream)
    })
    app.get('/web', async (_request, reply) => {
      const stream = new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('x'))
        },
        cancel() {
          webCancelled = true
        }
      })
      return reply.type('text/plain').send(stream)
    })
    app.get('/empty', async (_request, reply) => reply.send())
    await app.listen({ port: 0, host: '127.0.0.1' })
    for (const path of ['/events', '/web']) {
      const response = await fetch(`${app.listeningOrigin}${path}`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(2000)
      })
      expect(response.status, path).toBe(200)
    }
    const injected = await app.inject({ method: 'HEAD', url: '/events' })
    expect([injected.statusCode, injected.headers['content-type'], injected.body]).toEqual([
      200,
      'text/event-stream',
      ''
    ])
    await new Promise((resolve) => setImmediate(resolve))
    expect([nodeDestroyed, webCancelled]).toEqual([true, true])
    const empty = await app.inject({ method: 'HEAD', url: '/empty' })
    expect([empty.statusCode, empty.headers['content-length']]).toEqual([200, '0'])
  })
})

describe('the automatic HEAD route (@fastify/compress adds its onSend hook from onRoute)', () => {
  it('is built from the options before onRoute hooks ran, keeps what they change on it, and gives their onSend no payload', async () => {
    app = capsule()
    const seen: Array<[string, unknown]> = []
    app.addHook('onRoute', (options) => {
      const method = String(options.method)
      const record = async (_request: unknown, _reply: unknown, payload: unknown): Promise<unknown> => {
        seen.push([method, payload])
        return payload
      }
      const bag = options as unknown as { onSend?: unknown }
      bag.onSend = [...[bag.onSend ?? []].flat(), record]
      if (method === 'HEAD') options.config = { ...options.config, head: true }
    })
    app.get('/', async (request) => ({
      head: (request.routeOptions.config as { head?: boolean }).head === true
    }))
    const get = await app.inject('/')
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect([get.json(), get.headers['content-length']]).toEqual([{ head: false }, '14'])
    // the HEAD answer describes the GET's body: its length, no bytes
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '13', ''])
    expect(seen).toEqual([
      ['GET', '{"head":false}'],
      ['HEAD', null]
    ])
  })
})

describe('listen({ signal })', () => {
  it('closes the application and binds nothing when the signal was aborted already, or aborts while plugins load', async () => {
    app = capsule()
    const order: string[] = []
    app.addHook('onClose', async () => void order.push('onClose'))
    const controller = new AbortController()
    controller.abort()
    // as in Fastify: listen() resolves undefined once close() has run
    await expect(
      app.listen({ port: 0, host: '127.0.0.1', signal: controller.signal })
    ).resolves.toBeUndefined()
    expect(order).toEqual(['onClose'])
    expect(app.server.listening).toBe(false)
    const late = new AbortController()
    const other = capsule()
    other.register(async () => {
      late.abort()
    })
    other.addHook('onClose', async () => void order.push('other onClose'))
    other.addHook('onListen', async () => void order.push('other onListen'))
    await expect(other.listen({ port: 0, host: '127.0.0.1', signal: late.signal })).resolves.toBeUndefined()
    await other.close()
    expect(order).toEqual(['onClose', 'other onClose'])
    expect(other.server.listening).toBe(false)
    expect(other.server.address()).toBeNull()
  })

  it('runs close(), preClose and onClose hooks included, when it aborts after listening', async () => {
    app = capsule()
    const order: string[] = []
    app.addHook('preClose', async () => void order.push('preClose'))
    app.addHook('onClose', async () => void order.push('onClose'))
    const controller = new AbortController()
    await app.listen({ port: 0, host: '127.0.0.1', signal: controller.signal })
    controller.abort()
    await new Promise((resolve) => app.server.once('close', resolve))
    await app.close()
    expect(order).toEqual(['preClose', 'onClose'])
    expect(app.server.listening).toBe(false)
  })
})

describe('close() with forceCloseConnections: true on a server without closeAllConnections', () => {
  it('closes the open connections itself, runs the onClose hooks and resolves', async () => {
    let onCloseRan = false
    app = capsule({
      forceCloseConnections: true,
      serverFactory: (handler) => {
        const server = http.createServer(handler)
        // a server that cannot close its connections itself, like some serverFactory servers
        Object.defineProperty(server, 'closeAllConnections', { value: undefined })
        return server
      }
    })
    app.addHook('onClose', async () => void (onCloseRan = true))
    app.get('/', async () => 'x')
    await app.listen({ port: 0, host: '127.0.0.1' })
    // a keep-alive connection stays open after its answer
    const agent = new http.Agent({ keepAlive: true })
    await new Promise<void>((resolve) =>
      http.get(`${app.listeningOrigin}/`, { agent }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
    )
    // a close() that waited for the connection would wait for keepAliveTimeout (72 s), far beyond the test's 20 s
    await expect(app.close()).resolves.toBeUndefined()
    expect(onCloseRan).toBe(true)
    agent.destroy()
  }, 20_000)
})

describe('inject() chained form', () => {
  it('rejects when boot failed, instead of answering 500 with the error text', async () => {
    app = capsule()
    app.register(async () => {
      throw new Error('boot failed')
    })
    await expect(app.inject().get('/').end()).rejects.toThrow('boot failed')
  })
})

describe('unknown factory options', () => {
  it('are ignored silently (fastify-cli passes its whole configuration object)', async () => {
    const codes = await warningCodes(async () => {
      app = capsule({ port: 3000, address: '0.0.0.0', watch: true, options: {} } as never)
      app.get('/', async () => 'ok')
      expect((await app.inject('/')).body).toBe('ok')
    })
    expect(codes).toEqual([])
    // a known option's wrong type still fails
    expect(() => capsule({ bodyLimit: 'big' as never })).toThrow()
  })
})
