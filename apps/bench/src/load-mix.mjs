// Loads one server with the four benchmark requests in turn (GET /, GET /users/42, POST /items, a 404) for
// the memory run, with wrk when installed, else autocannon. Prints one JSON line like load-wrk.mjs, where `bad`
// counts the answers that are none of the four expected ones (status and exact body; the created item with any id)
// and `errors` the socket errors and timeouts. argv: <base url> <seconds> <connections>
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createdAnswer, routes } from './routes.mjs'

const [base, duration, connections] = process.argv.slice(2)
const requests = Object.values(routes)
// the answers with a fixed text; POST /items numbers its items: its answer is `{"id":<n>` + this
const fixed = requests.filter((r) => r.expect.body !== undefined).map((r) => [r.expect.status, r.expect.body])
const created = createdAnswer(0).slice('{"id":0'.length)
const createdStatus = routes.items.expect.status

if (process.env.LOADER !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'capsule-mix-'))
  const script = join(dir, 'mix.lua')
  const formatted = requests.map((r) =>
    r.body
      ? `wrk.format(${JSON.stringify(r.method)}, ${JSON.stringify(r.path)}, { ["Content-Type"] = "application/json" }, ${JSON.stringify(r.body)})`
      : `wrk.format(${JSON.stringify(r.method)}, ${JSON.stringify(r.path)})`
  )
  const expected = fixed.map(([status, body]) => `{ ${status}, ${JSON.stringify(body)} }`)
  writeFileSync(
    script,
    [
      // formatted in init(): wrk sets the Host header before init runs, and Node answers 400 to HTTP/1.1
      // requests without one. Each wrk thread has its own Lua state: `done` (main state) reads the threads'
      // counters through setup()
      'local threads = {}',
      'setup = function(thread) table.insert(threads, thread) end',
      `init = function() bad = 0; i = 0; requests = { ${formatted.join(', ')} } end`,
      'request = function() i = i % #requests + 1; return requests[i] end',
      `local expected = { ${expected.join(', ')} }`,
      `local created = ${JSON.stringify(created)}`,
      'response = function(status, headers, body)',
      `  if status == ${createdStatus} then`,
      '    local rest = body:match(\'^{"id":%d+(.*)$\')',
      '    if rest == created then return end',
      '  end',
      '  for _, answer in ipairs(expected) do',
      '    if status == answer[1] and body == answer[2] then return end',
      '  end',
      '  bad = bad + 1',
      'end',
      'done = function(summary) local total = 0; for _, t in ipairs(threads) do total = total + t:get("bad") end; io.write(string.format("BAD %d\\nERRORS %d\\n", total, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout)) end'
    ].join('\n')
  )
  const result = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '-s', script, base], {
    encoding: 'utf8'
  })
  rmSync(dir, { recursive: true, force: true })
  if (result.status !== 0) {
    console.error(result.stderr)
    process.exit(1)
  }
  const text = result.stdout
  console.log(
    JSON.stringify({
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]),
      total: Number(/(\d+) requests in/.exec(text)?.[1]),
      bad: Number(/BAD (\d+)/.exec(text)?.[1] ?? 0),
      errors: Number(/ERRORS (\d+)/.exec(text)?.[1] ?? 0)
    })
  )
} else {
  const { default: autocannon } = await import('autocannon')
  let bad = 0
  const result = await autocannon({
    url: base,
    duration: Number(duration),
    connections: Number(connections),
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: r.body ? { 'content-type': 'application/json' } : {},
      body: r.body,
      // each answer checked against its own request's expectation
      onResponse: (status, body) => {
        const text = String(body)
        const right =
          status === r.expect.status &&
          (r.expect.body !== undefined ? text === r.expect.body : r.expect.json(JSON.parse(text)))
        if (!right) bad++
      }
    }))
  })
  console.log(
    JSON.stringify({ rps: result.requests.average, total: result.requests.total, bad, errors: result.errors })
  )
}
