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
    assert.deepEqual(await missing.json(), { message: 'Route GET:/x not found', error: 'Not Found', statusCode: 404 })
  } finally {
    await app.close()
  }
})
