// What would be published works for a user. Every package is packed as `pnpm publish` would pack it (`pnpm pack`:
// the `files` list, `workspace:` ranges turned into versions), the tarballs are installed with npm (not pnpm) into
// fresh projects in the system's temporary folder, far from this workspace, and applications run there: an ES module
// app, a CommonJS app, a TypeScript app checked with tsc, and a Fastify app that maps `fastify` to the server's
// tarball and uses a real @fastify/* plugin. npm fetches the third-party dependencies from the registry.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const published = [
  'server',
  'core',
  'router',
  'validator-compiler',
  'serializer-compiler',
  'error-formatter',
  'skip-override',
  'bearer-auth'
]
const work = mkdtempSync(join(tmpdir(), 'capsule-pack-'))
const tarballs = join(work, 'tarballs')
/** @type {Record<string, string>} package name → `file:` spec of its tarball */
const specs = {}

const run = (command, args, cwd) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false'
    }
  })

/** A fresh project: package.json with the given dependencies, the files given, then `npm install`. */
function project(name, dependencies, files) {
  const dir = join(work, name)
  mkdirSync(dir)
  // the tarballs' own dependencies on one another resolve to the tarballs too, never to the registry
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies, overrides: specs }, null, 2)
  )
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  run('npm', ['install', '--no-package-lock', '--loglevel=error'], dir)
  return dir
}

before(() => {
  mkdirSync(tarballs)
  for (const dir of published) {
    const pkg = JSON.parse(readFileSync(join(repo, 'packages', dir, 'package.json'), 'utf8'))
    run('pnpm', ['pack', '--pack-destination', tarballs], join(repo, 'packages', dir))
    const file = readdirSync(tarballs).find(
      (entry) => entry === `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`
    )
    assert.ok(file, `pnpm pack made no tarball for ${pkg.name}`)
    specs[pkg.name] = `file:${join(tarballs, file)}`
  }
})

after(() => rmSync(work, { recursive: true, force: true }))

test('the tarballs hold what a user needs and nothing of the workspace', () => {
  for (const [name, spec] of Object.entries(specs)) {
    const listing = run('tar', ['-tzf', spec.slice('file:'.length)], work).split('\n')
    for (const needed of [
      'package/package.json',
      'package/README.md',
      'package/LICENSE',
      'package/CHANGELOG.md',
      'package/dist/index.js',
      'package/dist/index.d.ts'
    ]) {
      assert.ok(listing.includes(needed), `${name} lacks ${needed}`)
    }
    assert.deepEqual(
      listing.filter((entry) => /\.test(-d)?\.ts$|\.tsbuildinfo$|\/test\//.test(entry)),
      [],
      `${name} ships tests`
    )
    const manifest = JSON.parse(
      run('tar', ['-xzOf', spec.slice('file:'.length), 'package/package.json'], work)
    )
    assert.ok(
      !JSON.stringify(manifest.dependencies ?? {}).includes('workspace:'),
      `${name} still has workspace: ranges`
    )
    for (const field of ['license', 'repository', 'engines', 'exports', 'sideEffects', 'publishConfig'])
      assert.ok(manifest[field] !== undefined, `${name} has no ${field}`)
  }
})

const app = `
const app = capsule({ logger: false })
app.post('/users', {
  schema: {
    body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    response: { 201: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } }
  }
}, async (request, reply) => {
  reply.code(201)
  return { id: 1, name: request.body.name, secret: 'dropped' }
})
const created = await app.inject({ method: 'POST', url: '/users', payload: { name: 'Ada' } })
const refused = await app.inject({ method: 'POST', url: '/users', payload: {} })
await app.listen({ port: 0, host: '127.0.0.1' })
const overSocket = await fetch(app.listeningOrigin + '/missing')
console.log(created.statusCode, created.body)
console.log(refused.statusCode, refused.json().message)
console.log(overSocket.status)
await app.close()
`

test('an ES module app, a CommonJS app and a TypeScript app, installed with npm', () => {
  const dir = project(
    'capsule-user-app',
    {
      '@capsule/server': specs['@capsule/server'],
      '@capsule/bearer-auth': specs['@capsule/bearer-auth'],
      typescript: '~5.9.3',
      '@types/node': '^20.19.0'
    },
    {
      'esm.mjs': `import capsule from '@capsule/server'\n${app}`,
      'cjs.cjs': `const capsule = require('@capsule/server')\nconst bearerAuth = require('@capsule/bearer-auth')\nconsole.log(typeof capsule, typeof bearerAuth, typeof capsule.errorCodes.FST_ERR_VALIDATION)\nconst app = capsule()\napp.register(bearerAuth, { keys: ['k'] })\napp.get('/', async () => 'in')\napp.inject({ url: '/', headers: { authorization: 'Bearer k' } }).then((response) => console.log(response.statusCode, response.body))\n`,
      'app.ts': `import capsule from '@capsule/server'\nconst app = capsule().decorate('greeting', 'hello')\napp.post('/hi', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async function (request) {\n  const name: string = request.body.name\n  return { message: \`\${this.greeting} \${name}\` }\n})\n// @ts-expect-error the body schema has no field nmae\napp.post('/typo', { schema: { body: { type: 'object', properties: { name: { type: 'string' } } } } }, async (request) => request.body.nmae)\nexport default app\n`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          noEmit: true,
          types: ['node']
        },
        files: ['app.ts']
      })
    }
  )
  assert.equal(
    run(process.execPath, ['esm.mjs'], dir),
    `201 {"id":1,"name":"Ada"}\n400 body must have required property 'name'\n404\n`
  )
  assert.equal(run(process.execPath, ['cjs.cjs'], dir), 'function function function\n200 in\n')
  // tsc exits non-zero on any error: the declaration files too (skipLibCheck: false)
  run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], dir)
})

test('a Fastify app with fastify mapped to the server tarball and a real @fastify/* plugin', () => {
  const dir = project(
    'fastify-user-app',
    {
      fastify: specs['@capsule/server'],
      '@fastify/cors': '^11.0.0',
      'fastify-plugin': '^5.0.0',
      typescript: '~5.9.3',
      '@types/node': '^20.19.0'
    },
    {
      'app.mjs': `import Fastify from 'fastify'\nimport fp from 'fastify-plugin'\nimport cors from '@fastify/cors'\nconst app = Fastify()\nawait app.register(cors, { origin: true })\nawait app.register(fp(async (instance) => instance.decorate('answer', 42)))\napp.get('/', async function () { return { answer: this.answer } })\nconst preflight = await app.inject({ method: 'OPTIONS', url: '/', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } })\nconst get = await app.inject({ url: '/', headers: { origin: 'https://example.com' } })\nconsole.log(preflight.statusCode, preflight.headers['access-control-allow-origin'])\nconsole.log(get.body, get.headers['access-control-allow-origin'])\n`,
      'app.ts': `import Fastify, { type FastifyInstance } from 'fastify'\nimport cors from '@fastify/cors'\nconst app: FastifyInstance = Fastify()\nvoid app.register(cors, { origin: true })\n// @ts-expect-error cors's origin is not a number\nvoid app.register(cors, { origin: 42 })\nexport default app\n`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          types: ['node']
        },
        files: ['app.ts']
      })
    }
  )
  assert.equal(
    run(process.execPath, ['app.mjs'], dir),
    '204 https://example.com\n{"answer":42} https://example.com\n'
  )
  run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], dir)
})
