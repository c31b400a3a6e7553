import { UsageError } from './usage-error.js'

/** A request to explain, as `--route` names it. */
export interface RouteArgument {
  readonly method: string
  readonly url: string
}

/** `'GET /users/:id'` → `{ method: 'GET', url: '/users/:id' }`; the method in any case, the URL from its slash. */
export function parseRoute(text: string): RouteArgument {
  const match = /^\s*([A-Za-z][A-Za-z-]*)\s+(\/\S*)\s*$/.exec(text)
  if (match === null)
    throw new UsageError(`--route must be 'METHOD /url' (for example 'GET /users/1'), not '${text}'`)
  return { method: match[1]!.toUpperCase(), url: match[2]! }
}
