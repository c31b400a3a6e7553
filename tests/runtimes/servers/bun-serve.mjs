// Bun.serve with Capsule's app.fetch as its handler: Bun's own HTTP server, no node:http. Bun calls
// fetch(request, server); Capsule reads the client's address with server.requestIP(request). The app boots on its
// first request (no ready() here, on purpose).
/* global Bun -- this file runs under Bun */
import { build } from '../app.mjs'
import { announce } from './lifetime.mjs'

const app = await build()
const server = Bun.serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
announce(server.port, async () => {
  await server.stop(true)
  await app.close()
})
