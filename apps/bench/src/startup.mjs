// Startup with 500 routes (body + response schema each), identical and distinct schema content, Capsule vs
// Fastify: the time from process start until every route has answered one request (servers/many-routes.mjs, which
// checks each answer). A fresh process per measurement, ROUNDS (5) rounds interleaved, medians; plus the RSS. A
// framework that fails (a wrong answer included) fails the run: exit 1, nothing written. Env: ROUNDS, RESULTS_FILE.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { writeResults } from './results.mjs'
import { brief, fmt, median, serverEnv } from './processes.mjs'

const rounds = Number(process.env.ROUNDS ?? 5)
const script = fileURLToPath(new URL('./servers/many-routes.mjs', import.meta.url))

/** One fresh process; returns `{ ms, rss }` or `{ failed }` so one broken framework does not end the run. */
function measure(framework, mode) {
  const result = spawnSync(process.execPath, [script, framework, mode], {
    encoding: 'utf8',
    timeout: 120_000,
    env: serverEnv()
  })
  if (result.status === 0) {
    try {
      return JSON.parse(result.stdout.trim().split('\n').pop())
    } catch {
      // falls through: reported as a failure below
    }
  }
  const why =
    result.error?.message ?? (result.stderr || result.stdout || `exit ${result.status ?? result.signal}`)
  console.error(`${framework} ${mode} failed: ${why}`)
  return { failed: brief(why) }
}

const rows = []
const failures = []
for (const mode of ['identical', 'distinct']) {
  const runs = { capsule: [], fastify: [] }
  const failed = {}
  // interleaved: capsule, fastify, capsule, fastify ... so drift on the machine hits both alike
  for (let round = 0; round < rounds; round++) {
    for (const framework of ['capsule', 'fastify']) {
      if (failed[framework]) continue
      const result = measure(framework, mode)
      if (result.failed) failed[framework] = result.failed
      else runs[framework].push(result)
    }
  }
  const ms = (name) => (failed[name] ? Number.NaN : median(runs[name].map((r) => r.ms)))
  const rss = (name) => (failed[name] ? Number.NaN : median(runs[name].map((r) => r.rss)) / 2 ** 20)
  const capsuleMs = ms('capsule')
  const fastifyMs = ms('fastify')
  rows.push({
    schemas: `500 routes, ${mode} content`,
    'capsule ms': failed.capsule ? `failed: ${failed.capsule}` : fmt(capsuleMs),
    'fastify ms': failed.fastify ? `failed: ${failed.fastify}` : fmt(fastifyMs),
    'capsule/fastify': fmt(capsuleMs / fastifyMs, 3),
    'capsule RSS MB': fmt(rss('capsule')),
    'fastify RSS MB': fmt(rss('fastify'))
  })
  for (const [name, why] of Object.entries(failed)) failures.push(`${name} ${mode}: ${why}`)
  console.log(`${mode}: capsule ${fmt(capsuleMs)} ms, fastify ${fmt(fastifyMs)} ms`)
  // where the time goes (medians per phase): Node's boot is the same for both and outside either framework
  for (const name of ['capsule', 'fastify']) {
    if (failed[name] || runs[name].length === 0) continue
    const phases = Object.keys(runs[name][0].phases ?? {})
    console.log(
      `  ${name} phases (ms): ${phases.map((p) => `${p} ${fmt(median(runs[name].map((r) => r.phases[p])))}`).join(', ')}`
    )
  }
}
console.table(rows)
if (failures.length > 0) {
  console.error(`bench:startup: failed, no figures written:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
writeResults('Startup (pnpm bench:startup)', rows, {
  rounds,
  'counted until': 'each of the 500 routes answered once',
  NODE_EXTRA_CA_CERTS: serverEnv().NODE_EXTRA_CA_CERTS === undefined ? 'unset' : 'kept'
})
