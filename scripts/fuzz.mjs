// Runs the property-based fuzz tests (`*.fuzz.test.ts`, fast-check) of every package as a long campaign:
// FUZZ_RUNS cases per property (default 100000 here; the test run in CI uses each file's small default), with a fixed
// FUZZ_SEED, so a failure reproduces with the same two variables. Prints per property the runs asked for, the time
// and the result, and exits non-zero when a property or a regression test failed.
//
//   node scripts/fuzz.mjs                          every fuzz file, 100000 runs per property
//   node scripts/fuzz.mjs --runs 5000 --seed 7     another size or seed (or FUZZ_RUNS / FUZZ_SEED in the environment)
//   node scripts/fuzz.mjs --pure                   only the targets that need no server (parsers, router, shorthand)
//   node scripts/fuzz.mjs --filter router          only files whose path contains the text (repeatable)
//   node scripts/fuzz.mjs --build                  build the packages the tests import first (turbo, cached)
//
// The server and bearer-auth tests import the other packages' dist/: build first (or pass --build). The socket part
// of the request-path fuzz runs FUZZ_RUNS / 5 cases unless FUZZ_SOCKET_RUNS says otherwise.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const pureTargets = ['media-type.fuzz', 'shorthand.fuzz', 'router.fuzz', 'parse-authorization.fuzz']

const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}
const filters = args.flatMap((arg, i) => (args[i - 1] === '--filter' ? [arg] : []))
if (args.includes('--pure')) filters.push(...pureTargets)
const runs = option('--runs') ?? process.env.FUZZ_RUNS ?? '100000'
const seed = option('--seed') ?? process.env.FUZZ_SEED ?? '20261125'

function fuzzFiles(dir) {
  const found = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) found.push(...fuzzFiles(path))
    else if (name.endsWith('.fuzz.test.ts')) found.push(path)
  }
  return found
}

const targets = []
for (const name of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', name)
  const files = ['src', 'test']
    .filter((sub) => existsSync(join(dir, sub)))
    .flatMap((sub) => fuzzFiles(join(dir, sub)))
    .map((file) => relative(dir, file))
    .filter((file) => filters.length === 0 || filters.some((filter) => `${name}/${file}`.includes(filter)))
  if (files.length > 0) targets.push({ name, dir, files })
}
if (targets.length === 0) {
  console.error('no fuzz file matches')
  process.exit(1)
}

if (args.includes('--build')) {
  const build = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', ...targets.map(({ name }) => `--filter=@capsule/${name}...`)],
    { cwd: root, stdio: 'inherit' }
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(
  `fuzz: FUZZ_RUNS=${runs} FUZZ_SEED=${seed}, ${targets.reduce((n, t) => n + t.files.length, 0)} files\n`
)
// the JSON report goes to a temporary directory: .test-results/ is what CI sums (scripts/test-summary.mjs)
const reportDir = mkdtempSync(join(tmpdir(), 'capsule-fuzz-'))
const rows = []
let failed = false
const started = performance.now()
for (const { name, dir, files } of targets) {
  const report = join(reportDir, `${name}.json`)
  const began = performance.now()
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } }
  )
  const seconds = (performance.now() - began) / 1000
  if (result.status !== 0) failed = true
  if (!existsSync(report)) {
    rows.push({
      target: `${name} (no report: vitest exited with ${result.status})`,
      runs: '',
      ms: Math.round(seconds * 1000),
      status: 'failed'
    })
    continue
  }
  const json = JSON.parse(readFileSync(report, 'utf8'))
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const match = /^(.*) \[(\d+) runs\]$/.exec(test.title)
      rows.push({
        target: `${name}/${relative(dir, file.name)} > ${match ? match[1] : test.title}`,
        // a failing property stops at its first counterexample: the runs asked for were not all done
        runs: match ? (test.status === 'passed' ? match[2] : `<${match[2]}`) : '-',
        ms: Math.round(test.duration ?? 0),
        status: test.status
      })
    }
    if ((file.assertionResults ?? []).length === 0)
      rows.push({
        target: `${name}/${relative(dir, file.name)} (did not load)`,
        runs: '',
        ms: 0,
        status: 'failed'
      })
  }
  rows.push({
    target: `${name}: total (vitest process)`,
    runs: '',
    ms: Math.round(seconds * 1000),
    status: ''
  })
}
rmSync(reportDir, { recursive: true, force: true })

console.log('\nfuzz results')
const width = Math.min(140, Math.max(...rows.map((row) => row.target.length)))
for (const row of rows) {
  const target = row.target.length > width ? `${row.target.slice(0, width - 1)}…` : row.target.padEnd(width)
  console.log(
    `${target}  ${String(row.runs).padStart(7)} runs  ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.status}`
  )
}
console.log(
  `\n${((performance.now() - started) / 1000).toFixed(1)} s in all; ${rows.filter((row) => row.status === 'failed').length} failed`
)
process.exit(failed ? 1 : 0)
