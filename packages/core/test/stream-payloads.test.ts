// Stream payloads that fail where nobody reads them (HEAD, 204), that yield chunks a response cannot take, or that
// fail right after their first chunk: each is answered or cut as Fastify does, and the process keeps serving.
import { createReadStream } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function logLines(): { lines: Array<Record<string, unknown>>; stream: { write(line: string): void } } {
  const lines: Array<Record<string, unknown>> = []
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  }
}

interface Exchange {
  status?: number | undefined
  headers?: Record<string, unknown>
  body: string
  error?: string
}

/** One request over its own connection: what came back, or the connection error that cut it. */
function exchange(origin: string, method: string, path: string): Promise<Exchange> {
  return new Promise((resolve) => {
    let body = ''
    const outgoing = httpRequest(`${origin}${path}`, { method, agent: false }, (incoming) => {
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: incoming.statusCode, body, error: error.code ?? error.message })
      )
      incoming.on('end', () => resolve({ status: incoming.statusCode, headers: incoming.headers, body }))
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ body, error: error.code ?? error.message })
    )
    outgoing.end()
  })
}

/** Waits until `lines` holds a line with this message (at most a far-away bound). */
async function logged(lines: Array<Record<string, unknown>>, msg: string): Promise<Record<string, unknown>> {
  for (let turn = 0; turn < 200; turn++) {
    const line = lines.find((entry) => entry['msg'] === msg)
    if (line !== undefined) return line
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no log line "${msg}"`)
}

describe('a stream payload nobody reads', () => {
  it('HEAD of a GET streaming a file that cannot be opened: answered, the error logged, the server keeps serving', async () => {
    const log = logLines()
    app = createCore({ logger: { level: 'error', stream: log.stream } })
    const missing = join(tmpdir(), 'capsule-core-no-such-file')
    app.get('/file', async () => createReadStream(missing))
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const head = await exchange(origin, 'HEAD', '/file')
    expect(head.status).toBe(200)
    // the length of a stream is unknown: none is announced (Fastify announces none either)
    expect(head.headers?.['content-length']).toBeUndefined()
    const line = await logged(log.lines, 'Error on Stream found for HEAD route')
    expect(line['err']).toMatchObject({ code: 'ENOENT' })
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })

  it('HEAD of a GET whose stream fails to close: the error is logged, never thrown', async () => {
    const log = logLines()
    app = createCore({ logger: { level: 'error', stream: log.stream } })
    app.get('/stream', async () => {
      return new Readable({
        read() {
          this.push('body')
          this.push(null)
        },
        destroy(error, callback) {
          callback(error ?? new Error('cannot close the handle'))
        }
      })
    })
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    expect((await exchange(origin, 'HEAD', '/stream')).status).toBe(200)
    const line = await logged(log.lines, 'Error on Stream found for HEAD route')
    expect(line['err']).toMatchObject({ message: 'cannot close the handle' })
    expect((await app.inject({ method: 'HEAD', url: '/stream' })).statusCode).toBe(200)
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })

  it('a 204 whose stream fails to open answers 204 and keeps serving', async () => {
    app = createCore()
    app.get('/gone', async (_request, reply) =>
      reply
        .code(204)
        .type('text/plain')
        .send(createReadStream(join(tmpdir(), 'capsule-core-no-such-file')))
    )
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await exchange(origin, 'GET', '/gone')
    expect(answer.status).toBe(204)
    // a 204 describes no content: no type, no length
    expect(answer.headers?.['content-type']).toBeUndefined()
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })
})

describe('a stream of chunks a response cannot take', () => {
  it('an object chunk first: answered 500, nothing thrown', async () => {
    app = createCore()
    app.get('/objects', async () => Readable.from([{ not: 'bytes' }]))
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await exchange(origin, 'GET', '/objects')
    expect(answer.status).toBe(500)
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 500 })
    expect((await app.inject('/objects')).statusCode).toBe(500)
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })

  it('an object chunk after a good one: the response is cut, the server keeps serving', async () => {
    app = createCore({ logger: { level: 'fatal' } })
    app.get('/mixed', async () => Readable.from(['text first|', { then: 'an object' }]))
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await exchange(origin, 'GET', '/mixed')
    expect(answer.error).toBeDefined()
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })

  it('strings and bytes from an object-mode stream are sent with backpressure', async () => {
    app = createCore()
    const parts = Array.from(
      { length: 200 },
      (_, index) => `${String(index).padStart(4, '0')}${'x'.repeat(1000)}`
    )
    app.get('/many', async () => Readable.from(parts))
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await exchange(origin, 'GET', '/many')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(parts.join(''))
  })
})

describe('a web stream that fails right after its first chunk', () => {
  it('sends the head and the chunk, then cuts the response (as Fastify does)', async () => {
    app = createCore({ logger: { level: 'fatal' } })
    let pulls = 0
    app.get('/web', async () => {
      pulls = 0
      return new ReadableStream({
        pull(controller) {
          if (pulls++ === 0) controller.enqueue(new TextEncoder().encode('first|'))
          else controller.error(new Error('source broke'))
        }
      })
    })
    app.get('/ok', async () => 'ok')
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await exchange(origin, 'GET', '/web')
    expect(answer.status).toBe(200)
    expect(answer.error).toBeDefined()
    expect(await exchange(origin, 'GET', '/ok')).toMatchObject({ status: 200, body: 'ok' })
  })

  it('a web stream chunk that is not bytes fails the answer, not the process', async () => {
    app = createCore()
    app.get('/web', async () => new ReadableStream({ start: (controller) => controller.enqueue({ a: 1 }) }))
    const response = await app.inject('/web')
    expect(response.statusCode).toBe(500)
  })
})
