import type { CoreState } from '../core-state.js'
import { connectionsOf } from './connection-tracker.js'
import { kAnsweredSockets, kHttp2Sessions } from './create-server.js'

// how long an idle keep-alive connection must stay silent before the drain closes it: a client that has just read a
// response sends its next request within a round trip, far below this; one that waited this long is idle
const QUIET_MS = 250
// how often the drain looks at the open connections
const SWEEP_MS = 25

type Server = CoreState['server']
type Closable = { close(): void; destroy(): void }

/**
 * Drains one listening server within `grace` ms (readiness.ts has the states around it): it stops accepting
 * connections, sends GOAWAY to HTTP/2 sessions (their open streams finish), and closes each HTTP/1 connection as
 * soon as that cannot lose a request: after its response (every response carries `Connection: close` while
 * draining, so Node closes it) or once it has been idle and silent for a quiet period. When the grace is over,
 * whatever is still open (a long response, a server-sent event stream, an upgraded WebSocket) is closed.
 */
export function drainServer(core: CoreState, server: Server, grace: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const tracker = connectionsOf(server)
    const quietMs = Math.min(QUIET_MS, grace)
    const sessions = (server as unknown as { [kHttp2Sessions]?: Set<Closable> })[kHttp2Sessions]
    // the look comes right after Node has read the sockets (setImmediate runs after the poll phase): from the timer
    // itself, a request that arrived while the event loop was busy would still be unread, its connection silent
    const look = (): void => tracker?.closeQuiet(Date.now(), quietMs)
    const sweep = setInterval(() => setImmediate(look), SWEEP_MS).unref()
    const deadline = setTimeout(() => {
      const open = tracker?.sockets.size ?? 0
      core.logger.warn(
        { openConnections: open },
        `closeGrace of ${grace} ms is over with ${open} connection(s) still open: closing them`
      )
      if (sessions !== undefined) for (const session of sessions) session.destroy()
      tracker?.destroyAll()
    }, grace).unref()
    stopAccepting(server, () => {
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve()
    })
    // sockets answered with a client error only wait for their client to read the answer: not worth waiting for
    const answered = (server as unknown as { [kAnsweredSockets]?: Set<Closable> })[kAnsweredSockets]
    if (answered !== undefined) for (const socket of answered) socket.destroy()
    if (sessions !== undefined) for (const session of sessions) session.close()
    setImmediate(look)
  })
}

const leaveIdleOpen = (): void => undefined

/**
 * Stops accepting connections and calls `done` once every connection has closed. Node's http.Server#close() also
 * closes the keep-alive connections that are idle at that instant, the very race the drain is here to avoid (a
 * client may have sent its next request on one): during the call, the server's closeIdleConnections does nothing.
 */
function stopAccepting(server: Server, done: () => void): void {
  const own = server as unknown as { closeIdleConnections?: () => void }
  if (typeof own.closeIdleConnections !== 'function' || Object.hasOwn(own, 'closeIdleConnections')) {
    server.close(() => done())
    return
  }
  own.closeIdleConnections = leaveIdleOpen
  try {
    server.close(() => done())
  } finally {
    delete own.closeIdleConnections
  }
}
