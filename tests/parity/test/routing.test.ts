import fc from 'fast-check'
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify-real'
import { scenarios } from '../src/define.js'
import type { AllowedDifference } from '../src/scenario.js'

const refusedGuide = '#requests-the-router-refuses-are-answered-by-the-error-handler'

// the answers to requests the router refuses have the error handler's shape (body and content-type)
function refused(...indexes: number[]): AllowedDifference[] {
  return indexes.flatMap((index) => [
    { path: `answers[${index}].body`, guide: refusedGuide },
    { path: `answers[${index}].headers.content-type`, guide: refusedGuide }
  ])
}

// what a handler can tell about the request it received
function seen(request: FastifyRequest): Record<string, unknown> {
  return { url: request.url, params: request.params, query: request.query, route: request.routeOptions.url }
}

scenarios('routing', [
  {
    name: 'several parameters',
    setup(app) {
      app.get('/users/:userId/posts/:postId', async (request) => seen(request))
      app.get('/users/:userId', async (request) => seen(request))
    },
    requests: [
      { url: '/users/7/posts/42' },
      { url: '/users/7' },
      { url: '/users/7/posts' },
      { url: '/users/%C3%A9t%C3%A9/posts/a%20b' },
      { url: '/users//posts/1' }
    ]
  },
  {
    name: 'an optional last parameter',
    setup(app) {
      app.get('/opt/:id?', async (request) => seen(request))
    },
    requests: [{ url: '/opt' }, { url: '/opt/' }, { url: '/opt/5' }, { url: '/opt/5/6' }]
  },
  {
    name: 'regular-expression parameters',
    setup(app) {
      app.get('/file/:id(^\\d+)', async (request) => ({ digits: request.params }))
      app.get('/file/:name', async (request) => ({ any: request.params }))
      app.get('/img/:name(^\\w+).png', async (request) => request.params)
    },
    requests: [
      { url: '/file/12' },
      { url: '/file/ab' },
      { url: '/file/12a' },
      { url: '/img/logo.png' },
      { url: '/img/logo.gif' },
      { url: '/img/lo-go.png' }
    ]
  },
  {
    name: 'several parameters in one segment',
    setup(app) {
      app.get('/near/:lat-:lng/radius/:r', async (request) => request.params)
      app.get('/at/:hour(^\\d{2})h:minute(^\\d{2})m', async (request) => request.params)
      app.get('/range/:from.:to', async (request) => request.params)
    },
    requests: [
      { url: '/near/12-34/radius/5' },
      { url: '/near/12/radius/5' },
      { url: '/at/09h45m' },
      { url: '/at/9h45m' },
      { url: '/range/a.b' },
      { url: '/range/a.b.c' }
    ]
  },
  {
    name: 'wildcards',
    setup(app) {
      app.get('/static/*', async (request) => request.params)
      app.get('/static/fixed', async () => 'fixed')
      app.get('*', async (request) => ({ root: request.params }))
    },
    requests: [
      { url: '/static/a/b/c.js' },
      { url: '/static/' },
      { url: '/static' },
      { url: '/static/fixed' },
      { url: '/elsewhere/x?y=1' },
      { url: '/static/%2e%2e/secret' }
    ]
  },
  {
    name: 'a version constraint',
    setup(app) {
      app.get('/v', { constraints: { version: '1.2.0' } }, async () => 'v1.2.0')
      app.get('/v', { constraints: { version: '2.0.1' } }, async () => 'v2.0.1')
      app.get('/v', async () => 'unversioned')
    },
    requests: [
      { url: '/v' },
      { url: '/v', headers: { 'accept-version': '1.x' } },
      { url: '/v', headers: { 'accept-version': '2' } },
      { url: '/v', headers: { 'accept-version': '1.2.0' } },
      { url: '/v', headers: { 'accept-version': '3.x' } },
      { url: '/v', headers: { 'accept-version': '*' } }
    ]
  },
  {
    name: 'a version constraint without an unversioned route',
    setup(app) {
      app.route({
        method: 'GET',
        url: '/only',
        constraints: { version: '1.0.0' },
        handler: async (request) => ({ version: request.routeOptions.version ?? null })
      })
      app.get('/plain', async (request) => ({ version: request.routeOptions.version ?? null }))
      app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ version: request.routeOptions.version ?? null })
      )
    },
    requests: [
      { url: '/only' },
      { url: '/only', headers: { 'accept-version': '1.x' } },
      { url: '/only', headers: { 'accept-version': '1.0.0' } },
      { url: '/plain' },
      { url: '/plain', headers: { 'accept-version': '1.x' } },
      { url: '/nowhere', headers: { 'accept-version': '9' } }
    ]
  },
  {
    name: 'routeOptions.version without versioned routes',
    setup(app) {
      app.get('/plain', async (request) => ({
        version: request.routeOptions.version ?? null,
        keys: Object.keys(request.routeOptions)
      }))
    },
    requests: [{ url: '/plain', headers: { 'accept-version': '1.x' } }]
  },
  {
    name: 'a host constraint',
    setup(app) {
      app.get('/', { constraints: { host: 'api.example.com' } }, async () => 'api')
      app.get('/', { constraints: { host: /^.+\.tenant\.test$/ } }, async (request) => request.hostname)
      app.get('/', async () => 'any host')
    },
    requests: [
      { url: '/', headers: { host: 'api.example.com' } },
      { url: '/', headers: { host: 'acme.tenant.test' } },
      { url: '/', headers: { host: 'API.EXAMPLE.COM' } },
      { url: '/', headers: { host: 'api.example.com:8080' } },
      { url: '/', headers: { host: 'other.example.com' } }
    ],
    via: ['inject']
  },
  {
    name: 'trailing slashes by default',
    setup(app) {
      app.get('/foo', async () => 'foo')
      app.get('/bar/', async () => 'bar/')
    },
    requests: [{ url: '/foo' }, { url: '/foo/' }, { url: '/bar' }, { url: '/bar/' }]
  },
  {
    name: 'ignoreTrailingSlash',
    options: { ignoreTrailingSlash: true },
    setup(app) {
      app.get('/foo', async (request) => request.url)
      app.get('/bar/', async (request) => request.url)
      app.register(async (child) => child.get('/', async () => 'prefixed root'), { prefix: '/p' })
    },
    requests: [{ url: '/foo/' }, { url: '/bar' }, { url: '/p' }, { url: '/p/' }, { url: '/foo//' }],
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'ignoreDuplicateSlashes',
    options: { ignoreDuplicateSlashes: true },
    setup(app) {
      app.get('/a/b', async (request) => ({ url: request.url }))
      app.get('/p/:id', async (request) => request.params)
    },
    requests: [{ url: '//a///b' }, { url: '/a//b' }, { url: '/p//x' }, { url: '/a/b/' }],
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'caseSensitive false',
    options: { caseSensitive: false },
    setup(app) {
      app.get('/Users/:Name', async (request) => ({ params: request.params, url: request.url }))
      app.get('/files/*', async (request) => request.params)
    },
    requests: [
      { url: '/users/Alice' },
      { url: '/USERS/BoB' },
      { url: '/Files/A/B.TXT' },
      { url: '/users/%C3%89mile' }
    ],
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'routerOptions',
    options: {
      routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false }
    },
    setup(app) {
      app.get('/Mixed/Path', async (request) => request.url)
    },
    requests: [{ url: '/mixed/path/' }, { url: '//MIXED//path' }, { url: '/mixed' }]
  },
  {
    name: 'routerOptions win over the same top-level options',
    options: { ignoreTrailingSlash: false, routerOptions: { ignoreTrailingSlash: true } },
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: [{ url: '/x/' }],
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'prefixes, nested, and the root route under a prefix',
    setup(app) {
      app.register(
        async (api) => {
          api.get('/', async (request) => ({ at: 'api root', route: request.routeOptions.url }))
          api.get('/items', async (request) => request.routeOptions.url)
          api.register(
            async (v1) => {
              v1.get('/', async (request) => request.routeOptions.url)
              v1.get('/things/:id', async (request) => ({
                route: request.routeOptions.url,
                ...(request.params as object)
              }))
            },
            { prefix: '/v1' }
          )
        },
        { prefix: '/api' }
      )
    },
    requests: [
      { url: '/api' },
      { url: '/api/' },
      { url: '/api/items' },
      { url: '/api/v1' },
      { url: '/api/v1/' },
      { url: '/api/v1/things/3' },
      { url: '/api//' }
    ]
  },
  {
    name: 'prefixTrailingSlash',
    setup(app) {
      app.register(
        async (child) => {
          child.get('/', { prefixTrailingSlash: 'slash' }, async () => 'slash only')
        },
        { prefix: '/s' }
      )
      app.register(
        async (child) => {
          child.get('/', { prefixTrailingSlash: 'no-slash' }, async () => 'no slash only')
        },
        { prefix: '/n' }
      )
      app.register(
        async (child) => {
          child.get('', async () => 'empty path')
        },
        { prefix: '/e' }
      )
    },
    requests: [{ url: '/s' }, { url: '/s/' }, { url: '/n' }, { url: '/n/' }, { url: '/e' }, { url: '/e/' }]
  },
  {
    name: 'a prefix ending in a slash',
    setup(app) {
      app.register(
        async (child) => {
          child.get('/x', async (request) => request.routeOptions.url)
          child.get('/', async (request) => request.routeOptions.url)
        },
        { prefix: '/slashed/' }
      )
    },
    requests: [{ url: '/slashed/x' }, { url: '/slashed//x' }, { url: '/slashed' }, { url: '/slashed/' }]
  },
  {
    name: 'route shorthand forms',
    setup(app) {
      app.get('/a', async () => 'handler only')
      app.get('/b', { config: { tag: 'b' } }, async (request) => request.routeOptions.config)
      app.get('/c', { handler: async () => 'handler in options' })
      app.post('/d', async (request) => ({ posted: request.body }))
      app.put('/d', async () => 'put')
      app.patch('/d', async () => 'patch')
      app.delete('/d', async () => 'delete')
      app.options('/d', async () => 'options')
      app.all('/all', async (request) => request.method)
    },
    requests: [
      { url: '/a' },
      { url: '/b' },
      { url: '/c' },
      { method: 'POST', url: '/d', payload: { x: 1 } },
      { method: 'PUT', url: '/d' },
      { method: 'PATCH', url: '/d' },
      { method: 'DELETE', url: '/d' },
      { method: 'OPTIONS', url: '/d' },
      { method: 'GET', url: '/all' },
      { method: 'DELETE', url: '/all' },
      { method: 'SEARCH', url: '/all' },
      { method: 'HEAD', url: '/all' }
    ]
  },
  {
    name: 'a handler given both ways is refused',
    async run(make, t) {
      const app = make()
      try {
        app.get('/x', { handler: async () => 'options' } as object, async () => 'argument')
        t.observe('accepted', true)
      } catch (error) {
        t.observe('error', error)
      }
      const outcome = await app.ready().then(
        () => 'ready',
        (error: unknown) => error
      )
      t.observe('ready', outcome)
    },
    differs: [{ path: 'observed.error.name', guide: '#framework-errors-are-named-capsuleerror' }]
  },
  {
    name: 'route() with several methods',
    setup(app) {
      app.route({
        method: ['GET', 'POST', 'DELETE'],
        url: '/multi',
        handler: async (request) => ({ method: request.method, route: request.routeOptions.method })
      })
    },
    requests: [
      { url: '/multi' },
      { method: 'POST', url: '/multi' },
      { method: 'DELETE', url: '/multi' },
      { method: 'PUT', url: '/multi' },
      { method: 'HEAD', url: '/multi' }
    ]
  },
  {
    name: 'HEAD routes made from GET routes',
    setup(app, t) {
      app.addHook('onRequest', async (request) => t.trace('onRequest', request.method))
      app.get('/json', async () => ({ hello: 'world' }))
      app.get('/text', async (request, reply) => reply.header('x-custom', 'yes').send('plain text'))
      app.get('/empty', async (request, reply) => reply.code(204).send())
      app.get('/not-modified', async (request, reply) => reply.code(304).send())
      app.get('/length', async (request, reply) => reply.header('content-length', '3').send('abc'))
    },
    requests: [
      { method: 'HEAD', url: '/json' },
      { method: 'HEAD', url: '/text' },
      { method: 'HEAD', url: '/empty' },
      { url: '/empty' },
      { method: 'HEAD', url: '/not-modified' },
      { method: 'HEAD', url: '/length' },
      { method: 'HEAD', url: '/missing' }
    ],
    differs: [
      {
        path: 'answers[2].headers.content-length',
        guide: '#answers-without-content'
      }
    ]
  },
  {
    name: 'exposeHeadRoutes false',
    options: { exposeHeadRoutes: false },
    setup(app) {
      app.get('/a', async () => 'a')
      app.get('/b', { exposeHeadRoute: true }, async () => 'b')
    },
    requests: [
      { method: 'HEAD', url: '/a' },
      { method: 'HEAD', url: '/b' }
    ]
  },
  {
    name: 'an explicit HEAD route',
    setup(app) {
      app.head('/before', async (request, reply) => reply.header('x-head', 'own').send())
      app.get('/before', async () => 'get')
      app.get('/after', async () => 'get')
      app.head('/after', async (request, reply) => reply.header('x-head', 'own').send())
    },
    requests: [{ method: 'HEAD', url: '/before' }, { method: 'HEAD', url: '/after' }, { url: '/after' }]
  },
  {
    name: 'a HEAD route added twice fails at startup',
    setup(app) {
      app.get('/x', { exposeHeadRoute: true }, async () => 'x')
      app.head('/x', async () => 'head')
    },
    requests: [{ method: 'HEAD', url: '/x' }]
  },
  {
    name: 'OPTIONS requests',
    setup(app) {
      app.get('/no-options', async () => 'get')
      app.options('/with-options', async (request, reply) => reply.header('allow', 'GET, OPTIONS').send())
      app.options('*', async () => 'catch-all options')
    },
    requests: [
      { method: 'OPTIONS', url: '/no-options' },
      { method: 'OPTIONS', url: '/with-options' },
      { method: 'OPTIONS', url: '*' }
    ]
  },
  {
    name: 'methods without routes and unknown methods',
    setup(app) {
      app.get('/x', async () => 'x')
      app.route({ method: 'PROPFIND', url: '/dav', handler: async () => 'propfind' })
    },
    requests: [
      { method: 'POST', url: '/x' },
      { method: 'PROPFIND', url: '/dav' },
      { method: 'MKCOL', url: '/dav' },
      { method: 'TRACE', url: '/x' },
      { method: 'CONNECT', url: '/x' }
    ],
    via: ['inject']
  },
  {
    name: 'method names of the prototype through inject',
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: [
      { method: 'constructor', url: '/x' },
      { method: '__proto__', url: '/x' },
      { method: 'toString', url: '/x' },
      { method: 'FOO', url: '/x' }
    ],
    via: ['inject']
  },
  {
    name: 'unknown methods on a socket',
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: [
      { method: 'FOO', url: '/x' },
      { method: 'PURGE', url: '/x' },
      { method: 'QUERY', url: '/x' }
    ],
    via: ['socket']
  },
  {
    name: 'a route for a method Fastify does not know',
    async run(make, t) {
      const app = make()
      try {
        app.route({ method: 'BREW', url: '/coffee', handler: async () => 'brewing' })
        t.observe('added', true)
      } catch (error) {
        t.observe('error', error)
      }
    },
    differs: [
      { path: 'observed.error.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'observed.error.message', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },
  {
    name: 'addHttpMethod',
    setup(app) {
      app.addHttpMethod('BREW')
      app.addHttpMethod('REPORT', { hasBody: true })
      app.route({ method: 'BREW', url: '/coffee', handler: async () => 'brewing' })
      app.route({ method: 'REPORT', url: '/r', handler: async (request) => ({ body: request.body ?? null }) })
    },
    requests: [
      { method: 'BREW', url: '/coffee' },
      { method: 'REPORT', url: '/r', payload: { a: 1 } }
    ],
    via: ['inject']
  },
  {
    name: 'maxParamLength',
    setup(app) {
      app.get('/p/:id', async (request) => request.params)
      app.get('/w/*', async () => 'wildcard')
    },
    requests: [
      { url: `/p/${'a'.repeat(100)}` },
      { url: `/p/${'a'.repeat(101)}` },
      { url: `/w/${'a'.repeat(500)}` },
      { url: `/p/${'%41'.repeat(40)}` }
    ],
    differs: refused(1)
  },
  {
    name: 'a smaller maxParamLength',
    options: { maxParamLength: 5 },
    setup(app) {
      app.get('/p/:id', async (request) => request.params)
      app.get('/q/:a-:b', async (request) => request.params)
    },
    requests: [{ url: '/p/12345' }, { url: '/p/123456' }, { url: '/q/123-45678' }, { url: '/q/1-123456' }],
    differs: [...refused(1, 3), { path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'a URL longer than the header limit',
    setup(app) {
      app.get('/p/:id', async (request) => request.params)
    },
    requests: [{ url: `/p/${'a'.repeat(20_000)}` }, { url: `/p/${'a'.repeat(8_000)}` }],
    via: ['socket'],
    differs: refused(1)
  },
  {
    name: 'bad percent-encoding',
    setup(app) {
      app.get('/p/:id', async (request) => request.params)
      app.get('/fixed%20name', async () => 'fixed')
      app.get('/w/*', async (request) => request.params)
    },
    requests: [
      { url: '/p/%zz' },
      { url: '/p/%' },
      { url: '/p/%E0%A4%A' },
      { url: '/p/%C0%AF' },
      { url: '/fixed%20name' },
      { url: '/fixed%2' },
      { url: '/w/%zz' },
      { url: '/p/ok?q=%zz' }
    ],
    differs: refused(0, 1, 2, 3, 5, 6)
  },
  {
    name: 'bad percent-encoding with hooks and an error handler',
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('onRequest'))
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend')
        return payload
      })
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.setErrorHandler(async (error, request, reply) => {
        t.trace('errorHandler', (error as { code?: string }).code)
        return reply.code(418).send({ handled: (error as { code?: string }).code })
      })
      app.get('/p/:id', async (request) => request.params)
    },
    requests: [{ url: '/p/%zz' }, { url: `/p/${'b'.repeat(101)}` }],
    differs: [
      { path: 'answers', guide: refusedGuide },
      { path: 'trace', guide: refusedGuide }
    ]
  },
  {
    name: 'frameworkErrors',
    options: (t) => ({
      frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        t.trace('frameworkErrors', error.code)
        reply.code(400).send({ custom: error.code, message: error.message })
      }
    }),
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('onRequest'))
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend')
        return payload
      })
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/p/:id', async (request) => request.params)
    },
    requests: [{ url: '/p/%zz' }, { url: `/p/${'c'.repeat(101)}` }, { url: '/p/fine' }]
  },
  {
    name: 'rewriteUrl',
    options: {
      rewriteUrl: (request: { url?: string | undefined }) =>
        request.url?.startsWith('/old/') === true
          ? request.url.replace('/old/', '/new/')
          : (request.url ?? '/')
    },
    setup(app, t) {
      app.addHook('onRequest', async (request) => t.trace('onRequest', request.url, request.originalUrl))
      app.get('/new/:page', async (request) => ({
        url: request.url,
        originalUrl: request.originalUrl,
        raw: request.raw.url,
        params: request.params
      }))
    },
    requests: [{ url: '/old/a?x=1' }, { url: '/new/b' }, { url: '/old/' }]
  },
  {
    name: 'hasRoute',
    async run(make, t) {
      const app = make()
      app.get('/users/:id', async () => 'user')
      app.get('/v', { constraints: { version: '1.0.0' } }, async () => 'v')
      app.register(async (child) => child.post('/inner', async () => 'inner'), { prefix: '/p' })
      await app.ready()
      t.observe('GET /users/:id', app.hasRoute({ method: 'GET', url: '/users/:id' }))
      t.observe('GET /users/:name', app.hasRoute({ method: 'GET', url: '/users/:name' }))
      t.observe('GET /users/1', app.hasRoute({ method: 'GET', url: '/users/1' }))
      t.observe('POST /users/:id', app.hasRoute({ method: 'POST', url: '/users/:id' }))
      t.observe('HEAD /users/:id', app.hasRoute({ method: 'HEAD', url: '/users/:id' }))
      t.observe('POST /p/inner', app.hasRoute({ method: 'POST', url: '/p/inner' }))
      t.observe('GET /v', app.hasRoute({ method: 'GET', url: '/v' }))
      t.observe('GET /v 1.0.0', app.hasRoute({ method: 'GET', url: '/v', constraints: { version: '1.0.0' } }))
      t.observe('get lower case', app.hasRoute({ method: 'get' as 'GET', url: '/users/:id' }))
    }
  },
  {
    name: 'findRoute',
    async run(make, t) {
      const app = make()
      app.get('/users/:id', { config: { tag: 'users' } }, async () => 'user')
      app.get('/static/*', async () => 'static')
      await app.ready()
      const pattern = app.findRoute({ method: 'GET', url: '/users/:id' })
      t.observe('pattern params', pattern?.params)
      t.observe('pattern keys', pattern === null ? null : Object.keys(pattern).sort())
      t.observe('concrete', app.findRoute({ method: 'GET', url: '/users/7' })?.params)
      t.observe('wildcard', app.findRoute({ method: 'GET', url: '/static/*' })?.params)
      t.observe('missing', app.findRoute({ method: 'GET', url: '/nope' }))
      t.observe('wrong method', app.findRoute({ method: 'PUT', url: '/users/:id' }))
    },
    differs: [{ path: 'observed.pattern keys', guide: '#what-capsule-adds' }]
  },
  {
    name: 'printRoutes',
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'root')
      app.get('/users/:id', async () => 'user')
      app.post('/users', async () => 'create')
      app.get('/users/:id/posts/*', async () => 'posts')
      app.register(async (child) => child.get('/health', async () => 'ok'), { prefix: '/api' })
      await app.ready()
      t.observe('tree', app.printRoutes())
      t.observe('common prefix off', app.printRoutes({ commonPrefix: false }))
      t.observe('GET only', app.printRoutes({ method: 'GET' }))
    }
  },
  {
    name: 'duplicate routes',
    setup(app) {
      app.get('/same', async () => 'first')
      app.get('/same', async () => 'second')
    },
    requests: [{ url: '/same' }]
  },
  {
    name: 'duplicate routes in two plugins under the same prefix',
    setup(app) {
      app.register(async (a) => a.get('/x', async () => 'a'), { prefix: '/p' })
      app.register(async (b) => b.get('/x', async () => 'b'), { prefix: '/p' })
    },
    requests: [{ url: '/p/x' }]
  },
  {
    name: 'the same path with different parameter names',
    setup(app) {
      app.get('/items/:id', async () => 'id')
      app.get('/items/:name', async () => 'name')
    },
    requests: [{ url: '/items/1' }]
  },
  {
    name: 'querystring parsing',
    setup(app) {
      app.get('/q', async (request) => ({ query: request.query, url: request.url }))
    },
    requests: [
      { url: '/q?a=1&b=2' },
      { url: '/q?a=1&a=2&a=3' },
      { url: '/q?a' },
      { url: '/q?=x&&b=' },
      { url: '/q?a%20b=c%20d&e=f+g' },
      { url: '/q?__proto__=x&constructor=y' },
      { url: '/q?a[b]=1&c.d=2' },
      { url: '/q?bad=%zz' },
      { url: '/q?x=1#fragment' },
      { url: '/q' }
    ]
  },
  {
    name: 'querystring with semicolons',
    // an option of find-my-way's that Fastify's types do not list
    options: {
      routerOptions: { useSemicolonDelimiter: true } as NonNullable<FastifyServerOptions['routerOptions']>
    },
    setup(app) {
      app.get('/q', async (request) => ({ query: request.query, url: request.url }))
    },
    requests: [{ url: '/q;a=1&b=2' }, { url: '/q?a=1;b=2' }]
  },
  {
    name: 'a custom querystringParser',
    options: {
      querystringParser: (text: string) => ({
        raw: text,
        keys: text.split('&').map((pair) => pair.split('=')[0])
      })
    },
    setup(app) {
      app.get('/q', async (request) => request.query)
    },
    requests: [{ url: '/q?b=1&a=2' }, { url: '/q' }, { url: '/q?' }],
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }]
  },
  {
    name: 'a querystringParser in routerOptions',
    options: {
      routerOptions: { querystringParser: (text: string) => ({ upper: text.toUpperCase() }) }
    },
    setup(app) {
      app.get('/q', async (request) => request.query)
    },
    requests: [{ url: '/q?a=b' }]
  },
  {
    name: 'a querystringParser that is not a function',
    async run(make, t) {
      try {
        make({ querystringParser: 'qs' as unknown as () => Record<string, unknown> })
        t.observe('created', true)
      } catch (error) {
        t.observe('error', error)
      }
    },
    differs: [{ path: 'observed.error.name', guide: '#framework-errors-are-named-capsuleerror' }]
  },
  {
    name: 'what a request tells about its route and origin',
    setup(app) {
      app.post(
        '/info/:id',
        { bodyLimit: 1000, config: { owner: 'team' }, logLevel: 'warn' },
        async (request) => ({
          params: request.params,
          query: request.query,
          url: request.url,
          originalUrl: request.originalUrl,
          method: request.method,
          host: request.host,
          hostname: request.hostname,
          port: request.port,
          protocol: request.protocol,
          ip: request.ip,
          ips: request.ips ?? null,
          is404: request.is404,
          routeOptions: {
            method: request.routeOptions.method,
            url: request.routeOptions.url,
            bodyLimit: request.routeOptions.bodyLimit,
            config: request.routeOptions.config,
            logLevel: request.routeOptions.logLevel,
            exposeHeadRoute: request.routeOptions.exposeHeadRoute,
            prefixTrailingSlash: request.routeOptions.prefixTrailingSlash,
            attachValidation: request.routeOptions.attachValidation,
            version: request.routeOptions.version ?? null,
            schema: request.routeOptions.schema ?? null
          }
        })
      )
    },
    requests: [
      { method: 'POST', url: '/info/9?x=1', payload: { a: 1 } },
      { method: 'POST', url: '/info/9', headers: { host: 'example.com:8080' } }
    ]
  },
  {
    name: 'request.config and the route options of a 404',
    setup(app) {
      app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({
          ...request.routeOptions,
          handler: typeof request.routeOptions.handler,
          keys: Object.keys(request.routeOptions),
          is404: request.is404
        })
      )
    },
    requests: [{ url: '/missing' }, { method: 'POST', url: '/missing', payload: { a: 1 } }]
  },
  {
    name: 'host, hostname and port from the Host header',
    setup(app) {
      app.get('/', async (request) => ({
        host: request.host,
        hostname: request.hostname,
        port: request.port
      }))
    },
    requests: [
      { url: '/', headers: { host: 'example.com' } },
      { url: '/', headers: { host: 'example.com:' } },
      { url: '/', headers: { host: 'example.com:8080' } },
      { url: '/', headers: { host: 'example.com:08080' } },
      { url: '/', headers: { host: 'example.com:+80' } },
      { url: '/', headers: { host: 'example.com:1e3' } },
      { url: '/', headers: { host: 'example.com:0x10' } },
      { url: '/', headers: { host: 'example.com:80:90' } },
      { url: '/', headers: { host: '[::1]' } },
      { url: '/', headers: { host: '[::1]:3000' } },
      { url: '/', headers: { host: '[::1' } },
      { url: '/', headers: { host: '[::1]:' } },
      { url: '/', headers: { host: '' } }
    ],
    via: ['inject']
  },
  {
    name: 'Host header variants on a socket',
    setup(app) {
      app.get('/', async (request) => ({
        host: request.host,
        hostname: request.hostname,
        port: request.port
      }))
    },
    requests: [
      { url: '/', headers: { host: 'example.com:' } },
      { url: '/', headers: { host: 'example.com: 80' } },
      { url: '/', headers: { host: '[::1]:8443' } }
    ],
    via: ['socket']
  },
  {
    name: 'trustProxy and the forwarded origin',
    options: { trustProxy: true },
    setup(app) {
      app.get('/', async (request) => ({
        ip: request.ip,
        ips: request.ips,
        host: request.host,
        hostname: request.hostname,
        port: request.port,
        protocol: request.protocol
      }))
    },
    requests: [
      {
        url: '/',
        headers: {
          'x-forwarded-for': '203.0.113.5, 10.0.0.2',
          'x-forwarded-host': 'shop.example.com:8443',
          'x-forwarded-proto': 'https'
        }
      },
      { url: '/', headers: { 'x-forwarded-host': 'a.example, b.example:81' } }
    ]
  },
  {
    name: 'a route added with a URL that is not a string',
    async run(make, t) {
      const app = make()
      try {
        app.route({ method: 'GET', url: 42 as unknown as string, handler: async () => 'x' })
        t.observe('added', true)
      } catch (error) {
        t.observe('error', error)
      }
    },
    differs: [{ path: 'observed.error', guide: '#smaller-differences' }]
  },
  {
    name: 'a route without a handler',
    async run(make, t) {
      const app = make()
      try {
        app.route({ method: 'GET', url: '/x' } as unknown as Parameters<typeof app.route>[0])
        t.observe('added', true)
      } catch (error) {
        t.observe('error', error)
      }
    },
    differs: [{ path: 'observed.error.name', guide: '#framework-errors-are-named-capsuleerror' }]
  },
  {
    name: 'any path against a table of parameters and wildcards',
    setup(app) {
      app.get('/', async () => 'root')
      app.get('/users/:id', async (request) => ({ r: 1, p: request.params }))
      app.get('/users/:id/posts/:post', async (request) => ({ r: 2, p: request.params }))
      app.get('/files/*', async (request) => ({ r: 3, p: request.params }))
      app.get('/d/:from-:to', async (request) => ({ r: 4, p: request.params }))
      app.get('/n/:num(^\\d+)', async (request) => ({ r: 5, p: request.params }))
      app.get('/o/:opt?', async (request) => ({ r: 6, p: request.params }))
      app.get('/users/me', async () => ({ r: 7 }))
    },
    requests: fc.record({
      method: fc.constantFrom('GET', 'HEAD', 'POST'),
      url: fc
        .tuple(
          fc.constantFrom('', '/users', '/files', '/d', '/n', '/o', '/users/me', '/users/1/posts'),
          fc.webPath(),
          fc.constantFrom('', '/', '?a=1', '%2F', '%C3%A9', '-')
        )
        .map(([base, path, tail]) => `${base}${path}${tail}` || '/')
    }),
    runs: 200
  },
  {
    name: 'any path with every router option',
    options: {
      routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false }
    },
    setup(app) {
      app.get('/Users/:id', async (request) => ({ r: 1, p: request.params }))
      app.get('/files/*', async (request) => ({ r: 2, p: request.params }))
      app.register(async (child) => child.get('/', async () => ({ r: 3 })), { prefix: '/Api' })
    },
    requests: fc.record({
      url: fc
        .tuple(
          fc.constantFrom('/users', '/USERS', '//users', '/files', '/FILES', '/api', '/API/', '//api//'),
          fc.webPath(),
          fc.constantFrom('', '/', '//')
        )
        .map(([base, path, tail]) => `${base}${path}${tail}`)
    }),
    runs: 200
  },
  {
    name: 'any query string',
    setup(app) {
      app.get('/q', async (request) => request.query)
    },
    requests: fc.record({
      url: fc
        .array(
          fc.tuple(
            fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a', 'b', '__proto__', 'constructor', '')),
            fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
            fc.boolean()
          ),
          { maxLength: 6 }
        )
        .map(
          (pairs) =>
            '/q?' +
            pairs
              .map(([key, value, encode]) => {
                const k = encode ? encodeURIComponent(key) : key.replace(/[#&=%\s]/g, '')
                if (value === undefined) return k
                const v = encode ? encodeURIComponent(value) : value.replace(/[#&%\s]/g, '')
                return `${k}=${v}`
              })
              .join('&')
        )
    }),
    runs: 200
  }
])
