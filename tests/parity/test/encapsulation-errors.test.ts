// Errors for something that is not visible in a context because of encapsulation: the same application on real
// Fastify and on Capsule fails with the same code; Capsule's message starts with Fastify's and goes on to say where
// the missing plugin or decorator does exist and what to change.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import { frameworks, type App, type FrameworkName } from '../src/frameworks.js'

// Capsule's messages name the line of this file that registered the plugin or declared the decorator: the calls
// carry markers (`// at:name`), and `call` is the method name whose column V8 reports
const file = fileURLToPath(import.meta.url)
const lines = readFileSync(file, 'utf8').split('\n')
function place(marker: string, call: string): string {
  const index = lines.findIndex((line) => line.endsWith(`// at:${marker}`))
  if (index === -1) throw new Error(`no marker ${marker}`)
  // a marker alone on its line names the line above (the formatter moves a comment that follows an opening brace)
  const at = lines[index]!.trim().startsWith('//') ? index - 1 : index
  return `${relative(process.cwd(), file)}:${at + 1}:${lines[at]!.indexOf(`${call}(`) + 1}`
}
const registeredAt = (marker: string): string => ` (registered at ${place(marker, 'register')})`

interface Failure {
  readonly code: unknown
  readonly message: string
}

/** Builds the application, then readies it (or listens, for the late-registration cases) and returns the error. */
async function failureOn(
  framework: FrameworkName,
  build: (app: App) => void | Promise<void>,
  start?: (app: App) => Promise<unknown>
): Promise<Failure> {
  const app = frameworks[framework]()
  try {
    if (start !== undefined) await start(app)
    await build(app)
    await app.ready()
  } catch (error) {
    return { code: (error as { code?: unknown }).code, message: (error as Error).message }
  } finally {
    await app.close()
  }
  throw new Error(`${framework}: the application started, an error was expected`)
}

/** The same application on both frameworks: Fastify's failure and Capsule's, after checking the codes match. */
async function bothFail(
  build: (app: App) => void | Promise<void>,
  start?: (app: App) => Promise<unknown>
): Promise<{ fastify: Failure; capsule: Failure }> {
  const fastify = await failureOn('fastify', build, start)
  const capsule = await failureOn('capsule', build, start)
  expect(capsule.code).toBe(fastify.code)
  return { fastify, capsule }
}

const listen = (app: App): Promise<string> => app.listen({ port: 0, host: '127.0.0.1' })

// Fastify's late-registration message has a first sentence naming Fastify ("Fastify instance is already
// listening."); the sentence after it says what was refused, and Capsule's message keeps that one
const refusal = (message: string): string => message.slice(message.indexOf('. ') + 2)

describe('encapsulation errors say where the missing thing is and what to do', () => {
  it('plugin dependencies: the plugin is registered in a sibling context (FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function database(instance) {
        // at:database
        instance.register(fp(async () => undefined, { name: 'db' }))
      })
      app.register(fp(async () => undefined, { name: 'routes', dependencies: ['db'] }))
    })
    expect(fastify.code).toBe('FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED')
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toBe(
      "The dependency 'db' of plugin 'routes' is not registered. Plugin 'db' exists in sibling context " +
        `'database -> db'${registeredAt('database')}; it is encapsulated there: wrap 'database' with fastify-plugin, or register it in ` +
        "a parent of 'routes'."
    )
  })

  it('plugin dependencies: registered nowhere, the message says to register it first', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(fp(async () => undefined, { name: 'routes', dependencies: ['db'] }))
    })
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toContain("Register 'db' before 'routes'.")
    expect(capsule.message).not.toContain('encapsulated')
  })

  it('plugin decorators: the decorator is declared in a sibling context (FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      // a fastify-plugin plugin inside an encapsulated one: its decorator lands in 'scope', not in the root
      app.register(async function scope(instance) {
        // at:scope
        instance.register(fp(async (inner) => void inner.decorate('db', 1), { name: 'db-plugin' }))
      })
      app.register(fp(async () => undefined, { name: 'routes', decorators: { fastify: ['db'] } }))
    })
    expect(fastify.code).toBe('FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE')
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toContain(
      `Decorator 'db' exists in sibling context 'scope -> db-plugin'${registeredAt('scope')}; it is encapsulated ` +
        "there: wrap 'scope' " +
        "with fastify-plugin, or register it in a parent of 'routes'."
    )
  })

  it('plugin decorators: the exact message for a decorator of a sibling plugin', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function dbPlugin(instance) {
        // at:exact-db
        instance.decorate('db', { query: () => [] })
      })
      app.register(fp(async () => undefined, { name: 'routes', decorators: { fastify: ['db'] } }))
    })
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toBe(
      "The decorator 'db' required by 'routes' is not present in Fastify. Decorator 'db' exists in sibling " +
        `context 'dbPlugin'${registeredAt('exact-db')}; it is encapsulated there: wrap that plugin with fastify-plugin, or register it in ` +
        "a parent of 'routes'."
    )
  })

  it('plugin decorators: a request decorator declared in a cousin context', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function auth(instance) {
        // at:cousin-auth
        instance.decorateRequest('user', null)
      })
      app.register(async function api(instance) {
        instance.register(fp(async () => undefined, { name: 'users', decorators: { request: ['user'] } }))
      })
    })
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toBe(
      "The decorator 'user' required by 'users' is not present in Request. Request decorator 'user' exists in " +
        `context 'auth'${registeredAt('cousin-auth')}; it is encapsulated there: wrap that plugin with fastify-plugin, or register it in a ` +
        "parent of 'users'."
    )
  })

  it('getDecorator(): the decorator is declared in a sibling context (FST_ERR_DEC_UNDECLARED)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function dbPlugin(instance) {
        // at:undeclared-db
        instance.decorate('db', { query: () => [] })
      })
      app.register(async function routes(instance) {
        instance.getDecorator('db')
      })
    })
    expect(fastify.code).toBe('FST_ERR_DEC_UNDECLARED')
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toBe(
      `No decorator 'db' has been declared on instance. Decorator 'db' exists in sibling context 'dbPlugin'` +
        `${registeredAt('undeclared-db')}; ` +
        "it is encapsulated there: wrap that plugin with fastify-plugin, or declare it in 'routes' or a parent " +
        'of it.'
    )
  })

  it('getDecorator(): a decorator of a child plugin, asked for on the parent', async () => {
    const { fastify, capsule } = await bothFail(async (app) => {
      await app.register(async function dbPlugin(instance) {
        // at:child-db
        instance.decorate('db', 1)
      })
      app.getDecorator('db')
    })
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toContain(
      `exists in child context 'dbPlugin'${registeredAt('child-db')}; it is encapsulated there: wrap that plugin with fastify-plugin, or ` +
        'declare it in the root context.'
    )
  })

  it('getDecorator(): declared nowhere, the message says how to declare it', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.getDecorator('db')
    })
    expect(capsule.message).toBe(
      `${fastify.message} Declare it with decorate('db', value) in the root context before calling getDecorator().`
    )
  })

  it('decorator dependencies: the dependency is declared in a sibling context (FST_ERR_DEC_MISSING_DEPENDENCY)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function dbPlugin(instance) {
        // at:dependency-db
        instance.decorate('db', { query: () => [] })
      })
      app.register(async function routes(instance) {
        instance.decorate('users', { list: () => [] }, ['db'])
      })
    })
    expect(fastify.code).toBe('FST_ERR_DEC_MISSING_DEPENDENCY')
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toBe(
      `The decorator is missing dependency 'db'. 'db' exists in sibling context 'dbPlugin'` +
        `${registeredAt('dependency-db')}; it is encapsulated ` +
        "there: wrap that plugin with fastify-plugin, or declare it in 'routes' or a parent of it before 'users'."
    )
  })

  it('request decorator dependencies: declared nowhere, the message names the decorator that needs it', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.decorateRequest('permissions', null, ['user'])
    })
    expect(capsule.message).toBe(
      `${fastify.message} Declare 'user' before 'permissions', in the root context.`
    )
  })

  it('a decorator declared twice: the message names the context of the first (FST_ERR_DEC_ALREADY_PRESENT)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(async function dbPlugin(instance) {
        instance.decorate('db', 1) // at:first-db
        instance.decorate('db', 2)
      })
    })
    expect(fastify.code).toBe('FST_ERR_DEC_ALREADY_PRESENT')
    expect(capsule.message).toBe(
      `${fastify.message} It was first declared at ${place('first-db', 'decorate')} in 'dbPlugin', this same context: give one of them another ` +
        'name, or declare the second one in an encapsulated plugin (not wrapped with fastify-plugin) to shadow ' +
        'it there.'
    )
  })

  it('a decorator declared by two fastify-plugin plugins: both land in the root context', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.register(fp(async (instance) => void instance.decorate('db', 1), { name: 'db-a' })) // at:db-a
      app.register(fp(async (instance) => void instance.decorate('db', 2), { name: 'db-b' }))
    })
    expect(capsule.message.startsWith(fastify.message)).toBe(true)
    expect(capsule.message).toContain(
      `It was first declared at ${place('db-a', 'decorate')} in the root context, this same context`
    )
  })

  it('a request value decorator of a parent, declared again below it', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.decorateRequest('user', null)
      app.register(async function auth(instance) {
        instance.decorateRequest('user', null)
      })
    })
    expect(capsule.message).toBe(
      `${fastify.message} It was declared as a value in the root context, and a value decorator is set on every ` +
        'request below it: give this one another name, or declare the first one with a { getter, setter }.'
    )
  })

  it('a route added after listen(): what was late and what to do (FST_ERR_INSTANCE_ALREADY_LISTENING)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.get('/late', async () => 'late') // at:late-route
    }, listen)
    expect(fastify.code).toBe('FST_ERR_INSTANCE_ALREADY_LISTENING')
    expect(refusal(fastify.message)).toBe('Cannot add route!')
    expect(capsule.message).toBe(
      `Capsule instance is already started. Cannot add route! The route GET:/late at ${place('late-route', 'get')} ` +
        'was added after ready() or listen(): add it before the instance starts, in a plugin or before awaiting ' +
        'ready().'
    )
  })

  it('a hook added after listen() (FST_ERR_INSTANCE_ALREADY_LISTENING)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.addHook('onRequest', async () => undefined) // at:late-hook
    }, listen)
    expect(capsule.message).toContain(refusal(fastify.message))
    expect(capsule.message).toContain(
      `addHook() at ${place('late-hook', 'addHook')} was called after ready() or listen(): call it before the ` +
        'instance starts, in a plugin or before awaiting ready().'
    )
  })

  it('a decorator added after listen() (FST_ERR_DEC_AFTER_START)', async () => {
    const { fastify, capsule } = await bothFail((app) => {
      app.decorateReply('late', 1) // at:late-decorator
    }, listen)
    expect(fastify.code).toBe('FST_ERR_DEC_AFTER_START')
    expect(capsule.message).toBe(
      `${fastify.message} decorateReply() at ${place('late-decorator', 'decorateReply')} was called after ` +
        'ready() or listen(): call it before the instance starts, in a plugin or before awaiting ready().'
    )
  })

  it('a content-type parser added after listen() (FST_ERR_CTP_INSTANCE_ALREADY_STARTED)', async () => {
    const { capsule } = await bothFail((app) => {
      app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body)) // at:late-parser
    }, listen)
    expect(capsule.message).toMatch(
      /^Cannot call "addContentTypeParser" when the instance is already started! /
    )
    expect(capsule.message).toContain(
      `addContentTypeParser() at ${place('late-parser', 'addContentTypeParser')} was called after ready() or listen()`
    )
  })

  it('Fastify refuses a decorator added after ready() only once listening; Capsule refuses it at ready()', async () => {
    // Fastify's instance counts as started from listen(); Capsule's from ready(), when decorators are fixed
    const real = frameworks.fastify()
    await real.ready()
    expect(() => real.decorate('late', 1)).not.toThrow()
    await real.close()
    const capsule = await failureOn(
      'capsule',
      (app) => {
        app.decorate('late', 1) // at:late-decorate
      },
      async (app) => {
        await app.ready()
      }
    )
    expect(capsule.code).toBe('FST_ERR_DEC_AFTER_START')
    expect(capsule.message).toContain(
      `decorate() at ${place('late-decorate', 'decorate')} was called after ready() or listen()`
    )
  })

  it('request.getDecorator() of an undeclared name: the same code and Capsule says where to declare it', async () => {
    const answers = await Promise.all(
      (['fastify', 'capsule'] as const).map(async (framework) => {
        const app = frameworks[framework]()
        app.get('/', async (request) => request.getDecorator('user'))
        const response = await app.inject('/')
        await app.close()
        return response.json<{ code: string; message: string }>()
      })
    )
    const [fastify, capsule] = answers as [
      { code: string; message: string },
      { code: string; message: string }
    ]
    expect(capsule.code).toBe(fastify.code)
    expect(capsule.message).toBe(
      `${fastify.message} Declare it with decorateRequest('user', value) in the plugin that registers this ` +
        'route, or in a parent of it.'
    )
  })
})
