/** A pino destination that keeps every log line as an object, for `logger: { stream }`. */
export function captureLogs(): {
  lines: Array<Record<string, unknown>>
  stream: { write(line: string): void }
} {
  const lines: Array<Record<string, unknown>> = []
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  }
}
