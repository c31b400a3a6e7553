// Log records as compared: pino's JSON lines, parsed, without what differs from one run to the next.

/** One log line as pino wrote it, parsed, with the run-specific fields removed or masked. */
export type LogRecord = Record<string, unknown>

// when and where the line was written, and how long a request took: never the same twice
const volatileFields = new Set(['time', 'pid', 'hostname', 'responseTime'])
// the client's ephemeral port and the server's port, which differ per run
const portFields = new Set(['remotePort', 'localPort', 'port'])

function normalize(value: unknown, key: string | undefined): unknown {
  if (key !== undefined && portFields.has(key) && typeof value === 'number') return '<port>'
  if (key === 'stack' && typeof value === 'string') return value.split('\n')[0]
  if (Array.isArray(value)) return value.map((item) => normalize(item, undefined))
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    if (key === undefined && volatileFields.has(name)) continue
    out[name] = normalize(field, name)
  }
  return out
}

/** A pino destination that parses every line into `into`. */
export function captureLogs(into: LogRecord[]): { write(line: string): void } {
  return {
    write(line: string): void {
      into.push(normalize(JSON.parse(line), undefined) as LogRecord)
    }
  }
}
