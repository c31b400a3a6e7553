// One framework, one route, its own process: prints the mean µs per inject() after a warm-up.
// argv: <capsule|fastify> <route key> <n>
import { registerRoutes, routes } from './routes.mjs'

const [framework, key, count] = process.argv.slice(2)
const create =
  framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
const app = create({ logger: false })
registerRoutes(app)
await app.ready()
const route = routes[key]
const options = {
  method: route.method,
  url: route.path,
  payload: route.body,
  headers: route.body ? { 'content-type': 'application/json' } : {}
}
const n = Number(count)
// the answer, checked once before any timing: a framework answering wrongly has no figure
const first = await app.inject(options)
const { status, body, json } = route.expect
if (
  first.statusCode !== status ||
  (body !== undefined ? first.payload !== body : !json(JSON.parse(first.payload)))
) {
  console.error(
    `${framework} ${route.method} ${route.path} answered ${first.statusCode} ${first.payload.slice(0, 200)}`
  )
  process.exit(1)
}
for (let i = 0; i < 3000; i++) await app.inject(options)
const start = process.hrtime.bigint()
for (let i = 0; i < n; i++) await app.inject(options)
console.log(JSON.stringify({ us: Number(process.hrtime.bigint() - start) / 1000 / n }))
await app.close()
