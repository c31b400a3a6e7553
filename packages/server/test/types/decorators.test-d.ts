// Typed decorators without declaration merging: decorate(), decorateRequest() and decorateReply() extend the
// instance's type; a skip-override plugin carries what it decorates to its parent's type; an encapsulated one does not.
import { describe, expectTypeOf, it } from 'vitest'
import capsule, { skipOverride, type FastifyInstance } from '../../src/index.js'

interface User {
  id: string
  role: 'admin' | 'user'
}

describe('decorate, decorateRequest, decorateReply', () => {
  it('extend the instance type, and what handlers and hooks receive', () => {
    const app = capsule()
      .decorate('config', { port: 3000 })
      .decorate('greet', function (name: string) {
        return `${this.prefix}${name}`
      })
      .decorate('uptime', {
        getter() {
          return this.version.length
        }
      })
      .decorateRequest('user', null as User | null)
      .decorateRequest('isAdmin', function () {
        return this.user?.role === 'admin'
      })
      .decorateReply('ok', function () {
        return this.code(200)
      })
    expectTypeOf(app.config.port).toEqualTypeOf<number>()
    expectTypeOf(app.greet('x')).toEqualTypeOf<string>()
    expectTypeOf(app.uptime).toEqualTypeOf<number>()
    app.get('/', async function (request, reply) {
      expectTypeOf(this.config.port).toEqualTypeOf<number>()
      expectTypeOf(request.user).toEqualTypeOf<User | null>()
      expectTypeOf(request.isAdmin()).toEqualTypeOf<boolean>()
      return reply.ok().send('fine')
    })
    app.addHook('preHandler', async function (request, reply) {
      expectTypeOf(this.config).toEqualTypeOf<{ port: number }>()
      expectTypeOf(request.user).toEqualTypeOf<User | null>()
      expectTypeOf(reply.ok).toBeFunction()
    })
    app.get(
      '/route-hook',
      {
        onRequest: async (request) => {
          expectTypeOf(request.user).toEqualTypeOf<User | null>()
        }
      },
      async () => 'x'
    )
  })

  it('check a second decoration of a name against the first', () => {
    const app = capsule().decorate('count', 1)
    // @ts-expect-error count is a number
    app.decorate('count', 'two')
    // an explicit type argument, Fastify's form, adds nothing to the type but checks the value
    capsule().decorate<number>('limit', 10)
    // @ts-expect-error the value is not a number
    capsule().decorate<number>('limit', 'ten')
  })

  it('typed getDecorator reads what the type says', () => {
    const app = capsule().decorate('db', { url: 'x' })
    expectTypeOf(app.getDecorator('db')).toEqualTypeOf<{ url: string }>()
    expectTypeOf(app.getDecorator<number>('anything')).toEqualTypeOf<number>()
  })
})

describe('plugins carry their decorations', () => {
  it('a skip-override plugin that returns the instance it decorated extends the parent type', async () => {
    const db = { query: async (sql: string): Promise<unknown[]> => [sql] }
    const app = await capsule().register(
      skipOverride(async (instance) =>
        instance.decorate('db', db).decorateRequest('user', null as User | null)
      )
    )
    expectTypeOf(app.db).toEqualTypeOf<typeof db>()
    app.get('/', async function (request) {
      expectTypeOf(request.user).toEqualTypeOf<User | null>()
      return this.db.query('select 1')
    })
    // children inherit what the ancestors have
    app.register(async (child) => {
      expectTypeOf(child.db).toEqualTypeOf<typeof db>()
      child.get('/child', async (request) => request.user?.id)
    })
  })

  it('an encapsulated plugin keeps its decorations to itself', async () => {
    const app = await capsule().register(async (instance) => instance.decorate('secret', 42))
    // @ts-expect-error decorated inside an encapsulated plugin: not on the parent
    void app.secret
    const wrapped = await capsule().register(
      skipOverride(async (instance) => instance.decorate('open', 1), { encapsulate: true })
    )
    // @ts-expect-error encapsulate: true keeps the plugin encapsulated
    void wrapped.open
  })

  it('a plugin written apart types its instance and can be registered anywhere', async () => {
    const plugin = skipOverride(async (instance: FastifyInstance) => instance.decorate('version2', '2'))
    const app = await capsule().register(plugin)
    expectTypeOf(app.version2).toEqualTypeOf<string>()
    const unannotated = skipOverride(async (instance) => {
      expectTypeOf(instance).toEqualTypeOf<FastifyInstance>()
    })
    await capsule().register(unannotated)
  })
})
