// The launcher of an in-process benchmark (fetch.mjs, zod.mjs): starts its run script in a child process pinned to
// core 1 (taskset, where it exists), kills it if it has not ended by a deadline, and passes its exit code on. The
// deadline is kept here, in another process, because a stuck run (a loop that never yields) cannot stop itself.
// Not processes.mjs's `pinned`/`track`: importing processes.mjs installs signal handlers that exit before this
// launcher's own kill the child.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Runs `scriptUrl` with this Node, pinned to core 1 where taskset exists, with `pinnedVar` set to '1' or '0' in its
 * environment (the run writes it to RESULTS.md). Kills it (SIGKILL) after `deadlineMs` or on SIGINT, SIGTERM or
 * SIGHUP (then exits 130); exits with its exit code (1 if a signal ended it). `label` starts the deadline message.
 */
export function launchPinned(scriptUrl, { label, deadlineMs, pinnedVar }) {
  const script = fileURLToPath(scriptUrl)
  const hasTaskset = spawnSync('taskset', ['-c', '1', 'true']).status === 0
  const args = [process.execPath, script]
  const command = hasTaskset ? ['taskset', '-c', '1', ...args] : args

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [pinnedVar]: hasTaskset ? '1' : '0' }
  })
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  const timer = setTimeout(() => {
    console.error(`${label}: no result after ${Math.round(deadlineMs / 1000)} s, killing pid ${child.pid}`)
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
}
