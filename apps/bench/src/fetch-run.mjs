// The `bench:fetch` run itself (started by fetch.mjs, pinned to one core): the four benchmark routes in process, no
// socket, through Capsule's `app.fetch(request)`, Hono's `app.fetch(request)` and Fastify's `inject()`, each framework
// in its own worker thread (fetch-worker.mjs), all driven from here in one run, interleaved in rounds. See README.md
// "In-process fetch". Env: ROUTES (hello,user,items,notFound), FRAMEWORKS (capsule,hono,fastify), ROUNDS (30),
// SLICE_MS (300), WARMUP_MS (1000).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { writeResults } from './results.mjs'
import { itemBody, routes } from './routes.mjs'

const allFrameworks = ['capsule', 'hono', 'fastify']
const selected = (process.env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const frameworks = (process.env.FRAMEWORKS ?? allFrameworks.join(',')).split(',')
const rounds = Number(process.env.ROUNDS ?? 30)
const sliceMs = Number(process.env.SLICE_MS ?? 300)
const warmupMs = Number(process.env.WARMUP_MS ?? 1000)
const JSON_TYPE = 'application/json; charset=utf-8'

for (const key of selected) if (!routes[key]) throw new Error(`unknown route ${key} (known: ${Object.keys(routes).join(', ')})`)
for (const name of frameworks) if (!allFrameworks.includes(name)) throw new Error(`unknown framework ${name} (known: ${allFrameworks.join(', ')})`)

function honoVersion() {
  const entry = createRequire(import.meta.url).resolve('hono')
  const root = entry.slice(0, entry.lastIndexOf('/hono/') + '/hono/'.length)
  return JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// ---- the three subjects, one worker thread each ----------------------------------------------------------------
// A worker is its own V8 isolate: no JIT feedback, module instance or heap is shared between the frameworks (Capsule
// and Fastify both use find-my-way, fast-json-stringify and Ajv: in one isolate each made the other's call sites
// polymorphic, and one framework's garbage was collected on another's time).

function start(name) {
  const worker = new Worker(new URL('./fetch-worker.mjs', import.meta.url), { workerData: { framework: name } })
  const pending = new Map()
  let next = 0
  let failure = null
  const ready = new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.ready) return resolve(message)
      if (message.failed) return reject(new Error(`${name}: ${message.failed}`))
      const call = pending.get(message.id)
      pending.delete(message.id)
      if (message.error) call.reject(new Error(`${name}: ${message.error}`))
      else call.resolve(message)
    })
    worker.on('error', (error) => {
      failure = error
      reject(error)
      for (const call of pending.values()) call.reject(error)
    })
  })
  const call = (message) => {
    if (failure) return Promise.reject(failure)
    const id = next++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...message })
    })
  }
  return { worker, ready, call }
}

const subjects = Object.fromEntries(frameworks.map((name) => [name, start(name)]))
const started = await Promise.all(frameworks.map((name) => subjects[name].ready))
const fastifyVersion = started[frameworks.indexOf('fastify')]?.version
const ask = Object.fromEntries(
  frameworks.map((name) => [name, (method, path, body) => subjects[name].call({ op: 'ask', method, path, body }).then((m) => m.answer)])
)

// ---- checks: the same answers from every framework, or no figures -------------------------------------------

const item = JSON.parse(itemBody)
/** Requests the validators must refuse alike (Ajv's type coercion is left out: see fetch-hono.mjs). */
const refused = [
  ['GET', '/users/abc'],
  ['GET', '/users/42?fields=A'],
  ['GET', `/users/42?fields=${'a'.repeat(101)}`],
  ['GET', '/users/42?fields=a&fields=b'],
  ['POST', '/items', '{"name":'],
  ['POST', '/items', '[]'],
  ['POST', '/items', JSON.stringify({ ...item, name: undefined })],
  ['POST', '/items', JSON.stringify({ ...item, name: 'n'.repeat(201) })],
  ['POST', '/items', JSON.stringify({ ...item, price: -1 })],
  ['POST', '/items', JSON.stringify({ ...item, tags: Array(51).fill('x') })],
  ['POST', '/items', JSON.stringify({ ...item, tags: ['x'.repeat(51)] })],
  ['POST', '/items', JSON.stringify({ ...item, tags: [{}] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: [] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: { color: {} } })],
  ['GET', '/does/not/exist?x=1'],
  ['DELETE', '/users/42']
]
/** Accepted alike: no fields, and an extra attribute that removeAdditional drops. */
const accepted = [
  ['GET', '/users/7'],
  ['POST', '/items', JSON.stringify({ ...item, description: undefined, attributes: { color: 'red', extra: true } })]
]

const normalise = (answer) => (answer.status === 201 ? { ...answer, body: JSON.stringify({ ...JSON.parse(answer.body), id: 0 }) } : answer)
const show = (answer) => `${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`

async function check() {
  const problems = []
  for (const key of selected) {
    const { method, path, body, expect } = routes[key]
    for (const name of frameworks) {
      const answer = await ask[name](method, path, body)
      const wrong =
        answer.status !== expect.status ||
        answer.type !== JSON_TYPE ||
        (expect.body !== undefined ? answer.body !== expect.body : !expect.json(JSON.parse(answer.body)))
      if (wrong) problems.push(`${name} ${method} ${path}: ${show(answer)}`)
    }
  }
  for (const [method, path, body] of [...refused, ...accepted]) {
    const answers = await Promise.all(frameworks.map((name) => ask[name](method, path, body).then(normalise)))
    const first = answers[0]
    if (answers.some((a) => a.status !== first.status || a.type !== first.type || a.body !== first.body)) {
      problems.push(`${method} ${path.slice(0, 60)} answered differently:\n${answers.map((a, i) => `    ${frameworks[i]}: ${show(a)}`).join('\n')}`)
    }
  }
  if (problems.length > 0) {
    console.error(`bench:fetch: the frameworks do not give the same answers, no figures:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`checked: ${selected.length} routes + ${refused.length + accepted.length} other requests, same status, content-type and body from ${frameworks.join(', ')}`)
}

// ---- timing ----------------------------------------------------------------------------------------------------

let sink = 0

/** ops/s of one framework on one route for `ms` (the loop runs in its worker; see fetch-worker.mjs). */
async function slice(name, key, ms) {
  const { method, path, body } = routes[key]
  const { ops, read } = await subjects[name].call({ op: 'slice', method, path, body, ms })
  sink += read
  return ops
}

/** Linear interpolation between the closest ranks. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low)
}

const order = (round) => frameworks.map((_, i) => frameworks[(i + round) % frameworks.length])

// ---- the run --------------------------------------------------------------------------------------------------

await check()
const begun = performance.now()
for (const key of selected) for (const name of frameworks) await slice(name, key, warmupMs)
const ops = Object.fromEntries(selected.map((key) => [key, Object.fromEntries(frameworks.map((name) => [name, []]))]))
for (let round = 0; round < rounds; round++) {
  for (const key of selected) for (const name of order(round)) ops[key][name].push(await slice(name, key, sliceMs))
  process.stdout.write(`round ${round + 1}/${rounds}\r`)
}
const seconds = (performance.now() - begun) / 1000
process.stdout.write('\n')

const ratio = (key, a, b) => ops[key][a].map((value, round) => value / ops[key][b][round])
const rows = selected.map((key) => {
  const row = { route: `${routes[key].method} ${routes[key].path}` }
  for (const name of frameworks) row[`${name === 'fastify' ? 'fastify inject' : name} ops/s`] = Math.round(median(ops[key][name]))
  if (subjects.capsule && subjects.hono) {
    const r = ratio(key, 'capsule', 'hono')
    row['capsule/hono'] = median(r).toFixed(3)
    row['capsule/hono p25–p75'] = `${quantile(r, 0.25).toFixed(2)}–${quantile(r, 0.75).toFixed(2)}`
  }
  if (subjects.capsule && subjects.fastify) row['capsule/fastify inject'] = median(ratio(key, 'capsule', 'fastify')).toFixed(3)
  return row
})
console.table(rows)
console.log(`${rounds} rounds in ${seconds.toFixed(0)} s (${sink} characters of answers read)`)

// a smoke run (a subset, or fewer than 10 rounds) prints its table but leaves RESULTS.md alone
const complete = allFrameworks.every((name) => frameworks.includes(name)) && selected.length === Object.keys(routes).length && rounds >= 10
if (complete) {
  writeResults('In-process fetch (pnpm bench:fetch)', rows, {
    rounds,
    'slice ms': sliceMs,
    'warmup ms': warmupMs,
    taskset: process.env.BENCH_FETCH_PINNED === '1',
    'one worker thread per framework': true,
    hono: honoVersion(),
    fastify: fastifyVersion
  })
  console.log('written to RESULTS.md')
} else console.log('not written to RESULTS.md (a subset of the frameworks or routes, or fewer than 10 rounds)')
await Promise.all(frameworks.map((name) => subjects[name].worker.terminate()))
