import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

describe('a first request end to end', () => {
  it('sends an object returned by an async handler as JSON', async () => {
    app = createCore()
    app.get('/', async () => ({ hello: 'world' }))
    const response = await app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body).toBe('{"hello":"world"}')
  })

  it('sends what a handler passes to reply.send()', async () => {
    app = createCore()
    app.get('/', (_request, reply) => {
      reply.code(201).header('x-test', 'yes').send({ ok: true })
    })
    const response = await app.inject('/')
    expect(response.statusCode).toBe(201)
    expect(response.headers['x-test']).toBe('yes')
    expect(response.json()).toEqual({ ok: true })
  })

  it('answers an unknown route with the default JSON 404', async () => {
    app = createCore()
    const response = await app.inject('/x')
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe('{"message":"Route GET:/x not found","error":"Not Found","statusCode":404}')
  })

  it('answers on a real socket after listen()', async () => {
    app = createCore()
    app.get('/', async () => ({ hello: 'world' }))
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(address)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ hello: 'world' })
  })
})
