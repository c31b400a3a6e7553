// listen() on whichever runtime runs this file (node, bun or deno): Capsule's own node:http server, on that
// runtime's node:http implementation. One file for the three, so they run exactly the same code.
import { build } from '../app.mjs'
import { announce } from './lifetime.mjs'

const app = await build()
await app.listen({ port: 0, host: '127.0.0.1' })
announce(app.server.address().port, () => app.close())
