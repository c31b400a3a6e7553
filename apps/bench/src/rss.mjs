// Memory under load: each server in a fresh process on core 1, 30 s (SECONDS) of the four benchmark requests
// in turn from core 0, then its resident set size. ROUNDS (3) rounds interleaved, medians, written to
// RESULTS.md. Env: SECONDS, ROUNDS, CONNECTIONS (100), SERVERS (capsule,fastify,node).
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
writeResults('Memory under load (pnpm bench:rss)', rows, {
  rounds,
  seconds,
  connections,
  load: hasWrk ? 'wrk' : 'autocannon',
  requests: 'GET /, GET /users/42, POST /items, 404 in turn'
})
