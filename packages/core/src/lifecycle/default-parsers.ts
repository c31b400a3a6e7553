import type Sjson from 'secure-json-parse'
import { FST_ERR_CTP_EMPTY_JSON_BODY, FST_ERR_CTP_INVALID_JSON_BODY } from '../errors.js'
import { lazyRequire } from '../util/lazy-require.js'
import { kParseSync } from '../symbols.js'
import type { PoisoningAction } from '../types/content-type.js'

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
export function buildJsonParser(
  protoAction: PoisoningAction,
  constructorAction: PoisoningAction
): BuiltinParser {
  const options = { protoAction, constructorAction }
  return builtin((body) => {
    if (body.length === 0) throw new FST_ERR_CTP_EMPTY_JSON_BODY()
    // registered with parseAs 'buffer' (getDefaultJsonParser), it receives the bytes
    const text = typeof body === 'string' ? body : body.toString('utf8')
    try {
      return cannotHoldPoisonedKey(text) ? JSON.parse(text) : sjson().parse(text, null, options)
    } catch {
      throw new FST_ERR_CTP_INVALID_JSON_BODY()
    }
  })
}

/**
 * True when no key of the text can be `__proto__` or `constructor`: neither word is in it and no `\u` escape
 * could spell one. secure-json-parse's own scan would then find nothing and return `JSON.parse(text)`; three
 * `indexOf` calls cost about a third of its two regular expressions on a 1 KB body. Everything else, and a
 * leading byte order mark (which it strips), goes to secure-json-parse.
 */
function cannotHoldPoisonedKey(text: string): boolean {
  return (
    text.charCodeAt(0) !== 0xfeff &&
    text.indexOf('\\u') === -1 &&
    text.indexOf('__proto__') === -1 &&
    text.indexOf('constructor') === -1
  )
}

/** The built-in `text/plain` parser: the body as it was read (a UTF-8 string, or the bytes with `parseAs: 'buffer'`). */
export const defaultTextParser: BuiltinParser = builtin((body) => body)
