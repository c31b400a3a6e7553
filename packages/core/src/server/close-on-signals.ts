import { CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION } from '../errors.js'
import { readThrown } from '../lifecycle/thrown.js'
import { kCore } from '../symbols.js'
import type { CoreState } from '../core-state.js'
import type { ClosableApplication, CloseOnSignalsOptions } from '../types/shutdown.js'
import { close } from './close.js'

// a close() without a closeGrace of its own still drains when a signal asks for it: the time a rolling restart waits
const DEFAULT_GRACE_MS = 10_000

/**
 * `closeOnSignals(app, options)`: the shutdown a process manager expects (readiness.ts has the states). On the first
 * signal the application is 'draining' (responses carry `Connection: close`, health routes answer 503) and keeps
 * serving for `delay` ms, so load balancers take it out of rotation; then close() drains for `grace` ms and the
 * process exits (code 1 when close() failed). A second signal exits at once with code 1. Returns the function that
 * removes the listeners.
 * @throws {CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION} for an instance that is not Capsule's, or a bad option
 */
export function closeOnSignals(app: ClosableApplication, options: CloseOnSignalsOptions = {}): () => void {
  const core = (app as { [kCore]?: CoreState })[kCore]
  if (core === undefined)
    throw new CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION(
      'the first argument must be the application (Fastify())'
    )
  const signals = signalsOption(options.signals)
  const delay = milliseconds('delay', options.delay, 0)
  const grace = milliseconds(
    'grace',
    options.grace,
    core.options.closeGrace > 0 ? core.options.closeGrace : DEFAULT_GRACE_MS
  )
  const exit = options.exit ?? true
  if (typeof exit !== 'boolean') throw new CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION('exit must be a boolean')
  let received: NodeJS.Signals | null = null
  const remove = (): void => {
    for (const signal of signals) process.removeListener(signal, onSignal)
  }
  function onSignal(signal: NodeJS.Signals): void {
    if (received !== null) {
      core!.logger.error({ signal }, `${signal} received while closing after ${received}: exiting now`)
      process.exit(1)
    }
    received = signal
    core!.logger.info({ signal, delay, grace }, `${signal} received: draining, then closing`)
    core!.draining = true
    void closeLater(core!, delay, grace).then((failed) => {
      if (exit) process.exit(failed ? 1 : 0)
      remove()
    })
  }
  for (const signal of signals) process.on(signal, onSignal)
  return remove
}

/** Waits `delay` ms, then closes with `grace`: true when close() failed (its error is logged). */
async function closeLater(core: CoreState, delay: number, grace: number): Promise<boolean> {
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
  try {
    await close(core, grace)
    return false
  } catch (error) {
    core.logger.error({ err: readThrown(error).error }, 'close() failed')
    return true
  }
}

function signalsOption(given: unknown): readonly NodeJS.Signals[] {
  if (given === undefined) return ['SIGTERM', 'SIGINT']
  if (
    !Array.isArray(given) ||
    given.length === 0 ||
    !given.every((signal) => typeof signal === 'string' && /^SIG[A-Z0-9]+$/.test(signal))
  )
    throw new CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION(
      `signals must be a non-empty list of signal names such as ['SIGTERM', 'SIGINT'], got ${String(given)}`
    )
  return given as NodeJS.Signals[]
}

function milliseconds(name: string, given: unknown, fallback: number): number {
  if (given === undefined) return fallback
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 0)
    throw new CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION(
      `${name} must be an integer >= 0 (ms), got ${String(given)}`
    )
  return given
}
