// The error registry test every package with coded errors runs: `errorCodes` holds exactly the classes its
// `errors.ts` defines, frozen, each under its own code, each making errors with a numeric status.
import { describe, expect, it } from 'vitest'

type ErrorClass = { code: string } & (new (...args: string[]) => { statusCode: unknown })

/**
 * Registers the registry test for a package's errors module (`import * as defined from './errors.js'`), whose
 * `errorCodes` export is the registry.
 */
export function describeErrorRegistry(defined: Record<string, unknown> & { errorCodes: object }): void {
  describe('error registry', () => {
    it('holds every error this package defines, each under its own code, with a numeric status', () => {
      // a class defined in errors.ts but left out of errorCodes could not be matched by users (instanceof)
      const classes = Object.keys(defined).filter((name) => name !== 'errorCodes')
      const registry = defined.errorCodes as Record<string, ErrorClass>
      expect(Object.keys(registry).sort()).toEqual(classes.sort())
      expect(Object.isFrozen(registry)).toBe(true)
      for (const [name, Class] of Object.entries(registry)) {
        expect(Class.code).toBe(name)
        expect(typeof new Class('a', 'b', 'c').statusCode, name).toBe('number')
      }
    })
  })
}
