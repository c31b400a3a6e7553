import type { AddressInfo } from 'node:net'
import {
  FST_ERR_LISTEN_OPTIONS_INVALID,
  FST_ERR_REOPENED_CLOSE_SERVER,
  FST_ERR_REOPENED_SERVER
} from '../errors.js'
import type { CoreState } from '../core-state.js'
import type { ListenOptions } from '../types/listen.js'
import { collectAppHooks } from './app-hooks.js'
import { runAppHooks } from '../hooks/run-app-hooks.js'
import { readThrown } from '../lifecycle/thrown.js'

/**
 * `listen(options)`: boots the instance, listens, logs and returns the address, then runs onListen hooks
 * (their errors are logged, not thrown). Default `{port: 0, host: 'localhost'}`.
 * @throws {FST_ERR_LISTEN_OPTIONS_INVALID} bad port, host or options
 * @throws {FST_ERR_REOPENED_SERVER} already listening
 * @throws {FST_ERR_REOPENED_CLOSE_SERVER} already closed
 */
export async function listen(
  core: CoreState,
  ready: () => Promise<unknown>,
  close: () => Promise<unknown>,
  options: ListenOptions = {}
): Promise<string> {
  if (typeof options !== 'object' || options === null)
    throw new FST_ERR_LISTEN_OPTIONS_INVALID(String(options))
  if (core.closed || core.closing) throw new FST_ERR_REOPENED_CLOSE_SERVER()
  if (core.listening) throw new FST_ERR_REOPENED_SERVER()
  const port = options.port === undefined ? 0 : Number(options.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new FST_ERR_LISTEN_OPTIONS_INVALID(`port ${String(options.port)}`)
  // host: null means the default host, as in Fastify
  if (options.host !== undefined && options.host !== null && typeof options.host !== 'string')
    throw new FST_ERR_LISTEN_OPTIONS_INVALID(`host ${String(options.host)}`)
  const signal = options.signal
  throwIfAborted(signal)
  await ready()
  throwIfAborted(signal)
  const server = core.server
  core.listening = true
  try {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error): void => {
        signal?.removeEventListener('abort', onAbort)
        reject(error)
      }
      // aborted while binding: the listen() promise rejects, and the server is not left half open
      const onAbort = (): void => {
        server.removeListener('error', onError)
        server.close()
        reject(abortError(signal!))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      server.once('error', onError)
      const listenOptions =
        options.path !== undefined
          ? { path: options.path, backlog: options.backlog, exclusive: options.exclusive }
          : {
              port,
              host: typeof options.host === 'string' ? options.host : 'localhost',
              backlog: options.backlog,
              exclusive: options.exclusive,
              ipv6Only: options.ipv6Only
            }
      server.listen(withoutUndefined(listenOptions), () => {
        server.removeListener('error', onError)
        signal?.removeEventListener('abort', onAbort)
        resolve()
      })
    })
  } catch (error) {
    core.listening = false
    throw error
  }
  // aborted once listening: a full close(), preClose and onClose hooks included (Node's own `signal` would only
  // stop the socket server)
  signal?.addEventListener(
    'abort',
    () =>
      void close().catch((error: unknown) =>
        core.logger.error({ err: readThrown(error).error }, 'close() after the listen signal aborted failed')
      ),
    { once: true }
  )
  const address = formatAddress(server.address(), isSecure(server))
  const text =
    options.listenTextResolver !== undefined
      ? options.listenTextResolver(address)
      : `Server listening at ${address}`
  core.logger.info(text)
  // a failing onListen hook is logged; the others still run (the server is listening either way)
  await runAppHooks(
    'onListen',
    collectAppHooks(core.root, 'onListen'),
    () => [],
    0,
    (error) => {
      // the error's own message as the line, as Fastify logs it (a non-Error: its text, without `err`)
      const thrown = readThrown(error)
      if (thrown.isError) core.logger.error({ err: thrown.error }, thrown.message)
      else core.logger.error(typeof error === 'string' ? error : thrown.error.message)
    }
  )
  return address
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw abortError(signal)
}

/** The error an aborted listen() rejects with: Node's AbortError shape, with the signal's reason as its cause. */
function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted', { cause: signal.reason }), {
    name: 'AbortError',
    code: 'ABORT_ERR'
  })
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key]
  return value
}

/** `http://127.0.0.1:3000`, `https://[::1]:3000` (a TLS server), or a socket path. */
export function formatAddress(address: string | AddressInfo | null, secure = false): string {
  if (address === null) return ''
  if (typeof address === 'string') return address
  const host =
    address.family === 'IPv6' || address.family === (6 as unknown as string)
      ? `[${address.address}]`
      : address.address
  return `${secure ? 'https' : 'http'}://${host}:${address.port}`
}

/** A TLS server (https, h2 with TLS, or a serverFactory's): they all take SNI contexts. Checked without loading node:tls. */
export function isSecure(server: object): boolean {
  return typeof (server as { addContext?: unknown }).addContext === 'function'
}
