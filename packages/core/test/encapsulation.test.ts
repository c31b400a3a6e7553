import { afterEach, describe, expect, it } from 'vitest'
import { createCore, errorCodes, type CapsuleInstance, type CapsuleRequest } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const skip = <T extends object>(fn: T): T => Object.assign(fn, { [Symbol.for('skip-override')]: true })
const view = (request: CapsuleRequest): Record<string, unknown> => {
  const r = request as unknown as Record<string, unknown>
  return { answer: r['answer'], foo: r['foo'], bar: r['bar'] }
}

describe('encapsulation (apps/docs/guide/encapsulation.md)', () => {
  function seedExample(wrap: boolean): CapsuleInstance {
    const instance = createCore()
    instance.decorateRequest('answer', 42)
    instance.register(async (child) => {
      child.get('/one', async (request) => view(request))
    })
    instance.register(async (child) => {
      child.decorateRequest('foo', 'foo')
      child.get('/two', async (request) => view(request))
      const grandchild = async (g: CapsuleInstance): Promise<void> => {
        g.decorateRequest('bar', 'bar')
        g.get('/three', async (request) => view(request))
      }
      child.register(wrap ? skip(grandchild) : grandchild)
    })
    return instance
  }

  it('gives each route the decorators of its context and its ancestors only', async () => {
    app = seedExample(false)
    expect((await app.inject('/one')).json()).toEqual({ answer: 42 })
    expect((await app.inject('/two')).json()).toEqual({ answer: 42, foo: 'foo' })
    expect((await app.inject('/three')).json()).toEqual({ answer: 42, foo: 'foo', bar: 'bar' })
  })

  it('makes a skip-override plugin register into its parent (rule 5)', async () => {
    app = seedExample(true)
    expect((await app.inject('/two')).json()).toEqual({ answer: 42, foo: 'foo', bar: 'bar' })
    expect((await app.inject('/one')).json()).toEqual({ answer: 42 })
  })

  it('keeps instance decorators, hooks and schemas away from parents and siblings', async () => {
    app = createCore()
    const calls: string[] = []
    app.register(async (a) => {
      a.decorate('onlyA', 1)
      a.addHook('onRequest', async () => void calls.push('a hook'))
      a.addSchema({ $id: 'a-schema', type: 'string' })
      a.get('/a', async function () {
        return { has: this.hasDecorator('onlyA'), schemas: Object.keys(a.getSchemas()) }
      })
    })
    app.register(async (b) => {
      b.get('/b', async function () {
        return { has: this.hasDecorator('onlyA'), schemas: Object.keys(b.getSchemas()) }
      })
    })
    app.get('/root', async () => ({ has: app.hasDecorator('onlyA') }))
    expect((await app.inject('/a')).json()).toEqual({ has: true, schemas: ['a-schema'] })
    expect((await app.inject('/b')).json()).toEqual({ has: false, schemas: [] })
    expect((await app.inject('/root')).json()).toEqual({ has: false })
    expect(calls).toEqual(['a hook'])
  })

  it('lets children use what ancestors registered, including hooks added before the child was made', async () => {
    app = createCore()
    const calls: string[] = []
    app.addHook('onRequest', async () => void calls.push('root'))
    app.addSchema({ $id: 'shared', type: 'object' })
    app.register(async (child) => {
      child.addHook('onRequest', async () => void calls.push('child'))
      child.register(async (grandchild) => {
        grandchild.get('/deep', async () => ({
          schemas: Object.keys(grandchild.getSchemas()),
          shared: grandchild.getSchema('shared')
        }))
      })
    })
    const response = await app.inject('/deep')
    expect(response.json()).toEqual({ schemas: ['shared'], shared: { $id: 'shared', type: 'object' } })
    expect(calls).toEqual(['root', 'child'])
  })

  it('applies hooks added later in the same plugin to routes declared earlier', async () => {
    app = createCore()
    app.register(async (child) => {
      child.get('/', async (request) => ({ tagged: (request as unknown as { tag?: string }).tag }))
      child.decorateRequest('tag', '')
      child.addHook('preHandler', async (request) => {
        ;(request as unknown as { tag: string }).tag = 'late hook'
      })
    })
    expect((await app.inject('/')).json()).toEqual({ tagged: 'late hook' })
  })

  it('prefixes routes of a plugin registered with a prefix, nested prefixes join', async () => {
    app = createCore()
    app.register(
      async (v1) => {
        v1.get('/users', async () => ({ prefix: v1.prefix }))
        v1.register(
          async (admin) => {
            admin.get('/', async () => ({ prefix: admin.prefix }))
          },
          { prefix: '/admin' }
        )
      },
      { prefix: '/v1' }
    )
    expect((await app.inject('/v1/users')).json()).toEqual({ prefix: '/v1' })
    expect((await app.inject('/v1/admin')).json()).toEqual({ prefix: '/v1/admin' })
    expect((await app.inject('/v1/admin/')).json()).toEqual({ prefix: '/v1/admin' })
  })

  it('reports registered plugins through hasPlugin, encapsulated', async () => {
    app = createCore()
    const named = Object.assign(async () => {}, { [Symbol.for('plugin-meta')]: { name: 'named-plugin' } })
    let insideSibling: boolean | undefined
    app.register(async (child) => {
      await child.register(named)
      expect(child.hasPlugin('named-plugin')).toBe(true)
    })
    app.register(async (sibling) => {
      insideSibling = sibling.hasPlugin('named-plugin')
    })
    await app.ready()
    expect(insideSibling).toBe(false)
    expect(app.hasPlugin('named-plugin')).toBe(false)
  })

  it('counts only names declared in plugin metadata, not function or display names (as Fastify)', async () => {
    app = createCore()
    const fp = (fn: object, name: string): object =>
      Object.assign(fn, { [Symbol.for('skip-override')]: true, [Symbol.for('plugin-meta')]: { name } })
    app.register(async function outer() {})
    app.register(Object.assign(async () => {}, { [Symbol.for('fastify.display-name')]: 'shown' }))
    app.register(fp(async () => {}, 'declared') as never)
    await app.ready()
    expect([app.hasPlugin('outer'), app.hasPlugin('shown'), app.hasPlugin('declared')]).toEqual([
      false,
      false,
      true
    ])
    const late = createCore()
    late.register(async function a() {})
    late.register(
      Object.assign(
        fp(async () => {}, 'b'),
        { [Symbol.for('plugin-meta')]: { name: 'b', dependencies: ['a'] } }
      ) as never
    )
    await expect(late.ready()).rejects.toThrow(errorCodes.FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED)
  })

  it('checks declared dependencies and decorators of plugin metadata', async () => {
    app = createCore()
    const needsDb = Object.assign(async () => {}, {
      [Symbol.for('skip-override')]: true,
      [Symbol.for('plugin-meta')]: { name: 'needs-db', dependencies: ['db-plugin'] }
    })
    app.register(needsDb)
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED)
  })

  it('checks the Fastify version range of plugin metadata against the 5.x API level', async () => {
    app = createCore()
    const forV4 = Object.assign(async () => {}, {
      [Symbol.for('plugin-meta')]: { name: 'old', fastify: '4.x' }
    })
    app.register(forV4)
    await expect(app.ready()).rejects.toBeInstanceOf(errorCodes.FST_ERR_PLUGIN_VERSION_MISMATCH)
    // the level is the Fastify release the behaviour is compared with: ranges of recent 5.12 patches load
    const recent = createCore()
    recent.register(
      Object.assign(async () => {}, { [Symbol.for('plugin-meta')]: { name: 'recent', fastify: '>=5.12.5' } })
    )
    await recent.ready()
    await recent.close()
  })
})
