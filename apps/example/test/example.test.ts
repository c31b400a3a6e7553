import { afterEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { CapsuleInstance } from '@capsule/server'
import { buildApp } from '../src/app.js'

let app: CapsuleInstance
afterEach(async () => {
  await app?.close()
})

const key = 'test-key-123'
const bearer = { authorization: `Bearer ${key}` }

describe('the encapsulation example (apps/docs/guide/encapsulation.md)', () => {
  it('serves /one with a key, /two and /three without', async () => {
    app = buildApp({ keys: [key] })
    const one = await app.inject({ url: '/one', headers: bearer })
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual({ answer: 42 })
    expect((await app.inject('/two')).json()).toEqual({ answer: 42, foo: 'foo' })
    expect((await app.inject('/three')).json()).toEqual({ answer: 42, foo: 'foo', bar: 'bar' })
  })

  it('answers /one without or with a wrong key with 401', async () => {
    app = buildApp({ keys: [key] })
    const missing = await app.inject('/one')
    expect(missing.statusCode).toBe(401)
    expect(missing.headers['www-authenticate']).toContain('Bearer')
    const wrong = await app.inject({ url: '/one', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(401)
  })

  it('shows bar on /two once the grandchild is wrapped with skipOverride', async () => {
    app = buildApp({ keys: [key], wrapGrandchild: true })
    expect((await app.inject('/two')).json()).toEqual({ answer: 42, foo: 'foo', bar: 'bar' })
    expect((await app.inject({ url: '/one', headers: bearer })).json()).toEqual({ answer: 42 })
  })
})

describe('the example server process', () => {
  it('starts on PORT, serves the routes, and exits cleanly on SIGTERM', async () => {
    const entry = fileURLToPath(new URL('../dist/server.js', import.meta.url))
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: '0', API_KEYS: key, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const address = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /listening at (http:\/\/\S+)/.exec(output)
        if (match) resolve(match[1]!)
      })
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)))
    })
    const two = await fetch(`${address}/two`)
    expect(await two.json()).toEqual({ answer: 42, foo: 'foo' })
    const one = await fetch(`${address}/one`, { headers: bearer })
    expect(one.status).toBe(200)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
