import capsule, { type CapsuleInstance, type CapsuleOptions, type CapsuleRequest } from '@capsule/server'
import bearerAuth from '@capsule/bearer-auth'
import skipOverride from '@capsule/skip-override'

/** Options of the example application. */
export interface ExampleOptions {
  /** accepted bearer keys for the authenticated context */
  readonly keys: readonly string[]
  /** wrap the grandchild with skipOverride (it registers into its parent), so `/two` also shows `bar` */
  readonly wrapGrandchild?: boolean
  readonly server?: CapsuleOptions
}

// the request decorators each route reports: a decorator not visible in a context is undefined, so its key is
// absent from the JSON
function visibleDecorators(request: CapsuleRequest): Record<string, unknown> {
  const view = request as unknown as Record<string, unknown>
  return { answer: view['answer'], foo: view['foo'], bar: view['bar'] }
}

/**
 * The encapsulation example of apps/docs/guide/encapsulation.md: `answer` on the root, an authenticated child
 * serving `GET /one`, a public child decorating `foo` (`GET /two`) and its grandchild decorating `bar` (`GET
 * /three`).
 */
export function buildApp(options: ExampleOptions): CapsuleInstance {
  const app = capsule(options.server ?? {})
  app.decorateRequest('answer', 42)

  app.register(async function authenticatedContext(child) {
    await child.register(bearerAuth, { keys: options.keys })
    child.get('/one', async (request) => visibleDecorators(request))
  })

  app.register(async function publicContext(child) {
    child.decorateRequest('foo', 'foo')
    child.get('/two', async (request) => visibleDecorators(request))

    async function grandchildContext(grandchild: CapsuleInstance): Promise<void> {
      grandchild.decorateRequest('bar', 'bar')
      grandchild.get('/three', async (request) => visibleDecorators(request))
    }
    child.register(options.wrapGrandchild === true ? skipOverride(grandchildContext) : grandchildContext)
  })

  return app
}
