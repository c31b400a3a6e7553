import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// SPEC (Default error handler): "Status from error.statusCode/error.status when it is 4xx/5xx, else 500. For 4xx the
// message is sent as is. [...] No stack in any response."
const internal = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }

function expectNoStack(body: string): void {
  expect(body).not.toContain('stack')
  expect(body).not.toMatch(/\bat .*:\d+:\d+/)
  expect(body).not.toContain('default-error-handler.test')
}

describe('the default error handler status', () => {
  it('answers 500 when error.statusCode is not a 4xx/5xx number (200, 302, 399, 600, "abc")', async () => {
    app = capsule()
    app.get('/:value', async (request) => {
      const value = (request.params as { value: string }).value
      throw Object.assign(new Error('detail-msg'), { statusCode: /^\d+$/.test(value) ? Number(value) : value })
    })
    for (const value of ['200', '302', '399', '600', 'abc']) {
      const response = await app.inject(`/${value}`)
      expect(response.statusCode, value).toBe(500)
      expect(response.json(), value).toEqual(internal)
      expectNoStack(response.body)
    }
  })

  it('answers 500 when error.status is not a 4xx/5xx number', async () => {
    app = capsule()
    app.get('/:value', async (request) => {
      throw Object.assign(new Error('detail-msg'), { status: Number((request.params as { value: string }).value) })
    })
    for (const value of ['200', '302', '600']) {
      const response = await app.inject(`/${value}`)
      expect([response.statusCode, response.json()], value).toEqual([500, internal])
    }
  })

  it('uses a 4xx statusCode with the message as is, and no stack', async () => {
    app = capsule()
    app.get('/', async () => {
      throw Object.assign(new Error('detail-msg'), { statusCode: 400 })
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'detail-msg' })
    expectNoStack(response.body)
  })

  it('answers a thrown plain object { statusCode: 403, message } with 403 and its message', async () => {
    app = capsule()
    app.get('/', async () => {
      throw { statusCode: 403, message: 'plain object' }
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'plain object' })
    expectNoStack(response.body)
  })

  it('never puts a stack in a 5xx body, whatever the status source', async () => {
    app = capsule()
    app.get('/sc502', async () => {
      throw Object.assign(new Error('detail-msg'), { statusCode: 502 })
    })
    app.get('/expose', async () => {
      throw Object.assign(new Error('exposed-msg'), { statusCode: 500, expose: true })
    })
    const bad = await app.inject('/sc502')
    expect([bad.statusCode, bad.json().message]).toEqual([502, 'Internal Server Error'])
    expectNoStack(bad.body)
    const exposed = await app.inject('/expose')
    expect([exposed.statusCode, exposed.json().message]).toEqual([500, 'exposed-msg'])
    expectNoStack(exposed.body)
  })
})
