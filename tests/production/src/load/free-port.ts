import { once } from 'node:events'
import net from 'node:net'

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: the system picks it for a listener on port 0, which is then
 * closed. For servers that must be given their port (a cluster primary's workers, nginx, a process restarted on
 * the port it had).
 */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  server.close()
  await once(server, 'close')
  return port
}
