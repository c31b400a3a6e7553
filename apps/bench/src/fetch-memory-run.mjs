/* global Bun */
// One runtime's part of `bench:fetch-memory` (started by fetch-memory.mjs with node --expose-gc, or with bun): the
// heap an in-flight app.fetch request holds, on the fast path (nothing reads raw) and on the compatible one (an
// onRequest hook reads request.raw), and the heap after full collections through a soak of the four benchmark
// routes, in process. Prints one JSON line. Env: SOAK_SECONDS (60), IN_FLIGHT (2000).
import capsule from '@capsule/server'
import { registerRoutes, routes } from './routes.mjs'

const inFlight = Number(process.env.IN_FLIGHT ?? 2000)
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60)
const origin = 'http://localhost'
const runtime = typeof Bun === 'undefined' ? `node ${process.version}` : `bun ${Bun.version}`

/**
 * The heap in use after full collections (Bun collects synchronously; Node needs --expose-gc), three of them with
 * a pause between: what finalizers release (undici's Responses register theirs) is gone only after the next one.
 */
async function heapAfterGc() {
  for (let i = 0; i < 3; i++) {
    if (typeof Bun !== 'undefined') Bun.gc(true)
    else if (typeof globalThis.gc === 'function') globalThis.gc()
    else throw new Error('run node with --expose-gc')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return process.memoryUsage().heapUsed
}

let release = () => undefined
let gate = Promise.resolve()
let arrived = 0
const app = capsule({ logger: false })
registerRoutes(app)
// a request held in its handler until released: what it keeps alive is what an in-flight request costs
const hold = async () => {
  arrived++
  await gate
  return { held: true }
}
app.get('/hold', hold)
app.get(
  '/hold/raw',
  {
    onRequest: async (request) => {
      // reading raw makes the Node-compatible objects for this request
      if (request.raw.method !== 'GET') throw new Error('unexpected')
    }
  },
  hold
)
await app.ready()

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** Bytes held per in-flight request at `path`, beyond the web Requests themselves (measured alone first). */
async function perInFlight(path) {
  const url = `${origin}${path}`
  const requests = Array.from({ length: inFlight }, () => new Request(url))
  const withRequests = await heapAfterGc()
  gate = new Promise((resolve) => (release = resolve))
  arrived = 0
  const answers = requests.map((request) => app.fetch(request))
  while (arrived < inFlight) await settle()
  const held = await heapAfterGc()
  release()
  const responses = await Promise.all(answers)
  for (const response of responses)
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  await Promise.all(responses.map((response) => response.text()))
  return Math.round((held - withRequests) / inFlight)
}

function requestFor(route) {
  const url = `${origin}${route.path}`
  return route.body === undefined
    ? new Request(url, { method: route.method })
    : new Request(url, {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(route.body))
        },
        body: route.body
      })
}

/** The four routes in turn for `seconds`, the heap after a full collection every tenth of the time. */
async function soak(seconds) {
  const list = Object.values(routes)
  const samples = []
  const end = performance.now() + seconds * 1000
  const step = (seconds * 1000) / 10
  let next = performance.now() + step
  let count = 0
  let wrong = 0
  while (performance.now() < end) {
    for (let i = 0; i < 64; i++) {
      const route = list[count++ % list.length]
      const response = await app.fetch(requestFor(route))
      await response.text()
      if (response.status !== route.expect.status) wrong++
    }
    if (performance.now() >= next) {
      samples.push(await heapAfterGc())
      next += step
    }
    // a turn of the event loop, as a server gets between requests
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { count, wrong, samples }
}

// warm both paths first: the first requests compile code whose memory is not the request's
for (let i = 0; i < 3; i++) {
  await perInFlight('/hold')
  await perInFlight('/hold/raw')
}
const fast = await perInFlight('/hold')
const compatible = await perInFlight('/hold/raw')
const soaked = await soak(soakSeconds)
await app.close()
console.log(JSON.stringify({ runtime, inFlight, fast, compatible, soakSeconds, ...soaked }))
