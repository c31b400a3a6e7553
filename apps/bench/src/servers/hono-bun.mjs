// hono-bun: the Hono app of fetch-hono.mjs (the four routes as a Hono user writes them, answers shaped as Capsule's)
// as the handler of Bun.serve. Run by bun.
/* global Bun -- this file runs under Bun */
import { createHonoApp } from '../fetch-hono.mjs'
import { announce } from './bun-lifetime.mjs'

const app = createHonoApp()
const server = Bun.serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' })
announce(server)
