// The scenario against listen() on Bun: servers/listen.mjs run by the real bun binary, Capsule's own node:http
// server on Bun's node:http implementation; requests from Node's fetch.
import { test } from 'node:test'
import { playOnServer } from './runner.mjs'

test('bun: listen() on 127.0.0.1', async (t) => {
  await playOnServer(t, 'bun-listen', 'bun', 'listen.mjs')
})
