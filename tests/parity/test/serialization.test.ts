import fc from 'fast-check'
import type { FastifyReply, FastifySerializerCompiler } from 'fastify-real'
import { scenarios } from '../src/define.js'

// schemas the scenarios share: what each shows of an object is what a client sees
const idOnly = { type: 'object', properties: { id: { type: 'integer' } } } as const
const idAndName = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } }
} as const
const named = (name: string) =>
  ({
    type: 'object',
    properties: { from: { type: 'string', const: name }, id: { type: 'integer' } }
  }) as const
const everything = { id: 1, name: 'ada', secret: 'hidden', from: 'handler' }

const errorShape = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
    detail: { type: 'string' }
  }
} as const

// a serializer compiler that says which schema it was given and what for, so its output shows who compiled it
const taggingCompiler =
  (tag: string): FastifySerializerCompiler<unknown> =>
  ({ schema, httpStatus }) =>
  (data: unknown) =>
    JSON.stringify({ tag, status: httpStatus ?? null, title: (schema as { title?: string }).title, data })

/** A handler that records what `reply.getSerializationFunction(...)` finds for each key, then answers. */
function lookups(t: { observe(key: string, value: unknown): void }, keys: Array<[string, unknown[]]>) {
  return async (_request: unknown, reply: FastifyReply) => {
    for (const [label, args] of keys) {
      const fn = (
        reply.getSerializationFunction as (...a: unknown[]) => ((v: unknown) => string) | undefined
      )(...args)
      // a content map's entry is the map itself (by media type), as in Fastify
      t.observe(
        label,
        typeof fn === 'function' ? fn(everything) : fn === undefined ? 'none' : Object.keys(fn as object)
      )
    }
    return { ok: true }
  }
}

scenarios('serialization', [
  // ---- response schemas by status ----
  {
    name: 'an exact status schema drops undeclared fields',
    setup(app) {
      app.get('/', { schema: { response: { 200: idAndName } } }, async () => everything)
    },
    requests: [{ url: '/' }, { method: 'HEAD', url: '/' }]
  },
  {
    name: 'a 2xx bucket applies to 201',
    setup(app) {
      app.post('/', { schema: { response: { '2xx': idOnly } } }, async (_request, reply) => {
        reply.code(201)
        return everything
      })
    },
    requests: [{ method: 'POST', url: '/', payload: {} }]
  },
  {
    name: 'an exact status wins over its bucket, which wins over default',
    setup(app) {
      const schema = { 201: named('201'), '2xx': named('2xx'), default: named('default') }
      app.get('/:code', { schema: { response: schema } }, async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return { from: 'handler', id: 7 }
      })
    },
    requests: [{ url: '/201' }, { url: '/202' }, { url: '/200' }, { url: '/302' }, { url: '/418' }]
  },
  {
    name: 'default covers every status a route answers',
    setup(app) {
      app.get('/:code', { schema: { response: { default: idOnly } } }, async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return everything
      })
    },
    requests: [{ url: '/200' }, { url: '/404' }, { url: '/503' }]
  },
  {
    name: 'a status with no schema is plain JSON',
    setup(app) {
      app.get('/:code', { schema: { response: { 200: idOnly, '4xx': idOnly } } }, async (request, reply) => {
        reply.code(Number((request.params as { code: string }).code))
        return everything
      })
    },
    requests: [{ url: '/200' }, { url: '/201' }, { url: '/500' }, { url: '/404' }]
  },
  {
    name: 'status keys written as numbers and as strings are the same',
    setup(app) {
      app.get('/n', { schema: { response: { 200: idOnly } } }, async () => everything)
      app.get('/s', { schema: { response: { '200': idOnly } } }, async () => everything)
    },
    requests: [{ url: '/n' }, { url: '/s' }]
  },
  {
    name: 'an array response schema',
    setup(app) {
      app.get('/', { schema: { response: { 200: { type: 'array', items: idOnly } } } }, async () => [
        everything,
        { id: 2, extra: true }
      ])
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'formats, nullable fields and defaults through a schema',
    setup(app) {
      const schema = {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time' },
          day: { type: 'string', format: 'date' },
          maybe: { type: ['string', 'null'] },
          count: { type: 'integer', default: 3 },
          ratio: { type: 'number' },
          flag: { type: 'boolean' }
        }
      }
      app.get('/', { schema: { response: { 200: schema } } }, async () => ({
        at: new Date(Date.UTC(2024, 1, 29, 12, 30)),
        day: new Date(Date.UTC(2024, 1, 29)),
        maybe: null,
        ratio: '2.5',
        flag: 1
      }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a string payload is not serialized by the response schema',
    setup(app) {
      app.get('/text', { schema: { response: { 200: idOnly } } }, async () => '{"id":1,"secret":"s"}')
      app.get('/json', { schema: { response: { 200: idOnly } } }, async (_request, reply) => {
        reply.type('application/json')
        return '{"id":1,"secret":"s"}'
      })
    },
    requests: [{ url: '/text' }, { url: '/json' }]
  },
  {
    name: 'a preSerialization hook shapes the object before the schema',
    setup(app, t) {
      app.addHook('preSerialization', async (_request, _reply, payload) => {
        t.trace('preSerialization', payload)
        return { ...(payload as object), name: 'from hook' }
      })
      app.get('/', { schema: { response: { 200: idAndName } } }, async () => ({ id: 1, secret: 's' }))
    },
    requests: [{ url: '/' }]
  },

  // ---- content maps ----
  {
    name: 'a content map picks the schema of the reply media type',
    setup(app) {
      const response = {
        200: {
          content: {
            'application/json': { schema: idOnly },
            'application/vnd.full+json': { schema: idAndName }
          }
        }
      }
      app.get('/:kind', { schema: { response } }, async (request, reply) => {
        const kind = (request.params as { kind: string }).kind
        if (kind === 'full') reply.type('application/vnd.full+json')
        if (kind === 'charset') reply.type('application/vnd.full+json; charset=utf-8')
        return everything
      })
    },
    requests: [{ url: '/plain' }, { url: '/full' }, { url: '/charset' }]
  },
  {
    name: 'a content map falls back to */*',
    setup(app) {
      const response = {
        200: {
          content: { 'application/json': { schema: idOnly }, '*/*': { schema: idAndName } }
        }
      }
      app.get('/:kind', { schema: { response } }, async (request, reply) => {
        reply.type(
          (request.params as { kind: string }).kind === 'x' ? 'application/x-custom+json' : 'application/json'
        )
        return everything
      })
    },
    requests: [{ url: '/x' }, { url: '/j' }]
  },
  {
    name: 'a content map without the media type and without */* serializes as JSON',
    setup(app) {
      const response = { 200: { content: { 'application/json': { schema: idOnly } } } }
      app.get('/', { schema: { response } }, async (_request, reply) => {
        reply.type('application/problem+json')
        return everything
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a content map for a non-JSON type serializes objects sent with it',
    setup(app) {
      const response = {
        '2xx': {
          content: {
            'text/csv': { schema: { type: 'string' } },
            'application/json': { schema: idOnly }
          }
        }
      }
      app.get('/', { schema: { response } }, async (_request, reply) => {
        reply.type('text/csv')
        return everything
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0]', guide: '#a-response-schema-for-a-non-json-type-serializes-objects' }]
  },
  {
    name: 'a content map under default',
    setup(app) {
      const response = { default: { content: { 'application/json': { schema: idOnly } } } }
      app.get('/', { schema: { response } }, async (_request, reply) => {
        reply.code(422)
        return everything
      })
    },
    requests: [{ url: '/' }]
  },

  // ---- shared schemas ----
  {
    name: 'a response schema by $ref to a shared schema',
    setup(app) {
      app.addSchema({ $id: 'user', ...idAndName })
      app.get('/', { schema: { response: { 200: { $ref: 'user#' } } } }, async () => everything)
      app.get(
        '/list',
        { schema: { response: { 200: { type: 'array', items: { $ref: 'user#' } } } } },
        async () => [everything]
      )
    },
    requests: [{ url: '/' }, { url: '/list' }]
  },
  {
    name: 'a $ref to a definition inside a shared schema',
    setup(app) {
      app.addSchema({
        $id: 'common',
        definitions: { id: { type: 'object', properties: { id: { type: 'integer' } } } }
      })
      app.get(
        '/',
        {
          schema: {
            response: {
              200: {
                type: 'object',
                properties: { owner: { $ref: 'common#/definitions/id' }, name: { type: 'string' } }
              }
            }
          }
        },
        async () => ({ owner: everything, name: 'n', secret: 's' })
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a shared schema added in a plugin reaches only its routes',
    setup(app) {
      app.register(async (child) => {
        child.addSchema({ $id: 'item', ...idOnly })
        child.get('/inside', { schema: { response: { 200: { $ref: 'item#' } } } }, async () => everything)
      })
      app.get('/outside', async () => everything)
    },
    requests: [{ url: '/inside' }, { url: '/outside' }]
  },
  {
    name: 'a $ref to a schema nobody added fails at ready',
    setup(app) {
      app.get('/', { schema: { response: { 200: { $ref: 'nobody#' } } } }, async () => everything)
    },
    requests: [{ url: '/' }]
  },

  // ---- compilers ----
  {
    name: 'a route serializerCompiler',
    setup(app) {
      app.get(
        '/',
        {
          serializerCompiler: taggingCompiler('route'),
          schema: { response: { 200: { title: 'ok', ...idOnly }, '4xx': { title: 'bad', ...idOnly } } }
        },
        async () => everything
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'setSerializerCompiler applies to its context only',
    setup(app) {
      app.register(async (child) => {
        child.setSerializerCompiler(taggingCompiler('child'))
        child.get(
          '/child',
          { schema: { response: { 200: { title: 'c', ...idOnly } } } },
          async () => everything
        )
      })
      app.get('/root', { schema: { response: { 200: { title: 'r', ...idOnly } } } }, async () => everything)
    },
    requests: [{ url: '/child' }, { url: '/root' }]
  },
  {
    name: 'a route serializerCompiler wins over setSerializerCompiler',
    setup(app) {
      app.setSerializerCompiler(taggingCompiler('instance'))
      app.get(
        '/',
        { serializerCompiler: taggingCompiler('route'), schema: { response: { 200: { title: 'x' } } } },
        async () => everything
      )
      app.get('/other', { schema: { response: { 200: { title: 'y' } } } }, async () => everything)
    },
    requests: [{ url: '/' }, { url: '/other' }]
  },
  {
    name: 'schemaController.compilersFactory.buildSerializer',
    options: {
      schemaController: {
        compilersFactory: {
          buildSerializer: ((externalSchemas: unknown, serializerOpts: unknown) => {
            const shared = Object.keys(externalSchemas as object).sort()
            return ({ schema, httpStatus }: { schema: { title?: string }; httpStatus?: string }) =>
              (data: unknown) =>
                JSON.stringify({
                  shared,
                  opts: serializerOpts ?? null,
                  status: httpStatus,
                  title: schema.title,
                  data
                })
          }) as never
        }
      }
    },
    setup(app) {
      app.addSchema({ $id: 'shared', type: 'string' })
      app.get('/', { schema: { response: { '2xx': { title: 'factory', ...idOnly } } } }, async () => ({
        id: 1
      }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'what a serializer compiler is given',
    setup(app, t) {
      app.setSerializerCompiler((route) => {
        const { schema, ...rest } = route as typeof route & Record<string, unknown>
        t.observe(`compile ${String(rest['httpStatus'])} ${String(rest['contentType'] ?? '-')}`, {
          ...rest,
          title: (schema as { title?: string }).title
        })
        return (data) => JSON.stringify(data)
      })
      app.get(
        '/things/:id',
        {
          schema: {
            response: {
              200: { title: 'plain', ...idOnly },
              default: { content: { 'text/plain': { schema: { title: 'text', type: 'string' } } } }
            }
          }
        },
        async () => ({ id: 1 })
      )
    },
    requests: [{ url: '/things/1' }]
  },
  {
    name: 'a serializer compiler that throws fails at ready',
    setup(app) {
      app.setSerializerCompiler(() => {
        throw new Error('cannot compile this')
      })
      app.get('/', { schema: { response: { 200: idOnly } } }, async () => everything)
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'serializerOpts reach fast-json-stringify',
    options: { serializerOpts: { rounding: 'ceil' } },
    setup(app) {
      app.get(
        '/',
        { schema: { response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } },
        async () => ({ n: 2.2 })
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'integers are truncated by default',
    setup(app) {
      app.get(
        '/',
        {
          schema: {
            response: {
              200: { type: 'object', properties: { n: { type: 'integer' }, m: { type: 'integer' } } }
            }
          }
        },
        async () => ({ n: 2.7, m: -2.7 })
      )
    },
    requests: [{ url: '/' }]
  },

  // ---- serializers chosen at run time ----
  {
    name: 'reply.serializer wins over the response schema',
    setup(app) {
      app.get('/', { schema: { response: { 200: idOnly } } }, async (_request, reply) => {
        reply.serializer((data) => `custom:${JSON.stringify(data)}`)
        return everything
      })
      app.get('/typed', async (_request, reply) => {
        reply.type('application/x-custom').serializer((data) => `custom:${JSON.stringify(data)}`)
        return { a: 1 }
      })
    },
    requests: [{ url: '/' }, { url: '/typed' }]
  },
  {
    name: 'reply.serializer on a string payload with and without a type',
    setup(app) {
      app.get('/untyped', async (_request, reply) => {
        reply.serializer((data) => `wrapped(${String(data)})`)
        return 'text'
      })
      app.get('/typed', async (_request, reply) => {
        reply.type('text/plain').serializer((data) => `wrapped(${String(data)})`)
        return 'text'
      })
    },
    requests: [{ url: '/untyped' }, { url: '/typed' }]
  },
  {
    name: 'setReplySerializer wins over response schemas',
    setup(app) {
      app.register(async (child) => {
        child.setReplySerializer((payload, statusCode) => `${statusCode}:${JSON.stringify(payload)}`)
        child.get('/child', { schema: { response: { 200: idOnly } } }, async () => everything)
      })
      app.get('/root', { schema: { response: { 200: idOnly } } }, async () => everything)
    },
    requests: [{ url: '/child' }, { url: '/root' }]
  },

  // ---- the reply's serialization API ----
  {
    name: 'getSerializationFunction by status',
    setup(app, t) {
      app.get(
        '/',
        { schema: { response: { 200: named('200'), '4xx': named('4xx'), default: named('default') } } },
        lookups(t, [
          ['200', [200]],
          ['"200"', ['200']],
          ['4xx', ['4xx']],
          ['404', [404]],
          ['default', ['default']],
          ['500', [500]]
        ])
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'getSerializationFunction of a bucket when the route also declares an exact status',
    setup(app, t) {
      app.get(
        '/',
        { schema: { response: { 200: named('200'), '2xx': named('2xx'), 201: named('201') } } },
        lookups(t, [
          ['2xx', ['2xx']],
          ['200', [200]],
          ['201', ['201']],
          ['202', [202]]
        ])
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'getSerializationFunction by status and content type',
    setup(app, t) {
      const response = {
        200: {
          content: {
            'application/json': { schema: named('json') },
            'application/vnd.v2+json': { schema: named('v2') },
            '*/*': { schema: named('any') }
          }
        }
      }
      app.get(
        '/',
        { schema: { response } },
        lookups(t, [
          ['json', [200, 'application/json']],
          ['v2', [200, 'application/vnd.v2+json']],
          ['any', [200, '*/*']],
          ['unknown type', [200, 'text/html']],
          ['no type', [200]]
        ])
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'getSerializationFunction on a route without response schemas',
    setup(app, t) {
      app.get(
        '/',
        lookups(t, [
          ['200', [200]],
          ['schema', [idOnly]]
        ])
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'compileSerializationSchema compiles once per schema object',
    setup(app, t) {
      app.get('/', async (_request, reply) => {
        t.observe('before', reply.getSerializationFunction(idOnly) === undefined)
        const first = reply.compileSerializationSchema(idOnly)
        const second = reply.compileSerializationSchema(idOnly)
        t.observe('same function', first === second)
        t.observe('found after', reply.getSerializationFunction(idOnly) === first)
        t.observe('equal copy', reply.getSerializationFunction({ ...idOnly }) === undefined)
        return first(everything)
      })
    },
    requests: [{ url: '/' }, { url: '/' }]
  },
  {
    name: 'compileSerializationSchema goes through the context serializer compiler',
    setup(app, t) {
      app.register(async (child) => {
        child.setSerializerCompiler((route) => {
          t.observe(`compiled ${String(route.httpStatus)} ${String(route.contentType)}`, {
            method: route.method,
            url: route.url
          })
          return (data) => `child:${JSON.stringify(data)}`
        })
        child.get('/child/:id', async (_request, reply) => {
          const plain = reply.compileSerializationSchema({ title: 'a' })
          const typed = reply.compileSerializationSchema({ title: 'b' }, '201', 'application/json')
          return `${plain({ x: 1 })} ${typed({ y: 2 })}`
        })
      })
    },
    requests: [{ url: '/child/3' }]
  },
  {
    name: 'compileSerializationSchema resolves shared schemas',
    setup(app) {
      app.addSchema({ $id: 'thing', ...idAndName })
      app.get('/', async (_request, reply) => {
        const fn = reply.compileSerializationSchema({
          type: 'object',
          properties: { thing: { $ref: 'thing#' } }
        })
        return fn({ thing: everything, other: 1 })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'serializeInput with a schema, a status, and both',
    setup(app, t) {
      app.get(
        '/',
        { schema: { response: { 200: named('200'), '2xx': named('2xx') } } },
        async (_request, reply) => {
          const data = { from: 'handler', id: 1 }
          // Fastify types the status as a string; it takes numbers as well
          const serializeInput = reply.serializeInput.bind(reply) as (...args: unknown[]) => string
          t.observe('schema', serializeInput(data, idOnly))
          t.observe('status', serializeInput(data, 200))
          t.observe('bucket', serializeInput(data, '2xx'))
          t.observe('schema and status', serializeInput(data, named('inline'), 200))
          try {
            serializeInput(data, idAndName, 404)
          } catch (error) {
            t.observe('schema and unknown status', (error as { code?: unknown }).code)
          }
          return 'ok'
        }
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'serializeInput by status and content type',
    setup(app, t) {
      const response = {
        200: {
          content: {
            'application/json': { schema: named('json') },
            'text/html': { schema: { type: 'string' } }
          }
        }
      }
      app.get('/', { schema: { response } }, async (_request, reply) => {
        const call = (...args: unknown[]) => {
          try {
            return (reply.serializeInput as (...a: unknown[]) => string)(...args)
          } catch (error) {
            return error
          }
        }
        t.observe('json', call({ from: 'json', id: 2 }, 200, 'application/json'))
        t.observe('html', call('<p>', 200, 'text/html'))
        t.observe('missing type', call({ id: 1 }, 200, 'text/csv'))
        t.observe('missing status', call({ id: 1 }, 404))
        t.observe('missing status and type', call({ id: 1 }, 404, 'application/json'))
        return 'ok'
      })
    },
    requests: [{ url: '/' }],
    differs: [
      { path: 'observed.missing type.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'observed.missing status.name', guide: '#framework-errors-are-named-capsuleerror' },
      { path: 'observed.missing status and type.name', guide: '#framework-errors-are-named-capsuleerror' }
    ]
  },

  // ---- replies that do not match their schema ----
  {
    name: 'a reply missing a required field',
    setup(app) {
      const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }
      app.get('/', { schema: { response: { 200: schema } } }, async () => ({ id: 1 }))
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a reply missing a required field with exposeServerErrors',
    options: { exposeServerErrors: true },
    setup(app) {
      const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }
      app.get('/', { schema: { response: { 200: schema } } }, async () => ({ id: 1 }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a reply with a value of the wrong type',
    options: { exposeServerErrors: true },
    setup(app) {
      app.get(
        '/',
        { schema: { response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } },
        async () => ({ n: 'many' })
      )
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'what an error handler receives of a serialization failure',
    setup(app, t) {
      app.setErrorHandler((error, _request, reply) => {
        t.observe('error', error)
        t.observe('status at handler', reply.statusCode)
        reply.code(500).send({ handled: (error as Error).message })
      })
      const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }
      app.get('/', { config: { area: 'users' }, schema: { response: { 200: schema } } }, async () => ({
        id: 1
      }))
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'observed.status at handler', guide: '#the-status-a-custom-error-handler-starts-with' }]
  },
  {
    name: 'onError hooks see a serialization failure',
    logs: 'error',
    setup(app, t) {
      app.addHook('onError', async (_request, _reply, error) => {
        t.trace('onError', (error as Error).message)
      })
      app.get(
        '/',
        { schema: { response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } },
        async () => ({ n: 'x' })
      )
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },

  // ---- errors through response schemas ----
  {
    name: 'a 4xx schema shapes a thrown error',
    setup(app) {
      app.get('/', { schema: { response: { '4xx': errorShape } } }, async () => {
        throw Object.assign(new Error('no such user'), { statusCode: 404, detail: 'id 7', hidden: 'x' })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a 5xx schema shapes an error that declares its status',
    setup(app) {
      app.get('/', { schema: { response: { 503: errorShape } } }, async () => {
        throw Object.assign(new Error('maintenance'), {
          statusCode: 503,
          code: 'E_MAINT',
          detail: 'back soon'
        })
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a default schema shapes a validation error',
    setup(app) {
      app.get(
        '/',
        {
          schema: {
            querystring: { type: 'object', properties: { n: { type: 'integer' } } },
            response: { default: errorShape, 200: idOnly }
          }
        },
        async () => everything
      )
    },
    requests: [{ url: '/?n=x' }, { url: '/?n=1' }]
  },
  {
    name: 'an error schema that cannot serialize the error',
    setup(app) {
      const strict = { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } }
      app.get('/', { schema: { response: { '4xx': strict } } }, async () => {
        throw Object.assign(new Error('bad input'), { statusCode: 400 })
      })
    },
    requests: [{ url: '/' }],
    logs: 'error'
  },
  {
    name: 'an error schema that cannot serialize an unexpected error',
    logs: 'error',
    setup(app) {
      const strict = { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } }
      app.get('/', { schema: { response: { '5xx': strict } } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432')
      })
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'an error schema that cannot serialize the error, with exposeServerErrors',
    options: { exposeServerErrors: true },
    setup(app) {
      const strict = { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } }
      app.get('/', { schema: { response: { '5xx': strict } } }, async () => {
        throw new Error('database down')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an error sent with reply.send goes through the error schema',
    setup(app) {
      app.get('/', { schema: { response: { 409: errorShape } } }, async (_request, reply) => {
        reply.code(409).send(Object.assign(new Error('taken'), { detail: 'name' }))
        return reply
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an error handler payload goes through the schema of its status',
    setup(app) {
      app.setErrorHandler((error, _request, reply) => {
        reply.code(422).send({ message: (error as Error).message, id: 5, secret: 'leak' })
      })
      app.get('/', { schema: { response: { 422: idOnly } } }, async () => {
        throw new Error('nope')
      })
    },
    requests: [{ url: '/' }]
  },

  // ---- generated payloads ----
  {
    name: 'any object through a typed schema',
    setup(app) {
      const schema = {
        type: 'object',
        properties: {
          s: { type: 'string' },
          i: { type: 'integer' },
          b: { type: 'boolean' },
          list: { type: 'array', items: { type: 'string' } }
        }
      }
      app.post('/', { schema: { response: { 200: schema } } }, async (request) => request.body)
    },
    requests: fc
      .record(
        {
          s: fc.string(),
          i: fc.integer(),
          b: fc.boolean(),
          list: fc.array(fc.string(), { maxLength: 4 }),
          extra: fc.jsonValue()
        },
        { requiredKeys: [] }
      )
      .map((payload) => ({ method: 'POST', url: '/', payload }))
  }
])
