// The `bench:fetch` run itself (started by fetch.mjs, pinned to one core): the four benchmark routes in process, no
// socket, through Capsule's `app.fetch(request)`, Hono's `app.fetch(request)` and Fastify's `inject()`, each framework
// in its own worker thread (fetch-worker.mjs), all driven from here in one run, interleaved in rounds. See README.md
// "In-process fetch". Env: ROUTES (hello,user,items,notFound), FRAMEWORKS (capsule,hono,fastify), ROUNDS (30),
// SLICE_MS (300), WARMUP_MS (1000).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { normalise, refusedRequests, routeAnswerProblems, show } from './answer-checks.mjs'
import { interleaveRounds } from './interleaved-rounds.mjs'
import { median, quantile } from './quantiles.mjs'
import { writeResults } from './results.mjs'
import { itemBody, routes } from './routes.mjs'
import { startSubject } from './worker-subject.mjs'

const allFrameworks = ['capsule', 'hono', 'fastify']
const selected = (process.env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const frameworks = (process.env.FRAMEWORKS ?? allFrameworks.join(',')).split(',')
const rounds = Number(process.env.ROUNDS ?? 30)
const sliceMs = Number(process.env.SLICE_MS ?? 300)
const warmupMs = Number(process.env.WARMUP_MS ?? 1000)

for (const key of selected)
  if (!routes[key]) throw new Error(`unknown route ${key} (known: ${Object.keys(routes).join(', ')})`)
for (const name of frameworks)
  if (!allFrameworks.includes(name))
    throw new Error(`unknown framework ${name} (known: ${allFrameworks.join(', ')})`)

function honoVersion() {
  const entry = createRequire(import.meta.url).resolve('hono')
  const root = entry.slice(0, entry.lastIndexOf('/hono/') + '/hono/'.length)
  return JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version
}

// ---- the three subjects, one worker thread each ----------------------------------------------------------------
// A worker is its own V8 isolate: no JIT feedback, module instance or heap is shared between the frameworks (Capsule
// and Fastify both use find-my-way, fast-json-stringify and Ajv: in one isolate each made the other's call sites
// polymorphic, and one framework's garbage was collected on another's time).

const subjects = Object.fromEntries(
  frameworks.map((name) => [
    name,
    startSubject(new URL('./fetch-worker.mjs', import.meta.url), { framework: name }, name)
  ])
)
const started = await Promise.all(frameworks.map((name) => subjects[name].ready))
const fastifyVersion = started[frameworks.indexOf('fastify')]?.version
const ask = (name, method, path, body) => subjects[name].ask(method, path, body)

// ---- checks: the same answers from every framework, or no figures -------------------------------------------

const item = JSON.parse(itemBody)
/** Requests the validators must refuse alike (Ajv's type coercion is left out: see fetch-hono.mjs). */
const refused = [...refusedRequests, ['GET', '/does/not/exist?x=1'], ['DELETE', '/users/42']]
/** Accepted alike: no fields, and an extra attribute that removeAdditional drops. */
const accepted = [
  ['GET', '/users/7'],
  [
    'POST',
    '/items',
    JSON.stringify({ ...item, description: undefined, attributes: { color: 'red', extra: true } })
  ]
]

async function check() {
  const problems = await routeAnswerProblems(selected, frameworks, ask)
  for (const [method, path, body] of [...refused, ...accepted]) {
    const answers = await Promise.all(frameworks.map((name) => ask(name, method, path, body).then(normalise)))
    const first = answers[0]
    if (answers.some((a) => a.status !== first.status || a.type !== first.type || a.body !== first.body)) {
      problems.push(
        `${method} ${path.slice(0, 60)} answered differently:\n${answers.map((a, i) => `    ${frameworks[i]}: ${show(a)}`).join('\n')}`
      )
    }
  }
  if (problems.length > 0) {
    console.error(
      `bench:fetch: the frameworks do not give the same answers, no figures:\n  ${problems.join('\n  ')}`
    )
    process.exit(1)
  }
  console.log(
    `checked: ${selected.length} routes + ${refused.length + accepted.length} other requests, same status, content-type and body from ${frameworks.join(', ')}`
  )
}

// ---- the run --------------------------------------------------------------------------------------------------

await check()
// the loop runs in each framework's worker (see fetch-worker.mjs)
const { ops, seconds, read, wrong } = await interleaveRounds({
  subjects,
  names: frameworks,
  routes,
  keys: selected,
  rounds,
  sliceMs,
  warmupMs
})
if (wrong.length > 0) {
  console.error(`bench:fetch: failed, no figures written:\n  ${wrong.join('\n  ')}`)
  process.exit(1)
}

const ratio = (key, a, b) => ops[key][a].map((value, round) => value / ops[key][b][round])
const rows = selected.map((key) => {
  const row = { route: `${routes[key].method} ${routes[key].path}` }
  for (const name of frameworks)
    row[`${name === 'fastify' ? 'fastify inject' : name} ops/s`] = Math.round(median(ops[key][name]))
  if (subjects.capsule && subjects.hono) {
    const r = ratio(key, 'capsule', 'hono')
    row['capsule/hono'] = median(r).toFixed(3)
    row['capsule/hono p25–p75'] = `${quantile(r, 0.25).toFixed(2)}–${quantile(r, 0.75).toFixed(2)}`
  }
  if (subjects.capsule && subjects.fastify)
    row['capsule/fastify inject'] = median(ratio(key, 'capsule', 'fastify')).toFixed(3)
  return row
})
console.table(rows)
console.log(`${rounds} rounds in ${seconds.toFixed(0)} s (${read} characters of answers read)`)

// a smoke run (a subset, or fewer than 10 rounds) prints its table but leaves RESULTS.md alone
const complete =
  allFrameworks.every((name) => frameworks.includes(name)) &&
  selected.length === Object.keys(routes).length &&
  rounds >= 10
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
} else console.log('not written (a subset of the frameworks or routes, or fewer than 10 rounds)')
await Promise.all(frameworks.map((name) => subjects[name].worker.terminate()))
