/** Options of `listen()` (Fastify v5 shape). */
export interface ListenOptions {
  port?: number
  /** default `localhost`; `null` means the default too */
  host?: string | null
  path?: string
  backlog?: number
  exclusive?: boolean
  ipv6Only?: boolean
  signal?: AbortSignal
  listenTextResolver?: (address: string) => string
}
