// @fastify/rate-limit with its counters in Redis, on two Capsule processes behind the same Redis: the limit is
// global to the service, not per process. Then Redis crashes (fail-open and fail-closed routes) and comes back
// (ioredis reconnects, the limit applies again). A real Fastify process on the same Redis (its own key namespace)
// answers the same requests: its answers are the expectation.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppProcess, startApp } from '../src/redis/app-process.js'
import { comparable, type LimitedAnswer, limitedGet } from '../src/redis/answers.js'
import { type RedisServer, startRedis } from '../src/redis/redis-server.js'

const MAX = 4
const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/rate-limit/${name}`, import.meta.url))

let redis: RedisServer
const capsule: AppProcess[] = []
let real: AppProcess

/** Waits until every process' ioredis client is connected again (the `/redis` route is not limited). */
async function redisReady(apps: AppProcess[]): Promise<void> {
  const deadline = Date.now() + 10_000
  for (const app of apps) {
    for (;;) {
      const { body } = await limitedGet(app.origin, '/redis')
      if ((body as { status?: string }).status === 'ready') break
      if (Date.now() > deadline) throw new Error(`${app.origin}: ioredis not ready: ${JSON.stringify(body)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** `count` requests, one at a time, alternating between the two Capsule processes. */
async function alternate(path: string, count: number): Promise<LimitedAnswer[]> {
  const answers: LimitedAnswer[] = []
  for (let i = 0; i < count; i++) answers.push(await limitedGet(capsule[i % 2]!.origin, path))
  return answers
}

async function sequence(app: AppProcess, path: string, count: number): Promise<LimitedAnswer[]> {
  const answers: LimitedAnswer[] = []
  for (let i = 0; i < count; i++) answers.push(await limitedGet(app.origin, path))
  return answers
}

beforeAll(async () => {
  redis = await startRedis()
  const env = { REDIS_PORT: String(redis.port), RATE_MAX: String(MAX) }
  const started = await Promise.all([
    startApp(fixture('app.mjs'), { ...env, RATE_NAMESPACE: 'capsule-' }),
    startApp(fixture('app.mjs'), { ...env, RATE_NAMESPACE: 'capsule-' }),
    startApp(fixture('app-real.mjs'), { ...env, RATE_NAMESPACE: 'fastify-' })
  ])
  capsule.push(started[0], started[1])
  real = started[2]
  await redisReady([...capsule, real])
})

afterAll(async () => {
  await Promise.all([...capsule, real].filter((app) => app !== undefined).map((app) => app.stop()))
  await redis?.stop()
})

describe('a rate limit in Redis shared by two Capsule processes', () => {
  test(`exactly ${MAX} requests pass across both processes, then 429 with the rate-limit headers`, async () => {
    const [answers, expected] = await Promise.all([
      alternate('/closed', MAX + 3),
      sequence(real, '/closed', MAX + 3)
    ])
    const statuses = answers.map((answer) => answer.status)
    expect(statuses).toEqual([...Array<number>(MAX).fill(200), 429, 429, 429])
    // both processes served part of the limit: the count is shared, not per process
    const servedBy = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.pid))
    expect(servedBy).toEqual(new Set(capsule.map((app) => app.pid)))

    expect(answers[MAX]!.headers).toMatchObject({
      'x-ratelimit-limit': String(MAX),
      'x-ratelimit-remaining': '0',
      'retry-after': expect.any(String)
    })
    expect(comparable(answers)).toEqual(comparable(expected))
  })

  test("a route's own limit, checked in preHandler, answered by its errorResponseBuilder", async () => {
    const [answers, expected] = await Promise.all([alternate('/custom', 3), sequence(real, '/custom', 3)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 429, 429])
    expect(comparable(answers)).toEqual(comparable(expected))
  })

  test('Redis killed: skipOnError true lets requests through, false answers 500, no process ends', async () => {
    await redis.kill()

    // Capsule's and Fastify's requests in parallel: each waits for its ioredis client to give up
    const [open, realOpen] = await Promise.all([
      alternate('/open', MAX + 1),
      sequence(real, '/open', MAX + 1)
    ])
    const [closed, realClosed] = await Promise.all([alternate('/closed', 2), sequence(real, '/closed', 2)])
    expect(open.map((answer) => answer.status)).toEqual(Array<number>(MAX + 1).fill(200))
    expect(closed.map((answer) => answer.status)).toEqual([500, 500])

    expect(comparable(open)).toEqual(comparable(realOpen))
    // Fastify sends the ioredis error's message; Capsule answers an unexpected 5xx with its reason phrase
    // (apps/docs/migration.md#messages-of-unexpected-5xx-errors): the rest of the answer is the same
    for (const answer of realClosed) {
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/max retries per request/) })
    }
    const hidden = realClosed.map((answer) => ({
      ...answer,
      body: { ...(answer.body as object), message: 'Internal Server Error' }
    }))
    expect(comparable(closed)).toEqual(comparable(hidden))

    for (const app of [...capsule, real]) expect(app.running()).toBe(true)
  })

  test('Redis restarted on the same port: ioredis reconnects and the limit applies again', async () => {
    await redis.restart()
    await redisReady([...capsule, real])

    // Redis came back empty (no persistence): both routes count from zero, across both processes again
    const [closed, realClosed] = await Promise.all([
      alternate('/closed', MAX + 2),
      sequence(real, '/closed', MAX + 2)
    ])
    const [open, realOpen] = await Promise.all([
      alternate('/open', MAX + 2),
      sequence(real, '/open', MAX + 2)
    ])
    expect(closed.map((answer) => answer.status)).toEqual([...Array<number>(MAX).fill(200), 429, 429])
    expect(open.map((answer) => answer.status)).toEqual([...Array<number>(MAX).fill(200), 429, 429])

    expect(comparable(closed)).toEqual(comparable(realClosed))
    expect(comparable(open)).toEqual(comparable(realOpen))
  })
})
