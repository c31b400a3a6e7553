import type ProxyAddr from 'proxy-addr'
import { lazyRequire } from '../util/lazy-require.js'

/** proxy-addr, loaded only by servers that trust a proxy. */
export const proxyaddr = lazyRequire<typeof ProxyAddr>('proxy-addr')
import { FST_ERR_INIT_OPTS_INVALID } from '../errors.js'
import { warnTrustProxyHopCount } from '../warnings.js'

/** Decides whether the address at `hop` (0 = the socket peer) is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean

/**
 * Compiles `trustProxy`: `true` trusts every hop, a string (comma-separated), an array of addresses/CIDRs or
 * names (`loopback`, `linklocal`, `uniquelocal`) trusts those, a function decides. A hop count cannot validate
 * the immediate peer, so it trusts nothing (as Fastify 5.12 does) and warns.
 * @returns null when nothing is trusted (the default)
 * @throws {FST_ERR_INIT_OPTS_INVALID}
 */
export function compileTrustProxy(option: unknown): TrustFunction | null {
  if (option === undefined || option === false) return null
  if (option === true) return () => true
  if (typeof option === 'function') return option as TrustFunction
  if (typeof option === 'string')
    return proxyaddr().compile(
      option
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    )
  if (Array.isArray(option) && option.every((entry) => typeof entry === 'string'))
    return proxyaddr().compile(option)
  if (typeof option === 'number' && Number.isInteger(option) && option >= 0) {
    warnTrustProxyHopCount(option)
    return null
  }
  throw new FST_ERR_INIT_OPTS_INVALID(
    `trustProxy must be a boolean, addresses/CIDRs (string or array), a function or a hop count, got ${typeof option}`
  )
}

/** The last value of a possibly comma-joined forwarded header: the one the nearest proxy added. */
export function lastForwarded(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  const joined = Array.isArray(value) ? value.join(',') : value
  const comma = joined.lastIndexOf(',')
  const last = (comma === -1 ? joined : joined.slice(comma + 1)).trim()
  return last.length > 0 ? last : undefined
}
