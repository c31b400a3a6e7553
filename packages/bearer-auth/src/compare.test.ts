import { describe, expect, it } from 'vitest'
import { KeyMatcher } from './compare.js'
import { parseAuthorization } from './parse-authorization.js'

describe('KeyMatcher', () => {
  it('matches any configured key, whatever the lengths involved', () => {
    const matcher = new KeyMatcher(['short', 'a-much-longer-key-value'])
    expect(matcher.matches('short')).toBe(true)
    expect(matcher.matches('a-much-longer-key-value')).toBe(true)
    for (const token of ['', 's', 'shorter', 'shor', 'a-much-longer-key-valuE', 'x'.repeat(1000)]) {
      expect(matcher.matches(token)).toBe(false)
    }
  })
})

describe('parseAuthorization', () => {
  it('reads the token of the configured scheme', () => {
    expect(parseAuthorization('Bearer abc.def-_~+/==', 'Bearer', false)).toEqual({
      kind: 'token',
      token: 'abc.def-_~+/=='
    })
    expect(parseAuthorization(undefined, 'Bearer', false)).toEqual({ kind: 'missing' })
    expect(parseAuthorization('Bearer', 'Bearer', false)).toEqual({ kind: 'malformed' })
    expect(parseAuthorization('bearer abc', 'Bearer', false)).toEqual({ kind: 'malformed' })
    expect(parseAuthorization('bearer abc', 'Bearer', true)).toEqual({ kind: 'token', token: 'abc' })
    // tokens are compared as given (a key may hold any characters), as in Fastify
    expect(parseAuthorization('Bearer a b', 'Bearer', false)).toEqual({ kind: 'token', token: 'a b' })
    expect(parseAuthorization('Bearer p@ss:w!rd', 'Bearer', false)).toEqual({
      kind: 'token',
      token: 'p@ss:w!rd'
    })
    expect(parseAuthorization('Bearer   ', 'Bearer', false)).toEqual({ kind: 'malformed' })
  })
})
