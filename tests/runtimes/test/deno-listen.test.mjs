// The scenario against listen() on Deno: servers/listen.mjs run by the real deno binary, Capsule's own node:http
// server on Deno's node:http implementation; requests from Node's fetch.
import { test } from 'node:test'
import { playOnServer } from './runner.mjs'

test('deno: listen() on 127.0.0.1', async (t) => {
  await playOnServer(t, 'deno-listen', 'deno', 'listen.mjs')
})
