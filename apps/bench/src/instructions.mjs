// Instructions per request, counted by valgrind (callgrind): a measure the machine's speed cannot move. Each
// server runs under callgrind twice, answering WARM and WARM + COUNT requests (sent here, over keep-alive
// sockets, 10 at a time); the difference of the two totals over COUNT is the cost of one request once warm.
// V8's optimising compilers (TurboFan, Maglev, the parser) are left out: how much of their work falls inside the
// window depends on timing under valgrind, not on the request. User space only: the kernel's share (sockets) is
// the same for every server, so the time ratio is closer to 1 than the instruction ratio.
// Garbage collection is counted in the total but also reported apart ("mutator" = total without it): how much of
// its work falls inside the window depends on when V8 grows its young generation (up to ±3k instructions per
// request between two runs of the same server), so two versions of one server are compared on their mutator counts.
// Env: ROUTES (hello,user,items,notFound), SERVERS (capsule,node), WARM (8000), COUNT (8000).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routes } from './routes.mjs'
import { writeResults } from './results.mjs'
import { fmt, startServer, stopServer } from './processes.mjs'

const env = process.env
const selected = (env.ROUTES ?? Object.keys(routes).join(',')).split(',')
const servers = (env.SERVERS ?? 'capsule,node').split(',')
const warm = Number(env.WARM ?? 8000)
const count = Number(env.COUNT ?? 8000)

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

const rows = []
const dir = mkdtempSync(join(tmpdir(), 'capsule-callgrind-'))
try {
  for (const key of selected) {
    const route = routes[key]
    if (route === undefined)
      throw new Error(`unknown route '${key}' (known: ${Object.keys(routes).join(', ')})`)
    const row = { route: `${route.method} ${route.path}` }
    const perRequest = {}
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
      perRequest[name] = total / count
      row[`${name} instructions/req`] = fmt(perRequest[name])
      if (short.wrong + long.wrong > 0)
        row[`${name} instructions/req`] += ` (${short.wrong + long.wrong} wrong answers)`
      row[`${name} mutator/req`] = fmt((total - gc) / count)
      console.log(
        `${key} ${name}: ${fmt(perRequest[name])} instructions per request (mutator ${fmt((total - gc) / count)})`
      )
    }
    for (const [a, b] of [
      ['capsule', 'node'],
      ['capsule', 'fastify'],
      ['fastify', 'node']
    ]) {
      if (perRequest[a] !== undefined && perRequest[b] !== undefined)
        row[`${a}/${b}`] = fmt(perRequest[a] / perRequest[b], 3)
    }
    rows.push(row)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
console.table(rows)
writeResults('Instructions per request (pnpm bench:instructions)', rows, {
  warm,
  count,
  'measured by': 'valgrind --tool=callgrind, user space, compiler work left out'
})
