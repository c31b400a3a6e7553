// The bare node:http reference: the same work as the framework routes, done by hand.
import http from 'node:http'
import { makeUser, visibleUser } from '../routes.mjs'

const fieldsPattern = /^[a-z]+(,[a-z]+)*$/
const digits = /^[0-9]+$/
let counter = 0

function send(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body)
  })
  res.end(body)
}

function badRequest(res, message, code = 'FST_ERR_VALIDATION') {
  send(res, 400, JSON.stringify({ statusCode: 400, code, error: 'Bad Request', message }))
}

function validItem(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be object'
  for (const key of ['name', 'price', 'tags', 'attributes'])
    if (!(key in body)) return `body must have required property '${key}'`
  if (typeof body.name !== 'string' || body.name.length > 200) return 'body/name must be string'
  if (
    body.description !== undefined &&
    (typeof body.description !== 'string' || body.description.length > 2000)
  )
    return 'body/description must be string'
  if (typeof body.price !== 'number' || body.price < 0) return 'body/price must be number'
  if (
    !Array.isArray(body.tags) ||
    body.tags.length > 50 ||
    body.tags.some((t) => typeof t !== 'string' || t.length > 50)
  )
    return 'body/tags must be array'
  const { attributes } = body
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return 'body/attributes must be object'
  if (attributes.color !== undefined && typeof attributes.color !== 'string')
    return 'body/attributes/color must be string'
  if (attributes.size !== undefined && typeof attributes.size !== 'string')
    return 'body/attributes/size must be string'
  if (attributes.weight !== undefined && typeof attributes.weight !== 'number')
    return 'body/attributes/weight must be number'
  return null
}

const server = http.createServer((req, res) => {
  const question = req.url.indexOf('?')
  const path = question === -1 ? req.url : req.url.slice(0, question)
  if (req.method === 'GET' && path === '/') return send(res, 200, JSON.stringify({ hello: 'world' }))
  if (req.method === 'GET' && path.startsWith('/users/')) {
    const id = path.slice(7)
    if (!digits.test(id)) return badRequest(res, 'params/id must match pattern "^[0-9]+$"')
    const query = new URLSearchParams(question === -1 ? '' : req.url.slice(question + 1))
    const fields = query.get('fields')
    if (fields !== null && (fields.length > 100 || !fieldsPattern.test(fields)))
      return badRequest(res, 'querystring/fields must match pattern')
    return send(res, 200, JSON.stringify(visibleUser(makeUser(Number(id)))))
  }
  if (req.method === 'POST' && path === '/items') {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return badRequest(res, 'Body is not valid JSON', 'FST_ERR_CTP_INVALID_JSON_BODY')
      }
      const problem = validItem(body)
      if (problem !== null) return badRequest(res, problem)
      const { name, price, tags } = body
      return send(res, 201, JSON.stringify({ id: ++counter, name, price, tags }))
    })
    return
  }
  send(
    res,
    404,
    JSON.stringify({
      message: `Route ${req.method}:${req.url} not found`,
      error: 'Not Found',
      statusCode: 404
    })
  )
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  console.log(`listening http://127.0.0.1:${server.address().port}`)
)
process.once('SIGTERM', () => server.close(() => process.exit(0)))
