// `import` and `require()` of a package reach one implementation: a process that loads Capsule both ways (an
// application that imports it, a plugin or a test helper that requires it) has one copy of every function, error
// class and symbol. Two copies would show here as `instanceof` failing across the two, or as a decorator or a
// plugin marker that one side does not see.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import capsule, { errorCodes, fastify } from '@capsule/server'
import { createCore, errorCodes as coreCodes } from '@capsule/core'
import skipOverride, { kSkipOverride } from '@capsule/skip-override'

const require = createRequire(import.meta.url)
const packages = [
  '@capsule/server',
  '@capsule/core',
  '@capsule/router',
  '@capsule/validator-compiler',
  '@capsule/serializer-compiler',
  '@capsule/error-formatter',
  '@capsule/skip-override',
  '@capsule/bearer-auth',
  '@capsule/standard-schema'
]

/** The error a second `decorate()` of one name throws, from an app made by `factory`. */
function decorateTwice(factory) {
  const app = factory()
  app.decorate('twice', 1)
  try {
    app.decorate('twice', 2)
  } catch (error) {
    return error
  }
  assert.fail('the second decorate() did not throw')
}

for (const name of packages) {
  test(`${name}: every name import() gives is the very value require() gives`, async () => {
    const imported = await import(name)
    const required = require(name)
    const names = Object.keys(imported)
    assert.ok(names.length > 0)
    for (const key of names) {
      if (key === 'default') assert.equal(imported.default, required.default, `${name} default`)
      else assert.equal(imported[key], required[key], `${name} ${key}`)
    }
  })
}

test('@capsule/server: require() gives the factory the ES module exports, with the named exports on it', () => {
  const required = require('@capsule/server')
  assert.equal(required, capsule)
  assert.equal(required.fastify, fastify)
  assert.equal(required.default, capsule)
  assert.equal(required.errorCodes, errorCodes)
})

test('an error class is one class: instanceof holds both ways between require() and import', async () => {
  const required = require('@capsule/server')
  const fromImported = decorateTwice(capsule)
  const fromRequired = decorateTwice(required)
  for (const error of [fromImported, fromRequired]) {
    assert.equal(error.code, 'FST_ERR_DEC_ALREADY_PRESENT')
    assert.ok(error instanceof required.errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    assert.ok(error instanceof errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    assert.ok(error instanceof require('@capsule/core').errorCodes.FST_ERR_DEC_ALREADY_PRESENT)
    assert.ok(error instanceof coreCodes.FST_ERR_DEC_ALREADY_PRESENT)
  }
  // a class of @capsule/error-formatter, raised by core for a server made from the ES module
  const app = capsule()
  let caught
  app.setErrorHandler((error, request, reply) => {
    caught = error
    return reply.code(400).send({ code: error.code })
  })
  app.post('/', { schema: { body: { type: 'object', required: ['name'] } } }, async () => 'never')
  const response = await app.inject({ method: 'POST', url: '/', payload: {} })
  assert.equal(response.statusCode, 400)
  assert.equal(caught.code, 'FST_ERR_VALIDATION')
  assert.ok(caught instanceof require('@capsule/error-formatter').errorCodes.FST_ERR_VALIDATION)
  assert.ok(caught instanceof required.errorCodes.FST_ERR_VALIDATION)
  assert.ok(caught instanceof (await import('@capsule/error-formatter')).errorCodes.FST_ERR_VALIDATION)
})

test('a plugin that requires fastify-plugin and the server, registered on an app made from the import', async () => {
  const app = capsule()
  await app.register(require('./fixtures/required-plugin.cjs'))
  app.get('/', async function () {
    return { fromRequire: this.fromRequire }
  })
  const response = await app.inject('/')
  assert.equal(response.json().fromRequire, 'decorated by a required plugin')
  assert.equal(app.notFoundClassOfPlugin, errorCodes.FST_ERR_NOT_FOUND)
  await app.close()
})

test('@capsule/core: a server made by the required createCore, a plugin wrapped by the imported skipOverride', async () => {
  const required = require('@capsule/core')
  assert.equal(required.createCore, createCore)
  const app = required.createCore()
  await app.register(
    skipOverride(async (instance) => {
      instance.decorate('fromImportedWrapper', true)
    })
  )
  assert.equal(app.fromImportedWrapper, true)
  await app.close()
})

test('@capsule/skip-override: the required wrapper marks a plugin for a server made from the import', async () => {
  const required = require('@capsule/skip-override')
  assert.equal(required, skipOverride)
  assert.equal(required.kSkipOverride, kSkipOverride)
  const app = createCore()
  const plugin = required(async (instance) => {
    instance.decorate('fromRequiredWrapper', true)
  })
  assert.equal(plugin[kSkipOverride], true)
  await app.register(plugin)
  assert.equal(app.fromRequiredWrapper, true)
  // and an encapsulated plugin's decorator stays in its own context, whichever side made the app
  await app.register(async (instance) => instance.decorate('encapsulated', true))
  assert.equal(app.hasDecorator('encapsulated'), false)
  await app.close()
})
