// The benchmark routes, registered identically on a Capsule or a Fastify instance (same API).

export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    age: { type: 'integer' },
    active: { type: 'boolean' },
    createdAt: { type: 'string' },
    bio: { type: 'string' },
    address: {
      type: 'object',
      properties: {
        street: { type: 'string' },
        city: { type: 'string' },
        zip: { type: 'string' },
        country: { type: 'string' }
      }
    },
    tags: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, label: { type: 'string' } } }
    }
  }
}

/** A ~1.3 KB user object: ten fields, a nested object and an array of 20 items. */
export function makeUser(id) {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    age: 36,
    active: true,
    createdAt: '2026-11-22T10:00:00.000Z',
    bio: 'Wrote the first algorithm intended to be carried out by a machine.',
    address: { street: '12 St James Square', city: 'London', zip: 'SW1Y 4JH', country: 'UK' },
    tags: Array.from({ length: 20 }, (_, i) => ({ id: i, label: `tag-${i}` })),
    passwordHash: 'never serialized'
  }
}

export const itemSchema = {
  type: 'object',
  required: ['name', 'price', 'tags', 'attributes'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 2000 },
    price: { type: 'number', minimum: 0 },
    tags: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 50 } },
    attributes: {
      type: 'object',
      additionalProperties: false,
      properties: { color: { type: 'string' }, size: { type: 'string' }, weight: { type: 'number' } }
    }
  }
}

export const createdSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    price: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } }
  }
}

/** ~1 KB item body for POST /items. */
export const itemBody = JSON.stringify({
  name: 'A reasonably long product name for the benchmark',
  description: 'x'.repeat(600),
  price: 19.99,
  tags: Array.from({ length: 15 }, (_, i) => `tag${i}`),
  attributes: { color: 'red', size: 'L', weight: 1.5 }
})

/** The user as the response schema serializes it: `passwordHash` is not in the schema, so it is dropped. */
export function visibleUser(user) {
  const { passwordHash: _hidden, ...visible } = user
  return visible
}

const { description: _description, attributes: _attributes, ...created } = JSON.parse(itemBody)
/** The text of POST /items's answer for the item numbered `id`. */
export const createdAnswer = (id) => JSON.stringify({ id, ...created })

/**
 * The benchmarked requests and the exact answer each server must give before it is loaded. `body` is the exact
 * text; `json(value)` returns true when the parsed answer is right (POST /items numbers its items).
 */
export const routes = {
  hello: { method: 'GET', path: '/', expect: { status: 200, body: '{"hello":"world"}' } },
  user: {
    method: 'GET',
    path: '/users/42?fields=a,b',
    expect: { status: 200, body: JSON.stringify(visibleUser(makeUser(42))) }
  },
  items: {
    method: 'POST',
    path: '/items',
    body: itemBody,
    expect: {
      status: 201,
      json: (value) =>
        Number.isInteger(value?.id) &&
        JSON.stringify({ ...value, id: 0 }) === JSON.stringify({ id: 0, ...created })
    }
  },
  notFound: {
    method: 'GET',
    path: '/does/not/exist',
    expect: {
      status: 404,
      body: '{"message":"Route GET:/does/not/exist not found","error":"Not Found","statusCode":404}'
    }
  }
}

let counter = 0

export function registerRoutes(app) {
  app.get('/', async () => ({ hello: 'world' }))
  app.get(
    '/users/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } },
        querystring: {
          type: 'object',
          properties: { fields: { type: 'string', pattern: '^[a-z]+(,[a-z]+)*$', maxLength: 100 } }
        },
        response: { 200: userSchema }
      }
    },
    async (request) => makeUser(Number(request.params.id))
  )
  app.post(
    '/items',
    { schema: { body: itemSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      reply.code(201)
      // the object the node:http reference builds: the same handler work on every server, so the ratios measure
      // the framework (a spread of the whole body cost ~1.3k instructions per request that the reference skips)
      const { name, price, tags } = request.body
      return { id: ++counter, name, price, tags }
    }
  )
}
