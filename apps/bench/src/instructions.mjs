// Instructions per request, counted by valgrind (callgrind): a measure the machine's speed cannot move. Each
// server runs under callgrind twice, answering WARM and WARM + COUNT requests (sent here, over keep-alive
// sockets, 10 at a time); the difference of the two totals over COUNT is the cost of one request once warm.
// V8's optimising compilers (TurboFan, Maglev, the parser) are left out: how much of their work falls inside the
// window depends on timing under valgrind, not on the request. User space only: the kernel's share (sockets) is
// the same for every server, so the time ratio is closer to 1 than the instruction ratio.
// Garbage collection is counted in the total but also reported apart ("mutator" = total without it): how much of
// its work falls inside the window depends on when V8 grows its young generation (up to ±3k instructions per
// request between two runs of the same server), so two versions of one server are compared on their mutator counts.
// Fails (exit 1, nothing written) when any answer has another status than the route's.
// Env: ROUTES (hello,user,items,notFound), SERVERS (capsule,fastify,node), WARM (8000), COUNT (16000),
// RESULTS_FILE. A run of a subset of the routes or servers is merged into the section's rows when they were measured
// at the same commit, on a clean tree, with the same WARM and COUNT; otherwise it is not written (unless the file has
// no such section yet).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routes } from './routes.mjs'
import { measuredTree, readSection, writeResults } from './results.mjs'
import { fmt, startServer, stopServer } from './processes.mjs'

const measuredBy = 'valgrind --tool=callgrind, user space, compiler work left out'

const env = process.env
const selected = (env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const allServers = ['capsule', 'fastify', 'node']
const servers = (env.SERVERS ?? allServers.join(',')).split(',')
const warm = Number(env.WARM ?? 8000)
const count = Number(env.COUNT ?? 16000)
const title = 'Instructions per request (pnpm bench:instructions)'
for (const name of servers)
  if (!allServers.includes(name))
    throw new Error(`unknown server '${name}' (known: ${allServers.join(', ')})`)
for (const key of selected)
  if (routes[key] === undefined)
    throw new Error(`unknown route '${key}' (known: ${Object.keys(routes).join(', ')})`)

if (
  spawnSync('valgrind', ['--version']).error !== undefined ||
  spawnSync('callgrind_annotate', ['--version']).error !== undefined
) {
  console.error(
    'bench:instructions needs valgrind (callgrind and callgrind_annotate): apt-get install valgrind'
  )
  process.exit(1)
}

// compiler and parser work: in or out of the window by timing, not by request
const compilerWork =
  /compiler::|maglev::|baseline::|Scanner|Parser|Preparse|AstNode|Zone|Compile|interpreter::Bytecode|wasm::/

// garbage collection (scavenges, marking, sweeping, compaction, remembered sets): timing-dependent, like the compilers
const gcWork =
  /Scavenge|MarkCompact|Sweeper|Marking|Evacuat|Compactor|PointersUpdat|GCTracer|RememberedSet|SlotSet|MemoryChunk|Heap::(Collect|Scavenge|GarbageCollection|PerformGarbageCollection)|MinorMC|ArrayBufferSweeper/

/** Sends exactly `total` requests over 10 keep-alive sockets; resolves the number of answers with another status. */
async function send(port, route, total) {
  const body = route.body ?? ''
  const head = body
    ? `${route.method} ${route.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
    : `${route.method} ${route.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`
  const request = head + body
  let sent = 0
  let wrong = 0
  const connection = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1')
      let buffer = ''
      const next = () => {
        if (sent >= total) return socket.end(resolve)
        sent++
        socket.write(request)
      }
      socket.setEncoding('latin1')
      socket.once('connect', next)
      socket.once('error', reject)
      socket.on('data', (chunk) => {
        buffer += chunk
        for (;;) {
          const end = buffer.indexOf('\r\n\r\n')
          if (end === -1) return
          const length = Number(/content-length: *(\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0)
          if (buffer.length < end + 4 + length) return
          if (Number(buffer.slice(9, 12)) !== route.expect.status) wrong++
          buffer = buffer.slice(end + 4 + length)
          next()
        }
      })
    })
  await Promise.all(Array.from({ length: 10 }, connection))
  return wrong
}

/** Instructions by function (self cost), from callgrind_annotate. */
function instructionsByFunction(file) {
  const text = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28
  }).stdout
  const byFunction = new Map()
  for (const line of text.split('\n')) {
    const match = /^\s*([\d,]+) \([^)]*\)\s+(.*)$/.exec(line)
    if (match && !match[2].startsWith('PROGRAM TOTALS'))
      byFunction.set(match[2], (byFunction.get(match[2]) ?? 0) + Number(match[1].replace(/,/g, '')))
  }
  return byFunction
}

/** One server answering `total` requests under callgrind; resolves its instructions by function. */
async function countRun(name, route, total, dir, tag) {
  const file = join(dir, `${tag}.callgrind`)
  const prefix = ['valgrind', '--tool=callgrind', `--callgrind-out-file=${file}`, '--smc-check=all-non-file']
  // Node under valgrind boots in ~15 s and closes slowly; callgrind writes its file when the process exits
  const server = await startServer(name, { prefix, startTimeout: 180_000 })
  const wrong = await send(Number(new URL(server.url).port), route, total)
  await stopServer(server, 120_000)
  return { byFunction: instructionsByFunction(file), wrong }
}

const complete =
  Object.keys(routes).every((key) => selected.includes(key)) && allServers.every((n) => servers.includes(n))
const previous = readSection(title)
// a partial run that will not be merged: said now, not after half an hour (decided again at the end)
if (!complete && previous !== null) {
  const why = mergeRefusal(previous, measuredTree())
  if (why !== null) console.log(`a subset of the routes or servers: its figures will not be written (${why})`)
}

// counts[route label][server] = { total, mutator }: instructions per request
const counts = {}
const wrongAnswers = []
const label = (key) => `${routes[key].method} ${routes[key].path}`
const dir = mkdtempSync(join(tmpdir(), 'capsule-callgrind-'))
try {
  for (const key of selected) {
    const route = routes[key]
    counts[label(key)] = {}
    for (const name of servers) {
      // the two runs of one server at once: counts do not depend on timing
      const [short, long] = await Promise.all([
        countRun(name, route, warm, dir, `${key}-${name}-a`),
        countRun(name, route, warm + count, dir, `${key}-${name}-b`)
      ])
      let total = 0
      let gc = 0
      for (const fn of new Set([...short.byFunction.keys(), ...long.byFunction.keys()])) {
        if (compilerWork.test(fn)) continue
        const delta = (long.byFunction.get(fn) ?? 0) - (short.byFunction.get(fn) ?? 0)
        total += delta
        if (gcWork.test(fn)) gc += delta
      }
      if (short.wrong + long.wrong > 0)
        wrongAnswers.push(
          `${label(key)} ${name}: ${short.wrong + long.wrong} answers with another status than ${route.expect.status}`
        )
      counts[label(key)][name] = {
        total: Math.round(total / count),
        mutator: Math.round((total - gc) / count)
      }
      console.log(
        `${key} ${name}: ${fmt(total / count)} instructions per request (mutator ${fmt((total - gc) / count)})`
      )
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (wrongAnswers.length > 0) {
  console.error(`bench:instructions: failed, no figures written:\n  ${wrongAnswers.join('\n  ')}`)
  process.exit(1)
}

/** The table's rows for `counts`, routes in routes.mjs's order, servers in `allServers`' order. */
function tableOf(counts) {
  const order = Object.keys(routes).map(label)
  return Object.keys(counts)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((route) => {
      const row = { route }
      const measured = allServers.filter((name) => counts[route][name])
      for (const name of measured) {
        row[`${name} instructions/req`] = String(counts[route][name].total)
        row[`${name} mutator/req`] = String(counts[route][name].mutator)
      }
      for (const [a, b] of [
        ['capsule', 'node'],
        ['capsule', 'fastify'],
        ['fastify', 'node']
      ]) {
        if (counts[route][a] && counts[route][b])
          row[`${a}/${b}`] = fmt(counts[route][a].total / counts[route][b].total, 3)
      }
      return row
    })
}

const settings = { warm, count, servers: servers.join('+'), routes: selected.length }
if (complete || previous === null) {
  const rows = tableOf(counts)
  console.table(rows)
  writeResults(title, rows, { ...settings, 'measured by': measuredBy })
} else {
  // a partial run: merged into the section's rows if they are comparable, else not written
  const why = mergeRefusal(previous, measuredTree())
  console.table(tableOf(counts))
  if (why !== null) {
    console.log(
      `a subset of the routes or servers, not written: ${why} (a results file without this section, RESULTS_FILE=<file>, takes it as it is)`
    )
    process.exit(0)
  }
  const merged = {}
  for (const row of previous.rows) {
    merged[row.route] = {}
    for (const name of allServers) {
      const total = Number(row[`${name} instructions/req`])
      const mutator = Number(row[`${name} mutator/req`])
      if (Number.isFinite(total) && Number.isFinite(mutator) && row[`${name} instructions/req`] !== undefined)
        merged[row.route][name] = { total, mutator }
    }
  }
  for (const [route, byServer] of Object.entries(counts)) merged[route] = { ...merged[route], ...byServer }
  const all = new Set(Object.values(merged).flatMap((byServer) => Object.keys(byServer)))
  const rows = tableOf(merged)
  console.table(rows)
  writeResults(title, rows, {
    warm,
    count,
    servers: allServers.filter((name) => all.has(name)).join('+'),
    routes: rows.length,
    merged: `${servers.join('+')} on ${selected.map(label).join(', ')} measured now, the rest kept from ${previous.settings.split(' · ')[0]}`,
    'measured by': measuredBy
  })
}

/** Why a partial run cannot be merged into the section `previous` (null if it can). */
function mergeRefusal(previous, tree) {
  if (tree.dirty.length > 0) return 'this tree is dirty'
  if (previous.provenance?.tree !== 'clean' || previous.provenance.commit !== tree.commit)
    return `the section was not measured at this commit (${tree.commit.slice(0, 12)}) on a clean tree`
  const match = /warm (\d+), count (\d+)/.exec(previous.settings)
  if (!match || Number(match[1]) !== warm || Number(match[2]) !== count)
    return `the section was measured with other settings (${match ? `warm ${match[1]}, count ${match[2]}` : 'unknown'})`
  return null
}
