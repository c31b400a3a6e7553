// explain() and inspect() of an application made of real plugins: @fastify/swagger, @fastify/cors and
// @fastify/sensible (fastify-plugin wrapped: they land in the root context) and @fastify/autoload loading plugin and
// route folders (an autohooks folder is one encapsulated context). Each piece must be shown in its context, with the
// file of the plugin or fixture that registered it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import Fastify from 'fastify'
import autoload from '@fastify/autoload'
import cors from '@fastify/cors'
import sensible from '@fastify/sensible'
import swagger from '@fastify/swagger'

const fixtures = fileURLToPath(new URL('./fixtures/group2/autoload/', import.meta.url))
const fixture = (name) => path.join(fixtures, name)
/** The line of a fixture that holds `text` (1-based). */
function lineOf(name, text) {
  const index = readFileSync(fixture(name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text))
  assert.notEqual(index, -1, `${name} has no line with ${text}`)
  return index + 1
}
const at = (source) => (source === null ? null : { file: source.file, line: source.line })
const fromPackage = (source, name) => source !== null && source.file.includes(`/node_modules/${name}/`)

async function buildApp(t) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(swagger, { openapi: { info: { title: 'compat', version: '1.0.0' } } })
  app.register(cors, { origin: true })
  app.register(sensible)
  app.register(autoload, { dir: fixture('plugins'), options: { dbName: 'compat-db' } })
  app.register(autoload, { dir: fixture('routes'), autoHooks: true, routeParams: true })
  await app.ready()
  return app
}

test('explain(): a route of an autohooks folder, with the plugins’ hooks and decorators and their files', async (t) => {
  const app = await buildApp(t)
  const explained = app.explain('GET', '/admin/dashboard')
  assert.equal(explained.route.pattern, '/admin/dashboard')
  assert.deepEqual(at(explained.route.source), {
    file: fixture('routes/admin/dashboard.cjs'),
    line: lineOf('routes/admin/dashboard.cjs', "fastify.get('/dashboard'")
  })
  // root, the autohooks context autoload composes, the route file's own context
  assert.equal(explained.contexts.length, 3)
  assert.deepEqual(
    explained.contexts[0].skipOverride.map((plugin) => plugin.name),
    ['@fastify/swagger', '@fastify/cors', '@fastify/sensible', 'autoload', 'db', 'config', 'autoload']
  )
  const [corsHook, adminHook] = explained.hooks.onRequest
  assert.equal(explained.hooks.onRequest.length, 2)
  assert.equal(corsHook.context, 'root')
  assert.ok(fromPackage(corsHook.source, '@fastify/cors'), JSON.stringify(corsHook.source))
  assert.equal(adminHook.context, explained.contexts[1].path)
  assert.deepEqual(at(adminHook.source), {
    file: fixture('routes/admin/autohooks.mjs'),
    line: lineOf('routes/admin/autohooks.mjs', "addHook('onRequest'")
  })
  const instance = new Map(explained.decorators.instance.map((d) => [d.name, d]))
  assert.deepEqual(at(instance.get('db').source), {
    file: fixture('plugins/db.cjs'),
    line: lineOf('plugins/db.cjs', "decorate('db'")
  })
  assert.ok(fromPackage(instance.get('swagger').source, '@fastify/swagger'))
  assert.ok(fromPackage(instance.get('httpErrors').source, '@fastify/sensible'))
  const request = new Map(explained.decorators.request.map((d) => [d.name, d]))
  assert.equal(request.get('adminArea').context, explained.contexts[1].path)
  assert.ok(fromPackage(request.get('corsPreflightEnabled').source, '@fastify/cors'))
  assert.ok(
    explained.decorators.reply.some(
      (d) => d.name === 'notFound' && fromPackage(d.source, '@fastify/sensible')
    )
  )
})

test('explain(): a sibling folder’s route meets neither the admin hook nor its decorator', async (t) => {
  const app = await buildApp(t)
  const explained = app.explain('GET', '/v1/ping')
  assert.deepEqual(
    explained.hooks.onRequest.map((hook) => hook.name),
    ['handleCors']
  )
  assert.equal(
    explained.decorators.request.some((d) => d.name === 'adminArea'),
    false
  )
  assert.deepEqual(at(explained.route.source), {
    file: fixture('routes/legacy/v1.cjs'),
    line: lineOf('routes/legacy/v1.cjs', "fastify.get('/ping'")
  })
})

test('inspect(): the plugins in the root, autoload’s contexts below, every route with its file', async (t) => {
  const app = await buildApp(t)
  const { root } = app.inspect()
  assert.ok(root.hooks.onRoute.every((hook) => fromPackage(hook.source, '@fastify/swagger')))
  assert.ok(
    root.hooks.onRequest.some(
      (hook) => hook.name === 'handleCors' && fromPackage(hook.source, '@fastify/cors')
    )
  )
  const preflight = root.routes.find((route) => route.method === 'OPTIONS')
  assert.equal(preflight.url, '*')
  assert.ok(fromPackage(preflight.source, '@fastify/cors'))
  const routes = []
  const visit = (context) => {
    for (const route of context.routes)
      if (!route.automatic) routes.push([route.method, route.url, route.source.file])
    context.children.forEach(visit)
  }
  visit(root)
  assert.deepEqual(routes.filter(([, , file]) => file.startsWith(fixtures)).sort(), [
    ['GET', '/', fixture('routes/root.mjs')],
    ['GET', '/admin/dashboard', fixture('routes/admin/dashboard.cjs')],
    ['GET', '/admin/nested/reports', fixture('routes/admin/nested/reports.mjs')],
    ['GET', '/users', fixture('routes/users/index.cjs')],
    ['GET', '/users/:id/profile', fixture('routes/users/_id/profile.mjs')],
    ['GET', '/v1/ping', fixture('routes/legacy/v1.cjs')]
  ])
  const text = String(app.inspect())
  assert.match(text, /onRequest hook handleCors \(@fastify\/cors\/index\.js:\d+:\d+\)/)
  assert.match(
    text,
    /decorateRequest adminArea \(test\/fixtures\/group2\/autoload\/routes\/admin\/autohooks\.mjs:\d+:\d+\)/
  )
})
