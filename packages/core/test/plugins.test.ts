import { afterEach, describe, expect, it } from 'vitest'
import skip from './helpers/skip.js'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('plugin metadata, names and the plugin tree', () => {
  it('names plugins by metadata, display name or function name, and prints the tree', async () => {
    app = createCore()
    let names: string[] = []
    app.register(async function outer(child) {
      names.push(child.pluginName)
      child.register(skip(async function inner() {}, 'inner-plugin'))
    })
    await app.ready()
    names = names.concat(app.pluginName)
    expect(names).toEqual(['outer', 'fastify'])
    const tree = app.printPlugins()
    expect(tree).toContain('outer')
    expect(tree).toContain('inner-plugin')
  })

  it('checks required decorators declared in metadata', async () => {
    app = createCore()
    const needsDb = skip(async () => {}, 'needs-db', { decorators: { fastify: ['db'], request: ['user'] } })
    app.register(needsDb)
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE)
    await app.close()
    app = createCore()
    app.decorate('db', {})
    app.decorateRequest('user', null)
    app.register(skip(async () => {}, 'needs-db', { decorators: { fastify: ['db'], request: ['user'] } }))
    await app.ready()
  })

  it('accepts a declared dependency once it is registered before', async () => {
    app = createCore()
    app.register(skip(async () => {}, 'db'))
    app.register(skip(async () => {}, 'repo', { dependencies: ['db'] }))
    await app.ready()
    expect(app.hasPlugin('db')).toBe(true)
    expect(app.hasPlugin('repo')).toBe(true)
  })

  it('does not call onRegister for skip-override plugins', async () => {
    app = createCore()
    let calls = 0
    app.addHook('onRegister', () => void calls++)
    app.register(skip(async () => {}, 'skipped'))
    app.register(async () => {})
    await app.ready()
    expect(calls).toBe(1)
  })

  it('passes a plugin error to after() callbacks that take it, which may handle it', async () => {
    app = createCore()
    const seen: string[] = []
    app.register(async () => {
      throw new Error('plugin failed')
    })
    app.after((error) => {
      seen.push(error?.message ?? 'none')
    })
    await app.ready()
    expect(seen).toEqual(['plugin failed'])
  })

  it('refuses registering on a context whose plugin already finished loading', async () => {
    app = createCore()
    let captured: CapsuleInstance | undefined
    app.register(async (child) => {
      captured = child
    })
    await app.ready()
    expect(() => captured!.register(async () => {})).toThrow(errorCodes.FST_ERR_PARENT_PLUGIN_BOOTED)
  })

  it('runs onListen hooks after listen and not for ready', async () => {
    app = createCore()
    const events: string[] = []
    app.addHook('onListen', async () => void events.push('listen'))
    await app.ready()
    expect(events).toEqual([])
    await app.listen({ port: 0, host: '127.0.0.1' })
    expect(events).toEqual(['listen'])
  })
})

describe('request and reply decorators with accessors', () => {
  it('supports getter/setter decorators and getDecorator/setDecorator on requests', async () => {
    app = createCore()
    app.decorateRequest('upperUrl', {
      getter(this: { url: string }) {
        return this.url.toUpperCase()
      }
    })
    app.decorateRequest('user', null)
    app.decorateReply('greet', function (this: { statusCode: number }) {
      return `status ${this.statusCode}`
    })
    app.get('/path', async (request, reply) => {
      request.setDecorator('user', 'ada')
      return {
        upper: request.getDecorator('upperUrl'),
        user: request.getDecorator('user'),
        greet: reply.getDecorator<() => string>('greet')()
      }
    })
    expect((await app.inject('/path')).json()).toEqual({ upper: '/PATH', user: 'ada', greet: 'status 200' })
  })
})

describe('registering a promise of a module', () => {
  it('loads register(import(...)) in its turn, honouring the module default export and its marks', async () => {
    app = createCore()
    const events: string[] = []
    app.register(async () => void events.push('first'))
    app.register(
      Promise.resolve({
        default: skip(async (instance: CapsuleInstance) => {
          events.push('imported')
          instance.decorate('fromImport', true)
        }, 'imported-plugin')
      })
    )
    app.register(async () => void events.push('last'))
    await app.ready()
    expect(events).toEqual(['first', 'imported', 'last'])
    expect(app.hasDecorator('fromImport')).toBe(true)
    expect(app.hasPlugin('imported-plugin')).toBe(true)
  })

  it('fails ready() when the promise resolves to something that is not a plugin', async () => {
    app = createCore()
    app.register(Promise.resolve({ notAPlugin: true }) as never)
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_NOT_VALID)
  })
})

describe('inject chain', () => {
  it('supports the light-my-request chain API', async () => {
    app = createCore()
    app.post('/echo', async (request) => ({ body: request.body, q: request.query }))
    const response = await app.inject().post('/echo').query({ a: '1' }).body({ x: 1 }).end()
    expect(response.json()).toEqual({ body: { x: 1 }, q: { a: '1' } })
  })
})
