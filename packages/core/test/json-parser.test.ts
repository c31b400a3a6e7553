import { afterEach, describe, expect, it } from 'vitest'
import sjson from 'secure-json-parse'
import { createCore, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

// keys spelled literally and with \u escapes, values that only mention the words, a byte order mark, JSON
// that is not an object, and broken JSON
const payloads = [
  '{"a":1}',
  '{"__proto__":{"x":1},"a":1}',
  '{"\\u005f_proto__":{"x":1}}',
  '{"_\\u005fproto__":{"x":1}}',
  '{"\\u005F\\u005Fproto\\u005F\\u005F":{"x":1}}',
  '{"__pr\\u006fto__" : {"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"c\\u006fnstructor":{"prototype":{"x":1}}}',
  '{"constructor":1}',
  '{"a":"__proto__","b":"constructor"}',
  '{"a":"\\u0041"}',
  '[{"__proto__":{"x":1}}]',
  '{"nested":{"deeper":{"__proto__":{"x":1}}}}',
  '\uFEFF{"a":1}',
  '\uFEFF{"__proto__":{"x":1}}',
  '"constructor"',
  'null',
  '42',
  '{"a":',
  '{"a":1}garbage'
]
const actions = ['error', 'remove', 'ignore'] as const

/** What secure-json-parse itself gives for the text, as the route below would echo it. */
function expected(
  text: string,
  protoAction: string,
  constructorAction: string
): { status: number; body: string } {
  let value: unknown
  try {
    value = sjson.parse(text, null, {
      protoAction: protoAction as 'error',
      constructorAction: constructorAction as 'error'
    })
  } catch {
    return { status: 400, body: 'FST_ERR_CTP_INVALID_JSON_BODY' }
  }
  return { status: 200, body: describeValue(value) }
}

/** The value with its own keys at every level (JSON.stringify alone would hide an own `__proto__`). */
function describeValue(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  const keys = Object.getOwnPropertyNames(value)
  const inner = keys.map(
    (key) => `${JSON.stringify(key)}=${describeValue((value as Record<string, unknown>)[key])}`
  )
  return `${Object.getPrototypeOf(value) === Object.prototype ? 'object' : Array.isArray(value) ? 'array' : 'other'}{${inner.join(',')}}`
}

describe('the built-in JSON parser', () => {
  it('gives secure-json-parse’s result for every body and every poisoning option', async () => {
    let compared = 0
    for (const onProtoPoisoning of actions) {
      for (const onConstructorPoisoning of actions) {
        app = createCore({ onProtoPoisoning, onConstructorPoisoning })
        app.post('/', async (request) => describeValue(request.body))
        for (const payload of payloads) {
          const response = await app.inject({
            method: 'POST',
            url: '/',
            headers: { 'content-type': 'application/json' },
            payload
          })
          const want = expected(payload, onProtoPoisoning, onConstructorPoisoning)
          const label = `${onProtoPoisoning}/${onConstructorPoisoning} ${JSON.stringify(payload)}`
          expect(response.statusCode, label).toBe(want.status)
          if (want.status === 200) expect(response.body, label).toBe(want.body)
          else expect(response.json().code, label).toBe(want.body)
          compared++
        }
        await app.close()
        app = undefined
      }
    }
    expect(compared).toBe(actions.length * actions.length * payloads.length)
  })

  it('refuses a __proto__ key written with escapes by default', async () => {
    app = createCore()
    app.post('/', async (request) => request.body as object)
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{"\\u005f\\u005fproto__":{"admin":true}}'
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined()
  })
})
