// Runs autocannon against one URL and prints its result as one JSON line (spawned pinned to its own core).
import autocannon from 'autocannon'

const [url, method, duration, connections, body] = process.argv.slice(2)
const result = await autocannon({
  url,
  method,
  duration: Number(duration),
  connections: Number(connections),
  pipelining: 1,
  headers: body ? { 'content-type': 'application/json' } : {},
  body: body || undefined
})
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total
  })
)
