/** Options of `closeOnSignals(app, options)` (readiness and drain: the deployment guide). */
export interface CloseOnSignalsOptions {
  /** the signals that start the shutdown (default `['SIGTERM', 'SIGINT']`) */
  signals?: readonly NodeJS.Signals[]
  /**
   * ms to keep serving, with `app.readiness` 'draining' and every response `Connection: close`, before close()
   * starts (default 0): long enough for load balancers to see the readiness probe fail
   */
  delay?: number
  /** ms close() drains for (default: the `closeGrace` factory option, or 10000 when that is 0) */
  grace?: number
  /** exit the process once closed: code 0, or 1 when close() failed (default true) */
  exit?: boolean
}

/** What `app.readiness` says (the deployment guide's health checks). */
export type Readiness = 'starting' | 'ready' | 'draining' | 'closed'

/** What closeOnSignals() takes: the application (`Fastify()`); a Capsule instance is checked at runtime. */
export interface ClosableApplication {
  close(...args: never[]): unknown
  listen(...args: never[]): unknown
}
