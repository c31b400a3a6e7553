// Response serialization with each library's real schemas, through inject(): which path a schema takes (its JSON
// Schema compiled by fast-json-stringify, or validation), what is filtered, what a mismatch answers.
import capsule, { type CapsuleInstance } from '@capsule/server'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createStandardSerializerCompiler,
  standardSerializerCompiler,
  standardValidatorCompiler,
  type StandardSerializerOptions
} from '../src/index.js'
import { libraries, valibotWithJsonSchema } from './libraries.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

/** A server whose root context compiles with this package; `payload` is what GET /user answers. */
function serving(schema: unknown, payload: unknown, options?: StandardSerializerOptions): CapsuleInstance {
  const server = capsule()
  server.setValidatorCompiler(standardValidatorCompiler)
  server.setSerializerCompiler(
    options === undefined ? standardSerializerCompiler : createStandardSerializerCompiler(options)
  )
  server.get('/user', { schema: { response: { 200: schema } } }, async () => payload)
  return server
}

describe.each(libraries)('response serialization with $name', (lib) => {
  it('writes only the fields the schema declares', async () => {
    app = serving(lib.output, { id: 1, name: 'Ada', password: 'secret' })
    const response = await app.inject('/user')
    expect([response.statusCode, response.json()]).toEqual([200, { id: 1, name: 'Ada' }])
  })

  it(`takes the ${lib.outputPath === 'json-schema' ? 'JSON Schema path: a refinement is not checked' : 'validating path: a refinement is checked'}`, async () => {
    // `name` is shorter than the schema's minimum length
    app = serving(lib.output, { id: 1, name: 'Al' })
    const response = await app.inject('/user')
    if (lib.outputPath === 'json-schema') {
      expect([response.statusCode, response.json()]).toEqual([200, { id: 1, name: 'Al' }])
    } else {
      expect(response.statusCode).toBe(500)
      expect(response.json().message).toMatch(/: at \/name: /)
    }
  })

  it('answers a payload that does not match with a coded 500 naming the status, the route and the problem', async () => {
    app = serving(lib.output, { name: 'Ada' })
    const response = await app.inject('/user')
    expect(response.statusCode).toBe(500)
    const body = response.json()
    expect(body).toMatchObject({
      statusCode: 500,
      code: 'CPS_ERR_STANDARD_SCHEMA_RESPONSE_MISMATCH',
      error: 'Internal Server Error'
    })
    const start = `The response for status 200 of GET /user does not match its ${lib.name} schema: `
    expect(body.message.startsWith(start), body.message).toBe(true)
    // fast-json-stringify names a missing field its own way; a validation names the first issue's path
    expect(body.message.slice(start.length)).toMatch(
      lib.outputPath === 'json-schema' ? /^"id" is required!/ : /^at \/id: /
    )
    expect(body.message).toMatch(/Fix the handler's payload or the response schema\.$/)
  })

  it(`${lib.outputTransformRuns ? 'runs' : 'does not run'} a transform of the response schema by default, and runs it with mode 'validate'`, async () => {
    app = serving(lib.shoutedOutput, { name: 'ada' })
    expect((await app.inject('/user')).json()).toEqual({ name: lib.outputTransformRuns ? 'ADA' : 'ada' })
    await app.close()
    app = serving(lib.shoutedOutput, { name: 'ada' }, { mode: 'validate' })
    expect((await app.inject('/user')).json()).toEqual({ name: 'ADA' })
  })

  it("validates every payload with mode 'validate': refinements are checked, the library's output written", async () => {
    app = serving(lib.output, { id: 1, name: 'Al' }, { mode: 'validate' })
    const short = await app.inject('/user')
    expect(short.statusCode).toBe(500)
    expect(short.json().message).toMatch(new RegExp(`does not match its ${lib.name} schema: at /name: `))
    await app.close()
    app = serving(lib.output, { id: 1, name: 'Ada', password: 'secret' }, { mode: 'validate' })
    // what the library outputs: ArkType keeps undeclared keys (unless the type says '+': 'delete')
    expect((await app.inject('/user')).json()).toEqual(
      lib.name === 'arktype' ? { id: 1, name: 'Ada', password: 'secret' } : { id: 1, name: 'Ada' }
    )
  })

  it("shapes the error payload with the route's schema for the error's status", async () => {
    app = capsule()
    app.setValidatorCompiler(standardValidatorCompiler)
    app.setSerializerCompiler(standardSerializerCompiler)
    app.post(
      '/users',
      { schema: { body: lib.user, response: { 400: lib.errorOutput } } },
      async () => 'unreached'
    )
    const response = await app.inject({ method: 'POST', url: '/users', payload: { name: 1, age: 36 } })
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { statusCode: 400, code: 'FST_ERR_VALIDATION', message: `body/name ${lib.nameMessage}` }
    ])
  })
})

describe('JSON Schema sources', () => {
  it("uses the toJsonSchema option for a library without its own (Valibot): the JSON Schema path's filtering, no refinement", async () => {
    const valibot = libraries.find((lib) => lib.name === 'valibot')!
    app = serving(
      valibot.output,
      { id: 1, name: 'Al', password: 'secret' },
      { toJsonSchema: valibot.toJsonSchema }
    )
    expect((await app.inject('/user')).json()).toEqual({ id: 1, name: 'Al' })
  })

  it("uses a Valibot schema wrapped in @valibot/to-json-schema's toStandardJsonSchema without any option", async () => {
    app = serving(valibotWithJsonSchema, { id: 1, name: 'Al', password: 'secret' })
    expect((await app.inject('/user')).json()).toEqual({ id: 1, name: 'Al' })
  })

  it('falls back to validation when the library cannot give a JSON Schema of the output (a Zod Date)', async () => {
    const when = new Date('2020-01-02T03:04:05.000Z')
    app = serving(z.object({ when: z.date() }), { when, extra: 1 })
    expect((await app.inject('/user')).json()).toEqual({ when: '2020-01-02T03:04:05.000Z' })
  })

  it('passes fast-json-stringify options through', async () => {
    app = serving(z.object({ n: z.int() }), { n: 1.2 }, { fastJsonStringify: { rounding: 'ceil' } })
    expect((await app.inject('/user')).json()).toEqual({ n: 2 })
  })

  it('compiles one response schema per content type of a content map', async () => {
    app = capsule()
    app.setSerializerCompiler(standardSerializerCompiler)
    app.get(
      '/user',
      {
        schema: {
          response: {
            200: {
              content: {
                'application/json': { schema: z.object({ id: z.number() }) },
                'application/vnd.full+json': { schema: z.object({ id: z.number(), name: z.string() }) }
              }
            }
          }
        }
      },
      async (request, reply) => {
        if (request.headers.accept === 'full') reply.type('application/vnd.full+json')
        return { id: 1, name: 'Ada', password: 'secret' }
      }
    )
    expect((await app.inject('/user')).json()).toEqual({ id: 1 })
    expect((await app.inject({ url: '/user', headers: { accept: 'full' } })).json()).toEqual({
      id: 1,
      name: 'Ada'
    })
  })
})

describe('async response schemas', () => {
  it('answers a schema found async only when it validates (Zod) with a coded 500', async () => {
    app = serving(
      z.object({ name: z.string().refine(async () => true) }),
      { name: 'Ada' },
      { mode: 'validate' }
    )
    const response = await app.inject('/user')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toMatchObject({ code: 'CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE' })
    expect(response.json().message).toMatch(
      /^The zod schema of the response for status 200 of GET \/user validates asynchronously/
    )
  })

  it('refuses a schema that says it is async (Valibot) when the server starts', async () => {
    app = serving(
      v.objectAsync({
        name: v.pipeAsync(
          v.string(),
          v.checkAsync(async () => true)
        )
      }),
      { name: 'Ada' }
    )
    const error = await app.ready().then(
      () => undefined,
      (failure: unknown) => failure as Error & { code: string; cause: { code: string } }
    )
    expect(error?.code).toBe('FST_ERR_SCH_SERIALIZATION_BUILD')
    expect(error?.cause.code).toBe('CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE')
    expect(error?.message).toContain(
      'The valibot schema of the response for status 200 of GET /user validates asynchronously'
    )
  })

  it('does not validate an async schema that has a JSON Schema (the JSON Schema path)', async () => {
    app = serving(z.object({ name: z.string().refine(async () => false) }), { name: 'Ada' })
    expect((await app.inject('/user')).json()).toEqual({ name: 'Ada' })
  })
})

describe('ArkType objects', () => {
  it("drop undeclared keys on the validating path when the type says '+': 'delete'", async () => {
    app = serving(type({ '+': 'delete', id: 'number' }), { id: 1, password: 'secret' }, { mode: 'validate' })
    expect((await app.inject('/user')).json()).toEqual({ id: 1 })
  })
})

describe('Zod: an async check in a response schema on the validating path', () => {
  it('answers CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE and never runs the schema again (each run would leave a promise behind)', async () => {
    let runs = 0
    const server = capsule()
    server.setSerializerCompiler(createStandardSerializerCompiler({ mode: 'validate' }))
    const schema = z.object({
      name: z.string().refine(async () => {
        runs++
        return true
      })
    })
    server.get('/', { schema: { response: { 200: schema } } }, async () => ({ name: 'x' }))
    try {
      for (let i = 0; i < 3; i++) {
        const response = await server.inject('/')
        expect(response.statusCode).toBe(500)
        expect(response.json().code).toBe('CPS_ERR_STANDARD_SCHEMA_ASYNC_RESPONSE')
      }
      // Zod's own standard entry runs the refinement twice on the first call (sync attempt, then async), never after
      expect(runs).toBeLessThanOrEqual(2)
    } finally {
      await server.close()
    }
  })
})
