import type { ExplainOptions, Explanation, Inspection } from '@capsule/core'

/**
 * The part of an application instance the command uses. Structural on purpose: the instance comes from the
 * framework the application depends on (its own copy of @capsule/server, or real Fastify), never from this package.
 */
export interface InspectableApp {
  ready(): PromiseLike<unknown>
  close(): PromiseLike<unknown>
  register(plugin: unknown, options?: unknown): unknown
  /** absent on real Fastify */
  inspect?: () => Inspection
  explain?: (method: string, url: string, options?: ExplainOptions) => Explanation
}
