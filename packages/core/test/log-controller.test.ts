import { afterEach, describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import {
  createCore,
  errorCodes,
  LogController,
  type CapsuleInstance,
  type CapsuleReply,
  type CapsuleRequest
} from '../src/index.js'
import { injectWhileClosing } from './helpers/while-closing.js'
import { warningsDuring } from '@capsule/test-support/warnings'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function capture(): { lines: Array<Record<string, unknown>>; stream: { write(line: string): void } } {
  const lines: Array<Record<string, unknown>> = []
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  }
}

const messages = (lines: Array<Record<string, unknown>>): unknown[] => lines.map((line) => line['msg'])

describe('the top-level request logging options', () => {
  // first in the file: each warning is emitted once per process
  it('warn once that disableRequestLogging and requestIdLogLabel moved to a LogController (FSTDEP023, FSTDEP024)', async () => {
    const warnings = await warningsDuring(() => {
      createCore({ disableRequestLogging: true, requestIdLogLabel: 'rid' })
      createCore({ disableRequestLogging: false })
      createCore({ logController: new LogController() })
    })
    expect(warnings.map((w) => w.code).sort()).toEqual(['FSTDEP023', 'FSTDEP024'])
    expect(warnings[0]!.name).toBe('FastifyDeprecation')
  })
})

describe('LogController', () => {
  it('refuses a logController that is not a LogController, naming what it got', () => {
    for (const [given, got] of [
      [{}, 'object'],
      ['info', 'string'],
      [() => undefined, 'function']
    ] as const) {
      let thrown: unknown
      try {
        createCore({ logController: given as never })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(TypeError)
      expect(thrown).toBeInstanceOf(errorCodes.FST_ERR_LOG_INVALID_LOG_CONTROLLER)
      expect((thrown as Error).message).toBe(
        `logController option must be an instance of LogController, got '${got}'.`
      )
    }
    // null is no controller, as in Fastify: the default one, which writes nothing without a logger
    expect(() => createCore({ logController: null as never })).not.toThrow()
  })

  it('writes the default lines: incoming, completed with responseTime, the not-found line, under the reqId label', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream }, logController: new LogController() })
    app.get('/', async () => 'ok')
    await app.inject('/')
    await app.inject('/nowhere')
    expect(messages(lines)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'Route GET:/nowhere not found',
      'request completed'
    ])
    expect(lines[1]!['responseTime']).toEqual(expect.any(Number))
    expect(lines[1]!['reqId']).toBe('req-1')
    expect(lines.map((line) => line['level'])).toEqual([30, 30, 30, 30, 30])
  })

  it("takes disableRequestLogging as a function of Capsule's request, and the request id label", async () => {
    const { lines, stream } = capture()
    const seen: unknown[] = []
    const logController = new LogController({
      requestIdLogLabel: 'traceId',
      disableRequestLogging: (request) => {
        seen.push(request.routeOptions.url ?? null)
        return request.url === '/health'
      }
    })
    app = createCore({ logger: { stream }, logController })
    app.get('/health', async () => 'up')
    app.get('/work', async () => 'done')
    await app.inject('/health')
    await app.inject('/work')
    expect(messages(lines)).toEqual(['incoming request', 'request completed'])
    expect(lines.every((line) => line['traceId'] === 'req-2' && line['reqId'] === undefined)).toBe(true)
    expect(seen).toEqual(['/health', '/health', '/work', '/work'])
  })

  it('lets a subclass change some lines and keep the others', async () => {
    const { lines, stream } = capture()
    class Quieter extends LogController {
      override incomingRequest(request: CapsuleRequest): void {
        request.log.debug({ url: request.url }, 'in')
      }

      override requestCompleted(
        _error: Error | null | undefined,
        _request: CapsuleRequest,
        reply: CapsuleReply
      ): void {
        reply.log.warn({ status: reply.statusCode, customField: 'value' }, 'out')
      }
    }
    app = createCore({ logger: { stream, level: 'debug' }, logController: new Quieter() })
    app.get('/', async () => {
      throw Object.assign(new Error('teapot'), { statusCode: 418 })
    })
    await app.inject('/')
    expect(lines.map((line) => [line['msg'], line['level']])).toEqual([
      ['in', 20],
      ['teapot', 30],
      ['out', 40]
    ])
    expect(lines[2]).toMatchObject({ status: 418, customField: 'value' })
  })

  it('is asked for every request even without a logger, as in Fastify', async () => {
    const calls: string[] = []
    class Counting extends LogController {
      override incomingRequest(request: CapsuleRequest): void {
        calls.push(`in ${request.url}`)
      }

      override requestCompleted(
        _error: Error | null | undefined,
        request: CapsuleRequest,
        reply: CapsuleReply
      ): void {
        calls.push(`done ${request.url} ${reply.statusCode}`)
      }

      override routeNotFound(request: CapsuleRequest): void {
        calls.push(`404 ${request.url}`)
      }
    }
    app = createCore({ logController: new Counting() })
    app.get('/', async () => 'ok')
    await app.inject('/')
    await app.inject('/missing')
    expect(calls).toEqual(['in /', 'done / 200', 'in /missing', '404 /missing', 'done /missing 404'])
  })

  it('still logs errors, in full, when request logging is disabled', async () => {
    const { lines, stream } = capture()
    app = createCore({
      logger: { stream },
      logController: new LogController({ disableRequestLogging: true })
    })
    app.get('/boom', async () => {
      throw new Error('internal detail')
    })
    app.get('/stream', (_request, reply) => {
      const body = new Readable({
        read() {
          this.push('partial')
          this.destroy(new Error('disk gone'))
        }
      })
      reply.type('text/plain').send(body)
    })
    await app.inject('/boom')
    await app.inject('/nowhere')
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    await fetch(`${address}/stream`)
      .then((r) => r.text())
      .catch(() => 'reset')
    // the failure is logged when the stream fails, which the client may see first: wait for that line (bounded by
    // the test's timeout)
    while (!lines.some((line) => line['level'] === 40)) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(
      lines
        .filter((line) => !String(line['msg']).startsWith('Server listening'))
        .map((line) => [line['msg'], line['level']])
    ).toEqual([
      ['internal detail', 50],
      ['response terminated with an error with headers already sent', 40]
    ])
  })

  it('logs the requests refused while the server is closing', async () => {
    const { lines, stream } = capture()
    app = createCore({
      logger: { stream },
      logController: new LogController({ disableRequestLogging: true })
    })
    const outcome = await injectWhileClosing(app)
    expect(outcome.statusCode).toBe(503)
    const refused = lines.find(
      (line) => line['msg'] === 'request aborted - refusing to accept new requests as server is closing'
    )
    expect(refused).toMatchObject({ level: 30, res: { statusCode: 503 } })
  })
})
