// Summarises V8 .cpuprofile files from `node --cpu-prof --cpu-prof-dir=<dir> src/fetch-profile.mjs ...`:
//   node src/fetch-profile-summary.mjs <a.cpuprofile> [--top 30] [--callers <name>]
//   node src/fetch-profile-summary.mjs <a.cpuprofile> <b.cpuprofile> [--top 30]      (a against b)
// One profile: self time by function, by area (GC, undici, web streams, the framework, ...) and by source file,
// and total (inclusive) time by function; `--callers <name>` adds who calls the functions whose label contains
// <name> (the nearest frame outside Node's internals), with their subtrees' time. Two profiles: each function's and area's µs per request in both and the
// difference, largest first: where A spends more than B. Bundled code (Capsule's dist/index.js) is mapped back to
// its packages/*/src/*.ts file and line through the bundle's source map. When fetch-profile.mjs left a
// requests-<pid>.json beside the profile, only its measured window counts (start-up and warm-up left out) and times
// are given in µs per request, else in ms over the whole profile.
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const { values: options, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, callers: { type: 'string' } }
})
if (files.length < 1 || files.length > 2) {
  console.error('usage: fetch-profile-summary.mjs <a.cpuprofile> [b.cpuprofile] [--top N] [--callers name]')
  process.exit(2)
}
const top = Number(options.top)

const maps = new Map()
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null
    try {
      const path = url.startsWith('file://') ? fileURLToPath(url) : url
      if (path.startsWith('/') && existsSync(`${path}.map`))
        map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
    } catch {
      map = null
    }
    maps.set(url, map)
  }
  return maps.get(url)
}

/** Shortens a path to what tells where it is: packages/<pkg>/src/..., <pkg>/... under node_modules, node:... */
function shorten(path) {
  const local = path.replace(/^file:\/\//, '')
  const modules = local.lastIndexOf('/node_modules/')
  if (modules !== -1) return local.slice(modules + '/node_modules/'.length)
  for (const root of ['/packages/', '/apps/']) {
    const at = local.indexOf(root)
    if (at !== -1) return local.slice(at + 1)
  }
  return local
}

/** { label: "function (file:line)", file } for a call frame, mapped to the original source where there is a map. */
function describe(frame) {
  const name = frame.functionName || '(anonymous)'
  if (!frame.url) return { label: name, file: name }
  const map = sourceMapOf(frame.url)
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber)
  if (entry?.originalSource) {
    // the map's sources are relative to the bundle (../src/x.ts)
    const file = shorten(
      new URL(entry.originalSource, frame.url.startsWith('file://') ? frame.url : `file://${frame.url}`).href
    )
    return { label: `${name} (${file}:${entry.originalLine + 1})`, file }
  }
  const file = shorten(frame.url)
  return { label: `${name} (${file}:${frame.lineNumber + 1})`, file }
}

/** Where a source file belongs, to see at a glance how much is the framework's own code. */
function areaOf(file) {
  if (file === '(garbage collector)') return 'GC'
  if (file === '(program)' || file === '(idle)') return file
  if (file.startsWith('node:internal/deps/undici')) return 'undici (Request, Response, Headers, body)'
  if (file.startsWith('node:internal/webstreams') || file === 'node:internal/worker/js_transferable')
    return 'web streams (+ makeTransferable)'
  if (file.startsWith('node:internal/abort_controller')) return 'AbortController/AbortSignal'
  if (file.startsWith('node:internal/streams') || file === 'node:stream') return 'Node streams'
  if (file.startsWith('node:')) return 'other Node internals'
  if (file.startsWith('packages/')) return `capsule ${file.split('/')[1]}`
  if (file.startsWith('apps/bench/')) return 'bench harness + handlers'
  if (!file.includes('/')) return 'V8 builtins / native'
  return file.split('/')[0].startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]
}

const isUserland = (file) => file.includes('/') && !file.startsWith('node:')

function load(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const pid = /\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(basename(file))?.[1]
  const sidecar = pid === undefined ? null : join(dirname(file), `requests-${pid}.json`)
  const window = sidecar !== null && existsSync(sidecar) ? JSON.parse(readFileSync(sidecar, 'utf8')) : null

  const info = new Map(profile.nodes.map((node) => [node.id, describe(node.callFrame)]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

  // sample i ends the interval timeDeltas[i + 1]; timestamps are on the same monotonic clock as process.hrtime
  const timeOf = new Map()
  let time = profile.startTime
  let total = 0
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]
    if (window !== null && (time < window.from || time > window.to)) continue
    const delta = profile.timeDeltas[i + 1] ?? 0
    timeOf.set(profile.samples[i], (timeOf.get(profile.samples[i]) ?? 0) + delta)
    total += delta
  }

  const self = new Map()
  const files = new Map()
  const areas = new Map()
  const inclusive = new Map()
  const callers = new Map()
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value)
  for (const [id, spent] of timeOf) {
    const { label, file: where } = info.get(id)
    add(self, label, spent)
    add(files, where, spent)
    add(areas, areaOf(where), spent)
    const seen = new Set()
    let callerCounted = false
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const name = info.get(node).label
      if (!callerCounted && options.callers !== undefined && name.includes(options.callers)) {
        // the nearest caller outside Node's internals and V8's builtins: the code that asked for it
        let caller = parent.get(node)
        while (caller !== undefined && !isUserland(info.get(caller).file)) caller = parent.get(caller)
        add(
          callers,
          `${name}  ←  ${caller === undefined ? '(a microtask or callback of Node)' : info.get(caller).label}`,
          spent
        )
        callerCounted = true
      }
      if (seen.has(name)) continue // recursion counted once
      seen.add(name)
      add(inclusive, name, spent)
    }
  }
  const idle = self.get('(idle)') ?? 0
  return { file, window, total, busy: total - idle, self, files, areas, inclusive, callers }
}

const skip = new Set(['(idle)', '(root)'])
function table(profile, map, n) {
  const perRequest = profile.window?.requests
  return [...map]
    .filter(([name]) => !skip.has(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => ({
      '% of busy': ((100 * time) / profile.busy).toFixed(1),
      [perRequest ? 'µs/req' : 'ms']: perRequest ? (time / perRequest).toFixed(2) : (time / 1000).toFixed(0),
      where: name
    }))
}

function heading(profile) {
  const w = profile.window
  const what = w
    ? `${w.framework} ${w.route}, ${w.requests} requests in the measured window (${(w.requests / w.seconds).toFixed(0)} ops/s)`
    : 'whole profile (no requests-<pid>.json)'
  return `${profile.file}: ${what}; ${(profile.busy / 1e6).toFixed(2)} s busy${w ? `, ${(profile.busy / w.requests).toFixed(2)} µs busy per request` : ''}`
}

const a = load(files[0])
if (files.length === 1) {
  console.log(heading(a))
  console.log('\nself time by function')
  console.table(table(a, a.self, top))
  console.log('\nself time by area')
  console.table(table(a, a.areas, 20))
  console.log('\nself time by source file')
  console.table(table(a, a.files, Math.min(top, 25)))
  console.log('\ntotal (inclusive) time by function')
  console.table(table(a, a.inclusive, top))
  if (options.callers !== undefined) {
    console.log(`\ncallers of "${options.callers}" (time of the callee's subtree)`)
    console.table(table(a, a.callers, top))
  }
} else {
  const b = load(files[1])
  if (!a.window || !b.window)
    throw new Error(
      'comparing needs requests-<pid>.json beside both profiles (run them through fetch-profile.mjs with --cpu-prof-dir)'
    )
  const compare = (mapA, mapB, n) => {
    const names = new Set([...mapA.keys(), ...mapB.keys()].filter((name) => !skip.has(name)))
    return [...names]
      .map((name) => {
        const x = (mapA.get(name) ?? 0) / a.window.requests
        const y = (mapB.get(name) ?? 0) / b.window.requests
        return { where: name, x, y, d: x - y }
      })
      .sort((p, q) => q.d - p.d)
      .slice(0, n)
      .map(({ where, x, y, d }) => ({
        [`${a.window.framework} µs/req`]: x.toFixed(2),
        [`${b.window.framework} µs/req`]: y.toFixed(2),
        difference: d.toFixed(2),
        where
      }))
  }
  console.log(`A: ${heading(a)}\nB: ${heading(b)}`)
  console.log(
    `\nbusy µs per request: ${(a.busy / a.window.requests).toFixed(2)} against ${(b.busy / b.window.requests).toFixed(2)}`
  )
  console.log('\nself time by area, per request (largest excess of A first)')
  console.table(compare(a.areas, b.areas, 20))
  console.log('\nself time by function, per request (largest excess of A first)')
  console.table(compare(a.self, b.self, top))
  console.log('\ntotal (inclusive) time by function, per request (largest excess of A first)')
  console.table(compare(a.inclusive, b.inclusive, top))
}
