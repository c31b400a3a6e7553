// The two frameworks the OpenTelemetry scenarios run on: real Fastify 5 (`fastify-real`) and Capsule through the
// `fastify` alias, as an application would import it. Both are typed as Fastify's factory: the applications are
// Fastify code. Both without a logger (`logger: false`, Fastify's default): Capsule would otherwise print the
// unexpected 500 the scenarios provoke on stderr.
import Capsule from 'fastify'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify-real'

export type App = FastifyInstance
export type Factory = () => App
export type FrameworkName = 'fastify' | 'capsule'

export const frameworks: Readonly<Record<FrameworkName, Factory>> = {
  fastify: () => Fastify({ logger: false }),
  capsule: () => (Capsule as unknown as (options: FastifyServerOptions) => App)({ logger: false })
}
