import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import { afterEach, describe, expect, it } from 'vitest'
import capsule, { errorCodes, type FastifyInstance } from '../src/index.js'

// the registrations below carry markers (`// at:name`); a source location must name the marker's line of this file
const file = fileURLToPath(import.meta.url)
const lines = readFileSync(file, 'utf8').split('\n')
const at = (marker: string) => {
  const index = lines.findIndex((line) => line.endsWith(`// at:${marker}`))
  if (index === -1) throw new Error(`no marker ${marker}`)
  // a marker alone on its line names the line above (the formatter moves a comment after an opening parenthesis)
  return { file, line: lines[index]!.trim().startsWith('//') ? index : index + 1 }
}
const place = (source: { file: string; line: number } | null) =>
  source === null ? null : { file: source.file, line: source.line }

let app: FastifyInstance
afterEach(() => app?.close())

/** Nested contexts: a skip-override plugin at the root, an encapsulated `api` with a prefix and an `users` inside. */
async function nested(): Promise<FastifyInstance> {
  app = capsule({ logger: false })
  app.decorate('db', { ok: true }) // at:db
  app.addHook('onRequest', async function rootHook() {}) // at:rootHook
  app.addSchema({ $id: 'user', type: 'object', properties: { id: { type: 'string' } } }) // at:schema
  app.register(
    // at:dbPlugin
    fp(
      async function dbPlugin(instance) {
        instance.decorateRequest('user', null) // at:userDecorator
        instance.addHook('preHandler', async function fromSkipOverride() {}) // at:skipHook
      },
      { name: 'db-plugin' }
    )
  )
  app.register(
    // at:api
    async function api(api) {
      api.setErrorHandler(async function apiErrors(error) {
        // at:apiErrors
        return error
      })
      api.addHook('preHandler', async function auth() {}) // at:auth
      api.decorate('db', { ok: 'shadowed' }) // at:shadow
      api.register(
        // at:users
        async function users(users) {
          users.get(
            // at:route
            '/users/:id',
            {
              schema: { response: { 200: { $ref: 'user#' } } },
              preHandler: [async function routeOwn() {}],
              errorHandler: async function routeErrors(error) {
                return error
              }
            },
            async () => ({ id: '1' })
          )
        },
        { prefix: '/v1' }
      )
      api.setNotFoundHandler(async function apiMissing() {
        // at:apiMissing
        return 'missing'
      })
    },
    { prefix: '/api' }
  )
  await app.ready()
  return app
}

describe('explain()', () => {
  it('names the route, its params, and the contexts from the root, each registered where the test says', async () => {
    await nested()
    const explained = app.explain('get', '/api/v1/users/42')
    expect(explained.route).toMatchObject({
      kind: 'route',
      method: 'GET',
      pattern: '/api/v1/users/:id',
      params: { id: '42' },
      context: 'root > api > users'
    })
    expect(place(explained.route.source)).toEqual({ file, line: at('route').line })
    expect(explained.contexts.map((c) => [c.name, c.path, c.prefix])).toEqual([
      ['root', 'root', ''],
      ['api', 'root > api', '/api'],
      ['users', 'root > api > users', '/api/v1']
    ])
    expect(explained.contexts[0]!.skipOverride.map((p) => [p.name, place(p.source)])).toEqual([
      ['db-plugin', { file, line: at('dbPlugin').line }]
    ])
    expect(place(explained.contexts[1]!.source)).toEqual({ file, line: at('api').line })
    expect(place(explained.contexts[2]!.source)).toEqual({ file, line: at('users').line })
  })

  it("lists each phase's hooks in run order, the skip-override plugin's and the route option's included", async () => {
    await nested()
    const { hooks } = app.explain('GET', '/api/v1/users/42')
    expect(hooks.onRequest.map((h) => [h.name, h.context, h.level, place(h.source)])).toEqual([
      ['rootHook', 'root', 'context', at('rootHook')]
    ])
    expect(hooks.preHandler.map((h) => [h.name, h.context, h.level])).toEqual([
      ['fromSkipOverride', 'root', 'context'],
      ['auth', 'root > api', 'context'],
      ['routeOwn', 'root > api > users', 'route']
    ])
    expect(place(hooks.preHandler[0]!.source)).toEqual(at('skipHook'))
    expect(place(hooks.preHandler[1]!.source)).toEqual(at('auth'))
    expect(hooks.onSend).toEqual([])
  })

  it('says which error handlers an error climbs, the shared schemas and the visible decorators', async () => {
    await nested()
    const explained = app.explain('GET', '/api/v1/users/42')
    expect(explained.errorHandlers.map((h) => [h.name, h.level, h.context, h.builtin])).toEqual([
      ['routeErrors', 'route', 'root > api > users', false],
      ['apiErrors', 'context', 'root > api', false],
      [explained.errorHandlers[2]!.name, 'context', 'root', true]
    ])
    expect(place(explained.errorHandlers[1]!.source)).toEqual(at('apiErrors'))
    expect(explained.schemas.shared.map((s) => [s.id, s.context, place(s.source)])).toEqual([
      ['user', 'root', at('schema')]
    ])
    // api's own `db` shadows the root's
    expect(explained.decorators.instance.map((d) => [d.name, d.context, place(d.source)])).toEqual([
      ['db', 'root > api', at('shadow')]
    ])
    expect(explained.decorators.request.map((d) => [d.name, d.context, place(d.source)])).toEqual([
      ['user', 'root', at('userDecorator')]
    ])
    expect(explained.validatorCompiler).toMatchObject({ name: 'default', builtin: true })
    expect(explained.parsers.map((p) => [p.mediaType, p.builtin])).toEqual([
      ['application/json', true],
      ['text/plain', true]
    ])
    expect(explained.bodyLimit).toBe(1048576)
  })

  it("explains a 404 by the not-found handler of the prefix, and a sibling sees none of api's pieces", async () => {
    await nested()
    const missing = app.explain('GET', '/api/nothing')
    expect(missing.route).toMatchObject({ kind: 'notFound', pattern: '/api', context: 'root > api' })
    expect(place(missing.route.source)).toEqual(at('apiMissing'))
    expect(missing.hooks.preHandler.map((h) => h.name)).toEqual(['fromSkipOverride', 'auth'])
    const outside = app.explain('GET', '/elsewhere')
    expect(outside.route).toMatchObject({ kind: 'notFound', pattern: '/', context: 'root' })
    expect(outside.route.source).toBeNull()
    expect(outside.hooks.preHandler.map((h) => h.name)).toEqual(['fromSkipOverride'])
    expect(outside.decorators.instance.map((d) => d.context)).toEqual(['root'])
  })

  it('is plain data for JSON, and readable text with String()', async () => {
    await nested()
    const explained = app.explain('GET', '/api/v1/users/42')
    const data = JSON.parse(JSON.stringify(explained)) as Record<string, unknown>
    expect(Object.keys(data)).toEqual([
      'method',
      'url',
      'route',
      'contexts',
      'hooks',
      'bodyLimit',
      'parsers',
      'validatorCompiler',
      'serializerCompiler',
      'schemas',
      'errorHandlers',
      'decorators'
    ])
    const text = String(explained)
    expect(text.split('\n')[0]).toBe(
      `GET /api/v1/users/42 → route GET /api/v1/users/:id (root > api > users, test/explain.test.ts:${at('route').line}:17)`
    )
    expect(text).toContain(`    auth: root > api, test/explain.test.ts:${at('auth').line}:`)
    expect(text).toContain('    routeOwn (route option): root > api > users')
    expect(text).toContain('    + db-plugin (skip-override), registered at test/explain.test.ts:')
  })

  it('routes by the constraints headers give (host, version), and by given constraints', async () => {
    app = capsule({ logger: false })
    app.get('/c', { constraints: { version: '1.2.0' } }, async () => 'v1') // at:v1
    app.get('/c', { constraints: { host: 'admin.example' } }, async () => 'admin') // at:admin
    app.get('/c', async () => 'plain') // at:plain
    await app.ready()
    const byVersion = app.explain('GET', '/c', { headers: { 'Accept-Version': '1.x' } })
    expect(byVersion.route.constraints).toEqual({ version: '1.2.0' })
    expect(place(byVersion.route.source)).toEqual(at('v1'))
    const byHost = app.explain('GET', '/c', { headers: { host: 'admin.example' } })
    expect(place(byHost.route.source)).toEqual(at('admin'))
    expect(place(app.explain('GET', '/c').route.source)).toEqual(at('plain'))
    const given = app.explain('GET', '/c', { constraints: { host: 'admin.example' } })
    expect(place(given.route.source)).toEqual(at('admin'))
  })

  it('needs the values of an asynchronous constraint, which it cannot derive', async () => {
    app = capsule({ logger: false })
    const tenants = new Map<string, unknown>()
    app.addConstraintStrategy({
      name: 'tenant',
      storage: () => ({
        get: (value: string) => tenants.get(value) ?? null,
        set: (value: string, store: unknown) => void tenants.set(value, store)
      }),
      deriveConstraint: (
        req: { headers: Record<string, unknown> },
        _ctx: unknown,
        done: (e: Error | null, v?: unknown) => void
      ) => done(null, req.headers['x-tenant']),
      mustMatchWhenDerived: false
    } as never)
    app.get('/t', { constraints: { tenant: 'acme' } }, async () => 'acme') // at:acme
    await app.ready()
    expect(() => app.explain('GET', '/t')).toThrow(errorCodes.CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT)
    const explained = app.explain('GET', '/t', { constraints: { tenant: 'acme' } })
    expect(place(explained.route.source)).toEqual(at('acme'))
    // the application still routes by the strategy
    expect((await app.inject({ url: '/t', headers: { 'x-tenant': 'acme' } })).body).toBe('acme')
  })

  it("explains the HEAD route made for a GET by the GET route, with Capsule's own onSend", async () => {
    app = capsule({ logger: false })
    app.get('/h', async () => 'x') // at:get
    await app.ready()
    const head = app.explain('HEAD', '/h')
    expect(head.route).toMatchObject({ kind: 'route', method: 'HEAD', pattern: '/h' })
    expect(place(head.route.source)).toEqual(at('get'))
    expect(head.hooks.onSend.map((h) => [h.level, h.builtin])).toEqual([['route', true]])
  })

  it('is refused before ready(), with what to do', async () => {
    app = capsule({ logger: false })
    app.get('/', async () => 'x')
    expect(() => app.explain('GET', '/')).toThrow(errorCodes.CPS_ERR_EXPLAIN_NOT_READY)
    expect(() => app.explain('GET', '/')).toThrow(/after `await app.ready\(\)`/)
  })

  it('yields the name to an application that decorates `explain` itself, as a Fastify app may', async () => {
    app = capsule({ logger: false })
    expect(app.hasDecorator('explain')).toBe(false)
    app.decorate('explain', 'mine')
    expect((app as unknown as { explain: unknown }).explain).toBe('mine')
  })
})
