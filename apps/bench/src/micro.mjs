// Framework overhead without sockets: each framework drives the same route through inject() in a fresh process
// pinned to one core (no JIT or module state shared between frameworks), rounds interleaved, median µs per
// request. inject's own cost is in both numbers: read the ratio as framework overhead, not throughput.
// Env: ROUTES (hello,user,items,notFound), N (requests per run, 5000), ROUNDS (5).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { routes } from './routes.mjs'

const n = Number(process.env.N ?? 5000)
const rounds = Number(process.env.ROUNDS ?? 5)
const selected = (process.env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const script = fileURLToPath(new URL('./micro-one.mjs', import.meta.url))
const hasTaskset = spawnSync('taskset', ['-c', '1', 'true']).status === 0
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]

function run(framework, key) {
  const args = [process.execPath, script, framework, key, String(n)]
  const result = hasTaskset
    ? spawnSync('taskset', ['-c', '1', ...args], { encoding: 'utf8' })
    : spawnSync(args[0], args.slice(1), { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${framework} ${key}: ${result.stderr}`)
  return JSON.parse(result.stdout.trim().split('\n').pop()).us
}

const rows = []
for (const key of selected) {
  const times = { capsule: [], fastify: [] }
  for (let round = 0; round < rounds; round++)
    for (const framework of ['capsule', 'fastify']) times[framework].push(run(framework, key))
  const c = median(times.capsule)
  const f = median(times.fastify)
  rows.push({
    route: `${routes[key].method} ${routes[key].path}`,
    'capsule µs': c.toFixed(1),
    'fastify µs': f.toFixed(1),
    'capsule/fastify time': (c / f).toFixed(3)
  })
}
console.table(rows)
