import { describe, expect, it } from 'vitest'
import { createError, isCodedError } from '../src/index.js'

describe('createError', () => {
  it('makes coded errors with a formatted message, a status and the Capsule name', () => {
    const NotFound = createError<[what: string]>('CPS_ERR_TEST_NOT_FOUND', "no '%s' here", 404, RangeError)
    const error = new NotFound('user')
    expect(error.message).toBe("no 'user' here")
    expect(error.code).toBe('CPS_ERR_TEST_NOT_FOUND')
    expect(error.statusCode).toBe(404)
    expect(error.name).toBe('CapsuleError')
    expect(error).toBeInstanceOf(NotFound)
    expect(error).toBeInstanceOf(RangeError)
    expect(error).toBeInstanceOf(Error)
    expect(String(error)).toBe("CapsuleError [CPS_ERR_TEST_NOT_FOUND]: no 'user' here")
    expect(Object.keys(error)).toEqual(['code', 'name', 'statusCode', 'message'])
    expect(isCodedError(error)).toBe(true)
    expect(isCodedError(new Error('plain'))).toBe(false)
  })

  it('works without new and keeps a cause given as the last argument', () => {
    const Failed = createError<[step: string]>('CPS_ERR_TEST_FAILED', 'failed at %s')
    const cause = new Error('root')
    const error = (Failed as unknown as (...a: unknown[]) => Error)('parse', { cause })
    expect(error.message).toBe('failed at parse')
    expect(error.cause).toBe(cause)
    // the fields Fastify's errors have, in their order (spreading, JSON and log lines show them alike)
    expect(Object.keys(error)).toEqual(['code', 'name', 'statusCode', 'cause', 'message'])
    expect(JSON.stringify(new Failed('x'))).toBe(
      '{"code":"CPS_ERR_TEST_FAILED","name":"CapsuleError","statusCode":500,"message":"failed at x"}'
    )
    expect((error as Error & { statusCode: number }).statusCode).toBe(500)
  })

  it('keeps instanceof across two copies of the same code (duplicate installs)', () => {
    const CopyA = createError('CPS_ERR_TEST_DUP', 'dup')
    const CopyB = createError('CPS_ERR_TEST_DUP', 'dup')
    expect(new CopyA()).toBeInstanceOf(CopyB)
    expect(new CopyB()).toBeInstanceOf(CopyA)
    const Other = createError('CPS_ERR_TEST_OTHER', 'other')
    expect(new CopyA()).not.toBeInstanceOf(Other)
  })

  it('refuses an empty code', () => {
    expect(() => createError('', 'x')).toThrow(TypeError)
  })
})
