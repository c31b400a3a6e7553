// The built server end to end over a real socket on 127.0.0.1.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import capsule from '@capsule/server'

test('GET / answers JSON, an unknown route the default 404, and close() resolves', async () => {
  const app = capsule()
  app.get('/', async () => ({ hello: 'world' }))
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const ok = await fetch(`${address}/`)
    assert.equal(ok.status, 200)
    assert.equal(ok.headers.get('content-type'), 'application/json; charset=utf-8')
    assert.deepEqual(await ok.json(), { hello: 'world' })
    const missing = await fetch(`${address}/x`)
    assert.equal(missing.status, 404)
    assert.deepEqual(await missing.json(), {
      message: 'Route GET:/x not found',
      error: 'Not Found',
      statusCode: 404
    })
  } finally {
    await app.close()
  }
})

// Serving JSON must not load what it does not use: Node's fetch implementation (undici) alone is several MB of
// memory, and it loads on the first touch of the `Response` or `ReadableStream` globals.
test('JSON replies, a Response reply and a stream reply: undici loads only for the Response', async () => {
  const { spawnSync } = await import('node:child_process')
  const script = `
    const { request } = require('node:http')
    const { Readable } = require('node:stream')
    const capsule = require('@capsule/server').default
    const get = (url) => new Promise((resolve, reject) => request(url, (res) => { let body = ''; res.on('data', (c) => (body += c)); res.on('end', () => resolve(body)) }).on('error', reject).end())
    const loaded = () => process.moduleLoadList.some((name) => name.includes('undici'))
    const app = capsule()
    app.get('/', async () => ({ hello: 'world' }))
    app.get('/list', async () => [1, 2])
    app.get('/stream', async () => Readable.from(['a', 'b']))
    app.get('/response', async () => new Response('web'))
    app.listen({ port: 0, host: '127.0.0.1' }).then(async (address) => {
      const bodies = [await get(address + '/'), await get(address + '/list'), await get(address + '/stream'), await get(address + '/missing')]
      const before = loaded()
      bodies.push(await get(address + '/response'))
      console.log(JSON.stringify({ bodies, before, after: loaded() }))
      await app.close()
    })
  `
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    timeout: 30_000
  })
  assert.equal(result.status, 0, result.stderr)
  const { bodies, before, after } = JSON.parse(result.stdout)
  assert.deepEqual(bodies, [
    '{"hello":"world"}',
    '[1,2]',
    'ab',
    '{"message":"Route GET:/missing not found","error":"Not Found","statusCode":404}',
    'web'
  ])
  assert.equal(before, false)
  assert.equal(after, true)
})
