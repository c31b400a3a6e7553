import autocannon from 'autocannon'

/** One request of the mix; each connection sends the list in order, over and over. */
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  /** sent as JSON */
  body?: unknown
}

export interface LoadOptions {
  /** printed with the counts */
  title: string
  /** the origin, `http://127.0.0.1:<port>` */
  origin: string
  requests: readonly LoadRequest[]
  /** seconds: the run stops then at the latest (`LoadRun.stop()` ends it sooner) */
  duration: number
  /** keep-alive connections, one request in flight on each (pipelining 1) */
  connections?: number
}

/** What the client saw in one run. A request is sent, then answered, lost to an error, or left unanswered. */
export interface LoadCounts {
  /** requests written to a socket */
  sent: number
  /** responses read, by status */
  answered: number
  '2xx': number
  non2xx: number
  statusCodes: Record<string, number>
  /** connection errors (refused, reset, broken pipe) and timeouts, as autocannon counts them */
  errors: number
  timeouts: number
  /** the connection errors that were resets (ECONNRESET, EPIPE: the server closed while a request was on its way) */
  connectionResets: number
  /** every error by code */
  errorCodes: Record<string, number>
  /**
   * requests written on a connection that the server then ended (FIN) without answering them: autocannon
   * reconnects and sends the next request without counting anything, so they are counted here
   */
  unanswered: number
  /** answers that said `Connection: close` (the client then opened a new connection for its next request) */
  closedByServer: number
  /** autocannon's `resets`: how many times a connection started the request list over. Not a failure. */
  listRestarts: number
  /** seconds */
  duration: number
}

/** Every request that did not get a 2xx: what "lost" means in these scenarios. */
export function failures(counts: LoadCounts): number {
  return counts.non2xx + counts.errors + counts.unanswered
}

/** A load run under way. */
export interface LoadRun {
  /** the counts, once the run is over */
  counts: Promise<LoadCounts>
  /** responses read so far */
  answered(): number
  /** ends the run (autocannon ends it at its next sample, within 100 ms) */
  stop(): void
}

/** Runs the load and resolves with its counts (`startLoad` has the details). */
export function runLoad(options: LoadOptions): Promise<LoadCounts> {
  return startLoad(options).counts
}

/**
 * Starts autocannon against `origin` for `duration` seconds. The counts are autocannon's, plus two it does not keep.
 *
 * autocannon ignores `Connection: close`: it writes its next request on a connection the server said it would
 * close, and when the server then ends it, reconnects and drops that request without counting it. A browser, undici
 * or nginx's upstream pool opens a new connection instead. Each connection here does the same (`honour()`), so
 * that a drain, which answers with `Connection: close` and then closes, is measured as real clients see it, and
 * every connection is tallied so that a request that vanishes with its connection counts as `unanswered`.
 */
export function startLoad(options: LoadOptions): LoadRun {
  const connections = options.connections ?? 32
  const tallies: Tally[] = []
  let closedByServer = 0
  const errorCodes: Record<string, number> = {}
  let answers = 0
  let instance: autocannon.Instance | undefined
  const counts = new Promise<LoadCounts>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.origin,
        connections,
        pipelining: 1,
        duration: options.duration,
        timeout: 5,
        // a stopped run ends at the next sample: every 100 ms rather than every second
        sampleInt: 100,
        requests: options.requests.map(toAutocannon),
        setupClient(client) {
          tallies.push(tally(client))
          honour(client, () => closedByServer++)
        }
      },
      (error, result) => {
        if (error !== null) return reject(error)
        // each connection ends the run with one request written and not yet answered: not a loss
        const unanswered = tallies.reduce((sum, t) => sum + Math.max(0, t.outstanding() - 1), 0)
        const connectionResets = (errorCodes['ECONNRESET'] ?? 0) + (errorCodes['EPIPE'] ?? 0)
        resolve({
          sent: result.requests.sent,
          answered: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
          '2xx': result['2xx'],
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])
          ),
          errors: result.errors,
          timeouts: result.timeouts,
          connectionResets,
          errorCodes,
          unanswered,
          closedByServer,
          listRestarts: result.resets,
          duration: result.duration
        })
      }
    )
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      errorCodes[code] = (errorCodes[code] ?? 0) + 1
    })
    instance.on('response', () => answers++)
  })
  return { counts, answered: () => answers, stop: () => instance?.stop() }
}

/** The counts as one line, printed once per run. */
export function describeLoad(title: string, counts: LoadCounts): string {
  const codes = Object.entries(counts.errorCodes)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ')
  return (
    `[${title}] ${counts.answered} answered of ${counts.sent} sent in ${counts.duration} s: ` +
    `2xx ${counts['2xx']}, non-2xx ${counts.non2xx} ${JSON.stringify(counts.statusCodes)}, ` +
    `errors ${counts.errors} (${codes || 'none'}), timeouts ${counts.timeouts}, ` +
    `resets ${counts.connectionResets}, unanswered ${counts.unanswered}, ` +
    `Connection: close answers ${counts.closedByServer}`
  )
}

function toAutocannon(request: LoadRequest): autocannon.Request {
  if (request.body === undefined) return { method: request.method, path: request.path }
  return {
    method: request.method,
    path: request.path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body)
  }
}

interface Tally {
  /** requests written minus those answered or lost to an error or a timeout */
  outstanding(): number
}

/** Counts one connection's requests and what became of them, from the events the client emits. */
function tally(client: autocannon.Client): Tally {
  let written = 0
  let settled = 0
  client.on('request', () => written++)
  client.on('response', () => settled++)
  client.on('connError', () => settled++)
  client.on('timeout', () => settled++)
  return { outstanding: () => written - settled }
}

/**
 * Makes one autocannon connection honour `Connection: close`: after such an answer, the next request goes on a new
 * connection (the client closes its side, as the server will) instead of the one that is closing. This replaces
 * two of autocannon 8's internal methods on the client (lib/httpClient.js): `_doRequest`, which writes the next
 * request, and `_resetConnection`, which reconnects.
 */
function honour(client: autocannon.Client, onClose: () => void): void {
  let closing = false
  client.on('headers', (info: { shouldKeepAlive?: boolean }) => {
    if (info.shouldKeepAlive === false) closing = true
  })
  const write = client._doRequest.bind(client)
  client._doRequest = () => {
    if (!closing || client.destroyed) return write()
    closing = false
    onClose()
    // reconnects, and writes the next request on the new connection
    client._resetConnection()
  }
}
