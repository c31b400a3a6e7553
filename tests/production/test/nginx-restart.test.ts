// nginx in front of 2 Capsule processes, restarted one at a time under load through nginx. Each process is stopped
// (SIGTERM) and a new one started on the same port once it exited: what systemd does to an app@<port> unit behind a
// proxy whose upstream list names fixed ports, and what a process manager restarting in place does. The other way,
// a new process on a fresh port and an nginx reload, needs a config rewrite per restart and waits for nginx's old
// workers; it avoids the window where a port refuses connections, but nginx already covers that window by sending
// the request to the other process (proxy_next_upstream error). With the drain no request is lost, POSTs included;
// with the plain close() some are. src/nginx/proxy-config.ts says why each line of the nginx config is there.
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../src/load/free-port.js'
import { restartMix } from '../src/load/mix.js'
import { describeLoad, failures } from '../src/load/run-load.js'
import { loadWithRestarts, type RestartPlan } from '../src/load/while-loading.js'
import { startAppProcess, type AppProcess } from '../src/nginx/app-process.js'
import { startNginx, type Nginx } from '../src/nginx/nginx.js'
import { proxyConfig } from '../src/nginx/proxy-config.js'

let nginx: Nginx | undefined
const apps: AppProcess[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()))
  await nginx?.stop()
  nginx = undefined
})

/** Restart rounds under load through nginx for at most `duration` seconds (`RestartPlan` has the rest). */
async function restartsBehindNginx(
  close: 'drain' | 'close',
  { duration, ...plan }: { duration: number } & Omit<RestartPlan<(number | null)[]>, 'round'>
) {
  const ports = [await freePort(), await freePort()]
  for (const port of ports) apps.push(await startAppProcess(port, close))
  const port = await freePort()
  nginx = await startNginx(port, proxyConfig({ port, upstreams: ports }))
  const title = `nginx, ${close}`
  const { counts, rounds } = await loadWithRestarts(
    { title, origin: nginx.origin, requests: restartMix, duration },
    {
      ...plan,
      async round() {
        const exits: (number | null)[] = []
        for (let i = 0; i < apps.length; i++) {
          // the same port: the new process can only bind it once the old one has closed it
          exits.push(await apps[i]!.stop())
          apps[i] = await startAppProcess(ports[i]!, close)
        }
        return exits
      }
    }
  )
  console.log(`${describeLoad(title, counts)}; ${rounds.length} rounds of restarts`)
  // refused connections are the restarts (nginx retries them); anything else is what lost requests
  const errors = (await nginx.errorLog()).split('\n').filter((line) => line.includes('upstream'))
  const other = errors.filter((line) => !line.includes('Connection refused'))
  console.log(
    `nginx: ${errors.length - other.length} refused connections, ${other.length} other upstream errors` +
      (other.length > 0 ? `, the first: ${other[0]}` : '')
  )
  return { counts, exits: rounds.flat(), rounds: rounds.length }
}

describe('nginx in front of 2 processes restarted one at a time', () => {
  it('loses no request with the drain: every answer 2xx through nginx, POSTs included', async () => {
    const { counts, exits, rounds } = await restartsBehindNginx('drain', {
      duration: 40,
      pause: 3000,
      until: 102_000,
      minRounds: 3
    })
    expect(counts.answered).toBeGreaterThanOrEqual(100_000)
    expect(rounds).toBeGreaterThanOrEqual(3)
    expect(exits.every((code) => code === 0)).toBe(true)
    expect({
      non2xx: counts.non2xx,
      errors: counts.errors,
      timeouts: counts.timeouts,
      resets: counts.connectionResets,
      unanswered: counts.unanswered
    }).toEqual({ non2xx: 0, errors: 0, timeouts: 0, resets: 0, unanswered: 0 })
  })

  it('loses requests with the plain close() (no drain)', async () => {
    const { counts, rounds } = await restartsBehindNginx('close', { duration: 10, pause: 300, minRounds: 4 })
    expect(rounds).toBeGreaterThanOrEqual(1)
    expect(failures(counts)).toBeGreaterThan(0)
  })
})
