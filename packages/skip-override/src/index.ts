/**
 * The encapsulation-breaking plugin wrapper, compatible with fastify-plugin's protocol.
 * @module
 */
import { skipOverride } from './skip-override.js'
import { kDisplayName, kPluginMeta, kSkipOverride } from './symbols.js'

export { skipOverride }
export default skipOverride
export type { PluginMeta, Marked, PluginTypes } from './skip-override.js'
export { kSkipOverride, kPluginMeta, kDisplayName }

// `require('@capsule/skip-override')` is the wrapper itself, as `require('fastify-plugin')` is (Node >= 20.19)
const commonjs = Object.assign(skipOverride, {
  skipOverride,
  default: skipOverride,
  kSkipOverride,
  kPluginMeta,
  kDisplayName
})
export { commonjs as 'module.exports' }
