// Deno.serve with Capsule's app.fetch as its handler: Deno's own HTTP server, no node:http. Deno calls
// handler(request, info); Capsule reads the client's address from info.remoteAddr. The app boots on its first
// request (no ready() here, on purpose).
/* global Deno -- this file runs under Deno */
import { build } from '../app.mjs'
import { announce } from './lifetime.mjs'

const app = await build()
// onListen replaces Deno's own "Listening on ..." line: the port alone is printed, by announce()
const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen() {} }, app.fetch)
announce(server.addr.port, async () => {
  await server.shutdown()
  await app.close()
})
