import createError from '@fastify/error'
import fc from 'fast-check'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify-real'
import fp from 'fastify-plugin'
import httpErrors from 'http-errors'
import { scenarios } from '../src/define.js'
import type { ScenarioContext } from '../src/scenario.js'

// a custom error handler that says what it received (observed whole) and answers with its type and code
function observingHandler(t: ScenarioContext, tag = 'handler') {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    t.observe(`${tag} ${request.url}`, error)
    t.trace(tag, typeof error)
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
    reply.code(500).send({ received: typeof error, code })
  }
}

// the name of Fastify's coded errors is FastifyError, Capsule's CapsuleError
const errorName = '#framework-errors-are-named-capsuleerror' as const

// an error with a status field set by hand (a status a library sets, sometimes wrongly)
function withStatus(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields)
}

const Teapot = createError('APP_TEAPOT', 'I am a teapot: %s', 418)
const Unavailable = createError('APP_UNAVAILABLE', 'the %s service is down', 503)
const NoStatus = createError('APP_NO_STATUS', 'no status given')
const WithTypeError = createError('APP_TYPE', 'wrong type %s', 422, TypeError)

scenarios('errors', [
  // ---------------------------------------------------------------- thrown values, default error handler
  {
    name: 'an async handler throws an Error with a 4xx status',
    setup(app) {
      app.get('/', async () => {
        throw withStatus('no such order', { statusCode: 404 })
      })
    },
    requests: [{ url: '/' }, { method: 'HEAD', url: '/' }]
  },
  {
    name: 'a sync handler throws an Error with a 4xx status',
    setup(app) {
      app.get('/', () => {
        throw withStatus('bad request', { statusCode: 400, code: 'APP_BAD' })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a handler returns a rejected promise with a coded 4xx error',
    setup(app) {
      app.get('/', () => Promise.reject(new Teapot('earl grey')))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an unexpected 5xx: a plain Error is masked',
    setup(app) {
      app.get('/async', async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432')
      })
      app.get('/sync', () => {
        throw new TypeError("Cannot read properties of undefined (reading 'id')")
      })
    },
    requests: [{ url: '/async' }, { url: '/sync' }],
    differs: [
      { path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[1].body', guide: '#messages-of-unexpected-5xx-errors' }
    ]
  },
  {
    name: 'an unexpected 5xx with a code: the code is masked too',
    setup(app) {
      app.get('/', async () => {
        throw withStatus('connect ECONNREFUSED', { code: 'ECONNREFUSED' })
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'exposeServerErrors restores the message of an unexpected 5xx',
    options: { exposeServerErrors: true },
    setup(app) {
      app.get('/', async () => {
        throw withStatus('connect ECONNREFUSED', { code: 'ECONNREFUSED' })
      })
      app.get('/type', async () => {
        throw new RangeError('index out of range')
      })
    },
    requests: [{ url: '/' }, { url: '/type' }]
  },
  {
    name: 'a coded 5xx error keeps its message',
    setup(app) {
      app.get('/', async () => {
        throw new Unavailable('billing')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a coded error without a status is a 500 with its code',
    setup(app) {
      app.get('/', async () => {
        throw new NoStatus()
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a coded error built on TypeError',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(error.statusCode ?? 500).send({
          isTypeError: error instanceof TypeError,
          code: error.code,
          name: error.name,
          message: error.message
        })
      })
      app.get('/', async () => {
        throw new WithTypeError('number')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'http-errors: 404, 418, 500, 503 with expose',
    setup(app) {
      app.get('/404', async () => {
        throw new httpErrors.NotFound()
      })
      app.get('/418', async () => {
        throw httpErrors(418, 'short and stout')
      })
      app.get('/500', async () => {
        throw httpErrors(500, 'database exploded')
      })
      app.get('/503', async () => {
        throw httpErrors(503, 'maintenance', { expose: true })
      })
      app.get('/custom-props', async () => {
        throw httpErrors(409, 'conflict', { code: 'APP_CONFLICT', detail: 'version 3' })
      })
    },
    requests: [{ url: '/404' }, { url: '/418' }, { url: '/500' }, { url: '/503' }, { url: '/custom-props' }]
  },
  {
    name: 'status given as `status` instead of `statusCode`',
    setup(app) {
      app.get('/status', async () => {
        throw withStatus('gone', { status: 410 })
      })
      app.get('/both', async () => {
        throw withStatus('both', { status: 410, statusCode: 409 })
      })
    },
    requests: [{ url: '/status' }, { url: '/both' }]
  },
  {
    name: 'invalid error statuses fall back to 500',
    setup(app) {
      app.get('/3xx', async () => {
        throw withStatus('redirect?', { statusCode: 302 })
      })
      app.get('/2xx', async () => {
        throw withStatus('fine?', { statusCode: 200 })
      })
      app.get('/999', async () => {
        throw withStatus('nonsense', { statusCode: 999 })
      })
      app.get('/text', async () => {
        throw withStatus('text', { statusCode: 'abc' })
      })
    },
    requests: [{ url: '/3xx' }, { url: '/2xx' }, { url: '/999' }, { url: '/text' }],
    differs: [
      { path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[1].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[2].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[3].body', guide: '#messages-of-unexpected-5xx-errors' }
    ]
  },
  {
    name: 'a status given as a string of digits',
    setup(app) {
      app.get('/', async () => {
        throw withStatus('too many', { statusCode: '429' })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'error headers go out with the default handler',
    setup(app) {
      app.get('/', async () => {
        throw withStatus('slow down', { statusCode: 429, headers: { 'retry-after': '30', 'x-limit': 10 } })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'error headers are not set when a custom handler answers',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(429).send({ handled: error.message })
      })
      app.get('/', async () => {
        throw withStatus('slow down', { statusCode: 429, headers: { 'retry-after': '30' } })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'reply.code(x) before throwing',
    setup(app) {
      app.get('/plain', async (request, reply) => {
        reply.code(418)
        throw new Error('the status set before')
      })
      app.get('/declared', async (request, reply) => {
        reply.code(418)
        throw withStatus('the error status wins', { statusCode: 409 })
      })
      app.get('/ok-code', async (request, reply) => {
        reply.code(201)
        throw new Error('a 2xx set before')
      })
    },
    requests: [{ url: '/plain' }, { url: '/declared' }, { url: '/ok-code' }],
    differs: [{ path: 'answers[2].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'reply.send(error) from a handler',
    setup(app) {
      app.get('/sync', (request, reply) => {
        reply.send(withStatus('forbidden', { statusCode: 403 }))
      })
      app.get('/async', async (request, reply) => {
        return reply.send(new Teapot('green'))
      })
      app.get('/returned', async () => {
        return withStatus('an error returned, not thrown', { statusCode: 400 })
      })
    },
    requests: [{ url: '/sync' }, { url: '/async' }, { url: '/returned' }]
  },
  {
    name: 'reply.send(error) reaches the custom error handler',
    setup(app, t) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error.message)
        reply.code(400).send({ via: 'handler' })
      })
      app.get('/', (request, reply) => {
        reply.send(new Error('sent'))
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'any declared error status, message and code',
    setup(app) {
      app.get('/', async (request) => {
        const query = request.query as Record<string, string>
        const error = new Error(query['message'] ?? '') as Error & Record<string, unknown>
        error[query['field'] ?? 'statusCode'] = Number(query['status'])
        if (query['code'] !== undefined) error['code'] = query['code']
        throw error
      })
    },
    requests: fc
      .record({
        status: fc.integer({ min: 400, max: 599 }),
        message: fc.string(),
        field: fc.constantFrom('statusCode', 'status'),
        code: fc.option(fc.stringMatching(/^[A-Z_]{1,12}$/), { nil: undefined })
      })
      .map(({ status, message, field, code }) => ({
        url:
          `/?status=${status}&field=${field}&message=${encodeURIComponent(message)}` +
          (code === undefined ? '' : `&code=${code}`)
      }))
  },
  {
    name: 'any status a custom error handler sets, HEAD included',
    setup(app) {
      app.setErrorHandler((error, request, reply) => {
        const query = request.query as Record<string, string>
        reply.code(Number(query['status'])).send({ handled: (error as Error).message })
      })
      app.get('/', async () => {
        throw new Error('always')
      })
    },
    requests: fc
      .record({ status: fc.integer({ min: 200, max: 599 }), method: fc.constantFrom('GET', 'HEAD') })
      .filter(({ status }) => status !== 204 && status !== 304)
      .map(({ status, method }) => ({ method, url: `/?status=${status}` }))
  },
  // ---------------------------------------------------------------- non-Error values
  {
    name: 'a thrown string',
    setup(app, t) {
      app.get('/default', async () => {
        throw 'quota exceeded for account 42'
      })
      app.register(async (child) => {
        child.setErrorHandler(observingHandler(t))
        child.get('/custom', async () => {
          throw 'quota exceeded for account 42'
        })
      })
    },
    requests: [{ url: '/default' }, { url: '/custom' }],
    differs: [
      { path: 'answers[0].body', guide: '#thrown-values-that-are-not-errors' },
      { path: 'answers[0].headers.content-type', guide: '#thrown-values-that-are-not-errors' }
    ]
  },
  {
    name: 'a thrown plain object with and without a status',
    setup(app, t) {
      app.get('/limited', async () => {
        throw { statusCode: 429, message: 'slow down' }
      })
      app.get('/plain', async () => {
        throw { reason: 'internal data' }
      })
      app.register(async (child) => {
        child.setErrorHandler(observingHandler(t))
        child.get('/custom', async () => {
          throw { reason: 'internal data' }
        })
      })
    },
    requests: [{ url: '/limited' }, { url: '/plain' }, { url: '/custom' }],
    differs: [{ path: 'answers[1].body', guide: '#thrown-values-that-are-not-errors' }]
  },
  {
    name: 'a thrown null',
    setup(app, t) {
      app.get('/default', async () => {
        throw null
      })
      app.register(async (child) => {
        child.setErrorHandler(observingHandler(t))
        child.get('/custom', async () => {
          throw null
        })
        child.get('/sync', () => {
          throw null
        })
      })
    },
    requests: [{ url: '/default' }, { url: '/custom' }, { url: '/sync' }],
    differs: [{ path: 'answers[0].body', guide: '#thrown-values-that-are-not-errors' }]
  },
  {
    name: 'a thrown number',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get('/', async () => {
        throw 42
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a custom error handler receives the undefined a handler threw or rejected',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get('/async-throw', async () => {
        throw undefined
      })
      app.get('/sync-throw', () => {
        throw undefined
      })
      app.get('/reject', () => Promise.reject(undefined))
      app.get('/async-reject', async () => Promise.reject(undefined))
    },
    requests: [{ url: '/async-throw' }, { url: '/sync-throw' }, { url: '/reject' }, { url: '/async-reject' }]
  },
  {
    name: 'the default error handler answers an undefined a handler threw',
    logs: 'error',
    setup(app) {
      app.get('/', async () => {
        throw undefined
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'answers[0]', guide: '#thrown-values-that-are-not-errors' },
      { path: 'logs[0]', guide: '#thrown-values-that-are-not-errors' }
    ]
  },
  {
    name: 'onError hooks receive the undefined a handler threw',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => {
        t.trace('onError', typeof error)
      })
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(500).send({ received: typeof error })
      })
      app.get('/', async () => {
        throw undefined
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a hook that rejects with undefined or null gives FST_ERR_SEND_UNDEFINED_ERR',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get('/undefined', { preHandler: async () => Promise.reject(undefined) }, async () => 'ok')
      app.get(
        '/null',
        {
          onRequest: async () => {
            throw null
          }
        },
        async () => 'ok'
      )
    },
    requests: [{ url: '/undefined' }, { url: '/null' }],
    differs: [
      { path: 'observed.handler /undefined.name', guide: errorName },
      { path: 'observed.handler /null.name', guide: errorName }
    ]
  },
  {
    name: 'a hook that rejects with another falsy value gives FST_ERR_SEND_UNDEFINED_ERR',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get(
        '/zero',
        {
          preHandler: async () => {
            throw 0
          }
        },
        async () => 'ok'
      )
      app.get('/empty', { preValidation: async () => Promise.reject('') }, async () => 'ok')
      app.get(
        '/false',
        {
          onRequest: async () => {
            throw false
          }
        },
        async () => 'ok'
      )
    },
    requests: [{ url: '/zero' }, { url: '/empty' }, { url: '/false' }],
    differs: [
      { path: 'observed.handler /zero.name', guide: errorName },
      { path: 'observed.handler /empty.name', guide: errorName },
      { path: 'observed.handler /false.name', guide: errorName }
    ]
  },
  {
    name: 'a callback hook that calls done with a falsy value carries on',
    setup(app, t) {
      app.addHook('onRequest', (request, reply, done) => {
        t.trace('onRequest 1')
        done(0 as unknown as Error)
      })
      app.addHook('onRequest', (request, reply, done) => {
        t.trace('onRequest 2')
        done()
      })
      app.addHook('preHandler', (request, reply, done) => {
        t.trace('preHandler 1')
        done(false as unknown as Error)
      })
      app.addHook('preHandler', (request, reply, done) => {
        t.trace('preHandler 2')
        done('' as unknown as Error)
      })
      app.addHook('preHandler', (request, reply, done) => {
        t.trace('preHandler 3')
        done()
      })
      app.addHook('onSend', (request, reply, payload, done) => {
        t.trace('onSend')
        done(0 as unknown as null, payload)
      })
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a falsy value given to done by the last hook fails the request with it',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get(
        '/',
        {
          preValidation: (request, reply, done) => {
            t.trace('preValidation')
            done(false as unknown as Error)
          }
        },
        async () => 'not reached'
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a callback hook that throws null or undefined',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get(
        '/null',
        {
          onRequest: () => {
            throw null
          }
        },
        async () => 'reached'
      )
      app.get(
        '/undefined',
        {
          preHandler: () => {
            throw undefined
          }
        },
        async () => 'reached'
      )
      app.get(
        '/zero',
        {
          preHandler: () => {
            throw 0
          }
        },
        async () => 'reached'
      )
    },
    requests: [{ url: '/null' }, { url: '/undefined' }, { url: '/zero' }],
    differs: [
      { path: 'answers[0]', guide: '#a-thrown-null-or-undefined-fails-a-hook' },
      { path: 'answers[1]', guide: '#a-thrown-null-or-undefined-fails-a-hook' },
      { path: 'trace', guide: '#a-thrown-null-or-undefined-fails-a-hook' },
      { path: 'observed', guide: '#a-thrown-null-or-undefined-fails-a-hook' }
    ]
  },
  {
    name: 'reply.send(undefined) answers an empty body',
    setup(app, t) {
      app.setErrorHandler(observingHandler(t))
      app.get('/sync', (request, reply) => {
        reply.send(undefined)
      })
      app.get('/async', async (request, reply) => {
        return reply.send(undefined)
      })
      app.get('/code', (request, reply) => {
        reply.code(204).send(undefined)
      })
    },
    requests: [{ url: '/sync' }, { url: '/async' }, { url: '/code' }]
  },
  {
    name: 'an error handler that sends undefined',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(503).send(undefined)
      })
      app.get('/', async () => {
        throw new Error('x')
      })
    },
    requests: [{ url: '/' }]
  },
  // ---------------------------------------------------------------- error handler chain
  {
    name: 'setErrorHandler at root, child and grandchild',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(500).send({ by: 'root', message: error.message })
      })
      app.get('/root', async () => {
        throw new Error('at root')
      })
      app.register(
        async (child) => {
          child.setErrorHandler<FastifyError>((error, request, reply) => {
            reply.code(501).send({ by: 'child', message: error.message })
          })
          child.get('/', async () => {
            throw new Error('at child')
          })
          child.register(
            async (grandchild) => {
              grandchild.setErrorHandler<FastifyError>((error, request, reply) => {
                reply.code(502).send({ by: 'grandchild', message: error.message })
              })
              grandchild.get('/', async () => {
                throw new Error('at grandchild')
              })
            },
            { prefix: '/g' }
          )
          child.register(
            async (sibling) => {
              sibling.get('/', async () => {
                throw new Error('in a grandchild without a handler')
              })
            },
            { prefix: '/s' }
          )
        },
        { prefix: '/c' }
      )
    },
    requests: [{ url: '/root' }, { url: '/c' }, { url: '/c/g' }, { url: '/c/s' }]
  },
  {
    name: 'an error handler that throws falls back to its parent',
    setup(app, t) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('root handler', error.message)
        reply.code(500).send({ by: 'root', message: error.message })
      })
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>((error) => {
          t.trace('child handler', error.message)
          throw new Error(`child failed on ${error.message}`)
        })
        child.register(async (grandchild) => {
          grandchild.setErrorHandler<FastifyError>(async (error) => {
            t.trace('grandchild handler', error.message)
            throw new Error('grandchild rejected')
          })
          grandchild.get('/deep', async () => {
            throw new Error('original')
          })
        })
        child.get('/child', async () => {
          throw new Error('original')
        })
      })
    },
    requests: [{ url: '/deep' }, { url: '/child' }]
  },
  {
    name: 'an error handler that throws falls back to the default handler',
    setup(app) {
      app.setErrorHandler(() => {
        throw withStatus('the handler failed', { statusCode: 422 })
      })
      app.get('/', async () => {
        throw new Error('original')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an error handler that returns a value, a promise or the reply',
    setup(app) {
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>((error, request, reply) => {
          reply.code(400)
          return { returned: error.message }
        })
        child.get('/value', async () => {
          throw new Error('value')
        })
      })
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>(async (error, request, reply) => {
          reply.code(409)
          return { resolved: error.message }
        })
        child.get('/async', async () => {
          throw new Error('async')
        })
      })
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>(async (error, request, reply) => {
          return reply.code(410).send({ sent: error.message })
        })
        child.get('/reply', async () => {
          throw new Error('reply')
        })
      })
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>((error, request, reply) => {
          reply.code(400).type('text/plain').send(`text: ${error.message}`)
        })
        child.get('/text', async () => {
          throw new Error('text')
        })
      })
    },
    requests: [{ url: '/value' }, { url: '/async' }, { url: '/reply' }, { url: '/text' }]
  },
  {
    name: 'an error handler that sends the error on',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.header('x-handled', 'yes')
        reply.send(error)
      })
      app.get('/declared', async () => {
        throw withStatus('conflict', { statusCode: 409 })
      })
      app.get('/coded', async () => {
        throw new Teapot('oolong')
      })
    },
    requests: [{ url: '/declared' }, { url: '/coded' }]
  },
  {
    name: "the default error handler's name, as errorHandler gives it",
    setup(app, t) {
      // tools that print the handlers (explain(), printRoutes' meta, APM) show this name
      t.trace('name', app.errorHandler.name)
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an error handler hands the error to the parent errorHandler',
    setup(app, t) {
      app.register(async (child) => {
        // the handler in force before this context set its own: the default one
        const inherited = child.errorHandler
        child.setErrorHandler<FastifyError>((error, request, reply) => {
          t.trace('child', error.message)
          inherited(error, request, reply)
        })
        child.get('/', async () => {
          throw withStatus('payment required', { statusCode: 402 })
        })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an error handler set by a fastify-plugin plugin applies to its parent',
    setup(app) {
      app.register(
        fp(async (instance) => {
          instance.setErrorHandler<FastifyError>((error, request, reply) => {
            reply.code(500).send({ by: 'plugin', message: error.message })
          })
        })
      )
      app.get('/', async () => {
        throw new Error('root route')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an encapsulated error handler does not reach siblings or the parent',
    setup(app) {
      app.register(async (child) => {
        child.setErrorHandler<FastifyError>((error, request, reply) => {
          reply.code(500).send({ by: 'child' })
        })
        child.get('/inside', async () => {
          throw withStatus('inside', { statusCode: 400 })
        })
      })
      app.register(async (sibling) => {
        sibling.get('/sibling', async () => {
          throw withStatus('sibling', { statusCode: 400 })
        })
      })
      app.get('/root', async () => {
        throw withStatus('root', { statusCode: 400 })
      })
    },
    requests: [{ url: '/inside' }, { url: '/sibling' }, { url: '/root' }]
  },
  {
    name: 'setErrorHandler with a non-function is refused',
    async run(make, t) {
      const app = make()
      try {
        app.setErrorHandler('nope' as never)
        t.observe('accepted', true)
      } catch (error) {
        t.observe('error', error)
      }
    },
    differs: [{ path: 'observed.error.name', guide: errorName }]
  },
  {
    name: 'a custom error handler sees the reply status after reply.code',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(error.statusCode === 404 ? 404 : 500).send({ message: error.message })
      })
      app.get('/', async () => {
        throw withStatus('missing', { statusCode: 404 })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a custom error handler that sets no status',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.send({ problem: error.message, status: reply.statusCode })
      })
      app.get('/', async () => {
        throw withStatus('no such invoice', { statusCode: 404 })
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'answers[0].statusCode', guide: '#the-status-a-custom-error-handler-starts-with' },
      { path: 'answers[0].statusMessage', guide: '#the-status-a-custom-error-handler-starts-with' },
      { path: 'answers[0].body', guide: '#the-status-a-custom-error-handler-starts-with' }
    ]
  },
  {
    name: '`this` inside an error handler is the context instance',
    setup(app) {
      app.decorate('where', 'root')
      app.register(async (child) => {
        child.decorate('inChild', true)
        child.setErrorHandler<FastifyError>(function (error, request, reply) {
          const self = this as unknown as Record<string, unknown>
          reply.code(500).send({ where: self['where'], inChild: self['inChild'] })
        })
        child.get('/', async () => {
          throw new Error('x')
        })
      })
    },
    requests: [{ url: '/' }]
  },
  // ---------------------------------------------------------------- validation errors
  {
    name: 'validation errors reach the custom error handler with validation and validationContext',
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(422).send({
          code: error.code,
          statusCode: error.statusCode,
          context: error.validationContext,
          validation: error.validation,
          message: error.message
        })
      })
      app.post(
        '/body',
        {
          schema: {
            body: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } }
            }
          }
        },
        async (request) => request.body
      )
      app.get(
        '/params/:id',
        { schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } } },
        async (request) => request.params
      )
      app.get(
        '/headers',
        {
          schema: {
            headers: { type: 'object', required: ['x-token'], properties: { 'x-token': { type: 'string' } } }
          }
        },
        async () => 'ok'
      )
    },
    requests: [
      { method: 'POST', url: '/body', payload: { age: -1 } },
      { method: 'POST', url: '/body', payload: { name: 'a', age: 'x' } },
      { url: '/params/abc' },
      { url: '/headers' }
    ]
  },
  {
    name: 'the default answer to a validation error',
    setup(app) {
      app.post(
        '/',
        {
          schema: {
            body: { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' } } },
            querystring: { type: 'object', properties: { n: { type: 'integer' } } }
          }
        },
        async () => 'ok'
      )
    },
    requests: [
      { method: 'POST', url: '/', payload: {} },
      { method: 'POST', url: '/?n=x', payload: { a: '1', b: 2 } },
      { method: 'POST', url: '/', payload: 'not json', headers: { 'content-type': 'application/json' } }
    ]
  },
  {
    name: 'attachValidation hands the validation error to the handler',
    setup(app) {
      app.post(
        '/',
        {
          attachValidation: true,
          schema: { body: { type: 'object', required: ['a'] } }
        },
        async (request) => ({
          message: request.validationError?.message,
          context: request.validationError?.validationContext,
          validation: request.validationError?.validation
        })
      )
    },
    requests: [{ method: 'POST', url: '/', payload: { b: 1 } }]
  },
  {
    name: 'schemaErrorFormatter shapes the validation message',
    setup(app) {
      app.post(
        '/',
        {
          schema: { body: { type: 'object', required: ['a'] } },
          schemaErrorFormatter: (errors, dataVar) =>
            new Error(`${dataVar}: ${errors.length} problem(s), first ${errors[0]?.keyword}`)
        },
        async () => 'ok'
      )
    },
    requests: [{ method: 'POST', url: '/', payload: { b: 1 } }]
  },
  // ---------------------------------------------------------------- onError hook
  {
    name: 'onError hooks run before the error handler, in order, with the error',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => {
        t.trace('onError root async', error.message, reply.statusCode)
      })
      app.addHook('onError', (request, reply, error, done) => {
        t.trace('onError root callback', error.message)
        done()
      })
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error.message)
        reply.code(400).send({ message: error.message })
      })
      app.register(async (child) => {
        child.addHook('onError', async () => {
          t.trace('onError child')
        })
        child.get('/child', async () => {
          throw withStatus('child route', { statusCode: 404 })
        })
      })
      app.get('/root', async () => {
        throw new Error('root route')
      })
    },
    requests: [{ url: '/root' }, { url: '/child' }],
    differs: [
      { path: 'trace[0][2]', guide: '#the-status-a-custom-error-handler-starts-with' },
      { path: 'trace[3][2]', guide: '#the-status-a-custom-error-handler-starts-with' }
    ]
  },
  {
    name: 'an onError hook that throws does not change the answer',
    logs: 'error',
    setup(app, t) {
      app.addHook('onError', async () => {
        t.trace('first onError')
        throw new Error('onError failed')
      })
      app.addHook('onError', async () => {
        t.trace('second onError')
      })
      app.get('/', async () => {
        throw withStatus('original', { statusCode: 400 })
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'logs[0]', guide: '#smaller-differences' }]
  },
  {
    name: 'reply.send inside onError is refused',
    setup(app, t) {
      app.addHook('onError', async (request, reply) => {
        try {
          reply.send('from onError')
          t.trace('send accepted')
        } catch (error) {
          t.observe('send error', error)
        }
      })
      app.get('/', async () => {
        throw withStatus('original', { statusCode: 400 })
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'observed.send error.name', guide: errorName }]
  },
  {
    name: 'onError does not run for errors sent by the error handler itself or for a 404',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => {
        t.trace('onError', error.message)
      })
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error.message)
        reply.code(400).send({ ok: false })
      })
      app.get('/', async () => {
        throw new Error('boom')
      })
    },
    requests: [{ url: '/' }, { url: '/missing' }]
  },
  {
    name: 'a route-level onError array',
    setup(app, t) {
      app.addHook('onError', async () => t.trace('app onError'))
      app.get(
        '/',
        {
          onError: [
            async (request, reply, error) => t.trace('route onError 1', error.message),
            (request, reply, error, done) => {
              t.trace('route onError 2')
              done()
            }
          ]
        },
        async () => {
          throw withStatus('route', { statusCode: 409 })
        }
      )
    },
    requests: [{ url: '/' }]
  },
  // ---------------------------------------------------------------- send twice, serialization errors
  {
    name: 'sending twice logs a warning and the first reply stands',
    logs: 'warn',
    setup(app) {
      app.get('/sync', (request, reply) => {
        reply.send('first')
        reply.send('second')
      })
      app.get('/returned', async (request, reply) => {
        reply.send('first')
        return 'second'
      })
    },
    requests: [{ url: '/sync' }, { url: '/returned' }],
    differs: [
      { path: 'logs[0].err.type', guide: errorName },
      { path: 'logs[0].err.stack', guide: errorName },
      { path: 'logs[0].err.name', guide: errorName },
      { path: 'logs[1].err.type', guide: errorName },
      { path: 'logs[1].err.stack', guide: errorName },
      { path: 'logs[1].err.name', guide: errorName }
    ]
  },
  {
    name: 'an async handler that sends and returns undefined',
    setup(app) {
      app.get('/', async (request, reply) => {
        reply.send({ sent: true })
      })
      app.get('/return-reply', async (request, reply) => {
        reply.code(202).send({ sent: true })
        return reply
      })
    },
    requests: [{ url: '/' }, { url: '/return-reply' }]
  },
  {
    name: 'a handler that rejects after sending logs the error',
    logs: 'error',
    setup(app) {
      app.get('/', async (request, reply) => {
        reply.send('sent')
        throw new Error('after send')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a circular payload fails in serialization',
    setup(app) {
      app.get('/', async () => {
        const value: Record<string, unknown> = { a: 1 }
        value['self'] = value
        return value
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a BigInt payload fails in serialization and reaches the custom handler',
    setup(app, t) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error instanceof TypeError)
        reply.code(500).send({ failed: true })
      })
      app.get('/', async () => ({ n: BigInt(1) }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a response schema that the payload does not satisfy',
    setup(app) {
      app.get(
        '/',
        {
          schema: {
            response: {
              200: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }
            }
          }
        },
        async () => ({ name: 'no id' })
      )
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a response schema for the error status shapes the error payload',
    setup(app) {
      app.get(
        '/',
        {
          schema: {
            response: {
              400: {
                type: 'object',
                properties: { message: { type: 'string' }, detail: { type: 'string' } }
              }
            }
          }
        },
        async () => {
          throw withStatus('bad', { statusCode: 400, detail: 'field x' })
        }
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: "a custom error handler's payload goes through the reply serializer the handler set",
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(400).send({ handled: error.message })
      })
      app.get('/', async (request, reply) => {
        reply.serializer((payload) => `serialized:${JSON.stringify(payload)}`)
        throw new Error('after setting a serializer')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'the default error answer never goes through a reply serializer',
    setup(app) {
      app.get('/', async (request, reply) => {
        reply.serializer((payload) => `serialized:${JSON.stringify(payload)}`)
        throw withStatus('to the default handler', { statusCode: 409 })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a reply serializer that throws',
    setup(app, t) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error.message)
        reply.code(500).send({ failed: error.message })
      })
      app.get('/', (request, reply) => {
        reply.serializer(() => {
          throw new Error('serializer failed')
        })
        reply.send({ a: 1 })
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  // ---------------------------------------------------------------- logs
  {
    name: 'the log record of a 4xx and a 5xx error',
    logs: true,
    setup(app) {
      app.get('/4xx', async () => {
        throw withStatus('not here', { statusCode: 404 })
      })
      app.get('/5xx', async () => {
        throw withStatus('down', { statusCode: 503 })
      })
    },
    requests: [{ url: '/4xx' }, { url: '/5xx' }]
  },
  {
    name: 'the log record of an unexpected error',
    logs: 'error',
    setup(app) {
      app.get('/', async () => {
        throw new RangeError('out of range')
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a custom error handler logs nothing by itself',
    logs: true,
    setup(app) {
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        reply.code(500).send({ handled: true })
      })
      app.get('/', async () => {
        throw new Error('quiet')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'the log record of a coded error',
    logs: 'info',
    setup(app) {
      app.get('/', async () => {
        throw new Unavailable('search')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'the log records of a validation error',
    logs: 'info',
    setup(app) {
      app.get('/', { schema: { querystring: { type: 'object', required: ['q'] } } }, async () => 'ok')
    },
    requests: [{ url: '/' }],
    // over a socket, the line that says the server listens comes first
    differs: ['inject.logs[1]', 'socket.logs[2]'].flatMap((line) => [
      { path: `${line}.err.type`, guide: errorName },
      { path: `${line}.err.stack`, guide: errorName },
      { path: `${line}.err.name`, guide: errorName },
      { path: `${line}.err.validationContext`, guide: '#validationcontext-of-a-querystring-failure-is-query' }
    ])
  },
  {
    name: 'an error in a plugin rejects ready with it',
    async run(make, t) {
      const app = make()
      app.register(async () => {
        throw withStatus('plugin failed', { code: 'APP_PLUGIN' })
      })
      try {
        await app.ready()
        t.observe('ready', 'resolved')
      } catch (error) {
        t.observe('ready rejected', error)
      }
    }
  },
  {
    name: 'errors thrown from a 404 handler',
    setup(app, t) {
      app.setNotFoundHandler(async (request) => {
        t.trace('notFound', request.url)
        throw withStatus(`nothing at ${request.url}`, { statusCode: 404 })
      })
      app.setErrorHandler<FastifyError>((error, request, reply) => {
        t.trace('handler', error.message)
        reply.code(404).send({ message: error.message })
      })
    },
    requests: [{ url: '/a' }, { method: 'POST', url: '/b', payload: { x: 1 } }]
  }
])
