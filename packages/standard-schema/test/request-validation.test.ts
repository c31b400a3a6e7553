// Request validation with each library's real schemas, through inject(): every part, transforms, coercion, issues
// and how Capsule's validation options read them.
import capsule, { type CapsuleInstance } from '@capsule/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  standardSerializerCompiler,
  standardValidatorCompiler,
  type StandardValidationEntry
} from '../src/index.js'
import { libraries } from './libraries.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/** A server whose root context compiles with this package. */
function standardApp(): CapsuleInstance {
  const server = capsule()
  server.setValidatorCompiler(standardValidatorCompiler)
  server.setSerializerCompiler(standardSerializerCompiler)
  return server
}

interface CaughtError {
  message: string
  statusCode: number
  code: string
  validation: StandardValidationEntry[]
  validationContext: string
  cause?: { message: string }
}

describe.each(libraries)('request validation with $name', (lib) => {
  it('validates the body and hands the handler what the schema output (unknown keys as the library treats them)', async () => {
    app = standardApp()
    app.post('/users', { schema: { body: lib.user } }, async (request) => request.body)
    const response = await app.inject({
      method: 'POST',
      url: '/users',
      payload: { name: 'Ada', age: 36, extra: true }
    })
    expect(response.statusCode).toBe(200)
    // Zod and Valibot objects strip undeclared keys; ArkType's keep them unless the type says '+': 'delete'
    expect(response.json()).toEqual(
      lib.name === 'arktype' ? { name: 'Ada', age: 36, extra: true } : { name: 'Ada', age: 36 }
    )
  })

  it('coerces query strings, params and headers only where the schema says so, and keeps the other headers', async () => {
    app = standardApp()
    app.get(
      '/items/:id',
      { schema: { params: lib.params, querystring: lib.query, headers: lib.headers } },
      async (request) => ({
        params: request.params,
        query: request.query,
        count: request.headers['x-count'],
        agent: request.headers['user-agent'],
        host: request.headers.host
      })
    )
    const response = await app.inject({ url: '/items/7?limit=10', headers: { 'x-count': '4' } })
    expect(response.json()).toEqual({
      params: { id: 7 },
      query: { limit: 10 },
      count: 4,
      agent: 'lightMyRequest',
      host: 'localhost:80'
    })
  })

  it('coerces nothing itself: a numeric string is not a number in a body (Ajv would coerce it)', async () => {
    app = standardApp()
    app.post('/users', { schema: { body: lib.user } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 'Ada', age: '36' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^body\/age /)
  })

  it("replaces the request part with the schema's transform output", async () => {
    app = standardApp()
    app.post('/shout', { schema: { body: lib.shout } }, async (request) => request.body)
    expect((await app.inject({ method: 'POST', url: '/shout', payload: { name: '  ada ' } })).json()).toEqual(
      { name: 'ADA' }
    )
  })

  it("answers one issue with the usual 400 payload: the part, the issue's path and the library's message", async () => {
    app = standardApp()
    app.post('/users', { schema: { body: lib.user } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 1, age: 36 } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: `body/name ${lib.nameMessage}`
    })
  })

  it('gives an error handler every issue as an Ajv-like entry, in the message and in error.validation', async () => {
    app = standardApp()
    let caught: CaughtError | undefined
    app.setErrorHandler((error, _request, reply) => {
      caught = error as unknown as CaughtError
      return reply.code(422).send({ custom: true })
    })
    app.post('/users', { schema: { body: lib.user } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 1, age: 1.5 } })
    expect([response.statusCode, response.json()]).toEqual([422, { custom: true }])
    expect(caught).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION', validationContext: 'body' })
    const own = await lib.user['~standard'].validate({ name: 1, age: 1.5 })
    const messages = (own.issues ?? []).map((issue) => issue.message)
    expect(messages).toHaveLength(2)
    const entries = caught!.validation
    expect([...entries].sort((a, b) => a.instancePath.localeCompare(b.instancePath))).toEqual([
      {
        instancePath: '/age',
        schemaPath: '',
        keyword: 'standard',
        params: { path: ['age'], vendor: lib.name },
        message: expect.any(String)
      },
      {
        instancePath: '/name',
        schemaPath: '',
        keyword: 'standard',
        params: { path: ['name'], vendor: lib.name },
        message: lib.nameMessage
      }
    ])
    // the library's own messages, in its order, joined as Capsule's default formatter joins Ajv's
    expect(entries.map((entry) => entry.message)).toEqual(messages)
    expect(caught!.message).toBe(
      entries.map((entry) => `body${entry.instancePath} ${entry.message}`).join(', ')
    )
  })

  it('names the part in validationContext and in the message', async () => {
    app = standardApp()
    app.get(
      '/items/:id',
      { schema: { params: lib.params, querystring: lib.query, headers: lib.headers } },
      async () => 'ok'
    )
    const cases = [
      { url: '/items/x?limit=1', headers: { 'x-count': '1' }, context: 'params', prefix: 'params/id ' },
      {
        url: '/items/1?limit=x',
        headers: { 'x-count': '1' },
        context: 'query',
        prefix: 'querystring/limit '
      },
      { url: '/items/1?limit=1', headers: { 'x-count': 'x' }, context: 'headers', prefix: 'headers/x-count ' }
    ]
    const contexts: string[] = []
    app.setErrorHandler((error, _request, reply) => {
      contexts.push((error as unknown as CaughtError).validationContext)
      return reply.code(400).send({ message: error.message })
    })
    for (const { url, headers, context, prefix } of cases) {
      const response = await app.inject({ url, headers })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().message.startsWith(prefix), response.json().message).toBe(true)
      expect(contexts.pop()).toBe(context)
    }
  })

  it('escapes the JSON pointer of an issue whose keys hold "/" or "~"', async () => {
    app = standardApp()
    app.post('/escaped', { schema: { body: lib.escaped } }, async (request) => request.body)
    const response = await app.inject({ method: 'POST', url: '/escaped', payload: { 'a/b': [{ '~c': 1 }] } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message.startsWith('body/a~1b/0/~0c ')).toBe(true)
  })

  it('validates an absent body as null', async () => {
    app = standardApp()
    app.post('/users', { schema: { body: lib.user } }, async () => 'reached')
    const response = await app.inject({ method: 'POST', url: '/users' })
    expect(response.statusCode).toBe(400)
    const own = await lib.user['~standard'].validate(null)
    expect(response.json().message).toBe(`body ${own.issues?.[0]?.message}`)
  })

  it('attaches the validation error with attachValidation, the part left as it was received', async () => {
    app = standardApp()
    app.post('/users', { attachValidation: true, schema: { body: lib.user } }, async (request) => {
      const error = request.validationError as unknown as CaughtError
      return {
        message: error.message,
        context: error.validationContext,
        paths: error.validation.map((entry) => entry.instancePath),
        body: request.body
      }
    })
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 1, age: 36 } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: `body/name ${lib.nameMessage}`,
      context: 'body',
      paths: ['/name'],
      body: { name: 1, age: 36 }
    })
  })

  it('hands the entries to a schemaErrorFormatter', async () => {
    app = standardApp()
    app.post(
      '/users',
      {
        schema: { body: lib.user },
        schemaErrorFormatter: (errors, dataVar) => {
          const entries = errors as unknown as StandardValidationEntry[]
          return new Error(
            `${dataVar} (${entries[0]?.params.vendor}): ${entries.map((entry) => entry.params.path.join('.')).join(' | ')}`
          )
        }
      },
      async (request) => request.body
    )
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 1, age: 36 } })
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      message: `body (${lib.name}): name`
    })
  })

  // ArkType has no asynchronous validation (libraries.ts): the case exists for the libraries that do
  if (lib.asyncName !== undefined)
    it('waits for an async schema (an async check), its output replacing the part', async () => {
      app = standardApp()
      app.post('/names', { schema: { body: lib.asyncName! } }, async (request) => request.body)
      const taken = await app.inject({ method: 'POST', url: '/names', payload: { name: 'taken' } })
      expect(taken.json()).toEqual({
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'body/name name is taken'
      })
      const free = await app.inject({ method: 'POST', url: '/names', payload: { name: 'free' } })
      expect([free.statusCode, free.json()]).toEqual([200, { name: 'FREE' }])
    })

  it('answers a check that throws with a coded 500 that does not show what was thrown, never attached', async () => {
    app = standardApp()
    let caught: CaughtError | undefined
    app.addHook('onError', async (_request, _reply, error) => {
      caught = error as unknown as CaughtError
    })
    app.post('/throws', { attachValidation: true, schema: { body: lib.throwing } }, async () => 'reached')
    const response = await app.inject({ method: 'POST', url: '/throws', payload: { name: 'x' } })
    expect(response.statusCode).toBe(500)
    const body = response.json()
    expect(body.code).toBe('CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED')
    expect(body.message).toMatch(
      new RegExp(`^The ${lib.name} schema of the body of POST /throws (threw|rejected)`)
    )
    expect(body.message).not.toContain('database down')
    expect(caught?.cause?.message).toBe('database down')
  })
})

describe('Zod: an async refinement that rejects', () => {
  it('answers a coded 500 and leaves no unhandled rejection behind (Zod’s own ~standard.validate would: the process ends)', async () => {
    const { z } = await import('zod')
    const unhandled: unknown[] = []
    const record = (reason: unknown): void => {
      unhandled.push(reason)
    }
    process.on('unhandledRejection', record)
    try {
      app = capsule()
      app.setValidatorCompiler(standardValidatorCompiler)
      const body = z.object({
        name: z.string().refine(async () => {
          throw new Error('database down')
        })
      })
      app.post('/', { schema: { body } }, async () => 'never')
      const response = await app.inject({ method: 'POST', url: '/', payload: { name: 'x' } })
      expect(response.statusCode).toBe(500)
      expect(response.json().code).toBe('CPS_ERR_STANDARD_SCHEMA_VALIDATE_FAILED')
      // a rejection nobody handles is reported after the microtasks of its turn: give it a few turns
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', record)
    }
  })
})
