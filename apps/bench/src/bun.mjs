// `bench:bun`: Capsule on Bun over real sockets. Capsule's app.fetch on Bun.serve (capsule-fetch-bun) against Hono on
// Bun.serve, Elysia on Bun, Capsule's app.listen() run by bun (Bun's node:http), and, for reference, Capsule and
// Fastify listening on Node; two floors on GET / only (a bare Bun.serve handler, a one-route Hono app). Protocol of
// bench.mjs: per route and round a fresh process per server, pinned to core 1, checked and warmed up (WARMUP s); then
// the measured run, cut in SLICES slices taken in turn, loaded by wrk (or autocannon) pinned to core 0. Before any
// timing, every server's answers are checked alike (bun-checks.mjs): a difference fails the run with no figures, as
// does any error or unexpected status during the warm-up or the measured load. See README.md "Bun".
// Env: ROUTES (hello,user,items,notFound), SERVERS (all of bun-servers.mjs), ROUNDS (5), WARMUP (2 s), DURATION (2 s
// measured per server and round), SLICES (2), CONNECTIONS (50), LOADER (autocannon forces it), RESULTS_FILE (write
// there instead; a subset of the routes or servers, or fewer than 3 rounds, is written only there), BUN_PROFILE=1
// (profile capsule-fetch-bun on one route instead: bun-profile.mjs).
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { answerProblems } from './bun-checks.mjs'
import { bunServers, bunVersion, packageVersion, serves, startBunServer } from './bun-servers.mjs'
import {
  brief,
  fmt,
  hasTaskset,
  hasWrk,
  median,
  rssMb,
  stopServer,
  loadRoute,
  takeSlices,
  warmUp
} from './processes.mjs'
import { quantile } from './quantiles.mjs'
import { writeResults } from './results.mjs'
import { routes } from './routes.mjs'

const env = process.env
const title = 'Bun (pnpm bench:bun)'
const reference = 'capsule-fetch-bun'
const rounds = Number(env.ROUNDS ?? 5)
const duration = Number(env.DURATION ?? 2)
const warmup = Number(env.WARMUP ?? 2)
const slices = Math.max(1, Number(env.SLICES ?? 2))
const slice = Math.max(1, Math.round(duration / slices))
const connections = Number(env.CONNECTIONS ?? 50)
const selected = (env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const servers = (env.SERVERS ?? Object.keys(bunServers).join(',')).split(',')
const loader = fileURLToPath(new URL(hasWrk ? './load-wrk.mjs' : './load.mjs', import.meta.url))
const loadName = hasWrk ? 'wrk' : 'autocannon'

for (const key of selected)
  if (!routes[key]) throw new Error(`unknown route '${key}' (known: ${Object.keys(routes).join(', ')})`)
for (const name of servers)
  if (!bunServers[name])
    throw new Error(`unknown server '${name}' (known: ${Object.keys(bunServers).join(', ')})`)

const load = (url, route, seconds, mode) => loadRoute(loader, connections, url, route, seconds, mode)

/** One fresh process of each server, every answer checked (bun-checks.mjs); exits 1 with the differences. */
async function checkAnswers() {
  const started = []
  try {
    for (const name of servers) started.push({ name, server: await startBunServer(name) })
    const urls = Object.fromEntries(started.map(({ name, server }) => [name, server.url]))
    const problems = await answerProblems(urls, selected)
    if (problems.length > 0) {
      console.error(
        `bench:bun: the servers do not give the same answers, no figures:\n  ${problems.join('\n  ')}`
      )
      process.exit(1)
    }
  } finally {
    for (const { server } of started) await stopServer(server)
  }
  console.log(`checked: ${servers.join(', ')} give the same answers`)
}

/** One round of one route: fresh processes, checked, warmed up, then the slices in turn; `runs` gets each result. */
async function round(key, number, runs, broken) {
  const route = routes[key]
  const live = []
  for (const name of servers) {
    if (broken[name] || !serves(name, key)) continue
    try {
      const server = await startBunServer(name)
      live.push({ name, server, requests: 0, seconds: 0, cpu: 0 })
      const [problem] = await answerProblems({ [name]: server.url }, [key], { around: false })
      if (problem !== undefined) throw new Error(`wrong answer: ${problem}`)
      await warmUp(load, server.url, route, warmup)
    } catch (error) {
      broken[name] = brief(error.message)
      console.error(`${key} round ${number} ${name}: ${error.message}`)
    }
  }
  const measured = live.filter((entry) => !broken[entry.name])
  await takeSlices({ measured, slices, slice, route, load, broken, label: `${key} round ${number}` })
  for (const entry of measured) {
    if (broken[entry.name]) continue
    // the answer once more, after the load: a server that went wrong under load fails the run
    const [problem] = await answerProblems({ [entry.name]: entry.server.url }, [key], {
      around: false
    }).catch((error) => [error.message])
    if (problem !== undefined) {
      broken[entry.name] = brief(`wrong answer after the load: ${problem}`)
      console.error(`${key} round ${number} ${entry.name}: wrong answer after the load: ${problem}`)
      continue
    }
    const result = {
      rps: entry.requests / entry.seconds,
      cpuUs: (entry.cpu * 1000) / entry.requests,
      rss: rssMb(entry.server.child.pid)
    }
    runs[entry.name][number - 1] = result
    console.log(
      `${key} round ${number} ${entry.name}: ${fmt(result.rps)} req/s, ${fmt(result.cpuUs, 1)} µs CPU/req, RSS ${fmt(result.rss)} MB`
    )
  }
  for (const entry of live) await stopServer(entry.server)
}

/** The table's rows of one route: a row per server, with its ratio to capsule-fetch-bun per round. */
function rowsOf(key, runs, broken) {
  const route = `${routes[key].method} ${routes[key].path}`
  return servers
    .filter((name) => serves(name, key))
    .map((name) => {
      const row = { route, server: name }
      const own = runs[name].filter(Boolean)
      row['req/s'] = broken[name] ? `broken: ${broken[name]}` : fmt(median(own.map((r) => r.rps)))
      row['µs CPU/req'] = broken[name] ? 'n/a' : fmt(median(own.map((r) => r.cpuUs)), 1)
      row['RSS MB'] = broken[name] ? 'n/a' : fmt(median(own.map((r) => r.rss)))
      const ratios = (runs[reference] ?? [])
        .map((run, i) => (run && runs[name][i] ? run.rps / runs[name][i].rps : Number.NaN))
        .filter(Number.isFinite)
      const shown = name !== reference && ratios.length > 0
      row[`${reference}/this`] = shown ? fmt(median(ratios), 3) : '—'
      row['p25–p75'] = shown ? `${fmt(quantile(ratios, 0.25), 2)}–${fmt(quantile(ratios, 0.75), 2)}` : '—'
      return row
    })
}

if (env.BUN_PROFILE === '1') {
  const { profile } = await import('./bun-profile.mjs')
  await profile({ selected, warmup, duration, load })
  process.exit(0)
}

const started = Date.now()
// what else ran on the machine when the run started: the figures of a busy machine are not worth quoting
const loadAverage = loadavg()[0].toFixed(1)
const versions = { bun: bunVersion(), elysia: packageVersion('elysia'), hono: packageVersion('hono') }
console.log(
  `# ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, Node ${process.version}, bun ${versions.bun}, elysia ${versions.elysia}, hono ${versions.hono}, taskset ${hasTaskset ? 'yes' : 'no'}, load ${loadName}`
)
console.log(
  `# rounds ${rounds}, ${warmup}s warm-up, then ${slices} slices of ${slice}s per server interleaved, ${connections} connections, load average ${loadAverage}`
)
await checkAnswers()
const table = []
const failures = []
for (const key of selected) {
  const runs = Object.fromEntries(servers.map((name) => [name, []]))
  const broken = {}
  for (let number = 1; number <= rounds; number++) await round(key, number, runs, broken)
  table.push(...rowsOf(key, runs, broken))
  for (const [name, why] of Object.entries(broken)) failures.push(`${key} ${name}: ${why}`)
}
console.table(table)
console.log(`${rounds} rounds in ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (failures.length > 0) {
  console.error(`bench:bun: failed, no figures written:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
const complete =
  env.RESULTS_FILE !== undefined ||
  (Object.keys(routes).every((key) => selected.includes(key)) &&
    Object.keys(bunServers).every((name) => servers.includes(name)) &&
    rounds >= 3)
if (!complete) {
  console.log(
    'a subset of the routes or servers, or fewer than 3 rounds: not written (RESULTS_FILE=<file> writes it elsewhere)'
  )
  process.exit(0)
}
writeResults(title, table, {
  load: loadName,
  bun: versions.bun,
  elysia: versions.elysia,
  hono: versions.hono,
  rounds,
  warmup,
  slices: `${slices} x ${slice}s`,
  connections,
  taskset: hasTaskset,
  'load average at start': loadAverage
})
