import { format, inspect } from 'node:util'
import type { CapsuleLogger } from '../types/logger.js'
import { isInternalFrame } from '../util/stack-frames.js'

const noop = (): void => {}

// said under the first block only: why this text is here and how to change it
const HINT = '(no logger configured: `logger: true` logs as JSON, `logger: false` silences this)'

/** What a request-scoped report knows about its request: enough to say which request failed. */
export interface ReportedRequest {
  readonly method?: string | undefined
  readonly url?: string | undefined
}

/**
 * The logger of an application created without the `logger` option. The application's own logger (`app.log`, what
 * onClose and onListen failures and a startup `catch` write to) writes `error` and `fatal` records to stderr as a
 * short plain block: the message, the error's stack without Capsule's and Node's frames. Requests get
 * `forRequests`, which writes nothing (plugins such as @fastify/bearer-auth log every refused request at error
 * level); the lifecycle reports a request's unexpected errors through `report`, with its method and URL. Without
 * this, a masked 5xx leaves no trace at all. An error object is written once however often it is reported, and
 * `child()` returns the same logger, so a request costs nothing more than with logging off.
 */
export class StderrLogger implements CapsuleLogger {
  level = 'error'
  readonly warn = noop
  readonly info = noop
  readonly debug = noop
  readonly trace = noop
  readonly silent = noop
  /** Every request's `request.log`: silent, and how the lifecycle finds this logger again (`stderrLoggerOf`). */
  readonly forRequests: CapsuleLogger
  readonly #written = new WeakSet<object>()
  #hinted = false
  readonly #write: (text: string) => void

  constructor(write: (text: string) => void = (text) => console.error(text)) {
    this.#write = write
    const forRequests: CapsuleLogger = {
      level: 'silent',
      fatal: noop,
      error: noop,
      warn: noop,
      info: noop,
      debug: noop,
      trace: noop,
      silent: noop,
      child: () => forRequests
    }
    this.forRequests = forRequests
    requestScopes.set(forRequests, this)
  }

  child(): CapsuleLogger {
    return this
  }

  // pino's call shapes: (error), (object, message?, ...args), (message, ...args)
  readonly error = (first?: unknown, ...rest: unknown[]): void => this.#record(first, rest)
  readonly fatal = (first?: unknown, ...rest: unknown[]): void => this.#record(first, rest)

  /** Writes one error of a request, saying which request and, when it was answered with one, the status. */
  report(error: unknown, message: string, request: ReportedRequest, status: number | null = null): void {
    try {
      this.#block(error, message, request, status)
    } catch {
      // a request whose method or URL cannot be read must not turn a report into a crash
    }
  }

  #record(first: unknown, rest: unknown[]): void {
    try {
      if (first instanceof Error) {
        this.#block(first, rest.length > 0 ? format(...rest) : '', null, null)
        return
      }
      if (typeof first === 'object' && first !== null) {
        this.#block((first as { err?: unknown }).err, rest.length > 0 ? format(...rest) : '', null, null)
        return
      }
      this.#block(undefined, format(first, ...rest), null, null)
    } catch {
      // a value that cannot be read must not turn a report into a crash
    }
  }

  #block(error: unknown, message: string, request: ReportedRequest | null, status: number | null): void {
    if (typeof error === 'object' && error !== null) {
      if (this.#written.has(error)) return
      this.#written.add(error)
    }
    const where =
      request !== null
        ? ` (${String(request.method)} ${String(request.url)}${status !== null ? ` answered ${status}` : ''})`
        : ''
    const lines = [`[capsule] ${message !== '' ? message : 'error'}${where}`]
    if (error !== undefined) lines.push(describe(error))
    if (!this.#hinted) {
      this.#hinted = true
      lines.push(HINT)
    }
    this.#write(lines.join('\n'))
  }
}

const requestScopes = new WeakMap<object, StderrLogger>()

/** The stderr fallback whose `forRequests` `log` is (a request's logger), or null for any other logger. */
export function stderrLoggerOf(log: CapsuleLogger): StderrLogger | null {
  return requestScopes.get(log) ?? null
}

/** The error's stack without Capsule's and Node's frames (a cause's likewise), or a thrown non-Error's text. */
function describe(error: unknown, depth = 0): string {
  try {
    const stack = error instanceof Error ? error.stack : undefined
    if (typeof stack !== 'string') return inspect(error, { depth: 2, breakLength: 100 })
    const lines = stack.split('\n')
    const kept: string[] = []
    let hidden = 0
    for (const line of lines) {
      if (!line.startsWith('    at ')) kept.push(line)
      else if (isInternalFrame(line)) hidden++
      else kept.push(line)
    }
    if (hidden > 0) kept.push(`    ... ${hidden} frame${hidden === 1 ? '' : 's'} inside Capsule or Node.js`)
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && !kept[0]!.includes(code)) kept.splice(1, 0, `    code: ${code}`)
    const cause = (error as { cause?: unknown }).cause
    if (cause !== undefined && depth < 3) kept.push(`  caused by ${describe(cause, depth + 1)}`)
    return kept.join('\n')
  } catch {
    return '(an error that cannot be read)'
  }
}
