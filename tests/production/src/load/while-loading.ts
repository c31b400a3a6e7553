import { setTimeout as sleep } from 'node:timers/promises'
import { runLoad, type LoadCounts, type LoadOptions } from './run-load.js'

/** A load run and the restarts made while it ran. */
export interface LoadWithRestarts<Round> {
  counts: LoadCounts
  rounds: Round[]
}

/**
 * Runs the load and, while it runs, one restart round after another, `pause` ms of plain load before each (the
 * processes that a round starts take CPU from the load while they boot; the pause lets the load make progress).
 * A round under way when the load ends is finished before this resolves.
 */
export async function loadWithRestarts<Round>(
  load: LoadOptions,
  round: () => Promise<Round>,
  pause: number
): Promise<LoadWithRestarts<Round>> {
  let loading = true
  const running = runLoad(load).finally(() => (loading = false))
  const rounds: Round[] = []
  for (;;) {
    await Promise.race([sleep(pause), running])
    if (!loading) break
    rounds.push(await round())
  }
  return { counts: await running, rounds }
}
