import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const fixture = fileURLToPath(new URL('../../fixtures/restart/cluster.mjs', import.meta.url))

/** How an old worker ended in a rolling restart. */
export interface WorkerExit {
  pid: number
  code: number | null
  signal: NodeJS.Signals | null
}

/** The fixture's cluster primary (fixtures/restart/cluster.mjs), driven over its IPC channel. */
export interface ClusterPrimary {
  pid: number
  origin: string
  /** restarts each worker in turn (replacement first); resolves with the old workers' exits */
  roll(): Promise<WorkerExit[]>
  /** SIGTERM to the primary, which stops its workers; resolves once it exited */
  stop(): Promise<void>
}

/**
 * Starts the primary on `port` with 2 workers. `close` chooses how workers stop on SIGTERM: 'drain' is
 * closeOnSignals(app) with a closeGrace, 'close' is the plain close() of applications written before the drain.
 */
export async function startClusterPrimary(port: number, close: 'drain' | 'close'): Promise<ClusterPrimary> {
  const child: ChildProcess = fork(fixture, [], {
    env: { ...process.env, PORT: String(port), CLOSE: close },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  const exited = once(child, 'exit')
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
  try {
    await Promise.race([
      message(child, 'ready'),
      exited.then(([code]) => Promise.reject(new Error(`the cluster primary exited with ${code}`)))
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    pid: child.pid!,
    origin: `http://127.0.0.1:${port}`,
    async roll() {
      const rolled = message(child, 'rolled')
      child.send({ type: 'roll' })
      const answer = (await Promise.race([
        rolled,
        exited.then(([code]) => Promise.reject(new Error(`the cluster primary exited with ${code}`)))
      ])) as { exits?: WorkerExit[]; error?: string }
      if (answer.error !== undefined) throw new Error(`the rolling restart failed: ${answer.error}`)
      return answer.exits!
    },
    stop
  }
}

/** The next IPC message of `type` from the child. */
function message(child: ChildProcess, type: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (received: { type?: string }): void => {
      if (received?.type !== type) return
      child.off('message', listener)
      resolve(received)
    }
    child.on('message', listener)
  })
}
