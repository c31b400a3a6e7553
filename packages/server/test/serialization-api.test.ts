// The reply's serialization API and serialization failures, as Fastify 5.12 behaves (tests/parity compares the two;
// these pin the behaviour in this package's own suite).
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { captureLogs } from './helpers/capture-logs.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const tagged = (tag: string) => ({
  type: 'object',
  properties: { tag: { type: 'string', const: tag }, id: { type: 'integer' } }
})
const data = { tag: 'x', id: 1, secret: 's' }

describe('reply.getSerializationFunction', () => {
  it('looks a status key up as declared: 2xx is the 2xx entry, 404 finds no 4xx, a content map by its media type', async () => {
    app = capsule()
    let seen: Record<string, unknown> = {}
    app.get(
      '/',
      {
        schema: {
          response: {
            200: tagged('200'),
            '2xx': tagged('2xx'),
            '4xx': tagged('4xx'),
            201: {
              content: {
                'application/json': { schema: tagged('201 json') },
                '*/*': { schema: tagged('any') }
              }
            }
          }
        }
      },
      async (_request, reply) => {
        const call = (key: string | number, type?: string): unknown => {
          const fn = reply.getSerializationFunction(key, type) as unknown
          return typeof fn === 'function'
            ? (fn as (v: unknown) => string)(data)
            : fn === undefined
              ? 'none'
              : Object.keys(fn as object)
        }
        seen = {
          '2xx': call('2xx'),
          200: call(200),
          404: call(404),
          '4xx': call('4xx'),
          202: call(202),
          '201 json': call(201, 'application/json'),
          '201 any': call('201', '*/*'),
          '201 html': call(201, 'text/html'),
          '201 map': call(201),
          '200 json': call(200, 'application/json')
        }
        return 'ok'
      }
    )
    await app.inject('/')
    expect(seen).toEqual({
      '2xx': '{"tag":"2xx","id":1}',
      200: '{"tag":"200","id":1}',
      404: 'none',
      '4xx': '{"tag":"4xx","id":1}',
      202: 'none',
      '201 json': '{"tag":"201 json","id":1}',
      '201 any': '{"tag":"any","id":1}',
      '201 html': 'none',
      '201 map': ['application/json', '*/*'],
      '200 json': 'none'
    })
  })
})

describe('reply.serializeInput and compileSerializationSchema', () => {
  it('with a schema and a status, uses the route serializer for the status, and refuses a status without one', async () => {
    app = capsule()
    const outcomes: unknown[] = []
    app.get('/', { schema: { response: { 200: tagged('200') } } }, async (_request, reply) => {
      outcomes.push(reply.serializeInput(data, tagged('inline'), 200))
      try {
        reply.serializeInput(data, tagged('inline'), 404)
      } catch (error) {
        outcomes.push((error as { code: string }).code)
      }
      outcomes.push(reply.serializeInput(data, { type: 'object', properties: { id: { type: 'integer' } } }))
      return 'ok'
    })
    await app.inject('/')
    expect(outcomes).toEqual(['{"tag":"200","id":1}', 'FST_ERR_MISSING_SERIALIZATION_FN', '{"id":1}'])
  })

  it("hands the compiler the request's method and URL, and null for a status or content type not given", async () => {
    app = capsule()
    const given: unknown[] = []
    app.setSerializerCompiler((route) => {
      const { schema: _schema, ...rest } = route
      given.push(rest)
      return (value) => JSON.stringify(value)
    })
    app.get('/things/:id', async (_request, reply) => {
      reply.compileSerializationSchema({ title: 'a' })
      reply.compileSerializationSchema({ title: 'b' }, 201, 'application/json')
      return 'ok'
    })
    await app.inject('/things/3?full=1')
    expect(given).toEqual([
      { method: 'GET', url: '/things/3?full=1', httpStatus: null, contentType: null },
      { method: 'GET', url: '/things/3?full=1', httpStatus: 201, contentType: 'application/json' }
    ])
  })
})

describe('a reply its response schema cannot serialize', () => {
  const strict = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }

  it("gives the error handler the error with `serialization`: the route's config, url and method", async () => {
    app = capsule()
    let serialization: unknown
    app.setErrorHandler((error, _request, reply) => {
      serialization = (error as { serialization?: unknown }).serialization
      reply.code(500).send({ handled: true })
    })
    app.get('/users', { config: { area: 'users' }, schema: { response: { 200: strict } } }, async () => ({
      id: 1
    }))
    const response = await app.inject('/users')
    expect(response.json()).toEqual({ handled: true })
    expect(serialization).toEqual({ area: 'users', url: '/users', method: 'GET' })
  })
})

describe('an error its response schema cannot serialize', () => {
  const strict = { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } }

  it("answers FST_ERR_FAILED_ERROR_SERIALIZATION with Fastify's message when the error's own message is shown", async () => {
    const logs = captureLogs()
    app = capsule({ logger: { level: 'error', stream: logs.stream } })
    app.get('/', { schema: { response: { '4xx': strict } } }, async () => {
      throw Object.assign(new Error('bad input'), { statusCode: 400 })
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'FST_ERR_FAILED_ERROR_SERIALIZATION',
      message: 'Failed to serialize an error. Error: "reason" is required!. Original error: bad input'
    })
    // the serializer's own error is logged, as Fastify logs it
    const line = logs.lines.find(
      (entry) => entry['msg'] === 'The serializer for the given status code failed'
    )
    expect(line).toMatchObject({ statusCode: 400, err: { message: '"reason" is required!' } })
  })

  it('hides the message of an unexpected error it quotes, unless exposeServerErrors is set', async () => {
    for (const exposeServerErrors of [false, true]) {
      app = capsule({ exposeServerErrors })
      app.get('/', { schema: { response: { '5xx': strict } } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432')
      })
      const body = (await app.inject('/')).json()
      expect(body).toEqual({
        statusCode: 500,
        code: 'FST_ERR_FAILED_ERROR_SERIALIZATION',
        message: exposeServerErrors
          ? 'Failed to serialize an error. Error: "reason" is required!. Original error: connect ECONNREFUSED 10.0.0.5:5432'
          : 'Internal Server Error'
      })
      await app.close()
    }
  })
})
