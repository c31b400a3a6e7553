import type { IncomingMessage, ServerResponse } from 'node:http'
import fastQuerystring from 'fast-querystring'
import type { CoreState } from '../core-state.js'
import { startLifecycle } from '../lifecycle/handle-request.js'
import { sendFrameworkError } from './framework-error.js'
import {
  CPS_ERR_REQUEST_DUPLICATE_HOST,
  FST_ERR_ASYNC_CONSTRAINT,
  FST_ERR_ROUTE_REWRITE_NOT_STR
} from '../errors.js'
import { FST_ERR_BAD_URL, type RouteMatch } from '@capsule/router'
import type { RouteContext } from '../routing/route-context.js'
import { isDeferred, type DeferredRaw } from '../lifecycle/exchange-io.js'

const emptyParams = (): Record<string, string | undefined> =>
  Object.create(null) as Record<string, string | undefined>
// Fastify's load-shedding answer while closing, byte for byte (written before any route work)
const closingBody = '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'

/**
 * The Node request listener: route the request and start its lifecycle (or the not-found one). `app.fetch` calls it
 * with its exchange as both `raw` and `res` (fetch/web-exchange.ts): whatever needs Node's objects makes them.
 */
export function dispatch(
  core: CoreState,
  input: IncomingMessage | DeferredRaw,
  output: ServerResponse | DeferredRaw
): void {
  if (isDeferred(input)) {
    if (!needsNodeObjects(core)) {
      routeDeferred(core, input)
      return
    }
    const compatible = input.compatible()
    input = compatible.req
    output = compatible.res
  }
  const raw = input
  const res = output as ServerResponse
  if (core.shedding) {
    // HTTP/2 has no Connection header (its sessions close with the server)
    if (raw.httpVersionMajor < 2) res.setHeader('connection', 'close')
    res.writeHead(503, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(closingBody)
    })
    res.end(closingBody)
    core.logController.serviceUnavailable(core.logger, core.root)
    return
  }
  // pipelined behind a response that closes the connection (Node's own 400 for a request without Host, or one that
  // set Connection: close): the socket ends after it, so nothing read from it afterwards may reach a handler
  if (res.socket === null && behindClosingResponse(raw)) return
  if (hasDuplicateHost(raw.rawHeaders)) {
    // two Host fields (RFC 9112 §3.2): which one routes the request is ambiguous, and a proxy may have used the other
    res.setHeader('connection', 'close')
    sendFrameworkError(core, raw, res, new CPS_ERR_REQUEST_DUPLICATE_HOST())
    return
  }
  if (core.rewriteUrl !== null && !rewrite(core, raw, res)) return
  const url = raw.url ?? '/'
  if (core.router.asyncConstraints) {
    routeAsync(core, raw, res, url)
    return
  }
  let match
  try {
    match = core.router.find(raw.method ?? 'GET', url, raw)
  } catch (error) {
    routingFailed(core, raw, res, url, error as Error)
    return
  }
  routed(core, raw, res, url, match)
}

/**
 * What an app.fetch request cannot do without Node's objects, whatever the route: answering while shedding, a
 * rewriteUrl (it is given Node's request), constraints (their strategies derive values from Node's request).
 */
function needsNodeObjects(core: CoreState): boolean {
  return core.shedding || core.rewriteUrl !== null || core.router.constrained
}

/** An app.fetch request whose Node objects are not made: routed on its method and url alone. */
function routeDeferred(core: CoreState, exchange: DeferredRaw): void {
  const url = exchange.url!
  let match
  try {
    match = core.router.find(exchange.method!, url)
  } catch (error) {
    const { req, res } = exchange.compatible()
    routingFailed(core, req, res, url, error as Error)
    return
  }
  routed(core, exchange, exchange, url, match)
}

/**
 * A response waits for the socket (HTTP/1.1 pipelining) behind one that closes the connection once written. Node
 * keeps the response that holds the socket as `_httpMessage` and marks one that sent `Connection: close` with
 * `_last` (Node's own names; stable since Node 0.x); HTTP/2 and inject() responses always have their socket.
 */
function behindClosingResponse(raw: IncomingMessage): boolean {
  const current = (raw.socket as { _httpMessage?: { _last?: unknown } | null } | null)?._httpMessage
  return current !== null && current !== undefined && current._last === true
}

/**
 * More than one Host field, from the raw header list (Node keeps only the first in `headers`). A request object
 * made by hand has no raw list (@fastify/websocket's injectWS hands routing() a plain object): nothing to check.
 */
function hasDuplicateHost(fields: string[] | undefined): boolean {
  if (fields === undefined) return false
  let seen = false
  for (let i = 0; i < fields.length; i += 2) {
    const name = fields[i]!
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue
    if (seen) return true
    seen = true
  }
  return false
}

/** A route uses an asynchronous constraint strategy: its value is derived first (Fastify's async constraints). */
function routeAsync(core: CoreState, raw: IncomingMessage, res: ServerResponse, url: string): void {
  core.router.findAsync(raw.method ?? 'GET', url, raw, (error, match) => {
    if (error === null) {
      routed(core, raw, res, url, match)
      return
    }
    const code = (error as { code?: unknown }).code
    if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH')
      routingFailed(core, raw, res, url, error)
    // the strategy's own failure (whatever its code): Fastify's coded 500, the cause kept for the logs
    else sendFrameworkError(core, raw, res, Object.assign(new FST_ERR_ASYNC_CONSTRAINT(), { cause: error }))
  })
}

function routingFailed(
  core: CoreState,
  raw: IncomingMessage,
  res: ServerResponse,
  url: string,
  error: Error
): void {
  const code = (error as { code?: unknown }).code
  if (core.onBadUrl !== null && code === 'FST_ERR_BAD_URL') {
    core.onBadUrl(url, raw, res)
    return
  }
  if (core.onMaxParamLength !== null && code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const question = url.indexOf('?')
    core.onMaxParamLength(question === -1 ? url : url.slice(0, question), raw, res)
    return
  }
  sendFrameworkError(core, raw, res, error)
}

function routed(
  core: CoreState,
  raw: IncomingMessage | DeferredRaw,
  res: ServerResponse | DeferredRaw,
  url: string,
  match: RouteMatch<RouteContext> | null
): void {
  if (match !== null) {
    startLifecycle(core, match.store, raw, res, match.params, match.searchParams)
    return
  }
  if (core.defaultRoute !== null) {
    // Fastify's defaultRoute is given Node's objects
    if (isDeferred(raw)) ({ req: raw, res } = raw.compatible())
    core.defaultRoute(raw, res as ServerResponse)
    return
  }
  notFound(core, raw, res, url)
}

/** No route: the not-found handler of the url's prefix. */
function notFound(
  core: CoreState,
  raw: IncomingMessage | DeferredRaw,
  res: ServerResponse | DeferredRaw,
  url: string
): void {
  const question = url.indexOf('?')
  const path = question === -1 ? url : url.slice(0, question)
  const context = core.notFound.find(url)
  const params = wildcardParams(path, context.definition.prefix)
  if (params === null) {
    // the rest of the path cannot be decoded: the 400 a route's parameter would get (Fastify's 404 router's)
    if (isDeferred(raw)) ({ req: raw, res } = raw.compatible())
    routingFailed(core, raw, res as ServerResponse, url, new FST_ERR_BAD_URL(path))
    return
  }
  const query =
    question === -1 ? {} : (fastQuerystring.parse(url.slice(question + 1)) as Record<string, unknown>)
  startLifecycle(core, context, raw, res, params, query)
}

/**
 * A not-found handler answers `<prefix>` and `<prefix>/*`, as in Fastify: the prefix itself (`/` at the root) has
 * no parameter, anything under it has `params['*']`, the rest of the path decoded. Null when it cannot be decoded.
 */
function wildcardParams(path: string, prefix: string): Record<string, string | undefined> | null {
  const params = emptyParams()
  if (path === prefix || (path === '/' && prefix === '')) return params
  const rest = path.length > prefix.length ? path.slice(prefix.length + 1) : ''
  // decoding is a runtime call that costs as much as the rest of a 404: only when something is encoded
  if (rest.indexOf('%') === -1) params['*'] = rest
  else {
    try {
      params['*'] = decodeURIComponent(rest)
    } catch {
      return null
    }
  }
  return params
}

/**
 * rewriteUrl runs before routing and is not encapsulated: called with the root instance as `this`, as in Fastify,
 * with the original url readable as `raw.originalUrl` during the call and after it (request.originalUrl too).
 */
function rewrite(core: CoreState, raw: IncomingMessage, res: ServerResponse): boolean {
  const original = raw.url ?? '/'
  ;(raw as IncomingMessage & { originalUrl?: string }).originalUrl = original
  let rewritten: unknown
  try {
    rewritten = core.rewriteUrl!.call(core.root, raw)
  } catch (error) {
    sendFrameworkError(core, raw, res, error as Error)
    return false
  }
  if (typeof rewritten !== 'string') {
    sendFrameworkError(core, raw, res, new FST_ERR_ROUTE_REWRITE_NOT_STR(original, typeof rewritten))
    return false
  }
  raw.url = rewritten
  return true
}
