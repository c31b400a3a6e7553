// A loop of inject() for one `bench:zod` subject and route, nothing else, for a CPU profile:
//   taskset -c 1 node --cpu-prof --cpu-prof-dir=/tmp/prof --cpu-prof-interval=100 src/zod-profile.mjs capsule-zod items 5
//   node src/fetch-profile-summary.mjs /tmp/prof/<file>.cpuprofile --top 40
//   node src/fetch-profile-summary.mjs /tmp/prof/<a>.cpuprofile /tmp/prof/<b>.cpuprofile      (a against b)
// argv: <subject (zod-apps.mjs)> <user|items> [seconds, 10]. The requests of bench:zod (fresh inject options, the whole
// payload read, a setImmediate turn every 32), 1 s of warm-up first. Prints the loop's ops/s (lower under the
// profiler) and, with --cpu-prof-dir, writes requests-<pid>.json there (the requests and the measured window, in the
// format fetch-profile-summary.mjs reads, so it leaves start-up and warm-up out and gives µs per request).
import { performance } from 'node:perf_hooks'
import { setImmediate as turn } from 'node:timers/promises'
import { profileWindow } from './profile-window.mjs'
import { routes } from './routes.mjs'
import { createSubject, subjects } from './zod-apps.mjs'

const [subject, key, secondsArg] = process.argv.slice(2)
if (!subjects.includes(subject) || !['user', 'items'].includes(key)) {
  console.error(`usage: zod-profile.mjs <${subjects.join('|')}> <user|items> [seconds]`)
  process.exit(2)
}
const seconds = Number(secondsArg ?? 10)
const app = await createSubject(subject)
const { method, path, body } = routes[key]
const options = () =>
  body === undefined
    ? { method, url: path }
    : { method, url: path, payload: body, headers: { 'content-type': 'application/json' } }
let sink = 0

async function loop(ms) {
  let done = 0
  const deadline = performance.now() + ms
  while (performance.now() < deadline) {
    for (let i = 0; i < 32; i++) sink += (await app.inject(options())).payload.length
    done += 32
    await turn()
  }
  return done
}

await profileWindow(loop, { name: subject, method, path, seconds, checksum: () => sink })
await app.close()
