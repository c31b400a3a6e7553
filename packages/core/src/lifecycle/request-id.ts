/**
 * A request id as the lifecycle carries it: a string (a generator's number is turned into its text, so numbers
 * mean the default generator only), or the default generator's counter, which becomes
 * `req-<base 36>` (Fastify's format) only when something reads it. Most requests never read their id when
 * logging is off, and the base-36 conversion is a runtime call that costs as much as routing the request.
 */
export type RequestId = string | number

export function formatRequestId(id: RequestId): string {
  return typeof id === 'number' ? `req-${id.toString(36)}` : id
}
