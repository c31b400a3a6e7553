// `fastify/types/route`: some plugins import Fastify's types from its declaration files by path; with `fastify`
// aliased to this package, that path leads here. Every public type is the same as the package's.
export type * from '@capsule/core'
