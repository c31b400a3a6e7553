// capsule-fetch-bun: Capsule's app.fetch as the handler of Bun.serve (Bun's own HTTP server, no node:http), the
// benchmark routes of routes.mjs, logger off. Run by bun.
/* global Bun -- this file runs under Bun */
import capsule from '@capsule/server'
import { registerRoutes } from '../routes.mjs'
import { announce } from './bun-lifetime.mjs'

const app = capsule({ logger: false })
registerRoutes(app)
// booted before the first request, as listen() does (app.fetch would boot it on the first one)
await app.ready()
const server = Bun.serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' })
announce(server, () => app.close())
