import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { CoreState } from '../core-state.js'
import type { FetchHandler } from '../types/fetch.js'
import { dispatch } from '../server/dispatch.js'
import { FST_ERR_REOPENED_CLOSE_SERVER } from '../errors.js'
import { peerAddress } from './connection-info.js'
import { FetchIncomingMessage } from './fetch-request.js'
import { FetchServerResponse } from './fetch-response.js'
import { FetchSocket } from './fetch-socket.js'

export type { FetchHandler }

/**
 * Builds `app.fetch`: the whole lifecycle (routing, hooks, parsing, validation, serialization, errors, 404) for a
 * web `Request`, answered with a web `Response`. The request runs through the same dispatch as a socket's, with
 * Node-compatible `raw` objects, so plugins that read `request.raw` / `reply.raw` behave as over `listen()`.
 * The instance boots on first use; once closed, calls reject as `inject()` does.
 */
export function createFetch(core: CoreState, ready: () => Promise<unknown>): FetchHandler {
  let booted = false
  const run = (request: Request, info: unknown): Promise<Response> =>
    new Promise((resolve, reject) => handle(core, request, info, resolve, reject))
  return (request, info) => {
    if (core.closed) return Promise.reject(new FST_ERR_REOPENED_CLOSE_SERVER())
    if (booted) return run(request, info)
    return ready().then(() => {
      booted = true
      return run(request, info)
    })
  }
}

function handle(
  core: CoreState,
  request: Request,
  info: unknown,
  resolve: (response: Response) => void,
  reject: (error: unknown) => void
): void {
  const href = request.url
  // scheme "://" authority path: the path starts at the first slash after the authority
  const authority = href.indexOf('//') + 2
  const slash = href.indexOf('/', authority)
  const url = slash === -1 ? '/' : href.slice(slash)
  const headers = nodeHeaders(request)
  if (headers.host === undefined) headers.host = href.slice(authority, slash === -1 ? href.length : slash)
  const socket = new FetchSocket(peerAddress(info, request), href.charCodeAt(4) === 115 /* https: */, request)
  const raw = new FetchIncomingMessage(request, url, headers, socket, info)
  const res = new FetchServerResponse(raw, resolve, reject)
  dispatch(core, raw as unknown as IncomingMessage, res as unknown as ServerResponse)
}

/**
 * Node's header record: lower-case names (the platform gives them so), repeated fields already joined by the
 * platform. Bun and Deno pass the client's framing fields through; a Request made in process has none, so a body
 * that comes with a Content-Type but without a declared length is said to be chunked, and the body rules apply as
 * over a socket. Without a Content-Type nothing is added: Deno gives every POST a body stream, even an empty one
 * sent with no framing at all, which a socket would read as no body.
 */
function nodeHeaders(request: Request): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {}
  request.headers.forEach((value, name) => {
    // a field named __proto__ is a header like any other, not the record's prototype
    if (name === '__proto__')
      Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true })
    else if (name === 'set-cookie') (headers['set-cookie'] ??= []).push(value)
    else headers[name] = value
  })
  if (
    headers['content-type'] !== undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    request.body !== null
  ) {
    headers['transfer-encoding'] = 'chunked'
  }
  return headers
}
