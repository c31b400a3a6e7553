import { afterEach, describe, expect, it, vi } from 'vitest'
import ajvErrors from 'ajv-errors'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'
import { allPartsSchema } from './helpers/all-parts-schema.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const bodySchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, age: { type: 'integer' } }
}

describe('the default validation error (apps/docs/guide/errors.md, "Validation errors")', () => {
  it('answers a body missing a required property with the exact 400 payload', async () => {
    app = capsule()
    app.post('/', { schema: { body: bodySchema } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/', payload: { age: 1 } })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body).toBe(
      '{"statusCode":400,"code":"FST_ERR_VALIDATION","error":"Bad Request","message":"body must have required property \'name\'"}'
    )
  })

  it('gives the error object statusCode, validation and validationContext', async () => {
    app = capsule()
    let seen: Record<string, unknown> = {}
    app.setErrorHandler((error, _request, reply) => {
      seen = {
        statusCode: error.statusCode,
        code: error.code,
        validationContext: error.validationContext,
        validation: error.validation
      }
      reply.code(422).send({ failed: true })
    })
    app.get(
      '/:id',
      { schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } } },
      async () => 'x'
    )
    const response = await app.inject('/abc')
    expect(response.statusCode).toBe(422)
    expect(seen['statusCode']).toBe(400)
    expect(seen['code']).toBe('FST_ERR_VALIDATION')
    expect(seen['validationContext']).toBe('params')
    expect(Array.isArray(seen['validation'])).toBe(true)
  })

  it('validates params, body, querystring, headers in that order; the first failing part wins', async () => {
    app = capsule()
    app.post(
      '/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          body: bodySchema,
          querystring: { type: 'object', properties: { q: { type: 'integer' } } },
          headers: { type: 'object', required: ['X-Token'], properties: { 'X-Token': { type: 'string' } } }
        }
      },
      async () => 'ok'
    )
    const all = await app.inject({ method: 'POST', url: '/a?q=b', payload: {} })
    expect(all.json().message).toBe('params/id must be integer')
    const body = await app.inject({ method: 'POST', url: '/1?q=b', payload: {} })
    expect(body.json().message).toBe("body must have required property 'name'")
    const query = await app.inject({ method: 'POST', url: '/1?q=b', payload: { name: 'n' } })
    expect(query.json().message).toBe('querystring/q must be integer')
    const headers = await app.inject({ method: 'POST', url: '/1?q=2', payload: { name: 'n' } })
    expect(headers.json().message).toBe("headers must have required property 'x-token'")
    const ok = await app.inject({
      method: 'POST',
      url: '/1?q=2',
      payload: { name: 'n' },
      headers: { 'x-token': 't' }
    })
    expect(ok.body).toBe('ok')
  })

  it('coerces types and fills defaults with the baseline options', async () => {
    app = capsule()
    app.get(
      '/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          querystring: {
            type: 'object',
            properties: {
              ids: { type: 'array', items: { type: 'integer' } },
              tags: { type: 'array', default: [] },
              one: { type: 'array' },
              flag: { type: 'boolean', default: false }
            }
          }
        }
      },
      async (request) => ({ params: request.params, query: request.query })
    )
    const response = await app.inject('/7?ids=1&ids=2&one=x')
    expect(response.json()).toEqual({
      params: { id: 7 },
      query: { ids: [1, 2], tags: [], one: ['x'], flag: false }
    })
  })

  it('removes additional properties when additionalProperties is false', async () => {
    app = capsule()
    app.post(
      '/',
      {
        schema: {
          body: { type: 'object', additionalProperties: false, properties: { keep: { type: 'string' } } }
        }
      },
      async (request) => request.body
    )
    const response = await app.inject({ method: 'POST', url: '/', payload: { keep: 'k', drop: 'd' } })
    expect(response.json()).toEqual({ keep: 'k' })
  })

  it('keeps 0 and false for nullable primitives', async () => {
    app = capsule()
    app.post(
      '/',
      {
        schema: {
          body: {
            type: 'object',
            properties: { n: { type: 'integer', nullable: true }, b: { type: ['boolean', 'null'] } }
          }
        }
      },
      async (request) => request.body
    )
    const response = await app.inject({ method: 'POST', url: '/', payload: { n: 0, b: false } })
    expect(response.json()).toEqual({ n: 0, b: false })
  })

  it('accepts the shorthand form of a part schema', async () => {
    app = capsule()
    app.get('/', { schema: { querystring: { page: { type: 'integer' } } } }, async (request) => request.query)
    expect((await app.inject('/?page=2')).json()).toEqual({ page: 2 })
    expect((await app.inject('/?page=x')).json().message).toBe('querystring/page must be integer')
  })

  it('reads parameters named like keywords that never take an object (type, format, ...) as shorthand', async () => {
    app = capsule()
    app.get(
      '/',
      {
        schema: {
          querystring: {
            type: { type: 'string', enum: ['a', 'b'] },
            format: { type: 'integer' },
            required: { type: 'boolean' }
          }
        }
      },
      async (request) => request.query
    )
    // Ajv's strict mode logs that this schema has no `type: 'object'` (when the route compiles, at ready)
    const ajvLog = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    app.get(
      '/kept',
      { schema: { querystring: { properties: { a: { type: 'integer' } } } } },
      async (request) => request.query
    )
    app.get(
      '/reply',
      { schema: { response: { 200: { type: { type: 'string' }, pattern: { type: 'string' } } } } },
      async () => ({
        type: 'x',
        pattern: 'y',
        hidden: true
      })
    )
    expect((await app.inject('/?type=a&format=3&required=true')).json()).toEqual({
      type: 'a',
      format: 3,
      required: true
    })
    expect((await app.inject('/?type=c')).json().message).toBe(
      'querystring/type must be equal to one of the allowed values'
    )
    expect((await app.inject('/?format=x')).json().message).toBe('querystring/format must be integer')
    expect((await app.inject('/reply')).json()).toEqual({ type: 'x', pattern: 'y' })
    // a keyword that takes an object keeps the object a schema: `properties` is not a parameter here
    expect((await app.inject('/kept?a=x')).json().message).toBe('querystring/a must be integer')
    expect(ajvLog.mock.calls.map(([message]) => String(message))).toEqual([
      'strict mode: missing type "object" for keyword "properties" at "#" (strictTypes)'
    ])
    ajvLog.mockRestore()
  })

  it('runs the handler with request.validationError when attachValidation is true (rule 13)', async () => {
    app = capsule()
    app.post('/', { attachValidation: true, schema: { body: bodySchema } }, async (request) => ({
      message: request.validationError?.message,
      context: request.validationError?.validationContext,
      isArray: Array.isArray(request.validationError?.validation)
    }))
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: "body must have required property 'name'",
      context: 'body',
      isArray: true
    })
  })

  it('uses a custom schema error formatter with the instance as this', async () => {
    app = capsule({
      schemaErrorFormatter(errors, dataVar) {
        return new Error(
          `${dataVar}: ${errors.length} problem(s), decorated=${String((this as CapsuleInstance).hasDecorator('x'))}`
        )
      }
    })
    app.decorate('x', 1)
    app.post('/', { schema: { body: bodySchema } }, async () => 'ok')
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.json().message).toBe('body: 1 problem(s), decorated=true')
  })

  it('lets a custom validator compiler replace Ajv, returning {value} or {error} (rules 9-11)', async () => {
    app = capsule()
    app.setValidatorCompiler(({ httpPart }) => (data: unknown) => {
      if (httpPart !== 'body') return { value: data }
      const body = data as { name?: unknown }
      return typeof body?.name === 'string'
        ? { value: { name: body.name.toUpperCase() } }
        : { error: new Error('name please') }
    })
    app.post('/', { schema: { body: bodySchema } }, async (request) => request.body)
    expect((await app.inject({ method: 'POST', url: '/', payload: { name: 'x' } })).json()).toEqual({
      name: 'X'
    })
    const bad = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: 'name please'
    })
  })

  it("hands the parts to the validator compiler in Fastify's order: headers, body, querystring, params", async () => {
    app = capsule()
    const parts: unknown[] = []
    app.setValidatorCompiler(({ httpPart }) => {
      parts.push(httpPart)
      return () => true
    })
    app.post('/:id', { schema: allPartsSchema }, async () => 'x')
    await app.ready()
    expect(parts).toEqual(['headers', 'body', 'querystring', 'params'])
  })

  it('turns a throwing validator into a 500 that never reaches the handler, even with async preValidation hooks (rule 10)', async () => {
    app = capsule()
    let reached = false
    app.addHook('preValidation', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
    })
    app.post(
      '/',
      {
        schema: { body: bodySchema },
        validatorCompiler: () => () => {
          throw new Error('validator exploded')
        }
      },
      async () => {
        reached = true
        return 'no'
      }
    )
    const response = await app.inject({ method: 'POST', url: '/', payload: { name: 'x' } })
    expect(response.statusCode).toBe(500)
    expect(reached).toBe(false)
    const again = await app.inject({ method: 'POST', url: '/', payload: { name: 'x' } })
    expect(again.statusCode).toBe(500)
  })

  it('awaits $async schemas', async () => {
    app = capsule()
    app.post('/', { schema: { body: { $async: true, ...bodySchema } } }, async (request) => request.body)
    expect((await app.inject({ method: 'POST', url: '/', payload: { name: 'a' } })).statusCode).toBe(200)
    const bad = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(bad.statusCode).toBe(400)
  })

  it('matches header names written in any case, also inside anyOf/allOf/if and dependencies', async () => {
    app = capsule()
    const headers = {
      type: 'object',
      anyOf: [{ required: ['X-Api-Key'] }, { required: ['Authorization'] }],
      dependencies: { 'X-Signature': ['X-Timestamp'] }
    }
    app.get('/', { schema: { headers } }, async () => 'ok')
    expect((await app.inject({ url: '/', headers: { 'x-api-key': 'k' } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/', headers: { authorization: 'a' } })).statusCode).toBe(200)
    expect((await app.inject('/')).statusCode).toBe(400)
    expect(
      (await app.inject({ url: '/', headers: { 'x-api-key': 'k', 'x-signature': 's' } })).statusCode
    ).toBe(400)
    expect(
      (await app.inject({ url: '/', headers: { 'x-api-key': 'k', 'x-signature': 's', 'x-timestamp': '1' } }))
        .statusCode
    ).toBe(200)
    // the route's own schema object is left as written
    expect(headers.anyOf[0]!.required).toEqual(['X-Api-Key'])
  })

  it('keeps a copy of a shared schema: changing the object after addSchema() changes nothing', async () => {
    app = capsule()
    const shared = { $id: 'Count', type: 'integer', maximum: 5 }
    app.addSchema(shared)
    shared.maximum = 500
    app.post(
      '/',
      { schema: { body: { type: 'object', properties: { n: { $ref: 'Count#' } } } } },
      async () => 'ok'
    )
    expect((await app.inject({ method: 'POST', url: '/', payload: { n: 50 } })).statusCode).toBe(400)
    expect(app.getSchema('Count')).toEqual({ $id: 'Count', type: 'integer', maximum: 5 })
  })

  it('accepts schemas built with fluent-json-schema (objects marked isFluentSchema), as Fastify does', async () => {
    // what fluent-json-schema's builders are: an object with isFluentSchema and a valueOf() giving the JSON Schema
    const fluent = (schema: object): object => ({ isFluentSchema: true, valueOf: () => schema })
    app = capsule()
    app.addSchema(fluent({ $id: 'Name', type: 'string', minLength: 2 }) as never)
    app.post(
      '/',
      {
        schema: {
          body: fluent({
            type: 'object',
            required: ['name'],
            properties: { name: { $ref: 'Name#' } }
          }) as never,
          response: { 200: fluent({ type: 'object', properties: { name: { type: 'string' } } }) as never }
        }
      },
      async (request) => ({ ...(request.body as object), extra: true })
    )
    expect(Object.keys(app.getSchemas())).toEqual(['Name'])
    expect((await app.inject({ method: 'POST', url: '/', payload: { name: 'ab' } })).json()).toEqual({
      name: 'ab'
    })
    const bad = await app.inject({ method: 'POST', url: '/', payload: { name: 'a' } })
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'body/name must NOT have fewer than 2 characters'
    ])
  })

  it('never reads what an $async validator resolves with as {value}/{error}: a body cannot replace itself', async () => {
    app = capsule()
    app.post(
      '/',
      {
        schema: {
          body: { $async: true, type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }
        }
      },
      async (request) => request.body
    )
    app.get(
      '/q',
      { schema: { querystring: { $async: true, type: 'object', properties: { a: { type: 'integer' } } } } },
      async (request) => request.query
    )
    const payload = { a: 1, value: { a: 'not-an-int', role: 'admin' } }
    expect((await app.inject({ method: 'POST', url: '/', payload })).json()).toEqual(payload)
    const forged = await app.inject({
      method: 'POST',
      url: '/',
      payload: { a: 1, error: { message: 'forged' } }
    })
    expect(forged.statusCode).toBe(200)
    expect((await app.inject('/q?a=1&value=hack')).json()).toEqual({ a: 1, value: 'hack' })
  })

  it('supports ajv-errors messages with allErrors (rule 15)', async () => {
    app = capsule({ ajv: { customOptions: { allErrors: true }, plugins: [ajvErrors] } })
    app.post(
      '/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' } },
            errorMessage: { required: { name: 'a name is required' } }
          }
        }
      },
      async () => 'ok'
    )
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.json().message).toBe('body a name is required')
  })

  it('reports a schema that does not compile at ready, naming the route and the part', async () => {
    app = capsule()
    app.get(
      '/broken',
      { schema: { querystring: { type: 'object', properties: { a: { type: 'nonsense' } } } } },
      async () => 'x'
    )
    const error = await app.ready().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(errorCodes.FST_ERR_SCH_VALIDATION_BUILD)
    expect((error as Error).message).toContain('GET /broken')
    expect((error as Error).message).toContain('querystring')
  })
})

describe('shared schemas and $ref', () => {
  it('resolves every $ref form against shared schemas', async () => {
    app = capsule()
    app.addSchema({
      $id: 'commonSchema',
      type: 'object',
      definitions: { name: { type: 'string', minLength: 2 } },
      properties: { id: { $id: '#id', type: 'integer' }, title: { type: 'string', maxLength: 3 } }
    })
    app.post(
      '/',
      {
        schema: {
          body: {
            type: 'object',
            definitions: { local: { type: 'boolean' } },
            properties: {
              a: { $ref: 'commonSchema#' },
              b: { $ref: 'commonSchema#/definitions/name' },
              c: { $ref: 'commonSchema#id' },
              d: { $ref: 'commonSchema#/properties/title' },
              e: { $ref: '#/definitions/local' }
            }
          }
        }
      },
      async (request) => request.body
    )
    const ok = await app.inject({
      method: 'POST',
      url: '/',
      payload: { a: { id: 1 }, b: 'xy', c: 3, d: 'abc', e: true }
    })
    expect(ok.statusCode).toBe(200)
    for (const payload of [{ a: { id: 'x' } }, { b: 'x' }, { c: 'x' }, { d: 'abcd' }, { e: 'x' }]) {
      expect((await app.inject({ method: 'POST', url: '/', payload })).statusCode).toBe(400)
    }
  })

  it('scopes shared schemas to the context and its descendants (rule 6)', async () => {
    app = capsule()
    app.register(async (child) => {
      child.addSchema({ $id: 'childOnly', type: 'string' })
    })
    app.post('/', { schema: { body: { $ref: 'childOnly#' } } }, async () => 'x')
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_SCH_VALIDATION_BUILD)
  })

  it('refuses a shared schema without $id and a duplicate $id', () => {
    app = capsule()
    expect(() => app.addSchema({ type: 'string' })).toThrow(errorCodes.FST_ERR_SCH_MISSING_ID)
    app.addSchema({ $id: 'x', type: 'string' })
    expect(() => app.addSchema({ $id: 'x', type: 'string' })).toThrow(errorCodes.FST_ERR_SCH_ALREADY_PRESENT)
  })
})

describe('validationContext names', () => {
  it('is body, params, query or headers', async () => {
    app = capsule()
    const contexts: string[] = []
    app.setErrorHandler((error, _request, reply) => {
      contexts.push(String(error.validationContext))
      reply.code(400).send({ message: error.message })
    })
    app.post(
      '/:id',
      {
        schema: allPartsSchema
      },
      async () => 'ok'
    )
    await app.inject({ method: 'POST', url: '/x', payload: {} })
    await app.inject({ method: 'POST', url: '/1', payload: {} })
    const query = await app.inject({ method: 'POST', url: '/1?q=z', payload: { a: 1 } })
    await app.inject({ method: 'POST', url: '/1', payload: { a: 1 } })
    expect(contexts).toEqual(['params', 'body', 'query', 'headers'])
    expect(query.json().message).toBe('querystring/q must be integer')
  })
})

describe('small compatibility points', () => {
  it('accepts the query alias for querystring', async () => {
    app = capsule()
    app.get(
      '/',
      { schema: { query: { type: 'object', properties: { n: { type: 'integer' } } } } },
      async (request) => request.query
    )
    expect((await app.inject('/?n=4')).json()).toEqual({ n: 4 })
    expect((await app.inject('/?n=x')).statusCode).toBe(400)
  })

  it('chains register() calls like Fastify', async () => {
    app = capsule()
    const order: string[] = []
    app.register(async () => void order.push('a')).register(async () => void order.push('b'))
    await app.ready()
    expect(order).toEqual(['a', 'b'])
  })

  it('sends no body for 204 even with a response schema', async () => {
    app = capsule()
    app.delete('/', { schema: { response: { 204: { type: 'null' } } } }, async (_request, reply) => {
      reply.code(204)
      return null
    })
    const response = await app.inject({ method: 'DELETE', url: '/' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(response.headers['content-length']).toBeUndefined()
  })
})

describe('the validation error class', () => {
  it('is an FST_ERR_VALIDATION coded error named CapsuleError', async () => {
    app = capsule()
    let seen: unknown
    app.setErrorHandler((error, _request, reply) => {
      seen = error
      reply.send(error)
    })
    app.post('/', { schema: { body: { type: 'object', required: ['a'] } } }, async () => 'ok')
    const response = await app.inject({ method: 'POST', url: '/', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(seen).toBeInstanceOf(errorCodes.FST_ERR_VALIDATION)
    expect((seen as Error).name).toBe('CapsuleError')
  })
})

describe('route schemas refused at startup (Fastify refuses them too)', () => {
  it('refuses a body schema on GET and HEAD, naming the method and url', async () => {
    app = capsule()
    for (const method of ['GET', 'HEAD', ['GET', 'POST']] as const) {
      let thrown: unknown
      try {
        app.route({
          method: method as never,
          url: '/g',
          schema: { body: { type: 'object' } },
          handler: async () => 'x'
        })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(errorCodes.FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED)
      expect((thrown as Error).message).toBe(
        `Body validation schema for ${Array.isArray(method) ? 'GET' : method}:/g route is not supported!`
      )
    }
    app.delete('/d', { schema: { body: { type: 'object' } } }, async () => 'ok')
    await app.ready()
  })

  it('refuses a schema that is not an object', () => {
    app = capsule()
    for (const schema of ['x', 42, [{ type: 'object' }]]) {
      expect(() => app.get('/s', { schema: schema as never }, async () => 'x')).toThrow(
        errorCodes.CPS_ERR_ROUTE_SCHEMA_NOT_OBJ
      )
    }
    expect(() => app.get('/n', { schema: null as never }, async () => 'x')).not.toThrow()
  })

  it('refuses both query and querystring on one route (FST_ERR_SCH_DUPLICATE)', async () => {
    app = capsule()
    app.get('/q', { schema: { query: { type: 'object' }, querystring: { type: 'object' } } }, async () => 'x')
    await expect(app.ready()).rejects.toThrow(errorCodes.FST_ERR_SCH_DUPLICATE)
    await expect(app.ready()).rejects.toThrow(/Schema with 'querystring' already present! GET \/q/)
  })

  it('refuses a validator compiler that returns something other than a function, naming the part', async () => {
    app = capsule()
    app.setValidatorCompiler(() => 'not a function' as never)
    app.post('/v', { schema: { body: { type: 'object' } } }, async () => 'x')
    await expect(app.ready()).rejects.toThrow(
      /part body, due to error the validator compiler returned string, not a validation function/
    )
  })

  it('tells the validator compiler the media type of a content-map entry', async () => {
    const seen: Array<string | undefined> = []
    app = capsule()
    app.setValidatorCompiler(({ httpPart, contentType }) => {
      seen.push(`${httpPart}:${contentType ?? '-'}`)
      return () => true
    })
    app.post(
      '/c',
      {
        schema: {
          querystring: { type: 'object' },
          body: {
            content: {
              'application/json': { schema: { type: 'object' } },
              'text/plain': { schema: { type: 'string' } }
            }
          }
        }
      },
      async () => 'x'
    )
    await app.ready()
    expect(seen.sort()).toEqual(['body:application/json', 'body:text/plain', 'querystring:-'])
  })
})

describe('request validation helpers', () => {
  it("accept 'query' for the querystring part and refuse a call with neither a known part nor a schema", async () => {
    app = capsule()
    const outcomes: unknown[] = []
    app.get(
      '/h',
      { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
      async (request) => {
        outcomes.push(request.getValidationFunction('query') === request.getValidationFunction('querystring'))
        outcomes.push(typeof request.getValidationFunction('query'))
        outcomes.push(request.validateInput({ n: 'x' }, 'query'))
        for (const call of [
          () => request.validateInput({}, 'nopart' as never),
          () => request.validateInput({}, undefined as never),
          () => request.validateInput({}, 'body')
        ]) {
          try {
            call()
            outcomes.push('no error')
          } catch (error) {
            outcomes.push((error as { code?: string }).code)
          }
        }
        return outcomes
      }
    )
    expect((await app.inject('/h')).json()).toEqual([
      true,
      'function',
      false,
      'FST_ERR_REQ_INVALID_VALIDATION_INVOCATION',
      'FST_ERR_REQ_INVALID_VALIDATION_INVOCATION',
      'FST_ERR_REQ_INVALID_VALIDATION_INVOCATION'
    ])
  })

  it("keeps the list a custom validator's Error brings in error.validation (zod-style)", async () => {
    app = capsule()
    app.setValidatorCompiler(() => () => ({
      error: Object.assign(new Error('invalid'), { validation: [{ path: ['a'], message: 'Required' }] })
    }))
    app.setErrorHandler((error, _request, reply) => {
      reply.code(422).send({ issues: (error as Error & { validation: unknown }).validation })
    })
    app.post('/z', { schema: { body: { type: 'object' } } }, async () => 'never')
    const response = await app.inject({ method: 'POST', url: '/z', payload: {} })
    expect([response.statusCode, response.json()]).toEqual([
      422,
      { issues: [{ path: ['a'], message: 'Required' }] }
    ])
  })
})

// issue 17, fault 5: Ajv skips a property named `__proto__` (a `maxLength: 3` on it never applied), so such a schema
// is refused when the server starts, naming the route and the part
describe('a part schema that names a property __proto__', () => {
  it('fails ready() with the compiler error CPS_ERR_SCHEMA_PROTO_PROPERTY, naming the route and the part', async () => {
    app = capsule()
    const body = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","maxLength":3}}}'
    ) as Record<string, unknown>
    app.post('/profile', { schema: { body } }, async () => 'never')
    // core reports a compiler's failure as Fastify does (FST_ERR_SCH_VALIDATION_BUILD), with the compiler's message
    await expect(app.ready()).rejects.toMatchObject({
      code: 'FST_ERR_SCH_VALIDATION_BUILD',
      message: expect.stringContaining(
        "The body schema of POST /profile names a property '__proto__' (at #/properties/__proto__)"
      )
    })
  })
})
