/** The client's address and port, or undefined ones when the argument says nothing (Cloudflare's `env`, none). */
export interface PeerAddress {
  address: string | undefined
  port: number | undefined
  family: string | undefined
}

const unknownPeer: PeerAddress = { address: undefined, port: undefined, family: undefined }

/**
 * The client's address from `app.fetch`'s second argument (see FetchInfo): Bun's server, Deno's handler info or
 * Node's socket names.
 */
export function peerAddress(info: unknown, request: Request): PeerAddress {
  if (info === null || typeof info !== 'object') return unknownPeer
  const source = info as {
    requestIP?: unknown
    remoteAddr?: { hostname?: unknown; port?: unknown } | null
    remoteAddress?: unknown
    remotePort?: unknown
  }
  if (typeof source.requestIP === 'function') {
    // called as a method: Bun's requestIP needs its server as `this`
    const found = (
      source as {
        requestIP(request: Request): { address?: unknown; port?: unknown; family?: unknown } | null
      }
    ).requestIP(request)
    if (found === null || found === undefined) return unknownPeer
    return { address: text(found.address), port: number(found.port), family: text(found.family) }
  }
  const remote = source.remoteAddr
  if (remote !== null && typeof remote === 'object') {
    const address = text(remote.hostname)
    return { address, port: number(remote.port), family: familyOf(address) }
  }
  const address = text(source.remoteAddress)
  if (address === undefined) return unknownPeer
  return { address, port: number(source.remotePort), family: familyOf(address) }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined
}

function familyOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined
  return address.includes(':') ? 'IPv6' : 'IPv4'
}
