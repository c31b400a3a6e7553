// A fixture service in a Node process of its own: started with `node <file>`, it prints `{"port":N}` once it
// listens. Stopped by its PID (SIGTERM, then SIGKILL if it does not exit in time).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export interface AppProcess {
  readonly pid: number
  readonly origin: string
  /** Whether the process is still running (a crash would end it). */
  running(): boolean
  stop(): Promise<void>
}

export async function startApp(file: string, env: Record<string, string>): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = once(child, 'exit')
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! })
      lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port))
      child.once('exit', (code) => reject(new Error(`${file} exited (${code}): ${stderr}`)))
      child.once('error', reject)
    })
    return {
      pid: child.pid!,
      origin: `http://127.0.0.1:${port}`,
      running: () => child.exitCode === null && child.signalCode === null,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
        child.kill('SIGTERM')
        await exited
        clearTimeout(timer)
      }
    }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}
