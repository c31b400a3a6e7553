// @fastify/autoload on Capsule, used the way its README shows.
// Autoload imports every file (CommonJS through require, ESM through import), registers each
// as a plugin with a prefix derived from its folder (or autoPrefix), merges `options` over
// `autoConfig`, and wraps a folder with autohooks in one encapsulated context. The loaded
// plugins themselves require('fastify-plugin') and check the Fastify version it reports.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import Fastify from 'fastify'
import autoload from '@fastify/autoload'

const fixtures = fileURLToPath(new URL('./fixtures/group2/autoload/', import.meta.url))

async function buildApp(t, routesOptions = {}) {
  const app = Fastify()
  t.after(() => app.close())
  app.register(autoload, {
    dir: path.join(fixtures, 'plugins'),
    options: { dbName: 'compat-db', stage: 'test' }
  })
  app.register(autoload, {
    dir: path.join(fixtures, 'routes'),
    autoHooks: true,
    routeParams: true,
    options: { greeting: 'hello' },
    ...routesOptions
  })
  await app.ready()
  return app
}

function notFound(url) {
  return { message: `Route GET:${url} not found`, error: 'Not Found', statusCode: 404 }
}

test('plugins/ (fastify-plugin wrapped) decorate the root; options override autoConfig', async (t) => {
  const app = await buildApp(t)

  assert.equal(app.hasDecorator('db'), true)
  assert.equal(app.hasDecorator('appConfig'), true)
  assert.equal(app.db.name, 'compat-db')
  assert.deepEqual(app.appConfig, { stage: 'test', dbName: 'compat-db' })
  // the autohooks folder is encapsulated: its request decorator does not leak to the root
  assert.equal(app.hasRequestDecorator('adminArea'), false)
})

test('an ESM route file at the top of routes/ answers at / with the loader options', async (t) => {
  const app = await buildApp(t)

  const res = await app.inject('/')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { root: true, greeting: 'hello', db: 'compat-db', stage: 'test' })

  // the file name is not a prefix
  const byName = await app.inject('/root')
  assert.equal(byName.statusCode, 404)
  assert.deepEqual(byName.json(), notFound('/root'))
})

test('nested folders become prefixes: CommonJS index file, and a routeParams folder', async (t) => {
  const app = await buildApp(t)

  for (const url of ['/users', '/users/']) {
    const res = await app.inject(url)
    assert.equal(res.statusCode, 200, url)
    assert.deepEqual(res.json(), { users: ['example', 'other'], greeting: 'hello' }, url)
  }

  const profile = await app.inject('/users/7/profile')
  assert.equal(profile.statusCode, 200)
  assert.deepEqual(profile.json(), { user: { id: 7, username: 'example' }, params: { id: '7' } })

  const unknownUser = await app.inject('/users/9/profile')
  assert.equal(unknownUser.statusCode, 404)
  assert.deepEqual(unknownUser.json(), { missing: '9' })

  assert.equal(app.hasRoute({ method: 'GET', url: '/users/:id/profile' }), true)
})

test('autohooks apply to their folder only, not to nested folders', async (t) => {
  const app = await buildApp(t)

  const denied = await app.inject('/admin/dashboard')
  assert.equal(denied.statusCode, 403)
  assert.equal(denied.headers['x-admin-hook'], undefined)
  assert.deepEqual(denied.json(), { denied: true })

  const allowed = await app.inject({ url: '/admin/dashboard', headers: { 'x-admin-token': 'letmein' } })
  assert.equal(allowed.statusCode, 200)
  assert.equal(allowed.headers['x-admin-hook'], 'ran')
  assert.deepEqual(allowed.json(), { dashboard: true, adminArea: true })

  // without cascadeHooks the hook and the request decorator stay at their level
  const nested = await app.inject('/admin/nested/reports')
  assert.equal(nested.statusCode, 200)
  assert.equal(nested.headers['x-admin-hook'], undefined)
  assert.deepEqual(nested.json(), { reports: [], adminArea: null })
})

test('cascadeHooks: true carries the folder hooks to nested folders', async (t) => {
  const app = await buildApp(t, { cascadeHooks: true })

  const nested = await app.inject('/admin/nested/reports')
  assert.equal(nested.statusCode, 403)
  assert.deepEqual(nested.json(), { denied: true })

  const allowed = await app.inject({ url: '/admin/nested/reports', headers: { 'x-admin-token': 'letmein' } })
  assert.equal(allowed.statusCode, 200)
  assert.equal(allowed.headers['x-admin-hook'], 'ran')
  assert.deepEqual(allowed.json(), { reports: [], adminArea: true })
})

test('autoPrefix replaces the folder prefix', async (t) => {
  const app = await buildApp(t)

  const res = await app.inject('/v1/ping')
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), { pong: true, prefix: '/v1', greeting: 'hello' })

  for (const url of ['/legacy/v1/ping', '/legacy/ping']) {
    const miss = await app.inject(url)
    assert.equal(miss.statusCode, 404, url)
    assert.deepEqual(miss.json(), notFound(url), url)
  }
})

test('dirNameRoutePrefix: false drops the folder prefixes; ignorePattern skips a file', async (t) => {
  // root.mjs is ignored, or it and users/index.cjs would both declare GET /
  const app = await buildApp(t, { dirNameRoutePrefix: false, ignorePattern: /^root\.mjs$/ })

  const users = await app.inject('/')
  assert.equal(users.statusCode, 200)
  assert.deepEqual(users.json(), { users: ['example', 'other'], greeting: 'hello' })

  const dashboard = await app.inject({ url: '/dashboard', headers: { 'x-admin-token': 'letmein' } })
  assert.equal(dashboard.statusCode, 200)
  assert.deepEqual(dashboard.json(), { dashboard: true, adminArea: true })

  const prefixed = await app.inject({ url: '/admin/dashboard', headers: { 'x-admin-token': 'letmein' } })
  assert.equal(prefixed.statusCode, 404)
  assert.deepEqual(prefixed.json(), notFound('/admin/dashboard'))
})

test('maxDepth, matchFilter and forceESM select and load the files as documented', async (t) => {
  async function statuses(routesOptions) {
    const app = await buildApp(t, routesOptions)
    const out = {}
    for (const url of [
      '/',
      '/users',
      '/users/7/profile',
      '/admin/dashboard',
      '/admin/nested/reports',
      '/v1/ping'
    ]) {
      out[url] = (await app.inject(url)).statusCode
    }
    return out
  }

  // maxDepth: 1 keeps files at most one folder deep
  assert.deepEqual(await statuses({ maxDepth: 1 }), {
    '/': 200,
    '/users': 200,
    '/users/7/profile': 404,
    '/admin/dashboard': 403,
    '/admin/nested/reports': 404,
    '/v1/ping': 200
  })
  // only paths containing "users"
  assert.deepEqual(await statuses({ matchFilter: (p) => p.includes('users') }), {
    '/': 404,
    '/users': 200,
    '/users/7/profile': 200,
    '/admin/dashboard': 404,
    '/admin/nested/reports': 404,
    '/v1/ping': 404
  })
  // every file through import(), CommonJS ones included
  assert.deepEqual(await statuses({ forceESM: true }), {
    '/': 200,
    '/users': 200,
    '/users/7/profile': 200,
    '/admin/dashboard': 403,
    '/admin/nested/reports': 200,
    '/v1/ping': 200
  })
})
