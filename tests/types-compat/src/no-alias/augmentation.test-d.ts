// Declaration merging on '@capsule/server', the documented target, with only @capsule/server installed (pnpm's strict
// layout: @capsule/core is not resolvable from here).
import capsule, { type FastifyReply, type FastifyRequest } from '@capsule/server'
import { describe, expectTypeOf, it } from 'vitest'

interface Database {
  query(sql: string): Promise<unknown[]>
}

declare module '@capsule/server' {
  interface FastifyInstance {
    db: Database
    audit(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
  interface FastifyRequest {
    tenant: string
  }
  interface FastifyReply {
    ok(): FastifyReply
  }
  interface FastifyContextConfig {
    audit?: boolean
  }
}

describe('declaration merging on @capsule/server', () => {
  it('reaches the instance, requests, replies and route configs', () => {
    const app = capsule()
    expectTypeOf(app.db.query).returns.toEqualTypeOf<Promise<unknown[]>>()
    app.get('/', { config: { audit: true } }, async function (request, reply) {
      expectTypeOf(this.db).toEqualTypeOf<Database>()
      expectTypeOf(request.tenant).toEqualTypeOf<string>()
      // ContextConfig is inferred from the route's config, as in Fastify
      expectTypeOf(request.routeOptions.config.audit).toEqualTypeOf<true>()
      return reply.ok()
    })
    // @ts-expect-error audit is a boolean
    app.get('/bad', { config: { audit: 'yes' } }, async () => 'x')
  })

  it('checks decorate() against the merged declarations', () => {
    const app = capsule()
    app.decorate('db', { query: async () => [] })
    // @ts-expect-error db is declared as a Database
    app.decorate('db', { query: 42 })
    app.decorateRequest('tenant', '')
    // @ts-expect-error tenant is declared as a string
    app.decorateRequest('tenant', 0)
    app.decorateReply('ok', function (this: FastifyReply) {
      return this
    })
    void (null as unknown as FastifyRequest)
  })

  it("takes Fastify's null placeholder for a declared request or reply member", () => {
    const app = capsule()
    app.decorateRequest('tenant', null)
    app.addHook('onRequest', async (request) => {
      request.tenant = 'acme'
    })
    // @ts-expect-error a placeholder is null or undefined, not any value
    app.decorateRequest('tenant', false)
  })

  it('types the parameters of a declared function decorator from its declaration', () => {
    const app = capsule()
    app.decorate('audit', async function (request, reply) {
      expectTypeOf(request.tenant).toEqualTypeOf<string>()
      expectTypeOf(this.db).toEqualTypeOf<Database>()
      reply.code(403)
    })
    // @ts-expect-error audit returns a promise
    app.decorate('audit', function () {
      return 1
    })
  })
})
