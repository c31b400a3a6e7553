import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** Runs a CommonJS script in a fresh Node process inside this package (so `@capsule/server` resolves to its build). */
function runCommonJs(source: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--input-type=commonjs', '-e', source], {
    cwd: packageDir,
    encoding: 'utf8',
    timeout: 20_000
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr }
}

describe('CommonJS callers (require)', () => {
  it('get the factory itself from require("@capsule/server"), with the named exports on it, as with require("fastify")', () => {
    const { status, stdout, stderr } = runCommonJs(`
      const capsule = require('@capsule/server')
      const app = capsule({ logger: false })
      app.get('/', async () => ({ hello: 'world' }))
      app.inject('/').then(async (response) => {
        console.log(JSON.stringify({
          body: response.json(),
          callable: typeof capsule,
          aliases: capsule.default === capsule && capsule.capsule === capsule && capsule.fastify === capsule,
          errorCodes: typeof capsule.errorCodes.FST_ERR_VALIDATION,
          hooks: capsule.lifecycleHooks.includes('onRequest')
        }))
        await app.close()
      })
    `)
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      body: { hello: 'world' },
      callable: 'function',
      aliases: true,
      errorCodes: 'function',
      hooks: true
    })
  })

  it('get the wrapper itself from require("@capsule/skip-override"), as with require("fastify-plugin")', () => {
    const { status, stdout, stderr } = runCommonJs(`
      const capsule = require('@capsule/server')
      const fp = require('@capsule/skip-override')
      const app = capsule()
      app.register(fp(async (instance) => { instance.decorate('shared', 42) }))
      app.ready().then(async () => {
        console.log(JSON.stringify({ shared: app.shared, aliases: fp.default === fp && fp.skipOverride === fp }))
        await app.close()
      })
    `)
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(JSON.parse(stdout)).toEqual({ shared: 42, aliases: true })
  })
})
