import type { RouteContext } from './route-context.js'

interface Entry {
  readonly prefix: string
  context: RouteContext
  /** a handler was set for this prefix: setting another one anywhere at the same prefix is a conflict */
  locked: boolean
}

/**
 * Not-found handlers, encapsulated by prefix: a request that matches no route gets the handler of the longest
 * registered prefix that contains its path, else the root one. As in Fastify, one handler per prefix: a plugin
 * without a prefix of its own cannot replace the handler its ancestors set.
 */
export class NotFoundRegistry {
  readonly #entries: Entry[] = []

  constructor(root: RouteContext) {
    this.#entries.push({ prefix: '', context: root, locked: false })
  }

  /**
   * Sets the handler for `prefix`; `lock` false (the built-in 404, set without a handler of the user's) leaves the
   * prefix open. Returns false when a handler was already set for `prefix`.
   */
  set(prefix: string, context: RouteContext, lock: boolean): boolean {
    const normalized = normalize(prefix)
    const existing = this.#entries.find((entry) => entry.prefix === normalized)
    if (existing !== undefined) {
      if (existing.locked) return false
      existing.context = context
      existing.locked = lock
      return true
    }
    this.#entries.push({ prefix: normalized, context, locked: lock })
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
