// The scenario against Deno.serve({ ... }, app.fetch): servers/deno-serve.mjs run by the real deno binary, Deno's own
// HTTP server calling Capsule's app.fetch; requests from Node's fetch.
import { test } from 'node:test'
import { playOnServer } from './runner.mjs'

test('deno: Deno.serve with app.fetch on 127.0.0.1', async (t) => {
  await playOnServer(t, 'deno-serve', 'deno', 'deno-serve.mjs')
})
