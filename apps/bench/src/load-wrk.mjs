// Runs wrk against one URL (when wrk is installed: it saturates a server with far less CPU than autocannon)
// and prints the same one-line JSON as load.mjs.
// argv: <url> <method> <seconds> <connections> <body or ''> <expected status> <'exact' | 'counters'>
// `unexpected`: the answers whose status is not the expected one. 'exact' counts them in a Lua `response` callback
// (a Lua call per answer: the warm-up's mode, whose load is not measured); 'counters' reads them from wrk's own
// count of answers of 400 and above (no callback, so the loader stays lighter than the servers it measures): exact
// for an expected status below 400, and for the 404 route it can only tell that every answer was 400 or above.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const [url, method, duration, connections, body, expectedArg = '200', mode = 'counters'] =
  process.argv.slice(2)
const expected = Number(expectedArg)
const dir = mkdtempSync(join(tmpdir(), 'capsule-wrk-'))
const script = join(dir, 'request.lua')
writeFileSync(
  script,
  [
    `wrk.method = ${JSON.stringify(method)}`,
    body ? `wrk.body = ${JSON.stringify(body)}` : '',
    body ? 'wrk.headers["Content-Type"] = "application/json"' : '',
    ...(mode === 'exact'
      ? [
          // each wrk thread has its own Lua state: `done` (main state) reads the threads' counters through setup()
          'local threads = {}',
          'setup = function(thread) table.insert(threads, thread) end',
          'init = function() unexpected = 0; last = 0 end',
          `response = function(status) if status ~= ${expected} then unexpected = unexpected + 1; last = status end end`,
          'done = function() local total, seen = 0, 0; for _, t in ipairs(threads) do total = total + t:get("unexpected"); if t:get("last") ~= 0 then seen = t:get("last") end end; io.write(string.format("UNEXPECTED %d %d\\n", total, seen)) end'
        ]
      : [])
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
const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0)
const exact = /UNEXPECTED (\d+) (\d+)/.exec(text)
console.log(
  JSON.stringify({
    rps,
    p99,
    errors: socketErrors(text),
    non2xx,
    total,
    unexpected: exact ? Number(exact[1]) : expected < 400 ? non2xx : total - non2xx,
    // one status seen that was not the expected one (0: none, or not known in 'counters' mode)
    unexpectedStatus: exact ? Number(exact[2]) : 0,
    tool: 'wrk'
  })
)

/** wrk's "Socket errors: connect 0, read 0, write 0, timeout 0" line, summed (absent when there were none). */
function socketErrors(text) {
  const line = /Socket errors:([^\n]*)/.exec(text)?.[1] ?? ''
  return [...line.matchAll(/\d+/g)].reduce((sum, [n]) => sum + Number(n), 0)
}
