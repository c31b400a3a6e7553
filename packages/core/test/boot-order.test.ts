import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('plugin loading order', () => {
  it('runs a plugin after the code that registered it, children before the next sibling', async () => {
    app = createCore()
    const events: string[] = []
    app.register(async (a) => {
      events.push('a')
      a.register(async () => {
        events.push('a.1')
      })
      a.register(async (a2) => {
        events.push('a.2')
        a2.register(async () => {
          events.push('a.2.1')
        })
      })
      events.push('a end')
    })
    app.register(async () => {
      events.push('b')
    })
    events.push('root end')
    await app.ready()
    expect(events).toEqual(['root end', 'a', 'a end', 'a.1', 'a.2', 'a.2.1', 'b'])
  })

  it('loads callback plugins when they call done, and sync plugins without done at once', async () => {
    app = createCore()
    const events: string[] = []
    app.register((_instance, _options, done) => {
      setTimeout(() => {
        events.push('callback')
        done()
      }, 5)
    })
    app.register(function sync() {
      events.push('sync')
    })
    await app.ready()
    expect(events).toEqual(['callback', 'sync'])
  })

  it('passes options, and options given as a function of the parent context', async () => {
    app = createCore()
    app.decorate('base', 'from parent')
    const seen: unknown[] = []
    app.register(
      async (_i, options) => {
        seen.push(options)
      },
      { hello: 'world' }
    )
    app.register(
      async (_i, options) => {
        seen.push(options)
      },
      (parent) => ({ value: (parent as unknown as { base: string }).base })
    )
    await app.ready()
    expect(seen).toEqual([{ hello: 'world' }, { value: 'from parent' }])
  })

  it('runs after() callbacks in queue order', async () => {
    app = createCore()
    const events: string[] = []
    app.register(async () => {
      events.push('first')
    })
    app.after(() => {
      events.push('after first')
    })
    app.register(async () => {
      events.push('second')
    })
    await app.ready()
    expect(events).toEqual(['first', 'after first', 'second'])
  })

  it('loads what an after() callback registers right after that callback, before the rest of the queue', async () => {
    app = createCore()
    const events: string[] = []
    const plugin =
      (name: string, inner?: (instance: CapsuleInstance) => void) => async (instance: CapsuleInstance) => {
        events.push(name)
        inner?.(instance)
      }
    app.register(plugin('a'))
    app.after(() => {
      events.push('after a')
      app.register(plugin('b', (b) => b.register(plugin('b.1'))))
      app.after(() => {
        events.push('nested after')
        app.register(plugin('n'))
      })
    })
    app.register(
      plugin('c', (c) => {
        c.after(() => {
          events.push('after in c')
          c.register(plugin('c.1'))
        })
        c.register(plugin('c.2'))
      })
    )
    app.register(plugin('d'))
    await app.ready()
    expect(events).toEqual([
      'a',
      'after a',
      'b',
      'b.1',
      'nested after',
      'n',
      'c',
      'after in c',
      'c.1',
      'c.2',
      'd'
    ])
  })

  it('loads a plugin an after() callback awaits; a failure the callback catches is handled', async () => {
    app = createCore({ pluginTimeout: 1000 })
    const events: string[] = []
    app.after(async () => {
      await app.register(async () => {
        events.push('awaited')
      })
      events.push('callback continues')
      try {
        await app.register(async () => {
          throw new Error('broken plugin')
        })
      } catch (error) {
        events.push(`caught ${(error as Error).message}`)
      }
    })
    app.register(async () => {
      events.push('next in queue')
    })
    await app.ready()
    expect(events).toEqual(['awaited', 'callback continues', 'caught broken plugin', 'next in queue'])
  })

  it('loads a plugin at once when its register() is awaited', async () => {
    app = createCore()
    const events: string[] = []
    await app.register(async (instance) => {
      instance.decorate('loaded', true)
      events.push('plugin')
    })
    events.push('after await')
    app.register(async (instance) => {
      events.push('inner awaited')
      await instance.register(async () => {
        events.push('grandchild')
      })
      events.push('inner continues')
    })
    await app.ready()
    expect(events).toEqual(['plugin', 'after await', 'inner awaited', 'grandchild', 'inner continues'])
  })

  it('ready() has a callback form and resolves to the instance', async () => {
    app = createCore()
    const instance = await app.ready()
    expect(instance).toBe(app)
    await new Promise<void>((resolve, reject) => {
      app.ready((error) => (error ? reject(error) : resolve()))
    })
  })

  it('rejects ready() with the error a plugin throws', async () => {
    app = createCore()
    app.register(async () => {
      throw new Error('boom')
    })
    await expect(app.ready()).rejects.toThrow('boom')
  })

  it('names a plugin that never signals completion (pluginTimeout)', async () => {
    app = createCore({ pluginTimeout: 20 })
    app.register(function neverDone(_instance, _options, _done) {
      // never calls done
    })
    const error = await app.ready().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_TIMEOUT)
    expect((error as Error).message).toContain("'neverDone'")
  })

  it('refuses an async plugin that also takes done when it loads: ready() rejects, as in Fastify', async () => {
    app = createCore()
    let ran = false
    expect(() =>
      app.register(async function mixed(_i, _o, _done) {
        ran = true
      })
    ).not.toThrow()
    const error = await app.ready().catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER)
    expect((error as Error).message).toContain("'mixed'")
    expect(ran).toBe(false)
  })

  it('refuses something that is not a plugin', () => {
    app = createCore()
    expect(() => app.register('nope' as never)).toThrow(errorCodes.FST_ERR_PLUGIN_NOT_VALID)
  })

  it('refuses registration after the instance booted', async () => {
    app = createCore()
    await app.ready()
    expect(() => app.register(async () => {})).toThrow(errorCodes.FST_ERR_ROOT_PLG_BOOTED)
    expect(() => app.get('/', async () => 'x')).toThrow(errorCodes.FST_ERR_INSTANCE_ALREADY_LISTENING)
  })

  it('accepts an ES module namespace with a default export', async () => {
    app = createCore()
    const module = {
      default: async (instance: CapsuleInstance) => {
        instance.get('/from-module', async () => 'loaded')
      }
    }
    await app.register(module)
    expect((await app.inject('/from-module')).body).toBe('loaded')
  })
})

describe('ready(callback)', () => {
  it('returns the instance for chaining, on the root and on a plugin context, and calls back once loaded', async () => {
    const root = createCore()
    let child: CapsuleInstance | undefined
    const loaded: string[] = []
    root.register(async (instance) => {
      child = instance
      expect(instance.ready(() => void loaded.push('child'))).toBe(instance)
    })
    const called = new Promise<void>((resolve) => {
      expect(root.ready(() => resolve())).toBe(root)
    })
    await called
    expect(child).toBeDefined()
    expect(loaded).toEqual(['child'])
    await root.close()
  })
})
