// The `bench:zod` run itself (started by zod.mjs, pinned to one core): the two validated benchmark routes through
// inject(), served by Capsule + Ajv, Capsule + Zod (@capsule/standard-schema), Fastify + Zod
// (fastify-type-provider-zod), and two that explain the differences (Capsule + Zod validating its responses, Fastify +
// Ajv), each in its own worker thread (zod-worker.mjs), all driven from here in one run, interleaved in rounds. Every
// answer is checked first. See README.md "Zod: bench:zod". Env: ROUTES (user,items), SUBJECTS (all five: see
// zod-apps.mjs), ROUNDS (50), SLICE_MS (300),
// WARMUP_MS (2000), MAX_SECONDS (200: no round starts after it).
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { writeResults } from './results.mjs'
import { itemBody, routes } from './routes.mjs'
import { subjects as allSubjects, versions } from './zod-apps.mjs'

const allRoutes = ['user', 'items']
const selected = (process.env.ROUTES ?? allRoutes.join(',')).split(',')
const subjects = (process.env.SUBJECTS ?? allSubjects.join(',')).split(',')
const rounds = Number(process.env.ROUNDS ?? 50)
const sliceMs = Number(process.env.SLICE_MS ?? 300)
const warmupMs = Number(process.env.WARMUP_MS ?? 2000)
const maxSeconds = Number(process.env.MAX_SECONDS ?? 200)
const JSON_TYPE = 'application/json; charset=utf-8'

for (const key of selected) if (!allRoutes.includes(key)) throw new Error(`unknown route ${key} (known: ${allRoutes.join(', ')})`)
for (const name of subjects) if (!allSubjects.includes(name)) throw new Error(`unknown subject ${name} (known: ${allSubjects.join(', ')})`)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Linear interpolation between the closest ranks. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low)
}

// ---- the subjects, one worker thread each (its own isolate: no JIT feedback, Zod instance or heap shared) -------

function start(name) {
  const worker = new Worker(new URL('./zod-worker.mjs', import.meta.url), { workerData: { subject: name } })
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

const workers = Object.fromEntries(subjects.map((name) => [name, start(name)]))
await Promise.all(subjects.map((name) => workers[name].ready))
const ask = (name, method, path, body) => workers[name].call({ op: 'ask', method, path, body }).then((m) => m.answer)

// ---- checks: the same answers from every subject, or no figures -------------------------------------------------
//
// The two benchmark requests must get routes.mjs's exact answer (status, content-type, body) from every subject.
// The other requests below must get the same status and content-type from all, and the same body, except for these
// deliberate differences (documented in README.md):
// - a validation 400 (`FST_ERR_VALIDATION`) carries the validator's own message: Ajv's (`body/price must be >= 0`)
//   differs from Zod's (`body/price Too small: expected number to be >=0`), so its `message` is compared only among
//   the Zod subjects, and `statusCode`, `code`, `error` among all;
// - fastify-type-provider-zod writes the path of an issue on the whole part as `/` (`body/ Invalid input: ...`)
//   where Capsule writes none (`body Invalid input: ...`, as for Ajv's `body must be object`): that one character is
//   set aside;
// - Ajv coerces types (`coerceTypes: 'array'`), Zod without `z.coerce` does not: a price sent as the text "19.99" is
//   a 201 with Ajv and a 400 with Zod (`coerced` below checks exactly that, so the difference stays known).

const item = JSON.parse(itemBody)
const refused = [
  ['GET', '/users/abc'],
  ['GET', '/users/42?fields=A'],
  ['GET', `/users/42?fields=${'a'.repeat(101)}`],
  ['GET', '/users/42?fields=a&fields=b'],
  ['POST', '/items', '{"name":'],
  ['POST', '/items', '[]'],
  ['POST', '/items', JSON.stringify({ ...item, name: undefined })],
  ['POST', '/items', JSON.stringify({ ...item, name: 'n'.repeat(201) })],
  ['POST', '/items', JSON.stringify({ ...item, description: 'd'.repeat(2001) })],
  ['POST', '/items', JSON.stringify({ ...item, price: -1 })],
  ['POST', '/items', JSON.stringify({ ...item, tags: Array(51).fill('x') })],
  ['POST', '/items', JSON.stringify({ ...item, tags: ['x'.repeat(51)] })],
  ['POST', '/items', JSON.stringify({ ...item, tags: [{}] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: [] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: { color: {} } })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: undefined })],
  ['DELETE', '/users/42']
]
const accepted = [
  ['GET', '/users/7'],
  ['GET', `/users/123456?fields=${'a'.repeat(100)}`],
  ['POST', '/items', JSON.stringify({ ...item, description: undefined, attributes: { color: 'red', extra: true } })],
  ['POST', '/items', JSON.stringify({ ...item, extra: 'kept by Ajv, stripped by Zod; the handler never reads it' })]
]
const coerced = ['POST', '/items', JSON.stringify({ ...item, price: '19.99' })]

const normalise = (answer) => (answer.status === 201 ? { ...answer, body: JSON.stringify({ ...JSON.parse(answer.body), id: 0 }) } : answer)
const show = (answer) => `${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`
const isZod = (name) => name.includes('zod')

/** Why two answers to the same request differ beyond the deliberate differences, or null. */
function difference(a, b, nameA, nameB) {
  if (a.status !== b.status) return 'status'
  if (a.type !== b.type) return 'content-type'
  if (a.body === b.body) return null
  let x
  let y
  try {
    x = JSON.parse(a.body)
    y = JSON.parse(b.body)
  } catch {
    return 'body'
  }
  if (x.code !== 'FST_ERR_VALIDATION' || y.code !== 'FST_ERR_VALIDATION') return 'body'
  if (x.statusCode !== y.statusCode || x.error !== y.error || Object.keys(x).join() !== Object.keys(y).join()) return 'body'
  if (!isZod(nameA) || !isZod(nameB)) return null
  const rootPath = (message) => message.replace(/^(body|querystring|params|headers)\/ /, '$1 ')
  return rootPath(x.message) === rootPath(y.message) ? null : 'message'
}

async function check() {
  const problems = []
  for (const key of selected) {
    const { method, path, body, expect } = routes[key]
    for (const name of subjects) {
      const answer = await ask(name, method, path, body)
      const wrong =
        answer.status !== expect.status ||
        answer.type !== JSON_TYPE ||
        (expect.body !== undefined ? answer.body !== expect.body : !expect.json(JSON.parse(answer.body)))
      if (wrong) problems.push(`${name} ${method} ${path}: ${show(answer)}`)
    }
  }
  for (const [method, path, body] of [...refused, ...accepted]) {
    const answers = await Promise.all(subjects.map((name) => ask(name, method, path, body).then(normalise)))
    const differs = answers.map((answer, i) => difference(answers[0], answer, subjects[0], subjects[i])).find((d) => d !== null)
    if (differs !== undefined) {
      problems.push(`${method} ${path.slice(0, 60)} ${body === undefined ? '' : body.slice(0, 60)} answered differently (${differs}):\n${answers.map((a, i) => `    ${subjects[i]}: ${show(a)}`).join('\n')}`)
    }
  }
  const [method, path, body] = coerced
  for (const name of subjects) {
    const answer = await ask(name, method, path, body)
    const status = isZod(name) ? 400 : 201
    if (answer.status !== status) problems.push(`${name}: price "19.99" answered ${show(answer)}, expected ${status} (Ajv coerces, Zod does not)`)
  }
  if (problems.length > 0) {
    console.error(`bench:zod: the subjects do not give the same answers, no figures:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`checked: ${selected.length} routes + ${refused.length + accepted.length + 1} other requests, same answers from ${subjects.join(', ')} (deliberate differences set aside: README.md)`)
}

// ---- timing ----------------------------------------------------------------------------------------------------

let sink = 0

/** ops/s of one subject on one route for `ms` (the loop runs in its worker). */
async function slice(name, key, ms) {
  const { method, path, body } = routes[key]
  const { ops, read } = await workers[name].call({ op: 'slice', method, path, body, ms })
  sink += read
  return ops
}

const order = (round) => subjects.map((_, i) => subjects[(i + round) % subjects.length])

await check()
const begun = performance.now()
for (const key of selected) for (const name of subjects) await slice(name, key, warmupMs)
const ops = Object.fromEntries(selected.map((key) => [key, Object.fromEntries(subjects.map((name) => [name, []]))]))
let done = 0
for (let round = 0; round < rounds; round++) {
  if ((performance.now() - begun) / 1000 > maxSeconds) {
    console.log(`\nMAX_SECONDS (${maxSeconds}) reached: ${done} of ${rounds} rounds`)
    break
  }
  for (const key of selected) for (const name of order(round)) ops[key][name].push(await slice(name, key, sliceMs))
  done++
  process.stdout.write(`round ${done}/${rounds}\r`)
}
const seconds = (performance.now() - begun) / 1000
process.stdout.write('\n')

const ratio = (key, a, b) => ops[key][a].map((value, round) => value / ops[key][b][round])
/** The median of the per-round ratios a/b, with their quartiles: `1.270 (1.20–1.34)`; above 1, a answers more. */
const pair = (row, key, a, b) => {
  if (!subjects.includes(a) || !subjects.includes(b)) return
  const r = ratio(key, a, b)
  row[`${a}/${b}`] = `${median(r).toFixed(3)} (${quantile(r, 0.25).toFixed(2)}–${quantile(r, 0.75).toFixed(2)})`
}
const rows = selected.map((key) => {
  const row = { route: `${routes[key].method} ${routes[key].path}` }
  for (const name of subjects) row[`${name} ops/s`] = Math.round(median(ops[key][name]))
  pair(row, key, 'capsule-zod', 'fastify-zod')
  pair(row, key, 'capsule-zod', 'capsule-ajv')
  pair(row, key, 'capsule-zod-validate', 'fastify-zod')
  pair(row, key, 'capsule-ajv', 'fastify-ajv')
  pair(row, key, 'fastify-zod', 'fastify-ajv')
  if (subjects.includes('capsule-zod') && subjects.includes('fastify-zod')) {
    row['goal: capsule-zod faster than fastify-zod'] = median(ratio(key, 'capsule-zod', 'fastify-zod')) > 1 ? 'met' : 'not met'
  }
  return row
})
console.table(rows)
console.log(`${done} rounds in ${seconds.toFixed(0)} s (${sink} characters of answers read)`)

// a smoke run (a subset, or fewer than 10 rounds) prints its table but leaves RESULTS.md alone
const complete = allSubjects.every((name) => subjects.includes(name)) && allRoutes.every((key) => selected.includes(key)) && done >= 10
if (complete) {
  writeResults('Zod: Capsule + @capsule/standard-schema vs Fastify + fastify-type-provider-zod (pnpm bench:zod)', rows, {
    rounds: done === rounds ? rounds : `${done} of ${rounds} (MAX_SECONDS)`,
    'slice ms': sliceMs,
    'warmup ms': warmupMs,
    taskset: process.env.BENCH_ZOD_PINNED === '1',
    'one worker thread per subject': true,
    entry: 'inject()',
    ...versions()
  })
  console.log('written to RESULTS.md')
} else console.log('not written to RESULTS.md (a subset of the subjects or routes, or fewer than 10 rounds)')
await Promise.all(subjects.map((name) => workers[name].worker.terminate()))
