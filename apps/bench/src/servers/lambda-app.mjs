// The cold-start subject: what a Lambda function does from its first line to its first answer. Imports Capsule or
// Fastify and @fastify/aws-lambda, registers 50 routes (params, querystring, body and response schemas, distinct
// per route), wraps the app with awsLambdaFastify as the library's README shows (no explicit ready(): the first
// invocation boots the app through inject()), invokes the handler once with an API Gateway HTTP API (payload 2.0)
// event, checks the answer, and prints one JSON line: the time from process start to the answer, its phases, RSS.
// argv: <capsule|fastify>
import { performance } from 'node:perf_hooks'

const ROUTES = 50
const framework = process.argv[2]
const started = performance.now()
const create =
  framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
const { default: awsLambdaFastify } = await import('@fastify/aws-lambda')
const imported = performance.now()

const app = create({ logger: false })
for (let i = 0; i < ROUTES; i++) {
  const name = `name${i}`
  const verbose = `verbose${i}`
  app.post(
    `/resource${i}/:id`,
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        querystring: {
          type: 'object',
          properties: {
            [verbose]: { type: 'boolean', default: false },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }
          }
        },
        body: {
          type: 'object',
          required: [name, 'price'],
          properties: {
            [name]: { type: 'string', minLength: 1, maxLength: 100 },
            price: { type: 'number', minimum: 0 },
            tags: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 20 } },
            meta: {
              type: 'object',
              properties: { color: { type: 'string' }, size: { type: 'string', enum: ['S', 'M', 'L'] } }
            }
          }
        },
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              [name]: { type: 'string' },
              price: { type: 'number' },
              tags: { type: 'array', items: { type: 'string' } },
              limit: { type: 'integer' },
              verbose: { type: 'boolean' }
            }
          }
        }
      }
    },
    async (request) => ({
      id: request.params.id,
      ...request.body,
      limit: request.query.limit,
      verbose: request.query[verbose],
      internal: 'not in the response schema'
    })
  )
}
const handler = awsLambdaFastify(app)
const built = performance.now()

// an HTTP API (payload format 2.0) event for POST /resource25/42?limit=5&verbose25=true, shaped as AWS documents it
const body = JSON.stringify({
  name25: 'widget',
  price: 9.5,
  tags: ['a', 'b'],
  meta: { color: 'red', size: 'M' }
})
const event = {
  version: '2.0',
  routeKey: 'POST /resource25/{id}',
  rawPath: '/resource25/42',
  rawQueryString: 'limit=5&verbose25=true',
  headers: {
    accept: 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'content-type': 'application/json',
    host: 'abcdef1234.execute-api.eu-west-1.amazonaws.com',
    'user-agent': 'curl/8.5.0',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-port': '443',
    'x-forwarded-proto': 'https'
  },
  queryStringParameters: { limit: '5', verbose25: 'true' },
  pathParameters: { id: '42' },
  requestContext: {
    accountId: '123456789012',
    apiId: 'abcdef1234',
    domainName: 'abcdef1234.execute-api.eu-west-1.amazonaws.com',
    domainPrefix: 'abcdef1234',
    http: {
      method: 'POST',
      path: '/resource25/42',
      protocol: 'HTTP/1.1',
      sourceIp: '203.0.113.9',
      userAgent: 'curl/8.5.0'
    },
    requestId: 'JKJaXmPLvHcESHA=',
    routeKey: 'POST /resource25/{id}',
    stage: '$default',
    time: '12/Mar/2026:19:03:58 +0000',
    timeEpoch: 1773342238390
  },
  body,
  isBase64Encoded: false
}
const context = {
  functionName: 'cold-start',
  awsRequestId: 'c0ld-5tart',
  getRemainingTimeInMillis: () => 30_000
}
const result = await handler(event, context)
const answered = performance.now()

const expected = '{"id":42,"name25":"widget","price":9.5,"tags":["a","b"],"limit":5,"verbose":true}'
if (result.statusCode !== 200 || result.body !== expected) {
  console.error(`wrong answer: ${result.statusCode} ${result.body}`)
  process.exit(1)
}
// phases: Node's own boot up to this module, imports, 50 routes + awsLambdaFastify(app), the first invocation
// (which runs ready(): plugins, schema compilation; then the request)
const phases = {
  boot: started,
  import: imported - started,
  routes: built - imported,
  invoke: answered - built
}
console.log(JSON.stringify({ ms: answered, rss: process.memoryUsage().rss, phases }))
process.exit(0)
