import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const fixture = fileURLToPath(new URL('../../fixtures/restart/server.mjs', import.meta.url))

/** One Capsule process (fixtures/restart/server.mjs) listening on a port of 127.0.0.1. */
export interface AppProcess {
  pid: number
  port: number
  /** SIGTERM, then the exit code once it exited (the drain exits 0 when close() succeeded) */
  stop(): Promise<number | null>
}

/** Starts the process on `port` and resolves once it listens. `close` as in fixtures/restart/app.mjs. */
export async function startAppProcess(port: number, close: 'drain' | 'close'): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [fixture], {
    env: { ...process.env, PORT: String(port), CLOSE: close },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    const [code] = await exited
    return code
  }
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.setEncoding('utf8')
      child.stdout!.on('data', (chunk: string) => {
        if (chunk.includes(`listening ${port}`)) resolve()
      })
      void exited.then(([code]) => reject(new Error(`the app process on ${port} exited with ${code}`)))
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { pid: child.pid!, port, stop }
}
