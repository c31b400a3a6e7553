// What would be published works for a user. Every package is packed as `pnpm publish` would pack it (`pnpm pack`:
// the `files` list, `workspace:` ranges turned into versions), the tarballs are installed with npm (not pnpm) into
// fresh projects in the system's temporary folder, far from this workspace, and applications run there: an ES module
// app, a CommonJS app, a TypeScript app checked with tsc, a Fastify app that maps `fastify` to the server's tarball
// and uses a real @fastify/* plugin, and a Jest 29 project in CommonJS mode through the same alias. npm fetches the
// third-party dependencies from the registry. @arethetypeswrong/cli checks every tarball's resolution in every
// TypeScript module mode.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  'bearer-auth',
  'inspector'
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

/** Node running `args` in `cwd`, in the background: checks of one project run side by side. Rejects on failure. */
const node = (args, cwd) =>
  promisify(execFile)(process.execPath, args, { cwd, encoding: 'utf8' }).catch((error) => {
    throw new Error(`${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`)
  })

/**
 * A fresh project: package.json with the given dependencies, the files given (or a folder of fixtures/), then
 * `npm install`. `type` is the package's module type, `overrides` more npm overrides.
 */
function project(name, dependencies, files, { type = 'module', overrides = {} } = {}) {
  const dir = join(work, name)
  mkdirSync(dir)
  // the tarballs' own dependencies on one another resolve to the tarballs too, never to the registry
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name, private: true, type, dependencies, overrides: { ...specs, ...overrides } },
      null,
      2
    )
  )
  if (typeof files === 'string')
    cpSync(fileURLToPath(new URL(`../fixtures/${files}`, import.meta.url)), dir, { recursive: true })
  else for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
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
      'package/dist/index.cjs',
      'package/dist/index.mjs',
      'package/dist/index.d.cts',
      'package/dist/index.d.mts'
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

test('a Fastify app with fastify mapped to the server tarball and a real @fastify/* plugin', async () => {
  const dir = project(
    'fastify-user-app',
    {
      fastify: specs['@capsule/server'],
      '@fastify/cors': '^11.0.0',
      'fastify-plugin': '^5.0.0',
      '@capsule/inspector': specs['@capsule/inspector'],
      typescript: '~5.9.3',
      '@types/node': '^20.19.0'
    },
    {
      'app.mjs': `import Fastify from 'fastify'\nimport fp from 'fastify-plugin'\nimport cors from '@fastify/cors'\nconst app = Fastify()\nawait app.register(cors, { origin: true })\nawait app.register(fp(async (instance) => instance.decorate('answer', 42)))\napp.get('/', async function () { return { answer: this.answer } })\nconst preflight = await app.inject({ method: 'OPTIONS', url: '/', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } })\nconst get = await app.inject({ url: '/', headers: { origin: 'https://example.com' } })\nconsole.log(preflight.statusCode, preflight.headers['access-control-allow-origin'])\nconsole.log(get.body, get.headers['access-control-allow-origin'])\n`,
      // what `capsule inspect` loads: a plugin, registered on the `fastify` the project installed (the server)
      'plugin.cjs': `module.exports = async function application(app) {\n  app.get('/users/:id', async function getUser() {})\n}\n`,
      // fastify-plugin's declarations are CommonJS and `import ... from 'fastify'`: they get Capsule's CommonJS
      // declarations, this ES module gets the ES module ones, and both must be one set of types
      'app.ts': [
        `import Fastify, { errorCodes, type FastifyInstance, type FastifyPluginAsync } from 'fastify'`,
        `import type { FastifyRequest } from 'fastify/types/request'`,
        `import fp from 'fastify-plugin'`,
        `import cors from '@fastify/cors'`,
        `declare module 'fastify' { interface FastifyInstance { answer: number } }`,
        `const answer: FastifyPluginAsync = fp(async (instance) => { instance.decorate('answer', 42) }, { name: 'answer' })`,
        `export const hostOf = (request: FastifyRequest): string => request.host`,
        // exported values whose emitted declarations must name Capsule's types
        `export const alreadyPresent = errorCodes.FST_ERR_DEC_ALREADY_PRESENT`,
        `export function build(): FastifyInstance {`,
        `  const app = Fastify()`,
        `  void app.register(cors, { origin: true })`,
        `  // @ts-expect-error cors's origin is not a number`,
        `  void app.register(cors, { origin: 42 })`,
        `  void app.register(answer)`,
        // the augmentation reaches the instance type: answer is a number, and only that
        `  const right: number = app.answer`,
        `  // @ts-expect-error answer is a number`,
        `  const wrong: string = app.answer`,
        `  void [right, wrong]`,
        `  return app`,
        `}`,
        `export const app = build()`,
        ''
      ].join('\n'),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: false,
          declaration: true,
          emitDeclarationOnly: true,
          outDir: 'out',
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
  // the bin npm linked (its mode and `#!/usr/bin/env node` line), the module path read from the project folder
  assert.match(
    run(join(dir, 'node_modules/.bin/capsule'), ['inspect', 'plugin.cjs', '--route', 'GET /users/1'], dir),
    /^GET \/users\/1 → route GET \/users\/:id \(root > application, plugin\.cjs:2:7\)\n/
  )
  const tsc = join(dir, 'node_modules/typescript/bin/tsc')
  // and what a bundler-based project resolves (the `import` condition, no file extensions required)
  const bundler = [
    '--module',
    'preserve',
    '--moduleResolution',
    'bundler',
    '--noEmit',
    '--emitDeclarationOnly',
    'false'
  ]
  await Promise.all([
    node([tsc, '-p', 'tsconfig.json'], dir),
    node([tsc, '-p', 'tsconfig.json', ...bundler], dir)
  ])
  assert.match(
    readFileSync(join(dir, 'out/app.d.ts'), 'utf8'),
    /alreadyPresent: import\("fastify"\)\.CodedErrorClass/
  )
})

// Jest's default mode runs every file through its own CommonJS module system, which has no require(esm): the
// `require` entries must be CommonJS. Both suites load `fastify` (the server's tarball), the real fastify-plugin and
// @fastify/cors: test/app.test.js through Jest's default transform, test/build.test.ts through ts-jest.
test('a Jest 29 project in CommonJS mode, JavaScript and ts-jest, with fastify mapped to the server', async () => {
  const dir = project(
    'jest-cjs-app',
    {
      fastify: specs['@capsule/server'],
      'fastify-plugin': '^5.0.0',
      '@fastify/cors': '^11.0.0',
      jest: '^29.7.0',
      'ts-jest': '^29.4.0',
      '@types/jest': '^29.5.0',
      typescript: '~5.9.3',
      '@types/node': '^20.19.0'
    },
    'jest-cjs',
    {
      type: 'commonjs',
      // light-my-request 6.8 (inject) requires cookie 2, an ES module only package, which Jest's CommonJS mode
      // cannot load: real Fastify 5.12.8's inject() fails there the same way. A project's lockfile from before it
      // has 6.6, as this one does.
      overrides: { 'light-my-request': '~6.6.0' }
    }
  )
  const tsc = join(dir, 'node_modules/typescript/bin/tsc')
  const [jest] = await Promise.all([
    node([join(dir, 'node_modules/jest/bin/jest.js'), '--ci'], dir),
    // the same TypeScript as a CommonJS project: checked by tsc (skipLibCheck: false), its declarations emitted
    node([tsc, '-p', 'tsconfig.json', '--emitDeclarationOnly'], dir),
    // node16: a CommonJS file may not import an ES module (NodeNext now may): every declaration it reaches is CommonJS
    node([tsc, '-p', 'tsconfig.json', '--noEmit', '--module', 'node16', '--moduleResolution', 'node16'], dir)
  ])
  assert.match(jest.stderr, /PASS js test\/app\.test\.js/)
  assert.match(jest.stderr, /PASS ts test\/build\.test\.ts/)
  assert.match(jest.stderr, /Tests: {7}7 passed, 7 total/)
  assert.match(
    readFileSync(join(dir, 'out/src/build.d.ts'), 'utf8'),
    /alreadyPresent: import\("fastify"\)\.CodedErrorClass/
  )
})

// Every entry of every tarball, in every module mode TypeScript has (node10, node16 from CommonJS and from an ES
// module, bundler): types found, of the format of the JavaScript they describe, named exports that exist.
test('@arethetypeswrong/core finds no problem in any tarball', async () => {
  const { checkPackage, createPackageFromTarballData } = await import('@arethetypeswrong/core')
  for (const [name, spec] of Object.entries(specs)) {
    const tarball = new Uint8Array(readFileSync(spec.slice('file:'.length)))
    const result = await checkPackage(createPackageFromTarballData(tarball))
    // ES module only entries: the Vitest contract suites (Vitest itself cannot be require()d) and the inspector's
    // bin (a CommonJS one would run when the build require()s it to check its names)
    const esmOnly = name.endsWith('-compiler') ? './testing' : name === '@capsule/inspector' ? './cli' : null
    const expected =
      esmOnly === null
        ? []
        : [
            { kind: 'NoResolution', entrypoint: esmOnly, resolutionKind: 'node10' },
            { kind: 'CJSResolvesToESM', entrypoint: esmOnly, resolutionKind: 'node16-cjs' }
          ]
    assert.deepEqual(result.problems, expected, name)
  }
})
