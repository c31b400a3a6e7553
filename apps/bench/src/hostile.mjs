// The hostile mix of the soak, run in its own process (started by soak.mjs with an IPC channel) so its timers
// and sockets do not compete with autocannon's event loop. It starts clients of every kind in hostile-kinds.mjs
// in turn, HOSTILE_RATE a second, never more than HOSTILE_MAX at once, each bounded by a per-socket timeout.
//
//   node src/hostile.mjs <url> <bearer key>
//   parent -> 'stop'   stop starting clients; cut every client except the half-open ones that already got
//                      their answer (they keep holding, as a real client would, until their hold time ends)
//   child  -> { type: 'stopped', holding }            right after 'stop'
//   child  -> { type: 'report', kinds, skipped, peak } once every socket is closed; then it exits
//
// Env: HOSTILE_RATE (50 clients/s), HOSTILE_MAX (200 sockets), HOSTILE_TIMEOUT_SECONDS (10, per socket),
// HALF_OPEN_HOLD_SECONDS (15: longer than the soak's 5-s settle window), DRIBBLE_MS (25 ms per slow byte).
import net from 'node:net'
import { kinds } from './hostile-kinds.mjs'

const env = process.env
const rate = Number(env.HOSTILE_RATE ?? 50)
const max = Number(env.HOSTILE_MAX ?? 200)
const timeoutMs = Number(env.HOSTILE_TIMEOUT_SECONDS ?? 10) * 1000
const holdMs = Number(env.HALF_OPEN_HOLD_SECONDS ?? 15) * 1000
const dribbleMs = Number(env.DRIBBLE_MS ?? 25)
const [url, key] = process.argv.slice(2)
const { hostname, port } = new URL(url)

/**
 * Plays one client of `kind`; `done` resolves to how it was answered: the status code of the answer, or how
 * the socket ended without one. `stop()` cuts it, unless it is a half-open client already holding (returns true).
 */
function play(kind, i) {
  const payload = Buffer.from(kind.send(i, key))
  const holds = kind.then === 'hold'
  // allowHalfOpen: the half-open client keeps its write side open after the server's FIN
  const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: holds })
  let head = '' // the first bytes of the answer, enough for its status line
  let status = null
  let serverFin = false
  let holding = false
  let finished = false
  let resolve
  const done = new Promise((r) => (resolve = r))
  const timers = new Set()
  const later = (ms, fn) => timers.add(setTimeout(fn, ms))

  // `reason`: how the socket ended when it was not by the client's plan (none when a hold ran its course)
  const finish = (reason) => {
    if (finished) return
    finished = true
    for (const timer of timers) clearTimeout(timer) // also clears the dribble interval
    socket.destroy()
    if (!holding) resolve(status ?? reason)
    else
      resolve(
        `${status}${serverFin ? ' + server FIN' : ''}, then held half-open${reason ? ` until ${reason}` : ''}`
      )
  }
  const answered = () => {
    if (kind.then === 'hold') {
      if (holding) return
      holding = true
      // the per-socket timeout is replaced by the hold time, itself bounded
      for (const timer of timers) clearTimeout(timer)
      later(holdMs, () => finish())
      return
    }
    finish() // read / idle: the answer is all we wait for (an early answer also stops a dribble)
  }

  later(timeoutMs, () => finish('no answer (client timeout)'))
  socket.once('connect', () => {
    if (kind.then === 'idle') return
    if (kind.dribbleFrom === undefined) {
      socket.write(payload, () => {
        if (kind.then === 'destroy') finish('aborted by client')
      })
      return
    }
    if (kind.dribbleFrom > 0) socket.write(payload.subarray(0, kind.dribbleFrom))
    let at = kind.dribbleFrom
    const dribble = setInterval(() => {
      if (socket.destroyed) return clearInterval(dribble)
      socket.write(payload.subarray(at, at + 1))
      if (++at >= payload.length) clearInterval(dribble)
    }, dribbleMs)
    timers.add(dribble)
  })
  socket.on('data', (chunk) => {
    if (status !== null) return
    head += chunk.toString('latin1', 0, Math.min(chunk.length, 64))
    const match = /^HTTP\/\d\.\d (\d{3})/.exec(head)
    if (match) status = match[1]
    else if (head.includes('\r\n') || head.length >= 64) status = 'garbled answer'
    if (status !== null) answered()
  })
  socket.on('end', () => {
    serverFin = true
    if (!holding) finish('closed without answer')
  })
  socket.on('error', (error) => finish(`socket error ${error.code ?? error.message}`))
  socket.on('close', () => finish('closed without answer'))

  return {
    done,
    stop() {
      if (holding) return true
      finish('no answer (cut at end of load)')
      return false
    }
  }
}

// per kind: how many were started and how each was answered
const stats = kinds.map((kind) => ({ kind: kind.name, group: kind.group, sent: 0, answers: {} }))
const active = new Set()
let skipped = 0
let peak = 0
let stopping = false
let next = 0
let reported = false

function report() {
  if (reported) return
  reported = true
  process.send({ type: 'report', kinds: stats, skipped, peak }, () => process.exit(0))
}

function launch() {
  if (active.size >= max) {
    skipped++ // the cap holds: this turn is lost, not queued
    return
  }
  const index = next++ % kinds.length
  const entry = stats[index]
  const client = play(kinds[index], entry.sent++)
  active.add(client)
  peak = Math.max(peak, active.size)
  client.done.then((label) => {
    active.delete(client)
    entry.answers[label] = (entry.answers[label] ?? 0) + 1
    if (stopping && active.size === 0) report()
  })
}

// a 10-ms tick that starts the clients due since the last one (setInterval cannot go below 1 ms)
let due = 0
const ticker = setInterval(() => {
  due += rate / 100
  for (; due >= 1; due--) launch()
}, 10)

process.on('message', (message) => {
  if (message !== 'stop' || stopping) return
  stopping = true
  clearInterval(ticker)
  let holding = 0
  for (const client of active) if (client.stop()) holding++
  process.send({ type: 'stopped', holding })
  // the cut clients leave `active` a few microtasks later and the last one to go reports; with none open,
  // nobody else would
  if (active.size === 0) report()
})
// the soak is gone: nothing left to report to
process.on('disconnect', () => process.exit(0))
