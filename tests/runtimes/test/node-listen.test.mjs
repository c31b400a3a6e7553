// The scenario against listen() on Node: servers/listen.mjs in a child Node process (as Bun and Deno run it: the
// client and the server do not share an event loop, so the timing on the socket is a real one), requests from
// this process's fetch.
import { test } from 'node:test'
import { playOnServer } from './runner.mjs'

test('node: listen() on 127.0.0.1', async (t) => {
  await playOnServer(t, 'node-listen', 'node', 'listen.mjs')
})
