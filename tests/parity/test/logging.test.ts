// Logging and request ids: the records pino writes for requests (incoming, completed, errors, not found), request
// ids from the counter, a header or a generator, per-route levels and serializers, child logger factories, and
// custom logger instances.
import fc from 'fast-check'
import { scenarios } from '../src/define.js'
import type { Options } from '../src/frameworks.js'
import type { FastifyBaseLogger } from 'fastify-real'

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error
  return (error as { code?: unknown }).code ?? (error as Error).message
}

/** A logger object that records every call (level, arguments) and the bindings of each child. */
function recordingLogger(lines: unknown[], bindings: unknown[] = [], level = 'info'): FastifyBaseLogger {
  const make = (own: unknown[]): FastifyBaseLogger => {
    const at =
      (name: string) =>
      (...args: unknown[]): void =>
        void lines.push({ level: name, bindings: own, args: args.map(plain) })
    return {
      level,
      silent: () => undefined,
      trace: at('trace'),
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      fatal: at('fatal'),
      child: (childBindings: unknown, options?: unknown) =>
        make([...own, plain(childBindings), plain(options)])
    } as unknown as FastifyBaseLogger
  }
  bindings.push('root')
  return make([])
}

// what a logger receives, as data: a request or reply by its class name, an error by its message
function plain(value: unknown): unknown {
  if (value instanceof Error) return { error: value.message }
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    // as JSON shows it (no undefined fields), without the time a request took
    if (field === undefined || key === 'responseTime') continue
    if (typeof field === 'object' && field !== null && !Array.isArray(field)) {
      const name = (field as object).constructor?.name
      out[key] =
        field instanceof Error ? { error: field.message } : name === 'Object' ? plain(field) : typeof field
    } else out[key] = typeof field === 'function' ? '[function]' : field
  }
  return out
}

scenarios('logging', [
  // ---- the request lines ----
  {
    name: 'incoming request and request completed, at info, with the request id',
    logs: true,
    setup(app) {
      app.get('/users/:id', async (request) => ({ id: (request.params as { id: string }).id }))
    },
    requests: [{ url: '/users/1?x=1' }, { method: 'HEAD', url: '/users/2' }]
  },
  {
    name: 'request ids count up per request, req-1, req-2, ... (base 36)',
    via: ['inject'],
    setup(app) {
      app.get('/', async (request) => request.id)
    },
    requests: Array.from({ length: 12 }, () => ({ url: '/' }))
  },
  {
    name: 'request ids over a socket',
    via: ['socket'],
    logs: true,
    setup(app) {
      app.get('/', async (request) => request.id)
    },
    requests: [{ url: '/' }, { url: '/' }]
  },
  {
    name: 'disableRequestLogging: true leaves out the request lines, not what the handler logs',
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }],
    logs: true,
    options: { disableRequestLogging: true },
    setup(app) {
      app.get('/', async (request) => {
        request.log.info('handler line')
        return 'ok'
      })
    },
    requests: [{ url: '/' }, { url: '/missing' }]
  },
  {
    name: 'disableRequestLogging as a function of the request',
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }],
    logs: true,
    options: {
      disableRequestLogging: (request: { url: string }) => request.url.startsWith('/health')
    } as never,
    setup(app) {
      app.get('/health', async () => 'ok')
      app.get('/work', async () => 'done')
    },
    requests: [{ url: '/health' }, { url: '/work' }]
  },
  {
    name: 'a 404 is logged at info with the route it missed',
    logs: true,
    setup(app) {
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/missing?q=1' }, { method: 'POST', url: '/other', payload: { a: 1 } }]
  },
  {
    name: 'a 5xx error is logged at error with the error, a 4xx at info',
    logs: true,
    setup(app) {
      app.get('/server', async () => {
        throw Object.assign(new Error('upstream failed'), { statusCode: 502 })
      })
      app.get('/client', async () => {
        throw Object.assign(new Error('not allowed'), { statusCode: 403 })
      })
      app.get('/teapot', async (_request, reply) => reply.code(418).send({ short: 'and stout' }))
    },
    requests: [{ url: '/server' }, { url: '/client' }, { url: '/teapot' }]
  },
  {
    name: 'a validation failure is logged at info',
    differs: [
      { path: 'inject.logs[1].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[1].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'inject.logs[1].err.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'socket.logs[2].err.name', guide: '#framework-errors-are-named-capsuleerror' }
    ],
    logs: true,
    setup(app) {
      app.post(
        '/',
        {
          schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } }
        },
        async () => 'ok'
      )
    },
    requests: [{ method: 'POST', url: '/', payload: {} }]
  },
  {
    name: 'an error thrown in an onRequest hook is logged like a handler error',
    logs: true,
    setup(app) {
      app.addHook('onRequest', async (request) => {
        if (request.url === '/denied') throw Object.assign(new Error('no token'), { statusCode: 401 })
      })
      app.get('/denied', async () => 'never')
    },
    requests: [{ url: '/denied' }]
  },
  {
    name: 'a custom error handler that sends: no default error line',
    logs: true,
    setup(app) {
      app.setErrorHandler(async (error, request, reply) => {
        request.log.warn({ handled: (error as Error).message }, 'handled')
        return reply.code(409).send({ handled: true })
      })
      app.get('/', async () => {
        throw new Error('conflict')
      })
    },
    requests: [{ url: '/' }]
  },

  // ---- request ids ----
  {
    name: 'requestIdHeader: the header is the id; without it the counter',
    logs: true,
    options: { requestIdHeader: 'x-request-id' },
    setup(app) {
      app.get('/', async (request) => ({ id: request.id }))
    },
    requests: [
      { url: '/', headers: { 'x-request-id': 'abc-123' } },
      { url: '/' },
      { url: '/', headers: { 'x-request-id': '' } }
    ]
  },
  {
    name: 'requestIdHeader: any value of the header is the request id',
    options: { requestIdHeader: 'x-request-id' },
    setup(app) {
      app.get('/', async (request) => ({ id: request.id }))
    },
    // header values as a client may send them: visible ASCII and spaces, possibly empty
    requests: fc
      .stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,40}[\x21-\x7e])?$|^$/)
      .map((value) => ({ url: '/', headers: { 'x-request-id': value } }))
  },
  {
    name: 'requestIdHeader: false ignores a request-id header',
    options: { requestIdHeader: false },
    setup(app) {
      app.get('/', async (request) => ({ id: request.id }))
    },
    requests: [{ url: '/', headers: { 'request-id': 'given' } }]
  },
  {
    name: 'requestIdLogLabel renames the id binding',
    differs: [{ path: 'warnings', guide: '#process-warnings-are-emitted-once-per-process' }],
    logs: true,
    options: { requestIdLogLabel: 'traceId' },
    setup(app) {
      app.get('/', async (request) => {
        request.log.info('in handler')
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'genReqId: the id a generator returns, called with the raw request',
    logs: true,
    options: () => {
      let n = 0
      return {
        genReqId: (raw: { method?: string; url?: string }) => `${raw.method}-${raw.url}-${++n}`
      } as Options
    },
    setup(app) {
      app.get('/a', async (request) => ({ id: request.id }))
    },
    requests: [{ url: '/a' }, { url: '/a?x' }]
  },
  {
    name: 'genReqId with requestIdHeader: the header wins when present',
    options: () => ({ genReqId: () => 'generated', requestIdHeader: 'x-id' }),
    setup(app) {
      app.get('/', async (request) => ({ id: request.id }))
    },
    requests: [{ url: '/', headers: { 'x-id': 'from-header' } }, { url: '/' }]
  },
  {
    name: 'setGenReqId in a plugin: its routes use it, others the default counter',
    setup(app) {
      app.register(
        async (child) => {
          child.setGenReqId(() => 'child-id')
          child.get('/', async (request) => ({ id: request.id }))
        },
        { prefix: '/child' }
      )
      app.get('/', async (request) => ({ id: request.id }))
    },
    requests: [{ url: '/child' }, { url: '/' }, { url: '/child' }]
  },
  {
    name: 'the not-found handler gets a request id too',
    setup(app) {
      app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ id: request.id }))
    },
    requests: [{ url: '/a' }, { url: '/b' }]
  },

  // ---- request.log and reply.log ----
  {
    name: 'request.log and reply.log: child loggers bound to the request id',
    logs: true,
    setup(app, t) {
      app.addHook('onRequest', async (request) => {
        request.log.info({ step: 'onRequest' }, 'hook line')
      })
      app.get('/', async (request, reply) => {
        t.observe('same logger', request.log === reply.log)
        request.log.info({ user: 42 }, 'handler line')
        reply.log.warn('reply line')
        return 'ok'
      })
      app.addHook('onResponse', async (request, reply) => {
        reply.log.info({ status: reply.statusCode }, 'onResponse line')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an onResponse hook that fails: request errored, with the error',
    logs: true,
    setup(app, t) {
      app.addHook('onResponse', async () => {
        t.trace('first onResponse')
        throw new Error('metrics down')
      })
      app.addHook('onResponse', async () => t.trace('second onResponse'))
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'request.log.child adds bindings; app.log has no request id',
    logs: true,
    setup(app) {
      app.log.info({ phase: 'setup' }, 'setup line')
      app.get('/', async (request) => {
        const child = request.log.child({ part: 'db' })
        child.info('child line')
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },

  // ---- levels and serializers ----
  {
    name: 'a route logLevel of warn: no request lines for it, its warnings kept',
    logs: true,
    setup(app) {
      app.get('/quiet', { logLevel: 'warn' }, async (request) => {
        request.log.info('dropped')
        request.log.warn('kept')
        return 'ok'
      })
      app.get('/loud', async () => 'ok')
    },
    requests: [{ url: '/quiet' }, { url: '/loud' }]
  },
  {
    name: 'a route logLevel of debug under a server at info: its debug lines appear',
    logs: true,
    setup(app) {
      app.get('/debug', { logLevel: 'debug' }, async (request) => {
        request.log.debug('debug detail')
        return 'ok'
      })
      app.get('/info', async (request) => {
        request.log.debug('never')
        return 'ok'
      })
    },
    requests: [{ url: '/debug' }, { url: '/info' }]
  },
  {
    name: 'logLevel given to register() applies to the plugin’s routes',
    logs: true,
    setup(app) {
      app.register(
        async (child) => {
          child.get('/p', async (request) => {
            request.log.info('info in plugin')
            request.log.error('error in plugin')
            return 'ok'
          })
        },
        { logLevel: 'error' } as never
      )
    },
    requests: [{ url: '/p' }]
  },
  {
    name: 'an invalid route logLevel is refused',
    logs: true,
    setup(app) {
      app.get('/', { logLevel: 'loud' as never }, async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'logSerializers per route change what a field logs as',
    logs: true,
    setup(app) {
      app.get(
        '/',
        {
          logSerializers: {
            user: (value: { name: string }) => `user:${value.name}`
          }
        },
        async (request) => {
          request.log.info({ user: { name: 'ada', password: 'secret' } }, 'who')
          return 'ok'
        }
      )
      app.get('/plain', async (request) => {
        request.log.info({ user: { name: 'ada' } }, 'who')
        return 'ok'
      })
    },
    requests: [{ url: '/' }, { url: '/plain' }]
  },
  {
    name: 'logSerializers given to register()',
    logs: true,
    setup(app) {
      app.register(
        async (child) => {
          child.get('/', async (request) => {
            request.log.info({ secret: 'abc' }, 'line')
            return 'ok'
          })
        },
        { logSerializers: { secret: () => '[hidden]' } } as never
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'logger: { level: warn }: no request lines, a 5xx still logged',
    logs: 'warn',
    setup(app) {
      app.get('/', async (request) => {
        request.log.info('not shown')
        request.log.warn('shown')
        return 'ok'
      })
      app.get('/fail', async () => {
        throw new Error('broken')
      })
    },
    requests: [{ url: '/' }, { url: '/fail' }],
    differs: [{ path: 'answers[1].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'logger: { level: debug }',
    logs: 'debug',
    setup(app) {
      app.get('/', async (request) => {
        request.log.debug('debug line')
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'the logger option with custom serializers for req and res',
    logs: true,
    options: {
      logger: {
        serializers: {
          req: (request: { method: string; url: string }) => ({ line: `${request.method} ${request.url}` }),
          res: (reply: { statusCode: number }) => ({ status: reply.statusCode })
        }
      }
    } as never,
    setup(app) {
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },

  // ---- child logger factories ----
  {
    name: 'childLoggerFactory: its bindings on every request line, called with the raw request',
    logs: true,
    options: {
      childLoggerFactory(
        logger: FastifyBaseLogger,
        bindings: Record<string, unknown>,
        options: Record<string, unknown>,
        raw: { url?: string }
      ) {
        return logger.child({ ...bindings, path: raw.url }, options)
      }
    } as never,
    setup(app) {
      app.get('/', async (request) => {
        request.log.info('handler')
        return 'ok'
      })
    },
    requests: [{ url: '/?a=1' }]
  },
  {
    name: 'setChildLoggerFactory in a plugin: its routes only, `this` is the plugin instance',
    logs: true,
    setup(app, t) {
      app.register(async (child) => {
        child.decorate('tenant', 'acme')
        child.setChildLoggerFactory(function (this: unknown, logger, bindings, options) {
          t.trace('factory this is child', this === child)
          return logger.child({ ...bindings, tenant: 'acme' }, options)
        })
        child.get('/tenant', async (request) => {
          request.log.info('tenant line')
          return 'ok'
        })
      })
      app.get('/', async (request) => {
        request.log.info('root line')
        return 'ok'
      })
    },
    requests: [{ url: '/tenant' }, { url: '/' }]
  },
  {
    name: 'a childLoggerFactory that returns something that is not a logger',
    // Fastify never answers: each run waits for the harness's bound, so one transport is enough
    via: ['inject'],
    differs: [
      { path: 'answers', guide: '#errors-that-fastify-lets-escape' },
      { path: 'logs', guide: '#errors-that-fastify-lets-escape' },
      { path: 'uncaught', guide: '#errors-that-fastify-lets-escape' },
      { path: 'timedOut', guide: '#errors-that-fastify-lets-escape' }
    ],
    logs: true,
    options: { childLoggerFactory: () => ({ info: () => undefined }) } as never,
    setup(app) {
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },

  // ---- custom logger instances ----
  {
    name: 'loggerInstance: the object receives child() with the request id and the request lines',
    async run(make, t) {
      const lines: unknown[] = []
      const app = make({ loggerInstance: recordingLogger(lines) } as never)
      app.get('/', async (request) => {
        request.log.info('handler')
        return 'ok'
      })
      await app.inject('/')
      t.observe('same instance', typeof app.log.info)
      t.observe('lines', lines)
    }
  },
  {
    name: 'loggerInstance without the logger methods: FST_ERR_LOG_INVALID_LOGGER',
    async run(make, t) {
      t.observe(
        'create',
        await Promise.resolve()
          .then(() => make({ loggerInstance: { info: () => undefined } } as never))
          .then(() => 'created', codeOf)
      )
    }
  },
  {
    name: 'logger and loggerInstance together: FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED',
    async run(make, t) {
      t.observe(
        'create',
        await Promise.resolve()
          .then(() => make({ logger: true, loggerInstance: recordingLogger([]) } as never))
          .then(() => 'created', codeOf)
      )
    }
  },
  {
    name: 'a logger object given as logger: FST_ERR_LOG_INVALID_LOGGER_CONFIG',
    async run(make, t) {
      t.observe(
        'create',
        await Promise.resolve()
          .then(() => make({ logger: recordingLogger([]) } as never))
          .then(() => 'created', codeOf)
      )
    }
  },
  {
    name: 'logger: false: request.log is silent and callable',
    async run(make, t) {
      const app = make({ logger: false })
      app.get('/', async (request) => {
        request.log.info('nothing')
        t.observe('methods', [typeof request.log.info, typeof request.log.child])
        t.observe('child', typeof request.log.child({}).info)
        return 'ok'
      })
      t.observe('status', (await app.inject('/')).statusCode)
      t.observe('app.log', [typeof app.log.info, typeof app.log.child])
    }
  }
])
