// app.explain() and app.inspect(): plain data typed per field, text through toString(), misuse caught.
import { describe, expectTypeOf, it } from 'vitest'
import capsule, {
  type Explanation,
  type ExplainedFunction,
  type InspectedContext,
  type Inspection,
  type SourceLocation
} from '../../src/index.js'

describe('explain() and inspect()', () => {
  it('type what they return', () => {
    const app = capsule()
    const explained = app.explain('GET', '/users/1', { headers: { host: 'example.com' } })
    expectTypeOf(explained).toEqualTypeOf<Explanation>()
    expectTypeOf(explained.hooks.preHandler).toEqualTypeOf<readonly ExplainedFunction[]>()
    expectTypeOf(explained.route.source).toEqualTypeOf<SourceLocation | null>()
    expectTypeOf(explained.route.kind).toEqualTypeOf<'route' | 'notFound'>()
    expectTypeOf(explained.toString()).toBeString()
    expectTypeOf(app.inspect()).toEqualTypeOf<Inspection>()
    expectTypeOf(app.inspect().root.children).toEqualTypeOf<readonly InspectedContext[]>()
  })

  it('catch the mistakes', () => {
    const app = capsule()
    // @ts-expect-error the url is required
    app.explain('GET')
    // @ts-expect-error header values are strings
    app.explain('GET', '/', { headers: { 'x-n': 1 } })
    // @ts-expect-error onRoute is not a request phase
    void app.explain('GET', '/').hooks.onRoute
    // @ts-expect-error the explanation is read-only
    app.explain('GET', '/').bodyLimit = 1
  })

  it('yield their names to an application written for Fastify that decorates them', () => {
    const app = capsule().decorate('inspect', (what: string) => what.length)
    expectTypeOf(app.inspect('x')).toEqualTypeOf<number>()
  })
})
