import type { CompilerRoute } from './types.js'

/** Names a request part in messages: `body`, `body (application/json)`. */
export function partName(route: CompilerRoute): string {
  return `${route.httpPart ?? 'request'}${route.contentType === undefined ? '' : ` (${route.contentType})`}`
}

/** Names a response in messages: `status 200`, `status 2xx (application/json)`. */
export function responseName(route: CompilerRoute): string {
  return `status ${route.httpStatus ?? 'default'}${route.contentType === undefined ? '' : ` (${route.contentType})`}`
}

/** Names a route in messages: `POST /users`. */
export function routeName(route: CompilerRoute): string {
  return `${route.method} ${route.url}`
}
