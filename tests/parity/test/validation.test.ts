import ajvErrors from 'ajv-errors'
import fc from 'fast-check'
import type {
  FastifyError,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyServerOptions
} from 'fastify-real'
import { scenarios } from '../src/define.js'
import type { ParityRequest } from '../src/exchange.js'

// ajv-errors as Fastify's `ajv.plugins` types an Ajv plugin
type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>
const ajvErrorsPlugin = ajvErrors as unknown as AjvPlugin
const queryContext = '#validationcontext-of-a-querystring-failure-is-query'

function post(url: string, payload: unknown, headers: Record<string, string> = {}): ParityRequest {
  return {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload)
  }
}

const user = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2 },
    age: { type: 'integer', minimum: 0 },
    email: { type: 'string', format: 'email' },
    role: { type: 'string', enum: ['admin', 'user'], default: 'user' }
  }
} as const

// the shared schema every $ref form points into
function addCommon(app: FastifyInstance): void {
  app.addSchema({
    $id: 'common',
    type: 'object',
    definitions: {
      id: { type: 'integer', minimum: 1 },
      tag: { type: 'string', maxLength: 4 }
    },
    properties: {
      name: { type: 'string', minLength: 1 },
      nested: { $id: '#nested', type: 'object', required: ['x'], properties: { x: { type: 'number' } } }
    },
    required: ['name']
  })
}

scenarios('validation', [
  {
    name: 'a body schema',
    setup(app) {
      app.post('/users', { schema: { body: user } }, async (request) => request.body)
    },
    requests: [
      post('/users', { name: 'Ada', age: 36, email: 'ada@example.com' }),
      post('/users', { age: 36 }),
      post('/users', { name: 'A' }),
      post('/users', { name: 'Ada', age: -1 }),
      post('/users', { name: 'Ada', age: '36' }),
      post('/users', { name: 'Ada', age: 1.5 }),
      post('/users', { name: 'Ada', email: 'not an email' }),
      post('/users', { name: 'Ada', role: 'root' }),
      post('/users', [1, 2]),
      post('/users', 'null'),
      { method: 'POST', url: '/users' }
    ]
  },
  {
    name: 'a body schema for a text body',
    setup(app) {
      app.post('/text', { schema: { body: { type: 'string', maxLength: 5 } } }, async (request) => ({
        body: request.body
      }))
      app.post('/number', { schema: { body: { type: 'number' } } }, async (request) => ({
        body: request.body
      }))
    },
    requests: [
      { method: 'POST', url: '/text', headers: { 'content-type': 'text/plain' }, payload: 'short' },
      { method: 'POST', url: '/text', headers: { 'content-type': 'text/plain' }, payload: 'too long' },
      { method: 'POST', url: '/number', headers: { 'content-type': 'text/plain' }, payload: '42' },
      { method: 'POST', url: '/number', headers: { 'content-type': 'text/plain' }, payload: 'x' }
    ]
  },
  {
    name: 'a querystring schema with coercion',
    setup(app) {
      app.get(
        '/search',
        {
          schema: {
            querystring: {
              type: 'object',
              properties: {
                page: { type: 'integer', minimum: 1, default: 1 },
                exact: { type: 'boolean' },
                tags: { type: 'array', items: { type: 'string' }, default: [] },
                ids: { type: 'array', items: { type: 'integer' } },
                q: { type: 'string' },
                nothing: { type: 'null' }
              }
            }
          }
        },
        async (request) => request.query
      )
    },
    requests: [
      { url: '/search' },
      { url: '/search?page=2&exact=true&tags=a&ids=1&q=x' },
      { url: '/search?tags=a&tags=b&ids=1&ids=2' },
      { url: '/search?page=0' },
      { url: '/search?page=two' },
      { url: '/search?exact=yes' },
      { url: '/search?exact=1&q=' },
      { url: '/search?ids=1&ids=x' },
      { url: '/search?nothing=' },
      { url: '/search?page=1.0' }
    ]
  },
  {
    name: 'a querystring failure in the error handler',
    setup(app) {
      app.setErrorHandler(async (error: FastifyError, request, reply) =>
        reply.code(400).send({
          code: error.code,
          context: (error as { validationContext?: string }).validationContext,
          message: error.message
        })
      )
      app.get(
        '/q',
        { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
        async (request) => request.query
      )
    },
    requests: [{ url: '/q?n=x' }],
    differs: [{ path: 'answers[0].body', guide: queryContext }]
  },
  {
    name: 'the query alias',
    setup(app) {
      app.get(
        '/q',
        // the alias Fastify accepts though its types do not list it
        {
          schema: {
            query: { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }
          } as FastifySchema
        },
        async (request) => request.query
      )
    },
    requests: [{ url: '/q?a=1' }, { url: '/q' }, { url: '/q?a=b' }]
  },
  {
    name: 'a params schema',
    setup(app) {
      app.get(
        '/items/:id/:slug',
        {
          schema: {
            params: {
              type: 'object',
              properties: {
                id: { type: 'integer', maximum: 1000 },
                slug: { type: 'string', pattern: '^[a-z-]+$' }
              }
            }
          }
        },
        async (request) => ({ params: request.params, type: typeof (request.params as { id: unknown }).id })
      )
      app.get(
        '/files/*',
        { schema: { params: { type: 'object', properties: { '*': { type: 'string', maxLength: 5 } } } } },
        async (request) => request.params
      )
    },
    requests: [
      { url: '/items/7/a-b' },
      { url: '/items/x/a-b' },
      { url: '/items/5000/a-b' },
      { url: '/items/7/A_B' },
      { url: '/files/abc' },
      { url: '/files/abcdef' }
    ]
  },
  {
    name: 'a headers schema',
    setup(app) {
      app.get(
        '/h',
        {
          schema: {
            headers: {
              type: 'object',
              required: ['x-api-key'],
              properties: {
                'x-api-key': { type: 'string', minLength: 3 },
                'X-Count': { type: 'integer' },
                'x-flag': { type: 'boolean' }
              }
            }
          }
        },
        async (request) => ({
          key: request.headers['x-api-key'],
          count: request.headers['x-count'] ?? null,
          countType: typeof request.headers['x-count'],
          flag: request.headers['x-flag'] ?? null
        })
      )
    },
    requests: [
      { url: '/h', headers: { 'x-api-key': 'secret', 'x-count': '3', 'x-flag': 'true' } },
      { url: '/h' },
      { url: '/h', headers: { 'x-api-key': 'ab' } },
      { url: '/h', headers: { 'X-API-KEY': 'secret', 'x-count': 'many' } },
      { url: '/h', headers: { 'x-api-key': 'secret', 'x-flag': 'maybe' } }
    ]
  },
  {
    name: 'the order parts are validated in',
    setup(app, t) {
      app.addHook('preValidation', async () => t.trace('preValidation'))
      app.addHook('preHandler', async () => t.trace('preHandler'))
      app.post(
        '/all/:id',
        {
          schema: {
            params: { type: 'object', properties: { id: { type: 'integer' } } },
            body: { type: 'object', required: ['b'] },
            querystring: { type: 'object', required: ['q'] },
            headers: { type: 'object', required: ['x-h'] }
          }
        },
        async () => 'valid'
      )
    },
    requests: [
      post('/all/x', {}),
      post('/all/1', {}),
      post('/all/1', { b: 1 }),
      post('/all/1?q=1', { b: 1 }),
      post('/all/1?q=1', { b: 1 }, { 'x-h': 'y' })
    ]
  },
  {
    name: 'defaults and removeAdditional',
    setup(app) {
      app.post(
        '/strict',
        {
          schema: {
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                a: { type: 'string', default: 'A' },
                nested: {
                  type: 'object',
                  additionalProperties: false,
                  properties: { keep: { type: 'integer' } },
                  default: { keep: 1 }
                },
                list: { type: 'array', items: { type: 'object', properties: { v: { default: 0 } } } }
              }
            }
          }
        },
        async (request) => request.body
      )
      app.post(
        '/open',
        { schema: { body: { type: 'object', properties: { a: { type: 'string' } } } } },
        async (request) => request.body
      )
    },
    requests: [
      post('/strict', {}),
      post('/strict', { a: 'x', extra: 1, nested: { keep: 2, drop: 3 }, list: [{}, { v: 5 }] }),
      post('/open', { a: 'x', extra: 1 })
    ]
  },
  {
    name: 'coercion of a body and of anyOf with null',
    setup(app) {
      app.post(
        '/coerce',
        {
          schema: {
            body: {
              type: 'object',
              properties: {
                n: { type: 'number' },
                s: { type: 'string' },
                b: { type: 'boolean' },
                arr: { type: 'array', items: { type: 'integer' } },
                nullable: { anyOf: [{ type: 'null' }, { type: 'integer' }] },
                typed: { type: ['integer', 'null'] },
                legacy: { type: 'integer', nullable: true }
              }
            }
          }
        },
        async (request) => request.body
      )
    },
    requests: [
      post('/coerce', { n: '1.5', s: 12, b: 'false', arr: '7' }),
      post('/coerce', { nullable: 0, typed: 0, legacy: null }),
      post('/coerce', { nullable: '', typed: '', legacy: '' }),
      post('/coerce', { b: 0, s: true, n: true })
    ]
  },
  {
    name: '$ref to shared schemas in every form',
    setup(app) {
      addCommon(app)
      app.post('/whole', { schema: { body: { $ref: 'common#' } } }, async (request) => request.body)
      app.post(
        '/definition',
        { schema: { body: { type: 'object', properties: { id: { $ref: 'common#/definitions/id' } } } } },
        async (request) => request.body
      )
      app.post(
        '/property',
        { schema: { body: { type: 'object', properties: { name: { $ref: 'common#/properties/name' } } } } },
        async (request) => request.body
      )
      app.post(
        '/anchor',
        { schema: { body: { type: 'object', properties: { n: { $ref: 'common#nested' } } } } },
        async (request) => request.body
      )
      app.post(
        '/local',
        {
          schema: {
            body: {
              type: 'object',
              definitions: { small: { type: 'integer', maximum: 9 } },
              properties: { digit: { $ref: '#/definitions/small' }, tag: { $ref: 'common#/definitions/tag' } }
            }
          }
        },
        async (request) => request.body
      )
      app.get(
        '/params/:id',
        { schema: { params: { type: 'object', properties: { id: { $ref: 'common#/definitions/id' } } } } },
        async (request) => request.params
      )
    },
    requests: [
      post('/whole', { name: 'x' }),
      post('/whole', {}),
      post('/definition', { id: '5' }),
      post('/definition', { id: 0 }),
      post('/property', { name: '' }),
      post('/anchor', { n: { x: 1 } }),
      post('/anchor', { n: {} }),
      post('/local', { digit: 3, tag: 'abcd' }),
      post('/local', { digit: 12, tag: 'abcde' }),
      { url: '/params/3' },
      { url: '/params/0' }
    ]
  },
  {
    name: 'a URL-style $id',
    setup(app) {
      app.addSchema({
        $id: 'http://example.com/schemas/address.json',
        type: 'object',
        required: ['city'],
        properties: { city: { type: 'string' }, zip: { $ref: 'zip.json' } }
      })
      app.addSchema({ $id: 'http://example.com/schemas/zip.json', type: 'string', pattern: '^[0-9]{5}$' })
      app.post(
        '/address',
        { schema: { body: { $ref: 'http://example.com/schemas/address.json#' } } },
        async (request) => request.body
      )
    },
    requests: [
      post('/address', { city: 'Paris', zip: '75001' }),
      post('/address', { city: 'Paris', zip: '7500' }),
      post('/address', { zip: '75001' })
    ]
  },
  {
    name: 'a $ref to a missing schema',
    setup(app) {
      app.post('/x', { schema: { body: { $ref: 'nowhere#' } } }, async () => 'x')
    },
    requests: [post('/x', {})]
  },
  {
    name: 'shared schemas are encapsulated',
    async run(make, t) {
      const app = make()
      app.addSchema({ $id: 'root', type: 'string' })
      app.register(async (child) => {
        child.addSchema({ $id: 'child', type: 'integer' })
        t.observe('child sees', Object.keys(child.getSchemas()).sort())
        t.observe('child getSchema root', child.getSchema('root'))
        child.post('/child', { schema: { body: { $ref: 'root#' } } }, async (request) => ({
          body: request.body
        }))
      })
      app.register(async (sibling) => {
        t.observe('sibling sees', Object.keys(sibling.getSchemas()).sort())
        t.observe('sibling getSchema child', sibling.getSchema('child') ?? null)
      })
      await app.ready()
      t.observe('root sees', Object.keys(app.getSchemas()).sort())
      const response = await app.inject(post('/child', '"text"') as never)
      t.observe('child route', { status: response.statusCode, body: response.body })
    }
  },
  {
    name: 'a sibling cannot reference a child schema',
    setup(app) {
      app.register(async (child) => child.addSchema({ $id: 'private', type: 'integer' }))
      app.register(async (sibling) => {
        sibling.post('/x', { schema: { body: { $ref: 'private#' } } }, async () => 'x')
      })
    },
    requests: [post('/x', 1)]
  },
  {
    name: 'addSchema mistakes',
    async run(make, t) {
      const app = make()
      app.addSchema({ $id: 'dup', type: 'string' })
      const attempts: Record<string, () => unknown> = {
        duplicate: () => app.addSchema({ $id: 'dup', type: 'string' }),
        'no $id': () => app.addSchema({ type: 'string' }),
        'not an object': () => app.addSchema('schema' as never)
      }
      for (const [name, attempt] of Object.entries(attempts)) {
        try {
          attempt()
          t.observe(name, 'accepted')
        } catch (error) {
          t.observe(name, (error as { code?: string }).code ?? 'no code')
        }
      }
    }
  },
  {
    name: 'body content maps per media type',
    setup(app) {
      app.post(
        '/content',
        {
          schema: {
            body: {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['json'], properties: { json: { type: 'integer' } } }
                },
                'text/plain': { schema: { type: 'string', maxLength: 3 } }
              }
            }
          }
        },
        async (request) => ({ body: request.body })
      )
      app.addContentTypeParser('application/x-other', { parseAs: 'string' }, (request, body, done) =>
        done(null, body)
      )
    },
    requests: [
      post('/content', { json: '1' }),
      post('/content', { other: 1 }),
      post('/content', { json: 1 }, { 'content-type': 'application/json; charset=utf-8' }),
      { method: 'POST', url: '/content', headers: { 'content-type': 'text/plain' }, payload: 'abc' },
      { method: 'POST', url: '/content', headers: { 'content-type': 'text/plain' }, payload: 'abcd' },
      { method: 'POST', url: '/content', headers: { 'content-type': 'TEXT/PLAIN' }, payload: 'abcd' },
      {
        method: 'POST',
        url: '/content',
        headers: { 'content-type': 'application/x-other' },
        payload: 'unvalidated'
      }
    ]
  },
  {
    name: 'a validatorCompiler on the route',
    setup(app, t) {
      app.post(
        '/custom/:id',
        {
          schema: {
            body: { kind: 'body' },
            params: { kind: 'params' },
            querystring: { kind: 'query' },
            headers: { kind: 'headers' }
          },
          validatorCompiler: ({ schema, method, url, httpPart }) => {
            t.trace('compile', (schema as unknown as { kind: string }).kind, method, url, httpPart)
            return (data: unknown) => {
              if (httpPart === 'body' && (data as { ok?: boolean }).ok !== true) {
                return {
                  error: Object.assign(new Error('body is not ok'), { validation: [{ reason: 'ok' }] })
                }
              }
              if (httpPart === 'querystring') return { value: { replaced: true } }
              return true
            }
          }
        },
        async (request) => ({ body: request.body, query: request.query, params: request.params })
      )
    },
    requests: [post('/custom/1?a=b', { ok: true }), post('/custom/1', { ok: false })]
  },
  {
    name: 'setValidatorCompiler per context',
    setup(app, t) {
      app.register(async (child) => {
        child.setValidatorCompiler(({ httpPart }) => (data: unknown) => {
          t.trace('child validator', httpPart, data)
          return typeof data === 'object' && data !== null && 'x' in data
            ? { value: data }
            : { error: new Error(`${httpPart} needs x`) }
        })
        child.post('/child', { schema: { body: { type: 'object' } } }, async (request) => request.body)
      })
      app.post(
        '/root',
        { schema: { body: { type: 'object', required: ['y'] } } },
        async (request) => request.body
      )
    },
    requests: [
      post('/child', { x: 1 }),
      post('/child', { y: 1 }),
      post('/root', { x: 1 }),
      post('/root', { y: 1 })
    ]
  },
  {
    name: 'a custom validator and addSchema',
    setup(app, t) {
      app.addSchema({ $id: 'shared', type: 'object' })
      app.setValidatorCompiler(({ schema }) => {
        t.trace('schema given', schema)
        return () => true
      })
      app.post('/x', { schema: { body: { $ref: 'shared#' } } }, async (request) => request.body)
    },
    requests: [post('/x', { any: 1 })]
  },
  {
    name: 'a schemaController',
    options: (t) => ({
      // a compiler factory as a plugin writes one; Fastify's types want Ajv's own function type
      schemaController: {
        compilersFactory: {
          buildValidator: (externalSchemas: unknown, ajvOptions: unknown) => {
            t.trace('buildValidator', Object.keys(externalSchemas as object), ajvOptions)
            return ({ httpPart }: { httpPart?: string }) =>
              (data: unknown) =>
                httpPart === 'body' && Array.isArray(data)
                  ? { error: new Error('no arrays') }
                  : { value: data }
          }
        }
      } as unknown as NonNullable<FastifyServerOptions['schemaController']>
    }),
    setup(app) {
      app.addSchema({ $id: 'listed', type: 'string' })
      app.post('/x', { schema: { body: { type: 'object' } } }, async (request) => request.body)
    },
    requests: [post('/x', { a: 1 }), post('/x', [1])]
  },
  {
    name: 'attachValidation',
    setup(app) {
      app.post('/attached', { schema: { body: user }, attachValidation: true }, async (request) => ({
        ok: request.validationError === undefined,
        message: request.validationError?.message ?? null,
        validation: (request.validationError as { validation?: unknown } | undefined)?.validation ?? null,
        context:
          (request.validationError as { validationContext?: string } | undefined)?.validationContext ?? null,
        body: request.body
      }))
      app.get(
        '/attached-query',
        {
          schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } },
          attachValidation: true
        },
        async (request) => ({ message: request.validationError?.message ?? null })
      )
    },
    requests: [
      post('/attached', { name: 'Ada' }),
      post('/attached', { age: 'x' }),
      { url: '/attached-query?n=x' }
    ]
  },
  {
    name: 'a validation error in a custom error handler',
    setup(app) {
      app.setErrorHandler(async (error: FastifyError, request, reply) => {
        if (error.validation !== undefined) {
          return reply.code(422).send({
            code: error.code,
            statusCode: error.statusCode,
            validation: error.validation,
            context: error.validationContext,
            message: error.message
          })
        }
        return reply.send(error)
      })
      app.post('/x', { schema: { body: user } }, async (request) => request.body)
    },
    requests: [post('/x', {}), post('/x', { name: 'A', age: 'x' })]
  },
  {
    name: 'the schemaErrorFormatter factory option',
    options: (t) => ({
      schemaErrorFormatter: (errors: Array<{ instancePath: string; message?: string }>, dataVar: string) => {
        t.trace('formatter', dataVar, errors.length)
        return new Error(`[${dataVar}] ${errors.map((e) => `${e.instancePath}: ${e.message}`).join(' | ')}`)
      }
    }),
    setup(app) {
      app.post('/x', { schema: { body: user } }, async (request) => request.body)
      app.get(
        '/q',
        { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
        async () => 'q'
      )
    },
    requests: [post('/x', {}), { url: '/q?n=x' }]
  },
  {
    name: 'setSchemaErrorFormatter per context and per route',
    setup(app) {
      app.register(async (child) => {
        child.setSchemaErrorFormatter(function (errors, dataVar) {
          return new Error(`child ${dataVar}: ${errors[0]?.message ?? ''}`)
        })
        child.post('/child', { schema: { body: user } }, async () => 'x')
        child.post(
          '/route',
          {
            schema: { body: user },
            schemaErrorFormatter: (errors, dataVar) =>
              new Error(`route ${dataVar}: ${errors.length} error(s)`)
          },
          async () => 'x'
        )
      })
      app.post('/root', { schema: { body: user } }, async () => 'x')
    },
    requests: [post('/child', {}), post('/route', {}), post('/root', {})]
  },
  {
    name: 'a schemaErrorFormatter that throws or returns no error',
    setup(app) {
      app.post(
        '/throws',
        {
          schema: { body: user },
          schemaErrorFormatter: () => {
            throw new Error('formatter broke')
          }
        },
        async () => 'x'
      )
    },
    requests: [post('/throws', {})],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'ajv customOptions',
    options: { ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: 'all' } } },
    setup(app) {
      app.post('/x', { schema: { body: user } }, async (request) => request.body)
      app.get(
        '/q',
        { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
        async (request) => request.query
      )
    },
    requests: [
      post('/x', { name: 'A', age: 'x', email: 'no' }),
      post('/x', { name: 'Ada', extra: true }),
      { url: '/q?n=1' }
    ]
  },
  {
    name: 'ajv plugins: ajv-errors messages',
    options: { ajv: { customOptions: { allErrors: true }, plugins: [ajvErrorsPlugin] } },
    setup(app) {
      app.post(
        '/x',
        {
          schema: {
            body: {
              type: 'object',
              required: ['name', 'age'],
              properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 18 } },
              errorMessage: {
                required: { name: 'a name is needed', age: 'tell us your age' },
                properties: { age: 'adults only' }
              }
            }
          }
        },
        async (request) => request.body
      )
    },
    requests: [post('/x', {}), post('/x', { name: 'Ada', age: 12 }), post('/x', { name: 'Ada', age: 40 })]
  },
  {
    name: 'ajv plugins with options, and invalid ajv options',
    async run(make, t) {
      const app = make({
        ajv: { customOptions: { allErrors: true }, plugins: [[ajvErrorsPlugin, { singleError: true }]] }
      })
      app.post(
        '/x',
        {
          schema: {
            body: {
              type: 'object',
              properties: { a: { type: 'integer' }, b: { type: 'integer' } },
              errorMessage: { properties: { a: 'bad a', b: 'bad b' } }
            }
          }
        },
        async () => 'x'
      )
      const response = await app.inject(post('/x', { a: 'x', b: 'y' }) as never)
      t.observe('single error', { status: response.statusCode, body: response.json() })
      for (const ajv of [{ customOptions: 'x' }, { plugins: 'x' }]) {
        try {
          make({ ajv: ajv as never })
          t.observe(JSON.stringify(ajv), 'accepted')
        } catch (error) {
          t.observe(JSON.stringify(ajv), (error as { code?: string }).code ?? 'no code')
        }
      }
    }
  },
  {
    name: 'messages of common keywords',
    setup(app) {
      app.post(
        '/k',
        {
          schema: {
            body: {
              type: 'object',
              properties: {
                e: { enum: ['a', 'b'] },
                c: { const: 1 },
                p: { type: 'string', pattern: '^x' },
                l: { type: 'array', maxItems: 1, uniqueItems: true },
                o: { type: 'object', minProperties: 2 },
                d: { type: 'string', format: 'date' },
                u: { type: 'string', format: 'uri' },
                m: { type: 'number', multipleOf: 3 },
                one: { oneOf: [{ type: 'string' }, { type: 'string', maxLength: 2 }] },
                not: { not: { type: 'string' } },
                deep: { type: 'object', properties: { inner: { type: 'array', items: { type: 'integer' } } } }
              },
              additionalProperties: false
            }
          }
        },
        async () => 'ok'
      )
    },
    requests: [
      post('/k', { e: 'z' }),
      post('/k', { c: 2 }),
      post('/k', { p: 'y' }),
      post('/k', { l: [1, 2] }),
      post('/k', { l: [1, 1] }),
      post('/k', { o: {} }),
      post('/k', { d: '2024-13-45' }),
      post('/k', { u: 'not a uri' }),
      post('/k', { m: 4 }),
      post('/k', { one: 'ab' }),
      post('/k', { not: 's' }),
      post('/k', { deep: { inner: [1, 'x'] } }),
      post('/k', { unknown: 1 })
    ]
  },
  {
    name: 'an $async schema',
    setup(app) {
      app.post(
        '/async',
        {
          schema: {
            body: {
              $async: true,
              type: 'object',
              required: ['a'],
              properties: { a: { type: 'integer' } }
            }
          }
        },
        async (request) => ({ body: request.body })
      )
    },
    requests: [post('/async', { a: '1' }), post('/async', { a: 'x' }), post('/async', {})]
  },
  {
    name: 'a promise-returning custom validator',
    setup(app, t) {
      app.post(
        '/p',
        {
          schema: { body: { any: true } },
          validatorCompiler: (() => async (data: unknown) => {
            t.trace('async validator')
            return (data as { ok?: boolean }).ok === true
              ? { value: { ...(data as object), checked: true } }
              : { error: new Error('not ok (async)') }
          }) as FastifySchemaCompiler<unknown>
        },
        async (request) => request.body
      )
    },
    requests: [post('/p', { ok: true }), post('/p', { ok: false })]
  },
  {
    name: 'a validator that throws',
    setup(app, t) {
      app.addHook('preValidation', async () => t.trace('async preValidation'))
      app.addHook('onError', async (request, reply, error) => t.trace('onError', error.message))
      app.post(
        '/throws',
        {
          schema: { body: { any: true } },
          validatorCompiler: (() => () => {
            throw Object.assign(new Error('validator exploded'), { statusCode: 500 })
          }) as FastifySchemaCompiler<unknown>
        },
        async () => 'never'
      )
      app.post(
        '/throws-plain',
        {
          schema: { body: { any: true } },
          validatorCompiler: (() => () => {
            throw new TypeError('cannot read properties of undefined')
          }) as FastifySchemaCompiler<unknown>
        },
        async () => 'never'
      )
      app.post(
        '/throws-400',
        {
          schema: { body: { any: true } },
          validatorCompiler: (() => () => {
            throw Object.assign(new Error('declared a client error'), { statusCode: 400 })
          }) as FastifySchemaCompiler<unknown>
        },
        async () => 'never'
      )
    },
    requests: [post('/throws', {}), post('/throws-plain', {}), post('/throws-400', {})],
    differs: [{ path: 'answers[1].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a validator compiler that throws at startup',
    setup(app) {
      app.post(
        '/x',
        {
          schema: { body: { type: 'object' } },
          validatorCompiler: () => {
            throw new Error('cannot compile')
          }
        },
        async () => 'x'
      )
    },
    requests: [post('/x', {})]
  },
  {
    name: 'an invalid schema',
    setup(app) {
      app.post(
        '/x',
        { schema: { body: { type: 'object', properties: { a: { type: 'integr' } } } } },
        async () => 'x'
      )
    },
    requests: [post('/x', {})]
  },
  {
    name: 'a schema property named __proto__',
    setup(app) {
      app.post(
        '/x',
        { schema: { body: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') } },
        async (request) => request.body
      )
    },
    requests: [post('/x', { a: 1 })],
    differs: [
      { path: 'startup', guide: '#a-schema-property-named-proto-is-refused' },
      { path: 'answers', guide: '#a-schema-property-named-proto-is-refused' }
    ]
  },
  {
    name: 'request.compileValidationSchema and validateInput',
    setup(app) {
      app.post('/v', async (request) => {
        const validate = request.compileValidationSchema({ type: 'object', required: ['x'] })
        return {
          valid: validate(request.body),
          errors: validate.errors ?? null,
          input: request.validateInput(
            { n: '1' },
            { type: 'object', properties: { n: { type: 'integer' } } }
          ),
          same: request.compileValidationSchema({ type: 'object', required: ['x'] }) === validate
        }
      })
    },
    requests: [post('/v', { x: 1 }), post('/v', { y: 1 })],
    differs: [
      { path: 'answers[0].body', guide: '#smaller-differences' },
      { path: 'answers[1].body', guide: '#smaller-differences' }
    ]
  },
  {
    name: 'any JSON body against a schema',
    setup(app) {
      app.post(
        '/any',
        {
          schema: {
            body: {
              type: 'object',
              required: ['id'],
              additionalProperties: false,
              properties: {
                id: { type: 'integer', minimum: 0 },
                name: { type: 'string', maxLength: 8 },
                tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
                flag: { type: 'boolean', default: false },
                score: { type: ['number', 'null'] },
                meta: { type: 'object', properties: { k: { type: 'string' } } }
              }
            }
          }
        },
        async (request) => request.body
      )
    },
    requests: fc
      .record(
        {
          id: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.constantFrom('7', 'x', 1.5, null, true)),
          name: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null)),
          tags: fc.oneof(
            fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 5 }),
            fc.string({ maxLength: 3 })
          ),
          flag: fc.oneof(fc.boolean(), fc.constantFrom('true', 'no', 0, 1)),
          score: fc.oneof(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.constant(null),
            fc.constant('')
          ),
          meta: fc.oneof(
            fc.record({ k: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()) }),
            fc.constant([])
          ),
          extra: fc.jsonValue({ maxDepth: 2 })
        },
        { requiredKeys: [] }
      )
      .map((body) => post('/any', body)),
    runs: 200
  },
  {
    name: 'any query string against a schema',
    setup(app) {
      app.get(
        '/q',
        {
          schema: {
            querystring: {
              type: 'object',
              properties: {
                n: { type: 'integer' },
                b: { type: 'boolean' },
                list: { type: 'array', items: { type: 'number' } },
                s: { type: 'string', minLength: 1 }
              }
            }
          }
        },
        async (request) => request.query
      )
    },
    requests: fc
      .array(
        fc.tuple(
          fc.constantFrom('n', 'b', 'list', 's', 'other'),
          fc.oneof(
            fc.constantFrom('1', '-2', '1.5', 'true', 'false', '', 'x', '0', 'null'),
            fc.string({ maxLength: 4 })
          )
        ),
        { maxLength: 6 }
      )
      .map((pairs) => ({
        url: `/q?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
      })),
    runs: 200
  }
])
