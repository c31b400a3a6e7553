// The four benchmark routes written as an Elysia 1.x user would, for `bench:bun`: Elysia's own validation (TypeBox
// schemas from `t`) for the params, query, body and responses, with the constraints of Capsule's JSON schemas
// (src/routes.mjs), Elysia's defaults otherwise, and answers shaped as Capsule gives them: `application/json;
// charset=utf-8`, 200 and 201 bodies as the response schemas serialize them (Elysia's response normalization drops
// what the schema does not declare, `passwordHash`), Capsule's 400 bodies with Ajv's wording for the refused requests
// the benchmark checks (one onError translating the validator's first error, as an application keeping an existing
// API's error format would), and Capsule's 404 body (Elysia answers any request it cannot route with its NOT_FOUND
// error, whatever the method, as Capsule's default handler does).
// Answered otherwise by design, and checked to be answered exactly so (bun-checks.mjs `knownDifferences`): a query
// key given twice (`fields=a&fields=b`) keeps its last value where Capsule's Ajv refuses an array for a string; and
// Elysia's default normalization (`normalize: true`: exact-mirror, before the validator) turns a value where an object
// is declared into one (`attributes: []` becomes `{}` and is accepted; Capsule answers 400 "body/attributes must be
// object"). Not checked alike: Ajv's type coercion (`coerceTypes: 'array'`: a price sent as "19.99" is a 201 with
// Capsule, a 400 here), the wording of errors the benchmark does not check (the translation covers the keywords these
// schemas use), and which error comes first when a request breaks several constraints (Ajv and TypeBox walk a schema
// in different orders).
import { Elysia, t } from 'elysia'
import { makeUser } from './routes.mjs'

const JSON_UTF8 = 'application/json; charset=utf-8'
let counter = 0

const user = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.String(),
  firstName: t.String(),
  lastName: t.String(),
  age: t.Integer(),
  active: t.Boolean(),
  createdAt: t.String(),
  bio: t.String(),
  address: t.Object({ street: t.String(), city: t.String(), zip: t.String(), country: t.String() }),
  tags: t.Array(t.Object({ id: t.Integer(), label: t.String() }))
})

const item = t.Object({
  name: t.String({ maxLength: 200 }),
  description: t.Optional(t.String({ maxLength: 2000 })),
  price: t.Number({ minimum: 0 }),
  tags: t.Array(t.String({ maxLength: 50 }), { maxItems: 50 }),
  attributes: t.Object({
    color: t.Optional(t.String()),
    size: t.Optional(t.String()),
    weight: t.Optional(t.Number())
  })
})

const created = t.Object({ id: t.Integer(), name: t.String(), price: t.Number(), tags: t.Array(t.String()) })

/** Capsule's part names in its messages (Ajv's `dataVar`): Elysia's `query` is Capsule's `querystring`. */
const parts = { params: 'params', query: 'querystring', body: 'body' }

/** The JSON type a value has, in Ajv's words. */
const typeOf = (value) =>
  Array.isArray(value)
    ? 'array'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'object'
        : typeof value

/**
 * Ajv's message for TypeBox's first error (`path` a JSON pointer in the part, `schema` the subschema that failed,
 * `value` the value there), in the order Ajv checks these keywords: type, then the bounds, then the pattern.
 */
function ajvMessage(part, { path, schema, value }) {
  const at = `${part}${path}`
  if (value === undefined) {
    const slash = path.lastIndexOf('/')
    return `${part}${path.slice(0, slash)} must have required property '${path.slice(slash + 1)}'`
  }
  const { type } = schema
  if (type !== undefined && type !== typeOf(value) && !(type === 'integer' && Number.isInteger(value)))
    return `${at} must be ${type}`
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength)
    return `${at} must NOT have more than ${schema.maxLength} characters`
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    return `${at} must NOT have more than ${schema.maxItems} items`
  if (schema.minimum !== undefined && value < schema.minimum) return `${at} must be >= ${schema.minimum}`
  if (schema.pattern !== undefined) return `${at} must match pattern "${schema.pattern}"`
  return `${at} ${schema.type ? `must be ${schema.type}` : 'is invalid'}`
}

const problem = (set, status, body) => {
  set.status = status
  return body
}

export function createElysiaApp() {
  return (
    new Elysia()
      // every answer here is JSON; Elysia's own default is `application/json` without the charset
      .headers({ 'content-type': JSON_UTF8 })
      .onError(({ code, error, request, set }) => {
        if (code === 'VALIDATION') {
          const message = ajvMessage(parts[error.type] ?? error.type, error.valueError ?? {})
          return problem(set, 400, {
            statusCode: 400,
            code: 'FST_ERR_VALIDATION',
            error: 'Bad Request',
            message
          })
        }
        if (code === 'PARSE')
          return problem(set, 400, {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
            error: 'Bad Request',
            message: "Body is not valid JSON but content-type is set to 'application/json'"
          })
        if (code === 'NOT_FOUND') {
          const { url } = request
          const target = url.slice(url.indexOf('/', url.indexOf('//') + 2))
          return problem(set, 404, {
            message: `Route ${request.method}:${target} not found`,
            error: 'Not Found',
            statusCode: 404
          })
        }
        return problem(set, 500, {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Internal Server Error'
        })
      })
      .get('/', () => ({ hello: 'world' }))
      .get('/users/:id', ({ params }) => makeUser(Number(params.id)), {
        params: t.Object({ id: t.String({ pattern: '^[0-9]+$' }) }),
        query: t.Object({ fields: t.Optional(t.String({ pattern: '^[a-z]+(,[a-z]+)*$', maxLength: 100 })) }),
        response: { 200: user }
      })
      .post(
        '/items',
        ({ body, set }) => {
          set.status = 201
          const { name, price, tags } = body
          return { id: ++counter, name, price, tags }
        },
        { body: item, response: { 201: created } }
      )
  )
}
