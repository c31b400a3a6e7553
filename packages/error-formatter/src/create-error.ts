import { format } from 'node:util'

/** Brand shared by every coded error of every installed copy of this package. */
const kCoded = Symbol.for('capsule.error')

/** An error with a stable machine-readable `code` and the HTTP status it maps to. */
export interface CodedError extends Error {
  readonly code: string
  statusCode: number
}

/** The class `createError` returns: construct it with the template's arguments. */
export interface CodedErrorClass<Args extends unknown[]> {
  new (...args: Args): CodedError
  (...args: Args): CodedError
  readonly code: string
  readonly prototype: CodedError
}

/** Options accepted as the last constructor argument when it is an object with a `cause`. */
export interface ErrorCauseOptions {
  readonly cause: unknown
}

/**
 * Creates an error class whose instances carry `code`, `statusCode` and a message built from `template`
 * with `util.format`. `instanceof` works across duplicate installs because it checks a registry-symbol
 * brand instead of the prototype chain.
 *
 * @param code the error code, e.g. `FST_ERR_VALIDATION`
 * @param template a `util.format` template for the message
 * @param statusCode the HTTP status code the error maps to (default 500)
 * @param Base the base class (`Error`, `TypeError`, `RangeError`, ...)
 * @returns the error class; calling it without `new` also works
 * @example
 * const FST_ERR_DEC_ALREADY_PRESENT = createError<[name: string]>('FST_ERR_DEC_ALREADY_PRESENT', "The decorator '%s' has already been added!")
 * throw new FST_ERR_DEC_ALREADY_PRESENT('user')
 */
export function createError<Args extends unknown[] = []>(
  code: string,
  template: string,
  statusCode = 500,
  Base: ErrorConstructor = Error
): CodedErrorClass<Args> {
  if (typeof code !== 'string' || code === '')
    throw new TypeError('createError: code must be a non-empty string')
  if (typeof template !== 'string') throw new TypeError('createError: message template must be a string')
  const kThisCode = Symbol.for(`capsule.error:${code}`)

  function Coded(this: CodedError | undefined, ...args: unknown[]): CodedError {
    if (!(this instanceof Coded))
      return new (Coded as unknown as new (...a: unknown[]) => CodedError)(...args)
    const last = args[args.length - 1]
    const hasCause = args.length > countPlaceholders(template) && isCauseOptions(last)
    const values = hasCause ? args.slice(0, -1) : args
    const error = (
      hasCause ? new Base(format(template, ...values), last) : new Base(format(template, ...values))
    ) as CodedError
    Object.setPrototypeOf(error, Coded.prototype)
    // own enumerable fields, in the order Fastify's errors have them, so that spreading, JSON and the log line of
    // an error show the same fields as Fastify's: code, name, statusCode, cause, message
    const message = error.message
    const cause = hasCause ? error.cause : undefined
    delete (error as { message?: string }).message
    delete (error as { cause?: unknown }).cause
    Object.defineProperty(error, 'code', {
      value: code,
      writable: true,
      configurable: true,
      enumerable: true
    })
    Object.defineProperty(error, 'name', {
      value: 'CapsuleError',
      writable: true,
      configurable: true,
      enumerable: true
    })
    error.statusCode = statusCode
    if (hasCause) (error as { cause?: unknown }).cause = cause
    error.message = message
    Error.captureStackTrace?.(error, Coded)
    return error
  }

  Coded.prototype = Object.create(Base.prototype, {
    constructor: { value: Coded, writable: true, configurable: true },
    name: { value: 'CapsuleError', writable: true, configurable: true },
    code: { value: code, writable: true, configurable: true, enumerable: true },
    statusCode: { value: statusCode, writable: true, configurable: true, enumerable: true },
    toString: {
      value: function toString(this: CodedError) {
        return `${this.name} [${this.code}]: ${this.message}`
      },
      writable: true,
      configurable: true
    },
    [kCoded]: { value: true },
    [kThisCode]: { value: true }
  })
  Object.defineProperty(Coded, 'code', { value: code })
  Object.defineProperty(Coded, 'name', { value: code })
  // instanceof keeps working when two copies of the package are installed
  Object.defineProperty(Coded, Symbol.hasInstance, {
    value: (value: unknown): boolean => typeof value === 'object' && value !== null && kThisCode in value
  })
  return Coded as unknown as CodedErrorClass<Args>
}

/** True for an error made by any `createError` class of any installed copy of this package. */
export function isCodedError(value: unknown): value is CodedError {
  return typeof value === 'object' && value !== null && kCoded in value
}

function countPlaceholders(template: string): number {
  const matches = template.match(/%[sdifjoOc]/g)
  return matches === null ? 0 : matches.length
}

function isCauseOptions(value: unknown): value is ErrorCauseOptions {
  return typeof value === 'object' && value !== null && 'cause' in value && Object.keys(value).length === 1
}
