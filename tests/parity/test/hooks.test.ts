import { request as httpRequest } from 'node:http'
import { Readable, Transform } from 'node:stream'
import type { FastifyError, FastifyInstance } from 'fastify-real'
import fc from 'fast-check'
import fp from 'fastify-plugin'
import { scenarios } from '../src/define.js'
import type { RequestScenario, ScenarioContext } from '../src/scenario.js'

// every request hook of a context, each tracing its name (and `tag`), in async form
function traceAllHooks(app: FastifyInstance, t: ScenarioContext, tag: string): void {
  app.addHook('onRequest', async () => t.trace(tag, 'onRequest'))
  app.addHook('preParsing', async () => t.trace(tag, 'preParsing'))
  app.addHook('preValidation', async () => t.trace(tag, 'preValidation'))
  app.addHook('preHandler', async () => t.trace(tag, 'preHandler'))
  app.addHook('preSerialization', async () => t.trace(tag, 'preSerialization'))
  app.addHook('onSend', async () => t.trace(tag, 'onSend'))
  app.addHook('onResponse', async () => t.trace(tag, 'onResponse'))
  app.addHook('onError', async () => t.trace(tag, 'onError'))
}

// the same, in callback form
function traceAllHooksWithDone(app: FastifyInstance, t: ScenarioContext): void {
  app.addHook('onRequest', (request, reply, done) => {
    t.trace('onRequest')
    done()
  })
  app.addHook('preParsing', (request, reply, payload, done) => {
    t.trace('preParsing')
    done(null, payload)
  })
  app.addHook('preValidation', (request, reply, done) => {
    t.trace('preValidation')
    done()
  })
  app.addHook('preHandler', (request, reply, done) => {
    t.trace('preHandler')
    done()
  })
  app.addHook('preSerialization', (request, reply, payload, done) => {
    t.trace('preSerialization')
    done(null, payload)
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    t.trace('onSend')
    done(null, payload)
  })
  app.addHook('onResponse', (request, reply, done) => {
    t.trace('onResponse')
    done()
  })
  app.addHook('onError', (request, reply, error, done) => {
    t.trace('onError')
    done()
  })
}

function failure(message: string, statusCode: number): Error {
  return Object.assign(new Error(message), { statusCode })
}

// the phases in which a hook can fail, in order; each scenario below fails one of them and traces what still runs
const phases = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend'
] as const
type Phase = (typeof phases)[number]

function failingIn(phase: Phase, how: 'throw' | 'reject' | 'done') {
  return (app: FastifyInstance, t: ScenarioContext) => {
    traceAllHooks(app, t, 'app')
    const error = failure(`${phase} failed`, 418)
    const fail = (...args: unknown[]): unknown => {
      t.trace('failing', phase)
      if (how === 'throw') throw error
      if (how === 'reject') return Promise.reject(error)
      const done = args[args.length - 1] as (error: Error) => void
      done(error)
      return undefined
    }
    // a hook's arity tells Fastify its form: the callback form takes `done` last
    const hook =
      how === 'done'
        ? phase === 'preParsing' || phase === 'preSerialization' || phase === 'onSend'
          ? (a: unknown, b: unknown, c: unknown, done: unknown) => fail(a, b, c, done)
          : (a: unknown, b: unknown, done: unknown) => fail(a, b, done)
        : how === 'reject'
          ? async (...args: unknown[]) => fail(...args)
          : (...args: unknown[]) => fail(...args)
    app.post('/', { [phase]: hook } as never, async () => {
      t.trace('handler')
      return { ok: true }
    })
  }
}

const failingScenarios: RequestScenario[] = phases.flatMap((phase) =>
  (['throw', 'reject', 'done'] as const).map((how) => ({
    name: `a ${phase} hook that fails (${how === 'done' ? 'done(error)' : how}): what still runs`,
    setup: failingIn(phase, how),
    requests: [{ method: 'POST', url: '/', payload: { a: 1 } }],
    // the error answer's onSend hooks fail again: Fastify runs the onError hooks a second time
    ...(phase === 'onSend'
      ? { differs: [{ path: 'trace', guide: '#onerror-hooks-run-once-per-request' }] }
      : {})
  }))
)

scenarios('hooks', [
  // ---------------------------------------------------------------- a hook that answers through reply.raw
  ...(['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const).map((hook): RequestScenario => ({
    name: `an async ${hook} hook that ends reply.raw itself: nothing after it runs, the answer is its own`,
    setup(app, t) {
      traceAllHooks(app, t, 'root')
      // typed as onRequest's: the four hooks take (request, reply) first, and an async one may leave the rest
      app.addHook(hook as 'onRequest', async (request, reply) => {
        t.trace('writes raw in', hook)
        reply.raw.statusCode = 418
        reply.raw.setHeader('content-type', 'text/plain')
        reply.raw.end(`from ${hook}`)
      })
      app.post('/', async () => {
        t.trace('handler')
        return { from: 'handler' }
      })
    },
    requests: [{ method: 'POST', url: '/', payload: { a: 1 } }]
  })),
  // ---------------------------------------------------------------- async hooks that also declare done
  {
    name: 'an async hook declared with a done parameter: which parameter counts each hook refuses',
    async run(make, t) {
      const app = make()
      const AsyncFunction = (async () => undefined).constructor as new (
        ...parameters: string[]
      ) => () => unknown
      const hooks = [
        'onRequest',
        'preParsing',
        'preValidation',
        'preHandler',
        'preSerialization',
        'onSend',
        'onResponse',
        'onError',
        'onTimeout',
        'onRequestAbort',
        'onRoute',
        'onRegister',
        'onReady',
        'onListen',
        'preClose',
        'onClose'
      ] as const
      for (const hook of hooks) {
        const outcomes: unknown[] = []
        for (let count = 0; count <= 5; count++) {
          const fn = new AsyncFunction(...Array.from({ length: count }, (_, i) => `p${i}`), '')
          try {
            app.addHook(hook as 'onRequest', fn as never)
            outcomes.push('added')
          } catch (error) {
            outcomes.push((error as { code?: unknown }).code)
          }
        }
        t.observe(hook, outcomes)
      }
    }
  },
  {
    name: 'an async request hook with more parameters than done: accepted and awaited',
    setup(app, t) {
      // a fourth parameter (a default, a rest) does not make the hook a callback one; Fastify's types refuse it
      const hook = async (
        _request: unknown,
        _reply: unknown,
        done: unknown,
        extra: unknown
      ): Promise<void> => {
        t.trace('onRequest', typeof done, typeof extra)
      }
      app.addHook('onRequest', hook as never)
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  // ---------------------------------------------------------------- order
  {
    name: 'every request hook in order, async form',
    setup(app, t) {
      traceAllHooks(app, t, 'app')
      app.get('/', async () => {
        t.trace('handler')
        return { ok: true }
      })
      app.post('/', async (request) => {
        t.trace('handler')
        return request.body
      })
    },
    requests: [
      { url: '/' },
      { method: 'POST', url: '/', payload: { a: 1 } },
      { method: 'HEAD', url: '/' },
      { url: '/missing' }
    ]
  },
  {
    name: 'every request hook in order, callback form',
    setup(app, t) {
      traceAllHooksWithDone(app, t)
      app.post('/', async (request) => {
        t.trace('handler')
        return request.body
      })
    },
    requests: [{ method: 'POST', url: '/', payload: { a: 1 } }]
  },
  {
    name: 'hook order across root, child and grandchild contexts',
    setup(app, t) {
      traceAllHooks(app, t, 'root')
      app.get('/root', async () => 'root')
      app.register(async (child) => {
        traceAllHooks(child, t, 'child')
        child.get('/child', async () => 'child')
        child.register(async (grandchild) => {
          traceAllHooks(grandchild, t, 'grandchild')
          grandchild.get('/grandchild', async () => ({ deep: true }))
        })
      })
      app.register(async (sibling) => {
        sibling.addHook('onRequest', async () => t.trace('sibling', 'onRequest'))
        sibling.get('/sibling', async () => 'sibling')
      })
    },
    requests: [{ url: '/root' }, { url: '/child' }, { url: '/grandchild' }, { url: '/sibling' }]
  },
  {
    name: 'route-level hooks run after the context hooks, arrays in order',
    setup(app, t) {
      traceAllHooks(app, t, 'app')
      app.post(
        '/',
        {
          onRequest: [
            async () => t.trace('route', 'onRequest 1'),
            async () => t.trace('route', 'onRequest 2')
          ],
          preParsing: async () => t.trace('route', 'preParsing'),
          preValidation: [async () => t.trace('route', 'preValidation')],
          preHandler: [
            (request, reply, done) => {
              t.trace('route', 'preHandler 1')
              done()
            },
            async () => t.trace('route', 'preHandler 2')
          ],
          preSerialization: async () => t.trace('route', 'preSerialization'),
          onSend: [async () => t.trace('route', 'onSend')],
          onResponse: async () => t.trace('route', 'onResponse')
        },
        async () => {
          t.trace('handler')
          return { ok: true }
        }
      )
    },
    requests: [{ method: 'POST', url: '/', payload: { a: 1 } }]
  },
  {
    name: 'hooks added after the routes of their context still apply to them',
    setup(app, t) {
      app.get('/', async () => 'ok')
      app.addHook('onRequest', async () => t.trace('late onRequest'))
      app.register(async (child) => {
        child.get('/child', async () => 'child')
        child.addHook('preHandler', async () => t.trace('late child preHandler'))
      })
      app.addHook('onResponse', async () => t.trace('later onResponse'))
    },
    requests: [{ url: '/' }, { url: '/child' }]
  },
  {
    name: 'hooks of a fastify-plugin plugin apply to its parent; an encapsulated plugin keeps its own',
    setup(app, t) {
      app.register(
        fp(async (instance) => {
          instance.addHook('onRequest', async () => t.trace('fp onRequest'))
        })
      )
      app.register(async (instance) => {
        instance.addHook('onRequest', async () => t.trace('encapsulated onRequest'))
        instance.get('/inside', async () => 'inside')
      })
      app.addHook('onRequest', async () => t.trace('root onRequest after'))
      app.get('/', async () => 'root')
    },
    requests: [{ url: '/' }, { url: '/inside' }]
  },
  {
    name: 'a fastify-plugin plugin inside a child adds its hooks to that child only',
    setup(app, t) {
      app.register(async (child) => {
        child.register(
          fp(async (instance) => {
            instance.addHook('preHandler', async () => t.trace('fp in child'))
          })
        )
        child.get('/child', async () => 'child')
      })
      app.get('/root', async () => 'root')
    },
    requests: [{ url: '/child' }, { url: '/root' }]
  },
  {
    name: 'a hook added before a plugin runs in it before the plugin’s own',
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('root before'))
      app.register(async (child) => {
        child.addHook('onRequest', async () => t.trace('child'))
        child.get('/', async () => 'ok')
      })
      app.addHook('onRequest', async () => t.trace('root after'))
    },
    requests: [{ url: '/' }]
  },
  {
    name: '`this` inside hooks is the instance of the context that registered them',
    setup(app, t) {
      app.decorate('where', 'root')
      app.addHook('onRequest', async function () {
        t.trace('root hook', (this as unknown as { where: string }).where)
      })
      app.register(async (child) => {
        child.decorate('inner', 'child value')
        child.addHook('preHandler', function (request, reply, done) {
          const self = this as unknown as { where: string; inner?: string }
          t.trace('child hook', self.where, self.inner ?? null)
          done()
        })
        child.get('/', async () => 'ok')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a request decorator set in onRequest is read in later hooks and the handler',
    setup(app, t) {
      app.decorateRequest('user', null)
      app.addHook('onRequest', async (request) => {
        ;(request as unknown as { user: unknown }).user = { id: 7 }
      })
      app.addHook('preHandler', async (request) => {
        t.trace('preHandler user', (request as unknown as { user: unknown }).user)
      })
      app.get('/', async (request) => ({ user: (request as unknown as { user: unknown }).user }))
    },
    requests: [{ url: '/' }, { url: '/' }]
  },
  // ---------------------------------------------------------------- replying early
  {
    name: 'onRequest replies early (async, return reply): later hooks and the handler are skipped',
    setup(app, t) {
      traceAllHooks(app, t, 'app')
      app.get(
        '/',
        {
          onRequest: async (request, reply) => {
            t.trace('route onRequest replies')
            return reply.code(401).send({ error: 'no entry' })
          }
        },
        async () => {
          t.trace('handler')
          return 'handler'
        }
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'onRequest replies early (callback, no done)',
    setup(app, t) {
      app.addHook('onRequest', (request, reply) => {
        t.trace('onRequest replies')
        reply.code(403).header('x-why', 'callback').send('stop')
      })
      app.addHook('preHandler', async () => t.trace('preHandler'))
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend', payload)
      })
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/', async () => 'handler')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'preHandler replies early with reply.send in an async hook without returning the reply',
    setup(app, t) {
      app.addHook('preHandler', async (request, reply) => {
        t.trace('preHandler sends')
        reply.send({ early: true })
      })
      app.addHook('onSend', async () => t.trace('onSend'))
      app.get('/', async () => {
        t.trace('handler')
        return 'handler'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'preValidation replies early: validation does not run',
    setup(app, t) {
      app.post(
        '/',
        {
          schema: { body: { type: 'object', required: ['a'] } },
          preValidation: async (request, reply) => {
            t.trace('preValidation')
            return reply.code(202).send('accepted early')
          }
        },
        async () => 'handler'
      )
    },
    requests: [{ method: 'POST', url: '/', payload: { b: 1 } }]
  },
  {
    name: 'preParsing replies early: the body is not read',
    setup(app, t) {
      app.addHook('preParsing', async (request, reply) => {
        t.trace('preParsing')
        return reply.code(413).send('too much')
      })
      app.addHook('preValidation', async () => t.trace('preValidation'))
      app.post('/', async () => 'handler')
    },
    requests: [{ method: 'POST', url: '/', payload: { a: 1 } }]
  },
  // ---------------------------------------------------------------- a hook that fails, phase by phase
  ...failingScenarios,
  {
    name: 'any hook failing in any form with any status',
    setup(app) {
      const failIfAsked = (phase: Phase) => {
        const shouldFail = (request: { query: unknown }): Error | null => {
          const query = request.query as Record<string, string>
          return query['phase'] === phase
            ? failure(`${phase} ${query['how']}`, Number(query['status']))
            : null
        }
        const how = (request: { query: unknown }): string =>
          (request.query as Record<string, string>)['how'] ?? ''
        // one hook of each form per phase; only the one the query names fails
        return [
          async (request: { query: unknown }) => {
            const error = shouldFail(request)
            if (error !== null && how(request) === 'reject') throw error
          },
          (...args: unknown[]) => {
            const request = args[0] as { query: unknown }
            const done = args[args.length - 1] as (error?: Error | null, payload?: unknown) => void
            const error = shouldFail(request)
            if (error !== null && how(request) === 'throw') throw error
            if (error !== null && how(request) === 'done') done(error)
            else if (phase === 'preParsing' || phase === 'preSerialization' || phase === 'onSend')
              done(null, args[2] as never)
            else done()
          }
        ]
      }
      for (const phase of phases) {
        const [asyncHook, callbackHook] = failIfAsked(phase)
        app.addHook(phase as 'onRequest', asyncHook as never)
        const withDone =
          phase === 'preParsing' || phase === 'preSerialization' || phase === 'onSend'
            ? (a: unknown, b: unknown, c: unknown, d: unknown) =>
                (callbackHook as (...x: unknown[]) => void)(a, b, c, d)
            : (a: unknown, b: unknown, c: unknown) => (callbackHook as (...x: unknown[]) => void)(a, b, c)
        app.addHook(phase as 'onRequest', withDone as never)
      }
      app.post('/', async (request) => ({ received: request.body }))
    },
    requests: fc
      .record({
        phase: fc.constantFrom(...phases, 'none'),
        how: fc.constantFrom('throw', 'reject', 'done'),
        status: fc.integer({ min: 400, max: 599 })
      })
      .map(({ phase, how, status }) => ({
        method: 'POST',
        url: `/?phase=${phase}&how=${how}&status=${status}`,
        payload: { phase }
      }))
  },
  {
    name: 'a hook that throws a non-Error',
    setup(app, t) {
      app.setErrorHandler((error, request, reply) => {
        t.trace('handler received', typeof error, error as never)
        reply.code(500).send({ type: typeof error })
      })
      app.get(
        '/string',
        {
          preHandler: async () => {
            throw 'denied'
          }
        },
        async () => 'reached'
      )
      app.get(
        '/object',
        {
          onRequest: (request, reply, done) => done({ reason: 'x' } as unknown as Error)
        },
        async () => 'reached'
      )
    },
    requests: [{ url: '/string' }, { url: '/object' }]
  },
  {
    name: 'an onSend hook that fails while the error answer is sent',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => {
        t.trace('onError', error.message)
      })
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend', reply.statusCode)
        if (reply.statusCode >= 500) throw new Error('audit store down')
        return payload
      })
      app.get('/', async () => {
        throw new Error('handler failed')
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'trace', guide: '#onerror-hooks-run-once-per-request' },
      { path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }
    ]
  },
  {
    name: 'an onResponse hook that fails ends its chain and is logged',
    logs: true,
    setup(app, t) {
      app.addHook('onResponse', async () => {
        t.trace('onResponse 1')
        throw new Error('metrics down')
      })
      app.addHook('onResponse', async () => t.trace('onResponse 2'))
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'onResponse in callback form with done(error)',
    logs: 'error',
    setup(app, t) {
      app.addHook('onResponse', (request, reply, done) => {
        t.trace('onResponse', reply.statusCode)
        done(new Error('callback failure'))
      })
      app.get('/', async () => 'ok')
    },
    requests: [{ url: '/' }]
  },
  // ---------------------------------------------------------------- payload hooks
  {
    name: 'preSerialization replaces the payload (async return, done(null, payload))',
    setup(app, t) {
      app.addHook('preSerialization', async (request, reply, payload) => ({
        wrapped: payload
      }))
      app.addHook('preSerialization', (request, reply, payload, done) => {
        t.trace('second sees', payload)
        done(null, { ...(payload as object), stamped: true })
      })
      app.get('/object', async () => ({ a: 1 }))
      app.get('/string', async () => 'plain text')
      app.get('/buffer', async () => Buffer.from('bytes'))
      app.get('/null', async (request, reply) => reply.send(null))
    },
    requests: [{ url: '/object' }, { url: '/string' }, { url: '/buffer' }, { url: '/null' }]
  },
  {
    name: 'preSerialization runs for error payloads sent by a custom handler, not for the default answer',
    setup(app, t) {
      app.addHook('preSerialization', async (request, reply, payload) => {
        t.trace('preSerialization', payload)
        return payload
      })
      app.register(async (child) => {
        child.setErrorHandler((error, request, reply) => {
          reply.code(400).send({ handled: true })
        })
        child.get('/custom', async () => {
          throw failure('x', 400)
        })
      })
      app.get('/default', async () => {
        throw failure('y', 400)
      })
    },
    requests: [{ url: '/custom' }, { url: '/default' }]
  },
  {
    name: 'onSend replaces the payload: string, Buffer, stream, null',
    setup(app, t) {
      app.get('/string', { onSend: async () => 'replaced' }, async () => ({ a: 1 }))
      app.get(
        '/buffer',
        {
          onSend: async (request, reply) => {
            reply.header('content-type', 'application/octet-stream')
            return Buffer.from([0xff, 0x00, 0x01])
          }
        },
        async () => 'x'
      )
      app.get('/stream', { onSend: async () => Readable.from(['a', 'b', 'c']) }, async () => 'x')
      app.get(
        '/null',
        {
          onSend: async (request, reply, payload) => {
            t.trace('onSend saw', payload)
            return null
          }
        },
        async () => ({ a: 1 })
      )
      app.get(
        '/undefined',
        {
          onSend: (request, reply, payload, done) => {
            done(null, undefined)
          }
        },
        async () => 'kept'
      )
    },
    requests: [
      { url: '/string' },
      { url: '/buffer' },
      { url: '/stream' },
      { url: '/null' },
      { url: '/undefined' }
    ]
  },
  {
    name: 'onSend sees the serialized payload and may change headers and status',
    setup(app, t) {
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend', typeof payload, payload as string)
        reply.header('x-length', String((payload as string).length)).code(201)
        return payload
      })
      app.get('/', async () => ({ a: 1, b: [1, 2] }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'onSend runs for the 404 answer and for HEAD',
    setup(app, t) {
      app.addHook('onSend', async (request, reply, payload) => {
        t.trace('onSend', request.method, reply.statusCode, payload as string)
        return payload
      })
      app.get('/', async () => 'body')
    },
    requests: [{ method: 'HEAD', url: '/' }, { url: '/none' }]
  },
  {
    name: 'preParsing returns a new stream that the parser reads',
    setup(app, t) {
      app.addHook('preParsing', async (request, reply, payload) => {
        t.trace('preParsing')
        const upper = new Transform({
          transform(chunk: Buffer, encoding, callback) {
            callback(null, chunk.toString().toUpperCase())
          }
        })
        return payload.pipe(upper)
      })
      app.post('/', async (request) => request.body)
    },
    requests: [
      { method: 'POST', url: '/', payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: '/', payload: '{"a":"b"}', headers: { 'content-type': 'application/json' } }
    ]
  },
  {
    name: 'preParsing in callback form hands on a replacement stream',
    setup(app) {
      app.addHook('preParsing', (request, reply, payload, done) => {
        const replacement = Readable.from([Buffer.from('{"replaced":true}')])
        done(null, replacement)
      })
      app.post('/', async (request) => request.body)
    },
    requests: [{ method: 'POST', url: '/', payload: { original: true } }]
  },
  // ---------------------------------------------------------------- onError
  {
    name: 'onError hooks see errors from any phase, and the answer is the error handler’s',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => {
        t.trace('onError', request.url, error.message)
      })
      app.get('/handler', async () => {
        throw failure('from handler', 409)
      })
      app.get(
        '/hook',
        {
          preValidation: async () => {
            throw failure('from preValidation', 403)
          }
        },
        async () => 'x'
      )
      app.post('/parse', async () => 'x')
      app.get(
        '/validation',
        { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
        async () => 'x'
      )
    },
    requests: [
      { url: '/handler' },
      { url: '/hook' },
      { method: 'POST', url: '/parse', payload: '{bad', headers: { 'content-type': 'application/json' } },
      { url: '/validation?n=abc' }
    ]
  },
  // ---------------------------------------------------------------- hook registration errors
  {
    name: 'addHook refusals: unknown name, not a function, async with done',
    async run(make, t) {
      const app = make()
      const attempts: Record<string, () => unknown> = {
        unknown: () => app.addHook('onNothing' as never, async () => undefined),
        notFunction: () => app.addHook('onRequest', 'nope' as never),
        asyncWithDone: () =>
          app.addHook('onRequest', (async (request: unknown, reply: unknown, done: () => void) => {
            done()
          }) as never),
        asyncWithDonePayload: () =>
          app.addHook('onSend', (async (
            request: unknown,
            reply: unknown,
            payload: unknown,
            done: () => void
          ) => done()) as never)
      }
      for (const [name, attempt] of Object.entries(attempts)) {
        try {
          attempt()
          t.observe(name, 'accepted')
        } catch (error) {
          t.observe(name, (error as FastifyError).code)
        }
      }
      t.observe(
        'ready',
        await app.ready().then(
          () => 'resolved',
          (error: FastifyError) => error.code
        )
      )
    },
    differs: [
      { path: 'observed.unknown', guide: '#smaller-differences' },
      { path: 'observed.notFunction', guide: '#smaller-differences' },
      { path: 'observed.ready', guide: '#smaller-differences' }
    ]
  },
  {
    name: 'adding a hook after ready is refused',
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'ok')
      await app.ready()
      try {
        app.addHook('onRequest', async () => undefined)
        t.observe('late hook', 'accepted')
      } catch (error) {
        t.observe('late hook', (error as FastifyError).code)
      }
    },
    differs: [{ path: 'observed.late hook', guide: '#smaller-differences' }]
  },
  // ---------------------------------------------------------------- application hooks
  {
    name: 'onRoute sees every route with its options, in children too',
    async run(make, t) {
      const app = make()
      app.addHook('onRoute', (route) => {
        t.trace('root onRoute', route.method, route.url, route.path, route.routePath, route.prefix)
      })
      app.get('/a', async () => 'a')
      app.register(
        async (child) => {
          child.addHook('onRoute', (route) => t.trace('child onRoute', route.method, route.url))
          child.get('/b', async () => 'b')
          // a `/` route under a prefix answers with and without the trailing slash
          child.get('/', async () => 'prefix root')
          child.route({ method: ['POST', 'PUT'], url: '/c', handler: async () => 'c' })
        },
        { prefix: '/p' }
      )
      await app.ready()
    }
  },
  {
    name: 'onRoute may change a route before it is added',
    setup(app) {
      app.addHook('onRoute', (route) => {
        if (route.url === '/secret') {
          route.preHandler = async (request, reply) => reply.code(401).send('locked')
        }
        route.config = { ...(route.config as object), tagged: true }
      })
      app.get('/secret', async () => 'open')
      app.get('/config', async (request) => ({ config: request.routeOptions.config }))
    },
    requests: [{ url: '/secret' }, { url: '/config' }]
  },
  {
    name: 'onRegister runs for encapsulated plugins only, with the new context',
    async run(make, t) {
      const app = make()
      app.decorate('level', 'root')
      app.addHook('onRegister', (instance, options) => {
        t.trace('onRegister', instance.pluginName, options as never)
      })
      app.register(
        async (child) => {
          child.register(async () => undefined, { deeper: true } as never)
        },
        { first: 1 } as never
      )
      app.register(fp(async () => undefined, { name: 'skip-override' }))
      await app.ready()
    }
  },
  {
    name: 'onReady runs once per context, parents first, async and callback',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async function () {
        t.trace('root onReady', this.pluginName)
      })
      app.register(async (child) => {
        child.addHook('onReady', function (done) {
          t.trace('child onReady')
          done()
        })
        child.register(async (grandchild) => {
          grandchild.addHook('onReady', async () => t.trace('grandchild onReady'))
        })
      })
      app.addHook('onReady', async () => t.trace('root onReady 2'))
      await app.ready()
      t.trace('ready resolved')
      await app.ready()
      t.trace('ready again')
    }
  },
  {
    name: 'an onReady hook that fails rejects ready()',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async () => {
        throw Object.assign(new Error('warm-up failed'), { code: 'APP_WARMUP' })
      })
      app.addHook('onReady', async () => t.trace('second onReady'))
      await app.ready().then(
        () => t.observe('ready', 'resolved'),
        (error) => t.observe('ready', error)
      )
    }
  },
  {
    name: 'onListen runs after listen, and an onListen failure does not stop the server',
    logs: 'error',
    async run(make, t) {
      const app = make()
      app.addHook('onListen', async () => {
        t.trace('onListen 1')
        throw new Error('announce failed')
      })
      app.addHook('onListen', function (done) {
        t.trace('onListen 2')
        done()
      })
      app.register(async (child) => {
        child.addHook('onListen', async () => t.trace('child onListen'))
      })
      app.get('/', async () => 'up')
      await app.listen({ port: 0, host: '127.0.0.1' })
      t.trace('listening')
      t.observe('answer', (await app.inject('/')).body)
    }
  },
  {
    name: 'preClose and onClose order across contexts',
    async run(make, t) {
      const app = make()
      app.addHook('preClose', async () => t.trace('root preClose'))
      app.addHook('onClose', async (instance) => t.trace('root onClose', instance === app))
      app.register(async (child) => {
        child.addHook('preClose', (done) => {
          t.trace('child preClose')
          done()
        })
        child.addHook('onClose', (instance, done) => {
          t.trace('child onClose')
          done()
        })
        child.register(async (grandchild) => {
          grandchild.addHook('onClose', async () => t.trace('grandchild onClose'))
        })
      })
      app.addHook('onClose', async () => t.trace('root onClose 2'))
      await app.ready()
      await app.close()
      t.trace('closed')
    }
  },
  {
    name: 'an onClose hook that fails: the other hooks run, close() rejects with it',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => {
        t.trace('onClose 1')
        throw new Error('flush failed')
      })
      app.addHook('onClose', async () => t.trace('onClose 2'))
      await app.ready()
      await app.close().then(
        () => t.observe('close', 'resolved'),
        (error) => t.observe('close', error)
      )
    }
  },
  {
    name: 'onTimeout runs when the connection times out',
    options: { connectionTimeout: 300 },
    via: ['socket'],
    setup(app, t) {
      app.addHook('onTimeout', async (request) => {
        t.trace('onTimeout', request.url)
      })
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/slow', async (request, reply) => {
        // never answers: the socket times out
        await new Promise((resolve) => request.raw.socket.once('close', resolve))
        return reply
      })
    },
    requests: [{ url: '/slow' }]
  },
  {
    name: 'onRequestAbort runs when the client goes away before the answer',
    async run(make, t) {
      const app = make()
      let aborted!: () => void
      const abortSeen = new Promise<void>((resolve) => {
        aborted = resolve
      })
      app.addHook('onRequestAbort', async (request) => {
        t.trace('onRequestAbort', request.url)
        aborted()
      })
      let started!: () => void
      const handlerStarted = new Promise<void>((resolve) => {
        started = resolve
      })
      app.get('/wait', async () => {
        t.trace('handler')
        started()
        await abortSeen
        return 'too late'
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as { port: number }
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/wait', agent: false })
      outgoing.on('error', () => undefined)
      outgoing.end()
      // once the handler is running, the client gives up
      await handlerStarted
      outgoing.destroy()
      await abortSeen
      t.trace('abort seen')
    }
  }
])
