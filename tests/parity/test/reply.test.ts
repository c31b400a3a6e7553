import { request as httpRequest } from 'node:http'
import { Readable } from 'node:stream'
import fc from 'fast-check'

import { scenarios } from '../src/define.js'

/** What a failing call threw, as compared: its code and message (the class name is Capsule's own). */
function attempt(work: () => unknown): unknown {
  try {
    work()
    return 'no error'
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return { code, message }
  }
}

/** The informational responses (1xx) and the final status a GET to `port` receives. */
function informational(
  port: number,
  path: string
): Promise<{ hints: unknown[]; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const hints: unknown[] = []
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => resolve({ hints, status: incoming.statusCode ?? 0, body }))
    })
    outgoing.on('information', (info) => hints.push({ status: info.statusCode, headers: info.headers }))
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const listen = { port: 0, host: '127.0.0.1' }

scenarios('reply', [
  // ---- status ----
  {
    name: 'code, status and the statusCode accessor',
    setup(app, t) {
      app.get('/code', async (_request, reply) => reply.code(201).send('a'))
      app.get('/status', async (_request, reply) => reply.status(202).send('b'))
      app.get('/accessor', async (_request, reply) => {
        t.observe('initial', reply.statusCode)
        reply.statusCode = 203
        t.observe('after set', reply.statusCode)
        return 'c'
      })
      app.get('/string', async (_request, reply) => reply.code('205' as unknown as number).send())
    },
    requests: [{ url: '/code' }, { url: '/status' }, { url: '/accessor' }, { url: '/string' }]
  },
  {
    name: 'code with a status outside 100-599',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        for (const value of [99, 600, 0, Number.NaN, 'abc', 404.5]) {
          t.observe(
            `code(${String(value)})`,
            attempt(() => reply.code(value as number))
          )
        }
        t.observe('status after', reply.statusCode)
        return 'x'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a status without a reason phrase',
    setup(app) {
      app.get('/:code', async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return { ok: true }
      })
    },
    requests: [{ url: '/299' }, { url: '/499' }, { url: '/599' }, { url: '/103' }]
  },

  // ---- headers ----
  {
    name: 'header, getHeader, hasHeader and removeHeader are case-insensitive',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        reply.header('X-Mixed-Case', 'one')
        t.observe('get lower', reply.getHeader('x-mixed-case'))
        t.observe('get upper', reply.getHeader('X-MIXED-CASE'))
        t.observe('has', reply.hasHeader('X-Mixed-CASE'))
        reply.header('x-gone', 'soon').removeHeader('X-GONE')
        t.observe('has removed', reply.hasHeader('x-gone'))
        t.observe('get absent', reply.getHeader('x-absent'))
        t.observe('headers', reply.getHeaders())
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'header values: numbers, arrays, empty and undefined',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        reply.header('x-number', 42)
        reply.header('x-list', ['a', 'b'])
        reply.header('x-empty', '')
        reply.header('x-undefined', undefined)
        reply.header('x-bool', true)
        t.observe('headers', reply.getHeaders())
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'set-cookie accumulates, other headers are replaced',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        reply.header('set-cookie', 'a=1')
        reply.header('Set-Cookie', 'b=2')
        reply.header('set-cookie', ['c=3', 'd=4'])
        reply.header('x-once', 'first').header('x-once', 'second')
        t.observe('cookies', reply.getHeader('set-cookie'))
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'headers() sets several',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.headers({ 'x-a': '1', 'X-B': 2, 'cache-control': 'no-store' })
        return { ok: true }
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'headers set on reply.raw are seen through the reply',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        reply.raw.setHeader('x-raw', 'from raw')
        reply.header('x-reply', 'from reply')
        t.observe('get raw', reply.getHeader('x-raw'))
        t.observe('has raw', reply.hasHeader('x-raw'))
        t.observe('all', reply.getHeaders())
        reply.removeHeader('x-raw')
        t.observe('raw after remove', reply.raw.getHeader('x-raw'))
        return 'ok'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a content-length that does not match the body',
    setup(app) {
      app.get('/short', async (_request, reply) => reply.header('content-length', '2').send('hello'))
      app.get('/long', async (_request, reply) => reply.header('content-length', 99).send('hello'))
    },
    requests: [{ url: '/short' }, { url: '/long' }, { method: 'HEAD', url: '/long' }]
  },
  {
    name: 'a header value Node refuses',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.header('x-bad', 'line\nbreak')
        return 'never'
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[0].headers.content-type', guide: '#smaller-differences' },
      { path: 'answers[0].headers.transfer-encoding', guide: '#smaller-differences' }
    ]
  },

  // ---- content types ----
  {
    name: 'type() and the charset added to JSON types',
    setup(app) {
      app.get('/json', async (_request, reply) => reply.type('application/json').send({ a: 1 }))
      app.get('/hal', async (_request, reply) => reply.type('application/hal+json').send({ a: 1 }))
      app.get('/latin', async (_request, reply) =>
        reply.type('application/json; charset=latin1').send({ a: 1 })
      )
      app.get('/html', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'))
      app.get('/text-json', async (_request, reply) => reply.type('text/plain').send('{"a":1}'))
    },
    requests: [{ url: '/json' }, { url: '/hal' }, { url: '/latin' }, { url: '/html' }, { url: '/text-json' }]
  },
  {
    name: 'the content type of each kind of payload',
    setup(app) {
      const payloads: Record<string, () => unknown> = {
        object: () => ({ a: 1 }),
        array: () => [1, 'two'],
        string: () => 'text',
        empty: () => '',
        buffer: () => Buffer.from('bytes'),
        uint8: () => new Uint8Array([104, 105]),
        uint16: () => new Uint16Array([0x6968]),
        dataview: () => new DataView(new Uint8Array([104, 105]).buffer),
        arraybuffer: () => new Uint8Array([1, 2]).buffer,
        number: () => 42,
        zero: () => 0,
        boolean: () => false,
        date: () => new Date(Date.UTC(2020, 0, 1)),
        map: () => new Map([['a', 1]]),
        tojson: () => ({ toJSON: () => 'custom' })
      }
      app.get('/:kind', async (request, reply) => {
        reply.send(payloads[(request.params as { kind: string }).kind]!())
        return reply
      })
    },
    requests: [
      'object',
      'array',
      'string',
      'empty',
      'buffer',
      'uint8',
      'uint16',
      'dataview',
      'arraybuffer',
      'number',
      'zero',
      'boolean',
      'date',
      'map',
      'tojson'
    ].map((kind) => ({ url: `/${kind}` }))
  },
  {
    name: 'null and undefined payloads',
    setup(app) {
      app.get('/send-null', async (_request, reply) => reply.send(null))
      app.get('/send-undefined', async (_request, reply) => reply.send(undefined))
      app.get('/send-nothing', async (_request, reply) => reply.send())
      app.get('/sync-null', (_request, reply) => {
        reply.send(null)
      })
      app.get('/typed-nothing', async (_request, reply) => reply.type('text/html').send())
      app.get('/created-nothing', async (_request, reply) => reply.code(201).send())
    },
    requests: [
      { url: '/send-null' },
      { url: '/send-undefined' },
      { url: '/send-nothing' },
      { url: '/sync-null' },
      { url: '/typed-nothing' },
      { url: '/created-nothing' },
      { method: 'HEAD', url: '/send-nothing' }
    ]
  },
  {
    name: 'a payload JSON cannot encode',
    setup(app) {
      app.get('/bigint', async () => ({ n: 10n }))
      app.get('/circular', async () => {
        const loop: Record<string, unknown> = {}
        loop['self'] = loop
        return loop
      })
    },
    requests: [{ url: '/bigint' }, { url: '/circular' }],
    differs: [
      { path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' },
      { path: 'answers[1].body', guide: '#messages-of-unexpected-5xx-errors' }
    ]
  },
  {
    name: 'a content type set on reply.raw',
    setup(app) {
      app.get('/object', async (_request, reply) => {
        reply.raw.setHeader('content-type', 'application/vnd.raw+json')
        return { a: 1 }
      })
      app.get('/string', async (_request, reply) => {
        reply.raw.setHeader('content-type', 'text/html')
        return '<b>x</b>'
      })
    },
    requests: [{ url: '/object' }, { url: '/string' }]
  },

  // ---- send ----
  {
    name: 'send twice logs and keeps the first answer',
    logs: 'warn',
    setup(app) {
      app.get('/', (_request, reply) => {
        reply.send('first')
        reply.send('second')
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'logs[0].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.name', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },
  {
    name: 'returning a value after send',
    logs: 'warn',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.send('sent')
        return 'returned'
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'logs[0].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.name', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },
  {
    name: 'reply.sent through the lifecycle',
    setup(app, t) {
      app.addHook('onSend', async (_request, reply, payload) => {
        t.trace('onSend sent', reply.sent)
        return payload
      })
      app.addHook('onResponse', async (_request, reply) => {
        t.trace('onResponse sent', reply.sent)
      })
      app.get('/', (_request, reply) => {
        t.trace('before send', reply.sent)
        reply.send('x')
        t.trace('after send', reply.sent)
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'reply.sent cannot be assigned',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        try {
          ;(reply as { sent: boolean }).sent = true
          t.observe('assign', 'accepted')
        } catch (error) {
          t.observe('assign', (error as Error).constructor.name)
        }
        t.observe('sent after', reply.sent)
        return 'x'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'elapsedTime is a number that grows',
    setup(app, t) {
      app.addHook('onResponse', async (_request, reply) => {
        t.observe('onResponse type', typeof reply.elapsedTime)
        t.observe('onResponse non-negative', reply.elapsedTime >= 0)
      })
      app.get('/', async (_request, reply) => {
        t.observe('handler type', typeof reply.elapsedTime)
        return 'x'
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'awaiting the reply resolves once it is sent',
    setup(app, t) {
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/', async (_request, reply) => {
        reply.send('x')
        await reply
        t.trace('after await', reply.sent)
        return reply
      })
      app.get('/then', (_request, reply) => {
        reply.then(
          () => t.trace('then fulfilled'),
          () => t.trace('then rejected')
        )
        reply.send('y')
      })
    },
    requests: [{ url: '/' }, { url: '/then' }]
  },
  {
    name: 'reply.request, reply.server and reply.routeOptions',
    setup(app, t) {
      app.decorate('label', 'root')
      app.get('/items/:id', { config: { tag: 'items' } }, async (request, reply) => {
        t.observe('same request', reply.request === request)
        t.observe('server label', (reply.server as unknown as { label: string }).label)
        t.observe('route url', reply.routeOptions.url)
        t.observe('route method', reply.routeOptions.method)
        t.observe('route config', reply.routeOptions.config)
        return 'x'
      })
    },
    requests: [{ url: '/items/1' }]
  },

  // ---- redirect ----
  {
    name: 'redirect with and without a code',
    setup(app) {
      app.get('/plain', async (_request, reply) => reply.redirect('/target'))
      app.get('/moved', async (_request, reply) => reply.redirect('/target', 301))
      app.get('/preset', async (_request, reply) => reply.code(303).redirect('/target'))
      app.get('/both', async (_request, reply) => reply.code(303).redirect('/target', 307))
      app.get('/absolute', async (_request, reply) => reply.redirect('https://example.com/a?b=c'))
      app.get('/sync', (_request, reply) => {
        reply.redirect('/target', 308)
      })
    },
    requests: ['/plain', '/moved', '/preset', '/both', '/absolute', '/sync'].map((url) => ({ url }))
  },
  {
    name: 'redirect with a code outside 100-599',
    setup(app) {
      app.get('/', async (_request, reply) => reply.redirect('/target', 700))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'redirect to a location with characters a header cannot carry',
    setup(app) {
      app.get('/', async (_request, reply) => reply.redirect('/caf\u00e9?q=\u00fc'))
    },
    requests: [{ url: '/' }]
  },

  // ---- 204, 304 ----
  {
    name: 'a 204 sends no body and no content headers',
    setup(app) {
      app.get('/object', async (_request, reply) => reply.code(204).send({ a: 1 }))
      app.get('/string', async (_request, reply) => reply.code(204).send('text'))
      app.get('/buffer', async (_request, reply) => reply.code(204).send(Buffer.from('b')))
      app.get('/empty', async (_request, reply) => reply.code(204).send())
      app.get('/typed-empty', async (_request, reply) => reply.code(204).type('text/plain').send())
    },
    requests: ['/object', '/string', '/buffer', '/empty', '/typed-empty'].map((url) => ({ url }))
  },
  {
    name: 'a 204 whose onSend hook replaced the payload',
    setup(app) {
      app.addHook('onSend', async (request) => {
        if (request.url === '/object') return { replaced: true }
        if (request.url === '/string') return 'replaced'
        return null
      })
      app.get('/object', async (_request, reply) => reply.code(204).send({ a: 1 }))
      app.get('/string', async (_request, reply) => reply.code(204).send({ a: 1 }))
      app.get('/null', async (_request, reply) => reply.code(204).send({ a: 1 }))
    },
    requests: ['/object', '/string', '/null'].map((url) => ({ url }))
  },
  {
    name: 'a 304 keeps its headers and sends no body',
    setup(app) {
      app.get('/string', async (_request, reply) => reply.code(304).header('etag', '"v1"').send('cached'))
      app.get('/object', async (_request, reply) => reply.code(304).send({ a: 1 }))
      app.get('/empty', async (_request, reply) => reply.code(304).send())
    },
    requests: ['/string', '/object', '/empty'].map((url) => ({ url }))
  },

  // ---- HEAD ----
  {
    name: 'an automatic HEAD route answers what its GET would, without a body',
    setup(app, t) {
      app.addHook('onSend', async (request, _reply, payload) => {
        t.trace('onSend', request.method, typeof payload)
        return payload
      })
      app.get('/object', async () => ({ hello: 'world' }))
      app.get('/string', async () => 'hello')
      app.get('/buffer', async () => Buffer.from('bytes'))
      app.get('/empty', async (_request, reply) => reply.send())
      app.get('/status', async (_request, reply) => reply.code(404).header('x-why', 'gone').send('nope'))
    },
    requests: ['/object', '/string', '/buffer', '/empty', '/status'].map((url) => ({ method: 'HEAD', url }))
  },
  {
    name: 'an explicit HEAD route is used instead of the automatic one',
    setup(app, t) {
      app.head('/', async (_request, reply) => {
        t.trace('explicit head')
        reply.header('x-explicit', 'yes')
        return 'ignored body'
      })
      app.get('/', async () => {
        t.trace('get')
        return 'get body'
      })
      app.head('/only-head', async (_request, reply) => reply.header('content-length', 1234).send())
    },
    requests: [{ method: 'HEAD', url: '/' }, { url: '/' }, { method: 'HEAD', url: '/only-head' }]
  },
  {
    name: 'exposeHeadRoutes false and per route',
    options: { exposeHeadRoutes: false },
    setup(app) {
      app.get('/hidden', async () => 'x')
      app.get('/shown', { exposeHeadRoute: true }, async () => 'shown')
    },
    requests: [
      { method: 'HEAD', url: '/hidden' },
      { method: 'HEAD', url: '/shown' }
    ]
  },
  {
    name: 'HEAD keeps a content-length the GET set',
    setup(app) {
      app.get('/', async (_request, reply) => reply.header('content-length', '10').send('0123456789'))
      app.get('/declared', async (_request, reply) => reply.header('content-length', '5000').send('short'))
    },
    requests: [
      { method: 'HEAD', url: '/' },
      { method: 'HEAD', url: '/declared' }
    ]
  },
  {
    name: 'HEAD of a route whose handler fails',
    setup(app) {
      app.get('/', async () => {
        throw Object.assign(new Error('not here'), { statusCode: 404 })
      })
    },
    requests: [{ method: 'HEAD', url: '/' }]
  },

  // ---- trailers ----
  {
    name: 'trailers computed after the payload',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.trailer('x-length', async (_reply: unknown, payload: unknown) => String(String(payload).length))
        reply.trailer('server-timing', (_reply, _payload, done) => done(null, 'db;dur=53'))
        return 'hello trailers'
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].headers.trailer', guide: '#the-trailer-header-lists-names-with-commas' }]
  },
  {
    name: 'a trailer that fails or is removed is left out',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        reply.trailer('x-fails', (_reply, _payload, done) => done(new Error('no value')))
        reply.trailer('x-removed', async () => 'never')
        reply.trailer('x-kept', async () => 'kept')
        t.observe('has removed before', reply.hasTrailer('X-Removed'))
        reply.removeTrailer('x-removed')
        t.observe('has removed after', reply.hasTrailer('x-removed'))
        return { a: 1 }
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].headers.trailer', guide: '#the-trailer-header-lists-names-with-commas' }]
  },
  {
    name: 'trailer names and values that are refused',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        for (const name of ['Content-Length', 'transfer-encoding', 'set-cookie', 'x-ok']) {
          t.observe(
            name,
            attempt(() => reply.trailer(name, async () => 'v'))
          )
        }
        t.observe(
          'not a function',
          attempt(() => reply.trailer('x-bad', 'value' as never))
        )
        return 'x'
      })
    },
    requests: [{ url: '/' }],
    // the codes are Fastify's; the messages also say which names are refused and what the function may be
    differs: ['Content-Length', 'transfer-encoding', 'set-cookie', 'not a function'].map((key) => ({
      path: `observed.${key}.message`,
      guide: '#framework-errors-are-named-capsuleerror' as const
    }))
  },
  {
    name: 'trailers on an empty payload and on a 204',
    setup(app) {
      app.get('/empty', async (_request, reply) => {
        reply.trailer('x-t', async () => 'v')
        return reply.send()
      })
      app.get('/no-content', async (_request, reply) => {
        reply.trailer('x-t', async () => 'v')
        return reply.code(204).send('gone')
      })
    },
    requests: [{ url: '/empty' }, { url: '/no-content' }],
    // Fastify declares the trailers of a 204 and answers 500 with a body (a socket client refuses the answer)
    differs: [{ path: 'answers[1]', guide: '#answers-without-content' }]
  },

  // ---- raw access ----
  {
    name: 'hijack then write to reply.raw',
    setup(app, t) {
      app.addHook('onSend', async () => t.trace('onSend'))
      app.addHook('onResponse', async (_request, reply) => t.trace('onResponse', reply.sent))
      app.get('/', async (_request, reply) => {
        reply.hijack()
        t.trace('sent after hijack', reply.sent)
        reply.raw.writeHead(200, { 'content-type': 'text/plain', 'x-raw': '1' })
        reply.raw.write('part one, ')
        reply.raw.end('part two')
        return reply
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'hijack in a hook stops the lifecycle',
    setup(app, t) {
      app.addHook('preHandler', async (request, reply) => {
        if (request.url !== '/hijacked') return
        reply.hijack()
        reply.raw.end('from hook')
      })
      app.get('/hijacked', async () => {
        t.trace('handler ran')
        return 'handler'
      })
    },
    requests: [{ url: '/hijacked' }]
  },
  {
    name: 'writing to reply.raw without hijacking',
    logs: 'warn',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.raw.writeHead(201, { 'content-type': 'text/plain' })
        reply.raw.end('raw answer')
        return reply
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'sending after hijack does nothing',
    logs: 'warn',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.hijack()
        reply.raw.end('raw')
        reply.send('ignored')
        return reply
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'logs[0].err.type', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.stack', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'logs[0].err.name', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },

  // ---- not found ----
  {
    name: 'callNotFound from a handler',
    setup(app, t) {
      app.setNotFoundHandler((request, reply) => {
        t.trace('not found handler', request.url)
        reply.code(404).send({ missing: request.url })
      })
      app.get('/maybe/:id', async (request, reply) => {
        if ((request.params as { id: string }).id === 'none') return reply.callNotFound()
        return 'found'
      })
    },
    requests: [{ url: '/maybe/none' }, { url: '/maybe/1' }]
  },
  {
    name: 'callNotFound uses the not-found handler of its prefix',
    setup(app) {
      app.register(
        async (child) => {
          child.setNotFoundHandler((_request, reply) => reply.code(404).send('api 404'))
          child.get('/thing', async (_request, reply) => reply.callNotFound())
        },
        { prefix: '/api' }
      )
      app.get('/root', async (_request, reply) => reply.callNotFound())
    },
    requests: [{ url: '/api/thing' }, { url: '/root' }]
  },

  // ---- web payloads ----
  {
    name: 'a Response payload: its status, headers and body',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.header('x-from-reply', 'kept')
        return new Response('made by fetch', {
          status: 201,
          headers: { 'content-type': 'text/x-fetch', 'x-from-response': 'yes' }
        })
      })
      app.get('/empty', async () => new Response(null, { status: 202 }))
      app.get('/json', async () => Response.json({ a: 1 }))
    },
    requests: [{ url: '/' }, { url: '/empty' }, { url: '/json' }, { method: 'HEAD', url: '/' }],
    // Fastify's automatic HEAD route cannot measure a Response: 500
    differs: [{ path: 'answers[3]', guide: '#answers-without-content' }]
  },
  {
    name: 'a Response whose body was already read',
    setup(app) {
      app.get('/', async () => {
        const response = new Response('once')
        await response.text()
        return response
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a web ReadableStream payload',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.type('text/plain')
        return new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('web '))
            controller.enqueue(new TextEncoder().encode('stream'))
            controller.close()
          }
        })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a locked web ReadableStream',
    setup(app) {
      app.get('/', async () => {
        const stream = new ReadableStream({ start: (controller) => controller.close() })
        stream.getReader()
        return stream
      })
    },
    requests: [{ url: '/' }]
  },

  // ---- early hints ----
  {
    name: 'writeEarlyHints sends a 103 before the answer',
    async run(make, t) {
      const app = make()
      app.get('/', async (_request, reply) => {
        reply.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' })
        return 'final'
      })
      await app.listen(listen)
      const address = app.server.address()
      t.observe('answer', await informational(typeof address === 'object' && address ? address.port : 0, '/'))
    }
  },

  // ---- generated ----
  {
    name: 'any status with any payload kind',
    setup(app) {
      const kinds = [
        () => ({ a: 1 }),
        () => 'text',
        () => Buffer.from('b'),
        () => undefined,
        () => null,
        () => Readable.from(['s'])
      ]
      app.get('/:status/:kind', async (request, reply) => {
        const { status, kind } = request.params as { status: string; kind: string }
        reply.code(Number(status))
        return reply.send(kinds[Number(kind)]!())
      })
    },
    requests: fc
      .record({
        status: fc.oneof(
          fc.constantFrom(200, 201, 204, 205, 304, 404, 500),
          fc.integer({ min: 200, max: 599 })
        ),
        kind: fc.integer({ min: 0, max: 5 }),
        head: fc.boolean()
      })
      // HEAD of a 204 is the request scenario "HEAD of a 204 route", where the difference is named
      .map(({ status, kind, head }) => ({
        method: head && status !== 204 ? 'HEAD' : 'GET',
        url: `/${status}/${kind}`
      }))
  },
  {
    name: 'HEAD of a 204 route',
    setup(app) {
      app.get('/object', async (_request, reply) => reply.code(204).send({ a: 1 }))
      app.get('/string', async (_request, reply) => reply.code(204).send('text'))
      app.get('/empty', async (_request, reply) => reply.code(204).send())
    },
    requests: [
      { method: 'HEAD', url: '/object' },
      { method: 'HEAD', url: '/string' },
      { method: 'HEAD', url: '/empty' }
    ],
    // Fastify sends the length of the GET's body there, which RFC 9110 forbids in a 204
    differs: [
      { path: 'answers[0].headers.content-length', guide: '#answers-without-content' },
      { path: 'answers[1].headers.content-length', guide: '#answers-without-content' },
      { path: 'answers[2].headers.content-length', guide: '#answers-without-content' }
    ]
  },
  {
    name: 'any header value set by a handler',
    setup(app) {
      app.get('/', async (request, reply) => {
        const { name, value } = request.query as { name: string; value: string }
        reply.header(name, value)
        return { echoed: reply.getHeader(name) ?? null }
      })
    },
    requests: fc
      .record({
        name: fc.stringMatching(/^x-[a-z0-9-]{1,12}$/),
        value: fc.string({ unit: fc.constantFrom(...'abcXYZ019 ;,=/"\'\t-_.~') })
      })
      .map(({ name, value }) => ({
        url: `/?name=${encodeURIComponent(name)}&value=${encodeURIComponent(value)}`
      }))
  }
])
