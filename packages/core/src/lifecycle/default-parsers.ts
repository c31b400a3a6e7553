import type Sjson from 'secure-json-parse'
import { lazyRequire } from '../util/lazy-require.js'
import { FST_ERR_CTP_EMPTY_JSON_BODY, FST_ERR_CTP_INVALID_JSON_BODY } from '../errors.js'
import type { PoisoningAction } from '../types/options.js'

// loaded with the first JSON body: a server that never receives one never pays for it
const sjson = lazyRequire<typeof Sjson>('secure-json-parse')

type Done = (error: Error | null, body?: unknown) => void

/**
 * The built-in `application/json` parser: secure-json-parse, so `__proto__` and `constructor.prototype` keys
 * are refused (or removed, or kept) as `onProtoPoisoning` / `onConstructorPoisoning` say. Empty body and bad
 * JSON are both 400s.
 */
export function buildJsonParser(protoAction: PoisoningAction, constructorAction: PoisoningAction) {
  const options = { protoAction, constructorAction }
  return function defaultJsonParser(_request: unknown, body: string, done: Done): void {
    if (body.length === 0) {
      done(new FST_ERR_CTP_EMPTY_JSON_BODY())
      return
    }
    let parsed: unknown
    try {
      parsed = sjson().parse(body, null, options)
    } catch {
      done(new FST_ERR_CTP_INVALID_JSON_BODY())
      return
    }
    done(null, parsed)
  }
}

/** The built-in `text/plain` parser: the body as a UTF-8 string. */
export function defaultTextParser(_request: unknown, body: string, done: Done): void {
  done(null, body)
}
