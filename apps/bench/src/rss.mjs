// Memory under load: each server in a fresh process on core 1, 30 s (SECONDS) of the four benchmark requests
// in turn from core 0, then its resident set size. ROUNDS (3) rounds interleaved, medians, written to
// RESULTS.md. Fails (exit 1, nothing written) when any answer is not the expected one (load-mix.mjs) or any
// request errors. Env: SECONDS, ROUNDS, CONNECTIONS (100), SERVERS (capsule,fastify,node; a subset is written only
// to RESULTS_FILE), RESULTS_FILE (write there instead of RESULTS.md).
import { fileURLToPath } from 'node:url'
import { writeResults } from './results.mjs'
import { fmt, hasWrk, median, rssMb, runLoader, startServer, stopServer } from './processes.mjs'

const env = process.env
const seconds = Number(env.SECONDS ?? 30)
const rounds = Number(env.ROUNDS ?? 3)
const connections = Number(env.CONNECTIONS ?? 100)
const servers = (env.SERVERS ?? 'capsule,fastify,node').split(',')
const mix = fileURLToPath(new URL('./load-mix.mjs', import.meta.url))

const runs = Object.fromEntries(servers.map((name) => [name, []]))
for (let round = 1; round <= rounds; round++) {
  for (const name of servers) {
    const server = await startServer(name)
    try {
      const idle = rssMb(server.child.pid)
      const result = await runLoader(mix, [server.url, String(seconds), String(connections)], seconds)
      const loaded = rssMb(server.child.pid)
      runs[name].push({ idle, loaded, ...result })
      console.log(
        `round ${round} ${name}: RSS ${fmt(idle)} -> ${fmt(loaded)} MB after ${seconds}s, ${fmt(result.rps)} req/s, bad ${result.bad}, errors ${result.errors}`
      )
    } finally {
      await stopServer(server)
    }
  }
}
const rows = servers.map((name) => ({
  server: name,
  'idle RSS MB': fmt(median(runs[name].map((r) => r.idle))),
  [`RSS after ${seconds} s MB`]: fmt(median(runs[name].map((r) => r.loaded))),
  'req/s': fmt(median(runs[name].map((r) => r.rps))),
  'bad answers': runs[name].reduce((sum, r) => sum + r.bad + r.errors, 0)
}))
console.table(rows)
const wrong = rows.filter((row) => row['bad answers'] > 0)
if (wrong.length > 0) {
  console.error(
    `bench:rss: failed, no figures written: wrong answers or socket errors from ${wrong.map((row) => row.server).join(', ')}`
  )
  process.exit(1)
}
if (!['capsule', 'fastify', 'node'].every((name) => servers.includes(name)) && !process.env.RESULTS_FILE) {
  console.log('a subset of the servers: not written (RESULTS_FILE=<file> writes it elsewhere)')
  process.exit(0)
}
writeResults('Memory under load (pnpm bench:rss)', rows, {
  rounds,
  seconds,
  connections,
  load: hasWrk ? 'wrk' : 'autocannon',
  requests: 'GET /, GET /users/42, POST /items, 404 in turn'
})
