// A loop of one framework's in-process answer to one benchmark route, nothing else, for a CPU profile:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --cpu-prof-interval=100 src/fetch-profile.mjs capsule user 10
//   node src/fetch-profile-summary.mjs /tmp/prof/<file>.cpuprofile
// argv: <capsule|hono|fastify> <route key> [seconds, 10]. Same requests as `bench:fetch` (a fresh Request each time,
// the whole body read; inject() for fastify), 1 s of warm-up first. Prints the ops/s of the loop (slower than
// bench:fetch under the profiler) and, with --cpu-prof-dir, writes requests-<pid>.json there: the number of requests
// and the measured window, which fetch-profile-summary.mjs uses to leave start-up and warm-up out.
import { performance } from 'node:perf_hooks'
import { setImmediate as turn } from 'node:timers/promises'
import { createHonoApp } from './fetch-hono.mjs'
import { profileWindow } from './profile-window.mjs'
import { registerRoutes, routes } from './routes.mjs'

const [framework, key, secondsArg] = process.argv.slice(2)
const route = routes[key]
if (!route || !['capsule', 'hono', 'fastify'].includes(framework)) {
  console.error('usage: fetch-profile.mjs <capsule|hono|fastify> <hello|user|items|notFound> [seconds]')
  process.exit(2)
}
const seconds = Number(secondsArg ?? 10)

let app
if (framework === 'hono') app = createHonoApp()
else {
  const create =
    framework === 'fastify' ? (await import('fastify')).default : (await import('@capsule/server')).default
  app = create({ logger: false })
  registerRoutes(app)
  await app.ready()
  if (framework === 'capsule' && typeof app.fetch !== 'function')
    throw new Error("Capsule's app.fetch is not built yet")
}

const { method, path, body } = route
const url = `http://localhost${path}`
let sink = 0

async function once() {
  if (framework === 'fastify') {
    const response = await app.inject(
      body === undefined
        ? { method, url: path }
        : { method, url: path, payload: body, headers: { 'content-type': 'application/json' } }
    )
    sink += response.payload.length
    return
  }
  const request =
    body === undefined
      ? new Request(url)
      : new Request(url, { method, headers: { 'content-type': 'application/json' }, body })
  const response = await app.fetch(request)
  sink += (await response.text()).length
}

async function loop(ms) {
  let done = 0
  const deadline = performance.now() + ms
  while (performance.now() < deadline) {
    for (let i = 0; i < 32; i++) await once()
    done += 32
    await turn() // the event loop's turn, as in bench:fetch (the next-tick queue runs)
  }
  return done
}

await profileWindow(loop, { name: framework, method, path, seconds, checksum: () => sink })
