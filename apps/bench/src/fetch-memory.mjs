// `bench:fetch-memory`: what app.fetch keeps in memory, on Node and on Bun (the real runtime from npm). For each, in
// its own process (fetch-memory-run.mjs): the heap held per in-flight request on the fast path (nothing reads raw)
// and on the compatible one (a hook reads request.raw), and the heap after full collections through a soak of the
// four benchmark routes. Fails (exit 1, RESULTS.md left alone) when a soak request gets a wrong status or the heap at
// the soak's end is above 1.10 × its first sample (+1 MB). Env: SOAK_SECONDS (60), IN_FLIGHT (2000), RUNTIMES
// (node,bun).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeResults } from './results.mjs'

const require = createRequire(import.meta.url)
const script = fileURLToPath(new URL('./fetch-memory-run.mjs', import.meta.url))
const runtimes = (process.env.RUNTIMES ?? 'node,bun').split(',')
const growthLimit = 1.1
const slackBytes = 1024 * 1024

function bunBinary() {
  const manifest = require.resolve('bun/package.json')
  return join(dirname(manifest), require(manifest).bin.bun)
}

const commands = {
  node: [process.execPath, ['--expose-gc', script]],
  bun: [bunBinary, [script]]
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
const rows = []
const problems = []
for (const name of runtimes) {
  const command = commands[name]
  if (command === undefined) throw new Error(`unknown runtime ${name} (known: ${Object.keys(commands)})`)
  const binary = typeof command[0] === 'function' ? command[0]() : command[0]
  const child = spawnSync(binary, command[1], { encoding: 'utf8', env: process.env, timeout: 600_000 })
  if (child.status !== 0) {
    console.error(`bench:fetch-memory: ${name} failed (${child.status}):\n${child.stderr}`)
    process.exit(1)
  }
  const result = JSON.parse(child.stdout.trim().split('\n').pop())
  const first = result.samples[0]
  const last = result.samples.at(-1)
  const max = Math.max(...result.samples)
  if (result.wrong > 0) problems.push(`${name}: ${result.wrong} soak answers with a wrong status`)
  if (last > first * growthLimit + slackBytes)
    problems.push(`${name}: heap grew from ${mb(first)} MB to ${mb(last)} MB over the soak`)
  rows.push({
    runtime: result.runtime,
    'heap per in-flight request, fast path (bytes)': result.fast,
    'compatible path, raw read (bytes)': result.compatible,
    'soak requests': result.count,
    'heap after GC, soak start → end (MB)': `${mb(first)} → ${mb(last)}`,
    'max (MB)': mb(max)
  })
}
console.table(rows)
if (problems.length > 0) {
  console.error(`bench:fetch-memory: failed, no figures written:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60)
if (runtimes.length === Object.keys(commands).length && soakSeconds >= 60)
  writeResults('Memory of app.fetch (pnpm bench:fetch-memory)', rows, {
    'in flight': Number(process.env.IN_FLIGHT ?? 2000),
    'soak s': soakSeconds,
    'heap after a full GC': true
  })
else console.log('not written (a subset of the runtimes, or a soak under 60 s)')
