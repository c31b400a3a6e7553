import { describe, expect, it } from 'vitest'
import { errorCodes } from './errors.js'

describe('error registry', () => {
  it('names each error after its code, with unique codes and numeric statuses', () => {
    const codes = new Set<string>()
    for (const [name, ErrorClass] of Object.entries(errorCodes)) {
      expect(ErrorClass.code).toBe(name)
      expect(codes.has(name)).toBe(false)
      codes.add(name)
      expect(
        typeof new (ErrorClass as new (...a: string[]) => Error & { statusCode: number })('x').statusCode
      ).toBe('number')
    }
    expect(codes.size).toBe(9)
  })
})
