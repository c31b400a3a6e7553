// Runs autocannon against one URL and prints its result as one JSON line (spawned pinned to its own core).
// argv: <url> <method> <seconds> <connections> <body or ''> <expected status>; `unexpected` counts every answer
// with another status (autocannon counts answers per status: exact in every mode).
import autocannon from 'autocannon'

const [url, method, duration, connections, body, expectedArg = '200'] = process.argv.slice(2)
const result = await autocannon({
  url,
  method,
  duration: Number(duration),
  connections: Number(connections),
  pipelining: 1,
  headers: body ? { 'content-type': 'application/json' } : {},
  body: body || undefined
})
const wrong = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => status !== expectedArg)
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors, // timeouts included
    non2xx: result.non2xx,
    total: result.requests.total,
    unexpected: wrong.reduce((sum, [, stats]) => sum + stats.count, 0),
    unexpectedStatus: Number(wrong[0]?.[0] ?? 0)
  })
)
