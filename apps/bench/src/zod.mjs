// `bench:zod`: the two validated routes served by Capsule + Ajv, Capsule + Zod (@capsule/standard-schema), Fastify +
// Zod (fastify-type-provider-zod) and Capsule + Zod validating its responses, through inject(), in one interleaved
// run. Starts zod-run.mjs pinned to core 1 (taskset, where it exists), under a deadline, and passes its exit code on
// (pinned-launch.mjs). Env: see zod-run.mjs and README.md "Zod: bench:zod".
import { launchPinned } from './pinned-launch.mjs'

// zod-run.mjs starts no round after MAX_SECONDS; a run still going a minute after that (and its last round) is stuck
const deadlineMs = (Number(process.env.MAX_SECONDS ?? 200) + 90) * 1000

launchPinned(new URL('./zod-run.mjs', import.meta.url), {
  label: 'bench:zod',
  deadlineMs,
  pinnedVar: 'BENCH_ZOD_PINNED'
})
