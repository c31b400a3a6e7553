// The scenario against Bun.serve({ fetch: app.fetch, ... }): servers/bun-serve.mjs run by the real bun binary, Bun's own
// HTTP server calling Capsule's app.fetch; requests from Node's fetch.
import { test } from 'node:test'
import { playOnServer } from './runner.mjs'

test('bun: Bun.serve with app.fetch on 127.0.0.1', async (t) => {
  await playOnServer(t, 'bun-serve', 'bun', 'bun-serve.mjs')
})
