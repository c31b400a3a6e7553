// The parameters a route path declares, as find-my-way reads them: `/users/:id` → `{ id: string }`.

type Simplify<T> = { [K in keyof T]: T[K] } & {}

// characters that end a parameter name (find-my-way: a parameter runs to '/', '-', '.', '(' or the end)
type NameEnd = '/' | '-' | '.' | '(' | ':' | ';' | '?'

type SplitName<S extends string, Name extends string = ''> = S extends `${infer C}${infer Rest}`
  ? C extends NameEnd
    ? [Name, S]
    : SplitName<Rest, `${Name}${C}`>
  : [Name, '']

// after a name: an optional regular expression `(...)`, then an optional `?` (an optional last parameter)
type SkipPattern<S extends string> = S extends `(${string})${infer Rest}` ? Rest : S

type Param<Name extends string, Rest extends string> = Name extends ''
  ? ParamsOf<Rest>
  : SkipPattern<Rest> extends `?${infer After}`
    ? { [K in Name]?: string } & ParamsOf<After>
    : { [K in Name]: string } & ParamsOf<SkipPattern<Rest>>

type ParamsOf<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `:${infer Escaped}`
    ? ParamsOf<Escaped> // '::' is a literal colon
    : SplitName<Rest> extends [infer Name extends string, infer After extends string]
      ? Param<Name, After>
      : unknown
  : Path extends `${string}*${string}`
    ? { '*': string }
    : unknown

// a plugin's prefix may declare parameters too (`register(routes, { prefix: '/users/:userId' })`): the path alone
// cannot name them, so any other name reads as `string | undefined`
type AnyParams = Record<string, string | undefined>

/**
 * The parameters of a route path: `'/users/:id'` gives `{ id: string }`, `'/files/*'` gives `{ '*': string }`; other
 * names (a prefix's) read as `string | undefined`.
 */
export type PathParams<Path extends string> = string extends Path
  ? AnyParams
  : unknown extends ParamsOf<Path>
    ? AnyParams
    : Simplify<ParamsOf<Path> & AnyParams>
