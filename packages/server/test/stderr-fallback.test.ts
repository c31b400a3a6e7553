// Issue 28, item 2 (apps/docs/guide/logging.md, "Without a logger"): an application made without the `logger`
// option writes each unexpected error to stderr once, as a short block with the request's method and URL and the
// stack of the user's code, while the client still gets the masked 500; a configured logger takes over, and
// `logger: false` is silence.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { takeErrorBlocks } from '@capsule/test-support/error-blocks'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const taken = takeErrorBlocks()

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/** Runs an ES module against the built package in a child process: what a developer's terminal shows. */
function runModule(source: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: packageDir,
    encoding: 'utf8',
    timeout: 20_000
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('in a child process, as a developer sees it', () => {
  it('writes a handler error once, with the method, URL and the line that threw, while the client gets the masked 500', () => {
    const { status, stdout, stderr } = runModule(
      [
        `import capsule from '@capsule/server'`,
        `const app = capsule()`,
        `app.get('/orders/:id', async () => { throw new Error('database is down') })`,
        `const address = await app.listen({ port: 0, host: '127.0.0.1' })`,
        `const response = await fetch(address + '/orders/7?full=1')`,
        `console.log(response.status, await response.text())`,
        `await app.close()`
      ].join('\n')
    )
    expect(status).toBe(0)
    expect(stdout.trim()).toBe(
      '500 {"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}'
    )
    const blocks = stderr.split(/^(?=\[capsule\] )/m).filter((block) => block.trim() !== '')
    expect(blocks).toHaveLength(1)
    const lines = blocks[0]!.trimEnd().split('\n')
    expect(lines[0]).toBe('[capsule] database is down (GET /orders/7?full=1 answered 500)')
    expect(lines[1]).toBe('Error: database is down')
    // the first frame is the handler's line of the module (`[eval1]:3`), Capsule's own frames are counted, not shown
    expect(lines[2]).toMatch(/^ {4}at .*:3:\d+\)?$/)
    expect(lines.filter((line) => line.includes('core/dist'))).toEqual([])
    expect(lines.some((line) => /^ {4}\.\.\. \d+ frames? inside Capsule or Node\.js$/.test(line))).toBe(true)
    expect(lines.at(-1)).toMatch(/`logger: false` silences this/)
    expect(lines.length).toBeLessThanOrEqual(8)
  })

  it("writes a startup failure that Fastify's usual `app.log.error(err)` reports, where a silent logger showed nothing", () => {
    const { status, stderr } = runModule(
      [
        `import capsule from '@capsule/server'`,
        `const app = capsule()`,
        `app.register(async function database () { throw new Error('cannot reach postgres://db:5432') })`,
        `try { await app.listen({ port: 0, host: '127.0.0.1' }) } catch (err) { app.log.error(err); process.exitCode = 1 }`
      ].join('\n')
    )
    expect(status).toBe(1)
    expect(stderr).toMatch(/^\[capsule\] error\nError: cannot reach postgres:\/\/db:5432\n {4}at database /)
  })

  it('writes nothing with `logger: false`', () => {
    const { status, stdout, stderr } = runModule(
      [
        `import capsule from '@capsule/server'`,
        `const app = capsule({ logger: false })`,
        `app.get('/', async () => { throw new Error('quiet') })`,
        `console.log((await app.inject('/')).statusCode)`
      ].join('\n')
    )
    expect({ status, stdout: stdout.trim(), stderr }).toEqual({ status: 0, stdout: '500', stderr: '' })
  })
})

describe('what is written, and when', () => {
  it('writes the hint under the first block of an application only', async () => {
    app = capsule()
    app.get('/', async () => {
      throw new Error('first')
    })
    await app.inject('/')
    await app.inject('/')
    expect(taken.blocks).toHaveLength(2)
    expect(taken.blocks[0]).toMatch(
      /\n\(no logger configured: `logger: true` logs as JSON, `logger: false` silences this\)$/
    )
    expect(taken.blocks[1]).not.toMatch(/no logger configured/)
  })

  it('writes nothing for a 4xx, a 5xx whose message the client sees, or an error a custom handler answers', async () => {
    app = capsule()
    app.get(
      '/missing-field',
      { schema: { querystring: { type: 'object', required: ['q'] } } },
      async () => 'x'
    )
    app.get('/declared', async () => {
      throw Object.assign(new Error('upstream timed out'), { statusCode: 504 })
    })
    app.register(async (child) => {
      child.setErrorHandler(async (error, request, reply) => reply.code(503).send({ sorry: true }))
      child.get('/handled', async () => {
        throw new Error('handled')
      })
    })
    expect((await app.inject('/missing-field')).statusCode).toBe(400)
    expect((await app.inject('/handled')).statusCode).toBe(503)
    // a declared 5xx answers with its own message: the client sees what happened
    expect((await app.inject('/declared')).json()).toMatchObject({ message: 'upstream timed out' })
    expect(taken.blocks).toEqual([])
  })

  it('writes an error once when a custom error handler passes it on to the default one', async () => {
    app = capsule()
    app.setErrorHandler(async (error) => {
      throw error
    })
    app.get('/', async () => {
      throw new Error('passed on')
    })
    expect((await app.inject('/')).statusCode).toBe(500)
    expect(taken.blocks).toHaveLength(1)
  })

  it('writes errors of hooks: onRequest (answered 500), onResponse and onError (after the answer)', async () => {
    app = capsule()
    app.addHook('onRequest', async (request) => {
      if (request.url === '/on-request') throw new Error('onRequest failed')
    })
    app.addHook('onResponse', async (request) => {
      if (request.url === '/on-response') throw new TypeError('onResponse failed')
    })
    app.addHook('onError', async () => {
      throw new RangeError('onError failed')
    })
    app.get('/on-request', async () => 'never')
    app.get('/on-response', async () => 'fine')
    expect((await app.inject('/on-request')).statusCode).toBe(500)
    expect((await app.inject('/on-response')).body).toBe('fine')
    expect(taken.blocks.map((block) => block.split('\n').slice(0, 2))).toEqual([
      ['[capsule] onError hook failed (GET /on-request)', 'RangeError: onError failed'],
      ['[capsule] onRequest failed (GET /on-request answered 500)', 'Error: onRequest failed'],
      ['[capsule] onResponse hook failed (GET /on-response)', 'TypeError: onResponse failed']
    ])
  })

  it('writes a failing onClose hook, and close() still resolves', async () => {
    app = capsule()
    app.addHook('onClose', async () => {
      throw new Error('could not flush the queue')
    })
    await app.ready()
    await app.close().catch(() => {})
    expect(taken.blocks.map((block) => block.split('\n').slice(0, 2))).toEqual([
      ['[capsule] onClose hook failed', 'Error: could not flush the queue']
    ])
  })

  it('writes a thrown non-Error, an error cause and an unreadable error without failing the answer', async () => {
    app = capsule()
    app.get('/string', async () => {
      throw 'plain text'
    })
    app.get('/cause', async () => {
      throw new Error('saving failed', {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
      })
    })
    app.get('/hostile', async () => {
      const error = new Error('hostile')
      Object.defineProperty(error, 'stack', {
        get() {
          throw new Error('no stack for you')
        }
      })
      throw error
    })
    expect((await app.inject('/string')).statusCode).toBe(500)
    expect((await app.inject('/cause')).statusCode).toBe(500)
    expect((await app.inject('/hostile')).statusCode).toBe(500)
    // a thrown non-Error is logged as the Error that stands for it (as with a logger), naming the value's type
    expect(taken.blocks[0]).toMatch(
      /^\[capsule\] a value that is not an Error was thrown \(string\) \(GET \/string answered 500\)\n/
    )
    expect(taken.blocks[1]).toMatch(/\n {2}caused by Error: socket hang up\n {4}code: ECONNRESET\n/)
    expect(taken.blocks[2]).toMatch(
      /^\[capsule\] hostile \(GET \/hostile answered 500\)\n\(an error that cannot be read\)/
    )
  })

  it('writes errors answered through app.fetch', async () => {
    app = capsule()
    app.post('/items', async () => {
      throw new Error('fetch path')
    })
    const response = await app.fetch(new Request('http://localhost/items', { method: 'POST' }))
    expect(response.status).toBe(500)
    expect(taken.blocks.map((block) => block.split('\n')[0])).toEqual([
      '[capsule] fetch path (POST /items answered 500)'
    ])
  })
})

describe('a configured logger takes over', () => {
  it('logs through pino with `logger: { stream }` and writes no block', async () => {
    const logs = captureLogs()
    app = capsule({ logger: { stream: logs.stream } })
    app.get('/', async () => {
      throw new Error('to pino')
    })
    expect((await app.inject('/')).statusCode).toBe(500)
    expect(logs.lines.filter((line) => line['level'] === 50).map((line) => line['msg'])).toEqual(['to pino'])
    expect(taken.blocks).toEqual([])
  })

  it('logs through a `loggerInstance` and writes no block', async () => {
    const errors: unknown[] = []
    const noop = (): void => {}
    const instance = {
      level: 'info',
      fatal: noop,
      error: (...args: unknown[]) => void errors.push(args),
      warn: noop,
      info: noop,
      debug: noop,
      trace: noop,
      silent: noop,
      child: () => instance
    }
    const custom = capsule({ loggerInstance: instance })
    custom.get('/', async () => {
      throw new Error('to the instance')
    })
    await custom.inject('/')
    await custom.close()
    expect(errors).toHaveLength(1)
    expect(taken.blocks).toEqual([])
  })

  it('says nothing with `logger: false`, and app.log is the silent logger', async () => {
    app = capsule({ logger: false })
    app.get('/', async () => {
      throw new Error('silence')
    })
    app.log.error(new Error('not written'))
    expect((await app.inject('/')).statusCode).toBe(500)
    expect(app.log.level).toBe('silent')
    expect(taken.blocks).toEqual([])
  })
})
