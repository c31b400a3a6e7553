// A throwaway redis-server on 127.0.0.1: no persistence, its working files in a fresh temporary directory. It can be
// killed and started again on the same port, as a crashed and restarted Redis would be.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'

const binaries = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

/** A port nothing listens on right now: bound on 127.0.0.1 with port 0, then released. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  await once(server, 'close')
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return address.port
}

export interface RedisServer {
  readonly port: number
  /** Kills the server with SIGKILL (a crash: nothing is saved, clients see their connection reset). */
  kill(): Promise<void>
  /** Starts it again on the same port, with an empty keyspace. */
  restart(): Promise<void>
  /** Stops it if it runs and removes its directory. */
  stop(): Promise<void>
}

export async function startRedis(): Promise<RedisServer> {
  const binary = binaries.find((path) => existsSync(path))
  const dir = await mkdtemp(join(tmpdir(), 'capsule-redis-'))
  const port = await freePort()
  let child: ChildProcess | undefined

  async function launch(): Promise<void> {
    const started = spawn(
      binary ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    )
    child = started
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer): void => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) {
          started.stdout?.off('data', onData)
          started.stdout?.resume()
          resolve()
        }
      }
      started.stdout?.on('data', onData)
      started.stderr?.resume()
      started.once('error', reject)
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
    })
  }

  async function kill(): Promise<void> {
    const running = child
    child = undefined
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return
    const exited = once(running, 'exit')
    running.kill('SIGKILL')
    await exited
  }

  await launch()
  return {
    port,
    kill,
    restart: launch,
    async stop() {
      await kill()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
