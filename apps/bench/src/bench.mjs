// Capsule vs Fastify vs bare node:http. Per route and round: a fresh process per server, all pinned to core 1,
// each checked for the right answer and warmed up (WARMUP s); then the measured run, cut in SLICES slices
// taken in turn (A B C A B C ...), loaded by wrk (or autocannon) pinned to core 0. Prints req/s, the median
// per-slice p99, server CPU time per request and RSS per server, and the Capsule/Fastify, Capsule/node and
// Fastify/node ratios (median of the per-round ratios); writes the table to RESULTS.md.
// Fails (exit 1, RESULTS.md left alone) when a server fails to start, answers a check wrongly, or any request of the
// warm-up or the measured load errors or gets another status than the route's (the others are still measured).
// Env: SECTION (throughput, or inspector: Capsule with and without @capsule/inspector, 3 rounds, 5 s warm-up),
// ROUTES (hello,user,items,notFound), ROUNDS (5), WARMUP (10 s), DURATION (10 s measured per server and
// round), SLICES (10), CONNECTIONS (100), SERVERS (capsule,fastify,node), LOADER (autocannon forces it),
// RESULTS_FILE (write there instead of RESULTS.md; a subset of the routes or servers is written only there).
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { routes } from './routes.mjs'
import { writeResults } from './results.mjs'
import {
  brief,
  fmt,
  hasTaskset,
  hasWrk,
  median,
  rssMb,
  startServer,
  stopServer,
  loadRoute,
  takeSlices,
  warmUp
} from './processes.mjs'

const env = process.env
// what the run measures and where it writes: Capsule against its peers (`pnpm bench`), or Capsule against itself with
// the inspector registered (`pnpm bench:inspector`, SECTION=inspector: shorter, one comparison)
const sections = {
  throughput: {
    title: 'Throughput (pnpm bench)',
    servers: ['capsule', 'fastify', 'node'],
    defaults: { rounds: 5, warmup: 10 }
  },
  inspector: {
    title: 'Inspector cost (pnpm bench:inspector)',
    servers: ['capsule', 'capsule-inspector'],
    defaults: { rounds: 3, warmup: 5 }
  }
}
const section = sections[env.SECTION ?? 'throughput']
if (section === undefined)
  throw new Error(`unknown SECTION '${env.SECTION}' (known: ${Object.keys(sections)})`)
const rounds = Number(env.ROUNDS ?? section.defaults.rounds)
const duration = Number(env.DURATION ?? 10)
const warmup = Number(env.WARMUP ?? section.defaults.warmup)
const slices = Math.max(1, Number(env.SLICES ?? 10))
const slice = Math.max(1, Math.round(duration / slices))
const connections = Number(env.CONNECTIONS ?? 100)
const selected = (env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const servers = (env.SERVERS ?? section.servers.join(',')).split(',')
const loader = fileURLToPath(new URL(hasWrk ? './load-wrk.mjs' : './load.mjs', import.meta.url))

const load = (url, route, seconds, mode) => loadRoute(loader, connections, url, route, seconds, mode)

async function check(url, route) {
  const response = await fetch(url + route.path, {
    method: route.method,
    headers: route.body ? { 'content-type': 'application/json' } : {},
    body: route.body,
    signal: AbortSignal.timeout(10_000)
  })
  const text = await response.text()
  const { status, body, json } = route.expect
  if (response.status !== status) return `status ${response.status}: ${text.slice(0, 200)}`
  const type = response.headers.get('content-type')
  if (type !== 'application/json; charset=utf-8') return `content-type ${type}`
  if (body !== undefined && text !== body) return `body ${text.slice(0, 200)}`
  if (json !== undefined) {
    let value
    try {
      value = JSON.parse(text)
    } catch {
      return `not JSON: ${text.slice(0, 200)}`
    }
    if (!json(value)) return `body ${text.slice(0, 200)}`
  }
  return null
}

/** The ratios of req/s a row shows, when both servers ran: median of the per-round ratios. */
const ratios = [
  ['capsule', 'fastify'],
  ['capsule', 'node'],
  ['fastify', 'node'],
  ['capsule-inspector', 'capsule']
]

const table = []
const failures = []
// a subset of the routes or servers would replace the whole section with fewer rows: written only to RESULTS_FILE
const complete =
  process.env.RESULTS_FILE !== undefined ||
  (Object.keys(routes).every((key) => selected.includes(key)) &&
    section.servers.every((name) => servers.includes(name)))
console.log(
  `# ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, Node ${process.version}, taskset ${hasTaskset ? 'yes' : 'no'}, load ${hasWrk ? 'wrk' : 'autocannon'}`
)
console.log(
  `# rounds ${rounds}, ${warmup}s warm-up, then ${slices} slices of ${slice}s per server interleaved, ${connections} connections`
)
for (const key of selected) {
  const route = routes[key]
  if (route === undefined)
    throw new Error(`unknown route '${key}' (known: ${Object.keys(routes).join(', ')})`)
  const runs = Object.fromEntries(servers.map((name) => [name, []]))
  const broken = {}
  for (let round = 1; round <= rounds; round++) {
    // fresh processes for this round, all on core 1 (an idle server costs nothing), each checked and warmed up
    const live = []
    for (const name of servers) {
      if (broken[name]) continue
      try {
        const server = await startServer(name)
        live.push({ name, server, requests: 0, seconds: 0, cpu: 0, p99: [] })
        const problem = await check(server.url, route)
        if (problem !== null) throw new Error(`wrong answer: ${problem}`)
        await warmUp(load, server.url, route, warmup)
      } catch (error) {
        broken[name] = brief(error.message)
        console.error(`${key} round ${round} ${name}: ${error.message}`)
      }
    }
    const measured = live.filter((entry) => !broken[entry.name])
    // the measured run in slices taken in turn: per-round ratios compare like with like
    await takeSlices({ measured, slices, slice, route, load, broken, label: `${key} round ${round}` })
    for (const entry of measured) {
      if (broken[entry.name]) continue
      // the answer once more, after the load: a server that went wrong under load fails the run
      const problem = await check(entry.server.url, route).catch((error) => error.message)
      if (problem !== null) {
        broken[entry.name] = brief(`wrong answer after the load: ${problem}`)
        console.error(`${key} round ${round} ${entry.name}: wrong answer after the load: ${problem}`)
        continue
      }
      // server CPU per request: steadier than req/s when the machine's speed drifts
      const result = {
        rps: entry.requests / entry.seconds,
        p99: median(entry.p99),
        cpuUs: (entry.cpu * 1000) / entry.requests,
        rss: rssMb(entry.server.child.pid)
      }
      runs[entry.name].push(result)
      console.log(
        `${key} round ${round} ${entry.name}: ${fmt(result.rps)} req/s, p99 ${fmt(result.p99, 1)} ms, ${fmt(result.cpuUs, 1)} µs CPU/req, RSS ${fmt(result.rss)} MB`
      )
    }
    for (const entry of live) await stopServer(entry.server)
  }
  const perRound = (a, b) => runs[a].map((run, i) => (runs[b][i] ? run.rps / runs[b][i].rps : Number.NaN))
  const row = { route: `${route.method} ${route.path}` }
  for (const name of servers) {
    row[`${name} req/s`] = broken[name]
      ? `broken: ${broken[name]}`
      : fmt(median(runs[name].map((r) => r.rps)))
    row[`${name} p99 ms`] = broken[name] ? 'n/a' : fmt(median(runs[name].map((r) => r.p99)), 1)
    row[`${name} RSS MB`] = broken[name] ? 'n/a' : fmt(median(runs[name].map((r) => r.rss)))
    row[`${name} µs CPU/req`] = broken[name] ? 'n/a' : fmt(median(runs[name].map((r) => r.cpuUs)), 1)
  }
  for (const [a, b] of ratios)
    if (servers.includes(a) && servers.includes(b)) row[`${a}/${b}`] = fmt(median(perRound(a, b)), 3)
  table.push(row)
  for (const [name, why] of Object.entries(broken)) failures.push(`${key} ${name}: ${why}`)
}
console.table(table)
if (failures.length > 0) {
  console.error(`bench: failed, no figures written:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
if (!complete) {
  console.log(`a subset of the routes or servers: not written (RESULTS_FILE=<file> writes it elsewhere)`)
  process.exit(0)
}
writeResults(section.title, table, {
  rounds,
  warmup,
  slices: `${slices} x ${slice}s`,
  connections,
  taskset: hasTaskset,
  load: hasWrk ? 'wrk' : 'autocannon'
})
