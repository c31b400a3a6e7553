// The two frameworks every scenario runs on: real Fastify 5 (installed as `fastify-real`) and Capsule. Scenarios
// are written as Fastify code against Fastify's own types; Capsule's factory is handed to them unchanged, as an
// application that aliases `fastify` to `@capsule/server` would load it.
import capsule from '@capsule/server'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify-real'

/** Which framework a run is on. */
export type FrameworkName = 'fastify' | 'capsule'

/** An application as a scenario builds it: typed as Fastify's instance on both frameworks. */
export type App = FastifyInstance

/** Factory options as Fastify types them (scenarios may pass anything a Fastify application would). */
export type Options = FastifyServerOptions & Record<string, unknown>

/** Creates an application of one framework. */
export type Factory = (options?: Options) => App

export const frameworks: Readonly<Record<FrameworkName, Factory>> = {
  fastify: (options) => Fastify(options),
  capsule: (options) => (capsule as unknown as Factory)(options)
}

export const frameworkNames: readonly FrameworkName[] = ['fastify', 'capsule']
