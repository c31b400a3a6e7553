// An expensive route cached in Redis through @fastify/caching (abstract-cache-redis), on two Capsule processes: the
// computation runs once for both until the entry's TTL ends, then once again. @fastify/caching's ETags live in the
// same Redis, so a 304 comes from either process. A real Fastify process runs the same application
// (fixtures/cache/) on the same Redis (its own key segment): the same requests give the answers Capsule must give.
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppProcess, startApp } from '../src/redis/app-process.js'
import { type RedisServer, startRedis } from '../src/redis/redis-server.js'

const TTL_MS = 300
const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/cache/${name}`, import.meta.url))

let redis: RedisServer
let client: Redis
let a: AppProcess
let b: AppProcess
let real: AppProcess

interface Answer {
  status: number
  headers: Record<string, string | null>
  body: unknown
  pid: number | undefined
}

async function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, { headers })
  const text = await response.text()
  const parsed = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>)
  const { pid, ...body } = parsed ?? {}
  return {
    status: response.status,
    headers: { etag: response.headers.get('etag'), 'cache-control': response.headers.get('cache-control') },
    body: parsed === undefined ? text : body,
    pid: typeof pid === 'number' ? pid : undefined
  }
}

const comparable = (answers: Answer[]): Omit<Answer, 'pid'>[] => answers.map(({ pid: _pid, ...rest }) => rest)

/** Waits until Redis has expired the key (its PTTL says -2): the TTL is over for every process at once. */
async function expired(key: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while ((await client.pttl(key)) !== -2) {
    if (Date.now() > deadline) throw new Error(`${key} did not expire`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function redisReady(apps: AppProcess[]): Promise<void> {
  for (const app of apps) {
    const deadline = Date.now() + 10_000
    while (((await get(app.origin, '/redis')).body as { status?: string }).status !== 'ready') {
      if (Date.now() > deadline) throw new Error(`${app.origin}: ioredis not ready`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

beforeAll(async () => {
  redis = await startRedis()
  client = new Redis({ host: '127.0.0.1', port: redis.port, lazyConnect: true })
  await client.connect()
  const env = { REDIS_PORT: String(redis.port), CACHE_TTL_MS: String(TTL_MS) }
  ;[a, b, real] = await Promise.all([
    startApp(fixture('app.mjs'), { ...env, CACHE_SEGMENT: 'capsule' }),
    startApp(fixture('app.mjs'), { ...env, CACHE_SEGMENT: 'capsule' }),
    startApp(fixture('app-real.mjs'), { ...env, CACHE_SEGMENT: 'fastify' })
  ])
  await redisReady([a, b, real])
})

afterAll(async () => {
  await Promise.all([a, b, real].filter((app) => app !== undefined).map((app) => app.stop()))
  client?.disconnect()
  await redis?.stop()
})

/** A, B, A, then (the entry expired) B, A: on Capsule alternating processes, on Fastify its one process. */
async function playReport(first: AppProcess, second: AppProcess, segment: string): Promise<Answer[]> {
  const answers = [
    await get(first.origin, '/report'),
    await get(second.origin, '/report'),
    await get(first.origin, '/report')
  ]
  await expired(`${segment}:report`)
  answers.push(await get(second.origin, '/report'), await get(first.origin, '/report'))
  return answers
}

describe('@fastify/caching with abstract-cache-redis, shared by two Capsule processes', () => {
  test('the expensive computation runs once for both processes per TTL, as on Fastify', async () => {
    const [answers, expected] = await Promise.all([
      playReport(a, b, 'capsule'),
      playReport(real, real, 'fastify')
    ])
    // one counter in Redis for both processes: first run, served cached by B and A, then the second run after the
    // TTL (by B), served cached by A
    expect(answers.map((answer) => answer.body)).toEqual([
      { total: 42, run: 1, cached: false },
      { total: 42, run: 1, cached: true },
      { total: 42, run: 1, cached: true },
      { total: 42, run: 2, cached: false },
      { total: 42, run: 2, cached: true }
    ])
    expect(answers.map((answer) => answer.pid)).toEqual([a.pid, b.pid, a.pid, b.pid, a.pid])
    expect(await client.get('capsule:runs')).toBe('2')
    expect(comparable(answers)).toEqual(comparable(expected))
  })

  test('an ETag set by A is known to B (304 from Redis) until its lifetime ends, as on Fastify', async () => {
    async function play(first: AppProcess, second: AppProcess, segment: string): Promise<Answer[]> {
      const answers = [await get(first.origin, '/page?version=v1')]
      const known = { 'if-none-match': 'v1' }
      answers.push(await get(second.origin, '/page?version=v1', known))
      answers.push(await get(second.origin, '/page?version=v2', { 'if-none-match': 'v2' }))
      await expired(`${segment}:v1`)
      answers.push(await get(second.origin, '/page?version=v1', known))
      return answers
    }
    const [answers, expected] = await Promise.all([play(a, b, 'capsule'), play(real, real, 'fastify')])
    // B never saw v1 itself: its 304 comes from the ETag A stored; v2 and the expired v1 are served in full
    expect(answers.map((answer) => answer.status)).toEqual([200, 304, 200, 200])
    expect(comparable(answers)).toEqual(comparable(expected))
  })
})
