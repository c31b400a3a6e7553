// The two validated benchmark routes (GET /users/:id, POST /items) with Zod 4 schemas instead of JSON Schema: the
// same constraints as routes.mjs, the same handlers, the same answers. Registered as is on Capsule (with
// @capsule/standard-schema's compilers) and on Fastify (with fastify-type-provider-zod's compilers).
//
// The translation, keyword by keyword:
// - a property not listed in `required` is `.optional()` (the user schema has no `required`, so every field is);
// - `type: 'integer'` is `z.int()`, `pattern` is `.regex()` (both patterns are anchored already), `maxLength` /
//   `maxItems` are `.max()`, `minimum` is `.min()`;
// - `z.object()` strips keys it does not list, as the response serializers drop them (`passwordHash`) and as Ajv's
//   `removeAdditional` drops extra `attributes`; on the other objects Ajv keeps extra keys in `request.body` /
//   `request.query` where Zod drops them: no handler reads them, so the answers are the same.
// Deliberate differences, none of which the benchmark's requests reach: no type coercion (Ajv's `coerceTypes` turns a
// price sent as "19.99" into 19.99; `z.number()` refuses it, as a Zod user who does not write `z.coerce` gets);
// `.max()` counts UTF-16 code units where JSON Schema's `maxLength` counts code points (the same for ASCII); the
// 400 bodies carry Zod's messages, not Ajv's.
import { z } from 'zod'
import { makeUser } from './routes.mjs'

export const zodUserParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]+$/)
    .optional()
})

export const zodUserQuery = z.object({
  fields: z
    .string()
    .regex(/^[a-z]+(,[a-z]+)*$/)
    .max(100)
    .optional()
})

export const zodUser = z.object({
  id: z.int().optional(),
  username: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  age: z.int().optional(),
  active: z.boolean().optional(),
  createdAt: z.string().optional(),
  bio: z.string().optional(),
  address: z
    .object({
      street: z.string().optional(),
      city: z.string().optional(),
      zip: z.string().optional(),
      country: z.string().optional()
    })
    .optional(),
  tags: z.array(z.object({ id: z.int().optional(), label: z.string().optional() })).optional()
})

export const zodItem = z.object({
  name: z.string().max(200),
  description: z.string().max(2000).optional(),
  price: z.number().min(0),
  tags: z.array(z.string().max(50)).max(50),
  attributes: z.object({
    color: z.string().optional(),
    size: z.string().optional(),
    weight: z.number().optional()
  })
})

export const zodCreated = z.object({
  id: z.int().optional(),
  name: z.string().optional(),
  price: z.number().optional(),
  tags: z.array(z.string()).optional()
})

let counter = 0

/** The two routes of routes.mjs with Zod schemas; the handlers are routes.mjs's, line for line. */
export function registerZodRoutes(app) {
  app.get(
    '/users/:id',
    { schema: { params: zodUserParams, querystring: zodUserQuery, response: { 200: zodUser } } },
    async (request) => makeUser(Number(request.params.id))
  )
  app.post('/items', { schema: { body: zodItem, response: { 201: zodCreated } } }, async (request, reply) => {
    reply.code(201)
    const { name, price, tags } = request.body
    return { id: ++counter, name, price, tags }
  })
}
