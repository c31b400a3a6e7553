import { isInternalFrame, parseFrame, type SourceLocation } from '../util/stack-frames.js'

/**
 * Where a registration was made, kept as V8 captured it: the frames are collected when the application registers
 * something (about a microsecond) and turned into text only when someone asks (`explain()`, `inspect()`, an error
 * message), through whatever `Error.prepareStackTrace` is installed then, so source maps apply.
 */
export interface CallSite {
  readonly stack?: string
}

// deep enough to get past Capsule's own frames from any public method (a shorthand route is four frames deep)
const depth = 24

/** Captures the current call stack, from the caller of this function (Capsule's frames are skipped when read). */
export function captureCallSite(): CallSite {
  const site: { stack?: string } = {}
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = depth
  Error.captureStackTrace(site, captureCallSite)
  Error.stackTraceLimit = limit
  return site
}

const located = new WeakMap<CallSite, SourceLocation | null>()

/** The application's frame of a call site: the first outside Capsule's core and Node.js (null if none is). */
export function locate(site: CallSite): SourceLocation | null {
  const known = located.get(site)
  if (known !== undefined) return known
  let found: SourceLocation | null = null
  for (const frame of (site.stack ?? '').split('\n').slice(1)) {
    if (isInternalFrame(frame)) continue
    found = parseFrame(frame)
    break
  }
  located.set(site, found)
  return found
}
