/**
 * The protocol between a plugin and the core, as registry symbols so no import of the core is needed and marks
 * survive duplicate installs. They are the keys fastify-plugin writes, so plugins marked by either tool load
 * the same way.
 */
/** `true`: what the plugin registers lands in the context that registers it. */
export const kSkipOverride: unique symbol = Symbol.for('skip-override') as never
/** The plugin's metadata (name, dependencies, decorators, Fastify version range). */
export const kPluginMeta: unique symbol = Symbol.for('plugin-meta') as never
/** The plugin's display name. */
export const kDisplayName: unique symbol = Symbol.for('fastify.display-name') as never
