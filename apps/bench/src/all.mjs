// `pnpm bench:all`: every benchmark that writes RESULTS.md, one after the other, unattended, with the published
// settings; then the freshness check of RESULTS.md. ~101 minutes on a quiet 2-core machine (README.md gives each
// one's time). Refuses to start on a dirty tree (its figures would fail the docs' test) and with settings in the
// environment (ROUNDS, ROUTES, ...: they would apply to every benchmark), unless RESULTS_FILE sends the figures
// elsewhere (a smoke run of this script). A failing benchmark does not stop the others; the run exits 1 if any
// failed. Env: ONLY (a comma-separated subset of the commands below), RESULTS_FILE, ALLOW_DIRTY=1.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { treeState } from './provenance.mjs'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

// [pnpm command, script, minutes on a quiet 2-core machine], quickest first: a broken setup shows early
const benchmarks = [
  ['bench:types', 'types.mjs', 0.3],
  ['bench:startup', 'startup.mjs', 0.5],
  ['bench:cold-start', 'cold-start.mjs', 0.5],
  ['bench:fetch', 'fetch.mjs', 2.5],
  ['bench:fetch-memory', 'fetch-memory.mjs', 2.5],
  ['bench:bun', 'bun.mjs', 11],
  ['bench:zod', 'zod.mjs', 3.5],
  ['soak', 'soak.mjs', 2.5],
  ['bench:rss', 'rss.mjs', 5],
  ['bench:inspector', 'inspector.mjs', 7],
  ['bench', 'bench.mjs', 25],
  ['bench:instructions', 'instructions.mjs', 40]
]
// the knobs of the benchmarks: each would change every benchmark that reads it, away from the published settings
const settings = [
  'ROUNDS',
  'ROUTES',
  'SERVERS',
  'WARMUP',
  'DURATION',
  'SLICES',
  'CONNECTIONS',
  'SECONDS',
  'RUNS',
  'WARM',
  'COUNT',
  'FRAMEWORKS',
  'SUBJECTS',
  'SLICE_MS',
  'WARMUP_MS',
  'MAX_SECONDS',
  'SOAK_SECONDS',
  'IN_FLIGHT',
  'RUNTIMES',
  'WARMUP_SECONDS',
  'LOADER',
  'KEEP_CA_CERTS',
  'SECTION'
]

const env = process.env
const only = env.ONLY?.split(',').filter(Boolean)
const unknown = (only ?? []).filter((name) => !benchmarks.some(([command]) => command === name))
const problems = []
if (unknown.length > 0)
  problems.push(
    `ONLY names no benchmark: ${unknown.join(', ')} (known: ${benchmarks.map(([c]) => c).join(', ')})`
  )
const smoke = env.RESULTS_FILE !== undefined
const set = settings.filter((name) => env[name] !== undefined)
if (set.length > 0 && !smoke)
  problems.push(
    `${set.join(', ')} set: bench:all measures the published settings; unset them (or write elsewhere with RESULTS_FILE)`
  )
const tree = treeState(here('.'))
if (tree.dirty.length > 0 && env.ALLOW_DIRTY !== '1' && !smoke)
  problems.push(
    `uncommitted changes in ${tree.dirty.slice(0, 5).join(', ')}${tree.dirty.length > 5 ? ', ...' : ''}: commit first (figures of a dirty tree fail the docs' test; ALLOW_DIRTY=1 measures anyway)`
  )
const selected = benchmarks.filter(([command]) => !only || only.includes(command))
const needs = (commands) => selected.some(([command]) => commands.includes(command))
if (
  needs(['bench', 'bench:rss']) &&
  spawnSync('wrk', ['--version']).error !== undefined &&
  env.LOADER !== 'autocannon'
)
  problems.push('wrk is not installed (apt-get install wrk): the published figures are loaded by wrk')
if (needs(['bench:instructions']) && spawnSync('valgrind', ['--version']).error !== undefined)
  problems.push('valgrind is not installed (apt-get install valgrind): bench:instructions needs it')
for (const [path, what] of [
  ['../../../packages/server/dist', '@capsule/server'],
  ['../../../packages/standard-schema/dist', '@capsule/standard-schema'],
  ['../../example/dist/server.js', 'apps/example']
])
  if (!existsSync(here(path)))
    problems.push(`${what} is not built: run pnpm bench:all at the root (it builds first)`)
if (problems.length > 0) {
  console.error(`bench:all: not started:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}

const minutes = selected.reduce((sum, [, , m]) => sum + m, 0)
console.log(
  `bench:all: ${selected.map(([c]) => c).join(', ')}; about ${Math.round(minutes)} min on a quiet machine; commit ${tree.commit.slice(0, 12)}; load average ${loadavg()[0].toFixed(2)} (above ~0.5, something else runs: the figures suffer)`
)

/** Runs one benchmark with this Node, output shown as it comes; resolves its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [here(script)], { stdio: 'inherit', env })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const summary = []
for (const [command, script, expected] of selected) {
  console.log(`\n=== ${command} (about ${expected} min)`)
  const start = performance.now()
  const code = await run(script)
  const took = (performance.now() - start) / 60_000
  summary.push({
    benchmark: command,
    result: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    minutes: took.toFixed(1)
  })
  console.log(`=== ${command}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${took.toFixed(1)} min`)
}
console.log('')
console.table(summary)
const failed = summary.filter((entry) => entry.result !== 'ok')
if (!smoke) {
  // every section current, or the allowances still in STALE-ALLOWED for what this run did not measure
  const check = spawnSync(process.execPath, [here('check-freshness.mjs')], { stdio: 'inherit' })
  if (check.status !== 0) failed.push({ benchmark: 'freshness check' })
  console.log(
    'next: copy the new sections of RESULTS.md into apps/docs/guide/performance.md (pnpm --filter @capsule/docs test checks them), then commit'
  )
}
if (failed.length > 0) {
  console.error(`bench:all: failed: ${failed.map((entry) => entry.benchmark).join(', ')}`)
  process.exit(1)
}
