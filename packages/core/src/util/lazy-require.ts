import { createRequire } from 'node:module'

// CommonJS dependencies that most servers never need (inject, pino, semver, proxy-addr) are loaded on first
// use, synchronously: startup time is a feature, and ESM has no synchronous import.
const requireModule = createRequire(import.meta.url)

/** Returns a getter that loads `name` the first time it is called. */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= requireModule(name) as T)
}
