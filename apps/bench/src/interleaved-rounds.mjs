// The timed part of an in-process benchmark (bench:fetch, bench:zod): subjects (worker-subject.mjs) sliced in turn.
// Short slices in many rounds because this VM's speed drifts within seconds: adjacent slices compare like with like,
// and the median of the per-round ratios shrugs off the slices a burst of other work landed on. The order turns by
// one each round (A B C, B C A, C A B, ...) so that no subject always follows the same one.
import { performance } from 'node:perf_hooks'

/**
 * First one warm-up slice of `warmupMs` per route and subject (not kept), then `rounds` rounds of one `sliceMs` slice
 * per route (`keys` of `routes`) and subject (`names` of `subjects`), printing `round n/rounds` as it goes; no round
 * starts once `maxSeconds` have passed since the warm-up began. Returns `ops` (ops[key][name]: ops/s, one a round),
 * `done` (rounds run), `seconds` (warm-up and rounds), `read` (characters of answers read, all slices) and `wrong`
 * (one line per route and subject that answered any timed request with another status than the route's).
 */
export async function interleaveRounds({
  subjects,
  names,
  routes,
  keys,
  rounds,
  sliceMs,
  warmupMs,
  maxSeconds = Infinity
}) {
  let read = 0
  const wrongCounts = {}
  const slice = async (name, key, ms) => {
    const result = await subjects[name].slice(routes[key], ms)
    read += result.read
    if (result.wrong > 0) wrongCounts[`${key} ${name}`] = (wrongCounts[`${key} ${name}`] ?? 0) + result.wrong
    return result.ops
  }
  const order = (round) => names.map((_, i) => names[(i + round) % names.length])

  const begun = performance.now()
  for (const key of keys) for (const name of names) await slice(name, key, warmupMs)
  const ops = Object.fromEntries(
    keys.map((key) => [key, Object.fromEntries(names.map((name) => [name, []]))])
  )
  let done = 0
  for (let round = 0; round < rounds; round++) {
    if ((performance.now() - begun) / 1000 > maxSeconds) {
      console.log(`\nMAX_SECONDS (${maxSeconds}) reached: ${done} of ${rounds} rounds`)
      break
    }
    for (const key of keys)
      for (const name of order(round)) ops[key][name].push(await slice(name, key, sliceMs))
    done++
    process.stdout.write(`round ${done}/${rounds}\r`)
  }
  const seconds = (performance.now() - begun) / 1000
  process.stdout.write('\n')
  const wrong = Object.entries(wrongCounts).map(
    ([subject, n]) => `${subject}: ${n} answers with another status than the route's`
  )
  return { ops, done, seconds, read, wrong }
}
