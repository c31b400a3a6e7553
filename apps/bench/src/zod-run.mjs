// The `bench:zod` run itself (started by zod.mjs, pinned to one core): the two validated benchmark routes through
// inject(), served by Capsule + Ajv, Capsule + Zod (@capsule/standard-schema), Fastify + Zod
// (fastify-type-provider-zod), and two that explain the differences (Capsule + Zod validating its responses, Fastify +
// Ajv), each in its own worker thread (zod-worker.mjs), all driven from here in one run, interleaved in rounds. Every
// answer is checked first. See README.md "Zod: bench:zod". Env: ROUTES (user,items), SUBJECTS (all five: see
// zod-apps.mjs), ROUNDS (50), SLICE_MS (300),
// WARMUP_MS (2000), MAX_SECONDS (200: no round starts after it).
import { normalise, refusedRequests, routeAnswerProblems, show } from './answer-checks.mjs'
import { interleaveRounds } from './interleaved-rounds.mjs'
import { median, quantile } from './quantiles.mjs'
import { writeResults } from './results.mjs'
import { itemBody, routes } from './routes.mjs'
import { startSubject } from './worker-subject.mjs'
import { subjects as allSubjects, versions } from './zod-apps.mjs'

const allRoutes = ['user', 'items']
const selected = (process.env.ROUTES ?? allRoutes.join(',')).split(',')
const subjects = (process.env.SUBJECTS ?? allSubjects.join(',')).split(',')
const rounds = Number(process.env.ROUNDS ?? 50)
const sliceMs = Number(process.env.SLICE_MS ?? 300)
const warmupMs = Number(process.env.WARMUP_MS ?? 2000)
const maxSeconds = Number(process.env.MAX_SECONDS ?? 200)

for (const key of selected)
  if (!allRoutes.includes(key)) throw new Error(`unknown route ${key} (known: ${allRoutes.join(', ')})`)
for (const name of subjects)
  if (!allSubjects.includes(name))
    throw new Error(`unknown subject ${name} (known: ${allSubjects.join(', ')})`)

// ---- the subjects, one worker thread each (its own isolate: no JIT feedback, Zod instance or heap shared) -------

const workers = Object.fromEntries(
  subjects.map((name) => [
    name,
    startSubject(new URL('./zod-worker.mjs', import.meta.url), { subject: name }, name)
  ])
)
await Promise.all(subjects.map((name) => workers[name].ready))
const ask = (name, method, path, body) => workers[name].ask(method, path, body)

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
// the refusals bench:fetch checks too, two more constraints (a description too long, no attributes), an unknown method
const refused = [
  ...refusedRequests,
  ['POST', '/items', JSON.stringify({ ...item, description: 'd'.repeat(2001) })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: undefined })],
  ['DELETE', '/users/42']
]
const accepted = [
  ['GET', '/users/7'],
  ['GET', `/users/123456?fields=${'a'.repeat(100)}`],
  [
    'POST',
    '/items',
    JSON.stringify({ ...item, description: undefined, attributes: { color: 'red', extra: true } })
  ],
  [
    'POST',
    '/items',
    JSON.stringify({ ...item, extra: 'kept by Ajv, stripped by Zod; the handler never reads it' })
  ]
]
const coerced = ['POST', '/items', JSON.stringify({ ...item, price: '19.99' })]

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
  if (x.statusCode !== y.statusCode || x.error !== y.error || Object.keys(x).join() !== Object.keys(y).join())
    return 'body'
  if (!isZod(nameA) || !isZod(nameB)) return null
  const rootPath = (message) => message.replace(/^(body|querystring|params|headers)\/ /, '$1 ')
  return rootPath(x.message) === rootPath(y.message) ? null : 'message'
}

async function check() {
  const problems = await routeAnswerProblems(selected, subjects, ask)
  for (const [method, path, body] of [...refused, ...accepted]) {
    const answers = await Promise.all(subjects.map((name) => ask(name, method, path, body).then(normalise)))
    const differs = answers
      .map((answer, i) => difference(answers[0], answer, subjects[0], subjects[i]))
      .find((d) => d !== null)
    if (differs !== undefined) {
      problems.push(
        `${method} ${path.slice(0, 60)} ${body === undefined ? '' : body.slice(0, 60)} answered differently (${differs}):\n${answers.map((a, i) => `    ${subjects[i]}: ${show(a)}`).join('\n')}`
      )
    }
  }
  const [method, path, body] = coerced
  for (const name of subjects) {
    const answer = await ask(name, method, path, body)
    const status = isZod(name) ? 400 : 201
    if (answer.status !== status)
      problems.push(
        `${name}: price "19.99" answered ${show(answer)}, expected ${status} (Ajv coerces, Zod does not)`
      )
  }
  if (problems.length > 0) {
    console.error(
      `bench:zod: the subjects do not give the same answers, no figures:\n  ${problems.join('\n  ')}`
    )
    process.exit(1)
  }
  console.log(
    `checked: ${selected.length} routes + ${refused.length + accepted.length + 1} other requests, same answers from ${subjects.join(', ')} (deliberate differences set aside: README.md)`
  )
}

// ---- timing (the loop runs in each subject's worker) -----------------------------------------------------------

await check()
const { ops, done, seconds, read, wrong } = await interleaveRounds({
  subjects: workers,
  names: subjects,
  routes,
  keys: selected,
  rounds,
  sliceMs,
  warmupMs,
  maxSeconds
})
if (wrong.length > 0) {
  console.error(`bench:zod: failed, no figures written:\n  ${wrong.join('\n  ')}`)
  process.exit(1)
}

const ratio = (key, a, b) => ops[key][a].map((value, round) => value / ops[key][b][round])
/** The median of the per-round ratios a/b, with their quartiles: `1.270 (1.20–1.34)`; above 1, a answers more. */
const pair = (row, key, a, b) => {
  if (!subjects.includes(a) || !subjects.includes(b)) return
  const r = ratio(key, a, b)
  row[`${a}/${b}`] =
    `${median(r).toFixed(3)} (${quantile(r, 0.25).toFixed(2)}–${quantile(r, 0.75).toFixed(2)})`
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
    row['goal: capsule-zod faster than fastify-zod'] =
      median(ratio(key, 'capsule-zod', 'fastify-zod')) > 1 ? 'met' : 'not met'
  }
  return row
})
console.table(rows)
console.log(`${done} rounds in ${seconds.toFixed(0)} s (${read} characters of answers read)`)

// a smoke run (a subset, or fewer than 10 rounds) prints its table but leaves RESULTS.md alone
const complete =
  allSubjects.every((name) => subjects.includes(name)) &&
  allRoutes.every((key) => selected.includes(key)) &&
  done >= 10
if (complete) {
  writeResults(
    'Zod: Capsule + @capsule/standard-schema vs Fastify + fastify-type-provider-zod (pnpm bench:zod)',
    rows,
    {
      rounds: done === rounds ? rounds : `${done} of ${rounds} (MAX_SECONDS)`,
      'slice ms': sliceMs,
      'warmup ms': warmupMs,
      taskset: process.env.BENCH_ZOD_PINNED === '1',
      'one worker thread per subject': true,
      entry: 'inject()',
      ...versions()
    }
  )
} else console.log('not written (a subset of the subjects or routes, or fewer than 10 rounds)')
await Promise.all(subjects.map((name) => workers[name].worker.terminate()))
