import type { ExplainOptions, Explanation } from '@capsule/core'
import type { FinishedRequest } from './request-recorder.js'
import type { Span, SpanOrigin } from './waterfall.js'

type Explain = (method: string, url: string, options?: ExplainOptions) => Explanation

/** How many requests' routes are remembered: a bound, since 404 URLs are as many as clients make up. */
const remembered = 500

/**
 * Where each hook and handler of a recorded request came from: the request's `explain()` (routed again with its host
 * and accept-version), whose hooks per phase are in the order they ran, so the n-th hook that started in a phase is
 * the explanation's n-th of that phase. Explanations are computed when the page asks, never on the request path, and
 * remembered per method, path and routing headers.
 */
export class HookOrigins {
  readonly #explain: Explain
  readonly #cache = new Map<string, Explanation | null>()

  constructor(explain: Explain) {
    this.#explain = explain
  }

  /** The origin of each span of `request`, null where the explanation does not know it. */
  of(request: FinishedRequest): (span: Span) => SpanOrigin | null {
    const explanation = this.#explanation(request)
    if (explanation === null) return () => null
    return (span) => {
      if (span.phase === 'handler')
        return { context: explanation.route.context, source: explanation.route.source }
      const hook = explanation.hooks[span.phase as keyof Explanation['hooks']]?.[span.index]
      // a name that differs means the explanation is not this request's (a route added or matched otherwise)
      return hook !== undefined && hook.name === span.name
        ? { context: hook.context, source: hook.source }
        : null
    }
  }

  #explanation(request: FinishedRequest): Explanation | null {
    const key = `${request.method} ${request.path} ${request.host ?? ''} ${request.acceptVersion ?? ''}`
    let explanation = this.#cache.get(key)
    if (explanation === undefined) {
      explanation = this.#compute(request)
      if (this.#cache.size >= remembered) this.#cache.delete(this.#cache.keys().next().value as string)
      this.#cache.set(key, explanation)
    }
    return explanation
  }

  #compute(request: FinishedRequest): Explanation | null {
    const headers: Record<string, string> = {}
    if (request.host !== undefined) headers['host'] = request.host
    if (request.acceptVersion !== undefined) headers['accept-version'] = request.acceptVersion
    try {
      const explanation = this.#explain(request.method, request.path, { headers })
      const matches =
        request.route === null
          ? explanation.route.kind === 'notFound'
          : explanation.route.kind === 'route' && explanation.route.pattern === request.route
      return matches ? explanation : null
    } catch {
      // an asynchronous constraint strategy (explain() cannot run it) or a method the router does not know
      return null
    }
  }
}
