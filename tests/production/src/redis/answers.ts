// What a rate-limited answer is compared on: its status, the rate-limit headers @fastify/rate-limit sets, and its
// body. Only what depends on the clock or the process is normalized: the seconds left in the window (they tick while
// the test runs) and the pid a fixture route reports (to tell which process answered).
export interface LimitedAnswer {
  status: number
  headers: Record<string, string>
  body: unknown
  pid: number | undefined
}

const limitHeaders = [
  'content-type',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after'
]
// the window is one minute: whatever second of it the request fell in, it is reported as 1 to 60 seconds
const clockHeaders = new Set(['x-ratelimit-reset', 'retry-after'])

export async function limitedGet(origin: string, path: string): Promise<LimitedAnswer> {
  const response = await fetch(`${origin}${path}`)
  const headers: Record<string, string> = {}
  for (const name of limitHeaders) {
    const value = response.headers.get(name)
    if (value === null) continue
    headers[name] = clockHeaders.has(name) ? secondsLeft(name, value) : value
  }
  const text = await response.text()
  const parsed: unknown = response.headers.get('content-type')?.startsWith('application/json')
    ? JSON.parse(text)
    : text
  let pid: number | undefined
  let body = parsed
  if (isRecord(parsed)) {
    const { pid: reported, ...rest } = parsed
    pid = typeof reported === 'number' ? reported : undefined
    // "Rate limit exceeded, retry in 59 seconds": the time left is the clock's
    body =
      typeof rest['message'] === 'string'
        ? { ...rest, message: rest['message'].replace(/retry in .*$/, 'retry in <time left>') }
        : rest
  }
  return { status: response.status, headers, body, pid }
}

function secondsLeft(name: string, value: string): string {
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60)
    throw new Error(`${name}: ${value} is not 0 to 60 s`)
  return '<0 to 60>'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answers without the pid (which process answered is the test's business, not a comparison's). */
export function comparable(answers: LimitedAnswer[]): Omit<LimitedAnswer, 'pid'>[] {
  return answers.map(({ pid: _pid, ...rest }) => rest)
}
