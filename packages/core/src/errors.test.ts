import { describe, expect, it } from 'vitest'
import * as errors from './errors.js'
import { errorCodes } from './error-codes.js'

describe('error registry', () => {
  it('names every core error after its code (so codes are unique, as export names are), with numeric statuses', () => {
    for (const [name, ErrorClass] of Object.entries(errors)) {
      expect(ErrorClass.code, name).toBe(name)
      const instance = new (
        ErrorClass as unknown as new (...args: string[]) => Error & { statusCode: number }
      )('a', 'b', 'c')
      expect(typeof instance.statusCode).toBe('number')
      expect(instance.name).toBe('CapsuleError')
    }
  })

  it('exposes every engine error in errorCodes, frozen', () => {
    expect(Object.isFrozen(errorCodes)).toBe(true)
    for (const name of Object.keys(errors)) expect(errorCodes).toHaveProperty(name)
    for (const [name, ErrorClass] of Object.entries(errorCodes)) expect(ErrorClass.code).toBe(name)
  })
})
