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
    body ? 'wrk.headers["Content-Type"] = "application/json"' : '',
    // count non-2xx/3xx answers and socket errors so a broken route is visible
    'local bad = 0',
    'response = function(status) if status >= 400 then bad = bad + 1 end end',
    'done = function(summary) io.write(string.format("NON2XX %d\\nERRORS %d\\n", bad, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout)) end'
  ].join('\n')
)
const result = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url], { encoding: 'utf8' })
rmSync(dir, { recursive: true, force: true })
if (result.status !== 0) {
  console.error(result.stderr)
  process.exit(1)
}
const text = result.stdout
const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1])
const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(text)
const p99 = p99raw ? Number(p99raw[1]) * (p99raw[2] === 'us' ? 0.001 : p99raw[2] === 's' ? 1000 : 1) : Number.NaN
const total = Number(/(\d+) requests in/.exec(text)?.[1])
console.log(
  JSON.stringify({
    rps,
    p99,
    errors: Number(/ERRORS (\d+)/.exec(text)?.[1] ?? 0),
    non2xx: Number(/NON2XX (\d+)/.exec(text)?.[1] ?? 0),
    total,
    tool: 'wrk'
  })
)
