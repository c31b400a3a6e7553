import type { CapsuleInstance } from '../../src/index.js'

/**
 * Listens with one in-flight request (`/slow`), starts close(), and returns what `/fast` answers while the
 * server is closing; then lets the in-flight request finish and waits for close().
 */
export async function injectWhileClosing(
  app: CapsuleInstance
): Promise<{ statusCode: number; connection: unknown; slow: string }> {
  let release!: () => void
  let reached!: () => void
  const inHandler = new Promise<void>((resolve) => (reached = resolve))
  app.get('/slow', async () => {
    reached()
    return new Promise((resolve) => (release = () => resolve('slow')))
  })
  app.get('/fast', async () => 'fast')
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const slow = fetch(`${address}/slow`).then((r) => r.text())
  // in flight: its handler runs when close() begins
  await inHandler
  const closing = app.close()
  const during = await app.inject('/fast')
  release()
  const text = await slow
  await closing
  return { statusCode: during.statusCode, connection: during.headers.connection, slow: text }
}
