import { wrapValidationError } from '@capsule/error-formatter'
import { CPS_ERR_CTP_UNVALIDATED_BODY } from '../errors.js'
import { isThenable } from '../boot/is-thenable.js'
import { markUndeclaredStatus, readThrown } from '../lifecycle/thrown.js'
import type { RouteContext } from '../routing/route-context.js'
import type {
  HttpPart,
  SchemaErrorFormatter,
  ValidationDataContext,
  ValidationFunction
} from '../types/schema.js'

/** The request fields validation reads and writes. */
export interface ValidatedRequest {
  params: unknown
  body: unknown
  query: unknown
  headers: unknown
  readonly server: unknown
}

/** Outcome of one part: null (valid), an Error, or a promise of either (async validators, `$async`). */
export type PartOutcome = Error | null | Promise<Error | null>

const fieldOf: Record<HttpPart, 'params' | 'body' | 'query' | 'headers'> = {
  params: 'params',
  body: 'body',
  querystring: 'query',
  headers: 'headers'
}

/**
 * Validates one request part with a compiled function and normalises every result shape a validator may give:
 * `true`, `false` with `.errors` (Ajv), `{value}`, `{error}`, or a promise of these. A validator that throws is
 * treated as `{error: thrown}` with status 500: it never reaches the handler and never becomes an
 * unhandled rejection.
 */
export function validatePart(
  fn: ValidationFunction,
  part: HttpPart,
  request: ValidatedRequest,
  formatter: SchemaErrorFormatter
): PartOutcome {
  const field = fieldOf[part]
  const data = request[field]
  try {
    // a primitive root (e.g. a number body) can only be coerced in place through its parent; an absent body is
    // validated as null, as in Fastify (a nullable body schema accepts a request without one), and stays undefined
    const result =
      typeof data === 'object' && data !== null
        ? fn(data)
        : data === undefined && part === 'body'
          ? fn(null)
          : fn(data, {
              instancePath: '',
              parentData: request,
              parentDataProperty: field,
              rootData: request
            } as ValidationDataContext as never)
    if (isThenable(result)) {
      // a function that says its promise resolves with an outcome (a Standard Schema compiler's) is read as a
      // synchronous result is, transforms included
      if (fn.asyncOutcome === true) {
        return Promise.resolve(result)
          .then(
            (settled) => interpret(settled, fn, part, request, formatter),
            // such a function reports invalid input as `{ error }`: a rejection is its failure, a 500 as a throw is
            (rejected: unknown) => thrownError(rejected, part, formatter, request)
          )
          .catch((thrown: unknown) => thrownError(thrown, part, formatter, request))
      }
      // an async validator (Ajv's `$async`) resolves with the validated data itself: pass/fail only, never read as
      // `{value}`/`{error}`, or a body carrying a `value` or `error` key would replace itself or forge the error
      return Promise.resolve(result)
        .then(
          (settled) => (settled === false ? wrap(fn.errors ?? [], part, formatter, request) : null),
          // a rejection is how an async validator reports invalid input: a 400, as in Fastify
          (rejected: unknown) => wrap(asError(rejected), part, formatter, request)
        )
        .catch((thrown: unknown) => thrownError(thrown, part, formatter, request))
    }
    // reading the result may throw too (a getter, a Proxy): the same 500 as a validator that throws
    return interpret(result, fn, part, request, formatter)
  } catch (thrown) {
    return thrownError(thrown, part, formatter, request)
  }
}

function interpret(
  result: unknown,
  fn: ValidationFunction,
  part: HttpPart,
  request: ValidatedRequest,
  formatter: SchemaErrorFormatter
): Error | null {
  if (result === true || result === undefined) return null
  if (result === false) return wrap(fn.errors ?? [], part, formatter, request)
  if (typeof result === 'object' && result !== null) {
    const outcome = result as { error?: unknown; value?: unknown; errors?: unknown }
    if (outcome.error !== undefined && outcome.error !== null && outcome.error !== false) {
      return wrap(outcome.error, part, formatter, request)
    }
    if ('value' in outcome) request[fieldOf[part]] = outcome.value
    return null
  }
  return null
}

function wrap(
  result: unknown,
  part: HttpPart,
  formatter: SchemaErrorFormatter,
  request: ValidatedRequest
): Error {
  try {
    return wrapValidationError(result, part, formatter, request.server)
  } catch (formatterFailure) {
    // a formatter that breaks its contract is a server bug: 500, reported through the error handler
    return asError(formatterFailure)
  }
}

function thrownError(
  thrown: unknown,
  part: HttpPart,
  formatter: SchemaErrorFormatter,
  request: ValidatedRequest
): Error {
  const read = typeof thrown === 'string' || thrown === undefined ? undefined : readThrown(thrown)
  const error = read?.error ?? asError(thrown)
  const wrapped = wrap(error, part, formatter, request) as Error & { statusCode?: number }
  wrapped.statusCode = 500
  // an error whose author gave it a status was written for clients: its message is shown (as the default error
  // handler does for any error that declares its status); any other failure is unexpected, its message hidden
  if (read?.declared !== true) markUndeclaredStatus(wrapped)
  return wrapped
}

/** An Error to wrap: the value itself when it is a readable Error, a string's text, else a stand-in (never read again). */
function asError(value: unknown): Error {
  if (typeof value === 'string') return new Error(value)
  return value === undefined ? new Error('the validator failed with undefined') : readThrown(value).error
}

/**
 * The body validator for this request's media type (validation guide): without a `content` map the schema
 * applies to every body (and to an absent one); with one, to the exact essence only, and a type the map lacks is
 * parsed but not validated, unless `rejectUnvalidatedBodies` makes it a 415.
 */
export function selectBodyValidator(
  ctx: RouteContext,
  essence: string | undefined
): ValidationFunction | Error | null {
  if (ctx.bodyContentValidators !== null) {
    const fn = essence === undefined ? undefined : ctx.bodyContentValidators.get(essence)
    if (fn !== undefined) return fn
    return essence !== undefined && ctx.rejectUnvalidatedBodies
      ? new CPS_ERR_CTP_UNVALIDATED_BODY(essence)
      : null
  }
  // a body schema without a `content` map validates every parsed body, whatever its type: text, forms,
  // multipart fields from plugins and custom parsers' results alike, with the same coercion as JSON
  return ctx.bodyValidator
}
