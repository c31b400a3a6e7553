import { performance } from 'node:perf_hooks'
const [framework, mode] = process.argv.slice(2)
const t0 = performance.now()
const create = framework === 'fastify' ? (await import('fastify')).default : framework === 'bundle' ? (await import('/tmp/prof/bund/b.mjs')).default : (await import('@capsule/server')).default
const t1 = performance.now()
const app = create({ logger: false })
for (let i = 0; i < 500; i++) {
  const suffix = mode === 'distinct' ? `_${i}` : ''
  const body = { type: 'object', required: [`name${suffix}`], properties: { [`name${suffix}`]: { type: 'string', maxLength: 100 }, [`count${suffix}`]: { type: 'integer', minimum: 0 }, tags: { type: 'array', items: { type: 'string' } } } }
  const response = { 200: { type: 'object', properties: { [`id${suffix}`]: { type: 'integer' }, [`name${suffix}`]: { type: 'string' }, ok: { type: 'boolean' } } } }
  app.post(`/route/${i}`, { schema: { body, response } }, async (request) => ({ id: i, ok: true, ...request.body }))
}
const t2 = performance.now()
await app.ready()
const t3 = performance.now()
await app.listen({ port: 0, host: '127.0.0.1' })
const t4 = performance.now()
console.log(framework, mode, 'boot', t0.toFixed(0), 'import', (t1-t0).toFixed(0), 'routes', (t2-t1).toFixed(0), 'ready', (t3-t2).toFixed(0), 'listen', (t4-t3).toFixed(0), 'total', t4.toFixed(0))
await app.close()
