import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Debian's nginx (scripts/system-packages.mjs installs it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx'

/** An nginx started in the foreground in its own temporary directory. */
export interface Nginx {
  pid: number
  origin: string
  /** what nginx logged (warnings, upstream errors) */
  errorLog(): Promise<string>
  /** stops nginx (SIGQUIT: the graceful stop), waits for it to exit, removes its directory */
  stop(): Promise<void>
}

/**
 * Runs nginx with `config` (a whole nginx.conf; relative paths in it are in nginx's directory) in a fresh temporary
 * directory: `-p` makes that directory its prefix, `-e` and `error_log` keep its log there (without `-e`, nginx
 * opens its compiled-in /var/log/nginx/error.log before it reads the config), and the pid file is there too.
 * Resolves once nginx accepts connections on `port`.
 */
export async function startNginx(port: number, config: string): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'capsule-nginx-'))
  // run as root, nginx's workers run as nobody: they must be able to enter the directory for their temp files
  await chmod(dir, 0o755)
  await writeFile(join(dir, 'nginx.conf'), config)
  const log = join(dir, 'error.log')
  const child: ChildProcess = spawn(
    nginxBinary,
    [
      '-p',
      dir,
      '-e',
      log,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid; error_log ${log};`
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] }
  )
  const exited = once(child, 'exit')
  let running = true
  void exited.then(() => (running = false))
  const stop = async (): Promise<void> => {
    if (running) {
      child.kill('SIGQUIT')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await untilAccepting(port, () => running)
  } catch (error) {
    const logged = await readFile(log, 'utf8').catch(() => '')
    await stop()
    throw new Error(`nginx did not start: ${String(error)}\n${logged}`)
  }
  return {
    pid: child.pid!,
    origin: `http://127.0.0.1:${port}`,
    errorLog: () => readFile(log, 'utf8').catch(() => ''),
    stop
  }
}

/** Resolves once a connection to `port` succeeds (nginx binds after parsing its config), within 5 s. */
async function untilAccepting(port: number, running: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (!running()) throw new Error('nginx exited')
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (connected) return
    await sleep(20)
  }
  throw new Error(`nothing accepts connections on ${port} after 5 s`)
}
