// What the six test files share: starting a server script with node, bun or deno (the real binaries) and stopping
// it by its PID, and playing the scenario with one subtest per case, over HTTP or in process. Every wait is bounded.
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { casesFor } from '../scenario.mjs'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Time for a runtime to start, load the app and print its port. */
const START_TIMEOUT = 20_000
/** Time for one case: the request, the response and its body. */
const CASE_TIMEOUT = 10_000
/** How long a server must stay up after a case for the case to pass (a crash right after answering is its fault). */
const AFTER_CASE_GRACE = 50
/** Time for a server to end after SIGTERM before it gets SIGKILL. */
const STOP_TIMEOUT = 3_000

const require = createRequire(import.meta.url)

/**
 * The runtime's own executable, from its npm package in node_modules. Not node_modules/.bin/<name>: those are
 * shell shims (pnpm's), and Deno's runs `node bin.cjs`, which spawns the real binary as its child: killing the
 * shim's PID would leave the runtime running. Bun's package `bin` is the binary itself (its postinstall replaced
 * the placeholder); Deno's bin.cjs runs the `deno` binary next to it.
 */
export function runtimeBinary(name) {
  const manifest = require.resolve(`${name}/package.json`)
  if (name === 'bun') return join(dirname(manifest), require(manifest).bin.bun)
  if (name === 'deno') return join(dirname(manifest), process.platform === 'win32' ? 'deno.exe' : 'deno')
  throw new Error(`unknown runtime ${name}`)
}

/** How each runtime runs a server script. */
export const RUNTIMES = {
  // the same Node as this test process
  node: (script) => [process.execPath, [script]],
  bun: (script) => [runtimeBinary('bun'), [script]],
  // -A: the server needs network, env and read access. --node-modules-dir=manual: bare specifiers ('fastify',
  // '@fastify/cors') resolve from this workspace's node_modules, as Node resolves them, and Deno never downloads a
  // package itself (with this package.json beside the scripts it is also Deno 2's default; =none would fetch every
  // dependency from the registry into its own cache). --no-lock: no deno.lock written here.
  deno: (script) => [runtimeBinary('deno'), ['run', '-A', '--node-modules-dir=manual', '--no-lock', script]]
}

function withTimeout(promise, ms, what) {
  let timer
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Starts `servers/<script>` with the runtime and resolves once it printed its port: `{ base, pid, stop() }`.
 * stop() sends SIGTERM to that PID, then SIGKILL if it is still alive after STOP_TIMEOUT. The script also ends when
 * its stdin closes, that is when this process goes away, however it does.
 */
export async function startServer(runtime, script) {
  const [command, args] = RUNTIMES[runtime](join('servers', script))
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const ended = await withTimeout(exited, STOP_TIMEOUT, `${runtime} ${script} after SIGTERM`).then(
      () => true,
      () => false
    )
    if (!ended) {
      child.kill('SIGKILL')
      await withTimeout(exited, STOP_TIMEOUT, `${runtime} ${script} after SIGKILL`)
    }
  }

  const port = new Promise((resolve, reject) => {
    child.once('error', reject)
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const line = stdout.split('\n').find((l) => /^\d+$/.test(l.trim()))
      if (line !== undefined) resolve(Number(line))
    })
    exited.then(({ code, signal }) =>
      reject(new Error(`${runtime} ${script} exited (${code ?? signal}) before printing its port`))
    )
  })
  try {
    const found = await withTimeout(port, START_TIMEOUT, `${runtime} ${script} start`)
    return {
      base: `http://127.0.0.1:${found}`,
      pid: child.pid,
      stop,
      output: () => ({ stdout, stderr }),
      /** resolves to `{ code, signal }` if the process ends within `ms`, else to null */
      exitWithin: (ms) => withTimeout(exited, ms, 'exit').catch(() => null)
    }
  } catch (error) {
    await stop()
    error.message += `\nstdout: ${stdout}\nstderr: ${stderr}`
    throw error
  }
}

/** `send(request)` over the network with the global fetch (Node's undici), bounded by CASE_TIMEOUT. */
export function overHttp(request) {
  return fetch(request, { signal: AbortSignal.timeout(CASE_TIMEOUT) })
}

/**
 * Writes `text` (a whole HTTP/1.1 request that asks for `Connection: close`) on a new socket to `base` and
 * resolves to everything the server sent until it closed the connection, as latin1 text (one char per byte).
 */
export function overSocket(base, text) {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(
        new Error(
          `no end of the response within ${CASE_TIMEOUT} ms; got ${JSON.stringify(Buffer.concat(chunks).toString('latin1'))}`
        )
      )
    }, CASE_TIMEOUT)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks).toString('latin1'))
    })
    socket.end(text)
  })
}

/** Plays one case: its request (or its raw bytes), then its check. */
async function playCase(c, runner, base, send) {
  if (c.wire !== undefined) await c.check(await overSocket(base, c.wire), { base, runner })
  else
    await c.check(await withTimeout(Promise.resolve(send(c.request(base))), CASE_TIMEOUT, c.name), {
      base,
      runner,
      send
    })
}

/**
 * Plays every case of the scenario meant for `runner` in process, each as its own subtest of `t`: `send(request)`
 * must resolve to the Response. Each subtest is bounded by node:test's timeout (the body is read inside it).
 */
export async function playScenario(t, runner, { base, send }) {
  const cases = casesFor(runner)
  for (const c of cases)
    await t.test(c.name, { timeout: CASE_TIMEOUT }, () => playCase(c, runner, base, send))
  return cases.length
}

/**
 * Starts `servers/<script>` with the runtime and plays every case meant for `runner` against it over HTTP, each as
 * its own subtest of `t`. A case after which the server process ends (a crash just after answering) fails, with
 * what the server wrote on stderr, and a new server is started for the next cases, so that one crash does not hide
 * the results of the others. Every server started is stopped by its PID when `t` ends, failed or not.
 */
export async function playOnServer(t, runner, runtime, script) {
  let server = await startServer(runtime, script)
  t.after(() => server.stop())
  const cases = casesFor(runner)
  for (const c of cases) {
    await t.test(c.name, { timeout: CASE_TIMEOUT }, async () => {
      let exit = null
      try {
        await playCase(c, runner, server.base, overHttp)
        // a server that dies just after answering fails the case that killed it, not the next one
        exit = await server.exitWithin(AFTER_CASE_GRACE)
        if (exit !== null)
          throw new Error(
            `the ${runner} server process ended (${exit.code ?? exit.signal}) after answering this case`
          )
      } catch (error) {
        // what the server process said (a crash, a warning) is part of the failure
        const said = server.output().stderr.trim()
        if (said) error.message += `\n--- ${runner} server stderr ---\n${said.slice(-4000)}`
        exit ??= await server.exitWithin(AFTER_CASE_GRACE)
        if (exit !== null) server = await startServer(runtime, script)
        throw error
      }
    })
  }
  return cases.length
}
