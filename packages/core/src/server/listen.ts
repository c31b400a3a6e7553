import type Dns from 'node:dns'
import { networkInterfaces } from 'node:os'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  FST_ERR_LISTEN_OPTIONS_INVALID,
  FST_ERR_REOPENED_CLOSE_SERVER,
  FST_ERR_REOPENED_SERVER
} from '../errors.js'
import type { CoreState } from '../core-state.js'
import type { ListenOptions } from '../types/listen.js'
import type { CapsuleLogger } from '../types/logger.js'
import { collectAppHooks } from './app-hooks.js'
import { runAppHooks } from '../hooks/run-app-hooks.js'
import { readThrown } from '../lifecycle/thrown.js'
import { lazyRequire } from '../util/lazy-require.js'

// through the module object, at call time: the lookup Node's own listen() uses for a host name
const dns = lazyRequire<typeof Dns>('node:dns')

/** What listen() needs of the instance it is called on. */
export interface ListenHost {
  ready(): Promise<unknown>
  close(): Promise<unknown>
  /** the instance's `log` (an application may have replaced it): the listening lines are written there */
  log(): CapsuleLogger
  /** a server like the main one, for another address `localhost` resolves to; null with a serverFactory */
  newServer: (() => Server) | null
}

/**
 * `listen(options)`: boots the instance, listens, logs and returns the address, then runs onListen hooks
 * (their errors are logged, not thrown). Default `{port: 0, host: 'localhost'}`; `localhost` is bound on every
 * address it resolves to (127.0.0.1 and ::1), as in Fastify. A `signal` closes the application when it aborts;
 * aborted before the port is bound, nothing is bound and listen() resolves undefined once close() has run.
 * @throws {FST_ERR_LISTEN_OPTIONS_INVALID} options, host or signal of the wrong type
 * @throws {FST_ERR_REOPENED_SERVER} already listening
 * @throws {FST_ERR_REOPENED_CLOSE_SERVER} closed (also when close() ran while the plugins loaded)
 */
export async function listen(
  core: CoreState,
  host: ListenHost,
  options: ListenOptions = {}
): Promise<string | undefined> {
  if (typeof options !== 'object' || options === null)
    throw new FST_ERR_LISTEN_OPTIONS_INVALID(String(options))
  if (core.closed || core.closing) throw new FST_ERR_REOPENED_CLOSE_SERVER()
  if (core.listening) throw new FST_ERR_REOPENED_SERVER()
  // host: null means the default host, as in Fastify
  if (options.host !== undefined && options.host !== null && typeof options.host !== 'string')
    throw new FST_ERR_LISTEN_OPTIONS_INVALID(`host ${String(options.host)}`)
  const signal = options.signal
  if (signal !== undefined && signal !== null) {
    if (typeof (signal as Partial<AbortSignal>).addEventListener !== 'function')
      throw new FST_ERR_LISTEN_OPTIONS_INVALID('Invalid options.signal')
    // as in Fastify: aborted already, the application closes (its preClose and onClose hooks run) and nothing is
    // bound; aborted later, it closes then (Node's own `signal` would only stop the socket server)
    if (signal.aborted) {
      await host.close()
      return undefined
    }
    signal.addEventListener(
      'abort',
      () => void host.close().catch((error: unknown) => closeFailed(core, error)),
      {
        once: true
      }
    )
  }
  await host.ready()
  // aborted while the plugins loaded: close() is under way
  if (signal?.aborted === true) return undefined
  // closed while the plugins loaded: the server must not open after close() (it would keep the process alive)
  if (core.closing || core.closed) throw new FST_ERR_REOPENED_CLOSE_SERVER()
  if (core.listening) throw new FST_ERR_REOPENED_SERVER()
  const hostName =
    typeof options.host === 'string' ? options.host : options.path === undefined ? 'localhost' : undefined
  const listenOptions = withoutUndefined({
    // no port: a free one, as Fastify documents it (Fastify 5.12 hands such options to Node, which refuses them)
    port: options.path === undefined ? (options.port === undefined ? 0 : options.port) : undefined,
    host: hostName,
    path: options.path,
    backlog: options.backlog,
    exclusive: options.exclusive,
    ipv6Only: options.ipv6Only,
    readableAll: options.readableAll,
    writableAll: options.writableAll
  })
  core.listening = true
  const binding = bindAll(core, host, listenOptions)
  core.binding = binding.then(
    () => undefined,
    () => undefined
  )
  let addresses: string[]
  try {
    addresses = await binding
  } catch (error) {
    core.listening = false
    throw error
  } finally {
    core.binding = null
  }
  const log = host.log()
  for (const address of addresses) {
    log.info(
      options.listenTextResolver !== undefined
        ? options.listenTextResolver(address)
        : `Server listening at ${address}`
    )
  }
  // a failing onListen hook is logged; the others still run (the server is listening either way)
  await runAppHooks(
    'onListen',
    collectAppHooks(core.root, 'onListen'),
    () => [],
    0,
    (error) => {
      // the error's own message as the line, as Fastify logs it (a non-Error: its text, without `err`)
      const thrown = readThrown(error)
      const errorLog = host.log()
      if (thrown.isError) errorLog.error({ err: thrown.error }, thrown.message)
      else errorLog.error(typeof error === 'string' ? error : thrown.error.message)
    }
  )
  return addresses[0]
}

function closeFailed(core: CoreState, error: unknown): void {
  core.logger.error({ err: readThrown(error).error }, 'close() after the listen signal aborted failed')
}

/**
 * Binds the main server, then (for `localhost`) one more server per other address the name resolves to, on the
 * same port; an address that cannot be bound is left out. Returns the addresses to log, the main one first.
 */
async function bindAll(
  core: CoreState,
  host: ListenHost,
  options: Record<string, unknown>
): Promise<string[]> {
  const main = core.server
  await bind(main, options)
  const addresses = listeningAddresses(main.address(), isSecure(main))
  if (options['host'] !== 'localhost' || host.newServer === null) return addresses
  const primary = main.address() as AddressInfo
  const others = await new Promise<Dns.LookupAddress[]>((resolve) => {
    dns().lookup('localhost', { all: true }, (error, found) => resolve(error === null ? found : []))
  })
  for (const other of others) {
    if (other.address === primary.address) continue
    const server = host.newServer()
    // upgrade requests (WebSocket) reach the main server's listeners, wherever they arrived
    server.on('upgrade', (...args: unknown[]) => main.emit('upgrade', ...args))
    try {
      await bind(server, { ...options, host: other.address, port: primary.port })
    } catch {
      continue
    }
    core.bindings.push(server)
    addresses.push(formatAddress(server.address(), isSecure(server)))
  }
  return addresses
}

/** `server.listen(options)` as a promise: resolves once listening, rejects with the error it emits or throws. */
function bind(server: Server, options: Record<string, unknown>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error): void => reject(error)
    server.once('error', onError)
    try {
      server.listen(options, () => {
        server.removeListener('error', onError)
        resolve()
      })
    } catch (error) {
      server.removeListener('error', onError)
      reject(error as Error)
    }
  })
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key]
  return value
}

/**
 * The addresses a server listening on `address` is reached at, as Fastify logs them: every IPv4 interface for
 * `0.0.0.0` (the machine's own first), else the one address.
 */
export function listeningAddresses(address: string | AddressInfo | null, secure: boolean): string[] {
  if (address === null || typeof address === 'string' || address.address !== '0.0.0.0')
    return [formatAddress(address, secure)]
  const ipv4 = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4')
  const ordered = [...ipv4.filter((entry) => entry.internal), ...ipv4.filter((entry) => !entry.internal)]
  if (ordered.length === 0) return [formatAddress(address, secure)]
  return ordered.map((entry) => formatAddress({ ...address, address: entry.address }, secure))
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
