// hono-empty-bun: the floor of Hono on Bun.serve, hello route only: a Hono app with only GET / answering with c.json
// and Capsule's content type. Run by bun.
/* global Bun -- this file runs under Bun */
import { Hono } from 'hono'
import { announce } from './bun-lifetime.mjs'

const JSON_UTF8 = { 'Content-Type': 'application/json; charset=utf-8' }
const app = new Hono()
app.get('/', (c) => c.json({ hello: 'world' }, 200, JSON_UTF8))
const server = Bun.serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' })
announce(server)
