// The live inspector over an application made of real plugins: @fastify/swagger, @fastify/cors and
// @fastify/sensible in the root (fastify-plugin wrapped) and @fastify/autoload's folders (an autohooks folder is one
// encapsulated context). The page's JSON must show each plugin's pieces in its context with the plugin's file, and a
// request's waterfall must name cors' hook (in @fastify/cors) and the autohooks folder's hook (in the fixture).
// @fastify/helmet's default Content-Security-Policy must let the page run: its script is a file of its own.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import Fastify from 'fastify'
import autoload from '@fastify/autoload'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import sensible from '@fastify/sensible'
import swagger from '@fastify/swagger'
import inspector from '@capsule/inspector'

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
const fromPackage = (source, name) => source !== null && source.file.includes(`/node_modules/${name}/`)

async function buildApp(t) {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(inspector)
  await app.register(swagger, { openapi: { info: { title: 'compat', version: '1.0.0' } } })
  app.register(helmet)
  app.register(cors, { origin: true })
  app.register(sensible)
  app.register(autoload, { dir: fixture('plugins'), options: { dbName: 'compat-db' } })
  app.register(autoload, { dir: fixture('routes'), autoHooks: true, routeParams: true })
  await app.ready()
  return app
}

test("the page's tree: the real plugins' pieces in the root, autoload's folders below, with their files", async (t) => {
  const app = await buildApp(t)
  const response = await app.inject('/_capsule/api/application')
  assert.equal(response.statusCode, 200)
  const { root } = response.json().inspection
  assert.deepEqual(response.json().inspection, JSON.parse(JSON.stringify(app.inspect())))
  assert.deepEqual(
    root.skipOverride.map((plugin) => plugin.name),
    [
      '@capsule/inspector',
      '@fastify/swagger',
      '@fastify/helmet',
      '@fastify/cors',
      '@fastify/sensible',
      'autoload',
      'db',
      'config',
      'autoload'
    ]
  )
  assert.ok(
    root.hooks.onRequest.some((h) => h.name === 'handleCors' && fromPackage(h.source, '@fastify/cors'))
  )
  assert.ok(
    root.decorators.reply.some((d) => d.name === 'notFound' && fromPackage(d.source, '@fastify/sensible'))
  )
  const admin = root.children.find((context) =>
    context.decorators.request.some((d) => d.name === 'adminArea')
  )
  assert.deepEqual(
    admin.hooks.onRequest[0].source.line,
    lineOf('routes/admin/autohooks.mjs', "addHook('onRequest'")
  )
})

test("a request's waterfall names cors' hook in @fastify/cors and the autohooks folder's hook in its file", async (t) => {
  const app = await buildApp(t)
  const answered = await app.inject({
    url: '/admin/dashboard',
    headers: { origin: 'https://example.test', 'x-admin-token': 'letmein' }
  })
  assert.equal(answered.statusCode, 200)
  assert.equal(answered.headers['access-control-allow-origin'], 'https://example.test')
  const [request] = (await app.inject('/_capsule/api/requests')).json().requests
  assert.equal(request.route, '/admin/dashboard')
  assert.equal(request.headers['x-admin-token'], '…')
  const hooks = request.segments.filter((segment) => segment.kind === 'hook')
  const corsHook = hooks.find((segment) => segment.name === 'handleCors')
  assert.equal(corsHook.context, 'root')
  assert.ok(fromPackage(corsHook.source, '@fastify/cors'), JSON.stringify(corsHook.source))
  const adminHook = hooks.find((segment) => segment.source?.file === fixture('routes/admin/autohooks.mjs'))
  assert.equal(adminHook.phase, 'onRequest')
  assert.equal(adminHook.source.line, lineOf('routes/admin/autohooks.mjs', "addHook('onRequest'"))
  const handler = request.segments.find((segment) => segment.kind === 'handler')
  assert.equal(handler.source.file, fixture('routes/admin/dashboard.cjs'))
  // helmet's headers are set by its onRequest hook, in @fastify/helmet
  assert.ok(hooks.some((segment) => fromPackage(segment.source, '@fastify/helmet')))
})

test("@fastify/helmet's Content-Security-Policy lets the page load its script and style", async (t) => {
  const app = await buildApp(t)
  const page = await app.inject('/_capsule')
  assert.equal(page.statusCode, 200)
  assert.match(page.headers['content-security-policy'], /script-src 'self'/)
  // no inline script or style, which that policy would block
  assert.doesNotMatch(page.body, /<script>|<style>|\son\w+=/)
  assert.match(page.body, /<script src="\/_capsule\/inspector\.js" defer><\/script>/)
  assert.equal((await app.inject('/_capsule/inspector.js')).statusCode, 200)
})
