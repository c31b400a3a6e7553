// The measured part of a profiling loop (fetch-profile.mjs, zod-profile.mjs): a warm-up, the measured window, its
// ops/s, and under --cpu-prof-dir the requests and the window written beside the profile as requests-<pid>.json,
// which fetch-profile-summary.mjs reads to leave start-up and warm-up out and give µs per request.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

/**
 * Runs `loop(1000)` (warm-up), then `loop(seconds * 1000)` measured; `loop(ms)` resolves the number of requests it
 * made, `checksum()` the characters of answers read so far. Prints `<name> <method> <path>: <ops/s> ops/s ...`.
 */
export async function profileWindow(loop, { name, method, path, seconds, checksum }) {
  await loop(1000) // warm-up, left out of the window below
  // the measured window on the profiler's clock (monotonic µs, as the profile's timestamps)
  const from = Number(process.hrtime.bigint() / 1000n)
  const start = performance.now()
  const count = await loop(seconds * 1000)
  const elapsed = (performance.now() - start) / 1000
  const to = Number(process.hrtime.bigint() / 1000n)
  console.log(
    `${name} ${method} ${path}: ${Math.round(count / elapsed)} ops/s over ${seconds} s (checksum ${checksum()})`
  )
  // beside the profile (its name holds this pid, and the profile is written at exit): the requests and the window
  const dir = process.execArgv
    .find((arg) => arg.startsWith('--cpu-prof-dir='))
    ?.slice('--cpu-prof-dir='.length)
  if (dir !== undefined) {
    const window = {
      framework: name,
      route: `${method} ${path}`,
      requests: count,
      seconds: elapsed,
      from,
      to
    }
    process.once('exit', () => {
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, `requests-${process.pid}.json`), JSON.stringify(window))
    })
  }
}
