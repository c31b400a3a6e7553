import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'
import { warningCodes } from '@capsule/test-support/warnings'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const statuses = async (instance: CapsuleInstance, urls: string[]): Promise<number[]> =>
  Promise.all(urls.map(async (url) => (await instance.inject(url)).statusCode))

describe('ignoreTrailingSlash with a / route under a prefix', () => {
  for (const [label, options] of [
    ['routerOptions', { routerOptions: { ignoreTrailingSlash: true } }],
    ['top level', { ignoreTrailingSlash: true }]
  ] as const) {
    it(`serves the prefix with and without the slash (${label})`, async () => {
      const created: CapsuleInstance[] = []
      const codes = await warningCodes(() => void created.push(createCore(options)))
      // the top-level spelling works, with a one-time deprecation warning
      expect(codes).toEqual(label === 'top level' ? ['FSTDEP022'] : [])
      app = created[0]!
      const seen: string[] = []
      app.addHook('onRoute', (route) => void seen.push(`${String(route.method)} ${route.url}`))
      app.register(
        async (child) => {
          child.get('/', async () => 'root of p')
        },
        { prefix: '/p' }
      )
      await app.ready()
      expect(await statuses(app, ['/p', '/p/'])).toEqual([200, 200])
      expect((await app.inject('/p/')).body).toBe('root of p')
      // inserted once, as Fastify does
      expect(seen).toEqual(['GET /p', 'HEAD /p'])
    })
  }

  it('still inserts both paths without ignoreTrailingSlash', async () => {
    app = createCore()
    app.register(
      async (child) => {
        child.get('/', async () => 'ok')
      },
      { prefix: '/p' }
    )
    await app.ready()
    expect(await statuses(app, ['/p', '/p/'])).toEqual([200, 200])
    expect(app.hasRoute({ method: 'GET', url: '/p/' })).toBe(true)
  })

  it("reports an explicit duplicate ('/a' then '/a/') as FST_ERR_DUPLICATED_ROUTE", () => {
    app = createCore({ routerOptions: { ignoreTrailingSlash: true } })
    app.get('/a', async () => 'a')
    expect(() => app!.get('/a/', async () => 'again')).toThrow(
      expect.objectContaining({
        code: 'FST_ERR_DUPLICATED_ROUTE',
        message: "Method 'GET' already declared for route '/a/'"
      })
    )
  })

  it("reports '' after '/' in the same prefix as FST_ERR_DUPLICATED_ROUTE", async () => {
    app = createCore({ routerOptions: { ignoreTrailingSlash: true } })
    app.register(
      async (child) => {
        child.get('/', async () => 'slash')
        child.get('', async () => 'empty')
      },
      { prefix: '/p' }
    )
    await expect(app.ready()).rejects.toMatchObject({ code: 'FST_ERR_DUPLICATED_ROUTE' })
  })
})

describe("a / route under a prefix with prefixTrailingSlash 'both' (the default)", () => {
  it('is one GET route reporting the prefix as its url on both paths; the slash path has a HEAD route of its own', async () => {
    app = createCore()
    const seen: string[] = []
    app.addHook(
      'onRoute',
      (route) => void seen.push(`${String(route.method)} ${route.url} ${JSON.stringify(route.routePath)}`)
    )
    app.register(
      async (child) => {
        child.get('/', async (request) => request.routeOptions.url)
      },
      { prefix: '/v1' }
    )
    await app.ready()
    // as in Fastify, which adds the HEAD route of the slash path as a route of its own
    expect(seen).toEqual(['GET /v1 ""', 'HEAD /v1 ""', 'HEAD /v1/ "/"'])
    expect((await app.inject('/v1')).body).toBe('/v1')
    expect((await app.inject('/v1/')).body).toBe('/v1')
    const head = await app.inject({ method: 'HEAD', url: '/v1/' })
    expect([head.statusCode, head.headers['content-length']]).toEqual([200, '4'])
  })

  it('follows a url an onRoute hook changed, for the slash path too', async () => {
    app = createCore()
    app.addHook('onRoute', (route) => {
      if (route.url === '/v1') route.url = '/v2'
    })
    app.register(
      async (child) => {
        child.get('/', async () => 'moved')
      },
      { prefix: '/v1' }
    )
    await app.ready()
    expect(await statuses(app, ['/v2', '/v2/', '/v1', '/v1/'])).toEqual([200, 200, 404, 404])
  })
})

describe('a prefix that ends with a slash', () => {
  it("keeps its slash: its '/' route answers the prefix with the slash only (Fastify's Routes.md)", async () => {
    app = createCore()
    const prefixes: string[] = []
    app.register(
      async (v1) => {
        prefixes.push(v1.prefix)
        v1.get('/', async () => 'root')
        v1.get('/x', async () => 'x')
        v1.register(
          async (nested) => {
            prefixes.push(nested.prefix)
            nested.get('/', async () => 'nested')
          },
          { prefix: '/b/' }
        )
      },
      { prefix: '/v1/' }
    )
    await app.ready()
    expect(prefixes).toEqual(['/v1/', '/v1/b/'])
    expect(await statuses(app, ['/v1', '/v1/', '/v1/x', '/v1/b', '/v1/b/'])).toEqual([
      404, 200, 200, 404, 200
    ])
  })
})
