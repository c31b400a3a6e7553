import { test } from 'node:test'
import assert from 'node:assert'
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import { build } from '../app.js'

const __dirname = path.dirname(fileURLToPath(import.meta.url))

test('build() returns an app that answers GET / (object form of inject)', async (t) => {
  const app = build()
  t.after(() => app.close())

  const response = await app.inject({
    method: 'GET',
    url: '/'
  })

  assert.strictEqual(response.statusCode, 200)
  assert.strictEqual(response.headers['content-type'], 'application/json; charset=utf-8')
  assert.strictEqual(response.headers['content-length'], '13')
  assert.deepStrictEqual(response.json(), { root: true })
})

test('chained inject: app.inject().get(url).headers(...).end()', async (t) => {
  const app = build()
  t.after(() => app.close())

  const response = await app.inject().get('/me').headers({ authorization: 'Bearer token-ada' }).end()

  assert.strictEqual(response.statusCode, 200)
  assert.strictEqual(response.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(response.json(), { id: 1, name: 'Ada', role: 'admin' })

  const root = await app.inject().get('/').end()
  assert.strictEqual(root.statusCode, 200)
  assert.strictEqual(root.body, '{"root":true}')
})

test('chained inject with a query and a JSON payload', async (t) => {
  const app = build()
  t.after(() => app.close())

  const list = await app.inject().get('/users').query({ limit: '1', offset: '1' }).end()
  assert.strictEqual(list.statusCode, 200)
  assert.deepStrictEqual(list.json(), [{ id: 2, name: 'Linus', email: 'linus@example.com', role: 'user' }])

  const created = await app
    .inject()
    .post('/users')
    .payload({ name: 'Grace', email: 'grace@example.com', password: 'hopper-1906' })
    .end()
  assert.strictEqual(created.statusCode, 201)
  assert.strictEqual(created.headers.location, '/users/3')
  assert.deepStrictEqual(created.json(), { id: 3, name: 'Grace', email: 'grace@example.com', role: 'user' })
})

test('unknown routes reach the custom 404 handler', async (t) => {
  const app = build()
  t.after(() => app.close())

  const response = await app.inject({ method: 'GET', url: '/does-not-exist?x=1' })

  assert.strictEqual(response.statusCode, 404)
  assert.strictEqual(response.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepStrictEqual(response.json(), {
    statusCode: 404,
    error: 'Not Found',
    message: 'No route for GET /does-not-exist?x=1'
  })

  const wrongMethod = await app.inject({ method: 'PUT', url: '/' })
  assert.strictEqual(wrongMethod.statusCode, 404)
  assert.deepStrictEqual(wrongMethod.json(), {
    statusCode: 404,
    error: 'Not Found',
    message: 'No route for PUT /'
  })
})

test('the app listens on a real socket (port 0) and answers fetch()', async (t) => {
  const app = build()
  t.after(() => app.close())

  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address()
  assert.strictEqual(address, `http://127.0.0.1:${port}`)

  const response = await fetch(`${address}/users/2`)
  assert.strictEqual(response.status, 200)
  assert.strictEqual(response.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.deepStrictEqual(await response.json(), {
    id: 2,
    name: 'Linus',
    email: 'linus@example.com',
    role: 'user'
  })

  const missing = await fetch(`${address}/users/42`)
  assert.strictEqual(missing.status, 404)
  assert.deepStrictEqual(await missing.json(), {
    statusCode: 404,
    error: 'Not Found',
    message: 'User 42 not found'
  })
})

test('server.js starts, logs its address, serves requests and stops on SIGTERM', async (t) => {
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))

  const lines = readline.createInterface({ input: child.stdout })
  const address = await new Promise((resolve, reject) => {
    // a far-away bound: a node process starts in well under a second
    const timer = setTimeout(() => reject(new Error('server.js did not log its address in time')), 30_000)
    lines.on('line', (line) => {
      let entry
      try {
        entry = JSON.parse(line)
      } catch {
        return
      }
      const match = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg)
      if (match) {
        clearTimeout(timer)
        assert.strictEqual(entry.level, 30)
        resolve(match[1])
      }
    })
    child.once('exit', () => reject(new Error('server.js exited before listening')))
  })

  const response = await fetch(`${address}/health`)
  assert.strictEqual(response.status, 200)
  assert.deepStrictEqual(await response.json(), { status: 'ok', db: true })

  child.kill('SIGTERM')
  assert.deepStrictEqual(await exited, { code: 0, signal: null })
})
