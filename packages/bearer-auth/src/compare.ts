import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Compares presented tokens with the configured keys in constant time without leaking their lengths: every
 * value is reduced to a fixed-size HMAC digest (with a random per-instance key, so digests are worthless
 * outside this process), and the token is compared with **every** key, with no early exit.
 */
export class KeyMatcher {
  readonly #secret = randomBytes(32)
  readonly #digests: Buffer[]

  constructor(keys: Iterable<string>) {
    this.#digests = [...new Set(keys)].map((key) => this.#digest(key))
  }

  matches(token: string): boolean {
    const presented = this.#digest(token)
    let found = false
    for (const digest of this.#digests) {
      // bitwise OR: no short-circuit, so the time does not depend on which key matched
      found = timingSafeEqual(presented, digest) || found
    }
    return found
  }

  #digest(value: string): Buffer {
    // UTF-16 code units, as JavaScript compares strings: UTF-8 would turn every lone surrogate into U+FFFD, and a
    // key '\ufffd' would then accept the token '\udfff'
    return createHmac('sha256', this.#secret).update(Buffer.from(value, 'utf16le')).digest()
  }
}
