import { validateHook, type AnyHook } from '../hooks/hook-store.js'
import { kCore, kRouteContext } from '../symbols.js'
import type { CoreState } from '../core-state.js'
import type { RouteHandler, RouteShorthandOptions } from '../types/route.js'
import { RouteContext } from './route-context.js'

/** The route context of a not-found handler set for `prefix` (its preValidation/preHandler options included). */
export function notFoundContext(
  instance: { [kCore]: CoreState },
  prefix: string,
  handler: RouteHandler,
  options: RouteShorthandOptions
): RouteContext {
  const hooks: Record<string, AnyHook[]> = {}
  for (const name of ['preValidation', 'preHandler'] as const) {
    const value = options[name]
    if (value === undefined) continue
    const list = (Array.isArray(value) ? value : [value]) as unknown[]
    for (const hook of list) validateHook(name, hook)
    hooks[name] = list as AnyHook[]
  }
  return new RouteContext(
    {
      method: [...instance[kCore].methods],
      url: `${prefix}/*`,
      routePath: '/*',
      prefix,
      handler,
      schema: undefined,
      config: Object.freeze({}),
      attachValidation: false,
      bodyLimit: undefined,
      logLevel: undefined,
      logSerializers: undefined,
      childLoggerFactory: undefined,
      exposeHeadRoute: false,
      prefixTrailingSlash: 'both',
      handlerTimeout: undefined,
      rejectUnvalidatedBodies: undefined,
      validatorCompiler: undefined,
      serializerCompiler: undefined,
      schemaErrorFormatter: undefined,
      // `setNotFoundHandler({ errorHandler }, handler)`: errors of the 404 handler and its hooks go to it first
      errorHandler: typeof options.errorHandler === 'function' ? (options.errorHandler as never) : undefined,
      constraints: undefined,
      hooks
    },
    instance,
    true
  )
}

/** Fastify's default 404 payload: `{message, error, statusCode}` in that order, no `code`. */
export const basic404: RouteHandler = function basic404(request, reply) {
  const core = (request as unknown as { [kRouteContext]: RouteContext })[kRouteContext].core!
  if (core.logLines) core.logController.routeNotFound(request, reply)
  reply.code(404).send({
    message: `Route ${request.method}:${request.url} not found`,
    error: 'Not Found',
    statusCode: 404
  })
}
