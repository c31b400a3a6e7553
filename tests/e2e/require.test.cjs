// CommonJS users require() the packages: each package's `require` entry is CommonJS (no require(esm) needed, so
// Jest's CommonJS mode loads it too), and `import()` from CommonJS reaches the same module.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { spawnSync } = require('node:child_process')

// name -> [named exports that must be functions, the named export `default` must be (or null: no default)]
const packages = {
  '@capsule/server': [['capsule'], 'capsule'],
  '@capsule/core': [['createCore'], 'createCore'],
  '@capsule/router': [['createRouter'], null],
  '@capsule/validator-compiler': [['createValidatorFactory'], 'createValidatorFactory'],
  '@capsule/serializer-compiler': [['createSerializerFactory'], 'createSerializerFactory'],
  '@capsule/error-formatter': [['createError', 'isCodedError'], null],
  '@capsule/skip-override': [['skipOverride'], 'skipOverride'],
  '@capsule/bearer-auth': [['bearerAuth'], 'bearerAuth'],
  '@capsule/standard-schema': [
    [
      'standardValidatorCompiler',
      'standardSerializerCompiler',
      'standardCompilersFactory',
      'swaggerTransform'
    ],
    null
  ]
}

// Runs in a fresh process so each package loads alone and its stderr (warnings) is its own.
const probe = (name, defaultName) => `
const m = require(${JSON.stringify(name)})
const types = Object.fromEntries(Object.keys(m).map((k) => [k, typeof m[k]]))
const sameDefault = ${defaultName === null ? 'null' : `m.default === m[${JSON.stringify(defaultName)}]`}
console.log(JSON.stringify({ types, sameDefault }))
`

for (const [name, [functions, defaultName]] of Object.entries(packages)) {
  test(`require('${name}') returns its namespace with the public API and no warning`, () => {
    const result = spawnSync(process.execPath, ['-e', probe(name, defaultName)], {
      cwd: __dirname,
      encoding: 'utf8',
      timeout: 30_000
    })
    assert.equal(result.status, 0, result.stderr)
    assert.equal(result.stderr, '')
    const { types, sameDefault } = JSON.parse(result.stdout)
    for (const fn of functions) assert.equal(types[fn], 'function', `${name} exports ${fn}`)
    if (defaultName !== null) {
      assert.equal(types.default, 'function', `${name} has a default export`)
      assert.equal(sameDefault, true, `${name}: default === ${defaultName}`)
    }
  })
}

test('require("@capsule/server") gives a working factory and frozen errorCodes', async () => {
  const server = require('@capsule/server')
  assert.ok(Object.isFrozen(server.errorCodes))
  assert.equal(server.errorCodes.FST_ERR_VALIDATION.code, 'FST_ERR_VALIDATION')
  const app = server.capsule()
  app.get('/', async () => ({ hello: 'world' }))
  const response = await app.inject('/')
  assert.equal(response.statusCode, 200)
  assert.equal(response.body, '{"hello":"world"}')
  await app.close()
})

test('require("@capsule/error-formatter") makes coded errors', () => {
  const { createError, isCodedError } = require('@capsule/error-formatter')
  const Coded = createError('CPS_ERR_E2E_REQUIRE', 'required %s', 418)
  const error = new Coded('works')
  assert.equal(error.code, 'CPS_ERR_E2E_REQUIRE')
  assert.equal(error.statusCode, 418)
  assert.equal(error.message, 'required works')
  assert.equal(isCodedError(error), true)
  assert.equal(isCodedError(new Error('plain')), false)
})

test('import() from CommonJS gives the factory require() gives, with the same error classes', async () => {
  const required = require('@capsule/server')
  const imported = await import('@capsule/server')
  assert.equal(imported.default, required)
  assert.equal(imported.errorCodes.FST_ERR_NOT_FOUND, required.errorCodes.FST_ERR_NOT_FOUND)
  const resolved = require.resolve('@capsule/server')
  assert.match(resolved, /index\.cjs$/, 'require() resolves the CommonJS entry, not the ES module')
})
