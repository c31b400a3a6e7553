import type { LifecycleHookName } from '../hooks/hook-names.js'

/** A place in the application's code: where a registration was made (after source maps). */
export interface SourceLocation {
  readonly file: string
  readonly line: number
  readonly column: number
}

/** Where a piece of the application came from: the context it was registered on and the line that did it. */
export interface Origin {
  /** the context's path from the root, plugin names joined by ' > ' (`root > api > users`) */
  readonly context: string
  /** null for what Capsule provides itself (`builtin: true`) or when no frame of the application was found */
  readonly source: SourceLocation | null
  readonly builtin: boolean
}

/** One context on the way from the root to a route. */
export interface ExplainedContext {
  /** the name of the plugin whose encapsulated context this is (`root` for the root) */
  readonly name: string
  readonly path: string
  readonly prefix: string
  /** where the plugin was registered */
  readonly source: SourceLocation | null
  /** skip-override plugins (fastify-plugin) whose registrations landed in this context, in load order */
  readonly skipOverride: ReadonlyArray<{ readonly name: string; readonly source: SourceLocation | null }>
}

/** A function that would run for the request: a hook, an error handler, a parser or a compiler. */
export interface ExplainedFunction extends Origin {
  /** the function's name (`anonymous` without one) */
  readonly name: string
  /** `route` for what the route's own options declare */
  readonly level: 'context' | 'route'
}

/** A decorator the request's handler can use, with the context that declared it. */
export interface ExplainedDecorator extends Origin {
  readonly name: string
}

/** What `explain(method, url)` tells about one request, without running it. JSON-serializable. */
export interface Explanation {
  readonly method: string
  readonly url: string
  /** the route that answers, or the not-found handler when none matches */
  readonly route: {
    readonly kind: 'route' | 'notFound'
    readonly method: string | readonly string[]
    /** the route's pattern; for a not-found handler, the prefix it answers under */
    readonly pattern: string
    readonly params: Readonly<Record<string, string | undefined>>
    readonly constraints: Readonly<Record<string, unknown>> | null
    readonly context: string
    readonly source: SourceLocation | null
  }
  /** from the root down to the context that registered the route */
  readonly contexts: readonly ExplainedContext[]
  /** every hook that would run, per phase, in the order it would run */
  readonly hooks: { readonly [Phase in LifecycleHookName]: readonly ExplainedFunction[] }
  readonly bodyLimit: number
  /** the body parsers in effect, in lookup order (exact types, regular expressions, catch-all) */
  readonly parsers: ReadonlyArray<Origin & { readonly mediaType: string }>
  readonly validatorCompiler: ExplainedFunction
  readonly serializerCompiler: ExplainedFunction
  readonly schemas: {
    /** the route's schema as declared */
    readonly route: unknown
    /** the shared schemas (addSchema) its `$ref`s point at */
    readonly shared: ReadonlyArray<Origin & { readonly id: string; readonly schema: unknown }>
  }
  /** the error handlers an error would climb, the first first; the last is Capsule's default */
  readonly errorHandlers: readonly ExplainedFunction[]
  readonly decorators: {
    readonly instance: readonly ExplainedDecorator[]
    readonly request: readonly ExplainedDecorator[]
    readonly reply: readonly ExplainedDecorator[]
  }
  /** the explanation as indented text, for a terminal */
  toString(): string
}

/** Options of `explain()`. */
export interface ExplainOptions {
  /** the request's headers, for the router's constraints (`host`, `accept-version`, custom strategies) */
  readonly headers?: Readonly<Record<string, string | undefined>>
  /**
   * Constraint values to route with instead of deriving them from headers; required when a route uses an
   * asynchronous constraint strategy, which explain() cannot run.
   */
  readonly constraints?: Readonly<Record<string, unknown>>
}

/** A piece registered in a context, as `inspect()` lists it. */
export interface InspectedPiece {
  readonly name: string
  readonly source: SourceLocation | null
}

/** A route as `inspect()` lists it under the context that registered it. */
export interface InspectedRoute {
  readonly method: string | readonly string[]
  readonly url: string
  /** the handler function's name (`anonymous` without one) */
  readonly handler: string
  readonly source: SourceLocation | null
  /** the parts its schema declares (`body`, `params`, `response`...) */
  readonly schema: readonly string[]
  readonly constraints: Readonly<Record<string, unknown>> | null
  /** the route options' own hooks, per hook name */
  readonly hooks: Readonly<Record<string, readonly InspectedPiece[]>>
  /** true for the HEAD route Capsule adds for a GET route (`exposeHeadRoutes`) */
  readonly automatic: boolean
}

/** One context of the application and what was registered on it (its ancestors' pieces are theirs). */
export interface InspectedContext {
  readonly name: string
  readonly path: string
  readonly prefix: string
  readonly source: SourceLocation | null
  readonly skipOverride: ReadonlyArray<InspectedPiece>
  readonly decorators: {
    readonly instance: readonly InspectedPiece[]
    readonly request: readonly InspectedPiece[]
    readonly reply: readonly InspectedPiece[]
  }
  /** every hook added on this context, per hook name, application hooks included */
  readonly hooks: Readonly<Record<string, readonly InspectedPiece[]>>
  readonly schemas: readonly InspectedPiece[]
  readonly errorHandler: InspectedPiece | null
  readonly notFoundHandler: InspectedPiece | null
  readonly contentTypeParsers: readonly InspectedPiece[]
  readonly validatorCompiler: InspectedPiece | null
  readonly serializerCompiler: InspectedPiece | null
  readonly routes: readonly InspectedRoute[]
  readonly children: readonly InspectedContext[]
}

/** `inspect()`: the whole application as one JSON tree of contexts. */
export interface Inspection {
  readonly root: InspectedContext
  /** the tree as indented text, for a terminal */
  toString(): string
}
