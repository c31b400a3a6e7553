/** Options of `listen()` (Fastify v5 shape). */
export interface ListenOptions {
  port?: number
  host?: string
  path?: string
  backlog?: number
  exclusive?: boolean
  ipv6Only?: boolean
  signal?: AbortSignal
  listenTextResolver?: (address: string) => string
}
