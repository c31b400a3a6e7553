import { FST_ERR_SEND_UNDEFINED_ERR } from '../errors.js'

/**
 * What error handling needs to know about a thrown value, read once. Every read is guarded: a getter that throws,
 * or a Proxy (for which even `instanceof` throws), must not break the error answer or reach the process. Custom
 * error handlers and onError hooks still receive `value`, exactly what was thrown (as in Fastify).
 */
export interface Thrown {
  /** exactly what was thrown, `undefined` included (custom error handlers and onError hooks receive it) */
  readonly value: unknown
  /** true when `value` is an Error whose fields could all be read */
  readonly isError: boolean
  /** an Error safe to log: `value` itself when `isError`, else a stand-in that describes it without reading it again */
  readonly error: Error
  /** the status the value carries (`statusCode`, else `status`, 400–599; digits in a string count) */
  readonly status: number | undefined
  /** the status was set by the error's author (http-errors, @fastify/error...), not by Capsule on an unexpected error */
  readonly declared: boolean
  /** `error.headers` when an object (the default handler sends them) */
  readonly headers: Readonly<Record<string, unknown>> | null
  /** `error.code`, as sent in the payload (numbers as text) */
  readonly code: string | undefined
  /** the message written for the client (a string), '' when there is none */
  readonly message: string
  /** `expose: true` (http-errors' flag for a message safe to show) */
  readonly expose: boolean
  /** false once a read of the value threw: nothing more is read from it */
  readonly readable: boolean
}

// errors whose status Capsule set itself (a validator that threw): their message stays hidden like any unexpected error's
const undeclared = new WeakSet<Error>()

/** Marks an error whose `statusCode` Capsule set, so it does not count as declared by its author. */
export function markUndeclaredStatus(error: Error): void {
  undeclared.add(error)
}

/**
 * Reads a thrown value once; never throws. `kind` is what `kindOf` already said of it, when the caller asked (so a
 * Proxy is not asked twice).
 */
export function readThrown(given: unknown, known?: ValueKind): Thrown {
  // `throw undefined` says nothing: Fastify's coded error stands for it in the log and the default answer, while
  // custom error handlers and onError hooks receive the undefined itself, as Fastify passes it to them
  if (given === undefined)
    return { ...readThrown(new FST_ERR_SEND_UNDEFINED_ERR(), 'error'), value: undefined }
  const value = given
  const kind = known ?? kindOf(value)
  if (kind === 'unreadable') return unreadable(value)
  if (kind === 'other') return nonError(value)
  const error = value as Error & Record<string, unknown>
  try {
    const statusCode = error['statusCode']
    const status = error['status']
    const headers = error['headers']
    const code = error['code']
    const message = error.message
    const expose = error['expose']
    const carried = errorStatusOf(statusCode) ?? errorStatusOf(status)
    return {
      value,
      isError: true,
      error,
      status: carried,
      declared: carried !== undefined && !undeclared.has(error),
      headers: typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : null,
      code:
        typeof code === 'string'
          ? code
          : typeof code === 'number' && Number.isFinite(code)
            ? String(code)
            : undefined,
      message: typeof message === 'string' ? message : '',
      expose: expose === true,
      readable: true
    }
  } catch {
    return unreadable(value)
  }
}

/** What a value is to error handling: an Error, something else, or a value that threw when asked. */
export type ValueKind = 'error' | 'other' | 'unreadable'

/** `instanceof Error`, guarded: a Proxy's getPrototypeOf trap may throw (then it is 'unreadable', and not read again). */
export function kindOf(value: unknown): ValueKind {
  if (typeof value !== 'object' || value === null) return 'other'
  try {
    return value instanceof Error ? 'error' : 'other'
  } catch {
    return 'unreadable'
  }
}

/**
 * A value that is not an Error. A plain object that declares its status (`{ statusCode: 429, ... }`, what
 * @fastify/rate-limit's `errorResponseBuilder` returns) is an answer its author built: its status, headers and the
 * object itself go out, as in Fastify. Anything else is unexpected and never echoed.
 */
function nonError(value: unknown): Thrown {
  let status: number | undefined
  let headers: unknown = null
  if (typeof value === 'object' && value !== null) {
    try {
      const shape = value as Record<string, unknown>
      status = errorStatusOf(shape['statusCode']) ?? errorStatusOf(shape['status'])
      if (status !== undefined) headers = shape['headers']
    } catch {
      return unreadable(value)
    }
  }
  return {
    readable: true,
    value,
    isError: false,
    error: new Error(`a value that is not an Error was thrown (${describe(value)})`),
    status,
    declared: status !== undefined,
    headers: typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : null,
    code: undefined,
    message: '',
    expose: false
  }
}

function unreadable(value: unknown): Thrown {
  return {
    value,
    isError: false,
    // what the getter threw is not read either: it may be as hostile as the value
    error: new Error('a value whose fields throw when read was thrown'),
    status: undefined,
    declared: false,
    headers: null,
    code: undefined,
    message: '',
    expose: false,
    readable: false
  }
}

/** The type of a non-Error, for the log line; never its content (it may be anything a client sent). */
function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  try {
    return Array.isArray(value) ? 'an array' : 'an object'
  } catch {
    return 'a proxy'
  }
}

/** A status 400–599 given as a number, or as three digits in a string (some libraries set it so). */
export function errorStatusOf(value: unknown): number | undefined {
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : undefined
}

/**
 * The value's own enumerable fields (without `stack`), for a response schema that declares them; each read
 * guarded, a field that throws left out. Only called when such a schema exists.
 */
export function ownFields(thrown: Thrown): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  const value = thrown.value
  if (typeof value !== 'object' || value === null || !thrown.readable) return fields
  let keys: string[]
  try {
    keys = Object.keys(value)
  } catch {
    return fields
  }
  for (const key of keys) {
    if (key === 'stack') continue
    try {
      fields[key] = (value as Record<string, unknown>)[key]
    } catch {
      // a field that cannot be read is not shown
    }
  }
  return fields
}
