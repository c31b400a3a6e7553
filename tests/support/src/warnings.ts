// Process warnings during a test: the vitest setup file `no-stray-warnings` records every warning (and keeps Node from
// printing it); a test that expects warnings takes them with `warningCodes`, and any left over fails the test.

/** A process warning as `process.emitWarning(message, { type, code })` delivers it. */
export type ProcessWarning = Error & { code?: string }

const key = Symbol.for('capsule.test-support.warnings')
type Store = { [key]?: ProcessWarning[] }

/** The warnings recorded and not taken yet (shared by the setup file and the tests of one test file). */
export function recorded(): ProcessWarning[] {
  const store = globalThis as Store
  return (store[key] ??= [])
}

/** Waits for the warnings emitted so far (Node delivers them on a later tick). */
export async function delivered(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
}

/** Runs `run`, then takes and returns the warnings it caused: they count as asserted. */
export async function warningsDuring(run: () => unknown): Promise<ProcessWarning[]> {
  await delivered()
  const before = recorded().length
  await run()
  await delivered()
  return recorded().splice(before)
}

/** The codes of the warnings `run` caused (taken: they count as asserted). */
export async function warningCodes(run: () => unknown): Promise<Array<string | undefined>> {
  return (await warningsDuring(run)).map((warning) => warning.code)
}
