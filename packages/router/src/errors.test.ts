import { describe, expect, it } from 'vitest'
import { errorCodes } from './errors.js'

describe('error registry', () => {
  it('names each error after its code, with unique codes and numeric statuses', () => {
    for (const [name, ErrorClass] of Object.entries(errorCodes)) {
      expect(ErrorClass.code).toBe(name)
      expect(
        typeof new (ErrorClass as unknown as new (...a: string[]) => { statusCode: number })('x', 'y')
          .statusCode
      ).toBe('number')
    }
  })
})
