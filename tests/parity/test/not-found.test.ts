import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction
} from 'fastify-real'
import { scenarios } from '../src/define.js'
import type { ScenarioContext } from '../src/scenario.js'

// every lifecycle hook a 404 can run, recorded in order
function traceHooks(app: FastifyInstance, t: ScenarioContext, label = ''): void {
  app.addHook('onRequest', async (request) => t.trace(`${label}onRequest`, request.url))
  app.addHook('preParsing', async () => t.trace(`${label}preParsing`))
  app.addHook('preValidation', async () => t.trace(`${label}preValidation`))
  app.addHook('preHandler', async () => t.trace(`${label}preHandler`))
  app.addHook('preSerialization', async (request, reply, payload) => {
    t.trace(`${label}preSerialization`)
    return payload
  })
  app.addHook('onSend', async (request, reply, payload) => {
    t.trace(`${label}onSend`, reply.statusCode)
    return payload
  })
  app.addHook('onResponse', async (request, reply) => t.trace(`${label}onResponse`, reply.statusCode))
}

scenarios('not-found', [
  {
    name: 'the default 404',
    setup(app) {
      app.get('/exists', async () => 'here')
    },
    requests: [
      { url: '/missing' },
      { url: '/missing?x=1' },
      { url: '/exists/' },
      { url: '/EXISTS' },
      { method: 'HEAD', url: '/missing' },
      { method: 'POST', url: '/exists', payload: { a: 1 } }
    ],
    logs: true
  },
  {
    name: 'a 404 for every method',
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: [
      'GET',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'HEAD',
      'TRACE',
      'SEARCH',
      'PROPFIND',
      'LOCK'
    ].map((method) => ({ method, url: '/nothing-here' })),
    via: ['inject']
  },
  {
    name: 'a 404 for every method over a socket',
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'SEARCH', 'MKCOL'].map(
      (method) => ({
        method,
        url: '/nothing-here'
      })
    ),
    via: ['socket']
  },
  {
    name: 'the hooks a 404 runs',
    setup(app, t) {
      traceHooks(app, t)
      app.get('/x', async () => 'x')
    },
    requests: [{ url: '/missing' }, { method: 'POST', url: '/missing', payload: { a: 1 } }]
  },
  {
    name: 'a custom not-found handler',
    setup(app, t) {
      traceHooks(app, t)
      app.setNotFoundHandler(async (request, reply) => {
        t.trace('notFound', request.params, request.query)
        return reply
          .code(404)
          .send({ missing: request.url, method: request.method, body: request.body ?? null })
      })
    },
    requests: [
      { url: '/a/b?c=d' },
      { method: 'POST', url: '/a', payload: { x: 1 } },
      { method: 'PUT', url: '/a', headers: { 'content-type': 'text/plain' }, payload: 'text body' },
      { method: 'HEAD', url: '/a' }
    ]
  },
  {
    name: 'a not-found handler that answers 200 or sets no status',
    setup(app) {
      app.setNotFoundHandler((request, reply) => {
        if (request.url === '/ok') reply.code(200).send('soft 404')
        else reply.send({ status: reply.statusCode })
      })
    },
    requests: [{ url: '/ok' }, { url: '/other' }]
  },
  {
    name: 'preValidation and preHandler options of a not-found handler',
    setup(app, t) {
      app.addHook('preHandler', async () => t.trace('app preHandler'))
      app.setNotFoundHandler(
        {
          preValidation: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
            t.trace('preValidation option')
            done()
          },
          preHandler: [
            async (request: FastifyRequest) => {
              t.trace('preHandler option 1')
              ;(request as unknown as { tagged: boolean }).tagged = true
            },
            async () => t.trace('preHandler option 2')
          ]
        },
        async (request, reply) => {
          t.trace('notFound')
          return reply
            .code(404)
            .send({ tagged: (request as unknown as { tagged?: boolean }).tagged ?? false })
        }
      )
    },
    requests: [{ url: '/missing' }]
  },
  {
    name: 'a not-found preHandler that answers early',
    setup(app, t) {
      app.setNotFoundHandler(
        {
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            t.trace('preHandler')
            if (request.url === '/blocked') return reply.code(403).send({ blocked: true })
          }
        },
        async (request, reply) => {
          t.trace('notFound')
          return reply.code(404).send('nothing')
        }
      )
    },
    requests: [{ url: '/blocked' }, { url: '/elsewhere' }]
  },
  {
    name: 'a not-found preValidation hook that fails',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.message))
      app.setNotFoundHandler(
        {
          preValidation: [
            async (request: FastifyRequest) => {
              if (request.url === '/throws') throw Object.assign(new Error('denied'), { statusCode: 401 })
            },
            (request, reply, done) => {
              if (request.url === '/done-error')
                done(Object.assign(new Error('callback denied'), { statusCode: 403 }))
              else done()
            }
          ]
        },
        async (request, reply) => reply.code(404).send('nothing')
      )
    },
    requests: [{ url: '/throws' }, { url: '/done-error' }, { url: '/plain' }]
  },
  {
    name: 'not-found handlers per prefix',
    setup(app, t) {
      app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ handler: 'root', url: request.url })
      )
      app.register(
        async (api) => {
          api.addHook('onRequest', async () => t.trace('api onRequest'))
          api.setNotFoundHandler(async (request, reply) =>
            reply.code(404).send({ handler: 'api', url: request.url, params: request.params })
          )
          api.get('/users', async () => 'users')
          api.register(
            async (v2) => {
              v2.setNotFoundHandler(async (request, reply) => reply.code(404).send({ handler: 'v2' }))
            },
            { prefix: '/v2' }
          )
        },
        { prefix: '/api' }
      )
    },
    requests: [
      { url: '/nope' },
      { url: '/api/nope' },
      { url: '/api' },
      { url: '/api/' },
      { url: '/apix' },
      { url: '/api/v2/x' },
      { url: '/api/v2' },
      { url: '/api/v3/x' },
      { url: '/api/users/1' }
    ]
  },
  {
    name: 'hooks of a prefixed plugin without its own not-found handler',
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('root onRequest'))
      app.register(
        async (child) => {
          child.addHook('onRequest', async () => t.trace('child onRequest'))
          child.addHook('preHandler', async () => t.trace('child preHandler'))
          child.get('/x', async () => 'x')
        },
        { prefix: '/child' }
      )
      app.setNotFoundHandler(async (request, reply) => {
        t.trace('root notFound')
        return reply.code(404).send('root')
      })
    },
    requests: [{ url: '/child/missing' }, { url: '/missing' }]
  },
  {
    name: 'a not-found handler set in a plugin without a prefix',
    setup(app) {
      app.register(async (child) => {
        child.setNotFoundHandler(async (request, reply) => reply.code(404).send('child handler'))
      })
    },
    requests: [{ url: '/missing' }]
  },
  {
    name: 'two not-found handlers for the same prefix',
    setup(app) {
      app.setNotFoundHandler(async (request, reply) => reply.code(404).send('first'))
      app.register(async (child) => {
        child.setNotFoundHandler(async (request, reply) => reply.code(404).send('second'))
      })
    },
    requests: [{ url: '/missing' }],
    differs: [{ path: 'startup.error', guide: '#smaller-differences' }]
  },
  {
    name: 'setNotFoundHandler twice at the root',
    async run(make, t) {
      const app = make()
      app.setNotFoundHandler(async () => 'first')
      try {
        app.setNotFoundHandler(async () => 'second')
        t.observe('second', 'accepted')
      } catch (error) {
        t.observe('second', (error as { code?: string }).code ?? 'no code')
      }
      t.observe(
        'ready',
        await app.ready().then(
          () => 'ready',
          (error: { code?: string; message?: string }) => error.code ?? error.message
        )
      )
    },
    differs: [{ path: 'observed.second', guide: '#smaller-differences' }]
  },
  {
    name: 'setNotFoundHandler after ready',
    async run(make, t) {
      const app = make()
      await app.ready()
      try {
        app.setNotFoundHandler(async () => 'late')
        t.observe('late', 'accepted')
      } catch (error) {
        t.observe('late', error)
      }
    },
    differs: [{ path: 'observed.late', guide: '#nothing-is-added-once-ready-has-run' }]
  },
  {
    name: 'reply.callNotFound() from a handler',
    setup(app, t) {
      traceHooks(app, t)
      app.get('/hidden', async (request, reply) => {
        t.trace('handler')
        reply.callNotFound()
        return reply
      })
      app.get('/hidden-sync', (request, reply) => {
        reply.callNotFound()
      })
    },
    requests: [{ url: '/hidden' }, { url: '/hidden-sync' }]
  },
  {
    name: 'reply.callNotFound() with a custom handler and a prefix',
    setup(app, t) {
      app.setNotFoundHandler(async (request, reply) => {
        t.trace('root notFound', request.url)
        return reply.code(404).send({ handler: 'root' })
      })
      app.register(
        async (child) => {
          child.setNotFoundHandler(async (request, reply) => {
            t.trace('child notFound', request.url, request.params)
            return reply.code(404).send({ handler: 'child' })
          })
          child.get('/secret/:id', async (request, reply) => {
            reply.callNotFound()
            return reply
          })
        },
        { prefix: '/child' }
      )
      app.get('/top', async (request, reply) => {
        reply.callNotFound()
        return reply
      })
    },
    requests: [{ url: '/child/secret/1' }, { url: '/top' }]
  },
  {
    name: 'reply.callNotFound() from hooks',
    setup(app, t) {
      app.addHook('onRequest', async (request, reply) => {
        if (request.url === '/from-on-request') {
          t.trace('onRequest calls not found')
          reply.callNotFound()
          return reply
        }
      })
      app.addHook('preHandler', (request, reply, done) => {
        if (request.url === '/from-pre-handler') {
          t.trace('preHandler calls not found')
          reply.callNotFound()
          return
        }
        done()
      })
      app.get('/from-on-request', async () => 'handler')
      app.get('/from-pre-handler', async () => 'handler')
    },
    requests: [{ url: '/from-on-request' }, { url: '/from-pre-handler' }]
  },
  {
    name: 'reply.callNotFound() inside the not-found handler',
    setup(app) {
      app.setNotFoundHandler((request, reply) => {
        reply.callNotFound()
      })
    },
    requests: [{ url: '/loop' }],
    logs: 'warn'
  },
  {
    name: 'a not-found handler that throws or rejects',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.message))
      app.setNotFoundHandler((request) => {
        if (request.url === '/sync') throw Object.assign(new Error('sync 404 failure'), { statusCode: 410 })
        return Promise.reject(Object.assign(new Error('async 404 failure'), { statusCode: 409 }))
      })
    },
    requests: [{ url: '/sync' }, { url: '/async' }]
  },
  {
    name: 'a not-found handler errors reach the error handler',
    setup(app, t) {
      app.setErrorHandler(async (error: FastifyError, request, reply) => {
        t.trace('errorHandler', error.message, request.is404)
        return reply.code(422).send({ handled: error.message })
      })
      app.setNotFoundHandler(async () => {
        throw Object.assign(new Error('from 404'), { statusCode: 404 })
      })
    },
    requests: [{ url: '/x' }]
  },
  {
    name: 'a 404 with a body the route would refuse',
    setup(app) {
      app.get('/x', async () => 'x')
    },
    requests: [
      { method: 'POST', url: '/missing', headers: { 'content-type': 'application/json' }, payload: '{bad' },
      { method: 'POST', url: '/missing', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { method: 'POST', url: '/missing', payload: 'no type' },
      { method: 'POST', url: '/missing', headers: { 'content-type': 'text/plain' }, payload: 'plain' },
      { method: 'POST', url: '/missing', headers: { 'content-type': 'application/json' }, payload: '' }
    ]
  },
  {
    name: 'a 404 for a large body',
    options: { bodyLimit: 10 },
    setup(app) {
      app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ body: request.body ?? null }))
    },
    requests: [
      { method: 'POST', url: '/missing', payload: { text: 'more than ten bytes' } },
      { method: 'POST', url: '/missing', payload: { a: 1 } }
    ]
  },
  {
    name: 'params and query of a 404',
    setup(app) {
      app.register(
        async (child) => {
          child.setNotFoundHandler(async (request, reply) =>
            reply.code(404).send({ params: request.params, query: request.query, url: request.url })
          )
        },
        { prefix: '/p' }
      )
      app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ params: request.params, query: request.query })
      )
    },
    requests: [
      { url: '/a/b%20c?x=1&x=2' },
      { url: '/p/deep/er?y' },
      { url: '/p' },
      { url: '/%C3%A9t%C3%A9' },
      { url: '/bad%zz/x' }
    ],
    differs: [
      { path: 'answers[4].body', guide: '#requests-the-router-refuses-are-answered-by-the-error-handler' },
      {
        path: 'answers[4].headers.content-type',
        guide: '#requests-the-router-refuses-are-answered-by-the-error-handler'
      }
    ]
  },
  {
    name: 'a 404 with ignoreTrailingSlash and a prefix',
    options: { routerOptions: { ignoreTrailingSlash: true } },
    setup(app) {
      app.register(
        async (child) => {
          child.setNotFoundHandler(async (request, reply) => reply.code(404).send('child'))
          child.get('/x', async () => 'x')
        },
        { prefix: '/c' }
      )
    },
    requests: [{ url: '/c/x/' }, { url: '/c/y/' }, { url: '/c/' }, { url: '/c' }, { url: '/d/' }]
  },
  {
    name: 'a 404 is logged',
    options: { logger: { level: 'info' } },
    setup(app) {
      app.register(
        async (child) => {
          child.setNotFoundHandler(async (request, reply) => {
            request.log.info({ path: request.url }, 'custom not found')
            return reply.code(404).send('child')
          })
        },
        { prefix: '/c' }
      )
    },
    requests: [{ url: '/nope' }, { url: '/c/nope' }],
    logs: true
  }
])
