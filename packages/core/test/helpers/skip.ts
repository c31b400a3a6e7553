/** Marks a plugin the way @capsule/skip-override and fastify-plugin do, without depending on either. */
export default function skip<T extends object>(fn: T, name: string, meta: Record<string, unknown> = {}): T {
  return Object.assign(fn, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name, ...meta }
  })
}
