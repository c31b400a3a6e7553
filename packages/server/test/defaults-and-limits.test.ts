import fs from 'node:fs'
import { connect } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  vi.restoreAllMocks()
  await app?.close()
})

/**
 * Records what is written to stdout, by process.stdout.write or straight to file descriptor 1 (pino's default
 * destination writes to the fd with fs.writeSync / fs.write). Writes to fd 1 are swallowed, so that the control
 * case does not print.
 */
function captureStdout(): string[] {
  const written: string[] = []
  const isStdout = (fd: unknown): boolean => fd === 1 || fd === process.stdout.fd
  const text = (data: unknown): string =>
    typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString() : String(data)
  const writeSync = fs.writeSync
  vi.spyOn(fs, 'writeSync').mockImplementation(((
    fd: number,
    data: string | NodeJS.ArrayBufferView,
    ...rest: unknown[]
  ) => {
    if (!isStdout(fd)) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest)
    written.push(text(data))
    return typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength
  }) as typeof fs.writeSync)
  const write = fs.write
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isStdout(fd)) return (write as (...args: unknown[]) => void)(fd, data, ...rest)
    written.push(text(data))
    const callback = rest.findLast((arg) => typeof arg === 'function') as
      ((error: null, bytes: number) => void) | undefined
    const size =
      typeof data === 'string' ? Buffer.byteLength(data) : Buffer.isBuffer(data) ? data.byteLength : 0
    if (callback !== undefined) process.nextTick(() => callback(null, size))
  }) as typeof fs.write)
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    written.push(text(chunk))
    return true
  }) as typeof process.stdout.write)
  return written
}

async function exercise(instance: CapsuleInstance): Promise<void> {
  instance.get('/', async () => 'ok')
  instance.get('/boom', async () => {
    throw new Error('boom')
  })
  await instance.ready()
  instance.log.info('a line at info')
  instance.log.error('a line at error')
  await instance.inject('/')
  await instance.inject('/boom')
  await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('logging is off by default (logger: false)', () => {
  it('captures stdout lines from a server built with logger: true (control for the next test)', async () => {
    const written = captureStdout()
    app = capsule({ logger: true })
    await exercise(app)
    vi.restoreAllMocks()
    expect(written.join('')).toContain('a line at info')
    expect(written.join('')).toContain('"msg":"boom"')
  })

  it('writes nothing to stdout with the default options, even for a failing request', async () => {
    const written = captureStdout()
    app = capsule()
    await exercise(app)
    vi.restoreAllMocks()
    expect(written).toEqual([])
  })
})

describe('the default bodyLimit (1 MiB)', () => {
  it('is 1048576 bytes in initialConfig', () => {
    app = capsule()
    expect(app.initialConfig['bodyLimit']).toBe(1048576)
  })

  it('accepts a body of exactly 1 MiB and answers 413 to one more byte', async () => {
    app = capsule()
    app.post('/', async (request) => ({ length: (request.body as { a: string }).a.length }))
    const exact = `{"a":"${'x'.repeat(1024 * 1024 - 8)}"}`
    expect(Buffer.byteLength(exact)).toBe(1048576)
    const accepted = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: exact
    })
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { length: 1024 * 1024 - 8 }])
    const over = `{"a":"${'x'.repeat(1024 * 1024 - 7)}"}`
    const refused = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: over
    })
    expect(refused.statusCode).toBe(413)
    expect(refused.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE')
  })
})

describe('an oversized Content-Length (checked against bodyLimit before the body is read)', () => {
  it('is answered 413 on a real socket before the body arrives, without running the handler', async () => {
    app = capsule()
    let handlerRan = false
    app.post('/', async () => {
      handlerRan = true
      return 'ok'
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    // the body never arrives: an answer at all (within the test's timeout) means it was refused before reading it
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1')
      let received = ''
      socket.on('error', reject)
      socket.on('data', (chunk) => {
        received += chunk.toString()
        if (received.includes('\r\n\r\n')) {
          socket.destroy()
          resolve(received)
        }
      })
      // announces 50 MB, sends only 5 bytes and waits
      socket.write(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{"a":'
      )
    })
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large')
    expect(handlerRan).toBe(false)
  })
})
