/** The codes of the process warnings emitted while `run` executes (warnings are delivered on a later tick). */
export async function warningCodes(run: () => unknown): Promise<Array<string | undefined>> {
  const codes: Array<string | undefined> = []
  const onWarning = (warning: Error & { code?: string }): void => void codes.push(warning.code)
  process.on('warning', onWarning)
  try {
    await run()
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', onWarning)
  }
  return codes
}
