// @fastify/swagger + @fastify/swagger-ui on the framework that `fastify` resolves to. Every expectation below was
// checked against fastify@5.12.8 with @fastify/swagger@9.9.3, @fastify/swagger-ui@6.1.3 and @fastify/cors@11.4.3.
// The spec is built from the routes' schemas as the onRoute hook saw them, so it shows exactly what the
// framework reports about each route (url, method, schema, shared schemas).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import cors from '@fastify/cors'

const OPENAPI_OPTIONS = {
  openapi: {
    openapi: '3.0.0',
    info: { title: 'Test swagger', description: 'Testing the Fastify swagger API', version: '0.1.0' },
    servers: [{ url: 'http://localhost:3000', description: 'Development server' }],
    tags: [{ name: 'user', description: 'User related end-points' }],
    components: { securitySchemes: { apiKey: { type: 'apiKey', name: 'apiKey', in: 'header' } } }
  }
}

async function buildOpenApiApp(t) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(swagger, OPENAPI_OPTIONS)
  await app.register(swaggerUi, {
    routePrefix: '/documentation',
    uiConfig: { docExpansion: 'full', deepLinking: false }
  })

  app.addSchema({
    $id: 'User',
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } }
  })

  app.put(
    '/some-route/:id',
    {
      schema: {
        description: 'post some data',
        tags: ['user'],
        summary: 'qwerty',
        security: [{ apiKey: [] }],
        params: { type: 'object', properties: { id: { type: 'string', description: 'user id' } } },
        querystring: {
          type: 'object',
          properties: { verbose: { type: 'boolean' }, limit: { type: 'integer', minimum: 1 } },
          required: ['limit']
        },
        body: {
          type: 'object',
          properties: {
            hello: { type: 'string' },
            obj: { type: 'object', properties: { some: { type: 'string' } } }
          }
        },
        response: {
          201: {
            description: 'Successful response',
            type: 'object',
            properties: { hello: { type: 'string' } }
          },
          default: {
            description: 'Default response',
            type: 'object',
            properties: { foo: { type: 'string' } }
          }
        }
      }
    },
    (req, reply) => {
      reply.code(201).send({ hello: `id ${req.params.id}` })
    }
  )

  app.get(
    '/users/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        response: { 200: { $ref: 'User#' } }
      }
    },
    async (req) => ({ id: req.params.id, name: 'Ada' })
  )

  app.post(
    '/users',
    {
      schema: { body: { $ref: 'User#' }, response: { 201: { $ref: 'User#' } } }
    },
    async (req, reply) => reply.code(201).send(req.body)
  )

  app.get('/hidden', { schema: { hide: true } }, async () => 'hidden')
  app.get('/plain', async () => 'plain')

  app.register(
    async (v1) => {
      v1.get(
        '/thing',
        {
          schema: {
            tags: ['user'],
            headers: { type: 'object', properties: { 'x-api-version': { type: 'string' } } }
          }
        },
        async () => 'thing'
      )
    },
    { prefix: '/v1' }
  )

  await app.ready()
  return app
}

const USER_DEF = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  title: 'User'
}

const EXPECTED_OPENAPI = {
  openapi: '3.0.0',
  info: { title: 'Test swagger', description: 'Testing the Fastify swagger API', version: '0.1.0' },
  components: {
    securitySchemes: { apiKey: { type: 'apiKey', name: 'apiKey', in: 'header' } },
    schemas: { 'def-0': USER_DEF }
  },
  paths: {
    '/some-route/{id}': {
      put: {
        summary: 'qwerty',
        tags: ['user'],
        description: 'post some data',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  hello: { type: 'string' },
                  obj: { type: 'object', properties: { some: { type: 'string' } } }
                }
              }
            }
          }
        },
        parameters: [
          { schema: { type: 'boolean' }, in: 'query', name: 'verbose', required: false },
          { schema: { type: 'integer', minimum: 1 }, in: 'query', name: 'limit', required: true },
          { schema: { type: 'string' }, in: 'path', name: 'id', required: true, description: 'user id' }
        ],
        security: [{ apiKey: [] }],
        responses: {
          201: {
            description: 'Successful response',
            content: {
              'application/json': {
                schema: {
                  description: 'Successful response',
                  type: 'object',
                  properties: { hello: { type: 'string' } }
                }
              }
            }
          },
          default: {
            description: 'Default response',
            content: {
              'application/json': {
                schema: {
                  description: 'Default response',
                  type: 'object',
                  properties: { foo: { type: 'string' } }
                }
              }
            }
          }
        }
      }
    },
    '/users/{id}': {
      get: {
        parameters: [{ schema: { type: 'integer' }, in: 'path', name: 'id', required: true }],
        responses: {
          200: {
            description: 'Default Response',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } }
          }
        }
      }
    },
    '/users': {
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } }
        },
        responses: {
          201: {
            description: 'Default Response',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } }
          }
        }
      }
    },
    '/plain': { get: { responses: { 200: { description: 'Default Response' } } } },
    '/v1/thing': {
      get: {
        tags: ['user'],
        parameters: [{ schema: { type: 'string' }, in: 'header', name: 'x-api-version', required: false }],
        responses: { 200: { description: 'Default Response' } }
      }
    }
  },
  servers: [{ url: 'http://localhost:3000', description: 'Development server' }],
  tags: [{ name: 'user', description: 'User related end-points' }]
}

test('app.swagger() after ready lists every route with its schemas (OpenAPI 3)', async (t) => {
  const app = await buildOpenApiApp(t)
  const spec = app.swagger()
  assert.deepEqual(spec, EXPECTED_OPENAPI)
  // in registration order: the UI's own routes are hidden, HEAD routes are not listed
  assert.deepEqual(Object.keys(spec.paths), [
    '/some-route/{id}',
    '/users/{id}',
    '/users',
    '/plain',
    '/v1/thing'
  ])
  // hide: true keeps a route out of the document
  assert.equal(spec.paths['/hidden'], undefined)
})

test('the documented routes still behave as their schemas say', async (t) => {
  const app = await buildOpenApiApp(t)
  const put = await app.inject({ method: 'PUT', url: '/some-route/7?limit=2', payload: { hello: 'x' } })
  assert.equal(put.statusCode, 201)
  assert.deepEqual(put.json(), { hello: 'id 7' })

  // the `default` response schema also shapes the 400: its only property is `foo`, so the error serializes as {}
  const missingLimit = await app.inject({ method: 'PUT', url: '/some-route/7', payload: { hello: 'x' } })
  assert.equal(missingLimit.statusCode, 400)
  assert.equal(missingLimit.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(missingLimit.body, '{}')

  const user = await app.inject('/users/5')
  assert.equal(user.statusCode, 200)
  assert.deepEqual(user.json(), { id: 5, name: 'Ada' })

  const badUser = await app.inject({ method: 'POST', url: '/users', payload: { id: 1 } })
  assert.equal(badUser.statusCode, 400)
  assert.deepEqual(badUser.json(), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: "body must have required property 'name'"
  })

  const hidden = await app.inject('/hidden')
  assert.equal(hidden.statusCode, 200)
  assert.equal(hidden.body, 'hidden')
})

test('GET /documentation/json and /documentation/yaml serve the document', async (t) => {
  const app = await buildOpenApiApp(t)
  const json = await app.inject('/documentation/json')
  assert.equal(json.statusCode, 200)
  assert.equal(json.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(json.json(), EXPECTED_OPENAPI)
  assert.equal(json.body, JSON.stringify(app.swagger()))

  const head = await app.inject({ method: 'HEAD', url: '/documentation/json' })
  assert.equal(head.statusCode, 200)
  assert.equal(head.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(head.headers['content-length'], String(Buffer.byteLength(json.body)))
  assert.equal(head.body, '')

  const yaml = await app.inject('/documentation/yaml')
  assert.equal(yaml.statusCode, 200)
  assert.equal(yaml.headers['content-type'], 'application/x-yaml')
  assert.ok(yaml.body.startsWith('openapi: 3.0.0\ninfo:\n  title: Test swagger\n'), yaml.body.slice(0, 60))
  assert.equal(app.swagger({ yaml: true }), yaml.body)
})

test('GET /documentation serves the UI page; its static assets are served under /documentation/static', async (t) => {
  const app = await buildOpenApiApp(t)
  const page = await app.inject('/documentation')
  assert.equal(page.statusCode, 200)
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8')
  assert.equal(page.headers['content-length'], String(Buffer.byteLength(page.body)))
  assert.match(page.body, /<title>Swagger UI<\/title>/)
  assert.match(
    page.body,
    /<link rel="stylesheet" type="text\/css" href="\/documentation\/static\/swagger-ui\.css" \/>/
  )
  assert.match(
    page.body,
    /<script src="\/documentation\/static\/swagger-initializer\.js" charset="UTF-8"> <\/script>/
  )

  const slash = await app.inject('/documentation/')
  assert.equal(slash.statusCode, 200)
  assert.equal(slash.headers['content-type'], 'text/html; charset=utf-8')
  assert.match(slash.body, /href="\.\/static\/swagger-ui\.css"/)

  // the static index.html is not served directly: the plugin redirects to the UI root
  const index = await app.inject('/documentation/static/index.html')
  assert.equal(index.statusCode, 302)
  assert.equal(index.headers.location, '/documentation/')
  assert.equal(index.body, '')

  const css = await app.inject('/documentation/static/swagger-ui.css')
  assert.equal(css.statusCode, 200)
  assert.equal(css.headers['content-type'], 'text/css; charset=utf-8')
  assert.match(css.body, /^\.swagger-ui\{/)
  assert.match(css.headers.etag, /^W\/"[0-9a-f]+-[0-9a-f]+"$/)
  const cached = await app.inject({
    url: '/documentation/static/swagger-ui.css',
    headers: { 'if-none-match': css.headers.etag }
  })
  assert.equal(cached.statusCode, 304)
  assert.equal(cached.body, '')

  const initializer = await app.inject('/documentation/static/swagger-initializer.js')
  assert.equal(initializer.statusCode, 200)
  assert.equal(initializer.headers['content-type'], 'application/javascript; charset=utf-8')

  const missing = await app.inject('/documentation/static/nope.js')
  assert.equal(missing.statusCode, 404)
  assert.deepEqual(missing.json(), {
    message: 'Route GET:/documentation/static/nope.js not found',
    error: 'Not Found',
    statusCode: 404
  })
})

test("Swagger 2.0 mode: a multi-method route with a $ref in its body, a 2xx response; cors' OPTIONS route is hidden", async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(swagger, {
    swagger: {
      info: { title: 'v2', version: '2.0.0' },
      consumes: ['application/json'],
      produces: ['application/json']
    }
  })
  // hideOptionsRoute defaults to true: the plugin's `OPTIONS *` route must not be documented
  await app.register(cors)
  app.addSchema({
    $id: 'Item',
    type: 'object',
    properties: { sku: { type: 'string' }, qty: { type: 'integer' } }
  })
  app.route({
    method: ['POST', 'PATCH'],
    url: '/items/:sku',
    schema: {
      params: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
      querystring: { type: 'object', properties: { dry: { type: 'boolean' } } },
      body: { type: 'object', properties: { item: { $ref: 'Item#' }, note: { type: 'string' } } },
      response: {
        '2xx': { type: 'object', properties: { ok: { type: 'boolean' } } },
        404: { description: 'missing', type: 'null' }
      }
    },
    handler: async () => ({ ok: true })
  })
  await app.ready()

  const operation = {
    parameters: [
      { type: 'boolean', required: false, in: 'query', name: 'dry' },
      {
        name: 'body',
        in: 'body',
        schema: {
          type: 'object',
          properties: { item: { $ref: '#/definitions/def-0' }, note: { type: 'string' } }
        }
      },
      { type: 'string', required: true, in: 'path', name: 'sku' }
    ],
    responses: {
      200: {
        description: 'Default Response',
        schema: { type: 'object', properties: { ok: { type: 'boolean' } } }
      },
      404: { description: 'missing' }
    }
  }
  // through JSON, as /documentation/json would send it (the body parameter carries `description: undefined`)
  assert.deepEqual(JSON.parse(JSON.stringify(app.swagger())), {
    swagger: '2.0',
    info: { title: 'v2', version: '2.0.0' },
    definitions: {
      'def-0': {
        type: 'object',
        properties: { sku: { type: 'string' }, qty: { type: 'integer' } },
        title: 'Item'
      }
    },
    paths: { '/items/{sku}': { post: operation, patch: operation } },
    consumes: ['application/json'],
    produces: ['application/json']
  })
})

test('a `/` route inside a prefixed plugin is documented under the prefix with a trailing slash', async (t) => {
  // Fastify inserts a prefixed '/' route as '/v1' and '/v1/' (prefixTrailingSlash 'both'), runs onRoute once, and
  // then reuses the same options object for the '/v1/' insertion: what @fastify/swagger reads at swagger() time is
  // url '/v1/'. Apps that snapshot their OpenAPI document see this path.
  const app = Fastify()
  t.after(() => app.close())
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } } })
  app.register(
    async (v1) => {
      v1.get('/', { schema: { response: { 200: { type: 'string' } } } }, async () => 'root')
      v1.get('/items', async () => [])
    },
    { prefix: '/v1' }
  )
  await app.ready()

  const spec = JSON.parse(JSON.stringify(app.swagger()))
  assert.deepEqual(spec.paths, {
    '/v1/': {
      get: {
        responses: {
          200: {
            description: 'Default Response',
            content: { 'application/json': { schema: { type: 'string' } } }
          }
        }
      }
    },
    '/v1/items': { get: { responses: { 200: { description: 'Default Response' } } } }
  })

  // both spellings are served
  assert.equal((await app.inject('/v1')).body, 'root')
  assert.equal((await app.inject('/v1/')).body, 'root')
})

test('cors with hideOptionsRoute: false inside a prefix documents its wildcard OPTIONS route as /v1{*}', async (t) => {
  // the plugin registers `OPTIONS *`; Fastify joins prefix and url as they are, giving '/v1*'
  const app = Fastify()
  t.after(() => app.close())
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } } })
  app.register(
    async (v1) => {
      await v1.register(cors, { hideOptionsRoute: false })
      v1.get('/items', async () => [])
    },
    { prefix: '/v1' }
  )
  await app.ready()

  const spec = JSON.parse(JSON.stringify(app.swagger()))
  assert.deepEqual(Object.keys(spec.paths), ['/v1{*}', '/v1/items'])
  assert.deepEqual(spec.paths['/v1{*}'], {
    options: {
      parameters: [{ schema: { type: 'string' }, in: 'path', name: '*', required: true }],
      responses: { 200: { description: 'Default Response' } }
    }
  })
})
