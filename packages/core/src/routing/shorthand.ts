import { addRoute } from './route.js'
import { FST_ERR_ROUTE_DUPLICATED_HANDLER, FST_ERR_ROUTE_OPTIONS_NOT_OBJ } from '../errors.js'
import type { RouteHandler, RouteShorthandOptionsWithHandler } from '../types/route.js'

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
  // get(path, fn, fn), get(path, null, fn) and the like: with a handler in third place, the second argument must be
  // the options object, as in Fastify (only get(path, handler) leaves them out)
  const given = options !== undefined || handler !== undefined
  if (given && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new FST_ERR_ROUTE_OPTIONS_NOT_OBJ(Array.isArray(method) ? method.join(',') : method, path)
  }
  const opts = (options ?? {}) as Partial<RouteShorthandOptionsWithHandler>
  // both an options.handler and a handler argument (even the same function): FST_ERR_ROUTE_DUPLICATED_HANDLER
  if (opts.handler !== undefined && handler !== undefined)
    throw new FST_ERR_ROUTE_DUPLICATED_HANDLER(Array.isArray(method) ? method.join(',') : method, path)
  addRoute(
    instance,
    { ...opts, method, url: path, handler: (opts.handler ?? handler) as RouteHandler },
    handler
  )
}
