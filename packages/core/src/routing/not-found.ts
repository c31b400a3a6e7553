import type { RouteContext } from './route-context.js'

interface Entry {
  readonly prefix: string
  context: RouteContext
  /** the context (instance) that set the handler: a second call there is a conflict */
  owner: object
}

/**
 * Not-found handlers, encapsulated by prefix: a request that matches no route gets the handler of the longest
 * registered prefix that contains its path, else the root one.
 */
export class NotFoundRegistry {
  readonly #entries: Entry[] = []

  /** `owner` of the default handler is a sentinel, so that the root context may replace it once. */
  constructor(root: RouteContext) {
    this.#entries.push({ prefix: '', context: root, owner: {} })
  }

  /** Sets (or replaces the inherited) handler for `prefix`; returns false when `owner` already set one there. */
  set(prefix: string, context: RouteContext, owner: object): boolean {
    const normalized = normalize(prefix)
    const existing = this.#entries.find((entry) => entry.prefix === normalized)
    if (existing !== undefined) {
      if (existing.owner === owner) return false
      existing.context = context
      existing.owner = owner
      return true
    }
    this.#entries.push({ prefix: normalized, context, owner })
    this.#entries.sort((a, b) => b.prefix.length - a.prefix.length)
    return true
  }

  find(url: string): RouteContext {
    const entries = this.#entries
    for (let i = 0; i < entries.length; i++) {
      const prefix = entries[i]!.prefix
      if (prefix.length === 0) return entries[i]!.context
      if (url.startsWith(prefix)) {
        const next = url.charCodeAt(prefix.length)
        // '/', '?' or end of string: the path really is under the prefix
        if (Number.isNaN(next) || next === 47 || next === 63) return entries[i]!.context
      }
    }
    return entries[entries.length - 1]!.context
  }

  contexts(): RouteContext[] {
    return this.#entries.map((entry) => entry.context)
  }
}

function normalize(prefix: string): string {
  return prefix.endsWith('/') ? prefix.slice(0, -1) : prefix
}
