// Capsule vs Fastify vs bare node:http, interleaved: for every route and round, each server runs in a fresh
// process pinned to core 1 while autocannon runs in another process pinned to core 0. Prints req/s and p99
// per server, and the Capsule/Fastify and Capsule/node ratios (median of the per-round ratios).
// Env: ROUTES (comma list of hello,user,items,notFound), ROUNDS (3), DURATION (5 s), WARMUP (3 s),
// CONNECTIONS (100), SERVERS (capsule,fastify,node).
import { spawn, spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { routes } from './routes.mjs'
import { writeResults } from './results.mjs'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const env = process.env
const rounds = Number(env.ROUNDS ?? 3)
const duration = Number(env.DURATION ?? 5)
const warmup = Number(env.WARMUP ?? 3)
const connections = Number(env.CONNECTIONS ?? 100)
const selected = (env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const servers = (env.SERVERS ?? 'capsule,fastify,node').split(',')
const scripts = { capsule: here('./servers/capsule.mjs'), fastify: here('./servers/fastify.mjs'), node: here('./servers/node-http.mjs') }
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
// wrk (Debian package) saturates the server with little CPU; autocannon is the fallback (LOADER=autocannon forces it)
const hasWrk = env.LOADER !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined
const loader = hasWrk ? here('./load-wrk.mjs') : here('./load.mjs')
const pinned = (core, args) => (hasTaskset ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)])

const children = new Set()
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL')
}
process.on('exit', cleanup)
// a signal otherwise ends the process without 'exit': the pinned servers would outlive the run
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) process.on(signal, () => process.exit(code))

function startServer(name) {
  const [command, args] = pinned(1, [process.execPath, scripts[name]])
  const child = spawn(command, args, { env: { ...env, PORT: '0', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 15_000)
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

async function stopServer(server) {
  server.child.removeAllListeners('exit')
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
  server.child.kill('SIGKILL')
  children.delete(server.child)
}

function load(url, route, seconds) {
  const [command, args] = pinned(0, [process.execPath, loader, url + route.path, route.method, String(seconds), String(connections), route.body ?? ''])
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    children.add(child)
    let output = ''
    // bounded: a load generator that hangs (server stuck mid-response) is killed and the run reported
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000)
    child.stdout.on('data', (chunk) => (output += chunk))
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      children.delete(child)
      if (code !== 0) return reject(new Error(`load failed (${signal ?? code})`))
      try {
        resolve(JSON.parse(output.trim().split('\n').pop()))
      } catch {
        reject(new Error(`load printed no result: ${output.slice(0, 200)}`))
      }
    })
  })
}

async function check(url, route) {
  const response = await fetch(url + route.path, {
    method: route.method,
    headers: route.body ? { 'content-type': 'application/json' } : {},
    body: route.body,
    signal: AbortSignal.timeout(10_000)
  })
  const text = await response.text()
  const { status, body, json } = route.expect
  if (response.status !== status) return `status ${response.status}: ${text.slice(0, 200)}`
  const type = response.headers.get('content-type')
  if (type !== 'application/json; charset=utf-8') return `content-type ${type}`
  if (body !== undefined && text !== body) return `body ${text.slice(0, 200)}`
  if (json !== undefined) {
    let value
    try {
      value = JSON.parse(text)
    } catch {
      return `not JSON: ${text.slice(0, 200)}`
    }
    if (!json(value)) return `body ${text.slice(0, 200)}`
  }
  return null
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
// One line for the table (a markdown cell cannot hold a stack trace); the whole text goes to stderr.
const brief = (message) => {
  const lines = message.split('\n').map((line) => line.trim()).filter(Boolean)
  const line = lines.find((l) => /^(\w*Error\b|failed\b)/.test(l)) ?? lines[0] ?? 'unknown failure'
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

const table = []
console.log(`# ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, Node ${process.version}, taskset ${hasTaskset ? 'yes' : 'no'}, load ${hasWrk ? 'wrk' : 'autocannon'}`)
console.log(`# rounds ${rounds}, ${warmup}s warm-up + ${duration}s load, ${connections} connections`)
for (const key of selected) {
  const route = routes[key]
  if (route === undefined) throw new Error(`unknown route '${key}' (known: ${Object.keys(routes).join(', ')})`)
  const runs = Object.fromEntries(servers.map((name) => [name, []]))
  const broken = {}
  for (let round = 1; round <= rounds; round++) {
    for (const name of servers) {
      if (broken[name]) continue
      let server
      try {
        server = await startServer(name)
        const problem = await check(server.url, route)
        if (problem !== null) {
          broken[name] = brief(`wrong answer: ${problem}`)
          console.error(`${key} round ${round} ${name}: wrong answer, not measured: ${problem}`)
          continue
        }
        if (warmup > 0) await load(server.url, route, warmup)
        const result = await load(server.url, route, duration)
        runs[name].push(result)
        console.log(`${key} round ${round} ${name}: ${fmt(result.rps)} req/s, p99 ${result.p99} ms, errors ${result.errors}, non2xx ${result.non2xx}`)
      } catch (error) {
        broken[name] = brief(error.message)
        console.error(`${key} round ${round} ${name}: ${error.message}`)
      } finally {
        if (server) await stopServer(server)
      }
    }
  }
  const perRound = (a, b) => runs[a].map((run, i) => (runs[b][i] ? run.rps / runs[b][i].rps : Number.NaN))
  const row = { route: `${route.method} ${route.path}` }
  for (const name of servers) {
    row[`${name} req/s`] = broken[name] ? `broken: ${broken[name]}` : fmt(median(runs[name].map((r) => r.rps)))
    row[`${name} p99 ms`] = broken[name] ? 'n/a' : fmt(median(runs[name].map((r) => r.p99)), 1)
  }
  if (servers.includes('capsule') && servers.includes('fastify')) row['capsule/fastify'] = fmt(median(perRound('capsule', 'fastify')), 3)
  if (servers.includes('capsule') && servers.includes('node')) row['capsule/node'] = fmt(median(perRound('capsule', 'node')), 3)
  if (servers.includes('fastify') && servers.includes('node')) row['fastify/node'] = fmt(median(perRound('fastify', 'node')), 3)
  table.push(row)
}
console.table(table)
writeResults('Throughput (pnpm bench)', table, { rounds, duration, warmup, connections, taskset: hasTaskset, load: hasWrk ? 'wrk' : 'autocannon' })
