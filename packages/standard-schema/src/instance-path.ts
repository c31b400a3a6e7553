import type { StandardSchemaV1 } from '@standard-schema/spec'

type IssuePath = StandardSchemaV1.Issue['path']

/**
 * The keys of an issue's path: a segment is a key or a `{ key }` object (Valibot's carry more fields). A symbol key
 * becomes its description text, so the list stays JSON.
 */
export function pathKeys(path: IssuePath): Array<string | number> {
  const keys: Array<string | number> = []
  if (path === undefined || path === null) return keys
  for (const segment of path) {
    const key = typeof segment === 'object' && segment !== null ? segment.key : segment
    keys.push(typeof key === 'symbol' ? key.toString() : key)
  }
  return keys
}

/**
 * An issue's path as a JSON pointer (RFC 6901), as Ajv's `instancePath` is: `/items/0/name`, `''` for the root;
 * `~` is written `~0` and `/` is written `~1` inside a key.
 * @example
 * instancePath(['a', { key: 0 }, 'x/y']) // '/a/0/x~1y'
 */
export function instancePath(keys: ReadonlyArray<string | number>): string {
  let pointer = ''
  for (const key of keys) {
    const text = String(key)
    pointer +=
      '/' + (text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text)
  }
  return pointer
}
