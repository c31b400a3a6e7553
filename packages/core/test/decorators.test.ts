import { afterEach, describe, expect, it } from 'vitest'
import fp from 'fastify-plugin'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('decorators', () => {
  it('decorate adds values, functions and accessors to the instance', async () => {
    app = createCore()
    let stored = 1
    app.decorate('value', 'v')
    app.decorate('fn', function (this: CapsuleInstance) {
      return this === app
    })
    app.decorate('accessor', { getter: () => stored, setter: (v: unknown) => void (stored = Number(v)) })
    const anyApp = app as unknown as Record<string, unknown> & { fn(): boolean }
    expect(anyApp['value']).toBe('v')
    expect(anyApp.fn()).toBe(true)
    anyApp['accessor'] = 5
    expect(anyApp['accessor']).toBe(5)
    expect(app.getDecorator('value')).toBe('v')
    expect(app.hasDecorator('value')).toBe(true)
    expect(app.hasDecorator('missing')).toBe(false)
    expect(() => app.getDecorator('missing')).toThrow(errorCodes.FST_ERR_DEC_UNDECLARED)
  })

  it('refuses duplicates, missing dependencies and decorating after start', async () => {
    app = createCore()
    app.decorate('one', 1)
    expect(() => app.decorate('one', 2)).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    expect(() => app.decorate('two', 2, ['nope'])).toThrow(errorCodes.FST_ERR_DEC_MISSING_DEPENDENCY)
    expect(() => app.decorate('three', 3, 'one' as never)).toThrow(
      errorCodes.FST_ERR_DEC_DEPENDENCY_INVALID_TYPE
    )
    app.decorate('four', 4, ['one'])
    await app.ready()
    expect(() => app.decorate('late', 1)).toThrow(errorCodes.FST_ERR_DEC_AFTER_START)
  })

  it('lets an onReady hook decorate the instance (as in Fastify), not requests or replies', async () => {
    app = createCore()
    const refused: string[] = []
    app.register(async (child) => {
      child.addHook('onReady', async function (this: CapsuleInstance) {
        this.decorate('client', 'connected')
        try {
          this.decorateRequest('late', 1)
        } catch (error) {
          refused.push((error as { code: string }).code)
        }
      })
      child.get('/', async function (this: CapsuleInstance) {
        return { client: (this as unknown as { client: string }).client }
      })
    })
    await app.ready()
    expect(refused).toEqual(['FST_ERR_DEC_AFTER_START'])
    expect((await app.inject('/')).json()).toEqual({ client: 'connected' })
  })

  it('gives every request its own copy of a value decorator and shares function decorators', async () => {
    app = createCore()
    app.decorateRequest('counter', 0)
    app.decorateRequest('hello', function (this: { id: string }) {
      return `hello ${typeof this.id}`
    })
    app.decorateReply('tag', '')
    app.get('/', async (request, reply) => {
      const r = request as unknown as { counter: number; hello(): string }
      r.counter++
      ;(reply as unknown as { tag: string }).tag = 'x'
      return {
        counter: r.counter,
        hello: r.hello(),
        has: app.hasRequestDecorator('counter'),
        reply: app.hasReplyDecorator('tag')
      }
    })
    expect((await app.inject('/')).json()).toEqual({
      counter: 1,
      hello: 'hello string',
      has: true,
      reply: true
    })
    expect((await app.inject('/')).json()).toEqual({
      counter: 1,
      hello: 'hello string',
      has: true,
      reply: true
    })
  })

  it("reports the request's and reply's own members as present, as Fastify does (plugins guard with them)", () => {
    app = createCore()
    expect([
      app.hasRequestDecorator('body'),
      app.hasRequestDecorator('url'),
      app.hasReplyDecorator('send')
    ]).toEqual([true, true, true])
    expect([app.hasRequestDecorator('user'), app.hasReplyDecorator('locals')]).toEqual([false, false])
  })

  // issue 16: a built-in method may be decorated, as Fastify allows (a test of @fastify/cors mocks getHeader so); the
  // fields the constructor sets may not, since every new request or reply would overwrite the decorator
  it('lets a context shadow a built-in reply or request method with a decorator, never a constructor field', async () => {
    app = createCore()
    app.decorateReply('getHeader', function (this: { raw: unknown }, name: string) {
      return `mocked ${name}`
    })
    app.decorateRequest('getDecorator', () => 'mocked')
    for (const [kind, name] of [
      ['reply', 'raw'],
      ['reply', 'request'],
      ['reply', 'log'],
      ['request', 'body'],
      ['request', 'id'],
      ['request', 'params'],
      ['request', 'raw'],
      ['request', 'query'],
      ['request', 'log']
    ] as const) {
      const decorate = kind === 'reply' ? app.decorateReply.bind(app) : app.decorateRequest.bind(app)
      expect(() => decorate(name, null), `${kind}.${name}`).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    }
    // the built-in members still count as dependencies, as in Fastify
    app.decorateRequest('user', null, ['body', 'headers'])
    app.register(async (child) => {
      child.get('/', async (request, reply) => ({
        header: reply.getHeader('origin'),
        decorator: request.getDecorator('x')
      }))
    })
    const response = await app.inject('/')
    expect(response.json()).toEqual({ header: 'mocked origin', decorator: 'mocked' })
  })

  it('refuses reference-type request and reply decorators, and names already taken', () => {
    app = createCore()
    expect(() => app.decorateRequest('obj', { a: 1 })).toThrow(errorCodes.FST_ERR_DEC_REFERENCE_TYPE)
    expect(() => app.decorateReply('arr', [])).toThrow(errorCodes.FST_ERR_DEC_REFERENCE_TYPE)
    app.decorateRequest('user', null)
    expect(() => app.decorateRequest('user', null)).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    expect(() => app.decorateRequest('withDep', null, ['missing'])).toThrow(
      errorCodes.FST_ERR_DEC_MISSING_DEPENDENCY
    )
    app.decorateRequest('getterOk', { getter: () => 'fine' })
  })

  it('keeps a child context request decorator from its parent and siblings', async () => {
    app = createCore()
    app.register(async (a) => {
      a.decorateRequest('onlyA', 'a')
      a.get('/a', async (request) => ({
        value: (request as unknown as Record<string, unknown>)['onlyA'] ?? null
      }))
    })
    app.register(async (b) => {
      b.get('/b', async (request) => ({
        value: (request as unknown as Record<string, unknown>)['onlyA'] ?? null
      }))
    })
    app.get('/', async (request) => ({
      value: (request as unknown as Record<string, unknown>)['onlyA'] ?? null
    }))
    expect((await app.inject('/a')).json()).toEqual({ value: 'a' })
    expect((await app.inject('/b')).json()).toEqual({ value: null })
    expect((await app.inject('/')).json()).toEqual({ value: null })
  })
})

describe('plugins written for Fastify', () => {
  it('a plugin wrapped by the real fastify-plugin decorates the parent context', async () => {
    app = createCore()
    const plugin = fp(
      async (instance: { decorate(name: string, value: unknown): unknown }) => {
        instance.decorate('utility', () => 'from fastify-plugin')
      },
      { name: 'my-fastify-plugin', fastify: '5.x' }
    )
    await app.register(plugin as never)
    expect(app.hasDecorator('utility')).toBe(true)
    expect(app.hasPlugin('my-fastify-plugin')).toBe(true)
  })

  it('fastify-plugin breaks encapsulation only for the function it wraps', async () => {
    app = createCore()
    const plugin = fp((async (instance: CapsuleInstance) => {
      instance.decorate('outer', true)
      instance.register(async (inner) => {
        inner.decorate('inner', true)
      })
    }) as never)
    await app.register(plugin as never)
    await app.ready()
    expect(app.hasDecorator('outer')).toBe(true)
    expect(app.hasDecorator('inner')).toBe(false)
  })
})
