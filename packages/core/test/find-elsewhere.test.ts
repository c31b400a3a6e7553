import { describe, expect, it } from 'vitest'
import fp from 'fastify-plugin'
import { createCore, type CapsuleInstance } from '../src/index.js'
import { describeContext } from '../src/context/describe-context.js'
import { describeElsewhere, findElsewhere } from '../src/context/find-elsewhere.js'

// the tree: root > a > a1 (a1 declares 'x'), root > b > b1, plus 'scope' with a fastify-plugin plugin in it
async function tree(): Promise<Record<string, CapsuleInstance>> {
  const app = createCore()
  const contexts: Record<string, CapsuleInstance> = { root: app }
  app.register(async function a(a) {
    contexts['a'] = a
    a.register(async function a1(a1) {
      contexts['a1'] = a1
      a1.decorate('x', 1)
    })
  })
  app.register(async function b(b) {
    contexts['b'] = b
    b.register(async function b1(b1) {
      contexts['b1'] = b1
    })
  })
  app.register(async function scope(scope) {
    contexts['scope'] = scope
    scope.register(fp(async (inner) => void inner.decorate('y', 1), { name: 'inner' }))
  })
  await app.ready()
  return contexts
}

const declares = (name: string) => (context: object) => Object.prototype.hasOwnProperty.call(context, name)

describe('describeContext', () => {
  it('names the root, an encapsulated context and one with a skip-override plugin loaded into it', async () => {
    const { root, a1, scope } = await tree()
    expect(describeContext(root!)).toBe('the root context')
    expect(describeContext(a1!)).toBe("'a1'")
    expect(describeContext(scope!)).toBe("'scope -> inner'")
    await root!.close()
  })
})

describe('findElsewhere', () => {
  it('finds a child, a sibling, a descendant and a cousin, with the plugins to wrap', async () => {
    const { root, a, a1, b, b1 } = await tree()
    expect(findElsewhere(a!, declares('x'))).toMatchObject({ context: a1, relation: 'child', toWrap: ['a1'] })
    expect(findElsewhere(root!, declares('x'))).toMatchObject({ relation: 'descendant', toWrap: ['a1', 'a'] })
    expect(findElsewhere(b!, declares('x'))).toMatchObject({ relation: 'other', toWrap: ['a1', 'a'] })
    expect(findElsewhere(b1!, declares('x'))).toMatchObject({ relation: 'other' })
    // a plugin about to load into 'a' is a sibling of a1
    expect(findElsewhere(a!, declares('x'), true)).toMatchObject({ relation: 'sibling', toWrap: ['a1'] })
    await root!.close()
  })

  it('says nothing when the context itself or an ancestor has it, or no context does', async () => {
    const { root, a1 } = await tree()
    expect(findElsewhere(a1!, (context) => context === root)).toBeUndefined()
    expect(findElsewhere(a1!, declares('x'))).toBeUndefined()
    expect(findElsewhere(a1!, declares('nowhere'))).toBeUndefined()
    await root!.close()
  })

  it('describes the wrapping: that plugin, or each plugin up to the common parent', async () => {
    const { root, a, b, scope } = await tree()
    expect(describeElsewhere(findElsewhere(a!, declares('x'))!)).toBe(
      "exists in child context 'a1'; it is encapsulated there: wrap that plugin with fastify-plugin, or "
    )
    expect(describeElsewhere(findElsewhere(b!, declares('x'))!)).toBe(
      "exists in context 'a1'; it is encapsulated there: wrap 'a1' and 'a' with fastify-plugin, or "
    )
    expect(findElsewhere(b!, declares('y'))).toMatchObject({ context: scope, toWrap: ['scope'] })
    // registered from this file, inside the core package: no frame of an application to name (the parity tests
    // check the '(registered at file:line:column)' part)
    const described = describeElsewhere(findElsewhere(b!, declares('y'))!)
    expect(described).toMatch(/^exists in sibling context 'scope -> inner'( \(registered at [^)]+\))?; /)
    expect(described).toContain("; it is encapsulated there: wrap 'scope' with fastify-plugin, or ")
    await root!.close()
  })
})
