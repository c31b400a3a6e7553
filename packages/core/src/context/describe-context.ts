import { kCore, kPluginNameChain } from '../symbols.js'

interface NamedContext {
  [kPluginNameChain]?: unknown
}

/**
 * How error messages name a context: `'db-plugin'` (its plugin name chain, `'outer -> inner'` once skip-override
 * plugins loaded into it) or `the root context`. Every "where" part of a message goes through here, so that a
 * source location can be added to it in this one place.
 */
export function describeContext(context: object): string {
  if (Object.prototype.hasOwnProperty.call(context, kCore)) return 'the root context'
  const chain = (context as NamedContext)[kPluginNameChain]
  return Array.isArray(chain) && chain.length > 0 ? `'${chain.join(' -> ')}'` : 'an unnamed context'
}
