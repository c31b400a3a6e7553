// `bench:zod`: the two validated routes served by Capsule + Ajv, Capsule + Zod (@capsule/standard-schema), Fastify +
// Zod (fastify-type-provider-zod) and Capsule + Zod validating its responses, through inject(), in one interleaved
// run. Starts zod-run.mjs pinned to core 1 (taskset, where it exists), under a deadline, and passes its exit code on.
// Env: see zod-run.mjs and README.md "Zod: bench:zod".
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./zod-run.mjs', import.meta.url))
const hasTaskset = spawnSync('taskset', ['-c', '1', 'true']).status === 0
const args = [process.execPath, script]
const command = hasTaskset ? ['taskset', '-c', '1', ...args] : args
// zod-run.mjs starts no round after MAX_SECONDS; a run still going a minute after that (and its last round) is stuck
const deadlineMs = (Number(process.env.MAX_SECONDS ?? 200) + 90) * 1000

const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, BENCH_ZOD_PINNED: hasTaskset ? '1' : '0' } })
const stop = () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
const timer = setTimeout(() => {
  console.error(`bench:zod: no result after ${Math.round(deadlineMs / 1000)} s, killing pid ${child.pid}`)
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
