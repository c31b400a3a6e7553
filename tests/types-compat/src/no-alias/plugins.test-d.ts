// An application on @capsule/server whose plugins are typed against the real fastify package (no alias): they
// register, and their options are still checked against each plugin's options type.
import capsule from '@capsule/server'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import sensible from '@fastify/sensible'
import rateLimit from '@fastify/rate-limit'
import cookie from '@fastify/cookie'
import jwt from '@fastify/jwt'
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify'
import { describe, it } from 'vitest'

describe('plugins typed against the real fastify', () => {
  it('register with their options checked', async () => {
    const app = capsule()
    await app.register(cors, { origin: true })
    await app.register(helmet)
    await app.register(sensible)
    await app.register(rateLimit, { max: 10 })
    await app.register(cookie, { secret: 's' })
    await app.register(jwt, { secret: 's' })
    // @ts-expect-error cors's origin is not a number
    await app.register(cors, { origin: 42 })
    // @ts-expect-error @fastify/jwt requires its secret
    await app.register(jwt, {})
  })

  it('register a plugin written against the real FastifyPluginAsync and FastifyPluginCallback', async () => {
    const asyncPlugin: FastifyPluginAsync<{ url: string }> = async (instance, options) => {
      instance.decorate('url', options.url)
    }
    const callbackPlugin: FastifyPluginCallback<{ level?: number }> = (instance, _options, done) => {
      instance.get('/', async () => 'ok')
      done()
    }
    const app = capsule()
    await app.register(asyncPlugin, { url: 'x' })
    await app.register(callbackPlugin)
    await app.register(callbackPlugin, { level: 1, prefix: '/v1' })
    // @ts-expect-error url is required
    await app.register(asyncPlugin, {})
    // @ts-expect-error level is a number
    await app.register(callbackPlugin, { level: 'high' })
  })
})
