import { afterEach, describe, expect, it } from 'vitest'
import fp from 'fastify-plugin'
import { createCore, errorCodes, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

type Bag = Record<string, unknown>

describe('instance decorators across contexts', () => {
  it("lets a child shadow its parent's decorator; the parent and siblings keep theirs", async () => {
    app = createCore()
    const seen: Bag = {}
    app.decorate('x', 1)
    app.register(async (child) => {
      child.decorate('x', 2)
      seen['child'] = (child as unknown as Bag)['x']
      seen['childGet'] = child.getDecorator('x')
      child.register(async (grandchild) => {
        seen['grandchild'] = (grandchild as unknown as Bag)['x']
      })
    })
    app.register(async (sibling) => {
      seen['sibling'] = (sibling as unknown as Bag)['x']
    })
    await app.ready()
    expect(seen).toEqual({ child: 2, childGet: 2, grandchild: 2, sibling: 1 })
    expect((app as unknown as Bag)['x']).toBe(1)
  })

  it('still refuses the same name twice in one context, and built-in names in any context', async () => {
    app = createCore()
    app.decorate('x', 1)
    expect(() => app!.decorate('x', 2)).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    // (the types refuse it too: `get` is a route method)
    expect(() => app!.decorate('get', 1 as never)).toThrow(errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    const errors: string[] = []
    app.register(async (child) => {
      child.decorate('x', 2)
      for (const name of ['x', 'get', 'prefix', 'toString']) {
        try {
          child.decorate(name, 3)
        } catch (error) {
          errors.push(`${name}:${(error as { code: string }).code}`)
        }
      }
    })
    await app.ready()
    expect(errors).toEqual([
      'x:FST_ERR_DEC_ALREADY_PRESENT',
      'get:FST_ERR_DEC_ALREADY_PRESENT',
      'prefix:FST_ERR_DEC_ALREADY_PRESENT',
      'toString:FST_ERR_DEC_ALREADY_PRESENT'
    ])
  })

  it('refuses a skip-override plugin re-decorating a name of the context it lands in', async () => {
    app = createCore()
    app.decorate('x', 1)
    app.register(
      fp((async (same: CapsuleInstance) => {
        same.decorate('x', 2)
      }) as never)
    )
    await expect(app.ready()).rejects.toMatchObject({ code: 'FST_ERR_DEC_ALREADY_PRESENT' })
  })
})

describe('request and reply decorators across contexts', () => {
  it("refuses an ancestor's value decorator again in a child, and lets it shadow function and accessor ones", async () => {
    app = createCore()
    app.decorateRequest('flag', 'parent')
    app.decorateRequest('describe', () => 'parent')
    app.decorateReply('stamp', '')
    app.decorateReply('render', { getter: () => 'parent' })
    const outcomes: string[] = []
    const attempt = (name: string, call: () => unknown): void => {
      try {
        call()
        outcomes.push(`${name}:accepted`)
      } catch (error) {
        outcomes.push(`${name}:${(error as { code: string }).code}`)
      }
    }
    app.register(async (child) => {
      child.register(async (grandchild) => {
        attempt('grandchild value', () => grandchild.decorateRequest('flag', 'again'))
        attempt('grandchild function for a value', () => grandchild.decorateRequest('flag', () => 'again'))
        attempt('grandchild function', () => grandchild.decorateRequest('describe', () => 'grandchild'))
        attempt('grandchild reply value', () => grandchild.decorateReply('stamp', 'again'))
        attempt('grandchild reply getter', () =>
          grandchild.decorateReply('render', { getter: () => 'again' })
        )
      })
    })
    await app.ready()
    expect(outcomes).toEqual([
      'grandchild value:FST_ERR_DEC_ALREADY_PRESENT',
      'grandchild function for a value:FST_ERR_DEC_ALREADY_PRESENT',
      'grandchild function:accepted',
      'grandchild reply value:FST_ERR_DEC_ALREADY_PRESENT',
      'grandchild reply getter:accepted'
    ])
  })
})

describe('instance getDecorator', () => {
  it('binds a function decorator to the instance it is asked on', async () => {
    app = createCore()
    app.decorate('where', function (this: CapsuleInstance) {
      return this.prefix
    })
    const seen: string[] = []
    app.register(
      async (child) => {
        seen.push(child.getDecorator<() => string>('where')())
      },
      { prefix: '/c' }
    )
    await app.ready()
    seen.push(app.getDecorator<() => string>('where')())
    expect(seen).toEqual(['/c', ''])
  })

  it('returns non-function values as they are', () => {
    app = createCore()
    const value = { a: 1 }
    app.decorate('obj', value)
    expect(app.getDecorator('obj')).toBe(value)
  })
})
