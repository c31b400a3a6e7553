// Lambda cold start, Capsule vs Fastify: the time from spawning a fresh Node process to its first answered API
// Gateway event through @fastify/aws-lambda (src/servers/lambda-app.mjs: 50 routes with params, querystring, body
// and response schemas). RUNS (20) measured runs per framework, interleaved (the order alternates every round),
// after WARMUP (1) unrecorded run each; medians and p90. Bounded: every child is killed after CHILD_TIMEOUT_SECONDS
// (30) and no run starts after MAX_SECONDS (300); what was measured by then is reported. A framework that fails (a
// wrong answer included, see servers/lambda-app.mjs) fails the run: exit 1, nothing written. RESULTS_FILE: see README.
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { writeResults } from './results.mjs'
import { brief, fmt, median, serverEnv, track } from './processes.mjs'

const runs = Number(process.env.RUNS ?? 20)
const warmup = Number(process.env.WARMUP ?? 1)
const childTimeout = Number(process.env.CHILD_TIMEOUT_SECONDS ?? 30) * 1000
const maxSeconds = Number(process.env.MAX_SECONDS ?? 300)
const script = fileURLToPath(new URL('./servers/lambda-app.mjs', import.meta.url))
const frameworks = ['capsule', 'fastify']
const deadline = performance.now() + maxSeconds * 1000
// the machine's 1-minute load average when the run starts: other work on the machine slows both frameworks' starts
const loadAtStart = loadavg()[0]

/**
 * One fresh process; resolves `{ wall, ms, rss, phases }` (wall: spawn to the answer's line, measured here; ms:
 * process start to the answer, measured by the child) or `{ failed }`.
 */
function measure(framework) {
  return new Promise((resolve) => {
    const spawned = performance.now()
    const child = track(process.execPath, [script, framework], {
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    let result = null
    const timer = setTimeout(() => {
      stderr += `\nno answer within ${childTimeout / 1000} s`
      child.kill('SIGKILL')
    }, childTimeout)
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const newline = stdout.indexOf('\n')
      if (result === null && newline !== -1) {
        const wall = performance.now() - spawned
        try {
          result = { wall, ...JSON.parse(stdout.slice(0, newline)) }
        } catch {
          result = { failed: `unreadable report: ${stdout.slice(0, 200)}` }
        }
      }
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', (error) => (stderr += `\n${error.message}`))
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0 && result !== null) return resolve(result)
      const why = stderr.trim() || stdout.trim() || `exit ${code ?? signal}`
      console.error(`${framework} failed: ${why}`)
      resolve({ failed: brief(why) })
    })
  })
}

/** Nearest-rank percentile (p in 0..100) of the finite values. */
function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const samples = { capsule: [], fastify: [] }
const failed = {}
let timedOut = false
for (let round = 0; round < warmup + runs; round++) {
  if (performance.now() > deadline) {
    timedOut = true
    console.error(
      `MAX_SECONDS (${maxSeconds}) reached after ${Math.max(0, round - warmup)} measured rounds: reporting those`
    )
    break
  }
  // interleaved, alternating which framework goes first, so drift on the machine and any order effect hit both alike
  const order = round % 2 === 0 ? frameworks : [...frameworks].reverse()
  for (const framework of order) {
    if (failed[framework]) continue
    const result = await measure(framework)
    if (result.failed) failed[framework] = result.failed
    else if (round >= warmup) samples[framework].push(result)
  }
  if (frameworks.every((framework) => failed[framework])) break
}

const stat = (framework, pick, f = median) =>
  failed[framework] ? Number.NaN : f(samples[framework].map(pick))
const cell = (framework, value, digits = 0) =>
  failed[framework] ? `failed: ${failed[framework]}` : fmt(value, digits)
const measures = [
  ['spawn → first answer, median ms', (r) => r.wall, median],
  ['spawn → first answer, p90 ms', (r) => r.wall, (values) => percentile(values, 90)],
  ['process start → first answer (in the child), median ms', (r) => r.ms, median],
  ['phase: boot (Node, up to the first line), median ms', (r) => r.phases.boot, median],
  ['phase: import framework + @fastify/aws-lambda, median ms', (r) => r.phases.import, median],
  ['phase: 50 routes + awsLambdaFastify(app), median ms', (r) => r.phases.routes, median],
  ['phase: first invocation (ready + answer), median ms', (r) => r.phases.invoke, median],
  ['RSS after the answer, median MB', (r) => r.rss / 2 ** 20, median]
]
const rows = measures.map(([measure, pick, f]) => {
  const capsule = stat('capsule', pick, f)
  const fastify = stat('fastify', pick, f)
  return {
    measure,
    capsule: cell('capsule', capsule),
    fastify: cell('fastify', fastify),
    'capsule/fastify': fmt(capsule / fastify, 3)
  }
})
console.table(rows)
for (const framework of frameworks) {
  if (failed[framework]) continue
  const walls = samples[framework].map((r) => r.wall).sort((a, b) => a - b)
  console.log(`${framework} spawn → answer (ms, sorted): ${walls.map((w) => fmt(w)).join(' ')}`)
}
if (Object.keys(failed).length > 0) {
  console.error(
    `bench:cold-start: failed, no figures written: ${Object.entries(failed)
      .map(([name, why]) => `${name}: ${why}`)
      .join('; ')}`
  )
  process.exit(1)
}
writeResults('Cold start (pnpm bench:cold-start)', rows, {
  runs: `${Math.min(samples.capsule.length, samples.fastify.length)} per framework${timedOut ? ` (stopped at MAX_SECONDS ${maxSeconds})` : ''}`,
  warmup,
  routes: 50,
  event: 'HTTP API 2.0 POST with params, querystring and JSON body',
  '@fastify/aws-lambda': 'default options',
  NODE_EXTRA_CA_CERTS: serverEnv().NODE_EXTRA_CA_CERTS === undefined ? 'unset' : 'kept',
  'load average at start': fmt(loadAtStart, 1)
})
