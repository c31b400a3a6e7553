import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { CapsuleInstance } from '@capsule/server'
import { buildApp } from '../src/app.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

// where each registration of src/app.ts is: the line holding `text`, the column where `call` starts on it
const file = fileURLToPath(new URL('../src/app.ts', import.meta.url))
const source = readFileSync(file, 'utf8').split('\n')
function at(text: string, call: string) {
  const index = source.findIndex((line) => line.includes(text))
  if (index === -1) throw new Error(`src/app.ts has no line with ${text}`)
  return { file, line: index + 1, column: source[index]!.indexOf(call) + 1 }
}

const none = { instance: [], request: [], reply: [] }
const emptyContext = {
  hooks: {},
  schemas: [],
  errorHandler: null,
  notFoundHandler: null,
  contentTypeParsers: [],
  validatorCompiler: null,
  serializerCompiler: null
}
/** A GET route with its automatic HEAD twin, both registered by the line that says `url`. */
function getAndHead(url: string) {
  const where = at(`child.get('${url}'`, 'get(')
  const common = { url, handler: 'anonymous', source: where, schema: [], constraints: null }
  return [
    { ...common, method: 'GET', hooks: {}, automatic: false },
    {
      ...common,
      method: 'HEAD',
      hooks: { onSend: [{ name: 'headRouteOnSendHandler', source: null }] },
      automatic: true
    }
  ]
}

describe('inspect() of the encapsulation example (apps/docs/guide/encapsulation.md)', () => {
  it('is the whole tree: contexts, skip-override plugins, decorators, hooks and routes with their sources', async () => {
    app = buildApp({ keys: ['k'], server: { logger: false } })
    await app.ready()
    const grandchildRoutes = getAndHead('/three').map((route) => ({
      ...route,
      source: at("grandchild.get('/three'", 'get(')
    }))
    expect(JSON.parse(JSON.stringify(app.inspect()))).toEqual({
      root: {
        name: 'root',
        path: 'root',
        prefix: '',
        source: null,
        skipOverride: [],
        decorators: {
          ...none,
          request: [{ name: 'answer', source: at("decorateRequest('answer'", 'decorateRequest') }]
        },
        ...emptyContext,
        routes: [],
        children: [
          {
            name: 'authenticatedContext',
            path: 'root > authenticatedContext',
            prefix: '',
            source: at('function authenticatedContext', 'register('),
            skipOverride: [{ name: '@capsule/bearer-auth', source: at('bearerAuth,', 'register(') }],
            decorators: none,
            ...emptyContext,
            // the bearer plugin's hook, registered by the plugin's own code
            hooks: {
              onRequest: [
                {
                  name: 'anonymous',
                  source: expect.objectContaining({ file: expect.stringMatching(/bearer-auth/) })
                }
              ]
            },
            routes: getAndHead('/one'),
            children: []
          },
          {
            name: 'publicContext',
            path: 'root > publicContext',
            prefix: '',
            source: at('function publicContext', 'register('),
            skipOverride: [],
            decorators: {
              ...none,
              request: [{ name: 'foo', source: at("decorateRequest('foo'", 'decorateRequest') }]
            },
            ...emptyContext,
            routes: getAndHead('/two'),
            children: [
              {
                name: 'grandchildContext',
                path: 'root > publicContext > grandchildContext',
                prefix: '',
                source: at('child.register(options.wrapGrandchild', 'register('),
                skipOverride: [],
                decorators: {
                  ...none,
                  request: [{ name: 'bar', source: at("decorateRequest('bar'", 'decorateRequest') }]
                },
                ...emptyContext,
                routes: grandchildRoutes,
                children: []
              }
            ]
          }
        ]
      }
    })
  })

  it('shows a wrapped grandchild merged into its parent, whose routes and decorators it then holds', async () => {
    app = buildApp({ keys: ['k'], wrapGrandchild: true, server: { logger: false } })
    await app.ready()
    const publicContext = app.inspect().root.children[1]!
    expect(publicContext.children).toEqual([])
    expect(publicContext.skipOverride.map((plugin) => plugin.name)).toEqual(['grandchildContext'])
    expect(publicContext.decorators.request.map((d) => d.name)).toEqual(['foo', 'bar'])
    expect(publicContext.routes.filter((r) => !r.automatic).map((r) => r.url)).toEqual(['/two', '/three'])
    const text = String(app.inspect())
    expect(text).toContain('  publicContext, registered at src/app.ts:')
    expect(text).toContain('    + grandchildContext (src/app.ts:')
  })

  it("explains GET /one: the bearer plugin's hook runs first, in the authenticated context", async () => {
    app = buildApp({ keys: ['k'], server: { logger: false } })
    await app.ready()
    const explained = app.explain('GET', '/one')
    expect(explained.contexts.map((c) => c.path)).toEqual(['root', 'root > authenticatedContext'])
    expect(explained.hooks.onRequest.map((h) => h.context)).toEqual(['root > authenticatedContext'])
    expect(explained.decorators.request.map((d) => d.name)).toEqual(['answer'])
    expect(app.explain('GET', '/three').decorators.request.map((d) => d.name)).toEqual([
      'answer',
      'foo',
      'bar'
    ])
  })
})
