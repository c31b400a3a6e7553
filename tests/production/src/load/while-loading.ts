import { setTimeout as sleep } from 'node:timers/promises'
import { startLoad, type LoadCounts, type LoadOptions } from './run-load.js'

/** A load run and the restarts made while it ran. */
export interface LoadWithRestarts<Round> {
  counts: LoadCounts
  rounds: Round[]
}

export interface RestartPlan<Round> {
  /** one restart round (every process once) */
  round: () => Promise<Round>
  /**
   * ms of plain load before each round: the processes that a round starts take CPU from the load while they boot
   * and then run cold for a while; the pause lets the load make progress
   */
  pause: number
  /**
   * end the load once this many answers were read and `minRounds` rounds done (a faster machine stops sooner, a
   * slower one later, up to the load's `duration`); without either, the load runs for its `duration`
   */
  until?: number
  minRounds?: number
}

/**
 * Runs the load and, while it runs, one restart round after another. A round under way when the load ends is
 * finished before this resolves; a run stopped by `until` ends after a round, on restarted processes serving.
 */
export async function loadWithRestarts<Round>(
  load: LoadOptions,
  plan: RestartPlan<Round>
): Promise<LoadWithRestarts<Round>> {
  let loading = true
  const run = startLoad(load)
  const counts = run.counts.finally(() => (loading = false))
  const rounds: Round[] = []
  const enough = (): boolean =>
    (plan.until !== undefined || plan.minRounds !== undefined) &&
    run.answered() >= (plan.until ?? 0) &&
    rounds.length >= (plan.minRounds ?? 0)
  for (;;) {
    const next = Date.now() + plan.pause
    while (loading && Date.now() < next && !enough()) await sleep(50)
    if (!loading) break
    if (enough()) {
      run.stop()
      break
    }
    rounds.push(await plan.round())
  }
  return { counts: await counts, rounds }
}
