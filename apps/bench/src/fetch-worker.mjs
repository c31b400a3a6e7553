// One framework of `bench:fetch` in its own worker thread (its own V8 isolate: its own heap, JIT feedback and module
// instances, as in an application that uses only it), driven by fetch-run.mjs. workerData: { framework }.
// Messages: see worker-subject.mjs (answered by serve-subject.mjs); its ready message carries Fastify's version.
import { workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { setImmediate as turn } from 'node:timers/promises'
import { createHonoApp } from './fetch-hono.mjs'
import { registerRoutes } from './routes.mjs'
import { createOrFail, serveSubject } from './serve-subject.mjs'

const { framework } = workerData
const ORIGIN = 'http://localhost'
const BATCH = 32

async function create() {
  if (framework === 'hono') return createHonoApp()
  const make =
    framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
  const app = make({ logger: false })
  registerRoutes(app)
  await app.ready()
  if (framework === 'capsule' && typeof app.fetch !== 'function') {
    throw new Error(
      `Capsule's app.fetch is ${typeof app.fetch}: build packages/core and packages/server with it, or run with FRAMEWORKS=hono,fastify`
    )
  }
  return app
}

const app = await createOrFail(create)
const inject = framework === 'fastify'

/** One request, answered completely; for the checks, not timed. */
async function ask(method, path, body) {
  if (inject) {
    const response = await app.inject({
      method,
      url: path,
      payload: body,
      headers: body === undefined ? {} : { 'content-type': 'application/json' }
    })
    return { status: response.statusCode, type: response.headers['content-type'], body: response.payload }
  }
  const init =
    body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body }
  const response = await app.fetch(new Request(ORIGIN + path, init))
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? undefined,
    body: await response.text()
  }
}

// Each iteration builds a fresh Request (inject options) and reads the whole answer; `sink` keeps the reads live.
// After each batch the loop gives the event loop a turn (`turn()`, a setImmediate): awaited answers alone form one
// endless chain of microtasks, during which Node never runs the process.nextTick queue, so a framework that leaves
// work to next ticks (a Node stream's 'finish'/'close') would pile it up, keep every request's objects alive and do
// that work outside its slice. A server gets each request from an I/O callback, after which both queues drain.
let sink = 0
// answers whose status was not the route's: one comparison per request, the same for every framework
let wrong = 0

async function loopFetch(url, method, body, deadline, status) {
  const fetch = app.fetch
  let count = 0
  do {
    for (let i = 0; i < BATCH; i++) {
      const request =
        body === undefined
          ? new Request(url)
          : new Request(url, { method, headers: { 'content-type': 'application/json' }, body })
      const response = await fetch(request)
      sink += (await response.text()).length
      if (response.status !== status) wrong++
    }
    count += BATCH
    await turn()
  } while (performance.now() < deadline)
  return count
}

async function loopInject(url, method, body, deadline, status) {
  let count = 0
  do {
    for (let i = 0; i < BATCH; i++) {
      const response = await app.inject(
        body === undefined
          ? { method, url }
          : { method, url, payload: body, headers: { 'content-type': 'application/json' } }
      )
      sink += response.payload.length
      if (response.statusCode !== status) wrong++
    }
    count += BATCH
    await turn()
  } while (performance.now() < deadline)
  return count
}

async function slice(method, path, body, ms, status) {
  const start = performance.now()
  const count = inject
    ? await loopInject(path, method, body, start + ms, status)
    : await loopFetch(ORIGIN + path, method, body, start + ms, status)
  return count / ((performance.now() - start) / 1000)
}

serveSubject(
  { ask, slice, read: () => sink, wrong: () => wrong },
  { version: inject ? app.version : undefined }
)
