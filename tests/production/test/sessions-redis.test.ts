// Logins shared by two Capsule processes, a browser alternating between their ports: @fastify/session with its
// sessions in Redis (connect-redis), then the stateless @fastify/secure-session (the session is the encrypted cookie;
// the processes share only the key). A real Fastify process runs the same application (fixtures/sessions/) on the
// same Redis (its own key prefix): the same browser steps against it give the answers Capsule must give.
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppProcess, startApp } from '../src/redis/app-process.js'
import { Browser, type BrowserAnswer } from '../src/redis/browser.js'
import { type RedisServer, startRedis } from '../src/redis/redis-server.js'

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/sessions/${name}`, import.meta.url))

let redis: RedisServer
let client: Redis
// a and b share every secret; c has another secure-session key; real is Fastify with a's settings
let a: AppProcess
let b: AppProcess
let c: AppProcess
let real: AppProcess

beforeAll(async () => {
  redis = await startRedis()
  client = new Redis({ host: '127.0.0.1', port: redis.port, lazyConnect: true })
  await client.connect()
  const shared = {
    REDIS_PORT: String(redis.port),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_KEY: randomBytes(32).toString('hex'),
    SESSION_PREFIX: 'capsule-sess:'
  }
  const started = await Promise.all([
    startApp(fixture('app.mjs'), shared),
    startApp(fixture('app.mjs'), shared),
    startApp(fixture('app.mjs'), { ...shared, SESSION_KEY: randomBytes(32).toString('hex') }),
    startApp(fixture('app-real.mjs'), { ...shared, SESSION_PREFIX: 'fastify-sess:' })
  ])
  ;[a, b, c, real] = started
})

afterAll(async () => {
  await Promise.all([a, b, c, real].filter((app) => app !== undefined).map((app) => app.stop()))
  client?.disconnect()
  await redis?.stop()
})

type Step = [process: 'a' | 'b', method: 'GET' | 'POST', path: string, body?: unknown]

/** Plays the steps in a browser: on Capsule each on the process it names, on Fastify all on its one process. */
async function play(
  browser: Browser,
  steps: Step[],
  origins: Record<'a' | 'b', string>
): Promise<BrowserAnswer[]> {
  const answers: BrowserAnswer[] = []
  for (const [process, method, path, body] of steps)
    answers.push(await browser.request(origins[process], method, path, body))
  return answers
}

const comparable = (answers: BrowserAnswer[]): Omit<BrowserAnswer, 'pid'>[] =>
  answers.map(({ pid: _pid, ...rest }) => rest)

/** A browser that holds only a copy of one cookie taken from another (a stolen or replayed session cookie). */
function replaying(name: string, value: string | undefined): Browser {
  if (value === undefined) throw new Error(`no ${name} cookie to replay`)
  const browser = new Browser()
  browser.cookies.set(name, value)
  return browser
}

const login = (area: string): Step[] => [
  ['a', 'GET', `/${area}/me`],
  ['a', 'POST', `/${area}/login`, { user: 'ada' }],
  ['b', 'GET', `/${area}/me`],
  ['a', 'GET', `/${area}/me`]
]
const logout = (area: string): Step[] => [
  ['b', 'POST', `/${area}/logout`],
  ['a', 'GET', `/${area}/me`],
  ['b', 'GET', `/${area}/me`]
]

describe('@fastify/session with connect-redis: the session lives in Redis', () => {
  test('a login on A is seen by B; a logout on B ends it on A; answers and cookies as on Fastify', async () => {
    const capsule = new Browser()
    const fastify = new Browser()
    const capsuleIn = await play(capsule, login('store'), { a: a.origin, b: b.origin })
    const fastifyIn = await play(fastify, login('store'), { a: real.origin, b: real.origin })
    expect(capsuleIn.map((answer) => answer.status)).toEqual([401, 200, 200, 200])
    // B answered from the session A created: it is in Redis, under the prefix, and nowhere else
    expect(capsuleIn[2]).toMatchObject({ body: { user: 'ada' }, pid: b.pid })
    expect(await client.keys('capsule-sess:*')).toHaveLength(1)
    expect(comparable(capsuleIn)).toEqual(comparable(fastifyIn))
    const capsuleCookie = capsule.cookies.get('sessionId')
    const fastifyCookie = fastify.cookies.get('sessionId')

    const capsuleOut = await play(capsule, logout('store'), { a: a.origin, b: b.origin })
    const fastifyOut = await play(fastify, logout('store'), { a: real.origin, b: real.origin })
    expect(capsuleOut.map((answer) => answer.status)).toEqual([200, 401, 401])
    expect(await client.keys('capsule-sess:*')).toEqual([])
    expect(comparable(capsuleOut)).toEqual(comparable(fastifyOut))

    // the session is gone from Redis, not only from the browser: its old cookie, replayed on A, is refused
    const replayed = await replaying('sessionId', capsuleCookie).request(a.origin, 'GET', '/store/me')
    const replayedReal = await replaying('sessionId', fastifyCookie).request(real.origin, 'GET', '/store/me')
    expect(replayed.status).toBe(401)
    expect(comparable([replayed])).toEqual(comparable([replayedReal]))
  })
})

describe('@fastify/secure-session: the session is the cookie, encrypted with a shared key', () => {
  test('a cookie made by A is read by B, not by C whose key differs; nothing goes to Redis', async () => {
    const before = await client.dbsize()
    const capsule = new Browser()
    const fastify = new Browser()
    const capsuleIn = await play(capsule, login('secure'), { a: a.origin, b: b.origin })
    const fastifyIn = await play(fastify, login('secure'), { a: real.origin, b: real.origin })
    expect(capsuleIn.map((answer) => answer.status)).toEqual([401, 200, 200, 200])
    expect(capsuleIn[2]).toMatchObject({ body: { user: 'ada' }, pid: b.pid })
    expect(comparable(capsuleIn)).toEqual(comparable(fastifyIn))
    expect(await client.dbsize()).toBe(before)

    // the same cookie on a process with another key: it cannot be decrypted, so there is no session
    const other = await replaying('session', capsule.cookies.get('session')).request(
      c.origin,
      'GET',
      '/secure/me'
    )
    expect(other.status).toBe(401)
  })

  test('a logout clears the cookie in the browser only: a copy of it stays valid, on Capsule as on Fastify', async () => {
    const capsule = new Browser()
    const fastify = new Browser()
    await play(capsule, login('secure'), { a: a.origin, b: b.origin })
    await play(fastify, login('secure'), { a: real.origin, b: real.origin })
    const capsuleCookie = capsule.cookies.get('session')
    const fastifyCookie = fastify.cookies.get('session')

    const capsuleOut = await play(capsule, logout('secure'), { a: a.origin, b: b.origin })
    const fastifyOut = await play(fastify, logout('secure'), { a: real.origin, b: real.origin })
    expect(capsuleOut.map((answer) => answer.status)).toEqual([200, 401, 401])
    expect(comparable(capsuleOut)).toEqual(comparable(fastifyOut))

    // nothing on the server side remembers the logout: the copy taken before it still reads as a login
    const replayed = await replaying('session', capsuleCookie).request(a.origin, 'GET', '/secure/me')
    const replayedReal = await replaying('session', fastifyCookie).request(real.origin, 'GET', '/secure/me')
    expect(replayed).toMatchObject({ status: 200, body: { user: 'ada' } })
    expect(comparable([replayed])).toEqual(comparable([replayedReal]))
  })
})
