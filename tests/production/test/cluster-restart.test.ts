// Rolling restarts of a node:cluster application under load: the primary replaces its 2 workers one at a time
// (replacement listening first, then SIGTERM to the old one) while 32 keep-alive connections keep sending. With
// the drain (closeOnSignals, closeGrace) no request is lost; with the plain close() of earlier versions some are,
// which is what shows that this test can fail.
import { afterEach, describe, expect, it } from 'vitest'
import { startClusterPrimary, type ClusterPrimary, type WorkerExit } from '../src/cluster/cluster-primary.js'
import { freePort } from '../src/load/free-port.js'
import { describeLoad, failures } from '../src/load/run-load.js'
import { restartMix } from '../src/load/mix.js'
import { loadWithRestarts, type RestartPlan } from '../src/load/while-loading.js'

let primary: ClusterPrimary | undefined
afterEach(async () => {
  await primary?.stop()
  primary = undefined
})

/** Restart rounds under load for at most `duration` seconds (`RestartPlan` has the rest). */
async function rollingRestarts(
  close: 'drain' | 'close',
  { duration, ...plan }: { duration: number } & Omit<RestartPlan<WorkerExit[]>, 'round'>
) {
  primary = await startClusterPrimary(await freePort(), close)
  const cluster = primary
  const { counts, rounds } = await loadWithRestarts(
    { title: `cluster, ${close}`, origin: cluster.origin, requests: restartMix, duration },
    { round: () => cluster.roll(), ...plan }
  )
  console.log(`${describeLoad(`cluster, ${close}`, counts)}; ${rounds.length} rounds of restarts`)
  return { counts, exits: rounds.flat(), rounds: rounds.length }
}

describe('node:cluster rolling restart under keep-alive load', () => {
  it('loses no request with the drain: every answer 2xx, no error, timeout, reset or unanswered request', async () => {
    const { counts, exits, rounds } = await rollingRestarts('drain', {
      duration: 40,
      pause: 2000,
      until: 102_000,
      minRounds: 3
    })
    expect(counts.answered).toBeGreaterThanOrEqual(100_000)
    expect(rounds).toBeGreaterThanOrEqual(3)
    expect(exits.every((exit) => exit.code === 0)).toBe(true)
    expect({
      non2xx: counts.non2xx,
      errors: counts.errors,
      timeouts: counts.timeouts,
      resets: counts.connectionResets,
      unanswered: counts.unanswered
    }).toEqual({ non2xx: 0, errors: 0, timeouts: 0, resets: 0, unanswered: 0 })
    // the drain did close connections: the clients were moved to the new workers by `Connection: close` answers
    expect(counts.closedByServer).toBeGreaterThan(0)
  })

  it('loses requests with the plain close() (no drain): the same restarts fail some', async () => {
    const { counts, rounds } = await rollingRestarts('close', { duration: 8, pause: 100, minRounds: 3 })
    expect(rounds).toBeGreaterThanOrEqual(1)
    expect(failures(counts)).toBeGreaterThan(0)
  })
})
