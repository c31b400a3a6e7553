import { describe, expect, it } from 'vitest'
import { createRouter, errorCodes } from '../src/index.js'

describe('createRouter', () => {
  it('matches static, parametric, wildcard and regex routes with decoded params and the query', () => {
    const router = createRouter<string>()
    router.on('GET', '/', 'root')
    router.on('GET', '/users/:id', 'user')
    router.on('GET', '/users/:id/posts/:post', 'post')
    router.on('GET', '/files/*', 'files')
    router.on('GET', '/n/:num(^\\d+$)', 'number')
    expect(router.find('GET', '/')?.store).toBe('root')
    const user = router.find('GET', '/users/h%C3%A9llo?a=1&a=2&b=x')!
    expect(user.store).toBe('user')
    expect(user.params).toEqual({ id: 'héllo' })
    // no Object.prototype behind params: a param named like a builtin cannot shadow or reach it
    expect('toString' in user.params).toBe(false)
    expect('constructor' in user.params).toBe(false)
    expect(user.searchParams).toEqual({ a: ['1', '2'], b: 'x' })
    expect(router.find('GET', '/users/1/posts/2')?.params).toEqual({ id: '1', post: '2' })
    expect(router.find('GET', '/files/a/b.txt')?.params).toEqual({ '*': 'a/b.txt' })
    expect(router.find('GET', '/n/12')?.store).toBe('number')
    expect(router.find('GET', '/n/ab')).toBe(null)
  })

  it('refuses duplicates with a coded error and accepts method arrays', () => {
    const router = createRouter<string>()
    router.on(['GET', 'POST'], '/a', 'a')
    expect(router.find('POST', '/a')?.store).toBe('a')
    expect(() => router.on('GET', '/a', 'again')).toThrow(errorCodes.FST_ERR_DUPLICATED_ROUTE)
    expect(router.has('GET', '/a')).toBe(true)
    expect(router.has('PUT', '/a')).toBe(false)
  })

  it('refuses a duplicate that only the trailing-slash, duplicate-slash or case options make one as FST_ERR_DUPLICATED_ROUTE', () => {
    const slash = createRouter<string>({ ignoreTrailingSlash: true })
    expect(slash.options).toEqual({
      caseSensitive: true,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: false
    })
    slash.on('GET', '/a', 'a')
    expect(() => slash.on('GET', '/a/', 'again')).toThrow(
      expect.objectContaining({
        code: 'FST_ERR_DUPLICATED_ROUTE',
        message: "Method 'GET' already declared for route '/a/'"
      })
    )
    // nothing was inserted for the other method of a refused array
    expect(() => slash.on(['POST', 'GET'], '/a/', 'again')).toThrow(errorCodes.FST_ERR_DUPLICATED_ROUTE)
    expect(slash.has('POST', '/a')).toBe(false)
    const dup = createRouter<string>({ ignoreDuplicateSlashes: true })
    dup.on('GET', '/x/y', 'xy')
    expect(() => dup.on('GET', '/x//y', 'again')).toThrow(errorCodes.FST_ERR_DUPLICATED_ROUTE)
    const loose = createRouter<string>({ caseSensitive: false })
    loose.on('GET', '/Path', 'p')
    expect(() => loose.on('GET', '/path', 'again')).toThrow(
      expect.objectContaining({
        code: 'FST_ERR_DUPLICATED_ROUTE',
        message: "Method 'GET' already declared for route '/path'"
      })
    )
  })

  it('finds routes by path (findRoute) and prints the tree', () => {
    const router = createRouter<string>()
    router.on('GET', '/users/:id', 'user')
    expect(router.findRoute('GET', '/users/:id')).toEqual({
      store: 'user',
      params: { id: ':id' },
      searchParams: {}
    })
    expect(router.findRoute('GET', '/users/7?x=1')).toEqual({
      store: 'user',
      params: { id: '7' },
      searchParams: { x: '1' }
    })
    expect(router.findRoute('GET', '/nope')).toBe(null)
    expect(router.print()).toContain('users/')
  })

  it('returns null for unknown methods and prototype-named methods', () => {
    const router = createRouter<string>()
    router.on('GET', '/', 'root')
    for (const method of ['DELETE', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(router.find(method, '/')).toBe(null)
    }
  })

  it('throws FST_ERR_BAD_URL for bad percent-encoding', () => {
    const router = createRouter<string>()
    router.on('GET', '/:id', 'id')
    expect(() => router.find('GET', '/%E0%A4%A')).toThrow(errorCodes.FST_ERR_BAD_URL)
  })

  it('refuses a parameter longer than maxParamLength (default 100) with FST_ERR_MAX_PARAM_LENGTH (414)', () => {
    const router = createRouter<string>()
    router.on('GET', '/:id', 'id')
    expect(router.find('GET', `/${'a'.repeat(100)}`)?.store).toBe('id')
    expect(() => router.find('GET', `/${'a'.repeat(101)}?q=1`)).toThrow(errorCodes.FST_ERR_MAX_PARAM_LENGTH)
    expect(() => router.find('GET', `/${'a'.repeat(101)}`)).toThrow(
      expect.objectContaining({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 })
    )
    // findRoute answers "no route", as for any path that does not match
    expect(router.findRoute('GET', `/${'a'.repeat(101)}`)).toBe(null)
    const longer = createRouter<string>({ maxParamLength: 200 })
    longer.on('GET', '/:id', 'id')
    expect(longer.find('GET', `/${'a'.repeat(150)}`)?.store).toBe('id')
  })

  it('resolves a crafted multi-parameter path without catastrophic backtracking', () => {
    const router = createRouter<string>()
    router.on('GET', '/:foo-:bar-', 'multi')
    // refused at once as over-long (414), not after exponential matching
    expect(() => router.find('GET', '/' + '-'.repeat(16_000) + 'a')).toThrow(
      errorCodes.FST_ERR_MAX_PARAM_LENGTH
    )
    expect(router.find('GET', '/' + '-'.repeat(50) + 'a')).toBe(null)
  })

  it('honours caseSensitive, ignoreTrailingSlash, ignoreDuplicateSlashes and useSemicolonDelimiter', () => {
    const strict = createRouter<string>()
    strict.on('GET', '/Path/', 'p')
    expect(strict.find('GET', '/path/')).toBe(null)
    expect(strict.find('GET', '/Path')).toBe(null)
    const loose = createRouter<string>({
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      useSemicolonDelimiter: true
    })
    loose.on('GET', '/Path', 'p')
    expect(loose.find('GET', '/path/')?.store).toBe('p')
    expect(loose.find('GET', '//path')?.store).toBe('p')
    expect(loose.find('GET', '/path;a=1')?.searchParams).toEqual({ a: '1' })
  })

  it('uses a custom querystring parser and refuses a non-function one', () => {
    const router = createRouter<string>({ querystringParser: (query) => ({ raw: query }) })
    router.on('GET', '/', 'r')
    expect(router.find('GET', '/?x=1')?.searchParams).toEqual({ raw: 'x=1' })
    expect(() => createRouter({ querystringParser: 'nope' as never })).toThrow(errorCodes.FST_ERR_QSP_NOT_FN)
    expect(() => createRouter({ maxParamLength: -1 })).toThrow(errorCodes.CPS_ERR_ROUTER_INVALID_OPTION)
    expect(() => createRouter({ unknown: true } as never)).toThrow(errorCodes.CPS_ERR_ROUTER_INVALID_OPTION)
  })

  it("accepts Fastify's compile hint (a boolean) and matches the same with it", () => {
    for (const compile of [true, false]) {
      const router = createRouter<string>({ compile })
      router.on('GET', '/users/:id', 'user')
      expect(router.find('GET', '/users/1')?.params).toEqual({ id: '1' })
    }
    expect(() => createRouter({ compile: 'yes' as never })).toThrow(errorCodes.CPS_ERR_ROUTER_INVALID_OPTION)
  })

  it('refuses an unsafe regex unless allowUnsafeRegex', () => {
    const router = createRouter<string>()
    expect(() => router.on('GET', '/:a(^(a+)+$)', 'x')).toThrow(errorCodes.CPS_ERR_ROUTER_INVALID_PATH)
    const unsafe = createRouter<string>({ allowUnsafeRegex: true })
    unsafe.on('GET', '/:a(^(a+)+$)', 'x')
    expect(unsafe.find('GET', '/aaa')?.store).toBe('x')
  })

  it('routes by version and host constraints, and by a custom strategy', () => {
    const router = createRouter<string>()
    router.on('GET', '/', 'v1', { version: '1.2.0' })
    router.on('GET', '/', 'v2', { version: '2.0.0' })
    router.on('GET', '/h', 'example', { host: 'example.com' })
    expect(router.find('GET', '/', { headers: { 'accept-version': '1.x' } })?.store).toBe('v1')
    expect(router.find('GET', '/', { headers: { 'accept-version': '2.x' } })?.store).toBe('v2')
    expect(router.find('GET', '/h', { headers: { host: 'example.com' } })?.store).toBe('example')
    expect(router.find('GET', '/h', { headers: { host: 'other.com' } })).toBe(null)

    const custom = createRouter<string>()
    const values = new Map<string, unknown>()
    custom.addConstraintStrategy({
      name: 'tenant',
      storage: () => ({
        get: (k: string) => values.get(k),
        set: (k: string, v: unknown) => void values.set(k, v)
      }),
      deriveConstraint: (req) => (req as { headers: Record<string, string> }).headers['x-tenant'],
      mustMatchWhenDerived: true
    })
    expect(custom.hasConstraintStrategy('tenant')).toBe(true)
    custom.on('GET', '/', 'acme', { tenant: 'acme' })
    expect(custom.find('GET', '/', { headers: { 'x-tenant': 'acme' } })?.store).toBe('acme')
  })

  it('routes through findAsync once a route uses an asynchronous strategy, and reports its failure or a bad url', async () => {
    const router = createRouter<string>()
    const values = new Map<string, unknown>()
    router.addConstraintStrategy({
      name: 'tenant',
      storage: () => ({
        get: (k: string) => values.get(k),
        set: (k: string, v: unknown) => void values.set(k, v)
      }),
      deriveConstraint: (
        req: unknown,
        _context: unknown,
        done?: (error: Error | null, value?: unknown) => void
      ) => {
        const tenant = (req as { headers: Record<string, string | undefined> }).headers['x-tenant']
        setImmediate(() => (tenant === 'down' ? done!(new Error('down')) : done!(null, tenant)))
      }
    })
    router.on('GET', '/plain/:id', 'plain')
    expect(router.asyncConstraints).toBe(false)
    router.on('GET', '/', 'acme', { tenant: 'acme' })
    expect(router.asyncConstraints).toBe(true)
    const findAsync = (url: string, tenant?: string) =>
      new Promise<{ error: Error | null; store: string | undefined }>((resolve) =>
        router.findAsync('GET', url, { headers: { 'x-tenant': tenant } }, (error, match) =>
          resolve({ error, store: match?.store })
        )
      )
    expect(await findAsync('/', 'acme')).toEqual({ error: null, store: 'acme' })
    expect(await findAsync('/', 'other')).toEqual({ error: null, store: undefined })
    expect((await findAsync('/', 'down')).error?.message).toBe('down')
    expect((await findAsync('/plain/%zz', 'acme')).error).toBeInstanceOf(errorCodes.FST_ERR_BAD_URL)
  })

  it('refuses a method Node.js cannot receive', () => {
    const router = createRouter<string>()
    expect(() => router.on('FROB', '/', 'x')).toThrow(errorCodes.CPS_ERR_ROUTER_METHOD_NOT_SUPPORTED)
  })
})
