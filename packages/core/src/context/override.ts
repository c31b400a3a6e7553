import { HookStore } from '../hooks/hook-store.js'
import { runSyncHooks } from '../hooks/run-sync-hooks.js'
import {
  kChildren,
  kHooks,
  kLogLevel,
  kLogSerializers,
  kParsers,
  kPluginNameChain,
  kPrefix,
  kRegisteredPlugins,
  kSchemaController,
  kSchemas
} from '../symbols.js'
import type { ContentTypeParsers } from '../lifecycle/content-type-parsers.js'
import type { SchemaControllerOptions } from '../types/schema.js'
import { SchemaStore, type SchemaStoreLike } from '../schema/schema-store.js'
import { checkPlugin, type PluginCheckTarget } from './plugin-checks.js'
import { pluginMeta, skipsOverride } from './plugin-meta.js'

/** The per-context state override() copies; typed view of an instance's private keys. */
export interface ContextInternals extends PluginCheckTarget {
  [kChildren]: object[]
  [kHooks]: HookStore
  [kSchemas]: SchemaStoreLike
  [kPrefix]: string
  [kParsers]: ContentTypeParsers
  [kPluginNameChain]: string[]
  [kRegisteredPlugins]: string[]
  [kSchemaController]: SchemaControllerOptions | undefined
  [kLogLevel]?: string
  [kLogSerializers]?: Record<string, (value: unknown) => unknown>
}

/**
 * The single encapsulation step: returns the object a plugin receives. A skip-override plugin gets its parent
 * (its registrations land there); any other plugin gets a new child made with Object.create(parent), with
 * fresh copies of every per-context store so that siblings never share them.
 */
export function override(
  parent: ContextInternals,
  fn: unknown,
  given: unknown,
  name: string
): ContextInternals {
  // options given as a function are called later, with the context made here: only an options object shapes it
  const options = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>
  const meta = pluginMeta(fn)
  checkPlugin(parent, meta, name)
  // as in Fastify, only a name declared in the plugin's metadata counts for hasPlugin() and `dependencies`
  if (typeof meta?.name === 'string' && meta.name !== '') parent[kRegisteredPlugins].push(meta.name)
  if (skipsOverride(fn)) {
    // its name joins the chain of the context it loads into, for good (`outer -> inner`), as in Fastify
    parent[kPluginNameChain].push(name)
    return parent
  }

  const child = Object.create(parent) as ContextInternals
  parent[kChildren].push(child)
  child[kChildren] = []
  child[kHooks] = parent[kHooks].child()
  const bucket = parent[kSchemaController]?.bucket
  child[kSchemas] =
    bucket !== undefined
      ? (bucket(parent[kSchemas].getSchemas()) as SchemaStoreLike)
      : new SchemaStore(parent[kSchemas])
  child[kParsers] = parent[kParsers].child()
  child[kPrefix] = joinPrefix(
    parent[kPrefix],
    typeof options['prefix'] === 'string' ? options['prefix'] : undefined
  )
  // an encapsulated plugin's chain starts with its own name: nested plugins do not chain, as in Fastify
  child[kPluginNameChain] = [name]
  child[kRegisteredPlugins] = parent[kRegisteredPlugins].slice()
  if (typeof options['logLevel'] === 'string') child[kLogLevel] = options['logLevel']
  const logSerializers = options['logSerializers']
  if (typeof logSerializers === 'object' && logSerializers !== null) {
    child[kLogSerializers] = {
      ...parent[kLogSerializers],
      ...(logSerializers as Record<string, (value: unknown) => unknown>)
    }
  }

  runSyncHooks(parent[kHooks].get('onRegister'), parent, [child, given])
  return child
}

/**
 * A child's prefix: the parent's, then the plugin's, with one '/' between them. A trailing slash is kept, as in
 * Fastify: under the prefix '/v1/', a '/' route answers '/v1/' only.
 */
export function joinPrefix(outer: string, inner: string | undefined): string {
  if (inner === undefined || inner === '') return outer
  const right = inner.startsWith('/') ? inner : `/${inner}`
  return outer.endsWith('/') ? outer + right.slice(1) : outer + right
}
