/**
 * Property-based fuzzing of the router (issue 17): arbitrary urls (percent-encoding, long parameters, odd methods)
 * and constraint headers. `FUZZ_RUNS` sets the number of cases per property, `FUZZ_SEED` the seed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRouter, errorCodes, type RouteMatch, type Router, type RouterOptions } from '../src/index.js'

const runs = Number(process.env['FUZZ_RUNS'] ?? 300)
const seed = Number(process.env['FUZZ_SEED'] ?? 20261125)
const params = { numRuns: runs, seed }
const timeout = Math.max(30_000, runs * 5)

interface Store {
  readonly name: string
  readonly params: readonly string[]
  readonly version?: string
  readonly host?: string | RegExp
}

const routes: Array<{
  methods: string[]
  path: string
  store: Store
  constraints?: Record<string, unknown>
}> = [
  { methods: ['GET', 'HEAD'], path: '/', store: { name: 'root', params: [] } },
  { methods: ['GET'], path: '/static/path', store: { name: 'static', params: [] } },
  { methods: ['GET', 'POST', 'M-SEARCH'], path: '/users/:id', store: { name: 'user', params: ['id'] } },
  { methods: ['GET'], path: '/users/:id/posts/:post', store: { name: 'post', params: ['id', 'post'] } },
  { methods: ['GET', 'PUT'], path: '/files/*', store: { name: 'files', params: ['*'] } },
  { methods: ['GET'], path: '/n/:num(^\\d+$)', store: { name: 'number', params: ['num'] } },
  { methods: ['GET'], path: '/v/:a-:b', store: { name: 'dash', params: ['a', 'b'] } },
  { methods: ['GET'], path: '/opt/:x?', store: { name: 'optional', params: ['x'] } },
  { methods: ['GET'], path: '/:lang/docs', store: { name: 'lang', params: ['lang'] } },
  { methods: ['GET'], path: '/c', store: { name: 'c-any', params: [] } },
  {
    methods: ['GET'],
    path: '/c',
    store: { name: 'c-v1', params: [], version: '1.2.0' },
    constraints: { version: '1.2.0' }
  },
  {
    methods: ['GET'],
    path: '/c',
    store: { name: 'c-v2', params: [], version: '2.0.0' },
    constraints: { version: '2.0.0' }
  },
  {
    methods: ['GET'],
    path: '/h',
    store: { name: 'h-example', params: [], host: 'example.com' },
    constraints: { host: 'example.com' }
  },
  {
    methods: ['GET'],
    path: '/h',
    store: { name: 'h-api', params: [], host: /^api\./ },
    constraints: { host: /^api\./ }
  }
]
const stores = new Set(routes.map((route) => route.store))

const routerCache = new Map<string, Router<Store>>()
function buildRouter(options: RouterOptions): Router<Store> {
  const key = JSON.stringify(options)
  let router = routerCache.get(key)
  if (router === undefined) {
    router = createRouter<Store>(options)
    for (const route of routes) router.on(route.methods, route.path, route.store, route.constraints)
    routerCache.set(key, router)
  }
  return router
}

// --- generators --------------------------------------------------------------------------------------------------
const options: fc.Arbitrary<RouterOptions> = fc.record(
  {
    caseSensitive: fc.boolean(),
    ignoreTrailingSlash: fc.boolean(),
    ignoreDuplicateSlashes: fc.boolean(),
    useSemicolonDelimiter: fc.boolean(),
    maxParamLength: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 150 }))
  },
  { requiredKeys: [] }
)

const badEscapes = [
  '%',
  '%z',
  '%zz',
  '%2',
  '%C3',
  '%E2%82',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%00',
  '%2F',
  '%2f',
  '%25',
  '%3F',
  '%23',
  '%%',
  '%u0041'
]
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'users',
      'static',
      'path',
      'files',
      'n',
      'v',
      'opt',
      'c',
      'h',
      'docs',
      'posts',
      'USERS',
      'Static',
      '1',
      '123',
      'a-b',
      '',
      '.',
      '..',
      ';a=b',
      '*',
      ':id'
    )
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 3 }), fc.constantFrom(...badEscapes), fc.string({ maxLength: 3 }))
      .map((parts) => parts.join(''))
  },
  // long parameters around maxParamLength
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '%41', '%E2%82%AC', '-'), fc.integer({ min: 1, max: 400 }))
      .map(([unit, count]) => unit.repeat(count))
  }
)
const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 20 }).map((text) => `?${text}`),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('a', '__proto__', 'constructor', 'x[y]', '%zz', ''),
        fc.string({ maxLength: 5 })
      ),
      { maxLength: 4 }
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`)
)
const url = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.array(segment, { minLength: 0, maxLength: 5 }),
        fc.constantFrom('/', '//', '/'),
        fc.boolean(),
        query,
        fc.constantFrom('', '#frag', '#')
      )
      .map(([segments, sep, trailing, q, hash]) => `/${segments.join(sep)}${trailing ? '/' : ''}${q}${hash}`)
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '*',
      '//',
      'http://example.com/users/1',
      'users/1',
      '/users/1?',
      '?',
      '#',
      '/%',
      '/users/%'
    )
  }
)
// route patterns: parameters, regexps, wildcards, optional parts, in any order
const routePattern = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '/',
        ':a',
        ':b',
        '*',
        '(',
        ')',
        '^',
        '$',
        '\\d+',
        '(a+)+',
        '-',
        '.',
        '?',
        '::',
        'x',
        '%',
        '%2F',
        ';'
      ),
      fc.string({ maxLength: 3 })
    ),
    { maxLength: 8 }
  )
  .map((parts) => `/${parts.join('')}`)
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'HEAD', 'M-SEARCH') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'get',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      '',
      'GET ',
      'QUERY',
      'PROPFIND'
    )
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }
)
const headerValue = fc.oneof(
  fc.constantFrom(
    '1.2.0',
    '1.x',
    '2',
    '2.0.0',
    '*',
    '^1',
    '>=0',
    'x',
    '',
    '1.2.0 || 2',
    'example.com',
    'api.example.com',
    'EXAMPLE.COM',
    'example.com:80'
  ),
  fc.string({ maxLength: 15 })
)
const headers = fc.record(
  {
    host: fc.oneof(headerValue, fc.array(headerValue, { maxLength: 2 })),
    'accept-version': fc.oneof(headerValue, fc.array(headerValue, { maxLength: 2 }))
  },
  { requiredKeys: [] }
)

// --- invariants --------------------------------------------------------------------------------------------------
const codedErrors = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH'])

function findOrError(
  router: Router<Store>,
  m: string,
  u: string,
  h?: Record<string, unknown>
): RouteMatch<Store> | null | Error {
  try {
    return router.find(m, u, h === undefined ? undefined : { headers: h as Record<string, string> })
  } catch (error) {
    return error as Error
  }
}

function hasOrCode(router: Router<Store>, m: string, u: string): string {
  try {
    return String(router.has(m, u))
  } catch (error) {
    return (error as { code?: string }).code ?? `uncoded ${String(error)}`
  }
}

function checkMatch(
  result: RouteMatch<Store> | null | Error,
  maxParamLength: number,
  h: Record<string, unknown> | undefined
): void {
  if (result instanceof Error) {
    // only the router's coded errors, as instances of its classes
    expect(
      codedErrors.has((result as { code?: string }).code ?? ''),
      `${result.name}: ${result.message}`
    ).toBe(true)
    const code = (result as unknown as { code: 'FST_ERR_BAD_URL' | 'FST_ERR_MAX_PARAM_LENGTH' }).code
    expect(result).toBeInstanceOf(errorCodes[code])
    expect((result as { statusCode?: number }).statusCode).toBe(code === 'FST_ERR_BAD_URL' ? 400 : 414)
    return
  }
  if (result === null) return
  expect(stores.has(result.store)).toBe(true)
  // no Object.prototype behind params (find-my-way's NullObject prototype is fine)
  expect(Object.prototype.isPrototypeOf.call(Object.prototype, result.params)).toBe(false)
  expect('toString' in result.params || 'constructor' in result.params).toBe(false)
  const keys = Object.keys(result.params)
  for (const key of keys) {
    expect(result.store.params).toContain(key)
    const value = result.params[key]
    expect(typeof value, `param ${key}`).toBe('string')
    // over-long parameters are refused (the wildcard is not a parameter in that sense)
    if (key !== '*') expect(value!.length).toBeLessThanOrEqual(maxParamLength)
  }
  expect(typeof result.searchParams).toBe('object')
  expect(result.searchParams).not.toBe(null)
  // a constrained route is found only with a header that can satisfy it
  if (result.store.version !== undefined) expect(typeof h?.['accept-version']).toBe('string')
  if (result.store.host !== undefined) {
    const host = h?.['host']
    expect(typeof host).toBe('string')
    if (typeof result.store.host === 'string') expect(host).toBe(result.store.host)
    else expect(host).toMatch(result.store.host)
  }
}

describe('router find (fuzz)', () => {
  it(
    `never throws anything but its coded errors, and a match has string params under maxParamLength [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(options, method, url, fc.option(headers, { nil: undefined }), (opts, m, u, h) => {
          const router = buildRouter(opts)
          const result = findOrError(router, m, u, h)
          checkMatch(result, opts.maxParamLength ?? 100, h)
          // deterministic: the same request finds the same route (or the same error)
          const again = findOrError(router, m, u, h)
          if (result instanceof Error)
            expect((again as { code?: string }).code).toBe((result as { code?: string }).code)
          else
            expect(again === null ? null : again instanceof Error ? again : again.store).toBe(
              result === null ? null : result.store
            )
        }),
        params
      )
    },
    timeout
  )

  it(
    `findRoute never throws on arbitrary input [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(options, method, url, (opts, m, u) => {
          const found = buildRouter(opts).findRoute(m, u)
          if (found !== null) expect(stores.has(found.store)).toBe(true)
        }),
        params
      )
    },
    timeout
  )

  it(
    `has answers a boolean or a coded error on arbitrary input [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(options, method, fc.oneof(url, routePattern), (opts, m, u) => {
          expect(hasOrCode(buildRouter(opts), m, u)).toMatch(/^(true|false|CPS_ERR_ROUTER_INVALID_PATH)$/)
        }),
        params
      )
    },
    timeout
  )

  // found by the property above (shrunk: method 'GET', url '/*%?'): `has` hands a pattern-shaped string to
  // find-my-way's hasRoute, which asserts on it (src/router.ts, `has`); the router promises coded errors only
  it('regression: has() on a pattern find-my-way refuses is false or CPS_ERR_ROUTER_INVALID_PATH, not a raw assertion', () => {
    const router = buildRouter({})
    for (const u of ['/*%?', '/*x', '/:a('])
      expect(hasOrCode(router, 'GET', u), u).toMatch(/^(false|CPS_ERR_ROUTER_INVALID_PATH)$/)
  })

  it(
    `on() accepts a route path or refuses it with a coded error, and the route then finds without crashing [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(options, routePattern, (opts, path) => {
          const router = createRouter<Store>(opts)
          router.on('GET', '/x', { name: 'x', params: [] })
          let code: string | undefined
          try {
            router.on('GET', path, { name: 'fuzzed', params: [] })
          } catch (error) {
            code = (error as { code?: string }).code ?? `uncoded ${String(error)}`
          }
          if (code !== undefined) {
            expect(code, path).toMatch(/^(CPS_ERR_ROUTER_INVALID_PATH|FST_ERR_DUPLICATED_ROUTE)$/)
            return
          }
          const result = findOrError(router, 'GET', path)
          if (result instanceof Error)
            expect(codedErrors.has((result as { code?: string }).code ?? ''), String(result)).toBe(true)
        }),
        params
      )
    },
    timeout
  )

  // found by the property above (shrunk: '/*/' on a router that has a GET route): `on` checks for a duplicate with
  // find-my-way's hasRoute before its try/catch (src/router.ts, `on`), so hasRoute's assertion escapes uncoded (with
  // no GET route yet, hasRoute returns early and fmw.on's own assertion is caught and coded)
  it("regression: on('GET', '/*/') and on('GET', '/:a(') next to another GET route are refused with CPS_ERR_ROUTER_INVALID_PATH", () => {
    for (const path of ['/*/', '/:a(']) {
      const router = createRouter<string>()
      router.on('GET', '/x', 'x')
      expect(() => router.on('GET', path, 'fuzzed'), path).toThrow(
        expect.objectContaining({ code: 'CPS_ERR_ROUTER_INVALID_PATH' })
      )
    }
  })

  it(
    `finds a parameter route with the decoded value of any percent-encoded parameter [${runs} runs]`,
    () => {
      fc.assert(
        fc.property(
          options,
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
          (opts, id, post) => {
            const max = opts.maxParamLength ?? 100
            const router = buildRouter(opts)
            const encoded = encodeURIComponent(id)
            const result = findOrError(router, 'GET', `/users/${encoded}?q=1`)
            if (encoded.length <= max) {
              expect(result instanceof Error ? `${result.message}` : result?.store.name, encoded).toBe('user')
              expect((result as RouteMatch<Store>).params['id']).toBe(id)
              expect((result as RouteMatch<Store>).searchParams).toEqual({ q: '1' })
            } else if (id.length > max) {
              expect((result as { code?: string } | null)?.code, encoded).toBe('FST_ERR_MAX_PARAM_LENGTH')
            }
            const two = findOrError(router, 'GET', `/users/${encoded}/posts/${encodeURIComponent(post)}`)
            if (encoded.length <= max && encodeURIComponent(post).length <= max) {
              expect(two instanceof Error ? two.message : two?.store.name).toBe('post')
              expect({ ...(two as RouteMatch<Store>).params }).toEqual({ id, post })
            }
            // the wildcard takes the rest of the path, decoded, whatever its length
            const files = findOrError(router, 'GET', `/files/${encoded}/${encodeURIComponent(post)}`)
            expect(files instanceof Error ? files.message : files?.store.name).toBe('files')
            expect((files as RouteMatch<Store>).params['*']).toBe(`${id}/${post}`)
          }
        ),
        params
      )
    },
    timeout
  )

  // found by the property above in a long run (FUZZ_RUNS=100000; shrunk: {caseSensitive: false}, id 'İ ', post ' '):
  // with caseSensitive false, find-my-way (9.10, index.js `find`) lower-cases the decoded path and walks it with indices
  // it then applies to the original; 'İ' (U+0130) lower-cases to two UTF-16 units ('i̇'), so a parameter holding it
  // shifts every later segment and the route is not found (a 404). Only misses were seen, never wrong values.
  it("regression: caseSensitive false finds '/users/%C4%B0/posts/1' with its params", () => {
    const router = buildRouter({ caseSensitive: false })
    for (const [url, id, post] of [
      ['/users/%C4%B0/posts/1', '\u0130', '1'],
      ['/users/%C4%B0%20/posts/%20', '\u0130 ', ' '],
      ['/USERS/a%C4%B0b/POSTS/x', 'a\u0130b', 'x']
    ] as const) {
      const result = findOrError(router, 'GET', url)
      expect(result instanceof Error ? result.message : result?.store.name, url).toBe('post')
      expect({ ...(result as RouteMatch<Store>).params }, url).toEqual({ id, post })
    }
  })
})
