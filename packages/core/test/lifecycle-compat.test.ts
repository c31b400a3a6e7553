import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

// Server-instance behaviour checked side by side with Fastify 5.12 (Server.md, Hooks.md, Logging.md, Testing.md)

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close().catch(() => undefined)
  app = undefined
})

function lines(): { written: Array<Record<string, unknown>>; stream: { write(line: string): void } } {
  const written: Array<Record<string, unknown>> = []
  return {
    written,
    stream: { write: (line: string) => void written.push(JSON.parse(line) as Record<string, unknown>) }
  }
}

describe('loggers', () => {
  it("logs requests through a loggerInstance with Capsule's serializers: never the headers or the token", async () => {
    const log = lines()
    app = createCore({ loggerInstance: pino({}, log.stream) as never })
    app.get('/', async () => 'x')
    await app.inject({
      url: '/',
      headers: { authorization: 'Bearer SECRET-TOKEN', cookie: 'sid=abc', host: 'example.com:8080' }
    })
    const incoming = log.written.find((line) => line['msg'] === 'incoming request')
    expect(incoming?.['req']).toEqual(
      expect.objectContaining({ method: 'GET', url: '/', host: 'example.com:8080' })
    )
    const everything = JSON.stringify(log.written)
    expect(everything).not.toContain('SECRET-TOKEN')
    expect(everything).not.toContain('sid=abc')
  })

  it("keeps a loggerInstance's own serializers over Capsule's", async () => {
    const log = lines()
    app = createCore({ loggerInstance: pino({ serializers: { req: () => 'mine' } }, log.stream) as never })
    app.get('/', async () => 'x')
    await app.inject('/')
    expect(log.written.find((line) => line['msg'] === 'incoming request')?.['req']).toBe('mine')
  })

  it('writes to logger.file, refuses a file and a stream together, and refuses a logger object given as options', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capsule-log-'))
    try {
      const file = join(dir, 'app.log')
      app = createCore({ logger: { file } as never })
      app.log.info('to the file')
      await app.close()
      app = undefined
      // pino's file destination opens the file asynchronously: wait for the line (bounded by the test's timeout)
      const written = (): string => (existsSync(file) ? readFileSync(file, 'utf8') : '')
      while (!written().includes('to the file')) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(written()).toContain('to the file')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(() => createCore({ logger: { file: '/tmp/x.log', stream: { write() {} } } as never })).toThrow(
      errorCodes.FST_ERR_LOG_INVALID_DESTINATION
    )
    expect(() => createCore({ logger: pino({ enabled: false }) as never })).toThrow(
      errorCodes.FST_ERR_LOG_INVALID_LOGGER_CONFIG
    )
  })
})

describe('application hooks', () => {
  it('runs every onListen hook when one fails, and logs the failure', async () => {
    const log = lines()
    app = createCore({ logger: { stream: log.stream } })
    const ran: string[] = []
    app.addHook('onListen', async () => {
      ran.push('first')
      throw new Error('load balancer unreachable')
    })
    app.addHook('onListen', async () => void ran.push('second'))
    app.register(async (child) => {
      child.addHook('onListen', (done) => {
        ran.push('child')
        done()
      })
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    expect(ran).toEqual(['first', 'second', 'child'])
    expect(
      log.written.some(
        (line) => (line['err'] as { message?: string } | undefined)?.message === 'load balancer unreachable'
      )
    ).toBe(true)
  })

  it('rejects close() with a preClose error once everything is closed; onClose still runs', async () => {
    app = createCore()
    let closed = false
    app.addHook('preClose', async () => {
      throw new Error('drain failed')
    })
    app.addHook('onClose', async () => {
      closed = true
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    await expect(app.close()).rejects.toThrow('drain failed')
    expect(closed).toBe(true)
    expect(app.server.listening).toBe(false)
    app = undefined
  })
})

describe('inject', () => {
  it('rejects after close() with FST_ERR_REOPENED_CLOSE_SERVER (promise and callback forms)', async () => {
    app = createCore()
    app.get('/', async () => 'x')
    expect((await app.inject('/')).body).toBe('x')
    await app.close()
    await expect(app.inject('/')).rejects.toThrow(errorCodes.FST_ERR_REOPENED_CLOSE_SERVER)
    const error = await new Promise<Error | null>((resolve) => {
      app!.inject('/', (failure) => resolve(failure ?? null))
    })
    expect(error).toBeInstanceOf(errorCodes.FST_ERR_REOPENED_CLOSE_SERVER)
    app = undefined
  })
})

describe('request loggers', () => {
  it("applies logSerializers given to a route and to register(), the route's over the plugin's", async () => {
    const log = lines()
    app = createCore({ logger: { stream: log.stream } })
    app.get(
      '/',
      { logSerializers: { user: (user) => `route:${(user as { name: string }).name}` } },
      async (request) => {
        request.log.info({ user: { name: 'bob' } }, 'route line')
        return 'x'
      }
    )
    app.register(
      async (child) => {
        child.get('/p', async (request) => {
          request.log.info({ user: { name: 'al' }, card: { number: '4111' } }, 'plugin line')
          return 'y'
        })
      },
      {
        logSerializers: { user: (user) => `plugin:${(user as { name: string }).name}`, card: () => '[card]' }
      }
    )
    await app.inject('/')
    await app.inject('/p')
    const route = log.written.find((line) => line['msg'] === 'route line')
    const plugin = log.written.find((line) => line['msg'] === 'plugin line')
    expect(route?.['user']).toBe('route:bob')
    expect(plugin).toMatchObject({ user: 'plugin:al', card: '[card]' })
  })

  it('calls genReqId with the route instance as this', async () => {
    let same: boolean | null = null
    app = createCore({
      genReqId(this: unknown) {
        same = this === app
        return 'fixed'
      }
    })
    app.get('/', async (request) => request.id)
    expect((await app.inject('/')).body).toBe('fixed')
    expect(same).toBe(true)
  })
})

describe('plugins', () => {
  it("answers hasPlugin for the plugin's own function name inside it, as Fastify does", async () => {
    app = createCore()
    let inside: boolean | null = null
    app.register(async function namedPlain(instance) {
      inside = instance.hasPlugin('namedPlain')
    })
    await app.ready()
    expect(inside).toBe(true)
    expect(app.hasPlugin('namedPlain')).toBe(false)
  })

  it('lists a Unix socket path in addresses()', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capsule-sock-'))
    try {
      app = createCore()
      const path = join(dir, 'app.sock')
      await app.listen({ path })
      expect(app.addresses()).toEqual([path])
      await app.close()
      app = undefined
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
