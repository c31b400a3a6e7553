// Runs wrk against one URL (when wrk is installed: it saturates a server with far less CPU than autocannon)
// and prints the same one-line JSON as load.mjs.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const [url, method, duration, connections, body] = process.argv.slice(2)
const dir = mkdtempSync(join(tmpdir(), 'capsule-wrk-'))
const script = join(dir, 'request.lua')
writeFileSync(
  script,
  [
    `wrk.method = ${JSON.stringify(method)}`,
    body ? `wrk.body = ${JSON.stringify(body)}` : '',
    body ? 'wrk.headers["Content-Type"] = "application/json"' : ''
    // no `response` callback: wrk counts non-2xx/3xx answers and socket errors itself, and a Lua call per
    // response would make the load generator slower than the servers it measures
  ].join('\n')
)
const result = spawnSync(
  'wrk',
  ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url],
  { encoding: 'utf8' }
)
rmSync(dir, { recursive: true, force: true })
if (result.status !== 0) {
  console.error(result.stderr)
  process.exit(1)
}
const text = result.stdout
const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1])
const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(text)
const p99 = p99raw
  ? Number(p99raw[1]) * (p99raw[2] === 'us' ? 0.001 : p99raw[2] === 's' ? 1000 : 1)
  : Number.NaN
const total = Number(/(\d+) requests in/.exec(text)?.[1])
console.log(
  JSON.stringify({
    rps,
    p99,
    errors: socketErrors(text),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0),
    total,
    tool: 'wrk'
  })
)

/** wrk's "Socket errors: connect 0, read 0, write 0, timeout 0" line, summed (absent when there were none). */
function socketErrors(text) {
  const line = /Socket errors:([^\n]*)/.exec(text)?.[1] ?? ''
  return [...line.matchAll(/\d+/g)].reduce((sum, [n]) => sum + Number(n), 0)
}
