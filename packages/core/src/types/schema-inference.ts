// Capsule's built-in JSON Schema → TypeScript mapping: the default type provider, so that a schema written inline
// in the route options types the request parts and the reply with no provider package and no `as const`.
// Kept deliberately shallow for the type checker (bench:types counts its work): one dispatch on `type` through an
// interface (whose members are computed only when read), no recursion beyond the schema's own nesting. It covers what
// route schemas use; anything it does not understand becomes `unknown`, never a wrong type.

/** Which side a schema types: a validated request part (`'in'`) or a value about to be serialized (`'out'`). */
export type SchemaDirection = 'in' | 'out'

/**
 * The type a JSON Schema describes: `type` (one or a list), `properties` / `required` / `additionalProperties`,
 * `items`, `enum`, `const`, `nullable`, `anyOf` / `oneOf`, and the shorthand form. On a request (`'in'`) a property
 * not `required` reads `T | undefined`; `'out'` types what a reply may send (optional properties, a `Date` for a
 * date/time string, readonly arrays, extra fields).
 */
export type FromSchema<S, D extends SchemaDirection = 'in'> = [S] extends [never] ? unknown : Of<S, D>

type TypeName = keyof Named<unknown, 'in'>

// `type` first: nearly every schema has it
type Of<S, D extends SchemaDirection> = S extends { readonly type: infer T extends TypeName }
  ? S extends { readonly nullable: true } ? Named<S, D>[T] | null : Named<S, D>[T]
  : S extends { readonly type: infer T }
    ? T extends readonly TypeName[]
      ? number extends T['length'] ? unknown : S extends { readonly nullable: true } ? Named<S, D>[T[number]] | null : Named<S, D>[T[number]]
      : Shorthand<S, D> // `type` is the name of a parameter
    : S extends { readonly enum: readonly (infer E)[] }
      ? E
      : S extends { readonly const: infer C }
        ? C
        : S extends { readonly properties: object }
          ? ObjectOf<S, D>
          : S extends { readonly anyOf: readonly (infer E)[] }
            ? Of<E, D>
            : S extends { readonly oneOf: readonly (infer E)[] } ? Of<E, D> : Shorthand<S, D>

// what each `type` describes; a member is computed only for the names a schema uses
interface Named<S, D extends SchemaDirection> {
  string: S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly const: infer C } ? C : D extends 'out' ? (S extends { readonly format: DateFormat } ? string | Date : string) : string
  number: S extends { readonly enum: readonly (infer E)[] } ? E : number
  integer: S extends { readonly enum: readonly (infer E)[] } ? E : number
  boolean: boolean
  null: null
  array: S extends { readonly items: infer I } ? (I extends readonly unknown[] ? List<unknown, D> : List<Of<I, D>, D>) : List<unknown, D>
  object: ObjectOf<S, D>
}

type DateFormat = 'date-time' | 'date' | 'time'
type List<T, D extends SchemaDirection> = D extends 'out' ? readonly T[] : T[]
type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never

// A validated request object: each declared property, `| undefined` where not required (one object type, cheap for
// the checker); closed (a misspelt field is an error) unless `additionalProperties` says otherwise.
// A reply object: required properties as they are, the others optional and possibly undefined (not serialized); open,
// since the serializer drops undeclared fields, unless `additionalProperties: false`.
type ObjectOf<S, D extends SchemaDirection> = S extends { readonly properties: infer P extends object }
  ? D extends 'out'
    ? OutProperties<P, RequiredOf<S>> & (S extends { readonly additionalProperties: false } ? unknown : OtherFields)
    : S extends { readonly additionalProperties: infer A }
      ? InProperties<P, RequiredOf<S>> & (A extends false ? unknown : OtherFields)
      : InProperties<P, RequiredOf<S>>
  : S extends { readonly additionalProperties: infer A extends object } ? { [key: string]: Of<A, D> } : OtherFields

type InProperties<P, R> = { -readonly [K in keyof P]: K extends R ? Of<P[K], 'in'> : Of<P[K], 'in'> | undefined }
type OutProperties<P, R> = { -readonly [K in keyof P as K extends R ? K : never]: Of<P[K], 'out'> } & {
  -readonly [K in keyof P as K extends R ? never : K]?: Of<P[K], 'out'> | undefined
}
type OtherFields = { [key: string]: unknown }

// keys that make an object a schema rather than the shorthand list of parameters (the runtime's rule, shorthand.ts)
type ObjectKeyword =
  | 'properties' | 'patternProperties' | 'additionalProperties' | 'propertyNames' | 'items' | 'prefixItems' | 'contains'
  | 'not' | 'if' | 'then' | 'else' | 'definitions' | '$defs' | 'dependencies' | 'dependentRequired' | 'dependentSchemas'
  | 'content' | 'default' | 'const' | 'unevaluatedProperties' | 'unevaluatedItems' | `$${string}`

// the shorthand form (seed: parameters listed at top level; the response "contract syntax"): a non-empty object of
// plain objects with none of the keywords above
type Shorthand<S, D extends SchemaDirection> = S extends object
  ? [keyof S] extends [never]
    ? unknown
    : [Extract<keyof S, ObjectKeyword> | { [K in keyof S]-?: S[K] extends readonly unknown[] | ((...args: never) => unknown) ? K : S[K] extends object ? never : K }[keyof S]] extends [never]
      ? ObjectOf<{ properties: S }, D>
      : unknown
  : unknown
