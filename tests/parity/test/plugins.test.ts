// Plugin loading: the order register(), after() and ready() callbacks run in, plugin timeouts, plugin errors and
// where they surface, plugin options, fastify-plugin's metadata checks and what register() accepts.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify-real'
import { scenarios } from '../src/define.js'

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error
  return (error as { code?: unknown }).code ?? (error as Error).message
}

/** What ready() settled with: 'ready', or the error's code. */
async function readyOutcome(app: FastifyInstance): Promise<unknown> {
  return app.ready().then(() => 'ready', codeOf)
}

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

scenarios('plugins', [
  // ---- loading order ----
  {
    name: 'register, after and ready: depth first, in registration order',
    async run(make, t) {
      const app = make()
      app.register(async function a(instance) {
        t.trace('a')
        instance.register(async function a1() {
          t.trace('a1')
        })
        instance.after(() => t.trace('a after a1'))
        instance.register(async function a2() {
          t.trace('a2')
        })
      })
      app.after(() => t.trace('after a'))
      app.register(async function b() {
        t.trace('b')
      })
      app.ready(() => t.trace('ready callback'))
      t.trace('sync end')
      await app.ready()
      t.trace('ready resolved')
    }
  },
  {
    name: 'await register() inside a plugin loads it before the next line',
    async run(make, t) {
      const app = make()
      app.register(async (instance) => {
        t.trace('outer start')
        await instance.register(async (inner) => {
          t.trace('inner')
          inner.decorate('innerValue', 1)
        })
        t.trace('outer after await')
        instance.register(async () => t.trace('queued'))
        t.trace('outer end')
      })
      await app.ready()
    }
  },
  {
    name: 'await app.register() at the top level resolves with the instance, plugins loaded',
    async run(make, t) {
      const app = make()
      const resolved = await app.register(
        fp(async (instance) => {
          t.trace('plugin')
          instance.decorate('db', 'pool')
        })
      )
      t.observe('resolved is app', resolved === app)
      t.observe('db', app.hasDecorator('db'))
      app.register(async () => t.trace('second'))
      await app.ready()
    }
  },
  {
    name: 'callback plugins and done(): the next plugin waits for done',
    async run(make, t) {
      const app = make()
      const slow: FastifyPluginCallback = (_instance, _options, done) => {
        t.trace('slow start')
        setImmediate(() => {
          t.trace('slow done')
          done()
        })
      }
      app.register(slow)
      app.register(async () => t.trace('next'))
      await app.ready()
    }
  },
  {
    name: 'after() inside a plugin, nested registers, and an after() per level',
    async run(make, t) {
      const app = make()
      app.register(async (one) => {
        one.register(async (two) => {
          two.register(async () => t.trace('three'))
          two.after(() => t.trace('after three'))
          t.trace('two')
        })
        one.after(() => t.trace('after two'))
        t.trace('one')
      })
      app.after(() => t.trace('after one'))
      await app.ready()
    }
  },
  {
    name: 'plugin-level ready() callbacks run after everything has loaded, before onReady',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async () => t.trace('onReady'))
      app.register(async (child) => {
        child.ready(() => t.trace('child ready'))
        child.register(async () => t.trace('grandchild'))
      })
      app.register(async () => t.trace('sibling'))
      await app.ready()
    }
  },
  {
    name: 'onRegister hooks: called for encapsulated plugins with their options, not for fastify-plugin ones',
    async run(make, t) {
      const app = make()
      app.addHook('onRegister', (instance, options) => {
        t.trace('onRegister', instance.prefix, options)
      })
      app.register(async function encapsulated() {}, { prefix: '/a', extra: 1 } as never)
      app.register(fp(async function shared() {}))
      await app.ready()
    }
  },

  // ---- timeouts ----
  {
    name: 'a callback plugin that never calls done: FST_ERR_PLUGIN_TIMEOUT',
    options: { pluginTimeout: 50 },
    async run(make, t) {
      const app = make()
      app.register(function stuck(_instance, _options, _done) {
        t.trace('stuck')
      } as FastifyPluginCallback)
      app.register(async () => t.trace('after stuck'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an async plugin that never settles: FST_ERR_PLUGIN_TIMEOUT',
    options: { pluginTimeout: 50 },
    async run(make, t) {
      const app = make()
      app.register(async function forever() {
        await new Promise(() => undefined)
      })
      const error = await app.ready().then(
        () => null,
        (reason: unknown) => reason
      )
      t.observe('code', codeOf(error))
      t.observe('is error', error instanceof Error)
    }
  },
  {
    name: 'the timeout error reaches an after(err) callback',
    options: { pluginTimeout: 50 },
    differs: [{ path: 'trace', guide: '#plugin-loading-errors-have-fst-err-codes' }],
    async run(make, t) {
      const app = make()
      app.register(function stuck(_instance, _options, _done) {} as FastifyPluginCallback)
      app.after((error) => {
        t.trace('after', codeOf(error))
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'a slow plugin within pluginTimeout loads',
    options: { pluginTimeout: 2000 },
    async run(make, t) {
      const app = make()
      app.register(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        t.trace('slow loaded')
      })
      t.observe('ready', await readyOutcome(app))
    }
  },

  // ---- errors ----
  {
    name: 'a plugin that throws synchronously: ready() rejects with its error, later plugins do not load',
    // Fastify's ready() waits for the plugin timeout
    options: { pluginTimeout: 200 },
    differs: [
      { path: 'uncaught', guide: '#errors-that-fastify-lets-escape' },
      { path: 'observed.ready', guide: '#errors-that-fastify-lets-escape' }
    ],
    async run(make, t) {
      const app = make()
      app.register(function broken() {
        throw coded('missing config', 'E_CONFIG')
      } as unknown as FastifyPluginCallback)
      app.register(async () => t.trace('later'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an async plugin that rejects: ready() rejects with its error',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('db down', 'E_DB')
      })
      app.register(async () => t.trace('later'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'a callback plugin that calls done(error)',
    async run(make, t) {
      const app = make()
      app.register((_instance, _options, done) => {
        done(coded('bad', 'E_BAD'))
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an after(err) callback receives a plugin error and handles it: ready() resolves',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('optional cache failed', 'E_CACHE')
      })
      app.after((error) => {
        t.trace('after', codeOf(error))
      })
      app.register(async () => t.trace('later'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an after(err, done) callback that passes the error on: ready() rejects',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('fatal', 'E_FATAL')
      })
      app.after(((error: Error | null, done: (error?: Error | null) => void) => {
        t.trace('after', codeOf(error))
        done(error)
      }) as never)
      app.register(async () => t.trace('later'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an after() callback that throws: ready() rejects',
    options: { pluginTimeout: 200 },
    differs: [
      { path: 'uncaught', guide: '#errors-that-fastify-lets-escape' },
      { path: 'observed.ready', guide: '#errors-that-fastify-lets-escape' }
    ],
    async run(make, t) {
      const app = make()
      app.register(async () => t.trace('plugin'))
      app.after(() => {
        throw coded('after failed', 'E_AFTER')
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an after() without a parameter does not see the error; the error reaches ready()',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('lost?', 'E_LOST')
      })
      app.after(() => t.trace('after ()'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'an error in a nested plugin reaches the parent plugin\u2019s after(err)',
    async run(make, t) {
      const app = make()
      app.register(async (parent) => {
        parent.register(async () => {
          throw coded('nested', 'E_NESTED')
        })
        parent.after((error) => t.trace('parent after', codeOf(error)))
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'await after() rejects with a plugin error',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('x', 'E_X')
      })
      t.observe('after', await app.after().then(() => 'resolved', codeOf))
    }
  },
  {
    name: 'await register() of a failing plugin inside a plugin rejects there',
    async run(make, t) {
      const app = make()
      app.register(async (instance) => {
        try {
          await instance.register(async () => {
            throw coded('inner', 'E_INNER')
          })
          t.trace('no error')
        } catch (error) {
          t.trace('caught', codeOf(error))
        }
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'ready(callback) receives a plugin error',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw coded('boom', 'E_BOOM')
      })
      const error = await new Promise((resolve) => app.ready((err) => resolve(err)))
      t.observe('error', codeOf(error))
    }
  },

  // ---- options ----
  {
    name: 'plugin options given as an object: the plugin receives them',
    async run(make, t) {
      const app = make()
      const given = { url: 'postgres://db', pool: { max: 5 } }
      app.register(async (_instance, options) => {
        t.observe('options', options)
        t.observe('same object', options === (given as unknown))
      }, given)
      await app.ready()
    }
  },
  {
    name: 'plugin options with prefix and logLevel: what the plugin sees',
    async run(make, t) {
      const app = make()
      app.register(
        async (instance, options) => {
          t.observe('options', options)
          t.observe('prefix', instance.prefix)
        },
        { prefix: '/v1', logLevel: 'warn', custom: true } as never
      )
      await app.ready()
    }
  },
  {
    name: 'plugin options given as a function: called with the parent instance, its result is the options',
    async run(make, t) {
      const app = make()
      app.decorate('config', { url: 'redis://cache' })
      app.register(
        async (_instance, options) => {
          t.observe('options', options)
        },
        ((parent: FastifyInstance & { config: { url: string } }) => {
          t.trace('options function', parent === app)
          return { url: parent.config.url }
        }) as never
      )
      await app.ready()
    }
  },
  {
    name: 'plugin options given as a function see decorators of plugins loaded before',
    async run(make, t) {
      const app = make()
      app.register(
        fp(async (instance) => {
          instance.decorate('secret', 's3cr3t')
        })
      )
      app.register(
        async (_instance, options) => {
          t.observe('options', options)
        },
        ((parent: FastifyInstance & { secret?: string }) => ({ secret: parent.secret })) as never
      )
      await app.ready()
    }
  },
  {
    name: 'no options: the plugin receives an empty object',
    async run(make, t) {
      const app = make()
      app.register(async (_instance, options) => {
        t.observe('options', options)
      })
      await app.ready()
    }
  },

  // ---- fastify-plugin metadata ----
  {
    name: 'fastify-plugin name: hasPlugin, pluginName and the decorators it shares',
    async run(make, t) {
      const app = make()
      app.register(
        fp(
          async (instance) => {
            instance.decorate('db', 'pool')
            t.observe('inside name', instance.pluginName.split(' -> ').slice(1))
          },
          { name: 'db-plugin' }
        )
      )
      app.register(async function consumer(instance) {
        t.observe('consumer sees it', instance.hasPlugin('db-plugin'))
      })
      await app.ready()
      t.observe('hasPlugin', app.hasPlugin('db-plugin'))
      t.observe('db', app.hasDecorator('db'))
    }
  },
  {
    name: 'fastify-plugin with a fastify version range that excludes 5: FST_ERR_PLUGIN_VERSION_MISMATCH',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => t.trace('loaded'), { fastify: '4.x', name: 'old-plugin' }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin with a fastify 5 range loads',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => t.trace('loaded'), { fastify: '5.x', name: 'new-plugin' }))
      app.register(fp(async () => t.trace('loaded >=5'), { fastify: '>=5.0.0' }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin dependencies missing: FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => t.trace('loaded'), { name: 'needs-db', dependencies: ['db-plugin'] }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin dependencies present: loads',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => t.trace('db'), { name: 'db-plugin' }))
      app.register(fp(async () => t.trace('user'), { name: 'user', dependencies: ['db-plugin'] }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin decorator dependencies missing: FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE',
    async run(make, t) {
      const app = make()
      app.register(
        fp(async () => t.trace('loaded'), {
          name: 'needs-decorators',
          decorators: { fastify: ['db'], request: ['user'] }
        })
      )
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin decorator dependencies present: loads',
    async run(make, t) {
      const app = make()
      app.decorate('db', {})
      app.decorateRequest('user', null)
      app.register(
        fp(async () => t.trace('loaded'), {
          decorators: { fastify: ['db'], request: ['user'] }
        })
      )
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'fastify-plugin with encapsulate: true keeps its decorators inside',
    async run(make, t) {
      const app = make()
      app.register(
        fp(
          async (instance) => {
            instance.decorate('inner', 1)
          },
          { name: 'encapsulated-fp', encapsulate: true }
        )
      )
      await app.ready()
      t.observe('inner', app.hasDecorator('inner'))
      t.observe('hasPlugin', app.hasPlugin('encapsulated-fp'))
    }
  },

  // ---- what register() accepts ----
  {
    name: 'register(a non-function): FST_ERR_PLUGIN_NOT_VALID',
    differs: [{ path: 'observed', guide: '#plugin-loading-errors-have-fst-err-codes' }],
    async run(make, t) {
      for (const value of ['plugin', 42, null, {}, { default: 'x' }]) {
        const app = make()
        const outcome = await Promise.resolve()
          .then(() => app.register(value as never))
          .then(() => app.ready())
          .then(() => 'ready', codeOf)
        t.observe(JSON.stringify(value), outcome)
      }
    }
  },
  {
    name: 'register({ default: plugin }): an ES module namespace',
    async run(make, t) {
      const app = make()
      const plugin: FastifyPluginAsync = async (instance) => {
        t.trace('default export loaded')
        instance.decorate('fromModule', true)
      }
      app.register({ default: plugin } as never)
      app.register({
        default: fp(async (instance: FastifyInstance) => {
          instance.decorate('shared', 1)
        })
      } as never)
      await app.ready()
      t.observe('fromModule (encapsulated)', app.hasDecorator('fromModule'))
      t.observe('shared (fastify-plugin)', app.hasDecorator('shared'))
    }
  },
  {
    name: 'register(import()): a promise of a module',
    async run(make, t) {
      const app = make()
      const module = Promise.resolve({
        default: fp(async (instance) => {
          t.trace('imported')
          instance.decorate('imported', true)
        })
      })
      app.register(module as never)
      app.register(async () => t.trace('after import'))
      await app.ready()
      t.observe('imported', app.hasDecorator('imported'))
    }
  },
  {
    name: 'register after ready(): refused with a code',
    differs: [{ path: 'observed.register', guide: '#plugin-loading-errors-have-fst-err-codes' }],
    async run(make, t) {
      const app = make()
      await app.ready()
      const outcome = await Promise.resolve()
        .then(() => app.register(async () => t.trace('late plugin')))
        .then(() => 'accepted', codeOf)
      t.observe('register', outcome)
    }
  },
  {
    name: 'an async plugin declared with three parameters: FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER',
    async run(make, t) {
      const app = make()
      app.register((async (_instance: unknown, _options: unknown, done: () => void) => {
        t.trace('loaded')
        done()
      }) as never)
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'the same plugin registered twice loads twice, each encapsulated',
    async run(make, t) {
      const app = make()
      let count = 0
      const plugin: FastifyPluginAsync = async (instance) => {
        count++
        instance.decorate('n', count)
        t.trace('load', count)
      }
      app.register(plugin)
      app.register(plugin)
      await app.ready()
      t.observe('count', count)
    }
  },
  {
    name: 'a plugin marked with skip-override by hand shares its context',
    async run(make, t) {
      const app = make()
      const plugin = async (instance: FastifyInstance): Promise<void> => {
        instance.decorate('manual', true)
      }
      ;(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true
      app.register(plugin)
      await app.ready()
      t.observe('manual', app.hasDecorator('manual'))
    }
  }
])
