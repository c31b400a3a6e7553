// The request log lines as Fastify writes them: where `request completed` comes, what an error's log record holds,
// and a child logger factory that gives no logger.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, LogController, type CapsuleInstance } from '../src/index.js'

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

describe('request completed', () => {
  it('is written after the onResponse hooks, as `request errored` when one of them failed (which ends them)', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.addHook('onResponse', async (request) => {
      request.log.info('onResponse hook')
      if (request.url === '/fail') throw new Error('metrics down')
    })
    app.addHook('onResponse', async (request) => request.log.info('second hook'))
    app.get('/', async () => 'ok')
    app.get('/fail', async () => 'ok')
    await app.inject('/')
    await app.inject('/fail')
    await new Promise((resolve) => setImmediate(resolve))
    const messages = lines.map((line) => [line['reqId'], line['level'], line['msg']])
    expect(messages).toEqual([
      ['req-1', 30, 'incoming request'],
      ['req-1', 30, 'onResponse hook'],
      ['req-1', 30, 'second hook'],
      ['req-1', 30, 'request completed'],
      ['req-2', 30, 'incoming request'],
      ['req-2', 30, 'onResponse hook'],
      ['req-2', 50, 'request errored']
    ])
    expect((lines[6]!['err'] as Record<string, unknown>)['message']).toBe('metrics down')
  })

  it('leaves a failing onResponse hook logged on its own when request lines are off', async () => {
    const { lines, stream } = capture()
    app = createCore({
      logger: { stream },
      logController: new LogController({ disableRequestLogging: true })
    })
    app.addHook('onResponse', async () => {
      throw new Error('metrics down')
    })
    app.get('/', async () => 'ok')
    await app.inject('/')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map((line) => line['msg'])).toEqual(['onResponse hook failed'])
  })
})

describe('the error of a log record', () => {
  it('holds the error’s own fields (a validation error’s `validation` and `validationContext`)', async () => {
    const { lines, stream } = capture()
    app = createCore({
      logger: { stream },
      schemaController: {
        compilersFactory: {
          buildValidator: () => () => {
            const validate = (): boolean => false
            ;(validate as unknown as { errors: unknown[] }).errors = [
              { instancePath: '', keyword: 'required', params: { missingProperty: 'name' }, message: 'x' }
            ]
            return validate
          }
        }
      }
    })
    app.post('/', { schema: { body: { type: 'object' } } }, async () => 'ok')
    app.get('/custom', async () => {
      throw Object.assign(new Error('payment failed'), { statusCode: 402, details: { attempt: 2 } })
    })
    await app.inject({ method: 'POST', url: '/', payload: {} })
    await app.inject('/custom')
    const errors = lines.filter((line) => line['err'] !== undefined).map((line) => line['err'])
    expect(errors[0]).toMatchObject({
      code: 'FST_ERR_VALIDATION',
      statusCode: 400,
      validationContext: 'body',
      validation: [{ keyword: 'required', params: { missingProperty: 'name' } }]
    })
    expect(errors[1]).toMatchObject({ message: 'payment failed', statusCode: 402, details: { attempt: 2 } })
  })

  it('still logs an error whose fields throw when read, from what can be read', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.get('/', async () => {
      const error = new Error('hostile')
      Object.defineProperty(error, 'secret', {
        enumerable: true,
        get() {
          throw new Error('no reading this')
        }
      })
      throw error
    })
    expect((await app.inject('/')).statusCode).toBe(500)
    const logged = lines.find((line) => line['err'] !== undefined)!
    expect(logged['err']).toMatchObject({ type: 'Error', message: 'hostile' })
  })
})

describe('a child logger factory that gives no logger', () => {
  it('answers the request 500 with FST_ERR_LOG_INVALID_LOGGER, over a socket, and the server goes on', async () => {
    const { lines, stream } = capture()
    app = createCore({ logger: { stream } })
    app.get('/', { childLoggerFactory: (() => ({ info: () => undefined })) as never }, async () => 'ok')
    app.get(
      '/throws',
      {
        childLoggerFactory: (() => {
          throw new Error('factory failed')
        }) as never
      },
      async () => 'ok'
    )
    app.get('/fine', async () => 'fine')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const get = (path: string): Promise<{ status: number; body: string }> =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
            let body = ''
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          })
          .on('error', reject)
      })
    const invalid = await get('/')
    expect(invalid.status).toBe(500)
    expect(JSON.parse(invalid.body)).toMatchObject({ code: 'FST_ERR_LOG_INVALID_LOGGER' })
    expect((await get('/throws')).status).toBe(500)
    expect(await get('/fine')).toEqual({ status: 200, body: 'fine' })
    expect(lines.filter((line) => line['level'] === 50).map((line) => line['msg'])).toEqual([
      expect.stringContaining('Invalid logger object provided'),
      'factory failed'
    ])
  })
})
