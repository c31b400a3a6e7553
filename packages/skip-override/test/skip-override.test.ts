import { describe, expect, it } from 'vitest'
import fp from 'fastify-plugin'
import skipOverride, {
  kDisplayName,
  kPluginMeta,
  kSkipOverride,
  skipOverride as named
} from '../src/index.js'

describe('skipOverride', () => {
  it('marks and returns the same function', () => {
    async function myPlugin(): Promise<void> {}
    const marked = skipOverride(myPlugin, { name: 'my', fastify: '5.x', dependencies: ['db'] })
    expect(marked).toBe(myPlugin)
    expect(named).toBe(skipOverride)
    expect(marked[kSkipOverride]).toBe(true)
    expect(marked[kDisplayName]).toBe('my')
    expect(marked[kPluginMeta]).toEqual({ name: 'my', fastify: '5.x', dependencies: ['db'] })
    expect(Object.isFrozen(marked[kPluginMeta])).toBe(true)
  })

  it('falls back to the function name, then anonymous', () => {
    async function named1(): Promise<void> {}
    expect(skipOverride(named1)[kDisplayName]).toBe('named1')
    expect(skipOverride((() => async () => {})())[kDisplayName]).toBe('anonymous')
  })

  it('keeps the plugin encapsulated with encapsulate: true, metadata still attached', () => {
    const marked = skipOverride(async () => {}, { name: 'kept', encapsulate: true })
    expect(marked[kSkipOverride]).toBe(false)
    expect(marked[kPluginMeta].name).toBe('kept')
  })

  it('unwraps an ES module namespace with a default export', () => {
    const fn = async (): Promise<void> => {}
    expect(skipOverride({ default: fn })).toBe(fn)
  })

  it('refuses non-functions and malformed metadata with coded errors', () => {
    expect(() => skipOverride('nope' as never)).toThrow(
      expect.objectContaining({ code: 'CPS_ERR_SKIP_OVERRIDE_NOT_FN' })
    )
    const fn = async (): Promise<void> => {}
    for (const meta of [
      { name: 1 },
      { fastify: 5 },
      { dependencies: 'db' },
      { dependencies: [1] },
      { decorators: { request: 'x' } }
    ]) {
      expect(() => skipOverride(fn, meta as never)).toThrow(
        expect.objectContaining({ code: 'CPS_ERR_SKIP_OVERRIDE_INVALID_META' })
      )
    }
  })

  it("accepts the Fastify version range alone as metadata ('>=5'), like fastify-plugin", () => {
    async function ranged(): Promise<void> {}
    const marked = skipOverride(ranged, '>=5')
    expect(marked[kSkipOverride]).toBe(true)
    expect(marked[kDisplayName]).toBe('ranged')
    expect(marked[kPluginMeta]).toEqual({ fastify: '>=5', name: 'ranged' })
    expect(
      (fp(async function theirs() {}, '>=5') as unknown as Record<symbol, { fastify: string }>)[kPluginMeta]
        ?.fastify
    ).toBe('>=5')
    expect(() => skipOverride(async () => {}, ['>=5'] as never)).toThrow(
      expect.objectContaining({ code: 'CPS_ERR_SKIP_OVERRIDE_INVALID_META' })
    )
  })

  it('makes the function its own default export, and its own camel-cased named export when named', () => {
    const plain = skipOverride(async function plain() {})
    expect((plain as unknown as { default: unknown }).default).toBe(plain)
    // no name given: no named export (fastify-plugin only adds it for an explicit name)
    expect(Object.keys(plain)).toEqual(['default'])
    const scoped = skipOverride(async () => {}, { name: '@acme/my-db-plugin' }) as unknown as Record<
      string,
      unknown
    >
    expect(scoped['acmeMyDbPlugin']).toBe(scoped)
    expect(scoped['default']).toBe(scoped)
    // an existing named export is kept; built-ins are never overwritten
    const other = async (): Promise<void> => {}
    const kept = skipOverride(
      Object.assign(async () => {}, { db: other }),
      { name: 'db' }
    ) as unknown as Record<string, unknown>
    expect(kept['db']).toBe(other)
    expect(kept['default']).toBe(kept)
    const builtin = skipOverride((() => async () => {})(), { name: 'name' })
    expect(builtin.name).toBe('')
    // the same properties fastify-plugin sets
    const theirs = fp(async () => {}, { name: '@acme/my-db-plugin' }) as unknown as Record<string, unknown>
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(scoped).sort())
  })

  it('uses the very symbols fastify-plugin writes (protocol compatibility)', () => {
    const theirs = fp(async () => {}, { name: 'theirs', fastify: '5.x' })
    const record = theirs as unknown as Record<symbol, unknown>
    expect(record[kSkipOverride]).toBe(true)
    expect(record[kDisplayName]).toBe('theirs')
    expect((record[kPluginMeta] as { name: string }).name).toBe('theirs')
  })
})
