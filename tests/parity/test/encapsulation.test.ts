import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify-real'
import fc from 'fast-check'
import fp from 'fastify-plugin'
import { scenarios } from '../src/define.js'
import type { ScenarioContext } from '../src/scenario.js'

// a decorated value, read without TypeScript knowing of it (the application declares no module augmentation)
function read(target: object, name: string): unknown {
  return (target as Record<string, unknown>)[name]
}

// what a failing call threw (its code), or 'accepted'
function attempt(t: ScenarioContext, key: string, call: () => unknown): void {
  try {
    call()
    t.observe(key, 'accepted')
  } catch (error) {
    t.observe(key, (error as FastifyError).code ?? (error as Error).message)
  }
}

// how ready() ended: 'resolved' or the error's code
async function readyOutcome(app: FastifyInstance): Promise<unknown> {
  return app.ready().then(
    () => 'resolved',
    (error: FastifyError) => error.code ?? error.message
  )
}

// the encapsulation example of the README and the Encapsulation guide: `answer` at the root, `foo` in the second
// child, `bar` in its grandchild; /one is guarded by a bearer plugin registered in the first child only
function encapsulationExample(wrapGrandchild: boolean) {
  return (app: FastifyInstance) => {
    app.decorateRequest('answer', { getter: () => 42 })
    const bearer = fp(async (instance: FastifyInstance) => {
      instance.addHook('onRequest', async (request, reply) => {
        if (request.headers.authorization !== 'Bearer key-1')
          return reply.code(401).send({ error: 'Unauthorized' })
        return undefined
      })
    })
    const visible = (request: object) => ({
      answer: read(request, 'answer'),
      foo: read(request, 'foo'),
      bar: read(request, 'bar')
    })
    app.register(async (one) => {
      await one.register(bearer)
      one.get('/one', async (request) => visible(request))
    })
    app.register(async (two) => {
      two.decorateRequest('foo', { getter: () => 'foo' })
      two.get('/two', async (request) => visible(request))
      const grandchild: FastifyPluginAsync = async (three) => {
        three.decorateRequest('bar', { getter: () => 'bar' })
        three.get('/three', async (request) => visible(request))
      }
      two.register(wrapGrandchild ? fp(grandchild) : grandchild)
    })
  }
}

scenarios('encapsulation', [
  // ---------------------------------------------------------------- the README's encapsulation example
  {
    name: "the README's encapsulation example: answer, foo and bar across /one /two /three",
    setup: encapsulationExample(false),
    requests: [
      { url: '/one' },
      { url: '/one', headers: { authorization: 'Bearer key-1' } },
      { url: '/two' },
      { url: '/three' }
    ]
  },
  {
    name: "the README's encapsulation example with fastify-plugin on the grandchild: /two sees bar",
    setup: encapsulationExample(true),
    requests: [
      { url: '/one', headers: { authorization: 'Bearer key-1' } },
      { url: '/two' },
      { url: '/three' }
    ]
  },
  // ---------------------------------------------------------------- instance decorators
  {
    name: 'instance decorators are seen by children and grandchildren, not by parents or siblings',
    async run(make, t) {
      const app = make()
      app.decorate('root', 'r')
      app.register(async (child) => {
        child.decorate('child', 'c')
        child.register(async (grandchild) => {
          grandchild.decorate('grandchild', 'g')
          t.observe('grandchild sees', {
            root: read(grandchild, 'root'),
            child: read(grandchild, 'child'),
            grandchild: read(grandchild, 'grandchild')
          })
        })
        child.after(() => {
          t.observe('child after its grandchild', {
            grandchild: child.hasDecorator('grandchild'),
            own: child.hasDecorator('child')
          })
        })
      })
      app.register(async (sibling) => {
        t.observe('sibling sees', {
          root: sibling.hasDecorator('root'),
          child: sibling.hasDecorator('child'),
          value: read(sibling, 'child') ?? null
        })
      })
      await app.ready()
      t.observe('root sees', { child: app.hasDecorator('child'), grandchild: app.hasDecorator('grandchild') })
    }
  },
  {
    name: 'decorators of a fastify-plugin plugin reach the parent and its other children',
    async run(make, t) {
      const app = make()
      app.register(
        fp(
          async (instance) => {
            instance.decorate('db', { query: () => 'rows' })
            instance.decorateRequest('tenant', '')
            instance.decorateReply('sendRows', function (this: { send(p: unknown): unknown }) {
              return this.send('rows')
            })
          },
          { name: 'db' }
        )
      )
      app.register(async (child) => {
        t.observe('child sees', child.hasDecorator('db'))
      })
      await app.ready()
      t.observe('root', {
        db: app.hasDecorator('db'),
        tenant: app.hasRequestDecorator('tenant'),
        sendRows: app.hasReplyDecorator('sendRows')
      })
    }
  },
  {
    name: 'decorating a name twice in one context: FST_ERR_DEC_ALREADY_PRESENT',
    async run(make, t) {
      const app = make()
      app.decorate('x', 1)
      attempt(t, 'instance', () => app.decorate('x', 2))
      app.decorateRequest('r', 1)
      attempt(t, 'request', () => app.decorateRequest('r', 2))
      app.decorateReply('p', 1)
      attempt(t, 'reply', () => app.decorateReply('p', 2))
      attempt(t, 'built-in request property', () => app.decorateRequest('body', null))
      attempt(t, 'built-in reply method', () => app.decorateReply('send', (() => undefined) as never))
      attempt(t, 'built-in instance method', () => app.decorate('get', (() => undefined) as never))
    }
  },
  {
    name: 'a child decorating a name its parent has',
    async run(make, t) {
      const app = make()
      app.decorate('shared', 'parent')
      app.decorateRequest('flag', 'parent')
      app.decorateRequest('describe', () => 'parent')
      app.decorateReply('stamp', '')
      app.decorateReply('render', { getter: () => 'parent' })
      app.register(async (child) => {
        attempt(t, 'instance', () => child.decorate('shared', 'child'))
        attempt(t, 'request value', () => child.decorateRequest('flag', 'child'))
        attempt(t, 'request value as a function', () => child.decorateRequest('flag', () => 'child'))
        attempt(t, 'request function', () => child.decorateRequest('describe', () => 'child'))
        attempt(t, 'reply value', () => child.decorateReply('stamp', 'child'))
        attempt(t, 'reply getter', () => child.decorateReply('render', { getter: () => 'child' }))
        t.observe('child value', read(child, 'shared'))
        child.get('/child', async (request, reply) => ({
          describe: (read(request, 'describe') as () => string)(),
          render: read(reply, 'render')
        }))
      })
      app.get('/root', async (request, reply) => ({
        describe: (read(request, 'describe') as () => string)(),
        render: read(reply, 'render')
      }))
      await app.ready()
      t.observe('root value', read(app, 'shared'))
      t.observe('child answer', (await app.inject('/child')).json())
      t.observe('root answer', (await app.inject('/root')).json())
    }
  },
  {
    name: 'decorator dependencies: FST_ERR_DEC_MISSING_DEPENDENCY and invalid types',
    async run(make, t) {
      const app = make()
      app.decorate('base', 1)
      attempt(t, 'present', () => app.decorate('derived', 2, ['base']))
      attempt(t, 'missing', () => app.decorate('orphan', 3, ['nowhere']))
      attempt(t, 'request missing', () => app.decorateRequest('r', 1, ['nowhere']))
      attempt(t, 'reply missing', () => app.decorateReply('p', 1, ['nowhere']))
      attempt(t, 'not an array', () => app.decorate('odd', 4, 'base' as never))
      app.decorateRequest('user', null)
      attempt(t, 'request present', () => app.decorateRequest('session', null, ['user']))
    }
  },
  {
    name: 'decorating after start',
    async run(make, t) {
      const app = make()
      await app.listen({ port: 0, host: '127.0.0.1' })
      attempt(t, 'instance', () => app.decorate('late', 1))
      attempt(t, 'request', () => app.decorateRequest('late', 1))
      attempt(t, 'reply', () => app.decorateReply('late', 1))
    }
  },
  {
    name: 'an onReady hook may still decorate the instance',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async function () {
        this.decorate('warm', true)
      })
      await app.ready()
      t.observe('warm', read(app, 'warm'))
    }
  },
  {
    name: 'getters and setters as decorators',
    setup(app, t) {
      let stored = 'initial'
      app.decorate('setting', {
        getter: () => stored,
        setter: (value: string) => {
          stored = value
        }
      })
      app.decorateRequest('computed', {
        getter(this: { url: string }) {
          return `computed for ${this.url}`
        }
      })
      app.get('/', async function (request) {
        t.trace('before', read(this, 'setting'))
        ;(this as unknown as { setting: string }).setting = 'changed'
        t.trace('after', read(this, 'setting'))
        return { computed: read(request, 'computed') }
      })
    },
    requests: [{ url: '/' }, { url: '/' }]
  },
  {
    name: 'function decorators are called with the request or reply as this',
    setup(app) {
      app.decorate('greet', function (this: unknown, name: string) {
        return `hello ${name} from ${read(this as object, 'label') as string}`
      })
      app.decorate('label', 'root')
      app.decorateRequest('describe', function (this: { method: string; url: string }) {
        return `${this.method} ${this.url}`
      })
      app.decorateReply(
        'ok',
        function (this: { code(c: number): { send(p: unknown): unknown } }, data: unknown) {
          return this.code(200).send({ ok: true, data })
        }
      )
      app.get('/', async function (request, reply) {
        const greet = read(this, 'greet') as (name: string) => string
        const describe = read(request, 'describe') as () => string
        const ok = read(reply, 'ok') as (data: unknown) => unknown
        return ok.call(reply, { greeting: greet.call(this, 'you'), request: describe.call(request) })
      })
    },
    requests: [{ url: '/' }, { method: 'HEAD', url: '/' }]
  },
  {
    name: 'object decorators on requests: a reference type is refused, per-request objects from onRequest',
    async run(make, t) {
      const app = make()
      attempt(t, 'object', () => app.decorateRequest('state', { count: 0 }))
      attempt(t, 'array', () => app.decorateReply('list', [] as never))
      attempt(t, 'null', () => app.decorateRequest('session', null))
      attempt(t, 'function', () => app.decorateRequest('fn', () => 1))
      attempt(t, 'instance object', () => app.decorate('config', { a: 1 }))
      app.decorateRequest('perRequest', null)
      app.addHook('onRequest', async (request) => {
        ;(request as unknown as { perRequest: { count: number } }).perRequest = { count: 0 }
      })
      app.get('/', async (request) => {
        const state = (request as unknown as { perRequest: { count: number } }).perRequest
        state.count++
        return state
      })
      t.observe('first', (await app.inject('/')).json())
      t.observe('second', (await app.inject('/')).json())
    }
  },
  {
    name: 'hasDecorator, hasRequestDecorator, hasReplyDecorator by context',
    async run(make, t) {
      const app = make()
      app.decorate('a', 1)
      app.decorateRequest('b', 1)
      app.decorateReply('c', 1)
      app.register(async (child) => {
        child.decorate('d', 1)
        child.decorateRequest('e', 1)
        child.decorateReply('f', 1)
        t.observe('child', [
          child.hasDecorator('a'),
          child.hasRequestDecorator('b'),
          child.hasReplyDecorator('c'),
          child.hasDecorator('d'),
          child.hasRequestDecorator('e'),
          child.hasReplyDecorator('f')
        ])
      })
      await app.ready()
      t.observe('root', [
        app.hasDecorator('a'),
        app.hasRequestDecorator('b'),
        app.hasReplyDecorator('c'),
        app.hasDecorator('d'),
        app.hasRequestDecorator('e'),
        app.hasReplyDecorator('f'),
        app.hasRequestDecorator('body'),
        app.hasReplyDecorator('send'),
        app.hasDecorator('get')
      ])
    }
  },
  {
    name: 'getDecorator and setDecorator on the instance, the request and the reply',
    setup(app, t) {
      app.decorate('release', '1.2.3')
      app.decorate('twice', function (this: unknown, n: number) {
        return n * 2
      })
      app.decorateRequest('user', null)
      app.decorateReply('tag', '')
      app.get('/', async (request, reply) => {
        request.setDecorator('user', { id: 1 })
        t.observe('reply.setDecorator', typeof read(reply, 'setDecorator'))
        const twice = app.getDecorator<(n: number) => number>('twice')
        return {
          release: app.getDecorator('release'),
          twice: twice(21),
          user: request.getDecorator('user'),
          tag: reply.getDecorator('tag')
        }
      })
      app.get('/undeclared', async (request, reply) => {
        for (const [key, call] of [
          ['instance', () => app.getDecorator('nothing')],
          ['request get', () => request.getDecorator('nothing')],
          ['request set', () => request.setDecorator('nothing', 1)],
          ['reply get', () => reply.getDecorator('nothing')]
        ] as const) {
          attempt(t, key, call)
        }
        return 'done'
      })
    },
    requests: [{ url: '/' }, { url: '/undeclared' }],
    via: ['inject']
  },
  // ---------------------------------------------------------------- visibility of what a context registers
  {
    name: 'hooks registered in a child do not reach siblings or the parent',
    setup(app, t) {
      app.register(async (child) => {
        child.addHook('onRequest', async () => t.trace('child hook'))
        child.get('/child', async () => 'child')
      })
      app.register(async (sibling) => {
        sibling.get('/sibling', async () => 'sibling')
      })
      app.get('/root', async () => 'root')
    },
    requests: [{ url: '/child' }, { url: '/sibling' }, { url: '/root' }]
  },
  {
    name: 'shared schemas are seen by children, not by siblings',
    async run(make, t) {
      const app = make()
      app.addSchema({ $id: 'root', type: 'object', properties: { id: { type: 'integer' } } })
      app.register(async (child) => {
        child.addSchema({ $id: 'child', type: 'object', properties: { name: { type: 'string' } } })
        t.observe('child ids', Object.keys(child.getSchemas()).sort())
        child.post('/child', { schema: { body: { $ref: 'root#' } } }, async (request) => request.body)
      })
      app.register(async (sibling) => {
        t.observe('sibling ids', Object.keys(sibling.getSchemas()).sort())
        t.observe('sibling getSchema child', sibling.getSchema('child') ?? null)
      })
      await app.ready()
      t.observe('root ids', Object.keys(app.getSchemas()).sort())
      const answer = await app.inject({ method: 'POST', url: '/child', payload: { id: 'x' } })
      t.observe('child route', [answer.statusCode, answer.json()])
    }
  },
  {
    name: "a route referring to a sibling's schema fails at ready",
    async run(make, t) {
      const app = make()
      app.register(async (child) => {
        child.addSchema({ $id: 'mine', type: 'object' })
      })
      app.register(async (sibling) => {
        sibling.post('/', { schema: { body: { $ref: 'mine#' } } }, async () => 'x')
      })
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'a fastify-plugin plugin adds its schemas to the parent',
    setup(app) {
      app.register(
        fp(async (instance) => {
          instance.addSchema({
            $id: 'point',
            type: 'object',
            required: ['x'],
            properties: { x: { type: 'number' } }
          })
        })
      )
      app.post('/', { schema: { body: { $ref: 'point#' } } }, async (request) => request.body)
    },
    requests: [
      { method: 'POST', url: '/', payload: { x: 1 } },
      { method: 'POST', url: '/', payload: { y: 1 } }
    ]
  },
  {
    name: 'content-type parsers are encapsulated',
    setup(app) {
      app.register(async (child) => {
        child.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) => {
          done(null, (body as string).split(','))
        })
        child.post('/child', async (request) => request.body)
      })
      app.post('/root', async (request) => request.body)
      app.register(
        fp(async (instance) => {
          instance.addContentTypeParser(
            'application/x-upper',
            { parseAs: 'string' },
            (request, body, done) => {
              done(null, (body as string).toUpperCase())
            }
          )
        })
      )
    },
    requests: [
      { method: 'POST', url: '/child', payload: 'a,b,c', headers: { 'content-type': 'text/csv' } },
      { method: 'POST', url: '/root', payload: 'a,b,c', headers: { 'content-type': 'text/csv' } },
      { method: 'POST', url: '/root', payload: 'shout', headers: { 'content-type': 'application/x-upper' } },
      { method: 'POST', url: '/child', payload: 'shout', headers: { 'content-type': 'application/x-upper' } }
    ]
  },
  {
    name: 'a child may replace an inherited parser; removeAllContentTypeParsers stays in the child',
    setup(app) {
      app.register(async (child) => {
        child.removeAllContentTypeParsers()
        child.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) =>
          done(null, { raw: body })
        )
        child.post('/child', async (request) => request.body)
      })
      app.post('/root', async (request) => request.body)
    },
    requests: [
      { method: 'POST', url: '/child', payload: { a: 1 } },
      { method: 'POST', url: '/root', payload: { a: 1 } }
    ]
  },
  {
    name: 'not-found handlers per prefix',
    setup(app) {
      app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ where: 'root', url: request.url })
      )
      app.register(
        async (api) => {
          api.setNotFoundHandler(async (request, reply) =>
            reply.code(404).send({ where: 'api', url: request.url })
          )
          api.get('/known', async () => 'known')
          api.register(
            async (v2) => {
              v2.get('/x', async () => 'x')
            },
            { prefix: '/v2' }
          )
        },
        { prefix: '/api' }
      )
    },
    requests: [
      { url: '/nothing' },
      { url: '/api/nothing' },
      { url: '/api/v2/nothing' },
      { url: '/api' },
      { method: 'POST', url: '/api/known' }
    ]
  },
  {
    name: 'a not-found handler set twice for the same prefix is refused',
    async run(make, t) {
      const app = make()
      app.setNotFoundHandler(async () => 'first')
      attempt(t, 'second', () => app.setNotFoundHandler(async () => 'second'))
      app.register(async (child) => {
        attempt(t, 'child without prefix', () => child.setNotFoundHandler(async () => 'child'))
      })
      t.observe('ready', await readyOutcome(app))
    },
    differs: [{ path: 'observed', guide: '#smaller-differences' }]
  },
  {
    name: 'not-found handlers run the hooks of their context',
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('root onRequest'))
      app.register(
        async (child) => {
          child.addHook('onRequest', async () => t.trace('child onRequest'))
          child.addHook('preHandler', async () => t.trace('child preHandler'))
          child.setNotFoundHandler(async (request, reply) => reply.code(404).send('child 404'))
        },
        { prefix: '/child' }
      )
    },
    requests: [{ url: '/child/x' }, { url: '/y' }]
  },
  {
    name: 'error handlers are seen by children, set per context',
    setup(app) {
      app.setErrorHandler((error, request, reply) => {
        reply.code(500).send({ by: 'root' })
      })
      app.register(async (child) => {
        child.register(async (grandchild) => {
          grandchild.get('/inherited', async () => {
            throw new Error('x')
          })
        })
      })
    },
    requests: [{ url: '/inherited' }]
  },
  // ---------------------------------------------------------------- prefixes
  {
    name: 'prefixes in nested registers',
    setup(app) {
      app.register(
        async (a) => {
          a.get('/', async (request) => ({
            url: request.url,
            routeUrl: request.routeOptions.url,
            prefix: a.prefix
          }))
          a.register(
            async (b) => {
              b.get('/leaf', async (request) => ({ routeUrl: request.routeOptions.url, prefix: b.prefix }))
              b.get('/', async () => 'b root')
            },
            { prefix: '/b/' }
          )
        },
        { prefix: '/a' }
      )
    },
    requests: [
      { url: '/a' },
      { url: '/a/' },
      { url: '/a/b/leaf' },
      { url: '/a/b' },
      { url: '/a/b/' },
      { url: '/a/b//leaf' }
    ]
  },
  {
    name: 'the prefix option of a fastify-plugin plugin',
    setup(app) {
      app.register(
        fp(async (instance) => {
          instance.get('/from-fp', async () => ({ prefix: instance.prefix }))
        }),
        { prefix: '/ignored' }
      )
      app.register(
        async (child) => {
          child.register(
            fp(async (instance) => {
              instance.get('/inner-fp', async () => ({ prefix: instance.prefix }))
            })
          )
        },
        { prefix: '/outer' }
      )
    },
    requests: [{ url: '/from-fp' }, { url: '/ignored/from-fp' }, { url: '/outer/inner-fp' }]
  },
  {
    name: 'prefixes with parameters and ignoreTrailingSlash',
    options: { routerOptions: { ignoreTrailingSlash: true } },
    setup(app) {
      app.register(
        async (users) => {
          users.get('/', async (request) => request.params)
          users.get('/posts/:post', async (request) => request.params)
        },
        { prefix: '/users/:user' }
      )
    },
    requests: [{ url: '/users/7' }, { url: '/users/7/' }, { url: '/users/7/posts/3/' }]
  },
  {
    name: 'any path under nested prefixes, each context with its own hook and 404 handler',
    setup(app) {
      app.addHook('onSend', async (request, reply, payload) => {
        reply.header('x-root', 'seen')
        return payload
      })
      app.register(
        async (api) => {
          api.addHook('onRequest', async (request, reply) => {
            reply.header('x-api', request.routeOptions.url ?? 'none')
          })
          api.setNotFoundHandler(async (request, reply) =>
            reply.code(404).send({ in: 'api', url: request.url })
          )
          api.get('/', async () => 'api root')
          api.get('/items/:id', async (request) => request.params)
          api.register(
            async (v2) => {
              v2.get('/items/:id', async (request) => ({ v2: request.params }))
              v2.get('/*', async (request) => ({ wildcard: request.params }))
            },
            { prefix: '/v2' }
          )
        },
        { prefix: '/api' }
      )
      app.get('/', async () => 'root')
    },
    requests: fc
      .record({
        base: fc.constantFrom('', '/api', '/api/v2', '/API', '/api/v2/items'),
        rest: fc.webPath(),
        method: fc.constantFrom('GET', 'HEAD', 'POST')
      })
      .map(({ base, rest, method }) => ({ method, url: `${base}${rest}` || '/' }))
  },
  // ---------------------------------------------------------------- register
  {
    name: 'register with an options function gets the parent instance',
    async run(make, t) {
      const app = make()
      app.decorate('config', { port: 3000 })
      app.register(
        async (instance, options) => {
          t.observe('options', options)
        },
        (parent) => ({ port: (read(parent, 'config') as { port: number }).port, prefix: '/p' })
      )
      await app.ready()
    }
  },
  {
    name: 'register returns a thenable: await loads the plugin at once',
    async run(make, t) {
      const app = make()
      const registered = app.register(async (instance) => {
        t.trace('plugin runs')
        instance.decorate('late', true)
      })
      t.observe('thenable', typeof (registered as unknown as { then?: unknown }).then)
      t.observe('returns the instance', registered === app)
      t.trace('before await')
      await registered
      t.trace('after await')
      await app.register(
        fp(async (instance) => {
          instance.decorate('exposed', 1)
        })
      )
      t.observe('exposed after await', app.hasDecorator('exposed'))
      await app.ready()
    }
  },
  {
    name: 'after() runs once the plugins before it are loaded, in order',
    async run(make, t) {
      const app = make()
      app.register(async () => t.trace('plugin 1'))
      app.after((error) => t.trace('after 1', error ?? null))
      app.register(async (child) => {
        t.trace('plugin 2')
        child.register(async () => t.trace('plugin 2.1'))
        child.after(() => t.trace('after 2.1'))
      })
      app.after(() => t.trace('after 2'))
      app.register(async () => t.trace('plugin 3'))
      await app.ready()
      t.trace('ready')
    }
  },
  {
    name: 'after() receives the error of a failed plugin and may swallow it',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw Object.assign(new Error('plugin failed'), { code: 'APP_PLUGIN' })
      })
      app.after((error) => {
        t.observe('after got', error)
      })
      app.register(async () => t.trace('next plugin runs'))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'a plugin that calls done with an error, or never signals completion',
    async run(make, t) {
      const failing = make()
      failing.register(((instance, options, done) => {
        done(Object.assign(new Error('callback failure'), { code: 'APP_CB' }))
      }) as FastifyPluginCallback)
      t.observe('done(error)', await readyOutcome(failing))
      const hanging = make({ pluginTimeout: 100 })
      hanging.register(((instance, options, done) => {
        void done
      }) as FastifyPluginCallback)
      t.observe('never done', await readyOutcome(hanging))
    }
  },
  {
    name: 'register refuses what is not a plugin',
    async run(make, t) {
      const app = make()
      attempt(t, 'string', () => app.register('nope' as never))
      attempt(t, 'object', () => app.register({} as never))
      attempt(t, 'null', () => app.register(null as never))
      t.observe('ready', await readyOutcome(app))
    },
    differs: [
      { path: 'observed.string', guide: '#smaller-differences' },
      { path: 'observed.object', guide: '#smaller-differences' },
      { path: 'observed.null', guide: '#smaller-differences' }
    ]
  },
  {
    name: 'an ES module namespace with a default export is a plugin',
    setup(app) {
      const moduleLike = {
        default: async (instance: FastifyInstance) => {
          instance.get('/esm', async () => 'from default export')
        }
      }
      const imported = {
        default: async (instance: FastifyInstance) => {
          instance.get('/imported', async () => 'from a promise of a module')
        }
      }
      app.register(moduleLike as never)
      // what `import('./plugin.js')` gives
      app.register(Promise.resolve(imported) as never)
    },
    requests: [{ url: '/esm' }, { url: '/imported' }]
  },
  // ---------------------------------------------------------------- plugin metadata
  {
    name: 'plugin metadata: name, hasPlugin, dependencies present',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => undefined, { name: 'db' }))
      app.register(
        fp(
          async (instance) => {
            t.observe('inside', { hasDb: instance.hasPlugin('db'), pluginName: instance.pluginName })
          },
          { name: 'users', dependencies: ['db'] }
        )
      )
      app.register(async function namedPlugin(instance) {
        t.observe('named', instance.pluginName)
      })
      await app.ready()
      t.observe('hasPlugin', [app.hasPlugin('db'), app.hasPlugin('users'), app.hasPlugin('missing')])
    }
  },
  {
    name: 'plugin metadata: a missing dependency is a startup error',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => undefined, { name: 'users', dependencies: ['db'] }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'plugin metadata: a required decorator that is missing is a startup error',
    async run(make, t) {
      const app = make()
      app.decorate('present', 1)
      app.register(fp(async () => undefined, { name: 'ok', decorators: { fastify: ['present'] } }))
      app.register(
        fp(async () => undefined, {
          name: 'needs',
          decorators: { fastify: ['db'], request: ['user'], reply: ['view'] }
        })
      )
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'plugin metadata: the fastify version range',
    async run(make, t) {
      for (const range of ['5.x', '>=5.0.0', '^5.12.0', '4.x', '>=6']) {
        const app = make()
        app.register(fp(async () => undefined, { name: `needs ${range}`, fastify: range }))
        t.observe(range, await readyOutcome(app))
      }
    }
  },
  {
    name: 'two plugins with the same name',
    async run(make, t) {
      const app = make()
      app.register(fp(async () => t.trace('first'), { name: 'dup' }))
      app.register(fp(async () => t.trace('second'), { name: 'dup' }))
      t.observe('ready', await readyOutcome(app))
    }
  },
  {
    name: 'encapsulate: true in fastify-plugin metadata keeps the plugin encapsulated',
    async run(make, t) {
      const app = make()
      app.register(
        fp(
          async (instance) => {
            instance.decorate('hidden', 1)
          },
          { name: 'boxed', encapsulate: true }
        )
      )
      await app.ready()
      t.observe('root sees hidden', app.hasDecorator('hidden'))
    }
  },
  {
    name: 'plugin names in a nested chain',
    async run(make, t) {
      const app = make()
      app.register(
        fp(
          async (outer) => {
            outer.register(
              async function inner(child) {
                t.observe('inner pluginName', child.pluginName)
              },
              { name: 'ignored option' } as never
            )
          },
          { name: 'outer' }
        )
      )
      app.register(async function encapsulated(child) {
        child.register(async function nested(grandchild) {
          t.observe('nested pluginName', grandchild.pluginName)
        })
      })
      await app.ready()
    }
  }
])
