import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('CommonJS callers (require)', () => {
  it('get the plugin itself from require("@capsule/bearer-auth"), as with require("@fastify/bearer-auth")', () => {
    const source = `
      const capsule = require('@capsule/server')
      const bearerAuth = require('@capsule/bearer-auth')
      const app = capsule()
      app.register(bearerAuth, { keys: ['k'] })
      app.get('/', async () => 'in')
      Promise.all([app.inject('/'), app.inject({ url: '/', headers: { authorization: 'Bearer k' } })]).then(async ([refused, allowed]) => {
        console.log(JSON.stringify({
          statuses: [refused.statusCode, allowed.statusCode],
          aliases: bearerAuth.default === bearerAuth && bearerAuth.bearerAuth === bearerAuth,
          errorCodes: typeof bearerAuth.errorCodes.FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER
        }))
        await app.close()
      })
    `
    const result = spawnSync(process.execPath, ['--input-type=commonjs', '-e', source], {
      cwd: packageDir,
      encoding: 'utf8',
      timeout: 20_000
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout.trim())).toEqual({
      statuses: [401, 200],
      aliases: true,
      errorCodes: 'function'
    })
  })
})
