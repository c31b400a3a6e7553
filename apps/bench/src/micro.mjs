// Framework overhead without sockets: the same routes driven through inject() (light-my-request) for Capsule
// and Fastify, interleaved rounds in one process, median µs per request. A relative figure only: inject's own
// cost is in both. Env: ROUTES (hello,user,items,notFound), N (requests per round, 5000), ROUNDS (5).
import capsule from '@capsule/server'
import Fastify from 'fastify'
import { registerRoutes, routes } from './routes.mjs'

const n = Number(process.env.N ?? 5000)
const rounds = Number(process.env.ROUNDS ?? 5)
const selected = (process.env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const apps = { capsule: capsule({ logger: false }), fastify: Fastify({ logger: false }) }
for (const app of Object.values(apps)) {
  registerRoutes(app)
  await app.ready()
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]
const rows = []
for (const key of selected) {
  const route = routes[key]
  const options = { method: route.method, url: route.path, payload: route.body, headers: route.body ? { 'content-type': 'application/json' } : {} }
  const times = { capsule: [], fastify: [] }
  for (let round = 0; round < rounds; round++) {
    for (const [name, app] of Object.entries(apps)) {
      for (let i = 0; i < 500; i++) await app.inject(options) // warm-up
      const start = process.hrtime.bigint()
      for (let i = 0; i < n; i++) await app.inject(options)
      times[name].push(Number(process.hrtime.bigint() - start) / 1000 / n)
    }
  }
  const c = median(times.capsule)
  const f = median(times.fastify)
  rows.push({ route: `${route.method} ${route.path}`, 'capsule µs': c.toFixed(2), 'fastify µs': f.toFixed(2), 'capsule/fastify time': (c / f).toFixed(3) })
}
console.table(rows)
for (const app of Object.values(apps)) await app.close()
