import type Sjson from 'secure-json-parse'
import { FST_ERR_CTP_EMPTY_JSON_BODY, FST_ERR_CTP_INVALID_JSON_BODY } from '../errors.js'
import { lazyRequire } from '../util/lazy-require.js'
import { kParseSync } from '../symbols.js'
import type { PoisoningAction } from '../types/options.js'

// loaded with the first JSON body: a server that never receives one never pays for it
const sjson = lazyRequire<typeof Sjson>('secure-json-parse')

type Done = (error: Error | null, body?: unknown) => void

/**
 * A built-in parser: the callback form every parser has, plus a synchronous form the request path calls
 * directly (no `done` closure per request). The symbol key keeps user functions from opting in by accident.
 */
export interface BuiltinParser {
  (request: unknown, body: string | Buffer, done: Done): void
  readonly [kParseSync]: (body: string | Buffer) => unknown
}

function builtin(parseSync: (body: string | Buffer) => unknown): BuiltinParser {
  const parser = (_request: unknown, body: string | Buffer, done: Done): void => {
    let parsed: unknown
    try {
      parsed = parseSync(body)
    } catch (error) {
      done(error as Error)
      return
    }
    done(null, parsed)
  }
  return Object.defineProperty(parser, kParseSync, { value: parseSync }) as BuiltinParser
}

/**
 * The built-in `application/json` parser: secure-json-parse, so `__proto__` and `constructor.prototype` keys
 * are refused (or removed, or kept) as `onProtoPoisoning` / `onConstructorPoisoning` say. Empty body and bad
 * JSON are both 400s.
 */
export function buildJsonParser(protoAction: PoisoningAction, constructorAction: PoisoningAction): BuiltinParser {
  const options = { protoAction, constructorAction }
  return builtin((body) => {
    if (body.length === 0) throw new FST_ERR_CTP_EMPTY_JSON_BODY()
    try {
      // registered with parseAs 'buffer' (getDefaultJsonParser), it receives the bytes
      return sjson().parse(typeof body === 'string' ? body : body.toString('utf8'), null, options)
    } catch {
      throw new FST_ERR_CTP_INVALID_JSON_BODY()
    }
  })
}

/** The built-in `text/plain` parser: the body as a UTF-8 string. */
export const defaultTextParser: BuiltinParser = builtin((body) => (typeof body === 'string' ? body : body.toString('utf8')))
