import {
  FST_ERR_CTP_ALREADY_PRESENT,
  FST_ERR_CTP_EMPTY_TYPE,
  FST_ERR_CTP_INVALID_HANDLER,
  FST_ERR_CTP_INVALID_PARSE_TYPE,
  FST_ERR_CTP_INVALID_TYPE,
  FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT
} from '../errors.js'
import { parseMediaType, type MediaType } from './media-type.js'
import { warnUnanchoredParser } from '../warnings.js'
import { kParseSync } from '../symbols.js'

/** A registered body parser. */
export interface ParserEntry {
  readonly fn: (...args: never[]) => unknown
  readonly parseAs: 'string' | 'buffer' | null
  readonly bodyLimit: number | null
  readonly isDefaultJson: boolean
  /** a built-in parser's synchronous form, called without a `done` callback; null for user parsers */
  readonly parseSync: ((body: string | Buffer) => unknown) | null
}

/**
 * The body parsers of one context, copied into each child on register (encapsulation). Kept in a Map, never in
 * a plain object, so a crafted media type cannot reach Object.prototype. Lookup order: exact header value,
 * essence (`type/subtype`), regular expressions (last added first, tested on the essence), catch-all `*`.
 */
export class ContentTypeParsers {
  readonly #exact: Map<string, ParserEntry>
  readonly #regexps: Array<{ readonly re: RegExp; readonly entry: ParserEntry }>
  #catchAll: ParserEntry | null
  // how many keys carry parameters: only then is the whole header looked up, which costs an allocation
  #paramKeys: number

  constructor(parent?: ContentTypeParsers) {
    this.#exact = parent ? new Map(parent.#exact) : new Map()
    this.#regexps = parent ? parent.#regexps.slice() : []
    this.#catchAll = parent ? parent.#catchAll : null
    this.#paramKeys = parent ? parent.#paramKeys : 0
  }

  child(): ContentTypeParsers {
    return new ContentTypeParsers(this)
  }

  /**
   * @throws {FST_ERR_CTP_INVALID_TYPE} type is neither string nor RegExp
   * @throws {FST_ERR_CTP_EMPTY_TYPE} empty string
   * @throws {FST_ERR_CTP_ALREADY_PRESENT} a parser for this type exists in this context
   */
  add(
    type: unknown,
    options: { parseAs?: unknown; bodyLimit?: unknown },
    fn: unknown,
    isDefaultJson = false
  ): void {
    if (typeof fn !== 'function') throw new FST_ERR_CTP_INVALID_HANDLER()
    const parseAs = options.parseAs
    if (parseAs !== undefined && parseAs !== 'string' && parseAs !== 'buffer') {
      throw new FST_ERR_CTP_INVALID_PARSE_TYPE(String(parseAs))
    }
    const bodyLimit = options.bodyLimit
    if (
      bodyLimit !== undefined &&
      (typeof bodyLimit !== 'number' || !Number.isInteger(bodyLimit) || bodyLimit <= 0)
    ) {
      throw new FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT(String(bodyLimit))
    }
    const entry: ParserEntry = {
      fn: fn as ParserEntry['fn'],
      parseAs: parseAs ?? null,
      bodyLimit: bodyLimit ?? null,
      isDefaultJson,
      parseSync: (fn as { [kParseSync]?: (body: string | Buffer) => unknown })[kParseSync] ?? null
    }
    if (type instanceof RegExp) {
      if (this.#regexps.some((r) => r.re.source === type.source && r.re.flags === type.flags)) {
        throw new FST_ERR_CTP_ALREADY_PRESENT(type.toString())
      }
      if (!type.source.startsWith('^')) warnUnanchoredParser(type)
      this.#regexps.unshift({ re: type, entry })
      return
    }
    const key = normalizeKey(type)
    if (key === '*') {
      this.#catchAll = entry
      return
    }
    const existing = this.#exact.get(key)
    // the inherited defaults may be replaced once in a context; a second user parser is a conflict
    if (existing !== undefined && !existing.isDefaultJson && !isBuiltinText(existing)) {
      throw new FST_ERR_CTP_ALREADY_PRESENT(key)
    }
    if (key.includes(';') && !this.#exact.has(key)) this.#paramKeys++
    this.#exact.set(key, entry)
  }

  has(type: unknown): boolean {
    if (type instanceof RegExp)
      return this.#regexps.some((r) => r.re.source === type.source && r.re.flags === type.flags)
    const key = normalizeKey(type)
    return key === '*' ? this.#catchAll !== null : this.#exact.has(key)
  }

  remove(type: unknown): void {
    if (type instanceof RegExp) {
      const index = this.#regexps.findIndex((r) => r.re.source === type.source && r.re.flags === type.flags)
      if (index !== -1) this.#regexps.splice(index, 1)
      return
    }
    const key = normalizeKey(type)
    if (key === '*') this.#catchAll = null
    else this.#exact.delete(key)
  }

  removeAll(): void {
    this.#exact.clear()
    this.#regexps.length = 0
    this.#catchAll = null
  }

  /** The parser for a parsed media type; `null` media type means no Content-Type header (catch-all only). */
  find(header: string | undefined, media: MediaType | null): ParserEntry | null {
    if (media !== null && header !== undefined) {
      if (this.#paramKeys > 0 && Object.keys(media.parameters).length > 0) {
        const exact = this.#exact.get(canonical(media))
        if (exact !== undefined) return exact
      }
      const byEssence = this.#exact.get(media.essence)
      if (byEssence !== undefined) return byEssence
      for (const { re, entry } of this.#regexps) {
        re.lastIndex = 0
        if (re.test(media.essence)) return entry
      }
    }
    return this.#catchAll
  }

  /** Every parser in effect here, in lookup order, with the media type it was registered for (for explain()). */
  list(): Array<{ readonly type: string; readonly entry: ParserEntry }> {
    const listed = [...this.#exact].map(([type, entry]) => ({ type, entry }))
    for (const { re, entry } of this.#regexps) listed.push({ type: re.toString(), entry })
    if (this.#catchAll !== null) listed.push({ type: '*', entry: this.#catchAll })
    return listed
  }

  get hasCatchAll(): boolean {
    return this.#catchAll !== null
  }
}

const builtinText = new WeakSet<ParserEntry['fn']>()
/** Marks the built-in text/plain parser so that a context may replace it once. */
export function markBuiltin(fn: ParserEntry['fn']): void {
  builtinText.add(fn)
}
function isBuiltinText(entry: ParserEntry): boolean {
  return builtinText.has(entry.fn)
}

function normalizeKey(type: unknown): string {
  if (typeof type !== 'string') throw new FST_ERR_CTP_INVALID_TYPE()
  const trimmed = type.trim()
  if (trimmed.length === 0) throw new FST_ERR_CTP_EMPTY_TYPE()
  if (trimmed === '*') return '*'
  const media = parseMediaType(trimmed)
  // a key with parameters is matched against the whole parsed header; without, against the essence
  if (media === null) throw new FST_ERR_CTP_INVALID_TYPE()
  return Object.keys(media.parameters).length === 0 ? media.essence : canonical(media)
}

/**
 * One spelling for a media type with parameters, whatever the header's spacing and quoting: `type/subtype;
 * name=value` with names in lower case and values as given (unquoted). `charset=UTF-8` and `charset=utf-8` differ,
 * as in Fastify.
 */
function canonical(media: MediaType): string {
  let text = media.essence
  for (const name of Object.keys(media.parameters)) text += `; ${name}=${media.parameters[name]!}`
  return text
}
