/**
 * The second argument of `app.fetch`: what the platform knows of the connection. Bun's server (its
 * `requestIP()`), Deno's handler info (`remoteAddr`) and `{ remoteAddress, remotePort }` give `request.ip`;
 * any other value (Cloudflare's `env`) is kept as `request.raw.env` and gives no address.
 */
export type FetchInfo = FetchConnectionInfo | BunServerInfo | DenoServeInfo | object

/** Node's socket names, for a platform that hands the peer's address some other way. */
export interface FetchConnectionInfo {
  remoteAddress?: string | undefined
  remotePort?: number | undefined
}

/** The part of Bun's `Server` that `app.fetch` reads. */
export interface BunServerInfo {
  requestIP(request: Request): { address: string; port: number; family: string } | null
}

/** The part of Deno's `ServeHandlerInfo` that `app.fetch` reads. */
export interface DenoServeInfo {
  remoteAddr: { hostname: string; port: number; transport?: string }
}

/**
 * `app.fetch`: a web `Request` in, a web `Response` out, through the whole lifecycle. A plain function: it can
 * be passed around detached (`Deno.serve(app.fetch)`, `Bun.serve({ fetch: app.fetch })`).
 */
export type FetchHandler = (request: Request, info?: FetchInfo) => Promise<Response>
