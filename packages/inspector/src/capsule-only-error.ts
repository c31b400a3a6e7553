/** The application runs on a framework without `inspect()`: real Fastify rather than Capsule. */
export class CapsuleOnlyError extends Error {
  override name = 'CapsuleOnlyError'
  constructor(module: string) {
    super(
      `${module} runs on Fastify, not Capsule: its instance has no inspect(). Capsule is a drop-in for Fastify v5; ` +
        `alias fastify to it in the application's package.json ("fastify": "npm:@capsule/server@^0.1.0", ` +
        `or npm install fastify@npm:@capsule/server) and run the command again.`
    )
  }
}
