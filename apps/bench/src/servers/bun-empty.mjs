// bun-empty: the floor of Bun.serve, hello route only: a handler that answers every request with GET /'s answer
// (the same body and content type as Capsule's; Bun adds the Date and Content-Length headers to both). Run by bun.
/* global Bun -- this file runs under Bun */
import { announce } from './bun-lifetime.mjs'

const headers = { 'content-type': 'application/json; charset=utf-8' }
const server = Bun.serve({
  fetch: () => new Response('{"hello":"world"}', { headers }),
  port: Number(process.env.PORT ?? 0),
  hostname: '127.0.0.1'
})
announce(server)
