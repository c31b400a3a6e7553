// Where two records differ, as a list of paths (`answers[0].headers.content-type`) with both values.

/** One difference between the Fastify and the Capsule run of a scenario. */
export interface Difference {
  path: string
  fastify: unknown
  capsule: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every path at which `fastify` and `capsule` differ (leaves, or a whole subtree when the shapes differ). */
export function diff(fastify: unknown, capsule: unknown, path = ''): Difference[] {
  if (Object.is(fastify, capsule)) return []
  if (Array.isArray(fastify) && Array.isArray(capsule)) {
    const out: Difference[] = []
    for (let index = 0; index < Math.max(fastify.length, capsule.length); index++) {
      out.push(...diff(fastify[index], capsule[index], `${path}[${index}]`))
    }
    return out
  }
  if (isRecord(fastify) && isRecord(capsule)) {
    const out: Difference[] = []
    const keys = new Set([...Object.keys(fastify), ...Object.keys(capsule)])
    for (const key of keys)
      out.push(...diff(fastify[key], capsule[key], path === '' ? key : `${path}.${key}`))
    return out
  }
  return [{ path, fastify, capsule }]
}

/** A difference as one line of a failure message. */
export function showDifference(difference: Difference): string {
  const show = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value))
  return `${difference.path}: fastify ${show(difference.fastify)} / capsule ${show(difference.capsule)}`
}
