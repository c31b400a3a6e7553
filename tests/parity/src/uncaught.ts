// An exception a framework lets escape (Fastify, for a plugin that throws synchronously) would end the test process
// and hang the run; while a scenario runs, it is handed to `record` instead, as one more thing the run did.

const events = ['uncaughtException', 'unhandledRejection'] as const

/** Runs `work` with the process's uncaught exceptions and unhandled rejections going to `record` only. */
export async function catchingUncaught<T>(
  record: (error: unknown) => void,
  work: () => Promise<T>
): Promise<T> {
  const others = events.map(
    (event) => process.listeners(event as 'uncaughtException') as Array<(error: unknown) => void>
  )
  for (const event of events) {
    process.removeAllListeners(event)
    process.on(event as 'uncaughtException', record)
  }
  try {
    return await work()
  } finally {
    events.forEach((event, index) => {
      process.removeListener(event as 'uncaughtException', record)
      for (const listener of others[index]!) process.on(event as 'uncaughtException', listener)
    })
  }
}
