// The worker end of an in-process benchmark's subject (fetch-worker.mjs, zod-worker.mjs): builds the app, then
// answers the main thread's messages (worker-subject.mjs describes them). The timed loops stay in each worker: they
// are what is measured, written for their app's entry (fetch or inject).
import { parentPort } from 'node:worker_threads'

/** The app `create()` resolves; if it throws, tells the main thread `{ failed }` and ends the worker. */
export async function createOrFail(create) {
  try {
    return await create()
  } catch (error) {
    parentPort.postMessage({ failed: String(error?.stack ?? error) })
    process.exit(1)
  }
}

/**
 * Answers 'ask' with `ask(method, path, body)` and 'slice' with `slice(method, path, body, ms, status)` (ops/s),
 * reporting the characters read during the slice as the growth of `read()` (the worker's sink) and the answers with
 * another status than `status` as the growth of `wrong()`; then says it is ready, with `details` (e.g. the
 * framework's version) in the ready message.
 */
export function serveSubject({ ask, slice, read, wrong }, details = {}) {
  parentPort.on('message', async (message) => {
    try {
      if (message.op === 'ask')
        parentPort.postMessage({
          id: message.id,
          answer: await ask(message.method, message.path, message.body)
        })
      else if (message.op === 'slice') {
        const before = read()
        const wrongBefore = wrong()
        const ops = await slice(message.method, message.path, message.body, message.ms, message.status)
        parentPort.postMessage({ id: message.id, ops, read: read() - before, wrong: wrong() - wrongBefore })
      } else throw new Error(`unknown op ${message.op}`)
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: String(error?.stack ?? error) })
    }
  })
  parentPort.postMessage({ ready: true, ...details })
}
