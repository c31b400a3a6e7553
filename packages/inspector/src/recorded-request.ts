import type { SourceLocation } from '@capsule/core'

/** What a piece of a request's lifecycle was spent on. */
export type SegmentKind =
  'hook' | 'parsing' | 'validation' | 'handler' | 'not-found handler' | 'serialization' | 'response'

/** One bar of a request's waterfall. */
export interface RequestSegment {
  readonly kind: SegmentKind
  /** the lifecycle phase of a hook (`onRequest`, `preHandler`...); null for the other kinds */
  readonly phase: string | null
  /** the hook's or handler's function name (`anonymous` without one), or the kind for Capsule's own work */
  readonly name: string
  /** milliseconds from the request's start */
  readonly offset: number
  /** milliseconds */
  readonly duration: number
  /** the context that added the hook or the route (`root > api`), null when unknown or for Capsule's own work */
  readonly context: string | null
  /** where the hook or the route was added, null when unknown or for Capsule's own work */
  readonly source: SourceLocation | null
  /** the message of the error the hook or handler failed with */
  readonly error: string | null
}

/** One finished request as the inspector's page shows it. JSON-serializable. */
export interface RecordedRequest {
  /** increasing from 1, per inspector */
  readonly id: number
  readonly method: string
  /** the path and the query string (its values `…` unless `queryValues`) */
  readonly url: string
  /** the matched route's pattern, null when the not-found handler answered */
  readonly route: string | null
  readonly statusCode: number
  /** when the request arrived, in milliseconds since the epoch */
  readonly startedAt: number
  /** milliseconds from arrival to the end of the response (`reply.elapsedTime`) */
  readonly duration: number
  /** the request's headers: each value `…` unless `headerValues` shows it, secrets always `[hidden]` */
  readonly headers: Readonly<Record<string, string>>
  /** the parsed request body as JSON text (with `bodies: true`; null otherwise or without a body) */
  readonly body: string | null
  /** the response payload as text (with `bodies: true`; null otherwise or for a stream) */
  readonly payload: string | null
  /** the lifecycle, in the order it ran */
  readonly segments: readonly RequestSegment[]
}
