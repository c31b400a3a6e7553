// Capsule's built-in JSON Schema → TypeScript mapping: the default type provider, so that a schema written inline
// in the route options types the request parts and the reply with no provider package and no `as const`.
// Written for the type checker's cost (`pnpm bench:types` counts its work) and with no recursion beyond the schema's
// own nesting. What it does not understand becomes `unknown`, never a wrong type.

/** Which side a schema types: a validated request part (`'in'`) or a value about to be serialized (`'out'`). */
export type SchemaDirection = 'in' | 'out'

/**
 * The type a JSON Schema describes: `type` (one or a list), `properties` / `required` / `additionalProperties`,
 * `items`, `enum`, `const`, `nullable`, `anyOf` / `oneOf`, and the shorthand form. On a request (`'in'`) a property
 * not `required` reads `T | undefined`; `'out'` types what a reply may send (optional properties, a `Date` for a
 * date/time string, readonly arrays, extra fields).
 */
export type FromSchema<S, D extends SchemaDirection = 'in'> = [S] extends [never]
  ? unknown
  : D extends 'out'
    ? FromReplySchema<S>
    : FromRequestSchema<S>

// The shapes route schemas are made of come first, each recognised by one conditional type written out in full (an
// inline object type with `infer` is the form the checker evaluates most cheaply): a primitive `type` with nothing
// that qualifies it (`?: undefined`: the keyword is absent), an object with `properties` (with or without `required`),
// an array with `items`. Everything else takes the general path (`Of`).
// A validated request object is closed (a misspelt field is an error) and a property not required reads
// `T | undefined` (one object type, cheap for the checker). Its mapped type is written in place rather than through an
// alias, so that an editor shows `request.body` as the object it is (`{ name: string; tags: string[] | undefined }`),
// not as an alias applied to the schema's literal type. A reply object (`ReplyObject`, an intersection the editor
// shows member by member) has its required properties as they are and the others optional (not serialized when
// undefined), and is open: the serializer drops undeclared fields, so a reply may carry more than the schema lists.

/** `FromSchema<S, 'in'>`: what a validated request part holds. */
export type FromRequestSchema<S> = S extends {
  readonly type: infer T extends keyof Primitive
  readonly enum?: undefined
  readonly const?: undefined
  readonly nullable?: undefined
}
  ? Primitive[T]
  : S extends {
        readonly type: 'object'
        readonly properties: infer P
        readonly required: readonly (infer R)[]
        readonly additionalProperties?: false | undefined
        readonly nullable?: undefined
      }
    ? {
        -readonly [K in keyof P]: K extends R ? FromRequestSchema<P[K]> : FromRequestSchema<P[K]> | undefined
      }
    : S extends {
          readonly type: 'object'
          readonly properties: infer P
          readonly additionalProperties?: false | undefined
          readonly nullable?: undefined
        }
      ? { -readonly [K in keyof P]: FromRequestSchema<P[K]> | undefined }
      : S extends { readonly type: 'array'; readonly items: infer I; readonly nullable?: undefined }
        ? I extends readonly unknown[]
          ? unknown[]
          : FromRequestSchema<I>[]
        : Of<S, 'in'>

/** `FromSchema<S, 'out'>`: what a reply may send for that schema. */
export type FromReplySchema<S> = S extends {
  readonly type: infer T extends keyof Primitive
  readonly enum?: undefined
  readonly const?: undefined
  readonly nullable?: undefined
  readonly format?: undefined
}
  ? Primitive[T]
  : S extends {
        readonly type: 'object'
        readonly properties: infer P
        readonly required: readonly (infer R)[]
        readonly additionalProperties?: Open
        readonly nullable?: undefined
      }
    ? ReplyObject<P, R> & Record<string, unknown>
    : S extends {
          readonly type: 'object'
          readonly properties: infer P
          readonly additionalProperties?: Open
          readonly nullable?: undefined
        }
      ? ReplyObject<P, never> & Record<string, unknown>
      : S extends { readonly type: 'array'; readonly items: infer I; readonly nullable?: undefined }
        ? I extends readonly unknown[]
          ? readonly unknown[]
          : readonly FromReplySchema<I>[]
        : Of<S, 'out'>

interface Primitive {
  string: string
  number: number
  integer: number
  boolean: boolean
  null: null
}

// `additionalProperties` that leaves a reply object open; `false` closes it and takes the general path
type Open = true | object | undefined
// (split once by key: far cheaper for the checker than mapped types filtering keys with `as`)
type ReplyObject<P, R> = { [K in R & keyof P]: FromReplySchema<P[K]> } & {
  [K in Exclude<keyof P, R>]?: FromReplySchema<P[K]> | undefined
}
type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never

// The general path: everything the shapes above leave out.
type Entry<S, D extends SchemaDirection> = D extends 'out' ? FromReplySchema<S> : FromRequestSchema<S>
type TypeName = keyof Named<unknown, 'in'>

type Of<S, D extends SchemaDirection> = S extends { readonly type: infer T extends TypeName }
  ? S extends { readonly nullable: true }
    ? Named<S, D>[T] | null
    : Named<S, D>[T]
  : S extends { readonly type: infer T }
    ? T extends readonly TypeName[]
      ? number extends T['length']
        ? unknown
        : S extends { readonly nullable: true }
          ? Named<S, D>[T[number]] | null
          : Named<S, D>[T[number]]
      : Shorthand<S, D> // `type` is the name of a parameter
    : S extends { readonly enum: readonly (infer E)[] }
      ? E
      : S extends { readonly const: infer C }
        ? C
        : S extends { readonly properties: object }
          ? ObjectOf<S, D>
          : S extends { readonly anyOf: readonly (infer E)[] }
            ? Entry<E, D>
            : S extends { readonly oneOf: readonly (infer E)[] }
              ? Entry<E, D>
              : Shorthand<S, D>

// what each `type` describes; a member is computed only for the names a schema uses
interface Named<S, D extends SchemaDirection> {
  string: S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly const: infer C }
      ? C
      : D extends 'out'
        ? S extends { readonly format: DateFormat }
          ? string | Date
          : string
        : string
  number: S extends { readonly enum: readonly (infer E)[] } ? E : number
  integer: S extends { readonly enum: readonly (infer E)[] } ? E : number
  boolean: boolean
  null: null
  array: S extends { readonly items: infer I }
    ? I extends readonly unknown[]
      ? List<unknown, D>
      : List<Entry<I, D>, D>
    : List<unknown, D>
  object: ObjectOf<S, D>
}

type DateFormat = 'date-time' | 'date' | 'time'
type List<T, D extends SchemaDirection> = D extends 'out' ? readonly T[] : T[]

// an object the shapes above do not take (nullable, typed by a list, without `type`, open on a request, closed on a
// reply): its properties as those shapes read them, with the extra fields its `additionalProperties` allows
type ObjectOf<S, D extends SchemaDirection> = S extends { readonly properties: infer P extends object }
  ? D extends 'out'
    ? S extends { readonly additionalProperties: false }
      ? ReplyObject<P, RequiredOf<S>>
      : FromReplySchema<PropertiesOnly<P, RequiredOf<S>>>
    : FromRequestSchema<PropertiesOnly<P, RequiredOf<S>>> &
        (S extends { readonly additionalProperties: false | undefined }
          ? unknown
          : S extends { readonly additionalProperties: unknown }
            ? Record<string, unknown>
            : unknown)
  : S extends { readonly additionalProperties: infer A extends object }
    ? { [key: string]: Entry<A, D> }
    : Record<string, unknown>
interface PropertiesOnly<P, R> {
  readonly type: 'object'
  readonly properties: P
  readonly required: readonly R[]
}

// keys that make an object a schema rather than the shorthand list of parameters (the runtime's rule, shorthand.ts)
type ObjectKeyword =
  | 'properties'
  | 'patternProperties'
  | 'additionalProperties'
  | 'propertyNames'
  | 'items'
  | 'prefixItems'
  | 'contains'
  | 'not'
  | 'if'
  | 'then'
  | 'else'
  | 'definitions'
  | '$defs'
  | 'dependencies'
  | 'dependentRequired'
  | 'dependentSchemas'
  | 'content'
  | 'default'
  | 'const'
  | 'unevaluatedProperties'
  | 'unevaluatedItems'
  | `$${string}`

// the shorthand form (parameters listed at top level; the response "contract syntax"): a non-empty object of
// plain objects with none of the keywords above
type Shorthand<S, D extends SchemaDirection> = S extends object
  ? [keyof S] extends [never]
    ? unknown
    : [
          | Extract<keyof S, ObjectKeyword>
          | {
              [K in keyof S]-?: S[K] extends readonly unknown[] | ((...args: never) => unknown)
                ? K
                : S[K] extends object
                  ? never
                  : K
            }[keyof S]
        ] extends [never]
      ? ObjectOf<{ properties: S }, D>
      : unknown
  : unknown
