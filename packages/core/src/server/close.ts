import type { CoreState } from '../core-state.js'
import { runAppHooks } from '../hooks/run-app-hooks.js'
import { collectAppHooks } from './app-hooks.js'
import { kAnsweredSockets, kHttp2Sessions, kOpenSockets } from './create-server.js'
import { readThrown } from '../lifecycle/thrown.js'

/**
 * `close()` (the deployment guide): stop accepting, run preClose, answer new requests with 503 (while
 * `return503OnClosing`), let in-flight requests finish with `Connection: close`, close idle keep-alive sockets
 * at once (never wait for keepAliveTimeout), then run onClose hooks, children before parents.
 */
export async function close(core: CoreState): Promise<void> {
  if (core.closed) return
  if (core.closing) {
    await core.closedPromise
    return
  }
  core.closing = true
  let resolveClosed!: () => void
  core.closedPromise = new Promise<void>((resolve) => {
    resolveClosed = resolve
  })
  // the first hook error is what close() rejects with, once everything is closed anyway (as in Fastify)
  let firstError: unknown = null
  try {
    // as in Fastify, closing an instance that never booted loads its plugins first, so their onClose hooks run
    // (not from inside a plugin that is loading: that would wait for itself)
    if (!core.boot.started && core.boot.running === core.boot.rootNode)
      await core.boot.ready().catch(() => undefined)
    if (core.started) {
      await core.boot.ready().catch(() => undefined)
      try {
        await runAppHooks('preClose', collectAppHooks(core.root, 'preClose'), () => [], 0)
      } catch (error) {
        core.logger.error({ err: readThrown(error).error }, 'preClose hook failed')
        firstError = error
      }
    }
    if (core.listening) {
      const server = core.server
      await new Promise<void>((resolve) => {
        // a response under way when close() began (headers sent: too late for `Connection: close`) leaves a
        // keep-alive socket idle when it ends, after the one sweep below: sweep again until the server is closed, so
        // close() never waits for keepAliveTimeout (only while closing, and only when idle sockets may be closed)
        const sweep = forcesIdle(core)
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
        const sessions = (
          server as unknown as { [kHttp2Sessions]?: Set<{ close(): void; destroy(): void }> }
        )[kHttp2Sessions]
        if (sessions !== undefined) {
          // graceful: no new streams, open ones finish
          for (const session of sessions) {
            if (core.options.forceCloseConnections === true) session.destroy()
            else session.close()
          }
        } else if (core.options.forceCloseConnections === true) closeAllConnections(server)
        // a serverFactory's server may lack it (Fastify's default 'idle' then closes nothing early either)
        else if (forcesIdle(core)) core.server.closeIdleConnections()
      })
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

/** Idle keep-alive sockets are closed at close() (`forceCloseConnections: 'idle'`, the default), on an HTTP/1 server. */
function forcesIdle(core: CoreState): core is CoreState & { server: { closeIdleConnections(): void } } {
  const server = core.server as { closeIdleConnections?: unknown; [kHttp2Sessions]?: unknown }
  return (
    core.options.forceCloseConnections === 'idle' &&
    typeof server.closeIdleConnections === 'function' &&
    server[kHttp2Sessions] === undefined
  )
}

/** Every connection, idle or not: Node's own method, else the sockets tracked for a server without it. */
function closeAllConnections(server: CoreState['server']): void {
  if (typeof server.closeAllConnections === 'function') {
    server.closeAllConnections()
    return
  }
  const sockets = (server as unknown as { [kOpenSockets]?: Set<{ destroy(): void }> })[kOpenSockets]
  if (sockets !== undefined) for (const socket of sockets) socket.destroy()
}
