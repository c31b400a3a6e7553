// Starts Capsule or Fastify with 500 routes, each with a body and a response schema, listens, then sends one request
// to every route (over a keep-alive socket, one at a time) and checks each answer (status and exact body): a
// framework that compiles a route's schemas on its first request pays for it here. Prints the time from process
// start to the last answer, its phases, and the RSS; exits 1 on a wrong answer. argv: <capsule|fastify> <identical|distinct>
import { request, Agent } from 'node:http'
import { performance } from 'node:perf_hooks'

const [framework, mode] = process.argv.slice(2)
const started = performance.now()
const create =
  framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
const imported = performance.now()
const app = create({ logger: false })
const ROUTES = 500
const suffixOf = (i) => (mode === 'distinct' ? `_${i}` : '')
/** The request body for route `i`, valid against its schema. */
const bodyOf = (i) => ({ [`name${suffixOf(i)}`]: 'n', [`count${suffixOf(i)}`]: 1, tags: ['a'] })
/** Route `i`'s answer: its handler's object with only the response schema's properties, in the schema's order. */
const answerOf = (i) => {
  const returned = { id: i, ok: true, ...bodyOf(i) }
  const keys = [`id${suffixOf(i)}`, `name${suffixOf(i)}`, 'ok'].filter((key) => key in returned)
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, returned[key]])))
}
for (let i = 0; i < ROUTES; i++) {
  const suffix = suffixOf(i)
  const body = {
    type: 'object',
    required: [`name${suffix}`],
    properties: {
      [`name${suffix}`]: { type: 'string', maxLength: 100 },
      [`count${suffix}`]: { type: 'integer', minimum: 0 },
      tags: { type: 'array', items: { type: 'string' } }
    }
  }
  const response = {
    200: {
      type: 'object',
      properties: {
        [`id${suffix}`]: { type: 'integer' },
        [`name${suffix}`]: { type: 'string' },
        ok: { type: 'boolean' }
      }
    }
  }
  app.post(`/route/${i}`, { schema: { body, response } }, async (request) => ({
    id: i,
    ok: true,
    ...request.body
  }))
}
const registered = performance.now()
await app.ready()
const ready = performance.now()
await app.listen({ port: 0, host: '127.0.0.1' })
const listening = performance.now()
const { port } = app.server.address()
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
for (let i = 0; i < ROUTES; i++) {
  const { status, text } = await post(`/route/${i}`, JSON.stringify(bodyOf(i)))
  if (status !== 200 || text !== answerOf(i)) {
    console.error(`POST /route/${i} answered ${status} ${text.slice(0, 200)}, not ${answerOf(i)}`)
    process.exit(1)
  }
}
const ms = performance.now()
agent.destroy()
await new Promise((resolve) => setTimeout(resolve, 200))
// phases: Node's own boot up to this module, import of the framework, route registration, ready (schemas compiled),
// listen, then the first answer of every route
const phases = {
  boot: started,
  import: imported - started,
  routes: registered - imported,
  ready: ready - registered,
  listen: listening - ready,
  answers: ms - listening
}
console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss, phases }))
await app.close()

/** One POST to this server, answered: `{ status, text }`. */
function post(path, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json' }
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, text }))
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}
