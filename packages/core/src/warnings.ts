// Warning codes, each emitted once per process. A retired code is never reused.
// Fastify's code where Fastify warns about the same condition.

const emitted = new Set<string>()

/** Emits a process warning once per code and detail. */
function once(code: string, message: string): void {
  const key = `${code}:${message}`
  if (emitted.has(key)) return
  emitted.add(key)
  process.emitWarning(message, { type: 'CapsuleSecurityWarning', code })
}

/**
 * FSTSEC001: a content-type parser regular expression that is not anchored at the start matches more media
 * types than intended (e.g. a CORS-safelisted type smuggling a JSON body).
 */
export function warnUnanchoredParser(re: RegExp): void {
  once('FSTSEC001', `The content type parser regular expression ${re.toString()} is not anchored with '^': it may match media types you did not intend (CORS risk). Anchor it, e.g. /^application\\/.*\\+json$/.`)
}
