// Each built package loads on its own, by name, through `import`, and exposes its public API.
import { test } from 'node:test'
import assert from 'node:assert/strict'

test('@capsule/server exports the factory as default and named, and errorCodes', async () => {
  const server = await import('@capsule/server')
  assert.equal(typeof server.default, 'function')
  assert.equal(server.default, server.capsule)
  assert.ok(Object.isFrozen(server.errorCodes))
  const entries = Object.entries(server.errorCodes)
  // every engine error and every validator-compiler error, each once
  const core = await import('@capsule/core')
  const validator = await import('@capsule/validator-compiler')
  assert.deepEqual(
    Object.keys(server.errorCodes).sort(),
    [...new Set([...Object.keys(core.errorCodes), ...Object.keys(validator.errorCodes)])].sort()
  )
  // a map of error classes, each keyed by its own code
  for (const [code, ErrorClass] of entries) {
    assert.equal(typeof ErrorClass, 'function', code)
    assert.equal(ErrorClass.code, code)
  }
  assert.equal(server.errorCodes.FST_ERR_VALIDATION.code, 'FST_ERR_VALIDATION')
})

test('@capsule/core exports createCore', async () => {
  const core = await import('@capsule/core')
  assert.equal(typeof core.createCore, 'function')
  assert.equal(core.default, core.createCore)
})

test('@capsule/error-formatter exports createError and isCodedError', async () => {
  const { createError, isCodedError } = await import('@capsule/error-formatter')
  const Coded = createError('CPS_ERR_E2E', 'e2e %s', 418)
  const error = new Coded('works')
  assert.equal(error.message, 'e2e works')
  assert.equal(error.code, 'CPS_ERR_E2E')
  assert.equal(error.statusCode, 418)
  assert.equal(error.name, 'CapsuleError')
  assert.equal(isCodedError(error), true)
  assert.equal(isCodedError(new Error('plain')), false)
})

test('@capsule/skip-override exports the wrapper as default and named', async () => {
  const module = await import('@capsule/skip-override')
  assert.equal(module.default, module.skipOverride)
  const marked = module.default(async () => {})
  assert.equal(marked[Symbol.for('skip-override')], true)
})

test('@capsule/router exports createRouter', async () => {
  const { createRouter } = await import('@capsule/router')
  const router = createRouter()
  router.on('GET', '/users/:id', 'user')
  assert.equal(router.find('GET', '/users/7').store, 'user')
})

test('@capsule/validator-compiler exports createValidatorFactory', async () => {
  const { createValidatorFactory } = await import('@capsule/validator-compiler')
  const validate = createValidatorFactory()({})({
    schema: { type: 'integer' },
    method: 'GET',
    url: '/',
    httpPart: 'params'
  })
  assert.equal(validate(1), true)
  assert.equal(validate('x'), false)
})

test('@capsule/serializer-compiler exports createSerializerFactory', async () => {
  const { createSerializerFactory } = await import('@capsule/serializer-compiler')
  const stringify = createSerializerFactory()({})({
    schema: { type: 'object', properties: { a: { type: 'string' } } },
    method: 'GET',
    url: '/'
  })
  assert.equal(stringify({ a: 'x', b: 1 }), '{"a":"x"}')
})

test('@capsule/bearer-auth exports the plugin as default and named', async () => {
  const module = await import('@capsule/bearer-auth')
  assert.equal(typeof module.default, 'function')
  assert.equal(module.default, module.bearerAuth)
})
