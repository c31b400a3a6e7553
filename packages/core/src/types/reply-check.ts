import type { RawReplyPayload, ReplyReturn } from './type-provider.js'

// Why a handler's return value is checked this way: TypeScript reports a wrong field in a returned object as a
// 6- to 8-line chain through the handler type, the promise and the union of allowed replies. Here the route method
// infers what the handler returns (`Return`, a `const` type parameter, so literals stay literals) and, when it does
// not fit, expects a handler returning one string literal that names the field: the error is one or two lines.

type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 }

// the path of the first fields of `Value` that do not fit `Expected` ('' for the value itself), never when it fits
// (a union is checked member by member)
type Misfit<Value, Expected, Path extends string = ''> = Value extends Expected | void
  ? never
  : Path extends ''
    ? Value extends RawReplyPayload
      ? never
      : FieldOrValue<Value, Expected, Path>
    : FieldOrValue<Value, Expected, Path>

type FieldOrValue<Value, Expected, Path extends string> = Value extends object
  ? FieldMisfit<Value, Extract<Expected, object>, Path>
  : Path

type FieldMisfit<Value, Expected, Path extends string> = [Expected] extends [never]
  ? Path
  : {
        [K in KnownKeys<Expected>]-?: K extends keyof Value
          ? Misfit<Value[K], Expected[K], Join<Path, K>>
          : undefined extends Expected[K]
            ? never
            : Join<Path, K>
      }[KnownKeys<Expected>] extends infer Found
    ? [Found] extends [never]
      ? Path
      : Found
    : never

type Join<Path extends string, Key> = Path extends ''
  ? `${Key & (string | number)}`
  : `${Path}.${Key & (string | number)}`

/** The message a misfit reply is reported with: it names the field. */
export type ReplyMismatch<Field extends string> = Field extends ''
  ? 'the reply does not match the response schema'
  : `reply field '${Field}' does not match the response schema`

/**
 * What a handler is expected to return: anything without a declared reply; the declared reply (or nothing, or a
 * promise of either) when the returned type could not be inferred; else the inferred type when it fits, or the
 * message naming the misfit field.
 */
export type CheckedReturn<Expected, Return> = unknown extends Expected
  ? unknown
  : unknown extends Return
    ? ReplyReturn<Expected>
    : Settled<Return> extends Expected | void
      ? Return
      : Misfit<Settled<Return>, Expected> extends infer Field extends string
        ? [Field] extends [never]
          ? Return
          : ReplyMismatch<Field>
        : Return

// what a handler's promise resolves to (an async handler returns a Promise: matched as such, far cheaper than Awaited)
type Settled<T> = T extends Promise<infer V> ? V : T extends PromiseLike<infer V> ? V : T
