import type { FastifyRequest } from './request.js'
import type { FastifyReply } from './reply.js'

// Typed decorators without declaration merging: `decorate(name, value)` returns the instance's own type with the new
// member added, and `decorateRequest` / `decorateReply` record what they add under a type-only key of the instance,
// from which handlers and hooks type their request and reply. A plugin returns the instance it decorated, so its type
// carries the decorations to the parent when skip-override lets them through (see register.ts).

/** The type-only record of what `decorateRequest` / `decorateReply` added to the requests and replies of a context. */
export interface Decorations<Request = unknown, Reply = unknown> {
  readonly '~decorations': { readonly request: Request; readonly reply: Reply }
}

/** What the requests of an instance carry besides `FastifyRequest`'s members. */
export type RequestDecorationsOf<Instance> = Instance extends {
  readonly '~decorations': { readonly request: infer R }
}
  ? R
  : unknown
/** What the replies of an instance carry besides `FastifyReply`'s members. */
export type ReplyDecorationsOf<Instance> = Instance extends {
  readonly '~decorations': { readonly reply: infer R }
}
  ? R
  : unknown

// a declared function, with `this` bound to the target
type BoundTo<Target, F> = F extends (...args: infer A) => infer R ? (this: Target, ...args: A) => R : F

/** A decorator's value: the value itself, or accessors (`getter` runs on each read, with `this` bound). */
export type GetterSetter<This, T> = T | { getter: (this: This) => T; setter?: (this: This, value: T) => void }

// a name that is not a literal (an explicit `decorate<T>(...)` leaves it `string | symbol`) adds nothing to the type
type Added<Target, P extends string | symbol, T> = string extends P
  ? unknown
  : symbol extends P
    ? unknown
    : P extends keyof Target
      ? unknown
      : { [K in P]: T }

// An explicit type argument (`decorate<T>(name, value)`) selects the second form alone, as in Fastify (the first
// and third take two type arguments or more), so a mistake in the value is reported where it is; a function type
// given there types the function's `this`.
// Three forms, tried in this order: a function, whose `this` is the target; any other value or accessors
// (`decorate<T>(name, value)` checks it against T); a name the target already declares (merged into FastifyInstance, or
// decorated before), which takes a value of its declared type or `null`/`undefined` (Fastify's documented placeholder,
// `decorateRequest('user', null)`, set per request in a hook). The first two refuse a declared name by its property
// argument, so a declared function's parameters are typed from its declaration (the checker types an inline
// function's parameters once, by the first form it gets as far as). The declared form comes last and reads the
// declared type only through a conditional on the name: an object literal value is typed against the value type
// while the name is still being inferred, and a conditional the checker can reduce early made it read the type of
// every member of the instance for it (40,000 instantiations for `decorate('db', {})`).
type DeclaredValue<Target, P> = P extends keyof Target
  ? null | undefined | GetterSetter<Target, BoundTo<Target, Target[P]>>
  : never
// a name the target does not declare yet
type NewName<Target, P> = P extends keyof Target ? never : P
// Members Capsule has and Fastify does not: an application written for Fastify may decorate these names with its own
// value (`decorate('fetch', httpClient)`, `decorate('inspect', fn)`), which then wins, as at runtime (context/decorate.ts)
type YieldingName = 'fetch' | 'explain' | 'inspect' | 'readiness'
type NewInstanceName<Target, P> = P extends YieldingName ? P : NewName<Target, P>
type AddedToInstance<Target, P extends string | symbol, T> = P extends YieldingName
  ? { [K in P]: T }
  : Added<Target, P, T>

/**
 * `decorate(name, value)`: the instance's type with `name` added (a function's `this` is the instance; a name
 * merged into `FastifyInstance` must get a value of its declared type).
 */
export interface DecorationMethod<This> {
  <P extends string | symbol, A extends unknown[], R>(
    property: NewInstanceName<This, P>,
    value: (this: This, ...args: A) => R,
    dependencies?: readonly string[]
  ): This & AddedToInstance<This, P, (...args: A) => R>
  <T, P extends string | symbol = string | symbol>(
    property: NewInstanceName<This, P>,
    value: GetterSetter<This, BoundTo<This, T>>,
    dependencies?: readonly string[]
  ): This & AddedToInstance<This, P, T>
  <P extends string | symbol, Declared extends DeclaredValue<This, P>>(
    property: P,
    value: NoInfer<Declared>,
    dependencies?: readonly string[]
  ): This
  (property: string | symbol): This
  (property: string | symbol, value: null | undefined, dependencies: readonly string[]): This
}

type RequestOf<This> = FastifyRequest & RequestDecorationsOf<This>
type ReplyOf<This> = FastifyReply & ReplyDecorationsOf<This>
type WithRequest<This, Added> = This & {
  readonly '~decorations': { readonly request: Added; readonly reply: unknown }
}
type WithReply<This, Added> = This & {
  readonly '~decorations': { readonly request: unknown; readonly reply: Added }
}

/** `decorateRequest(name, value)`: every request of the context (and its descendants) gets `name`; `this` is the request. */
export interface RequestDecorationMethod<This> {
  <P extends string | symbol, A extends unknown[], R>(
    property: NewName<RequestOf<This>, P>,
    value: (this: RequestOf<This>, ...args: A) => R,
    dependencies?: readonly string[]
  ): WithRequest<This, Added<RequestOf<This>, P, (...args: A) => R>>
  <T, P extends string | symbol = string | symbol>(
    property: NewName<RequestOf<This>, P>,
    value: GetterSetter<RequestOf<This>, BoundTo<RequestOf<This>, T>>,
    dependencies?: readonly string[]
  ): WithRequest<This, Added<RequestOf<This>, P, T>>
  <P extends string | symbol, Declared extends DeclaredValue<RequestOf<This>, P>>(
    property: P,
    value: NoInfer<Declared>,
    dependencies?: readonly string[]
  ): This
  (property: string | symbol): This
  (property: string | symbol, value: null | undefined, dependencies: readonly string[]): This
}

/** `decorateReply(name, value)`: every reply of the context (and its descendants) gets `name`; `this` is the reply. */
export interface ReplyDecorationMethod<This> {
  <P extends string | symbol, A extends unknown[], R>(
    property: NewName<ReplyOf<This>, P>,
    value: (this: ReplyOf<This>, ...args: A) => R,
    dependencies?: readonly string[]
  ): WithReply<This, Added<ReplyOf<This>, P, (...args: A) => R>>
  <T, P extends string | symbol = string | symbol>(
    property: NewName<ReplyOf<This>, P>,
    value: GetterSetter<ReplyOf<This>, BoundTo<ReplyOf<This>, T>>,
    dependencies?: readonly string[]
  ): WithReply<This, Added<ReplyOf<This>, P, T>>
  <P extends string | symbol, Declared extends DeclaredValue<ReplyOf<This>, P>>(
    property: P,
    value: NoInfer<Declared>,
    dependencies?: readonly string[]
  ): This
  (property: string | symbol): This
  (property: string | symbol, value: null | undefined, dependencies: readonly string[]): This
}
