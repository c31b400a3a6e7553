// The part of autocannon 8's API (it ships no types) that the load runs use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
    }

    /** One of autocannon's connections (lib/httpClient.js): an EventEmitter with a few methods we wrap. */
    interface Client extends EventEmitter {
      destroyed: boolean
      _doRequest(): void
      _resetConnection(): void
    }

    interface Options {
      url: string
      connections?: number
      pipelining?: number
      /** seconds */
      duration?: number
      /** seconds */
      timeout?: number
      /** ms between two samples; a stopped run ends at the next one */
      sampleInt?: number
      requests?: Request[]
      setupClient?: (client: Client) => void
    }

    interface Result {
      duration: number
      errors: number
      timeouts: number
      non2xx: number
      resets: number
      '1xx': number
      '2xx': number
      '3xx': number
      '4xx': number
      '5xx': number
      statusCodeStats: Record<string, { count: number }>
      requests: { total: number; sent: number; average: number }
    }

    /** The run's tracker: emits 'reqError' (error) for each request a connection error or timeout lost. */
    interface Instance extends EventEmitter {
      stop(): void
    }
  }

  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void
  ): autocannon.Instance
  export default autocannon
}
