// register(): the plugin receives this instance's type, its options are checked, the instance comes back (awaitable).
import { describe, expectTypeOf, it } from 'vitest'
import capsule, {
  skipOverride,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
  type FastifyTypeProvider
} from '../../src/index.js'

interface DbOptions {
  url: string
  pool?: number
}

describe('register', () => {
  it('checks options against the plugin type, interfaces included', async () => {
    const db: FastifyPluginAsync<DbOptions> = async (instance, options) => {
      expectTypeOf(options.url).toEqualTypeOf<string>()
      void instance
    }
    const app = capsule()
    await app.register(db, { url: 'postgres://', pool: 2, prefix: '/db' })
    app.register(db, (parent) => ({ url: parent.prefix }))
    // @ts-expect-error url is required
    app.register(db, { pool: 2 })
    // @ts-expect-error the options are required
    app.register(db)
    // @ts-expect-error pool is a number
    app.register(db, { url: 'x', pool: 'many' })
  })

  it('types inline plugins and their options', () => {
    const app = capsule()
    app.register(
      async (child, options) => {
        expectTypeOf(child).toEqualTypeOf<typeof app>()
        expectTypeOf(options.mode).toEqualTypeOf<string>()
      },
      { mode: 'x' }
    )
    app.register((child, _options, done) => {
      child.get('/', async () => 'x')
      done()
    })
  })

  it('returns the instance, awaitable, for chaining and after()', async () => {
    const app = capsule()
    const plugin: FastifyPluginCallback = (_instance, _options, done) => done()
    // awaiting resolves to the instance, no longer awaitable (at run time its `then` is gone once booted)
    const registered = await app.register(plugin)
    expectTypeOf(registered).toMatchTypeOf<FastifyInstance>()
    expectTypeOf(registered).not.toHaveProperty('then')
    app
      .register(plugin)
      .register(plugin)
      .after((error) => {
        expectTypeOf(error).toEqualTypeOf<Error | null>()
      })
    await app.after()
    expectTypeOf(await app.ready()).toMatchTypeOf<FastifyInstance>()
    // the instance capsule() returns is awaitable, as Fastify types it
    expectTypeOf(app).toMatchTypeOf<PromiseLike<FastifyInstance>>()
    app.then((instance) => expectTypeOf(instance).toMatchTypeOf<FastifyInstance>())
  })

  it('loads a module namespace or a promise of one', async () => {
    const app = capsule()
    const module = Promise.resolve({ default: (async () => {}) as FastifyPluginAsync })
    await app.register(module)
  })

  it('registers a plugin typed for another type provider', async () => {
    interface Other extends FastifyTypeProvider {
      readonly validator: 'other'
      readonly serializer: unknown
    }
    const typed = capsule().withTypeProvider<Other>()
    const plugin: FastifyPluginAsync<{ a?: number }, FastifyInstance['server'], Other> = async (instance) => {
      instance.post('/', { schema: { body: {} } }, async (request) => {
        expectTypeOf(request.body).toEqualTypeOf<'other'>()
      })
    }
    await typed.register(plugin)
    await capsule().register(plugin, { a: 1 })
  })

  it('reads FastifyPluginOptions as any object', () => {
    const app = capsule()
    const routes = async (instance: FastifyInstance, options: FastifyPluginOptions): Promise<void> => {
      void instance
      void options
    }
    app.register(routes)
    app.register(routes, { prefix: '/v1' })
  })

  it('keeps skipOverride metadata out of the way', () => {
    const app = capsule()
    const meta = skipOverride(async () => {}, { name: 'meta', fastify: '5.x', dependencies: ['other'] })
    app.register(meta)
  })
})
