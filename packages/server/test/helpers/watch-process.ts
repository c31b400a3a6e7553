/** Collects unhandled rejections and uncaught exceptions while `run` executes (and 50 ms after). */
export async function watchProcess(run: () => Promise<void>): Promise<unknown[]> {
  const problems: unknown[] = []
  const onProblem = (reason: unknown): void => {
    problems.push(reason)
  }
  process.on('unhandledRejection', onProblem)
  process.on('uncaughtException', onProblem)
  try {
    await run()
    await new Promise((resolve) => setTimeout(resolve, 50))
  } finally {
    process.off('unhandledRejection', onProblem)
    process.off('uncaughtException', onProblem)
  }
  return problems
}
