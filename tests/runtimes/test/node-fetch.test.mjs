// The scenario against app.fetch on Node, in process: no server, no socket. Each case's Request is built on
// http://localhost and handed to app.fetch with the connection info `{ remoteAddress }` (its third form: Bun's
// server and Deno's handler info are the other two, played by bun-serve and deno-serve).
import { test } from 'node:test'
import { build } from '../app.mjs'
import { playScenario } from './runner.mjs'

test('node: app.fetch in process', async (t) => {
  const app = await build()
  t.after(() => app.close())
  await playScenario(t, 'node-fetch', {
    base: 'http://localhost',
    send: (request) => app.fetch(request, { remoteAddress: '127.0.0.1' })
  })
})
