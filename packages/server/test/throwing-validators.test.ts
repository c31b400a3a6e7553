import { afterEach, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'
import { watchProcess } from './helpers/watch-process.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// A validator that throws is treated as if it returned {error: thrown} with status 500; it never reaches the
// handler and never becomes an unhandled rejection.

const parts = ['body', 'querystring', 'params', 'headers'] as const

describe('a throwing validator with attachValidation: true', () => {
  it('still answers 500 and never reaches the handler', async () => {
    app = capsule()
    let reached = false
    app.post(
      '/att',
      {
        attachValidation: true,
        schema: { body: {} },
        validatorCompiler: () => () => {
          throw new Error('thrown!')
        }
      },
      async () => {
        reached = true
        return 'reached'
      }
    )
    const response = await app.inject({ method: 'POST', url: '/att', payload: {} })
    expect(response.statusCode).toBe(500)
    // the message is hidden (a plain Error's 5xx); the framework's code is kept, as in Fastify
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'FST_ERR_VALIDATION',
      error: 'Internal Server Error',
      message: 'Internal Server Error'
    })
    expect(reached).toBe(false)
  })

  it('shows the message of an error whose author gave it a status (answered 500 all the same, as Fastify)', async () => {
    app = capsule()
    for (const [url, statusCode] of [
      ['/503', 503],
      ['/400', 400]
    ] as const) {
      app.post(
        url,
        {
          schema: { body: {} },
          validatorCompiler: () => () => {
            throw Object.assign(new Error(`declared ${statusCode}`), { statusCode })
          }
        },
        async () => 'reached'
      )
    }
    for (const status of [503, 400]) {
      const response = await app.inject({ method: 'POST', url: `/${status}`, payload: {} })
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'FST_ERR_VALIDATION',
        error: 'Internal Server Error',
        message: `declared ${status}`
      })
    }
  })

  // validationContext is body, params, query or headers
  it('gives a custom error handler statusCode 500 and the validationContext of the part', async () => {
    app = capsule()
    const seen: Array<{ statusCode: unknown; validationContext: unknown }> = []
    app.setErrorHandler((error, _request, reply) => {
      seen.push({ statusCode: error.statusCode, validationContext: error.validationContext })
      reply.code(error.statusCode ?? 500).send({ handled: true })
    })
    for (const part of parts) {
      app.post(
        `/${part}/:id`,
        {
          attachValidation: true,
          schema: { [part]: { type: 'object' } },
          validatorCompiler: () => () => {
            throw new Error('thrown!')
          }
        },
        async () => 'reached'
      )
    }
    for (const part of parts) {
      const response = await app.inject({ method: 'POST', url: `/${part}/1`, payload: {} })
      expect([response.statusCode, response.body], part).toEqual([500, '{"handled":true}'])
    }
    expect(seen).toEqual([
      { statusCode: 500, validationContext: 'body' },
      { statusCode: 500, validationContext: 'query' },
      { statusCode: 500, validationContext: 'params' },
      { statusCode: 500, validationContext: 'headers' }
    ])
  })
})

describe('a throwing validator on a real socket (validation rule 10)', () => {
  it('answers 500 for every part behind a callback preValidation hook, hides the message, and keeps serving', async () => {
    app = capsule()
    app.addHook('preValidation', (_request, _reply, done) => {
      setTimeout(done, 1)
    })
    for (const part of parts) {
      app.route({
        method: 'POST',
        url: `/${part}/:id`,
        schema: { [part]: { type: 'object' } },
        validatorCompiler: () => () => {
          throw new Error('secret validator detail')
        },
        handler: async () => 'reached'
      })
    }
    app.get('/alive', async () => 'alive')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const problems = await watchProcess(async () => {
      for (const part of parts) {
        const response = await fetch(`http://127.0.0.1:${port}/${part}/1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}'
        })
        const text = await response.text()
        expect(response.status, part).toBe(500)
        expect(text).not.toContain('secret validator detail')
        expect(text).not.toBe('reached')
      }
      const alive = await fetch(`http://127.0.0.1:${port}/alive`)
      expect([alive.status, await alive.text()]).toEqual([200, 'alive'])
    })
    expect(problems).toEqual([])
  })

  it('answers 500 when a validator throws a string or undefined, with no unhandled rejection', async () => {
    app = capsule()
    app.addHook('preValidation', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
    })
    app.post(
      '/string',
      {
        schema: { body: {} },
        validatorCompiler: () => () => {
          throw 'a string'
        }
      },
      async () => 'reached'
    )
    app.post(
      '/undefined',
      {
        schema: { body: {} },
        validatorCompiler: () => () => {
          throw undefined
        }
      },
      async () => 'reached'
    )
    app.get('/alive', async () => 'alive')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const problems = await watchProcess(async () => {
      for (const path of ['/string', '/undefined']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}'
        })
        expect([response.status, await response.text()], path).toEqual([
          500,
          '{"statusCode":500,"code":"FST_ERR_VALIDATION","error":"Internal Server Error","message":"Internal Server Error"}'
        ])
      }
      expect((await fetch(`http://127.0.0.1:${port}/alive`)).status).toBe(200)
    })
    expect(problems).toEqual([])
  })

  // a rejection is how an async validator reports invalid input (Ajv's $async, as in Fastify): a 400, not a throw
  it('answers 400 when a validator returns a promise that rejects later, never reaches the handler, no unhandled rejection', async () => {
    app = capsule()
    app.addHook('preValidation', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
    })
    app.post(
      '/later',
      {
        schema: { body: {} },
        validatorCompiler: () => () =>
          new Promise((_resolve, reject) => setTimeout(() => reject(new Error('later')), 5))
      },
      async () => 'reached'
    )
    app.get('/alive', async () => 'alive')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const problems = await watchProcess(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/later`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}'
      })
      expect([response.status, ((await response.json()) as { code?: string }).code]).toEqual([
        400,
        'FST_ERR_VALIDATION'
      ])
      expect((await fetch(`http://127.0.0.1:${port}/alive`)).status).toBe(200)
    })
    expect(problems).toEqual([])
  })
})
