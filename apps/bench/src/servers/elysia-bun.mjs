// elysia-bun: the Elysia app of elysia-app.mjs, listening as an Elysia user starts it (`listen()`, Bun.serve
// underneath, Elysia's compiled handler and Bun's router). Run by bun.
import { createElysiaApp } from '../elysia-app.mjs'
import { announce } from './bun-lifetime.mjs'

const app = createElysiaApp().listen({ port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' })
announce(app.server, () => app.stop())
