import type { CoreState } from '../core-state.js'
import { runAppHooks } from '../hooks/run-app-hooks.js'
import { collectAppHooks } from './app-hooks.js'
import { kAnsweredSockets, kHttp2Sessions } from './create-server.js'
import { connectionsOf } from './connection-tracker.js'
import { drainServer } from './drain.js'
import { readThrown } from '../lifecycle/thrown.js'

/**
 * `close()` (the deployment guide; readiness.ts has the states): run preClose, stop accepting, then either drain
 * for `grace` ms (drain.ts: requests still arriving on open connections are served, nothing is lost) or, without a
 * grace, close as Fastify does: answer new requests with 503 (while `return503OnClosing`), let in-flight requests
 * finish with `Connection: close`, close idle keep-alive sockets at once (never wait for keepAliveTimeout). Then
 * run onClose hooks, children before parents.
 */
export async function close(core: CoreState, grace = core.options.closeGrace): Promise<void> {
  if (core.closed) return
  if (core.closing) {
    await core.closedPromise
    return
  }
  // forceCloseConnections: true asks for every connection to go at once: nothing to drain
  const drains = grace > 0 && core.options.forceCloseConnections !== true
  core.closing = true
  core.draining = true
  core.shedding = core.options.return503OnClosing && !drains
  let resolveClosed!: () => void
  core.closedPromise = new Promise<void>((resolve) => {
    resolveClosed = resolve
  })
  // the first hook error is what close() rejects with, once everything is closed anyway (as in Fastify)
  let firstError: unknown = null
  try {
    // as in Fastify, closing an instance that never booted loads its plugins first, so their onClose hooks run,
    // without running its onReady hooks; a ready() under way finishes first (not from inside a plugin that is
    // loading: that would wait for itself)
    if (core.boot.running === core.boot.rootNode)
      await (core.readying() ?? core.boot.ready()).catch(() => undefined)
    if (core.started) {
      try {
        await runAppHooks('preClose', collectAppHooks(core.root, 'preClose'), () => [], 0)
      } catch (error) {
        core.logger.error({ err: readThrown(error).error }, 'preClose hook failed')
        firstError = error
      }
    }
    // a binding under way completes first: a server that opened after close() would keep the process alive
    if (core.binding !== null) await core.binding
    if (core.listening) {
      await Promise.all(
        [core.server, ...core.bindings].map((server) =>
          drains ? drainServer(core, server, grace) : closeServer(core, server)
        )
      )
      core.listening = false
    }
    // onClose runs last-registered first: children load after their parents, so they close first
    for (let i = core.onClose.length - 1; i >= 0; i--) {
      const { self, fn } = core.onClose[i]!
      try {
        await runAppHooks('onClose', [{ self, hooks: [fn] }], (instance) => [instance], 0)
      } catch (error) {
        core.logger.error({ err: readThrown(error).error }, 'onClose hook failed')
        firstError ??= error
      }
    }
    core.closed = true
    if (firstError !== null) throw firstError
  } finally {
    resolveClosed()
  }
}

/** Stops one listening server: no new connections, idle and answered sockets closed, in-flight ones finish. */
function closeServer(core: CoreState, server: CoreState['server']): Promise<void> {
  return new Promise<void>((resolve) => {
    // a response under way when close() began (headers sent: too late for `Connection: close`) leaves a
    // keep-alive socket idle when it ends, after the one sweep below: sweep again until the server is closed, so
    // close() never waits for keepAliveTimeout (only while closing, and only when idle sockets may be closed)
    const sweep = forcesIdle(core, server)
      ? setInterval(() => server.closeIdleConnections(), 100).unref()
      : undefined
    server.close(() => {
      clearInterval(sweep)
      resolve()
    })
    // sockets answered with a client error only wait for their client to read the answer: not worth waiting for
    const answered = (server as unknown as { [kAnsweredSockets]?: Set<{ destroy(): void }> })[
      kAnsweredSockets
    ]
    if (answered !== undefined) for (const socket of answered) socket.destroy()
    const sessions = (server as unknown as { [kHttp2Sessions]?: Set<{ close(): void; destroy(): void }> })[
      kHttp2Sessions
    ]
    if (sessions !== undefined) {
      // graceful: no new streams, open ones finish
      for (const session of sessions) {
        if (core.options.forceCloseConnections === true) session.destroy()
        else session.close()
      }
    } else if (core.options.forceCloseConnections === true) closeAllConnections(server)
    // a serverFactory's server may lack it (Fastify's default 'idle' then closes nothing early either)
    else if (forcesIdle(core, server)) server.closeIdleConnections()
  })
}

/** Idle keep-alive sockets are closed at close() (`forceCloseConnections: 'idle'`, the default), on an HTTP/1 server. */
function forcesIdle(
  core: CoreState,
  given: CoreState['server']
): given is CoreState['server'] & { closeIdleConnections(): void } {
  const server = given as { closeIdleConnections?: unknown; [kHttp2Sessions]?: unknown }
  return (
    core.options.forceCloseConnections === 'idle' &&
    typeof server.closeIdleConnections === 'function' &&
    server[kHttp2Sessions] === undefined
  )
}

/** Every connection, idle or not: Node's own method, else the sockets tracked for a server without it. */
function closeAllConnections(server: CoreState['server']): void {
  if (typeof server.closeAllConnections === 'function') server.closeAllConnections()
  else connectionsOf(server)?.destroyAll()
}
