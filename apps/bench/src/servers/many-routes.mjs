// Starts Capsule or Fastify with 500 routes, each with a body and a response schema, and prints the time
// from process start to listening, its phases, and the idle RSS. argv: <capsule|fastify> <identical|distinct>
import { performance } from 'node:perf_hooks'

const [framework, mode] = process.argv.slice(2)
const started = performance.now()
const create =
  framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
const imported = performance.now()
const app = create({ logger: false })
for (let i = 0; i < 500; i++) {
  const suffix = mode === 'distinct' ? `_${i}` : ''
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
const ms = performance.now()
await new Promise((resolve) => setTimeout(resolve, 200))
// phases: Node's own boot up to this module, import of the framework, route registration, ready (schemas compiled), listen
const phases = {
  boot: started,
  import: imported - started,
  routes: registered - imported,
  ready: ready - registered,
  listen: ms - ready
}
console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss, phases }))
await app.close()
