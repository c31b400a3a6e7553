import { addRoute } from './route.js'
import type { RouteHandler, RouteShorthandOptions } from '../types/route.js'

/** `get(path, [options], handler)` and the other shorthands: one route() call. */
export function shorthand(
  instance: Parameters<typeof addRoute>[0],
  method: string | string[],
  path: string,
  options: unknown,
  handler?: RouteHandler
): void {
  if (typeof options === 'function' && handler === undefined) {
    handler = options as RouteHandler
    options = {}
  }
  const opts = (options ?? {}) as RouteShorthandOptions
  addRoute(instance, { ...opts, method, url: path, handler: (handler ?? opts.handler) as RouteHandler }, handler)
}
