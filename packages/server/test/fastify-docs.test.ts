import { afterEach, describe, expect, it } from 'vitest'
import capsule, { errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// Behaviours Fastify's reference documentation states, checked against Capsule (docs/Reference in fastify 5.12)

describe('instance.errorHandler (Routes.md: "To access the default handler, you can access instance.errorHandler")', () => {
  it('is the default handler as (error, request, reply), usable from a route errorHandler or as one', async () => {
    app = capsule()
    expect(typeof app.errorHandler).toBe('function')
    expect((app.errorHandler as (...args: unknown[]) => unknown).length).toBe(3)
    const conflict = (): never => {
      throw Object.assign(new Error('x'), { statusCode: 409 })
    }
    app.get(
      '/delegate',
      {
        errorHandler: (error, request, reply) =>
          void (app.errorHandler as (e: unknown, q: unknown, r: unknown) => void)(error, request, reply)
      },
      conflict
    )
    app.get('/as-option', { errorHandler: app.errorHandler as never }, conflict)
    for (const url of ['/delegate', '/as-option']) {
      const response = await app.inject(url)
      expect([response.statusCode, response.json()], url).toEqual([
        409,
        { statusCode: 409, error: 'Conflict', message: 'x' }
      ])
    }
  })
})

describe('error.headers (Errors.md: not set automatically when a custom error handler is provided)', () => {
  it('go out with the default handler only', async () => {
    app = capsule()
    const limited = (): never => {
      throw Object.assign(new Error('slow down'), { statusCode: 429, headers: { 'retry-after': '5' } })
    }
    app.get('/default', limited)
    app.register(async (child) => {
      child.setErrorHandler((_error, _request, reply) => reply.send({ custom: true }))
      child.get('/custom', limited)
    })
    const byDefault = await app.inject('/default')
    expect([byDefault.statusCode, byDefault.headers['retry-after']]).toEqual([429, '5'])
    const byCustom = await app.inject('/custom')
    expect([byCustom.json(), byCustom.headers['retry-after']]).toEqual([{ custom: true }, undefined])
  })
})

describe('headers schemas in canonical case (Validation-and-Serialization.md, "Header name case")', () => {
  it('match a propertyNames deny-list and allow-list written with enum or const', async () => {
    app = capsule()
    app.get(
      '/deny',
      { schema: { headers: { type: 'object', propertyNames: { not: { enum: ['X-Forbidden'] } } } } },
      async () => 'ok'
    )
    app.get(
      '/deny-const',
      { schema: { headers: { type: 'object', propertyNames: { not: { const: 'X-Forbidden' } } } } },
      async () => 'ok'
    )
    app.get(
      '/allow',
      { schema: { headers: { type: 'object', propertyNames: { enum: ['X-Ok', 'Host', 'User-Agent'] } } } },
      async () => 'ok'
    )
    for (const url of ['/deny', '/deny-const']) {
      expect((await app.inject({ url, headers: { 'x-forbidden': '1' } })).statusCode, url).toBe(400)
      expect((await app.inject({ url, headers: { 'x-other': '1' } })).statusCode, url).toBe(200)
    }
    expect((await app.inject({ url: '/allow', headers: { 'x-ok': '1' } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/allow', headers: { 'x-other': '1' } })).statusCode).toBe(400)
  })
})

describe('decorators and encapsulation (Decorators.md)', () => {
  it('lets a child redeclare a request or reply decorator of its parent, for its own scope only', async () => {
    app = capsule()
    app.decorateReply('view', function (this: { request: { url: string } }) {
      return `outer:${this.request.url}`
    })
    app.decorateRequest('who', function () {
      return 'outer'
    })
    app.get(
      '/',
      async (request, reply) =>
        `${(reply as unknown as { view(): string }).view()} ${(request as unknown as { who(): string }).who()}`
    )
    app.register(
      async (child) => {
        child.decorateReply('view', function (this: { request: { url: string } }) {
          return `inner:${this.request.url}`
        })
        child.decorateRequest('who', function () {
          return 'inner'
        })
        child.get(
          '/',
          async (request, reply) =>
            `${(reply as unknown as { view(): string }).view()} ${(request as unknown as { who(): string }).who()}`
        )
      },
      { prefix: '/bar' }
    )
    expect((await app.inject('/')).body).toBe('outer:/ outer')
    expect((await app.inject('/bar')).body).toBe('inner:/bar inner')
  })

  it('still refuses the same decorator twice in one context', () => {
    app = capsule()
    app.decorateReply('view', () => 'a')
    expect(() => app.decorateReply('view', () => 'b')).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
  })
})

describe('onClose hooks (Hooks.md: an object implementing Symbol.asyncDispose or Symbol.dispose)', () => {
  it('disposes of such objects on close, like the other onClose hooks', async () => {
    const order: string[] = []
    app = capsule()
    app.addHook('onClose', { [Symbol.dispose]: () => void order.push('dispose') })
    app.addHook('onClose', {
      async [Symbol.asyncDispose]() {
        await new Promise((resolve) => setImmediate(resolve))
        order.push('asyncDispose')
      }
    })
    app.addHook('onClose', async () => void order.push('function'))
    await app.ready()
    await app.close()
    // same order as function hooks of one context (the last added runs first)
    expect(order).toEqual(['function', 'asyncDispose', 'dispose'])
    expect(() => capsule().addHook('onClose', {} as never)).toThrow(errorCodes.FST_ERR_HOOK_INVALID_HANDLER)
  })
})
