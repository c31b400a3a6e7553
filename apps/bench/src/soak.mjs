// Runs the example server under a bounded load and reports requests served, errors (must be 0) and the
// server's RSS at start and end. Env: SOAK_SECONDS (60), CONNECTIONS (50).
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { rssMb, track } from './processes.mjs'

const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const connections = Number(process.env.CONNECTIONS ?? 50)
const key = 'soak-key-0123456789'
const entry = fileURLToPath(new URL('../../example/dist/server.js', import.meta.url))

const rssOf = (pid) => Math.round(rssMb(pid))

const child = track(process.execPath, [entry], {
  env: { ...process.env, PORT: '0', API_KEYS: key, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit']
})
// bounded even if the load generator or the server hangs
setTimeout(() => {
  console.error(`soak did not finish within ${seconds + 60}s`)
  process.exit(2)
}, (seconds + 60) * 1000).unref()
const address = await new Promise((resolve, reject) => {
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
    const match = /listening at (http:\/\/\S+)/.exec(output)
    if (match) resolve(match[1])
  })
  child.once('exit', (code) => reject(new Error(`example exited with ${code}: ${output}`)))
  setTimeout(() => reject(new Error('example did not start')), 15_000)
})

const rssStart = rssOf(child.pid)
console.log(`soaking ${address} for ${seconds}s with ${connections} connections (RSS at start ${rssStart} MB)`)
const result = await autocannon({
  url: address,
  connections,
  duration: seconds,
  requests: [{ path: '/two' }, { path: '/three' }, { path: '/one', headers: { authorization: `Bearer ${key}` } }]
})
const rssEnd = rssOf(child.pid)
const errors = result.errors + result.timeouts + result.non2xx
console.table([
  {
    seconds,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    errors,
    'RSS start MB': rssStart,
    'RSS end MB': rssEnd
  }
])
// a graceful stop is part of the soak: the server must close within 5 s once loaded
const stopped = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
child.kill('SIGTERM')
const stop = await Promise.race([stopped, new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000).unref())])
console.log(`server stop after SIGTERM: ${stop}`)
process.exitCode = errors === 0 ? 0 : 1
