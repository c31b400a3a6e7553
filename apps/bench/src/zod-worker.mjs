// One subject of `bench:zod` (capsule-ajv, capsule-zod or fastify-zod, see zod-apps.mjs) in its own worker thread —
// its own V8 isolate: its own heap, JIT feedback and module instances (Zod's included), as in an application that
// uses only it — driven through inject() by zod-run.mjs. workerData: { subject }.
// Messages: see worker-subject.mjs (answered by serve-subject.mjs).
import { workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { setImmediate as turn } from 'node:timers/promises'
import { createOrFail, serveSubject } from './serve-subject.mjs'
import { createSubject } from './zod-apps.mjs'

const BATCH = 32

const app = await createOrFail(() => createSubject(workerData.subject))

const options = (method, url, body) =>
  body === undefined
    ? { method, url }
    : { method, url, payload: body, headers: { 'content-type': 'application/json' } }

/** One request, answered completely; for the checks, not timed. */
async function ask(method, path, body) {
  const response = await app.inject(options(method, path, body))
  return { status: response.statusCode, type: response.headers['content-type'], body: response.payload }
}

// Fresh inject options per request and the whole payload read (`sink` keeps it live). After each batch the event
// loop gets a turn (a setImmediate), as in bench:fetch: a chain of awaited answers alone never lets Node run its
// process.nextTick queue, so work a framework leaves to next ticks would pile up outside the slice.
let sink = 0
// answers whose status was not the route's: one comparison per request, the same for every subject
let wrong = 0

async function slice(method, path, body, ms, status) {
  const start = performance.now()
  const deadline = start + ms
  let count = 0
  do {
    for (let i = 0; i < BATCH; i++) {
      const response = await app.inject(options(method, path, body))
      sink += response.payload.length
      if (response.statusCode !== status) wrong++
    }
    count += BATCH
    await turn()
  } while (performance.now() < deadline)
  return count / ((performance.now() - start) / 1000)
}

serveSubject({ ask, slice, read: () => sink, wrong: () => wrong })
