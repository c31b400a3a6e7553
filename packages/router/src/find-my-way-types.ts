import type FindMyWay from 'find-my-way'

// find-my-way's own types, for the declarations that name them as Fastify's do (`FindMyWayVersion`, a constraint
// strategy or router options written against find-my-way): the core's types reach them through this package, which
// is the one that depends on find-my-way.

/** find-my-way's HTTP version tag: its types for an HTTP/1 server (`V1`) or an HTTP/2 one (`V2`). */
export type FindMyWayHTTPVersion = FindMyWay.HTTPVersion
/** The tag of an HTTP/1 server. */
export type FindMyWayHTTPVersion1 = FindMyWay.HTTPVersion.V1
/** The tag of an HTTP/2 server. */
export type FindMyWayHTTPVersion2 = FindMyWay.HTTPVersion.V2
/** find-my-way's constraint strategy. */
export type FindMyWayConstraintStrategy<
  V extends FindMyWay.HTTPVersion,
  T = string
> = FindMyWay.ConstraintStrategy<V, T>
/** What find-my-way's `find` returns. */
export type FindMyWayFindResult<V extends FindMyWay.HTTPVersion> = FindMyWay.FindResult<V>
/** find-my-way's router options. */
export type FindMyWayConfig<V extends FindMyWay.HTTPVersion> = FindMyWay.Config<V>
