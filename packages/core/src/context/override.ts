import { HookStore } from '../hooks/hook-store.js'
import { runSyncHooks } from '../hooks/run-sync-hooks.js'
import {
  kChildren,
  kHooks,
  kLogLevel,
  kLogSerializers,
  kParsers,
  kPluginName,
  kPluginNameChain,
  kPrefix,
  kRegisteredPlugins,
  kSchemaController,
  kSchemas
} from '../symbols.js'
import type { ContentTypeParsers } from '../lifecycle/content-type-parsers.js'
import { SchemaStore } from '../schema/schema-store.js'
import type { SchemaBucket, SchemaControllerOptions } from '../types/schema.js'
import { checkPlugin, type PluginCheckTarget } from './plugin-checks.js'
import { pluginMeta, skipsOverride } from './plugin-meta.js'

/** The per-context state override() copies; typed view of an instance's private keys. */
export interface ContextInternals extends PluginCheckTarget {
  [kChildren]: object[]
  [kHooks]: HookStore
  [kSchemas]: SchemaBucket
  [kPrefix]: string
  [kParsers]: ContentTypeParsers
  [kPluginNameChain]: string[]
  [kRegisteredPlugins]: string[]
  [kPluginName]: string
  [kSchemaController]: SchemaControllerOptions | undefined
  [kLogLevel]?: string
  [kLogSerializers]?: Record<string, (value: unknown) => unknown>
}

/**
 * The single encapsulation step: returns the object a plugin receives. A skip-override plugin gets its parent
 * (its registrations land there); any other plugin gets a new child made with Object.create(parent), with
 * fresh copies of every per-context store so that siblings never share them.
 */
export function override(parent: ContextInternals, fn: unknown, options: Record<string, unknown>, name: string): ContextInternals {
  const meta = pluginMeta(fn)
  checkPlugin(parent, meta, name)
  // as in Fastify, only a name declared in the plugin's metadata counts for hasPlugin() and `dependencies`
  if (typeof meta?.name === 'string' && meta.name !== '') parent[kRegisteredPlugins].push(meta.name)
  if (skipsOverride(fn)) return parent

  const child = Object.create(parent) as ContextInternals
  parent[kChildren].push(child)
  child[kChildren] = []
  child[kHooks] = parent[kHooks].child()
  const bucket = parent[kSchemaController]?.bucket
  child[kSchemas] = bucket !== undefined ? bucket(parent[kSchemas].getSchemas()) : new SchemaStore(parent[kSchemas])
  child[kParsers] = parent[kParsers].child()
  child[kPrefix] = joinPrefix(parent[kPrefix], typeof options['prefix'] === 'string' ? options['prefix'] : undefined)
  child[kPluginNameChain] = [...parent[kPluginNameChain], name]
  child[kRegisteredPlugins] = parent[kRegisteredPlugins].slice()
  child[kPluginName] = name
  if (typeof options['logLevel'] === 'string') child[kLogLevel] = options['logLevel']
  const logSerializers = options['logSerializers']
  if (typeof logSerializers === 'object' && logSerializers !== null) {
    child[kLogSerializers] = { ...parent[kLogSerializers], ...(logSerializers as Record<string, (value: unknown) => unknown>) }
  }

  runSyncHooks(parent[kHooks].get('onRegister'), parent, [child, options])
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
