import type Semver from 'semver'
import { lazyRequire } from '../util/lazy-require.js'

const semver = lazyRequire<typeof Semver>('semver')
import {
  FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED,
  FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE,
  FST_ERR_PLUGIN_VERSION_MISMATCH
} from '../errors.js'
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
        throw new FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED(dependency, name)
      }
    }
  }
  const decorators = meta.decorators as { fastify?: unknown; request?: unknown; reply?: unknown } | undefined
  if (typeof decorators === 'object' && decorators !== null) {
    check(decorators.fastify, (d) => target.hasDecorator(d), '', name)
    check(decorators.request, (d) => target.hasRequestDecorator(d), ' of Request', name)
    check(decorators.reply, (d) => target.hasReplyDecorator(d), ' of Reply', name)
  }
}

function check(list: unknown, has: (name: string) => boolean, kind: string, plugin: string): void {
  if (!Array.isArray(list)) return
  for (const decorator of list) {
    if (typeof decorator === 'string' && !has(decorator)) {
      throw new FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE(decorator, kind, plugin)
    }
  }
}
