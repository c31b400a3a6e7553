import net from 'node:net'

/** What the clients saw: answers by status, and requests lost (sent, then the connection closed without an answer). */
export interface ClientTally {
  answers: Map<number, number>
  lost: number
  /** answers that said `Connection: close` (the client then stopped, as a client would move elsewhere) */
  closedByServer: number
}

/**
 * Keep-alive clients over raw sockets, each sending its next request the moment the previous answer is read, as a
 * load generator or a proxy's upstream pool does. A client stops when an answer says `Connection: close` or the
 * connection ends; a request that was written and never answered is lost. `stop()` ends them and returns the tally.
 */
export function keepAliveClients(
  port: number,
  count: number,
  path = '/'
): { stop(): Promise<ClientTally>; running(): number } {
  const tally: ClientTally = { answers: new Map(), lost: 0, closedByServer: 0 }
  let stopping = false
  let open = count
  let allDone!: () => void
  const done = new Promise<void>((resolve) => (allDone = resolve))
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`
  for (let i = 0; i < count; i++) {
    const socket = net.connect(port, '127.0.0.1')
    let buffered = ''
    let outstanding = false
    const send = (): void => {
      if (stopping) {
        socket.end()
        return
      }
      outstanding = true
      socket.write(request)
    }
    socket.setEncoding('latin1')
    socket.on('connect', send)
    socket.on('data', (chunk: string) => {
      buffered += chunk
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n')
        if (end === -1) return
        const head = buffered.slice(0, end)
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
        if (buffered.length < end + 4 + length) return
        buffered = buffered.slice(end + 4 + length)
        outstanding = false
        const status = Number(head.slice(9, 12))
        tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1)
        if (/\r\nconnection: *close/i.test(head)) {
          tally.closedByServer++
          socket.end()
          return
        }
        send()
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      if (outstanding) tally.lost++
      outstanding = false
      if (--open === 0) allDone()
    })
  }
  return {
    running: () => open,
    async stop() {
      stopping = true
      await done
      return tally
    }
  }
}
