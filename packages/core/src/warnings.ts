// Warning codes, each emitted once per process. A retired code is never reused.
// Fastify's code and name (the class a tool filters on: FastifyWarning, FastifyDeprecation, FastifySecurity) where
// Fastify warns about the same condition; Capsule's own codes (CPS*) are named CapsuleWarning or CapsuleSecurity.
// Retired: CPSWRN001 (an unknown factory option; Fastify ignores those silently, and apps pass whole configs).

type WarningName =
  'FastifyWarning' | 'FastifyDeprecation' | 'FastifySecurity' | 'CapsuleWarning' | 'CapsuleSecurity'

const emitted = new Set<string>()

/** Emits a process warning once per code and detail. */
function once(code: string, message: string, type: WarningName): void {
  const key = `${code}:${message}`
  if (emitted.has(key)) return
  emitted.add(key)
  process.emitWarning(message, { type, code })
}

/**
 * FSTSEC001: a content-type parser regular expression that is not anchored at the start matches more media
 * types than intended (e.g. a CORS-safelisted type smuggling a JSON body).
 */
export function warnUnanchoredParser(re: RegExp): void {
  once(
    'FSTSEC001',
    `The content type parser regular expression ${re.toString()} is not anchored with '^': it may match media types you did not intend (CORS risk). Anchor it, e.g. /^application\\/.*\\+json$/.`,
    'FastifySecurity'
  )
}

/** FSTDEP023 / FSTDEP024: per-request logging settings given at the top level instead of in a `logController`. */
export function warnTopLevelLogOption(key: 'disableRequestLogging' | 'requestIdLogLabel'): void {
  once(
    key === 'disableRequestLogging' ? 'FSTDEP023' : 'FSTDEP024',
    `The ${key} option is deprecated: pass it to a LogController instead ({ logController: new LogController({ ${key} }) }).`,
    'FastifyDeprecation'
  )
}

/** FSTDEP022: a router option given at the top level of the factory options instead of in `routerOptions`. */
export function warnTopLevelRouterOption(key: string): void {
  once(
    'FSTDEP022',
    `The router option '${key}' belongs in 'routerOptions' ({ routerOptions: { ${key} } }); the top-level spelling is deprecated.`,
    'FastifyWarning'
  )
}

/** CPSSEC002: a `trustProxy` hop count, which cannot validate the immediate peer: nothing is trusted. */
export function warnTrustProxyHopCount(hops: number): void {
  once(
    'CPSSEC002',
    `trustProxy: ${hops} (a hop count) cannot tell a proxy from a client that sends its own X-Forwarded-For, so no proxy is trusted. List your proxies' addresses or CIDRs instead, e.g. trustProxy: ['10.0.0.0/8'].`,
    'CapsuleSecurity'
  )
}

/** FSTWRN004: a second `setErrorHandler` in one context replaces the first (allowed while allowErrorHandlerOverride is true). */
export function warnErrorHandlerOverride(): void {
  once(
    'FSTWRN004',
    'An error handler is being set again in the same context: the first one is replaced, which can hide bugs. Set it once per context, or set allowErrorHandlerOverride: false to make this an error.',
    'FastifyWarning'
  )
}

/** FSTDEP025: `addHttpMethod` for a method that exists already, without `{ overrideExisting: true }` (an error in Fastify v6). */
export function warnExistingHttpMethod(method: string): void {
  once(
    'FSTDEP025',
    `addHttpMethod('${method}') for a method that is already supported: pass { overrideExisting: true } to change it on purpose (Fastify v6 will refuse it).`,
    'FastifyDeprecation'
  )
}
