// The four benchmark routes written as a Hono 4 user would, for `bench:fetch`: Hono's own `validator()` middleware
// with hand-written checks of what Capsule's JSON schemas (src/routes.mjs) check, and answers shaped as Capsule
// serializes them (the schema's properties only, in the schema's order; `application/json; charset=utf-8`; the
// same 400 and 404 bodies). Not checked by hand: Ajv's type coercion (`coerceTypes: 'array'`), so a wrong-typed
// value Capsule would coerce (a price sent as "19.99") is a 400 here; the benchmark's requests are all well typed.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import { makeUser } from './routes.mjs'

const JSON_UTF8 = { 'Content-Type': 'application/json; charset=utf-8' }
const digits = /^[0-9]+$/
const fieldsPattern = /^[a-z]+(,[a-z]+)*$/
let counter = 0

/** Ajv's `maxLength` counts code points; a string no longer than `max` UTF-16 units passes without counting. */
function tooLong(text, max) {
  if (text.length <= max) return false
  let points = 0
  for (const _ of text) if (++points > max) return true
  return false
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

function badRequest(c, message) {
  return c.json(
    { statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message },
    400,
    JSON_UTF8
  )
}

/** itemSchema by hand; returns the error message or null, and removes `attributes`' extra keys (removeAdditional). */
function checkItem(body) {
  if (!isObject(body)) return 'body must be object'
  for (const key of ['name', 'price', 'tags', 'attributes'])
    if (body[key] === undefined) return `body must have required property '${key}'`
  if (typeof body.name !== 'string') return 'body/name must be string'
  if (tooLong(body.name, 200)) return 'body/name must NOT have more than 200 characters'
  if (body.description !== undefined) {
    if (typeof body.description !== 'string') return 'body/description must be string'
    if (tooLong(body.description, 2000)) return 'body/description must NOT have more than 2000 characters'
  }
  if (typeof body.price !== 'number') return 'body/price must be number'
  if (body.price < 0) return 'body/price must be >= 0'
  const { tags, attributes } = body
  if (!Array.isArray(tags)) return 'body/tags must be array'
  if (tags.length > 50) return 'body/tags must NOT have more than 50 items'
  for (let i = 0; i < tags.length; i++) {
    if (typeof tags[i] !== 'string') return `body/tags/${i} must be string`
    if (tooLong(tags[i], 50)) return `body/tags/${i} must NOT have more than 50 characters`
  }
  if (!isObject(attributes)) return 'body/attributes must be object'
  for (const key of Object.keys(attributes))
    if (key !== 'color' && key !== 'size' && key !== 'weight') delete attributes[key]
  if (attributes.color !== undefined && typeof attributes.color !== 'string')
    return 'body/attributes/color must be string'
  if (attributes.size !== undefined && typeof attributes.size !== 'string')
    return 'body/attributes/size must be string'
  if (attributes.weight !== undefined && typeof attributes.weight !== 'number')
    return 'body/attributes/weight must be number'
  return null
}

/** The user as userSchema serializes it: its properties only (`passwordHash` is dropped), in the schema's order. */
function userView(user) {
  const { address } = user
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    active: user.active,
    createdAt: user.createdAt,
    bio: user.bio,
    address: { street: address.street, city: address.city, zip: address.zip, country: address.country },
    tags: user.tags.map((tag) => ({ id: tag.id, label: tag.label }))
  }
}

export function createHonoApp() {
  const app = new Hono()

  app.get('/', (c) => c.json({ hello: 'world' }, 200, JSON_UTF8))

  app.get(
    '/users/:id',
    validator('param', (value, c) =>
      digits.test(value.id) ? value : badRequest(c, 'params/id must match pattern "^[0-9]+$"')
    ),
    validator('query', (value, c) => {
      const { fields } = value
      if (fields === undefined) return value
      if (typeof fields !== 'string') return badRequest(c, 'querystring/fields must be string')
      if (tooLong(fields, 100))
        return badRequest(c, 'querystring/fields must NOT have more than 100 characters')
      if (!fieldsPattern.test(fields))
        return badRequest(c, 'querystring/fields must match pattern "^[a-z]+(,[a-z]+)*$"')
      return value
    }),
    (c) => c.json(userView(makeUser(Number(c.req.valid('param').id))), 200, JSON_UTF8)
  )

  app.post(
    '/items',
    validator('json', (value, c) => {
      const problem = checkItem(value)
      return problem === null ? value : badRequest(c, problem)
    }),
    (c) => {
      const { name, price, tags } = c.req.valid('json')
      return c.json({ id: ++counter, name, price, tags }, 201, JSON_UTF8)
    }
  )

  app.notFound((c) => {
    const { url } = c.req
    const target = url.slice(url.indexOf('/', url.indexOf('//') + 2))
    return c.json(
      { message: `Route ${c.req.method}:${target} not found`, error: 'Not Found', statusCode: 404 },
      404,
      JSON_UTF8
    )
  })

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) {
      // the validator's JSON parse failure, answered as Capsule answers a body that is not JSON
      const message = "Body is not valid JSON but content-type is set to 'application/json'"
      return c.json(
        { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', error: 'Bad Request', message },
        400,
        JSON_UTF8
      )
    }
    return c.json(
      { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
      500,
      JSON_UTF8
    )
  })

  return app
}
