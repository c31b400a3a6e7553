// Reads the `--trace-gc` lines a Node process prints on stdout. RSS alone cannot tell a leak from garbage V8 has
// not collected yet: under the soak's hostile mix, objects kept alive for seconds by slow and held sockets are
// promoted to the old space, which grows by tens of MB until a full GC (Mark-Compact) empties it. The heap in use
// right after each full GC is the figure that climbs with a real leak.

// `  4065 ms: Mark-Compact 11.6 (26.9) -> 8.9 (27.9) MB, ...`, also `Mark-Compact (reduce) ...`
const fullGc =
  /(\d+) ms: Mark-(?:Compact|Sweep)(?: \(reduce\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/

/** Follows `stream`; `fullGcs` grows with `{ ms, before, after }` (heap in use, MB) for each full GC. */
export function followGc(stream) {
  const trace = { fullGcs: [], scavenges: 0 }
  let rest = ''
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()
    for (const line of lines) {
      const match = fullGc.exec(line)
      if (match)
        trace.fullGcs.push({ ms: Number(match[1]), before: Number(match[2]), after: Number(match[3]) })
      else if (line.includes(' ms: Scavenge')) trace.scavenges++
    }
  })
  return trace
}
