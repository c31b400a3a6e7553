// `bench:fetch`: Capsule's app.fetch vs Hono's app.fetch vs Fastify's inject(), in process, no socket. Starts
// fetch-run.mjs pinned to core 1 (taskset, where it exists), under a deadline, and passes its
// exit code on. Env: see fetch-run.mjs and README.md "In-process fetch".
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./fetch-run.mjs', import.meta.url))
const hasTaskset = spawnSync('taskset', ['-c', '1', 'true']).status === 0
const args = [process.execPath, script]
const command = hasTaskset ? ['taskset', '-c', '1', ...args] : args
// warm-up + rounds of one slice per route and framework, plus checks and start-up; twice that is surely stuck
const cells = (process.env.ROUTES ?? 'hello,user,items,notFound').split(',').length * (process.env.FRAMEWORKS ?? 'capsule,hono,fastify').split(',').length
const expectedMs = cells * (Number(process.env.WARMUP_MS ?? 1000) + Number(process.env.ROUNDS ?? 30) * Number(process.env.SLICE_MS ?? 300))
const deadlineMs = 2 * expectedMs + 60_000

const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, BENCH_FETCH_PINNED: hasTaskset ? '1' : '0' } })
const stop = () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
const timer = setTimeout(() => {
  console.error(`bench:fetch: no result after ${Math.round(deadlineMs / 1000)} s, killing pid ${child.pid}`)
  stop()
}, deadlineMs)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    stop()
    process.exit(130)
  })
}
child.on('exit', (code, signal) => {
  clearTimeout(timer)
  process.exit(code ?? (signal ? 1 : 0))
})
