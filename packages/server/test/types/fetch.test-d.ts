// app.fetch: a web Request in, a Promise of a web Response out; a plain function the runtimes' serve() APIs take.
import { describe, expectTypeOf, it } from 'vitest'
import capsule, { type FetchHandler, type FetchInfo } from '../../src/index.js'

/** The handler shapes of Bun.serve and Deno.serve and a Workers module, written out (their packages are not installed here). */
type BunFetch = (
  this: { port: number },
  request: Request,
  server: { requestIP(request: Request): { address: string; port: number; family: string } | null }
) => Response | Promise<Response>
type DenoHandler = (
  request: Request,
  info: { remoteAddr: { hostname: string; port: number; transport: 'tcp' } }
) => Response | Promise<Response>
type WorkersModule = {
  fetch(
    request: Request,
    env: { DB: string },
    context: { waitUntil(promise: Promise<unknown>): void }
  ): Promise<Response>
}

describe('app.fetch', () => {
  it('takes a Request and an optional connection info, and returns a Promise of a Response', () => {
    const app = capsule()
    expectTypeOf(app.fetch).toEqualTypeOf<FetchHandler>()
    expectTypeOf(app.fetch).parameter(0).toEqualTypeOf<Request>()
    expectTypeOf(app.fetch).parameter(1).toEqualTypeOf<FetchInfo | undefined>()
    expectTypeOf(app.fetch(new Request('http://localhost/'))).toEqualTypeOf<Promise<Response>>()
    expectTypeOf(
      app.fetch(new Request('http://localhost/'), { remoteAddress: '127.0.0.1', remotePort: 1 })
    ).toEqualTypeOf<Promise<Response>>()
  })

  it('fits Bun.serve, Deno.serve and a Workers module as written', () => {
    const app = capsule()
    const bun: BunFetch = app.fetch
    const deno: DenoHandler = app.fetch
    const workers: WorkersModule = { fetch: app.fetch }
    expectTypeOf(bun).toBeFunction()
    expectTypeOf(deno).toBeFunction()
    expectTypeOf(workers.fetch).toBeFunction()
  })

  it('refuses what is not a Request, and is not reassignable', () => {
    const app = capsule()
    // @ts-expect-error a URL string is not a Request (inject() takes those)
    void app.fetch('/users')
    // @ts-expect-error light-my-request's options are not a Request either
    void app.fetch({ method: 'GET', url: '/' })
    // @ts-expect-error app.fetch is read-only
    app.fetch = async () => new Response()
  })

  it('may be decorated by an application written for Fastify, whose own `fetch` then types as given', () => {
    const app = capsule().decorate('fetch', async (url: string) => ({ url }))
    expectTypeOf(app.fetch('/upstream')).toEqualTypeOf<Promise<{ url: string }>>()
  })
})
