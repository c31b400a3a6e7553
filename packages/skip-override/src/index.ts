/**
 * The encapsulation-breaking plugin wrapper, compatible with fastify-plugin's protocol.
 * @module
 */
import { skipOverride } from './skip-override.js'

export { skipOverride }
export default skipOverride
export type { PluginMeta, Marked } from './skip-override.js'
export { kSkipOverride, kPluginMeta, kDisplayName } from './symbols.js'
