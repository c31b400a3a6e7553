import type { SerializeFunction } from '../types/schema.js'

/** The serializers of one response entry with a `content` map, by reply media type. */
export class ContentSerializers {
  readonly exact = new Map<string, SerializeFunction>()
  /** keyed by the type of a `type/*` entry */
  readonly wildcard = new Map<string, SerializeFunction>()
  any: SerializeFunction | null = null

  /** Exact media type wins over `type/*`, which wins over `*\/*`. */
  select(essence: string): SerializeFunction | null {
    const exact = this.exact.get(essence)
    if (exact !== undefined) return exact
    const slash = essence.indexOf('/')
    const byType = slash > 0 ? this.wildcard.get(essence.slice(0, slash)) : undefined
    return byType ?? this.any
  }
}

export type SerializerEntry = SerializeFunction | ContentSerializers

/**
 * The response serializers of one route: exact status wins over its `Nxx` class, which wins over `default`
 * (apps/docs/guide/serialization.md, "One schema per status").
 */
export class ResponseSerializers {
  readonly byStatus = new Map<number, SerializerEntry>()
  /** index 1..5 for 1xx..5xx */
  readonly byClass: Array<SerializerEntry | undefined> = [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined
  ]
  fallback: SerializerEntry | null = null
  /**
   * The serializers by the keys the route declared (`'200'`, `'2xx'`, `'default'`; a content map as a record by
   * media type as written), for `reply.getSerializationFunction` and `serializeInput`, which look a key up as it
   * is, as in Fastify: `'2xx'` is the `2xx` entry even when `200` is declared too, and `404` finds no `4xx`.
   */
  readonly declared: Record<string, SerializeFunction | Readonly<Record<string, SerializeFunction>>> =
    Object.create(null) as Record<string, SerializeFunction>

  entryFor(statusCode: number): SerializerEntry | null {
    return this.byStatus.get(statusCode) ?? this.byClass[(statusCode / 100) | 0] ?? this.fallback
  }
}

/** Picks the serializer for a status and reply media type (essence), or null when no schema applies. */
export function selectSerializer(
  serializers: ResponseSerializers,
  statusCode: number,
  essence: string
): SerializeFunction | null {
  const entry = serializers.entryFor(statusCode)
  if (entry === null) return null
  return typeof entry === 'function' ? entry : entry.select(essence)
}

/** The route serializer for a status and the reply's Content-Type header, or null (no schemas, or none applies). */
export function schemaSerializer(
  serializers: ResponseSerializers | null,
  statusCode: number,
  contentType: string | number | string[] | undefined
): SerializeFunction | null {
  if (serializers === null) return null
  return selectSerializer(
    serializers,
    statusCode,
    essenceOf(typeof contentType === 'string' ? contentType : undefined)
  )
}

/** The media type of a Content-Type header value, lower-cased, without parameters (JSON when there is none). */
export function essenceOf(contentType: string | undefined): string {
  // the type Capsule itself sets for JSON: no string work on the common path
  if (contentType === undefined || contentType === 'application/json; charset=utf-8')
    return 'application/json'
  const semicolon = contentType.indexOf(';')
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase()
}
