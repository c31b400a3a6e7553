import { addRoute } from './route.js'
import { FST_ERR_ROUTE_OPTIONS_NOT_OBJ } from '../errors.js'
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
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    // get(path, fn, fn) and the like: the second argument must be the options
    throw new FST_ERR_ROUTE_OPTIONS_NOT_OBJ(Array.isArray(method) ? method.join(',') : method, path)
  }
  const opts = (options ?? {}) as RouteShorthandOptions
  // both an options.handler and a handler argument: addRoute refuses them (FST_ERR_ROUTE_DUPLICATED_HANDLER)
  addRoute(instance, { ...opts, method, url: path, handler: (opts.handler ?? handler) as RouteHandler }, handler)
}
