import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { allPartsSchema } from './helpers/all-parts-schema.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

interface SeenCall {
  method: string
  url: string
  part: string
  contentType: string | undefined
  hasSchema: boolean
}

describe('the validator compiler arguments', () => {
  it('receives schema, method, url and httpPart for each validated part of a route', async () => {
    app = capsule()
    const seen: SeenCall[] = []
    app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
      seen.push({
        method,
        url,
        part: httpPart,
        contentType: undefined,
        hasSchema: typeof schema === 'object' && schema !== null
      })
      return () => true
    })
    app.post(
      '/v/:id',
      {
        schema: {
          params: { type: 'object' },
          body: { type: 'object' },
          querystring: { type: 'object' },
          headers: { type: 'object' }
        }
      },
      async () => 'x'
    )
    await app.ready()
    expect(seen.map((call) => call.part).sort()).toEqual(['body', 'headers', 'params', 'querystring'])
    for (const call of seen) expect(call).toMatchObject({ method: 'POST', url: '/v/:id', hasSchema: true })
  })

  it('receives the full url, plugin prefix included', async () => {
    app = capsule()
    const seen: string[] = []
    app.register(
      async (v1) => {
        v1.setValidatorCompiler(({ method, url, httpPart }) => {
          seen.push(`${method} ${url} ${httpPart}`)
          return () => true
        })
        v1.post(
          '/items/:id',
          { schema: { params: { type: 'object' }, body: { type: 'object' } } },
          async () => 'ok'
        )
      },
      { prefix: '/v1' }
    )
    await app.ready()
    expect(seen.sort()).toEqual(['POST /v1/items/:id body', 'POST /v1/items/:id params'])
  })
})

describe('the serializer compiler arguments', () => {
  it('receives method, url, httpStatus, and contentType for each content-map entry', async () => {
    app = capsule()
    const seen: SeenCall[] = []
    app.setSerializerCompiler(({ schema, method, url, httpStatus, contentType }) => {
      seen.push({
        method,
        url,
        part: httpStatus,
        contentType,
        hasSchema: typeof schema === 'object' && schema !== null
      })
      return (data) => JSON.stringify(data)
    })
    app.post(
      '/s',
      {
        schema: {
          response: {
            200: { type: 'object' },
            '2xx': { type: 'object' },
            default: { type: 'object' },
            201: {
              content: {
                'application/json': { schema: { type: 'object' } },
                '*/*': { schema: { type: 'object' } }
              }
            }
          }
        }
      },
      async () => ({})
    )
    await app.ready()
    expect(seen.map((call) => `${call.part}|${call.contentType ?? '-'}`).sort()).toEqual([
      '200|-',
      '201|*/*',
      '201|application/json',
      '2xx|-',
      'default|-'
    ])
    for (const call of seen) expect(call).toMatchObject({ method: 'POST', url: '/s', hasSchema: true })
  })

  it('uses the compiled function of the content-map entry it was called for', async () => {
    app = capsule()
    app.setSerializerCompiler(
      ({ httpStatus, contentType }) =>
        (data) =>
          JSON.stringify({ via: `${httpStatus} ${contentType ?? '-'}`, data })
    )
    app.get(
      '/s',
      {
        schema: {
          response: {
            200: {
              content: {
                'application/json': { schema: { type: 'object' } },
                'application/vnd.x+json': { schema: { type: 'object' } }
              }
            }
          }
        }
      },
      async (request, reply) => {
        if (request.headers['x-vendor'] !== undefined) reply.type('application/vnd.x+json')
        return { n: 1 }
      }
    )
    expect((await app.inject('/s')).json()).toEqual({ via: '200 application/json', data: { n: 1 } })
    expect((await app.inject({ url: '/s', headers: { 'x-vendor': '1' } })).json()).toEqual({
      via: '200 application/vnd.x+json',
      data: { n: 1 }
    })
  })

  it('receives the full url, plugin prefix included', async () => {
    app = capsule()
    const seen: string[] = []
    app.register(
      async (v1) => {
        v1.setSerializerCompiler(({ method, url, httpStatus }) => {
          seen.push(`${method} ${url} ${httpStatus}`)
          return (data) => JSON.stringify(data)
        })
        v1.post('/items/:id', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}))
      },
      { prefix: '/v1' }
    )
    await app.ready()
    expect(seen).toEqual(['POST /v1/items/:id 200'])
  })
})

describe('the schema error formatter dataVar', () => {
  it('is called with dataVar params, body, querystring or headers, naming the part that failed', async () => {
    const calls: Array<{ dataVar: string; isArray: boolean }> = []
    app = capsule({
      schemaErrorFormatter: (errors, dataVar) => {
        calls.push({ dataVar, isArray: Array.isArray(errors) })
        return new Error(`formatted ${dataVar}`)
      }
    })
    app.post(
      '/:id',
      {
        schema: allPartsSchema
      },
      async () => 'ok'
    )
    const params = await app.inject({ method: 'POST', url: '/x', payload: { a: 1 } })
    const body = await app.inject({ method: 'POST', url: '/1', payload: {} })
    const querystring = await app.inject({ method: 'POST', url: '/1?q=z', payload: { a: 1 } })
    const headers = await app.inject({ method: 'POST', url: '/1', payload: { a: 1 } })
    expect(
      [params, body, querystring, headers].map((response) => [response.statusCode, response.json().message])
    ).toEqual([
      [400, 'formatted params'],
      [400, 'formatted body'],
      [400, 'formatted querystring'],
      [400, 'formatted headers']
    ])
    expect(calls).toEqual([
      { dataVar: 'params', isArray: true },
      { dataVar: 'body', isArray: true },
      { dataVar: 'querystring', isArray: true },
      { dataVar: 'headers', isArray: true }
    ])
  })
})
