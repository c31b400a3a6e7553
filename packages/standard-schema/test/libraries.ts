// The same routes described with each library: one table, so every suite runs once per library.
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { toJsonSchema, toStandardJsonSchema } from '@valibot/to-json-schema'
import { type } from 'arktype'
import * as v from 'valibot'
import { z } from 'zod'
import type { ToJsonSchema } from '../src/index.js'

export interface Library {
  readonly name: 'zod' | 'valibot' | 'arktype'
  /** `{ name: string, age: integer }`; objects strip unknown keys except ArkType's */
  readonly user: StandardSchemaV1
  /** `{ limit }`: a numeric string coerced to an integer, by the library's own means */
  readonly query: StandardSchemaV1
  /** `{ id }`: the same for a path parameter */
  readonly params: StandardSchemaV1
  /** `{ 'x-count' }`: the same for a header */
  readonly headers: StandardSchemaV1
  /** `{ name }`: trimmed and upper-cased by a transform */
  readonly shout: StandardSchemaV1
  /** `{ name }`: upper-cased, then refused when 'TAKEN' by an async check; undefined when the library has none */
  readonly asyncName: StandardSchemaV1 | undefined
  /** `{ name }`: its check throws 'database down' */
  readonly throwing: StandardSchemaV1
  /** `{ 'a/b': [{ '~c': string }] }`: keys a JSON pointer must escape */
  readonly escaped: StandardSchemaV1
  /** the response `{ id: number, name: string }`, name at least 3 characters */
  readonly output: StandardSchemaV1
  /** the response `{ name }` with a transform that upper-cases it */
  readonly shoutedOutput: StandardSchemaV1
  /** how `output` is written by the default serializer compiler: its library gives a JSON Schema of it, or not */
  readonly outputPath: 'json-schema' | 'validate'
  /** whether `shoutedOutput`'s transform runs with the default serializer compiler (not on the JSON Schema path) */
  readonly outputTransformRuns: boolean
  /** an error response `{ statusCode, code, message }` (no `error` field) */
  readonly errorOutput: StandardSchemaV1
  /** the library's message for `{ name: 1 }` against `user` */
  readonly nameMessage: string
  /** a converter for the `toJsonSchema` options, when the library needs one */
  readonly toJsonSchema: ToJsonSchema | undefined
}

const valibotToJsonSchema: ToJsonSchema = (schema, { io, target }) =>
  schema['~standard'].vendor === 'valibot'
    ? (toJsonSchema(schema as v.GenericSchema, { typeMode: io, target: target as 'draft-07' }) as Record<
        string,
        unknown
      >)
    : undefined

export const libraries: readonly Library[] = [
  {
    name: 'zod',
    user: z.object({ name: z.string(), age: z.number().int() }),
    query: z.object({ limit: z.coerce.number().int() }),
    params: z.object({ id: z.coerce.number().int() }),
    headers: z.object({ 'x-count': z.coerce.number().int() }),
    shout: z.object({ name: z.string().transform((name) => name.trim().toUpperCase()) }),
    asyncName: z.object({
      name: z
        .string()
        .transform((name) => name.toUpperCase())
        .refine(async (name) => name !== 'TAKEN', 'name is taken')
    }),
    throwing: z.object({
      name: z.string().refine(() => {
        throw new Error('database down')
      })
    }),
    escaped: z.object({ 'a/b': z.array(z.object({ '~c': z.string() })) }),
    output: z.object({ id: z.number(), name: z.string().min(3) }),
    shoutedOutput: z.object({ name: z.string().transform((name) => name.toUpperCase()) }),
    outputPath: 'json-schema',
    outputTransformRuns: true,
    errorOutput: z.object({ statusCode: z.number(), code: z.string(), message: z.string() }),
    nameMessage: 'Invalid input: expected string, received number',
    toJsonSchema: undefined
  },
  {
    name: 'valibot',
    user: v.object({ name: v.string(), age: v.pipe(v.number(), v.integer()) }),
    query: v.object({ limit: v.pipe(v.string(), v.transform(Number), v.number(), v.integer()) }),
    params: v.object({ id: v.pipe(v.string(), v.transform(Number), v.number(), v.integer()) }),
    headers: v.object({ 'x-count': v.pipe(v.string(), v.transform(Number), v.number(), v.integer()) }),
    shout: v.object({
      name: v.pipe(
        v.string(),
        v.transform((name) => name.trim().toUpperCase())
      )
    }),
    asyncName: v.objectAsync({
      name: v.pipeAsync(
        v.string(),
        v.transform((name) => name.toUpperCase()),
        v.checkAsync(async (name) => name !== 'TAKEN', 'name is taken')
      )
    }),
    throwing: v.object({
      name: v.pipe(
        v.string(),
        v.check(() => {
          throw new Error('database down')
        })
      )
    }),
    escaped: v.object({ 'a/b': v.array(v.object({ '~c': v.string() })) }),
    output: v.object({ id: v.number(), name: v.pipe(v.string(), v.minLength(3)) }),
    shoutedOutput: v.object({
      name: v.pipe(
        v.string(),
        v.transform((name) => name.toUpperCase())
      )
    }),
    outputPath: 'validate',
    outputTransformRuns: true,
    errorOutput: v.object({ statusCode: v.number(), code: v.string(), message: v.string() }),
    nameMessage: 'Invalid type: Expected string but received 1',
    toJsonSchema: valibotToJsonSchema
  },
  {
    name: 'arktype',
    user: type({ name: 'string', age: 'number.integer' }),
    query: type({ limit: 'string.integer.parse' }),
    params: type({ id: 'string.integer.parse' }),
    headers: type({ 'x-count': 'string.integer.parse' }),
    shout: type({ name: type('string').pipe((name) => name.trim().toUpperCase()) }),
    asyncName: undefined,
    throwing: type({ name: 'string' }).narrow(() => {
      throw new Error('database down')
    }),
    escaped: type({ 'a/b': type({ '~c': 'string' }).array() }),
    output: type({ id: 'number', name: 'string >= 3' }),
    shoutedOutput: type({ name: type('string').pipe((name) => name.toUpperCase()) }),
    outputPath: 'json-schema',
    outputTransformRuns: false,
    errorOutput: type({ statusCode: 'number', code: 'string', message: 'string' }),
    nameMessage: 'name must be a string (was a number)',
    toJsonSchema: undefined
  }
]

/** Valibot's own wrapper: a Valibot schema that carries a Standard JSON Schema, so no converter option is needed. */
export const valibotWithJsonSchema = toStandardJsonSchema(
  v.object({ id: v.number(), name: v.pipe(v.string(), v.minLength(3)) })
)
