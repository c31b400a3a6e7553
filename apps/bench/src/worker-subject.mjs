// The main-thread end of an in-process benchmark's subject (bench:fetch, bench:zod): one app in its own worker
// thread, driven by messages. A worker is its own V8 isolate: no JIT feedback, module instance or heap is shared
// between the subjects (in one isolate, frameworks that share libraries made each other's call sites polymorphic,
// and one's garbage was collected on another's time). The worker end is serve-subject.mjs; the messages:
//   in:  { id, op: 'ask', method, path, body } → { id, answer: { status, type, body } }
//        { id, op: 'slice', method, path, body, status, ms } → { id, ops, read, wrong } (ops/s over the slice,
//          characters read, answers whose status was not `status`)
//        either → { id, error } when it throws
//   out first: { ready: true, ...details } once the app is ready, or { failed: <reason> }.
import { Worker } from 'node:worker_threads'

/**
 * Starts `workerUrl` with `workerData`; `name` prefixes its errors. `ready` resolves with the worker's ready message
 * (rejects with its failure); `ask` and `slice` send the two ops and resolve with the worker's answer. A worker that
 * dies fails every pending call and every later one.
 */
export function startSubject(workerUrl, workerData, name) {
  const worker = new Worker(workerUrl, { workerData })
  const pending = new Map()
  let next = 0
  let failure = null
  const ready = new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.ready) return resolve(message)
      if (message.failed) return reject(new Error(`${name}: ${message.failed}`))
      const call = pending.get(message.id)
      pending.delete(message.id)
      if (message.error) call.reject(new Error(`${name}: ${message.error}`))
      else call.resolve(message)
    })
    worker.on('error', (error) => {
      failure = error
      reject(error)
      for (const call of pending.values()) call.reject(error)
    })
  })
  const call = (message) => {
    if (failure) return Promise.reject(failure)
    const id = next++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...message })
    })
  }
  /** One request, answered completely: `{ status, type, body }`; for the checks, not timed. */
  const ask = (method, path, body) => call({ op: 'ask', method, path, body }).then((m) => m.answer)
  /**
   * `{ ops, read, wrong }`: ops/s of the route `{ method, path, body, expect }` over `ms`, the characters of answers
   * read, and the answers whose status was not `expect.status`.
   */
  const slice = ({ method, path, body, expect }, ms) =>
    call({ op: 'slice', method, path, body, status: expect.status, ms })
  return { worker, ready, ask, slice }
}
