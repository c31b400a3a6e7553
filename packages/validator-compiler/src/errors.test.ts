import { describe, expect, it } from 'vitest'
import * as defined from './errors.js'
import { errorCodes } from './errors.js'

describe('error registry', () => {
  it('holds every error this package defines, each under its own code, with a numeric status', () => {
    // a class defined in errors.ts but left out of errorCodes could not be matched by users (instanceof)
    const classes = Object.keys(defined).filter((name) => name !== 'errorCodes')
    expect(Object.keys(errorCodes).sort()).toEqual(classes.sort())
    expect(Object.isFrozen(errorCodes)).toBe(true)
    for (const [name, ErrorClass] of Object.entries(errorCodes)) {
      expect(ErrorClass.code).toBe(name)
      const instance = new (ErrorClass as unknown as new (...args: string[]) => { statusCode: unknown })(
        'a',
        'b',
        'c'
      )
      expect(typeof instance.statusCode, name).toBe('number')
    }
  })
})
