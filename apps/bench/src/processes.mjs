// The child processes of a benchmark run: servers pinned to core 1, load generators pinned to core 0 (taskset
// where it exists), every child killed by PID when the run ends, fails or is interrupted.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

export const serverScripts = {
  capsule: here('./servers/capsule.mjs'),
  'capsule-inspector': here('./servers/capsule-inspector.mjs'),
  fastify: here('./servers/fastify.mjs'),
  node: here('./servers/node-http.mjs')
}
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
// wrk (Debian package) saturates the server with little CPU; autocannon is the fallback (LOADER=autocannon forces it)
export const hasWrk =
  process.env.LOADER !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined

/** `[command, args]` running `args` on one core when taskset exists (taskset execs: the PID is the program's). */
export const pinned = (core, args) =>
  hasTaskset ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)]

const children = new Set()
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})
// a signal otherwise ends the process without 'exit': the pinned servers would outlive the run
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129]
])
  process.on(signal, () => process.exit(code))

/** Spawns a child that is killed with the run. */
export function track(command, args, options) {
  const child = spawn(command, args, options)
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/**
 * The environment of a measured server: this one, without NODE_EXTRA_CA_CERTS. With it, Node parses every listed
 * certificate at boot (~90 ms and a few MB on this machine, whose environment sets it for its network proxy)
 * before any framework code runs; the servers here speak plain HTTP and never use them. KEEP_CA_CERTS=1 keeps it.
 */
export function serverEnv(extra = {}) {
  const env = { ...process.env, ...extra }
  if (process.env.KEEP_CA_CERTS !== '1') delete env.NODE_EXTRA_CA_CERTS
  return env
}

/**
 * Starts a fresh server process; resolves `{ child, url }` once it prints `listening <url>`. By default on core 1;
 * `prefix` runs it under another program instead (`['valgrind', ...options]`), `startTimeout` bounds the wait.
 * `runtime` (this Node by default) is the program and its options that run `script` (serverScripts[name] by
 * default): `[bun]` for the servers of bench:bun; `env` adds to the server's environment.
 */
export function startServer(
  name,
  {
    prefix = null,
    startTimeout = 15_000,
    runtime = [process.execPath],
    script = serverScripts[name],
    env = {}
  } = {}
) {
  const server = [...runtime, script]
  const [command, args] = prefix === null ? pinned(1, server) : [prefix[0], [...prefix.slice(1), ...server]]
  const child = track(command, args, {
    env: serverEnv({ PORT: '0', NODE_ENV: 'production', ...env }),
    stdio: ['ignore', 'pipe', 'pipe']
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start: ${output.slice(-2000)}`)),
      startTimeout
    )
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening (\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1] })
      }
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}: ${output}`))
    })
  })
}

/** SIGTERM, then SIGKILL after `grace` ms (3 s). */
export async function stopServer(server, grace = 3000) {
  server.child.removeAllListeners('exit')
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, grace))])
  server.child.kill('SIGKILL')
  children.delete(server.child)
}

/** Resident set size of a running process in MB (Linux /proc), NaN elsewhere. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** CPU time (user + system) a running process has used so far, in ms (Linux /proc), NaN elsewhere. */
export function cpuMs(pid) {
  try {
    // fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/**
 * Runs a load generator script (one JSON line on stdout) pinned to core 0, killed if it outlives
 * `seconds + 30` (a server stuck mid-response must not hang the run).
 */
export function runLoader(script, args, seconds) {
  const [command, argv] = pinned(0, [process.execPath, script, ...args])
  return new Promise((resolve, reject) => {
    const child = track(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000)
    child.stdout.on('data', (chunk) => (output += chunk))
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code !== 0) return reject(new Error(`load failed (${signal ?? code})`))
      try {
        resolve(JSON.parse(output.trim().split('\n').pop()))
      } catch {
        reject(new Error(`load printed no result: ${output.slice(0, 200)}`))
      }
    })
  })
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')
/** One line for a table cell (a markdown cell cannot hold a stack trace); callers print the whole text to stderr. */
export const brief = (message) => {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const line = lines.find((l) => /^(\w*Error\b|failed\b)/.test(l)) ?? lines[0] ?? 'unknown failure'
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}

/**
 * A load run of one benchmark route at `url` with the benchmark's loader script (wrk or autocannon): `mode` is 'exact'
 * (every answer's status checked: the warm-up) or 'counters' (the loader's own counts).
 */
export const loadRoute = (loader, connections, url, route, seconds, mode) =>
  runLoader(
    loader,
    [
      url + route.path,
      route.method,
      String(seconds),
      String(connections),
      route.body ?? '',
      String(route.expect.status),
      mode
    ],
    seconds
  )

/** What went wrong in one load run (null if nothing): socket errors, answers with another status. */
export function loadProblem(result, route) {
  const wrong = []
  if (result.errors > 0) wrong.push(`${result.errors} socket errors or timeouts`)
  if (result.unexpected > 0) {
    const seen = result.unexpectedStatus ? ` (e.g. ${result.unexpectedStatus})` : ''
    wrong.push(
      `${result.unexpected} of ${result.total} answers with another status than ${route.expect.status}${seen}`
    )
  }
  return wrong.length === 0 ? null : wrong.join(', ')
}

/**
 * The measured run of one route, cut in `slices` slices taken in turn (the starting server rotating), so that the
 * machine's speed drifting over seconds hits every server alike. Each entry of `measured` ({ name, server, requests,
 * seconds, cpu, p99? }) adds its slices' counts; a failing slice marks the server in `broken` and says so with `label`.
 */
export async function takeSlices({ measured, slices, slice, route, load, broken, label }) {
  for (let i = 0; i < slices; i++)
    for (let j = 0; j < measured.length; j++) {
      const entry = measured[(i + j) % measured.length]
      if (broken[entry.name]) continue
      try {
        const cpuBefore = cpuMs(entry.server.child.pid)
        const result = await load(entry.server.url, route, slice, 'counters')
        const problem = loadProblem(result, route)
        if (problem !== null) throw new Error(`measured load: ${problem}`)
        entry.cpu += cpuMs(entry.server.child.pid) - cpuBefore
        entry.requests += result.total
        entry.seconds += result.total / result.rps
        entry.p99?.push(result.p99)
      } catch (error) {
        broken[entry.name] = brief(error.message)
        console.error(`${label} ${entry.name}: ${error.message}`)
      }
    }
}

/** Loads a fresh server for `seconds` before it is measured, every answer's status checked; throws on a problem. */
export async function warmUp(load, url, route, seconds) {
  if (seconds <= 0) return
  const problem = loadProblem(await load(url, route, seconds, 'exact'), route)
  if (problem !== null) throw new Error(`warm-up: ${problem}`)
}
