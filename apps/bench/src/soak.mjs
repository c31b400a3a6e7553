// Runs the example server under a valid load (autocannon) and, for the whole duration, a hostile mix (slow
// clients, aborts, malformed requests, half-open sockets: hostile.mjs, in a child process) against the same
// server. Reports the valid requests and their errors, the hostile clients by kind and answer, the server's
// TCP sockets (counted from outside, sockets.mjs) and its RSS; writes the "Soak" section of RESULTS.md.
// Exits non-zero when a rule is broken:
//   - any error for the valid load (non-2xx, timeout, socket error, mismatch), or the server exiting,
//   - the server's sockets not back to their baseline within 5 s after the load,
//   - RSS at the end above 1.10 x RSS at the start, each read right after a full garbage collection (SIGUSR2 to
//     the server, gc-on-signal.cjs), both under load.
// Env: SOAK_SECONDS (60), WARMUP_SECONDS (30, before them), CONNECTIONS (50), plus the knobs of hostile.mjs.
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { rssMb, serverEnv, track } from './processes.mjs'
import { writeResults } from './results.mjs'
import { describeSockets, serverSockets } from './sockets.mjs'
import { followGc } from './gc-trace.mjs'

const env = process.env
const seconds = Number(env.SOAK_SECONDS ?? 60)
const connections = Number(env.CONNECTIONS ?? 50)
// RSS "at start" is taken after a warm-up under the same load: a fresh process grows by 30-40 MB in its first
// ~30 s while V8 compiles and sizes its young generation, which says nothing about a leak
const warmup = Number(env.WARMUP_SECONDS ?? 30)
const holdSeconds = Number(env.HALF_OPEN_HOLD_SECONDS ?? 15)
const hostileTimeout = Number(env.HOSTILE_TIMEOUT_SECONDS ?? 10)
const settleMs = 5000
const rssLimit = 1.1
const key = 'soak-key-0123456789'
const entry = fileURLToPath(new URL('../../example/dist/server.js', import.meta.url))
const hostileScript = fileURLToPath(new URL('./hostile.mjs', import.meta.url))
const gcOnSignal = fileURLToPath(new URL('./gc-on-signal.cjs', import.meta.url))

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const rssOf = (pid) => Math.round(rssMb(pid))

// --trace-gc: the heap after each full GC tells a leak from uncollected garbage (gc-trace.mjs)
const server = track(process.execPath, ['--trace-gc', '--expose-gc', '--require', gcOnSignal, entry], {
  env: serverEnv({ PORT: '0', API_KEYS: key, LOG_LEVEL: 'warn' }),
  stdio: ['ignore', 'pipe', 'inherit']
})
// bounded even if the load generator, the hostile clients or the server hang
setTimeout(
  () => {
    console.error('soak did not finish in time')
    process.exit(2)
  },
  (warmup + seconds + holdSeconds + hostileTimeout + 60) * 1000
).unref()
const address = await new Promise((resolve, reject) => {
  let output = ''
  server.stdout.on('data', function listening(chunk) {
    output += chunk
    const match = /listening at (http:\/\/\S+)/.exec(output)
    if (!match) return
    server.stdout.off('data', listening) // the GC trace goes on: do not keep it
    resolve(match[1])
  })
  server.once('exit', (code) => reject(new Error(`example exited with ${code}: ${output}`)))
  setTimeout(() => reject(new Error('example did not start')), 15_000).unref()
})
const gc = followGc(server.stdout)
let serverExit = null
server.once('exit', (code, signal) => (serverExit = signal ?? code))
const port = Number(new URL(address).port)
const sockets = () => serverSockets(server.pid, port)

/** The server's RSS right after a full garbage collection it runs on SIGUSR2 (a leak survives it, garbage does not). */
async function rssAfterGc() {
  server.kill('SIGUSR2')
  await sleep(1000)
  return rssOf(server.pid)
}

/** Samples the server's sockets every 250 ms until at most `target` are open or `ms` passed; the last sample. */
async function socketsWithin(ms, target) {
  const start = Date.now()
  let count = sockets()
  while (count !== null && count.total > target && Date.now() - start < ms) {
    await sleep(250)
    count = sockets()
  }
  return { ...count, ms: Date.now() - start }
}

// the listening socket alone, before any client: the count every later one must come back to
const baseline = sockets()
const rssBoot = rssOf(server.pid)
console.log(
  `soaking ${address}: ${warmup}s of warm-up then ${seconds}s, ${connections} valid connections + the hostile mix (RSS at boot ${rssBoot} MB)`
)

const hostile = track(process.execPath, [hostileScript, address, key], {
  env,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc']
})
const message = (type) =>
  new Promise((resolve) => {
    const listener = (m) => {
      if (m.type !== type) return
      hostile.off('message', listener)
      resolve(m)
    }
    hostile.on('message', listener)
  })
// listen now: the report can follow the stop acknowledgement at once
const hostileReport = message('report')

// One run of valid load for warm-up + soak, the hostile mix beside it all along: the warm-up is the same load,
// so "start" is the server's steady state under it (V8 grows its young generation for the first ~30 s)
let rssStart = Number.NaN
let gcAtStart = 0
let atStart = null
const rssSamples = []
const socketSamples = []
const sampler = setInterval(() => {
  rssSamples.push(rssOf(server.pid))
  socketSamples.push(sockets()?.total ?? Number.NaN)
}, 1000)
const warmedUp = setTimeout(async () => {
  gcAtStart = gc.fullGcs.length
  atStart = sockets()
  rssSamples.length = 0
  rssStart = await rssAfterGc()
  console.log(
    `warmed up: RSS at start ${rssStart} MB (after a full GC), server sockets ${describeSockets(atStart)}`
  )
}, warmup * 1000)
// the end reading, also under load: a few seconds before it stops
let rssEnd = Number.NaN
const nearEnd = setTimeout(
  async () => {
    rssEnd = await rssAfterGc()
  },
  (warmup + seconds - 3) * 1000
)
const result = await autocannon({
  url: address,
  connections,
  duration: warmup + seconds,
  requests: [
    { path: '/two' },
    { path: '/three' },
    { path: '/one', headers: { authorization: `Bearer ${key}` } }
  ]
})
clearTimeout(warmedUp)
clearTimeout(nearEnd)
clearInterval(sampler)

// the load is over: no new hostile client, the ones in flight are cut, but the half-open ones that got their
// 400 keep holding their side open (HALF_OPEN_HOLD_SECONDS, longer than the settle window), as a real client would
const stopped = message('stopped')
hostile.send('stop')
const { holding } = await stopped
const soakGcs = gc.fullGcs.slice(gcAtStart)
const afterLoad = sockets()
const settled = await socketsWithin(settleMs, baseline.total)
// then, for the diagnosis: every hostile client closed, do the server's sockets go?
const report = await Promise.race([hostileReport, sleep((holdSeconds + 10) * 1000).then(() => null)])
const released = await socketsWithin(settleMs, baseline.total)

// a graceful stop is part of the soak: the server must close within 5 s once loaded
const exitedNow = serverExit
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)))
server.kill('SIGTERM')
const stop = exitedNow ?? (await Promise.race([exited, sleep(5000).then(() => 'timeout')]))
console.log(`server stop after SIGTERM: ${stop}`)

// autocannon's `errors` are socket errors and timeouts together
const socketErrors = result.errors - result.timeouts
const validErrors = result.errors + result.non2xx + result.mismatches
const rssRatio = rssEnd / rssStart
const rules = {
  'valid errors = 0': validErrors === 0,
  'server alive': exitedNow === null,
  [`sockets back to baseline within ${settleMs / 1000} s`]: settled.total <= baseline.total,
  [`RSS end ≤ ${rssLimit} × start`]: rssRatio <= rssLimit
}
const verdict = (rule) => `${rule}: ${rules[rule] ? 'ok' : 'BROKEN'}`
const [errorsRule, aliveRule, socketsRule, rssRule] = Object.keys(rules)

// what a socket count above the baseline means, read from the states of the sockets the server still held
const kept = settled.total - baseline.total
const keptFinWait2 = settled.byState?.FIN_WAIT2 ?? 0
let finding =
  settled.total === undefined
    ? 'n/a: the server sockets could not be read'
    : 'none: every socket was released'
if (kept > 0) {
  finding =
    `the server still held ${kept} socket(s) ${settleMs / 1000} s after the load (${describeSockets(settled)}); ` +
    (holding > 0 ? `${holding} half-open client(s) were holding their side after a 400. ` : '') +
    (keptFinWait2 > 0
      ? `FIN_WAIT2 with a descriptor: the server sent its FIN (end()) but never closed the socket, waiting for the client's. `
      : '') +
    (released.total <= baseline.total
      ? `They went once those clients closed (${describeSockets(released)}): the server waits for the client.`
      : `They were still there after the clients closed (${describeSockets(released)}).`)
}

const answers = (entry) =>
  Object.entries(entry.answers)
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${label} ×${n}`)
    .join(', ')
const rows = [
  {
    measure: 'valid requests answered (warm-up + soak)',
    value: `${result.requests.total} (${Math.round(result.requests.average)} req/s, 2xx ${result['2xx']})`,
    rule: ''
  },
  {
    measure: 'valid errors (warm-up + soak)',
    value: `${validErrors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts}, socket errors ${socketErrors}, mismatches ${result.mismatches})`,
    rule: verdict(errorsRule)
  },
  {
    measure: 'server exited during the soak',
    value: exitedNow === null ? 'no' : `yes (${exitedNow})`,
    rule: verdict(aliveRule)
  },
  { measure: 'server sockets at boot', value: describeSockets(baseline), rule: 'baseline' },
  {
    measure: 'server sockets at the end of the warm-up (load running)',
    value: describeSockets(atStart),
    rule: ''
  },
  {
    measure: 'server sockets at most during the load (1 s samples)',
    value: String(Math.max(...socketSamples)),
    rule: ''
  },
  { measure: 'server sockets right after the load', value: describeSockets(afterLoad), rule: '' },
  {
    measure: `server sockets settled (${(settled.ms / 1000).toFixed(1)} s after)`,
    value: describeSockets(settled),
    rule: verdict(socketsRule)
  },
  {
    measure: 'server sockets once every hostile client closed',
    value: describeSockets(released),
    rule: report === null ? 'hostile report missing' : 'diagnostic'
  },
  { measure: 'finding', value: finding, rule: '' },
  {
    measure: 'RSS MB at boot / start (after warm-up) / end, start and end right after a full GC',
    value: `${rssBoot} / ${rssStart} / ${rssEnd}`,
    rule: ''
  },
  { measure: 'RSS end / start', value: rssRatio.toFixed(3), rule: verdict(rssRule) },
  {
    measure: 'RSS MB min / max after the warm-up (1 s samples)',
    value: `${Math.min(...rssSamples)} / ${Math.max(...rssSamples)}`,
    rule: ''
  },
  {
    measure: 'V8 full GCs after the warm-up: heap MB before → after',
    value: soakGcs.length === 0 ? 'none' : soakGcs.map((g) => `${g.before} → ${g.after}`).join(', '),
    rule: 'diagnostic'
  },
  { measure: 'server stop after SIGTERM', value: String(stop), rule: '' },
  ...(report?.kinds ?? []).map((entry) => ({
    measure: `hostile ${entry.group}: ${entry.kind} (warm-up + soak)`,
    value: `${entry.sent} sent: ${answers(entry)}`,
    rule: ''
  })),
  {
    measure: 'hostile sockets at once (peak) / launches skipped at the cap',
    value: `${report?.peak ?? 'n/a'} / ${report?.skipped ?? 'n/a'}`,
    rule: ''
  }
]
console.table(rows)
writeResults('Soak (pnpm soak)', rows, {
  seconds,
  warmup,
  connections,
  'hostile rate/s': env.HOSTILE_RATE ?? 50,
  'hostile cap': env.HOSTILE_MAX ?? 200,
  'hostile socket timeout s': hostileTimeout,
  'half-open hold s': holdSeconds,
  'dribble ms/byte': env.DRIBBLE_MS ?? 25
})
const broken = Object.keys(rules).filter((rule) => !rules[rule])
if (broken.length > 0) console.error(`soak: broken: ${broken.join('; ')}`)
process.exitCode = broken.length === 0 ? 0 : 1
