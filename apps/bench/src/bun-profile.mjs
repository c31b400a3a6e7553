// BUN_PROFILE=1 of `bench:bun`: where capsule-fetch-bun spends its time on one route. Runs it under
// `bun --cpu-prof --cpu-prof-md` (pinned to core 1), checks its answer, loads it from core 0 for WARMUP then DURATION
// seconds, lets it exit by itself (BENCH_EXIT_AFTER_MS: Bun writes the profile only on its own exit, not when killed)
// and prints the top self-time functions of the markdown profile it wrote. The profile covers the whole process
// (startup and warm-up included: a small share of the samples). Env: PROFILE_DIR (a fresh directory under the
// system's temporary one), PROFILE_INTERVAL_US (250), TOP (25 functions).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { answerProblems } from './bun-checks.mjs'
import { startBunServer } from './bun-servers.mjs'
import { fmt, stopServer } from './processes.mjs'
import { routes } from './routes.mjs'

/** The first `top` rows of the "Hot Functions (Self Time)" table of bun's markdown profile, and its summary line. */
export function hotFunctions(markdown, top) {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.startsWith('## Hot Functions'))
  if (start === -1) return { summary: '', rows: [] }
  const table = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break
    if (line.startsWith('|')) table.push(line)
  }
  const summary = lines.find((line) => line.startsWith('**Top')) ?? ''
  // the header line and its separator, then the rows
  return { summary, rows: [...table.slice(0, 2), ...table.slice(2, 2 + top)] }
}

/** `selected`: the routes asked for (one); `load(url, route, seconds, mode)`: bun.mjs's loader. */
export async function profile({ selected, warmup, duration, load }) {
  if (selected.length !== 1)
    throw new Error(`BUN_PROFILE=1 profiles one route: ROUTES=<one of ${Object.keys(routes).join(', ')}>`)
  const [key] = selected
  const route = routes[key]
  const dir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'capsule-bun-profile-'))
  mkdirSync(dir, { recursive: true })
  const interval = Number(process.env.PROFILE_INTERVAL_US ?? 250)
  const top = Number(process.env.TOP ?? 25)
  // room for the check, the two loader processes and their start
  const lifetime = (warmup + duration + 5) * 1000
  const server = await startBunServer('capsule-fetch-bun', {
    bunFlags: ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${interval}`],
    env: { BENCH_EXIT_AFTER_MS: String(lifetime) }
  })
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  try {
    const [problem] = await answerProblems({ 'capsule-fetch-bun': server.url }, [key], { around: false })
    if (problem !== undefined) throw new Error(`wrong answer: ${problem}`)
    if (warmup > 0) await load(server.url, route, warmup, 'exact')
    const result = await load(server.url, route, duration, 'counters')
    console.log(
      `capsule-fetch-bun ${key}: ${fmt(result.rps)} req/s under the profiler (${result.total} requests)`
    )
    const timeout = new Promise((resolve) => setTimeout(resolve, lifetime + 10_000))
    await Promise.race([exited, timeout])
  } finally {
    await stopServer(server)
  }
  const markdown = readdirSync(dir).find((file) => file.endsWith('.md'))
  if (markdown === undefined) throw new Error(`bun wrote no markdown profile in ${dir}`)
  const { summary, rows } = hotFunctions(readFileSync(join(dir, markdown), 'utf8'), top)
  console.log(`\n${summary}\n\n${rows.join('\n')}\n`)
  console.log(`profile: ${join(dir, markdown)} (and the .cpuprofile beside it, for Chrome's DevTools)`)
}
