import type { CoreState } from '../core-state.js'
import type { FetchHandler } from '../types/fetch.js'
import { dispatch } from '../server/dispatch.js'
import { FST_ERR_REOPENED_CLOSE_SERVER } from '../errors.js'
import { WebExchange } from './web-exchange.js'

export type { FetchHandler }

/**
 * Builds `app.fetch`: the whole lifecycle (routing, hooks, parsing, validation, serialization, errors, 404) for a
 * web `Request`, answered with a web `Response`. The request runs through the same dispatch as a socket's, reading
 * the web Request and answering one web Response directly; Node-compatible `raw` objects are made when something
 * asks for them (fetch/web-exchange.ts), so plugins that read `request.raw` / `reply.raw` behave as over `listen()`.
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
  const slash = href.indexOf('/', href.indexOf('//') + 2)
  const url = slash === -1 ? '/' : href.slice(slash)
  const exchange = new WebExchange(request, info, href, url, resolve, reject)
  dispatch(core, exchange, exchange)
}
