import type { LoadRequest } from './run-load.js'

/**
 * The request mix of the restart scenarios (fixtures/restart/app.mjs), sent in order by each connection: mostly the
 * fast JSON route, one request in 8 a POST with a validated body (a proxy does not retry those by default; they
 * cost more CPU than the GETs, so fewer of them), and one request in 40
 * that stays 20 ms in its handler, so that a few requests are in a handler whenever a process is told to stop (more
 * of them would leave the 2 cores idle, waiting on timers, and slow the runs down).
 */
export const restartMix: readonly LoadRequest[] = [
  ...Array.from({ length: 34 }, (): LoadRequest => ({ method: 'GET', path: '/fast' })),
  ...Array.from({ length: 5 }, (_, i): LoadRequest => ({
    method: 'POST',
    path: '/items',
    body: { name: `item-${i}`, quantity: i + 1 }
  })),
  { method: 'GET', path: '/slow' }
]
