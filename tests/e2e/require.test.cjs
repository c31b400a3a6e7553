// CommonJS users require() our ESM-only packages (Node 20.19+ require(esm)): no top-level await anywhere.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { spawnSync } = require('node:child_process')

const names = [
  '@capsule/server',
  '@capsule/core',
  '@capsule/router',
  '@capsule/validator-compiler',
  '@capsule/serializer-compiler',
  '@capsule/error-formatter',
  '@capsule/skip-override',
  '@capsule/bearer-auth'
]

for (const name of names) {
  test(`require('${name}') returns its namespace without warnings`, () => {
    // a child process, so each package loads alone and its stderr is its own
    const result = spawnSync(process.execPath, ['-e', `const m = require('${name}'); console.log(JSON.stringify(Object.keys(m).sort()))`], {
      cwd: __dirname,
      encoding: 'utf8'
    })
    assert.equal(result.status, 0, result.stderr)
    assert.equal(result.stderr, '')
    const keys = JSON.parse(result.stdout)
    assert.ok(keys.includes('default') || keys.length > 0)
  })
}

test('require("@capsule/server") gives a working factory', async () => {
  const { capsule } = require('@capsule/server')
  const app = capsule()
  app.get('/', async () => ({ hello: 'world' }))
  const response = await app.inject('/')
  assert.equal(response.body, '{"hello":"world"}')
  await app.close()
})
