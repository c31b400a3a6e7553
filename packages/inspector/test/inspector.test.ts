import diagnostics from 'node:diagnostics_channel'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import capsule, { type FastifyInstance } from '@capsule/server'
import fp from 'fastify-plugin'
import realFastify from 'fastify-real'
import { afterEach, describe, expect, it } from 'vitest'
import inspector, { errorCodes, type RecordedRequest, type RequestSegment } from '../src/index.js'

// registrations below carry markers (`// at:name`); a source must name the marker's line of this file
const file = fileURLToPath(import.meta.url)
const lines = readFileSync(file, 'utf8').split('\n')
const at = (marker: string) => {
  const index = lines.findIndex((line) => line.endsWith(`// at:${marker}`))
  if (index === -1) throw new Error(`no marker ${marker}`)
  // a marker alone on its line names the line above (the formatter moves a comment after an opening brace)
  return lines[index]!.trim().startsWith('//') ? index : index + 1
}

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})
const make = () => {
  const app = capsule({ logger: false })
  apps.push(app)
  return app
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The application of most tests: hooks at three levels, a skip-override plugin, a route that fails. */
async function application(options: Parameters<typeof inspector>[1] = {}) {
  const app = make()
  await app.register(inspector, options)
  app.decorate('db', { ok: true })
  app.register(
    fp(async function auth(instance) {
      instance.addHook('onRequest', async function authenticate() {
        // at:authenticate
        await pause(2)
      })
    })
  )
  app.register(
    async function api(child) {
      child.addHook('preHandler', function loadUser(_request, _reply, done) {
        // at:loadUser
        setTimeout(done, 1)
      })
      child.post(
        // at:createUser
        '/users/:id',
        {
          schema: {
            params: { type: 'object', properties: { id: { type: 'integer' } } },
            body: { type: 'object', properties: { name: { type: 'string' } } }
          },
          // a route's own hooks are added where the route is
          onSend: async function stamp(_request, reply) {
            reply.header('x-stamp', '1')
          }
        },
        async function createUser(request) {
          await pause(1)
          return { id: (request.params as { id: number }).id, ...(request.body as object) }
        }
      )
      child.get('/boom', async function boom() {
        throw new Error('database unreachable')
      })
    },
    { prefix: '/api' }
  )
  await app.ready()
  return app
}

async function recorded(app: FastifyInstance, after = 0): Promise<RecordedRequest[]> {
  const response = await app.inject(`/_capsule/api/requests?after=${after}`)
  expect(response.statusCode).toBe(200)
  return response.json<{ requests: RecordedRequest[] }>().requests
}

const describeSegment = (segment: RequestSegment) =>
  [segment.kind, segment.phase, segment.name, segment.context, segment.source && segment.source.line].join(
    ' '
  )

describe('the waterfall of the last requests', () => {
  it('lists each hook, the handler and the work between phases in the order they ran, with their sources', async () => {
    const app = await application()
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/7',
      payload: { name: 'Ada' }
    })
    expect(response.statusCode).toBe(200)
    const [request] = await recorded(app)
    expect(request).toMatchObject({
      id: 1,
      method: 'POST',
      url: '/api/users/7',
      route: '/api/users/:id',
      statusCode: 200,
      body: null,
      payload: null
    })
    expect(request!.segments.map(describeSegment)).toEqual([
      `hook onRequest authenticate root ${at('authenticate')}`,
      'parsing  parsing  ',
      'validation  validation  ',
      `hook preHandler loadUser root > api ${at('loadUser')}`,
      `handler  createUser root > api ${at('createUser')}`,
      'serialization  serialization  ',
      `hook onSend stamp root > api ${at('createUser')}`,
      'response  response  '
    ])
    for (const segment of request!.segments) if (segment.source) expect(segment.source.file).toBe(file)
    // the bars follow each other within the request's time, and the waits the hooks made show
    const ends = request!.segments.map((s) => s.offset + s.duration)
    expect(Math.max(...ends)).toBeLessThanOrEqual(request!.duration + 1e-6)
    const authenticate = request!.segments[0]!
    expect(authenticate.duration).toBeGreaterThanOrEqual(1.5)
    expect(request!.startedAt).toBeGreaterThan(Date.now() - 60_000)
  })

  it('shows the not-found handler, a failing handler with its message, and hooks that fail', async () => {
    const app = make()
    await app.register(inspector)
    app.addHook('preValidation', async function guard(request) {
      // at:guard
      if (request.url === '/guarded') throw Object.assign(new Error('no entry'), { statusCode: 403 })
    })
    app.get('/guarded', async () => 'never')
    app.get('/boom', async function boom() {
      throw new Error('database unreachable')
    })
    await app.ready()
    expect((await app.inject('/nowhere')).statusCode).toBe(404)
    expect((await app.inject('/boom')).statusCode).toBe(500)
    expect((await app.inject('/guarded')).statusCode).toBe(403)
    const [missing, boom, guarded] = await recorded(app)
    expect(missing).toMatchObject({ route: null, statusCode: 404 })
    expect(missing!.segments.map((s) => s.kind)).toContain('not-found handler')
    expect(missing!.segments.map((s) => s.kind)).not.toContain('handler')
    expect(boom!.segments.find((s) => s.kind === 'handler')).toMatchObject({
      name: 'boom',
      error: 'database unreachable'
    })
    expect(guarded!.segments.find((s) => s.name === 'guard')).toMatchObject({
      phase: 'preValidation',
      error: 'no entry',
      source: { file, line: at('guard') }
    })
  })

  it('keeps the last `requests` requests, the oldest first, and gives those after an id', async () => {
    const app = make()
    await app.register(inspector, { requests: 2 })
    app.get('/n/:n', async () => 'ok')
    await app.ready()
    for (const n of [1, 2, 3]) await app.inject(`/n/${n}`)
    expect((await recorded(app)).map((r) => [r.id, r.url])).toEqual([
      [2, '/n/2'],
      [3, '/n/3']
    ])
    expect((await recorded(app, 2)).map((r) => r.id)).toEqual([3])
  })

  it("does not list its own pages' requests", async () => {
    const app = make()
    await app.register(inspector)
    await app.ready()
    await app.inject('/_capsule')
    await app.inject('/_capsule/api/application')
    expect(await recorded(app)).toEqual([])
  })

  it('records requests over a real socket, with the time to write the response', async () => {
    const app = make()
    await app.register(inspector)
    app.get('/', async function hello() {
      return { hello: 'world' }
    })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    expect(await (await fetch(`${address}/?page=2`)).json()).toEqual({ hello: 'world' })
    const [request] = await recorded(app)
    expect(request).toMatchObject({ url: '/?page=…', route: '/', statusCode: 200 })
    expect(request!.headers['host']).toBe('…')
    expect(request!.segments.map((s) => s.kind)).toEqual([
      'parsing',
      'validation',
      'handler',
      'serialization',
      'response'
    ])
  })
})

describe('what the page never shows', () => {
  const secrets = {
    authorization: 'Bearer secret-token',
    'proxy-authorization': 'Basic c2VjcmV0',
    cookie: 'session=secret-cookie',
    'x-tenant': 'acme'
  }

  it('shows header names, no value, no query value and no body by default', async () => {
    const app = await application()
    await app.inject({
      method: 'POST',
      url: '/api/users/1?token=abc&flag',
      headers: secrets,
      payload: { name: 'Ada' }
    })
    const [request] = await recorded(app)
    expect(request!.url).toBe('/api/users/1?token=…&flag')
    expect(request!.headers).toMatchObject({
      authorization: '[hidden]',
      'proxy-authorization': '[hidden]',
      cookie: '[hidden]',
      'x-tenant': '…'
    })
    expect(request).toMatchObject({ body: null, payload: null })
    expect(JSON.stringify(request)).not.toMatch(/secret|c2VjcmV0|acme|abc|Ada/)
  })

  it('shows the values it is told to, never authorization or cookie ones', async () => {
    const app = await application({ headerValues: true, queryValues: true, bodies: true })
    await app.inject({
      method: 'POST',
      url: '/api/users/1?token=abc',
      headers: secrets,
      payload: { name: 'Ada' }
    })
    const [request] = await recorded(app)
    expect(request).toMatchObject({
      url: '/api/users/1?token=abc',
      body: '{"name":"Ada"}',
      payload: '{"id":1,"name":"Ada"}'
    })
    expect(request!.headers).toMatchObject({
      authorization: '[hidden]',
      cookie: '[hidden]',
      'x-tenant': 'acme'
    })
    expect(JSON.stringify(request)).not.toMatch(/secret|c2VjcmV0/)
  })

  it('shows the values of the headers named in a list', async () => {
    const app = await application({ headerValues: ['X-Tenant', 'authorization'] })
    await app.inject({ url: '/api/boom', headers: { ...secrets, 'x-other': 'nope' } })
    const [request] = await recorded(app)
    expect(request!.headers).toMatchObject({ 'x-tenant': 'acme', 'x-other': '…', authorization: '[hidden]' })
  })
})

describe('the pages', () => {
  it('serves the page, its script and its style under the prefix, none cached', async () => {
    const app = make()
    await app.register(inspector, { prefix: '/debug/inspector' })
    await app.ready()
    const page = await app.inject('/debug/inspector')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<script src="/debug/inspector/inspector.js" defer></script>')
    expect(page.body).toContain('data-prefix="/debug/inspector"')
    const script = await app.inject('/debug/inspector/inspector.js')
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(() => new Function(script.body)).not.toThrow()
    expect((await app.inject('/debug/inspector/inspector.css')).headers['content-type']).toBe(
      'text/css; charset=utf-8'
    )
    expect((await app.inject('/_capsule')).statusCode).toBe(404)
  })

  it("gives the application's tree, its own context included, and explains a route", async () => {
    const app = await application()
    const tree = await app.inject('/_capsule/api/application')
    const body = tree.json()
    expect(body).toMatchObject({ cwd: process.cwd(), requests: 50 })
    // the names of its own hooks, which the page hides unless asked: every one is in the tree
    expect(body.ownHooks).toEqual([
      'inspectorOnRequest',
      'inspectorPreParsing',
      'inspectorPreValidation',
      'inspectorPreHandler',
      'inspectorPreSerialization',
      'inspectorOnSend',
      'inspectorOnResponse',
      'inspectorOnClose'
    ])
    const rootHooks = Object.values(body.inspection.root.hooks as Record<string, Array<{ name: string }>>)
    expect(rootHooks.flat().map((hook) => hook.name)).toEqual(expect.arrayContaining(body.ownHooks))
    expect(body.inspection).toEqual(JSON.parse(JSON.stringify(app.inspect())))
    const names = body.inspection.root.children.map((c: { name: string; prefix: string }) => [
      c.name,
      c.prefix
    ])
    expect(names).toEqual([
      ['capsuleInspectorPages', '/_capsule'],
      ['api', '/api']
    ])
    const explained = await app.inject('/_capsule/api/explain?method=post&url=/api/users/3')
    expect(explained.statusCode).toBe(200)
    const expected = app.explain('POST', '/api/users/3')
    expect(explained.json()).toEqual({
      explanation: JSON.parse(JSON.stringify(expected)),
      text: expected.toString()
    })
  })

  it('explains with constraints, and answers 400 with what to fix otherwise', async () => {
    const app = make()
    await app.register(inspector)
    app.get('/v', { constraints: { version: '1.2.0' } }, async () => 'one')
    await app.ready()
    const versioned = await app.inject(
      `/_capsule/api/explain?method=GET&url=/v&constraints=${encodeURIComponent('{"version":"1.x"}')}`
    )
    expect(versioned.json().explanation.route).toMatchObject({
      kind: 'route',
      constraints: { version: '1.2.0' }
    })
    const bad = await app.inject('/_capsule/api/explain?method=GET&url=v')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain("a URL that starts with '/'")
    const json = await app.inject('/_capsule/api/explain?method=GET&url=/v&constraints=%7Bnope')
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toContain('constraints must be a JSON object')
  })

  it('is protected by the hooks the application adds and by its own `hooks` option', async () => {
    const app = make()
    await app.register(inspector, {
      hooks: {
        onRequest: async (request, reply) => {
          if (request.headers['x-inspector'] !== 'let-me-in') await reply.code(401).send({ message: 'no' })
        }
      }
    })
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-blocked'] === '1') await reply.code(403).send({ message: 'blocked' })
    })
    app.get('/open', async () => 'open')
    await app.ready()
    expect((await app.inject('/_capsule')).statusCode).toBe(401)
    expect((await app.inject({ url: '/_capsule', headers: { 'x-inspector': 'let-me-in' } })).statusCode).toBe(
      200
    )
    expect(
      (await app.inject({ url: '/_capsule', headers: { 'x-inspector': 'let-me-in', 'x-blocked': '1' } }))
        .statusCode
    ).toBe(403)
    // the option's hooks guard the inspector's routes only
    expect((await app.inject('/open')).statusCode).toBe(200)
  })
})

describe('registering it', () => {
  it('refuses when NODE_ENV is production, unless allowProduction', async () => {
    const before = process.env['NODE_ENV']
    process.env['NODE_ENV'] = 'production'
    try {
      const app = make()
      await expect(app.register(inspector)).rejects.toMatchObject({
        code: 'CPS_ERR_INSPECTOR_IN_PRODUCTION',
        message: expect.stringContaining('allowProduction: true')
      })
      expect(errorCodes.CPS_ERR_INSPECTOR_IN_PRODUCTION).toBeTypeOf('function')
      const allowed = make()
      await allowed.register(inspector, { allowProduction: true })
      await allowed.ready()
      expect((await allowed.inject('/_capsule')).statusCode).toBe(200)
    } finally {
      process.env['NODE_ENV'] = before
    }
  })

  it.each([
    [{ prefix: 'nope' }, "'prefix' must be a path that starts with '/'"],
    [{ prefix: '/trailing/' }, "'prefix' must be a path that starts with '/'"],
    [{ requests: 0 }, "'requests' must be a whole number from 1 to 1000"],
    [{ headerValues: 'all' }, "'headerValues' must be true, false or a list"],
    [{ bodies: 'yes' }, "'bodies' must be true or false"],
    [{ hooks: { onSend: () => {} } }, "'hooks' takes onRequest and preHandler"]
  ])('refuses an option of the wrong kind: %j', async (options, message) => {
    const app = make()
    await expect(app.register(inspector, options as never)).rejects.toMatchObject({
      code: 'CPS_ERR_INSPECTOR_INVALID_OPTION',
      message: expect.stringContaining(message)
    })
  })

  it('refuses real Fastify, and says how to alias it to Capsule', async () => {
    const app = realFastify({ logger: false })
    await expect(app.register(inspector as never)).rejects.toMatchObject({
      code: 'CPS_ERR_INSPECTOR_NOT_CAPSULE',
      message: expect.stringContaining('"fastify": "npm:@capsule/server@^0.1.0"')
    })
    await app.close()
  })

  it('stops listening to the tracing channels when the application closes', async () => {
    const start = diagnostics.channel('tracing:capsule.request.hook:start')
    const app = make()
    await app.register(inspector)
    await app.ready()
    expect(start.hasSubscribers).toBe(true)
    await app.close()
    expect(start.hasSubscribers).toBe(false)
    // an application built then traces nothing: its hooks are its own functions
    const plain = make()
    plain.addHook('onRequest', async function mine() {})
    plain.get('/', async () => 'ok')
    await plain.ready()
    expect(plain.printRoutes({ includeHooks: true })).toContain('mine')
    expect((await plain.inject('/')).statusCode).toBe(200)
  })
})
