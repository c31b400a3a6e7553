// Startup to listening with 500 routes (body + response schema each), identical and distinct schema content,
// Capsule vs Fastify: a fresh process per measurement, ROUNDS (5) rounds interleaved, medians; plus idle RSS.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { writeResults } from './results.mjs'

const rounds = Number(process.env.ROUNDS ?? 5)
const script = fileURLToPath(new URL('./servers/many-routes.mjs', import.meta.url))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const rows = []
for (const mode of ['identical', 'distinct']) {
  const runs = { capsule: [], fastify: [] }
  for (let round = 0; round < rounds; round++) {
    for (const framework of ['capsule', 'fastify']) {
      const result = spawnSync(process.execPath, [script, framework, mode], { encoding: 'utf8', timeout: 120_000 })
      if (result.status !== 0) throw new Error(`${framework} ${mode} failed: ${result.stderr}`)
      runs[framework].push(JSON.parse(result.stdout.trim().split('\n').pop()))
    }
  }
  const capsuleMs = median(runs.capsule.map((r) => r.ms))
  const fastifyMs = median(runs.fastify.map((r) => r.ms))
  rows.push({
    schemas: `500 routes, ${mode} content`,
    'capsule ms': capsuleMs.toFixed(0),
    'fastify ms': fastifyMs.toFixed(0),
    'capsule/fastify': (capsuleMs / fastifyMs).toFixed(3),
    'capsule RSS MB': (median(runs.capsule.map((r) => r.rss)) / 2 ** 20).toFixed(0),
    'fastify RSS MB': (median(runs.fastify.map((r) => r.rss)) / 2 ** 20).toFixed(0)
  })
  console.log(`${mode}: capsule ${capsuleMs.toFixed(0)} ms, fastify ${fastifyMs.toFixed(0)} ms`)
}
console.table(rows)
writeResults('Startup (pnpm bench:startup)', rows, { rounds })
