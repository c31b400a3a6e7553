/** Options of `listen()` (Fastify v5's shape). */
export interface FastifyListenOptions {
  /** default 0: a free port */
  port?: number
  /** default `localhost`; `null` means the default too */
  host?: string | null
  /** a Unix socket or named pipe (ignored with `port`) */
  path?: string
  backlog?: number
  exclusive?: boolean
  readableAll?: boolean
  writableAll?: boolean
  ipv6Only?: boolean
  /** closes the server when it aborts */
  signal?: AbortSignal
  /** the text of the "Server listening at" log line */
  listenTextResolver?: (address: string) => string
}

/** Capsule's name for `listen()`'s options. */
export type ListenOptions = FastifyListenOptions
