import fc from 'fast-check'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify-real'
import { scenarios } from '../src/define.js'
import type { ParityRequest } from '../src/exchange.js'
import type { AllowedDifference } from '../src/scenario.js'

const strict = '#the-content-type-header-is-parsed-strictly'
const regexGuide = '#parser-regular-expressions-see-the-media-type-without-its-parameters'

// a logged framework error shows Capsule's class name (its code) where Fastify's says FastifyError
function namedErrorLogs(transport: 'inject' | 'socket', indexes: number[]): AllowedDifference[] {
  return indexes.flatMap((index) =>
    ['type', 'stack', 'name'].map((field) => ({
      path: `${transport}.logs[${index}].err.${field}`,
      guide: '#framework-errors-are-named-capsuleerror' as const
    }))
  )
}

// what the handler received: the body, its type, and the request's media type
function echo(app: FastifyInstance, url = '/echo'): void {
  app.post(url, async (request: FastifyRequest) => ({
    body: request.body === undefined ? '[undefined]' : request.body,
    type: Buffer.isBuffer(request.body) ? 'buffer' : typeof request.body,
    mediaType: (request as unknown as { mediaType?: string }).mediaType ?? null
  }))
}

function post(type: string | undefined, payload: string, url = '/echo'): ParityRequest {
  return {
    method: 'POST',
    url,
    ...(type === undefined ? {} : { headers: { 'content-type': type } }),
    payload
  }
}

scenarios('content-type', [
  {
    name: 'JSON bodies',
    setup(app) {
      echo(app)
    },
    requests: [
      post('application/json', '{"a":1,"b":[true,null]}'),
      post('application/json', '[1,2,3]'),
      post('application/json', '42'),
      post('application/json', '"text"'),
      post('application/json', 'null'),
      post('application/json', '  {"spaced": true}  \n'),
      post('application/json', '{"unicode":"\\u00e9t\\u00e9 \u2603"}'),
      post('application/json', '\ufeff{"bom":1}')
    ]
  },
  {
    name: 'empty and invalid JSON',
    setup(app) {
      echo(app)
    },
    requests: [
      post('application/json', ''),
      post('application/json', '   '),
      post('application/json', '{bad'),
      post('application/json', '{"a":1}garbage'),
      post('application/json', "{'single':1}"),
      post('application/json', 'undefined'),
      post('application/json', '{"a":1,}'),
      { method: 'POST', url: '/echo', headers: { 'content-type': 'application/json', 'content-length': '0' } }
    ],
    logs: true,
    differs: [
      ...namedErrorLogs('inject', [1, 4, 7, 10, 13, 16, 19, 22]),
      ...namedErrorLogs('socket', [2, 5, 8, 11, 14, 17, 20, 23])
    ]
  },
  {
    name: 'JSON on DELETE, OPTIONS, PUT and PATCH',
    setup(app) {
      for (const method of ['DELETE', 'OPTIONS', 'PUT', 'PATCH', 'GET'] as const) {
        app.route({ method, url: '/m', handler: async (request) => ({ method, body: request.body ?? null }) })
      }
    },
    requests: [
      { method: 'DELETE', url: '/m', payload: { a: 1 } },
      { method: 'DELETE', url: '/m' },
      { method: 'DELETE', url: '/m', headers: { 'content-type': 'application/json' } },
      { method: 'OPTIONS', url: '/m', payload: { a: 1 } },
      { method: 'OPTIONS', url: '/m', headers: { 'content-type': 'application/xml' } },
      { method: 'PUT', url: '/m', payload: { a: 1 } },
      { method: 'PATCH', url: '/m', payload: [1] },
      { method: 'PUT', url: '/m' },
      { method: 'DELETE', url: '/m', headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
      { method: 'DELETE', url: '/m', payload: 'body without a type' },
      { method: 'OPTIONS', url: '/m', payload: 'body without a type' },
      { method: 'DELETE', url: '/m', headers: { 'content-type': 'application/xml' } }
    ],
    via: ['inject']
  },
  {
    name: 'a GET with a body',
    setup(app) {
      app.get('/g', async (request) => ({ body: request.body ?? null }))
    },
    requests: [{ url: '/g', headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }],
    via: ['socket']
  },
  {
    name: '__proto__ poisoning by default',
    setup(app) {
      echo(app)
    },
    requests: [
      post('application/json', '{"__proto__":{"admin":true}}'),
      post('application/json', '{"nested":{"__proto__":{"admin":true}}}'),
      post('application/json', '{"\\u005f_proto__":{"admin":true}}'),
      post('application/json', '{"__proto__x":1,"proto":2}'),
      post('application/json', '[{"__proto__":null}]')
    ]
  },
  {
    name: 'onProtoPoisoning remove',
    options: { onProtoPoisoning: 'remove' },
    setup(app) {
      app.post('/echo', async (request) => ({
        body: request.body,
        admin: (request.body as { admin?: unknown }).admin ?? null
      }))
    },
    requests: [
      post('application/json', '{"a":1,"__proto__":{"admin":true}}'),
      post('application/json', '{"nested":{"__proto__":{"admin":true},"b":2}}')
    ]
  },
  {
    name: 'onProtoPoisoning ignore',
    options: { onProtoPoisoning: 'ignore' },
    setup(app) {
      app.post('/echo', async (request) => ({
        keys: Object.keys(request.body as object),
        admin: (request.body as { admin?: unknown }).admin ?? null
      }))
    },
    requests: [post('application/json', '{"a":1,"__proto__":{"admin":true}}')]
  },
  {
    name: 'constructor.prototype poisoning by default',
    setup(app) {
      echo(app)
    },
    requests: [
      post('application/json', '{"constructor":{"prototype":{"admin":true}}}'),
      post('application/json', '{"constructor":{"name":"fine"}}'),
      post('application/json', '{"a":{"constructor":{"prototype":{}}}}'),
      post('application/json', '{"constructor":1}')
    ]
  },
  {
    name: 'onConstructorPoisoning remove and ignore',
    async run(make, t) {
      for (const mode of ['remove', 'ignore', 'error'] as const) {
        const app = make({ onConstructorPoisoning: mode })
        app.post('/echo', async (request) => request.body)
        const response = await app.inject({
          method: 'POST',
          url: '/echo',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":1,"constructor":{"prototype":{"admin":true}}}'
        })
        t.observe(mode, { status: response.statusCode, body: response.body })
      }
    }
  },
  {
    name: 'getDefaultJsonParser',
    setup(app) {
      app.removeContentTypeParser('application/json')
      app.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        app.getDefaultJsonParser('ignore', 'remove')
      )
      echo(app)
    },
    requests: [
      post('application/json', '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}},"z":1}'),
      post('application/json', ''),
      post('application/json', '{nope'),
      { ...post('application/json', ''), payload: Buffer.from([0x22, 0xff, 0xe2, 0x82, 0x22]) }
    ]
  },
  {
    name: 'text/plain bodies',
    setup(app) {
      echo(app)
    },
    requests: [
      post('text/plain', 'hello'),
      post('text/plain; charset=utf-8', 'h\u00e9llo'),
      post('text/plain', ''),
      post('text/plain', '{"looks":"like json"}'),
      post('TEXT/PLAIN', 'upper'),
      // the text is decoded as over Node's Buffer: a byte order mark kept, invalid sequences replaced
      post('text/plain', '\ufeffwith a byte order mark'),
      {
        ...post('text/plain', ''),
        payload: Buffer.from([0x61, 0xff, 0x62, 0xe2, 0x82, 0x63, 0xed, 0xa0, 0x80])
      },
      {
        ...post('text/plain', ''),
        payload: Buffer.from([0xf0, 0x9f, 0x98, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xc0])
      }
    ]
  },
  {
    name: 'unsupported media types',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.message))
      echo(app)
    },
    requests: [
      post('application/xml', '<a/>'),
      post('text/html', '<p>'),
      post('application/x-www-form-urlencoded', 'a=1'),
      post('multipart/form-data; boundary=x', '--x--'),
      post(undefined, 'no content type'),
      post('application/octet-stream', 'bytes'),
      { method: 'POST', url: '/echo' }
    ],
    logs: true,
    differs: [
      ...namedErrorLogs('inject', [1, 4, 7, 10, 13, 16]),
      ...namedErrorLogs('socket', [2, 5, 8, 11, 14, 17])
    ]
  },
  {
    name: 'a parser for a string type, with a callback',
    setup(app) {
      app.addContentTypeParser('application/xml', (request, payload, done) => {
        let text = ''
        payload.on('data', (chunk: Buffer) => (text += chunk.toString()))
        payload.on('end', () => done(null, { xml: text, length: request.headers['content-length'] }))
        payload.on('error', done)
      })
      echo(app)
    },
    requests: [post('application/xml', '<a>1</a>'), post('application/xml; charset=utf-8', '<b/>')]
  },
  {
    name: 'parseAs string and buffer',
    setup(app) {
      app.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) => {
        done(null, (body as string).split(','))
      })
      app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (request, body, done) => {
        done(null, { bytes: (body as Buffer).length, hex: (body as Buffer).toString('hex') })
      })
      echo(app)
    },
    requests: [
      post('text/csv', 'a,b,c'),
      post('text/csv', ''),
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from([0, 1, 255])
      },
      post('application/octet-stream', '')
    ]
  },
  {
    name: 'async parsers',
    setup(app) {
      app.addContentTypeParser(
        'application/x-async',
        { parseAs: 'string' },
        async (request: FastifyRequest, body: string) => ({
          parsed: body
        })
      )
      app.addContentTypeParser(
        'application/x-async-stream',
        async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
          let text = ''
          for await (const chunk of payload) text += chunk.toString()
          return { streamed: text }
        }
      )
      app.addContentTypeParser('application/x-undefined', { parseAs: 'string' }, async () => undefined)
      echo(app)
    },
    requests: [
      post('application/x-async', 'one'),
      post('application/x-async-stream', 'two'),
      post('application/x-undefined', 'three')
    ]
  },
  {
    name: 'parsers that fail',
    setup(app, t) {
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.message))
      app.addContentTypeParser('application/x-throws', { parseAs: 'string' }, () => {
        throw new Error('sync parser failure')
      })
      app.addContentTypeParser('application/x-rejects', { parseAs: 'string' }, async () => {
        throw Object.assign(new Error('async parser failure'), { statusCode: 422 })
      })
      app.addContentTypeParser('application/x-done-error', { parseAs: 'string' }, (request, body, done) => {
        done(
          Object.assign(new Error('callback parser failure'), { statusCode: 400, code: 'MY_PARSE_ERROR' }),
          undefined
        )
      })
      app.addContentTypeParser('application/x-teapot', (request, payload, done) => {
        done(Object.assign(new Error('stream parser failure'), { statusCode: 418 }), undefined)
      })
      echo(app)
    },
    requests: [
      post('application/x-throws', 'x'),
      post('application/x-rejects', 'x'),
      post('application/x-done-error', 'x'),
      post('application/x-teapot', 'x')
    ],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'parser errors reach the error handler',
    setup(app, t) {
      app.setErrorHandler(async (error: FastifyError, request, reply) => {
        t.trace('errorHandler', error.message, error.statusCode ?? null)
        return reply.code(409).send({ handled: error.message })
      })
      app.addContentTypeParser('application/x-bad', { parseAs: 'string' }, async () => {
        throw new Error('cannot parse')
      })
      echo(app)
    },
    requests: [post('application/x-bad', 'x'), post('application/json', '{bad')]
  },
  {
    name: 'parsers for regular expressions and arrays',
    setup(app) {
      app.addContentTypeParser(/^application\/.+\+json$/, { parseAs: 'string' }, (request, body, done) =>
        done(null, { suffix: JSON.parse(body as string) })
      )
      app.addContentTypeParser(
        ['text/csv', 'text/tab-separated-values'],
        { parseAs: 'string' },
        (request, body, done) => done(null, { table: body })
      )
      app.addContentTypeParser(/^image\/(png|gif)$/i, { parseAs: 'buffer' }, (request, body, done) =>
        done(null, { image: (body as Buffer).length })
      )
      echo(app)
    },
    requests: [
      post('application/vnd.api+json', '{"a":1}'),
      post('application/problem+json; charset=utf-8', '{"b":2}'),
      post('text/csv', 'a,b'),
      post('text/tab-separated-values', 'a\tb'),
      post('image/png', 'png'),
      post('IMAGE/GIF', 'gif'),
      post('image/jpeg', 'jpeg'),
      post('application/json', '{"still":"json"}')
    ],
    differs: [{ path: 'answers[1]', guide: regexGuide }]
  },
  {
    name: 'a regular expression anchored at the end and a header with parameters',
    setup(app) {
      app.addContentTypeParser(/^application\/.+\+xml$/, { parseAs: 'string' }, (request, body, done) =>
        done(null, { xml: body })
      )
      app.addContentTypeParser(/^image\/([\w-]+);?/, { parseAs: 'string' }, (request, body, done) =>
        done(null, { image: body })
      )
      echo(app)
    },
    requests: [
      post('application/atom+xml', '<feed/>'),
      post('application/atom+xml; charset=utf-8', '<feed/>'),
      post('image/svg+xml; charset=utf-8', '<svg/>')
    ],
    differs: [{ path: 'answers[1]', guide: regexGuide }]
  },
  {
    name: 'which parser wins',
    setup(app) {
      app.addContentTypeParser(/^text\/.*/, { parseAs: 'string' }, (request, body, done) =>
        done(null, { parser: 'regex text/*' })
      )
      app.addContentTypeParser('text/markdown', { parseAs: 'string' }, (request, body, done) =>
        done(null, { parser: 'string text/markdown' })
      )
      app.addContentTypeParser(/^text\/mark/, { parseAs: 'string' }, (request, body, done) =>
        done(null, { parser: 'regex text/mark' })
      )
      app.addContentTypeParser('application/vnd.x', { parseAs: 'string' }, (request, body, done) =>
        done(null, { parser: 'application/vnd.x' })
      )
      echo(app)
    },
    requests: [
      post('text/markdown', '# a'),
      post('text/markdownx', '# a'),
      post('text/plain', 'plain'),
      post('text/html', '<p>'),
      post('application/vnd.x', 'x'),
      post('application/vnd.x; version=2', 'x'),
      post('application/vnd.xy', 'x')
    ]
  },
  {
    name: 'a catch-all parser',
    setup(app) {
      app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) =>
        done(null, { caught: body, type: request.headers['content-type'] ?? null })
      )
      echo(app)
    },
    requests: [
      post('application/xml', '<a/>'),
      post(undefined, 'no type'),
      post('application/json', '{"json":"still built in"}'),
      post('text/plain', 'built in too'),
      post('weird', 'not a media type'),
      { method: 'POST', url: '/echo' }
    ]
  },
  {
    name: 'a catch-all stream parser',
    setup(app) {
      app.addContentTypeParser('*', (request, payload, done) => {
        const chunks: Buffer[] = []
        payload.on('data', (chunk: Buffer) => chunks.push(chunk))
        payload.on('end', () => done(null, Buffer.concat(chunks).toString('base64')))
      })
      echo(app)
    },
    requests: [post('application/x-anything', 'abc'), post(undefined, 'def')]
  },
  {
    name: 'has, remove and removeAll content-type parsers',
    async run(make, t) {
      const app = make()
      app.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) => done(null, body))
      app.addContentTypeParser(/^image\/.*/, (request, payload, done) => done(null, 'image'))
      t.observe('has json', app.hasContentTypeParser('application/json'))
      t.observe('has text', app.hasContentTypeParser('text/plain'))
      t.observe('has csv', app.hasContentTypeParser('text/csv'))
      t.observe('has csv with charset', app.hasContentTypeParser('text/csv; charset=utf-8'))
      t.observe('has regex', app.hasContentTypeParser(/^image\/.*/))
      t.observe('has image/png', app.hasContentTypeParser('image/png'))
      t.observe('has xml', app.hasContentTypeParser('application/xml'))
      app.removeContentTypeParser(['text/csv', /^image\/.*/])
      t.observe('csv after remove', app.hasContentTypeParser('text/csv'))
      t.observe('regex after remove', app.hasContentTypeParser(/^image\/.*/))
      app.removeContentTypeParser('application/json')
      t.observe('json after remove', app.hasContentTypeParser('application/json'))
      app.post('/echo', async (request) => ({ body: request.body ?? null }))
      for (const type of ['application/json', 'text/plain', 'text/csv']) {
        const response = await app.inject({
          method: 'POST',
          url: '/echo',
          headers: { 'content-type': type },
          payload: '{"a":1}'
        })
        t.observe(`POST ${type}`, { status: response.statusCode, body: response.json() })
      }
    }
  },
  {
    name: 'removeAllContentTypeParsers',
    setup(app) {
      app.register(async (child) => {
        child.removeAllContentTypeParsers()
        child.addContentTypeParser('application/only', { parseAs: 'string' }, (request, body, done) =>
          done(null, { only: body })
        )
        echo(child, '/child')
      })
      echo(app)
    },
    requests: [
      post('application/json', '{"a":1}', '/child'),
      post('text/plain', 'x', '/child'),
      post('application/only', 'x', '/child'),
      post('application/json', '{"a":1}'),
      post('application/only', 'x')
    ]
  },
  {
    name: 'removeAllContentTypeParsers then a catch-all',
    setup(app) {
      app.removeAllContentTypeParsers()
      app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) =>
        done(null, `raw:${String(body)}`)
      )
      echo(app)
    },
    requests: [post('application/json', '{"a":1}'), post('text/plain', 'x')]
  },
  {
    name: 'adding a parser that exists',
    async run(make, t) {
      const app = make()
      for (const type of ['application/json', 'text/plain']) {
        try {
          app.addContentTypeParser(type, (request, payload, done) => done(null, 'mine'))
          t.observe(type, 'accepted')
        } catch (error) {
          t.observe(type, (error as { code?: string }).code)
        }
      }
      app.addContentTypeParser('text/csv', (request, payload, done) => done(null, 'first'))
      try {
        app.addContentTypeParser('text/csv', (request, payload, done) => done(null, 'second'))
        t.observe('text/csv twice', 'accepted')
      } catch (error) {
        t.observe('text/csv twice', (error as { code?: string }).code)
      }
    }
  },
  {
    name: 'invalid parser definitions',
    async run(make, t) {
      const app = make()
      const attempts: Record<string, () => void> = {
        'empty type': () => app.addContentTypeParser('', (request, payload, done) => done(null, 1)),
        'number type': () => app.addContentTypeParser(42 as never, (request, payload, done) => done(null, 1)),
        'no function': () => app.addContentTypeParser('text/a', undefined as never),
        'bad parseAs': () =>
          app.addContentTypeParser('text/b', { parseAs: 'json' as never }, (request, body, done) =>
            done(null, 1)
          ),
        'bad bodyLimit': () =>
          app.addContentTypeParser('text/c', { bodyLimit: -1 }, (request, payload, done) => done(null, 1))
      }
      for (const [name, attempt] of Object.entries(attempts)) {
        try {
          attempt()
          t.observe(name, 'accepted')
        } catch (error) {
          t.observe(name, (error as { code?: string }).code ?? 'no code')
        }
      }
    },
    differs: [{ path: 'observed.bad bodyLimit', guide: '#smaller-differences' }]
  },
  {
    name: 'encapsulated parsers',
    setup(app) {
      app.register(async (child) => {
        child.addContentTypeParser('application/x-child', { parseAs: 'string' }, (request, body, done) =>
          done(null, { child: body })
        )
        echo(child, '/child')
        child.register(async (grandchild) => echo(grandchild, '/grandchild'))
      })
      app.register(async (sibling) => echo(sibling, '/sibling'))
      echo(app, '/root')
    },
    requests: [
      post('application/x-child', 'a', '/child'),
      post('application/x-child', 'b', '/grandchild'),
      post('application/x-child', 'c', '/sibling'),
      post('application/x-child', 'd', '/root')
    ]
  },
  {
    name: 'a child replaces the JSON parser',
    setup(app) {
      app.register(async (child) => {
        child.removeContentTypeParser('application/json')
        child.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
          done(null, { raw: body })
        )
        echo(child, '/child')
      })
      echo(app, '/root')
    },
    requests: [post('application/json', '{"a":1}', '/child'), post('application/json', '{"a":1}', '/root')]
  },
  {
    name: 'a parser skip-override style through fastify-plugin',
    async run(make, t) {
      const { default: fp } = await import('fastify-plugin')
      const app = make()
      app.register(
        fp(async (instance: FastifyInstance) => {
          instance.addContentTypeParser(
            'application/x-shared',
            { parseAs: 'string' },
            (request, body, done) => done(null, { shared: body })
          )
        })
      )
      app.post('/echo', async (request) => request.body)
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/x-shared' },
        payload: 'x'
      })
      t.observe('answer', { status: response.statusCode, body: response.body })
    }
  },
  {
    name: 'the parser sees the instance and the request',
    setup(app, t) {
      app.decorate('marker', 'root instance')
      app.addContentTypeParser(
        'application/x-this',
        { parseAs: 'string' },
        function (this: FastifyInstance, request, body, done) {
          t.trace('parser', (this as unknown as { marker: string }).marker, request.url, request.method)
          done(null, body)
        }
      )
      echo(app)
    },
    requests: [post('application/x-this', 'x')]
  },
  {
    name: 'content-type case and parameters',
    setup(app) {
      echo(app)
      app.addContentTypeParser('application/x-custom', { parseAs: 'string' }, (request, body, done) =>
        done(null, { custom: body })
      )
    },
    requests: [
      post('APPLICATION/JSON', '{"a":1}'),
      post('Application/Json; Charset=UTF-8', '{"a":1}'),
      post('application/json; charset=utf-16', '{"a":1}'),
      post('application/json; charset="utf-8"', '{"a":1}'),
      post('application/json;charset=utf-8', '{"a":1}'),
      post('application/json; charset=utf-8; foo=bar', '{"a":1}'),
      post('application/x-custom; v=1', 'c'),
      post('Application/X-Custom', 'c')
    ]
  },
  {
    name: 'content-type with unusual spacing and parameters',
    setup(app) {
      echo(app)
    },
    requests: [
      post('application/json ; charset=utf-8', '{"a":1}'),
      post(' application/json', '{"a":1}'),
      post('application/json\t;\tcharset=utf-8', '{"a":1}'),
      post('application/json;;charset=utf-8', '{"a":1}'),
      post('application/json;', '{"a":1}'),
      post('application/jsonx', '{"a":1}'),
      post('application/json/x', '{"a":1}'),
      post('application/json, text/plain', '{"a":1}'),
      post('application /json', '{"a":1}'),
      post('json', '{"a":1}'),
      post('application/json; charset=', '{"a":1}'),
      post('application/json; charset="unterminated', '{"a":1}')
    ],
    differs: [
      { path: 'answers[10]', guide: strict },
      { path: 'answers[11]', guide: strict }
    ]
  },
  {
    name: 'a parameter without a value',
    setup(app) {
      echo(app)
    },
    requests: [post('application/json; charset', '{"a":1}'), post('application/json;a', '{"a":1}')],
    differs: [{ path: 'answers', guide: strict }]
  },
  {
    name: 'two Content-Type fields',
    setup(app) {
      echo(app)
    },
    requests: [
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': ['application/json', 'text/plain'] },
        payload: '{"a":1}'
      },
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': ['application/json', 'application/json'] },
        payload: '{"a":1}'
      }
    ],
    via: ['socket'],
    differs: [{ path: 'answers[0]', guide: strict }]
  },
  {
    name: 'request.mediaType in hooks',
    setup(app, t) {
      app.addHook('onRequest', async (request) =>
        t.trace('onRequest', (request as unknown as { mediaType?: string }).mediaType ?? null)
      )
      app.post('/m', async (request) => (request as unknown as { mediaType?: string }).mediaType ?? null)
      app.get('/m', async (request) => (request as unknown as { mediaType?: string }).mediaType ?? null)
    },
    requests: [
      post('Application/JSON; charset=utf-8', '{}', '/m'),
      { url: '/m', headers: { 'content-type': 'text/plain' } },
      post('text/plain', 'x', '/m')
    ]
  },
  {
    name: 'any content-type header variant',
    setup(app) {
      app.addContentTypeParser('application/x-custom', { parseAs: 'string' }, (request, body, done) =>
        done(null, { custom: body })
      )
      // Fastify's documented form: the header's parameters may follow the media type
      app.addContentTypeParser(
        /^application\/vnd\.[a-z]+\+json(;|$)/,
        { parseAs: 'string' },
        (request, body, done) => done(null, { vendor: body })
      )
      app.post('/echo', async (request) => ({ body: request.body ?? null }))
    },
    requests: fc
      .record({
        essence: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-custom',
          'application/vnd.thing+json',
          'application/xml',
          'text/csv'
        ),
        upper: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        params: fc.array(
          fc.record({
            before: fc.constantFrom('', ' ', '  ', '\t'),
            after: fc.constantFrom('', ' ', '\t'),
            name: fc.constantFrom('charset', 'v', 'q', 'boundary'),
            value: fc.oneof(
              fc.constantFrom('utf-8', 'UTF-8', '1', 'x.y'),
              fc.stringMatching(/^"[a-z ;,=]{0,6}"$/)
            )
          }),
          { maxLength: 3 }
        ),
        body: fc.constantFrom('{"a":1}', '[]', 'plain', '')
      })
      .map(({ essence, upper, params, body }) => {
        const cased = [...essence]
          .map((char, index) => (upper[index] === true ? char.toUpperCase() : char))
          .join('')
        const header =
          cased +
          params.map(({ before, after, name, value }) => `${before};${after}${name}=${value}`).join('')
        return { method: 'POST', url: '/echo', headers: { 'content-type': header }, payload: body }
      }),
    runs: 200
  }
])
