import {
  FST_ERR_DEC_AFTER_START,
  FST_ERR_DEC_ALREADY_PRESENT,
  FST_ERR_DEC_DEPENDENCY_INVALID_TYPE,
  FST_ERR_DEC_MISSING_DEPENDENCY,
  FST_ERR_DEC_REFERENCE_TYPE,
  FST_ERR_DEC_UNDECLARED
} from '../errors.js'
import { kChildren, kOwnProps, kReply, kRequest } from '../symbols.js'
import { describeContext } from './describe-context.js'
import { explainMissing, inOrAbove } from './explain-missing.js'
import { findElsewhere } from './find-elsewhere.js'
import { tooLate } from './too-late.js'
import { declaredAt } from '../inspect/where.js'
import {
  deriveRequestClass,
  Request,
  requestBuiltins,
  requestFields,
  type DecoratorProp
} from '../lifecycle/request.js'
import { deriveReplyClass, Reply, replyBuiltins, replyFields } from '../lifecycle/reply.js'

type DecoratedClass = typeof Request | typeof Reply

/** A context's view for decorating: its Request/Reply classes (own once it decorates them). */
export interface DecoratableContext {
  [kRequest]: typeof Request
  [kReply]: typeof Reply
}

function isAccessor(value: unknown): value is { getter?: () => unknown; setter?: (v: unknown) => void } {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('getter' in value || 'setter' in value) &&
    (typeof (value as { getter?: unknown }).getter === 'function' ||
      typeof (value as { setter?: unknown }).setter === 'function')
  )
}

function accessor(value: { getter?: () => unknown; setter?: (v: unknown) => void }): PropertyDescriptor {
  const descriptor: PropertyDescriptor = {}
  if (value.getter !== undefined) descriptor.get = value.getter
  if (value.setter !== undefined) descriptor.set = value.setter
  return descriptor
}

/**
 * @param has whether the dependency is visible from `context`
 * @param declares whether a context declared the dependency itself (to say where it is when it is not visible)
 */
function checkDependencies(
  context: object,
  name: string,
  dependencies: unknown,
  has: (dep: string) => boolean,
  declares: (context: object, dep: string) => boolean
): void {
  if (dependencies === undefined) return
  if (!Array.isArray(dependencies)) throw new FST_ERR_DEC_DEPENDENCY_INVALID_TYPE(name)
  for (const dependency of dependencies) {
    if (typeof dependency === 'string' && has(dependency)) continue
    const dep = String(dependency)
    const elsewhere =
      typeof dependency === 'string' ? findElsewhere(context, (other) => declares(other, dep)) : undefined
    const remedy = explainMissing(
      `'${dep}'`,
      elsewhere,
      `declare it in ${inOrAbove(context)} before '${name}'`,
      `Declare '${dep}' before '${name}', in ${inOrAbove(context)}.`
    )
    throw new FST_ERR_DEC_MISSING_DEPENDENCY(dep, remedy)
  }
}

/** A context declared `name` itself (an own property: skip-override plugins' decorators land in their parent). */
const declaresOnInstance = (context: object, name: string): boolean =>
  Object.prototype.hasOwnProperty.call(context, name) && isContext(context)

/**
 * Members Capsule has and Fastify does not: an application written for Fastify may decorate these names itself
 * (`decorate('fetch', httpClient)`), and its decorator wins in its context and below, as it would on Fastify.
 */
const yieldingBuiltins = new Set(['fetch', 'explain', 'inspect', 'readiness'])

/** Where `name` is found from `target`: null (absent), a context (a decorator) or the class / Object (a built-in). */
function ownerOf(target: object, name: string): object | null {
  let owner: object | null = target
  while (owner !== null && !Object.prototype.hasOwnProperty.call(owner, name))
    owner = Object.getPrototypeOf(owner) as object | null
  return owner
}

// every context (root and children) has its own kChildren; the class prototype and Object.prototype do not
const isContext = (owner: object): boolean => Object.prototype.hasOwnProperty.call(owner, kChildren)

/**
 * True when `name` cannot be decorated on `target`: the context already has it, or it is a built-in (a method or
 * property of the instance class or of Object) that Fastify has too. A decorator of an ancestor context may be
 * shadowed, as in Fastify.
 */
function isTaken(target: object, name: string): boolean {
  if (Object.prototype.hasOwnProperty.call(target, name)) return true
  const owner = ownerOf(Object.getPrototypeOf(target) as object, name)
  return owner !== null && !isContext(owner) && !yieldingBuiltins.has(name)
}

/** Where the name that cannot be decorated again comes from, and what to do instead. */
function alreadyOnInstance(target: object, name: string): string {
  if (!Object.prototype.hasOwnProperty.call(target, name))
    return `'${name}' is a built-in member of the instance: give the decorator another name.`
  return (
    `It was first declared${declaredAt(target, 'decorator', name)} in ${describeContext(target)}, this same context: ` +
    'give one of them another name, ' +
    'or declare the second one in an encapsulated plugin (not wrapped with fastify-plugin) to shadow it there.'
  )
}

/** `hasDecorator(name)`: a decorator or a built-in Fastify has; a Capsule-only member counts once decorated. */
export function hasInstanceDecorator(target: object, name: string): boolean {
  if (!(name in target)) return false
  if (!yieldingBuiltins.has(name)) return true
  const owner = ownerOf(target, name)
  return owner !== null && isContext(owner)
}

/**
 * `decorate(name, value, dependencies)`: an own property of this context, so ancestors and siblings never
 * see it while descendants do. A child may shadow an ancestor's decorator (the ancestor keeps its value).
 * @throws {FST_ERR_DEC_ALREADY_PRESENT} the name is already decorated in this context, or is a built-in
 * @throws {FST_ERR_DEC_MISSING_DEPENDENCY} a dependency is not decorated
 * @throws {FST_ERR_DEC_AFTER_START} the server already started
 */
export function decorateInstance(
  target: object,
  name: string,
  value: unknown,
  dependencies: unknown,
  started: boolean
): void {
  if (started) throw new FST_ERR_DEC_AFTER_START(name, tooLate('decorate()'))
  if (isTaken(target, name)) throw new FST_ERR_DEC_ALREADY_PRESENT(name, alreadyOnInstance(target, name))
  checkDependencies(target, name, dependencies, (dep) => dep in target, declaresOnInstance)
  if (isAccessor(value)) {
    Object.defineProperty(target, name, { ...accessor(value), configurable: true, enumerable: true })
  } else {
    Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: true })
  }
}

/** True when `name` is a decoration (or built-in) of requests or replies of this class. */
export function hasClassDecorator(cls: DecoratedClass, name: string, builtins: ReadonlySet<string>): boolean {
  return builtins.has(name) || name in cls.prototype || hasValueDecorator(cls, name)
}

/**
 * The name is a value decorator (not a function or accessor) of the class or of an ancestor's: Fastify copies those
 * into every derived class, so a child cannot decorate the name again.
 */
function hasValueDecorator(cls: DecoratedClass, name: string): boolean {
  let current: unknown = cls
  while (typeof current === 'function' && Object.prototype.hasOwnProperty.call(current, kOwnProps)) {
    if ((current as DecoratedClass)[kOwnProps].some((prop) => prop.key === name)) return true
    current = Object.getPrototypeOf(current)
  }
  return false
}

/** The name is a decorator of this context's own request or reply class (not one inherited from an ancestor). */
export function decoratedHere(
  context: DecoratableContext,
  key: typeof kRequest | typeof kReply,
  name: string
): boolean {
  if (!Object.prototype.hasOwnProperty.call(context, key)) return false
  const cls = context[key]
  return (
    Object.prototype.hasOwnProperty.call(cls.prototype, name) ||
    cls[kOwnProps].some((prop) => prop.key === name)
  )
}

/**
 * `decorateRequest` / `decorateReply`: functions and accessors go on the context's own class prototype; other
 * values are copied onto every new object in its constructor. Reference-type values would be shared between
 * requests, so they are refused.
 * @throws {FST_ERR_DEC_ALREADY_PRESENT} this context already decorated that name, or the constructor sets it
 * @throws {FST_ERR_DEC_REFERENCE_TYPE} an object or array value
 */
export function decorateClass(
  context: DecoratableContext,
  kind: 'request' | 'reply',
  name: string,
  value: unknown,
  dependencies: unknown,
  started: boolean
): void {
  const method = kind === 'request' ? 'decorateRequest()' : 'decorateReply()'
  if (started) throw new FST_ERR_DEC_AFTER_START(name, tooLate(method))
  const key = kind === 'request' ? kRequest : kReply
  const builtins = kind === 'request' ? requestBuiltins() : replyBuiltins()
  // refused, as in Fastify: a name this context's own class already has, an ancestor's value decorator, and the
  // fields the constructor sets; an ancestor's function or accessor decorator and a built-in method (`getHeader`,
  // which plugins' tests mock this way) are shadowed for this context and below
  const fields = kind === 'request' ? requestFields : replyFields
  if (fields.has(name) || decoratedHere(context, key, name) || hasValueDecorator(context[key], name))
    throw new FST_ERR_DEC_ALREADY_PRESENT(name, alreadyOnClass(context, kind, name))
  // built-in members count as present (`dependencies: ['body']`), as in Fastify
  checkDependencies(
    context,
    name,
    dependencies,
    (dep) => hasClassDecorator(context[key], dep, builtins),
    (other, dep) => isContext(other) && decoratedHere(other as DecoratableContext, key, dep)
  )
  if (!isAccessor(value) && typeof value === 'object' && value !== null) {
    throw new FST_ERR_DEC_REFERENCE_TYPE(name, Array.isArray(value) ? 'array' : 'object')
  }
  // derive this context's own class the first time it decorates, so parents and siblings never see it
  if (!Object.prototype.hasOwnProperty.call(context, key)) {
    if (kind === 'request') context[kRequest] = deriveRequestClass(context[kRequest])
    else context[kReply] = deriveReplyClass(context[kReply])
  }
  const cls = context[key]
  if (isAccessor(value)) {
    Object.defineProperty(cls.prototype, name, { ...accessor(value), configurable: true })
  } else if (typeof value === 'function') {
    Object.defineProperty(cls.prototype, name, { value, writable: true, configurable: true })
  } else {
    const prop: DecoratorProp = { key: name, value }
    cls[kOwnProps].push(prop)
  }
}

/** Where the request or reply decorator that cannot be declared again comes from, and what to do instead. */
function alreadyOnClass(context: DecoratableContext, kind: 'request' | 'reply', name: string): string {
  const key = kind === 'request' ? kRequest : kReply
  const fields = kind === 'request' ? requestFields : replyFields
  if (fields.has(name))
    return `'${name}' is a built-in property of every ${kind}: give the decorator another name.`
  if (decoratedHere(context, key, name))
    return (
      `It was first declared${declaredAt(context, kind === 'request' ? 'requestDecorator' : 'replyDecorator', name)} ` +
      `in ${describeContext(context)}, this same context: give one of them another name, or declare the ` +
      'second one in an encapsulated plugin (not wrapped with fastify-plugin).'
    )
  // a value decorator of an ancestor: it is copied onto every object, so no context below may redeclare it
  let owner: object | null = context
  while (owner !== null && isContext(owner) && !decoratedHere(owner as DecoratableContext, key, name))
    owner = Object.getPrototypeOf(owner) as object | null
  const where = owner !== null && isContext(owner) ? describeContext(owner) : 'a parent context'
  return (
    `It was declared as a value in ${where}, and a value decorator is set on every ${kind} ` +
    'below it: give this one another name, or declare the first one with a { getter, setter }.'
  )
}

/**
 * `getDecorator(name)` on an instance: a function comes bound to the instance it was asked on.
 * @throws {FST_ERR_DEC_UNDECLARED}
 */
export function getInstanceDecorator(target: object, name: string): unknown {
  if (!(name in target)) {
    const remedy = explainMissing(
      `Decorator '${name}'`,
      findElsewhere(target, (other) => declaresOnInstance(other, name)),
      `declare it in ${inOrAbove(target)}`,
      `Declare it with decorate('${name}', value) in ${inOrAbove(target)} before calling getDecorator().`
    )
    throw new FST_ERR_DEC_UNDECLARED(name, 'instance', remedy)
  }
  const value = (target as Record<string, unknown>)[name]
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
}

export { Request, Reply }
