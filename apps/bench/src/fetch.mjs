// `bench:fetch`: Capsule's app.fetch vs Hono's app.fetch vs Fastify's inject(), in process, no socket. Starts
// fetch-run.mjs pinned to core 1 (taskset, where it exists), under a deadline, and passes its
// exit code on (pinned-launch.mjs). Env: see fetch-run.mjs and README.md "In-process fetch".
import { launchPinned } from './pinned-launch.mjs'

// warm-up + rounds of one slice per route and framework, plus checks and start-up; twice that is surely stuck
const cells =
  (process.env.ROUTES ?? 'hello,user,items,notFound').split(',').length *
  (process.env.FRAMEWORKS ?? 'capsule,hono,fastify').split(',').length
const expectedMs =
  cells *
  (Number(process.env.WARMUP_MS ?? 1000) +
    Number(process.env.ROUNDS ?? 30) * Number(process.env.SLICE_MS ?? 300))
const deadlineMs = 2 * expectedMs + 60_000

launchPinned(new URL('./fetch-run.mjs', import.meta.url), {
  label: 'bench:fetch',
  deadlineMs,
  pinnedVar: 'BENCH_FETCH_PINNED'
})
