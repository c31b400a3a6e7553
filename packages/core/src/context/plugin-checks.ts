import type Semver from 'semver'
import { lazyRequire } from '../util/lazy-require.js'

const semver = lazyRequire<typeof Semver>('semver')
import {
  FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED,
  FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE,
  FST_ERR_PLUGIN_VERSION_MISMATCH
} from '../errors.js'
import { kRegisteredPlugins, kReply, kRequest } from '../symbols.js'
import { decoratedHere, type DecoratableContext } from './decorate.js'
import { explainMissing } from './explain-missing.js'
import { findElsewhere } from './find-elsewhere.js'
import type { PluginMetaView } from './plugin-meta.js'

/** The Fastify API level Capsule implements; plugins declare the range they need in `meta.fastify`. */
export const FASTIFY_API_LEVEL = '5.12.8'

/** What the checks need to ask a context. */
export interface PluginCheckTarget {
  hasPlugin(name: string): boolean
  hasDecorator(name: string): boolean
  hasRequestDecorator(name: string): boolean
  hasReplyDecorator(name: string): boolean
}

/**
 * Checks a plugin's declared version range, dependencies and required decorators against the context it is
 * about to load into.
 * @throws {FST_ERR_PLUGIN_VERSION_MISMATCH}
 * @throws {FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED}
 * @throws {FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE}
 */
export function checkPlugin(target: PluginCheckTarget, meta: PluginMetaView | undefined, name: string): void {
  if (meta === undefined) return
  if (typeof meta.fastify === 'string' && meta.fastify.length > 0) {
    const range = semver().validRange(meta.fastify)
    if (range === null || !semver().satisfies(FASTIFY_API_LEVEL, range, { includePrerelease: true })) {
      throw new FST_ERR_PLUGIN_VERSION_MISMATCH(name, meta.fastify, FASTIFY_API_LEVEL)
    }
  }
  if (Array.isArray(meta.dependencies)) {
    for (const dependency of meta.dependencies) {
      if (typeof dependency === 'string' && !target.hasPlugin(dependency)) {
        const remedy = explainMissing(
          `Plugin '${dependency}'`,
          findElsewhere(target, (other) => registers(other, dependency), true),
          `register it in a parent of '${name}'`,
          `Register '${dependency}' before '${name}'.`
        )
        throw new FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED(dependency, name, remedy)
      }
    }
  }
  const decorators = meta.decorators as { fastify?: unknown; request?: unknown; reply?: unknown } | undefined
  if (typeof decorators === 'object' && decorators !== null) {
    check(target, decorators.fastify, 'Fastify', name)
    check(target, decorators.request, 'Request', name)
    check(target, decorators.reply, 'Reply', name)
  }
}

type DecoratorKind = 'Fastify' | 'Request' | 'Reply'

/** Where a context registered a named plugin itself (children start with a copy of their parent's list). */
function registers(context: object, plugin: string): boolean {
  const own = Object.prototype.hasOwnProperty.call(context, kRegisteredPlugins)
  return own && (context as { [kRegisteredPlugins]: string[] })[kRegisteredPlugins].includes(plugin)
}

function has(target: PluginCheckTarget, kind: DecoratorKind, name: string): boolean {
  if (kind === 'Fastify') return target.hasDecorator(name)
  return kind === 'Request' ? target.hasRequestDecorator(name) : target.hasReplyDecorator(name)
}

/** A context declared the decorator itself: an own instance property, or its own request / reply class's. */
function declares(context: object, kind: DecoratorKind, name: string): boolean {
  if (kind === 'Fastify') return Object.prototype.hasOwnProperty.call(context, name)
  return decoratedHere(context as DecoratableContext, kind === 'Request' ? kRequest : kReply, name)
}

// Fastify's message names the object the decorator is missing on ('Fastify', 'Request' or 'Reply')
function check(target: PluginCheckTarget, list: unknown, kind: DecoratorKind, plugin: string): void {
  if (!Array.isArray(list)) return
  for (const decorator of list) {
    if (typeof decorator !== 'string' || has(target, kind, decorator)) continue
    const subject = kind === 'Fastify' ? `Decorator '${decorator}'` : `${kind} decorator '${decorator}'`
    const remedy = explainMissing(
      subject,
      findElsewhere(target, (other) => declares(other, kind, decorator), true),
      `register it in a parent of '${plugin}'`,
      `Register the plugin that adds it before '${plugin}'.`
    )
    throw new FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE(decorator, ` required by '${plugin}'`, kind, remedy)
  }
}
