// listen() and close() where they meet: the addresses localhost is bound on, close() while listen() starts, the
// answer while closing, close() callbacks, and the instance properties around them (log, initialConfig).
import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'
import { listeningAddresses } from '../src/server/listen.js'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function get(
  host: string,
  port: number,
  path = '/'
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path, agent: false }, (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      })
      .on('error', reject)
  })
}

/** The TCP server handles of this process (what keeps it alive), once the handles closing now are gone. */
async function tcpServers(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 20))
  return process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length
}

describe('listen() on localhost', () => {
  it('binds every address localhost resolves to, reports them in addresses(), and closes them all', async () => {
    const original = dns.lookup
    // a machine whose hosts file lists both (this one may list only 127.0.0.1)
    ;(dns as { lookup: unknown }).lookup = (
      hostname: string,
      options: unknown,
      callback?: (...args: unknown[]) => void
    ) => {
      if (typeof options === 'function') [callback, options] = [options as typeof callback, {}]
      if (hostname !== 'localhost')
        return (original as (...args: unknown[]) => void)(hostname, options, callback)
      const all = [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 }
      ]
      process.nextTick(() =>
        (options as { all?: boolean }).all === true ? callback!(null, all) : callback!(null, '127.0.0.1', 4)
      )
    }
    try {
      const lines: string[] = []
      app = createCore({
        logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line).msg) } }
      })
      app.get('/', async () => 'ok')
      const address = await app.listen({ port: 0 })
      const port = (app.server.address() as AddressInfo).port
      expect(address).toBe(`http://127.0.0.1:${port}`)
      expect(app.addresses()).toEqual([
        { address: '::1', family: 'IPv6', port },
        { address: '127.0.0.1', family: 'IPv4', port }
      ])
      expect(app.listeningOrigin).toBe(`http://127.0.0.1:${port}`)
      expect(lines).toEqual([
        `Server listening at http://127.0.0.1:${port}`,
        `Server listening at http://[::1]:${port}`
      ])
      expect((await get('::1', port)).body).toBe('ok')
      const before = await tcpServers()
      await app.close()
      expect(await tcpServers()).toBe(before - 2)
      await expect(get('::1', port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    } finally {
      ;(dns as { lookup: unknown }).lookup = original
    }
  })

  it('lists every IPv4 interface for 0.0.0.0, the machine’s own first', () => {
    const listed = listeningAddresses({ address: '0.0.0.0', family: 'IPv4', port: 8080 }, false)
    expect(listed[0]).toBe('http://127.0.0.1:8080')
    expect(listed.every((entry) => /^http:\/\/\d+\.\d+\.\d+\.\d+:8080$/.test(entry))).toBe(true)
    expect(listeningAddresses({ address: '::', family: 'IPv6', port: 1 }, true)).toEqual(['https://[::]:1'])
    expect(listeningAddresses('/tmp/app.sock', false)).toEqual(['/tmp/app.sock'])
  })

  it('listens on a free port when the options have no port', async () => {
    app = createCore()
    const address = await app.listen({ host: '127.0.0.1' })
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})

describe('close() while listen() is starting', () => {
  it('never opens the server: listen() rejects, no server handle is left to keep the process alive', async () => {
    const before = await tcpServers()
    const instance = createCore()
    let loaded!: () => void
    const loading = new Promise<void>((resolve) => (loaded = resolve))
    instance.register(async () => loading)
    const listening = instance.listen({ port: 0, host: '127.0.0.1' })
    const closing = instance.close()
    loaded()
    await closing
    await expect(listening).rejects.toBeInstanceOf(errorCodes.FST_ERR_REOPENED_CLOSE_SERVER)
    expect(await tcpServers()).toBe(before)
    expect(instance.server.listening).toBe(false)
    expect(instance.server.address()).toBeNull()
  })

  it('calls a listen() callback with FST_ERR_REOPENED_CLOSE_SERVER', async () => {
    const instance = createCore()
    instance.register(async () => new Promise<void>((resolve) => setImmediate(resolve)))
    const calledBack = new Promise<unknown>((resolve) => {
      instance.listen({ port: 0, host: '127.0.0.1' }, (error) => resolve(error))
    })
    await instance.close()
    expect(await calledBack).toBeInstanceOf(errorCodes.FST_ERR_REOPENED_CLOSE_SERVER)
    expect(instance.server.listening).toBe(false)
  })

  it('runs no onReady hook when it loads an instance that was never readied', async () => {
    const order: string[] = []
    const instance = createCore()
    instance.register(async (child) => {
      order.push('plugin')
      child.addHook('onClose', async () => void order.push('onClose'))
    })
    instance.addHook('onReady', async () => void order.push('onReady'))
    instance.addHook('preClose', async () => void order.push('preClose'))
    await instance.close()
    expect(order).toEqual(['plugin', 'preClose', 'onClose'])
  })
})

describe('close()', () => {
  it('answers a request arriving while closing with Fastify’s own 503, byte for byte', async () => {
    app = createCore()
    app.get('/', async () => 'ok')
    let port = 0
    let during: Awaited<ReturnType<typeof get>> | undefined
    app.addHook('preClose', async () => {
      during = await get('127.0.0.1', port)
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
    await app.close()
    expect(during).toMatchObject({
      status: 503,
      body: '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}',
      headers: { 'content-type': 'application/json', 'content-length': '80', connection: 'close' }
    })
  })

  it('calls a callback by its number of parameters, as Fastify does, and returns the instance', async () => {
    const calls: unknown[][] = []
    for (const make of [
      (done: () => void) =>
        function (this: unknown) {
          calls.push(['()', arguments.length])
          done()
        },
      (done: () => void) => (error: unknown) => {
        calls.push(['(err)', error])
        done()
      },
      (done: () => void) => (error: unknown, next: unknown) => {
        calls.push(['(err, done)', error, typeof next])
        done()
      }
    ]) {
      const instance = createCore()
      await new Promise<void>((resolve) => {
        const returned = instance.close(make(resolve) as never)
        expect(returned).toBe(instance)
      })
    }
    const failing = createCore()
    failing.addHook('onClose', async () => {
      throw new Error('flush failed')
    })
    const error = await new Promise((resolve) => failing.close((given) => resolve(given)))
    expect(calls).toEqual([
      ['()', 0],
      ['(err)', null],
      ['(err, done)', null, 'function']
    ])
    expect((error as Error).message).toBe('flush failed')
    expect(() => createCore().close('x' as never)).toThrow(errorCodes.FST_ERR_PLUGIN_CALLBACK_NOT_FN)
  })
})

describe('app.log', () => {
  it('is writable: the context and its children use the replacement, request loggers keep the server’s', async () => {
    const lines: unknown[] = []
    const replacement = {
      info: (...args: unknown[]) => void lines.push(['info', ...args]),
      error: () => undefined,
      warn: () => undefined,
      debug: () => undefined,
      trace: () => undefined,
      fatal: () => undefined,
      child: () => replacement
    }
    app = createCore()
    const original = app.log
    let childSees: unknown
    let requestLog: unknown
    app.register(async (child) => {
      childSees = child.log
    })
    app.register(async (other) => {
      other.log = original
    })
    app.get('/', async (request) => {
      requestLog = request.log
      return 'ok'
    })
    app.log = replacement as never
    await app.listen({ port: 0, host: '127.0.0.1' })
    await app.inject('/')
    expect(childSees).toBe(replacement)
    expect(app.log).toBe(replacement)
    expect(requestLog).not.toBe(replacement)
    expect(lines).toEqual([
      ['info', expect.stringMatching(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/)]
    ])
  })
})

describe('initialConfig', () => {
  it('reports http2 and https as Fastify does, and only the options its schema knows', () => {
    const plain = createCore().initialConfig
    expect(plain).not.toHaveProperty('http2')
    expect(plain).not.toHaveProperty('https')
    expect(plain).not.toHaveProperty('return503OnClosing')
    expect(plain).not.toHaveProperty('logger')
    expect(createCore({ http2: true }).initialConfig).toMatchObject({ http2: true })
    expect(createCore({ https: { allowHTTP1: true } } as never).initialConfig['https']).toEqual({
      allowHTTP1: true
    })
    expect(createCore({ forceCloseConnections: true }).initialConfig['forceCloseConnections']).toBe(true)
    expect(createCore({ exposeServerErrors: true }).initialConfig['exposeServerErrors']).toBe(true)
  })
})

describe('a plugin context’s ready() callback', () => {
  it('runs once the routes are compiled: the context’s compilers are there, and no error is undefined', async () => {
    app = createCore({
      schemaController: {
        compilersFactory: {
          buildValidator: () => () => () => true,
          buildSerializer: () => () => (value: unknown) => JSON.stringify(value)
        }
      }
    })
    let seen: unknown[] = []
    app.register(async (child) => {
      child.get('/', { schema: { querystring: { type: 'object' } } }, async () => 'ok')
      child.ready((error) => {
        seen = [error, typeof child.validatorCompiler]
      })
    })
    await app.ready()
    expect(seen).toEqual([undefined, 'function'])
  })
})
