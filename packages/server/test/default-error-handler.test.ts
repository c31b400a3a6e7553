import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// The default error handler (apps/docs/guide/errors.md): the status is error.statusCode or error.status when
// it is 4xx/5xx, else 500; a 4xx message is sent as is; no response carries a stack.
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
      throw Object.assign(new Error('detail-msg'), {
        statusCode: /^\d+$/.test(value) ? Number(value) : value
      })
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
      throw Object.assign(new Error('detail-msg'), {
        status: Number((request.params as { value: string }).value)
      })
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

  // only the default handler turns a non-Error into a JSON 500, without echoing it (Fastify would send it
  // back)
  it('answers a thrown non-Error (object without a status, string, number, null) with a JSON 500 that does not echo it', async () => {
    app = capsule()
    const values: Record<string, unknown> = {
      object: { message: 'plain object secret' },
      string: 'string secret',
      number: 42,
      null: null
    }
    app.get('/:kind', async (request) => {
      throw values[(request.params as { kind: string }).kind]
    })
    for (const kind of Object.keys(values)) {
      const response = await app.inject(`/${kind}`)
      expect([response.statusCode, response.headers['content-type'], response.json()], kind).toEqual([
        500,
        'application/json; charset=utf-8',
        internal
      ])
      expect(response.body).not.toMatch(/secret|42/)
    }
  })

  // a plain object that declares its status is an answer its author built (@fastify/rate-limit's errorResponseBuilder
  // returns one and the plugin throws it): its status, headers and the object go out, as in Fastify
  it('answers a thrown plain object that declares its status with that status, its headers and the object itself', async () => {
    app = capsule()
    app.get('/', async () => {
      throw {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'slow down',
        expiresIn: 60,
        headers: { 'retry-after': '60' }
      }
    })
    app.get(
      '/schema',
      { schema: { response: { 403: { type: 'object', properties: { message: { type: 'string' } } } } } },
      async () => {
        throw { statusCode: 403, message: 'no', internal: 'filtered by the schema' }
      }
    )
    const response = await app.inject('/')
    expect([response.statusCode, response.headers['retry-after'], response.json()]).toEqual([
      429,
      '60',
      {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'slow down',
        expiresIn: 60,
        headers: { 'retry-after': '60' }
      }
    ])
    expect((await app.inject('/schema')).json()).toEqual({ message: 'no' })
    expectNoStack(response.body)
  })

  it('never puts a stack in a 5xx body, whatever the status source', async () => {
    app = capsule()
    app.get('/sc502', async () => {
      throw Object.assign(new Error('detail-msg'), { statusCode: 502 })
    })
    app.get('/plain', async () => {
      throw new Error('plain-msg')
    })
    app.get('/expose', async () => {
      throw Object.assign(new Error('exposed-msg'), { statusCode: 500, expose: true })
    })
    const bad = await app.inject('/sc502')
    expect([bad.statusCode, bad.json().message]).toEqual([502, 'detail-msg'])
    expectNoStack(bad.body)
    const plain = await app.inject('/plain')
    expect([plain.statusCode, plain.json().message]).toEqual([500, 'Internal Server Error'])
    expectNoStack(plain.body)
    const exposed = await app.inject('/expose')
    expect([exposed.statusCode, exposed.json().message]).toEqual([500, 'exposed-msg'])
    expectNoStack(exposed.body)
  })
})
