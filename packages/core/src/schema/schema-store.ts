import { FST_ERR_SCH_ALREADY_PRESENT, FST_ERR_SCH_MISSING_ID } from '../errors.js'
import type { JsonSchema } from '../types/schema.js'

/** A context's shared-schema store as core reads it (a user's `bucket` is taken to hold schemas). */
export interface SchemaStoreLike {
  add(schema: JsonSchema): unknown
  getSchema(id: string): JsonSchema | undefined
  getSchemas(): Record<string, JsonSchema>
}
import { plainSchema } from './shorthand.js'

/**
 * Shared schemas of one context: a context sees its own and its ancestors' schemas, never its
 * descendants'. Reads fall through to the parent; writes stay local.
 */
export class SchemaStore implements SchemaStoreLike {
  readonly #own = new Map<string, JsonSchema>()
  readonly #parent: SchemaStoreLike | null

  constructor(parent: SchemaStoreLike | null = null) {
    this.#parent = parent
  }

  /**
   * @throws {FST_ERR_SCH_MISSING_ID} the schema has no string `$id`
   * @throws {FST_ERR_SCH_ALREADY_PRESENT} this context or an ancestor already has that `$id`
   */
  add(given: JsonSchema): void {
    // a copy, as in Fastify: changing the object after addSchema() does not change what routes compiled with
    const schema = copyJson(plainSchema(given))
    const id = typeof schema === 'object' && schema !== null ? schema['$id'] : undefined
    if (typeof id !== 'string' || id.length === 0) throw new FST_ERR_SCH_MISSING_ID()
    if (this.getSchema(id) !== undefined) throw new FST_ERR_SCH_ALREADY_PRESENT(id)
    this.#own.set(id, schema)
  }

  getSchema(id: string): JsonSchema | undefined {
    return this.#own.get(id) ?? this.#parent?.getSchema(id)
  }

  getSchemas(): Record<string, JsonSchema> {
    const all: Record<string, JsonSchema> = this.#parent ? this.#parent.getSchemas() : {}
    for (const [id, schema] of this.#own) all[id] = schema
    return all
  }
}

/** Copies plain objects and arrays deeply; anything else (functions, class instances) is kept as it is. */
function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = copyJson(item)
  return copy as T
}
