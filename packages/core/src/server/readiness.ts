import type { CoreState } from '../core-state.js'
import type { Readiness } from '../types/shutdown.js'

/**
 * `app.readiness`, one state machine for the application's life, for health checks and plugins:
 *
 *   starting ──ready() resolved──▶ ready ──close() or closeOnSignals' signal──▶ draining ──close() done──▶ closed
 *
 * - starting: plugins loading, onReady hooks running (or ready() never asked for). A readiness probe says no.
 * - ready: every plugin loaded and every onReady hook done; listening or not (inject() and app.fetch work).
 * - draining: every HTTP/1 response carries `Connection: close`. During closeOnSignals' `delay` the server still
 *   accepts connections and answers normally, so load balancers see the probe fail before anything closes; then
 *   close() runs: preClose hooks, no new connections, and with a close grace the requests that still arrive on open
 *   connections are served (drain.ts), without one they are answered 503 (`return503OnClosing`, as in Fastify).
 * - closed: close() finished (onClose hooks ran); nothing listens.
 *
 * A health route answers 503 unless the state is 'ready' (the deployment guide's readiness probe).
 */
export function readinessOf(core: CoreState): Readiness {
  if (core.closed) return 'closed'
  if (core.draining) return 'draining'
  return core.readied ? 'ready' : 'starting'
}
