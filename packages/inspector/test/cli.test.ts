import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { packageDir, runBin } from './run-bin.js'

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url))
/** The 1-based line of `fixtures/<name>` that contains `text` (never a hard-coded number: fixtures get edited). */
const lineOf = (name: string, text: string) => {
  const index = readFileSync(fixture(name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text))
  if (index === -1) throw new Error(`${name} has no line with ${text}`)
  return index + 1
}

describe('capsule inspect <module>', () => {
  it('prints the tree of an ES module that exports an instance, with sources in the module', async () => {
    const result = await runBin(['inspect', 'test/fixtures/instance.mjs'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe('root')
    const decorate = lineOf('instance.mjs', "app.decorate('db'")
    expect(lines).toContain(`  decorate db (test/fixtures/instance.mjs:${decorate}:5)`)
    const route = lineOf('instance.mjs', "users.get('/users/:id'")
    expect(result.stdout).toContain(`GET /api/users/:id → getUser (test/fixtures/instance.mjs:${route}:`)
    expect(result.stdout).toContain(`users, prefix /api, registered at test/fixtures/instance.mjs:`)
  })

  it('registers a CommonJS plugin on an instance of the framework the module resolves', async () => {
    const result = await runBin(['inspect', 'test/fixtures/plugin.cjs'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    // fastify-plugin's wrapper is honoured: the decorator lands in the plugin's context, marked skip-override
    expect(result.stdout).toMatch(/\+ database \(test\/fixtures\/plugin\.cjs:\d+:\d+\), skip-override/)
    const health = lineOf('plugin.cjs', "app.get('/health'")
    expect(result.stdout).toContain(`GET /health → health (test/fixtures/plugin.cjs:${health}:`)
    // the plugin's own context was registered by the command: no place of the inspector's is given for it
    expect(result.stdout.split('\n')[1]).not.toContain('registered at')
    expect(result.stdout).not.toMatch(/inspector\/(dist|src)\//)
  })

  it('routes --route by its --header values (version, host) and by --constraint values', async () => {
    const first = async (...flags: string[]) =>
      (await runBin(['inspect', 'test/fixtures/constrained.mjs', ...flags])).stdout.split('\n')[0]
    const versioned = lineOf('constrained.mjs', 'async function versioned')
    expect(await first('--route', 'GET /c', '--header', 'Accept-Version: 1.x')).toContain(
      `(root, test/fixtures/constrained.mjs:${versioned}:`
    )
    const admin = lineOf('constrained.mjs', 'async function admin')
    expect(await first('--route', 'GET /c', '--header', 'host: admin.example')).toContain(
      `(root, test/fixtures/constrained.mjs:${admin}:`
    )
    const acme = lineOf('async-constrained.mjs', 'async function acme')
    const tenant = await runBin([
      'inspect',
      'test/fixtures/async-constrained.mjs',
      '--route',
      'GET /t',
      '--constraint',
      'tenant=acme'
    ])
    expect(tenant.stdout.split('\n')[0]).toContain(`(root, test/fixtures/async-constrained.mjs:${acme}:`)
  })

  it('says to give --constraint when a route uses an asynchronous strategy', async () => {
    const result = await runBin(['inspect', 'test/fixtures/async-constrained.mjs', '--route', 'GET /t'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('asynchronous constraint strategy')
    expect(result.stdout).toBe('')
  })

  it('explains one request with --route', async () => {
    const result = await runBin(['inspect', 'test/fixtures/instance.mjs', '--route', 'get /api/users/7'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const route = lineOf('instance.mjs', "users.get('/users/:id'")
    expect(result.stdout.split('\n')[0]).toBe(
      `GET /api/users/7 → route GET /api/users/:id (root > users, test/fixtures/instance.mjs:${route}:11)`
    )
    expect(result.stdout).toContain('params: {"id":"7"}')
    const auth = lineOf('instance.mjs', 'async function auth')
    expect(result.stdout).toContain(`auth: root > users, test/fixtures/instance.mjs:${auth}:`)
  })

  it('prints JSON with --json: the inspection with its tree of contexts', async () => {
    const result = await runBin(['inspect', 'test/fixtures/instance.mjs', '--json'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const inspection = JSON.parse(result.stdout)
    expect(inspection.root.name).toBe('root')
    expect(inspection.root.children.map((child: { name: string }) => child.name)).toEqual(['users'])
    expect(inspection.root.decorators.instance[0]).toEqual({
      name: 'db',
      source: { file: fixture('instance.mjs'), line: lineOf('instance.mjs', "app.decorate('db'"), column: 5 }
    })
  })

  it('prints the explanation as JSON with --route and --json', async () => {
    const result = await runBin([
      'inspect',
      'test/fixtures/instance.mjs',
      '--json',
      '--route=GET /api/users/7'
    ])
    expect(result.code).toBe(0)
    const explanation = JSON.parse(result.stdout)
    expect(explanation.route).toMatchObject({ kind: 'route', pattern: '/api/users/:id', params: { id: '7' } })
    expect(explanation.route.source.line).toBe(lineOf('instance.mjs', "users.get('/users/:id'"))
    expect(explanation.hooks.preHandler.map((hook: { name: string }) => hook.name)).toEqual(['auth'])
  })

  it("creates the instance with the module's options only with --options, as fastify-cli does", async () => {
    // the route is /Mixed; only the exported routerOptions (caseSensitive: false) make /mixed find it
    const withOptions = await runBin([
      'inspect',
      'test/fixtures/with-options.mjs',
      '--options',
      '--route',
      'GET /mixed'
    ])
    expect(withOptions).toMatchObject({ code: 0, stderr: '' })
    expect(withOptions.stdout.split('\n')[0]).toMatch(/^GET \/mixed → route GET \/Mixed /)
    const without = await runBin(['inspect', 'test/fixtures/with-options.mjs', '--route', 'GET /mixed'])
    expect(without).toMatchObject({ code: 0, stderr: '' })
    expect(without.stdout.split('\n')[0]).toMatch(/^GET \/mixed → the not-found handler/)
  })

  it('prints the usage with --help', async () => {
    const result = await runBin(['--help'])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toMatch(/^Usage: capsule inspect <module>/)
  })
})

describe('capsule inspect: errors', () => {
  it.each([
    [[], 'no command'],
    [['inspect'], 'no module'],
    [['inspect', 'test/fixtures/instance.mjs', '--jsn'], "Unknown option '--jsn'"],
    [['inspect', 'test/fixtures/instance.mjs', '--route', '/users'], "--route must be 'METHOD /url'"],
    [['inspect', 'test/fixtures/instance.mjs', '--route', 'GET users'], "--route must be 'METHOD /url'"],
    [['inspect', 'test/fixtures/instance.mjs', '--route'], "'--route <value>' argument missing"],
    [['serve', 'test/fixtures/instance.mjs'], "unknown command 'serve'"],
    [['inspect', 'a.mjs', 'b.mjs'], 'one module at a time'],
    [['inspect', 'test/fixtures/instance.mjs', '--header', 'host: a'], 'give --route too'],
    [
      ['inspect', 'test/fixtures/instance.mjs', '--route', 'GET /', '--header', 'no colon'],
      "--header must be 'name: value'"
    ],
    [
      ['inspect', 'test/fixtures/instance.mjs', '--route', 'GET /', '--constraint', '=x'],
      "--constraint must be 'name=value'"
    ]
  ])('%j is a usage error: message and usage on stderr, exit 2', async (args, message) => {
    const result = await runBin(args)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Usage: capsule inspect <module>')
  })

  it.each([
    ['missing.mjs', 'cannot find the module'],
    ['throws.mjs', 'the database URL is not set'],
    ['fails-to-boot.mjs', 'cannot reach the database'],
    ['no-export.mjs', 'exports neither an application instance nor a plugin function']
  ])('%s fails with its message and exit 1', async (name, message) => {
    const result = await runBin(['inspect', `test/fixtures/${name}`])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
    expect(result.stderr).not.toContain('Usage:')
  })

  it('names real Fastify and says how to alias it', async () => {
    const result = await runBin(['inspect', 'test/fixtures/real-fastify.cjs'])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('runs on Fastify, not Capsule')
    expect(result.stderr).toContain('npm:@capsule/server')
  })
})

describe('capsule inspect: the framework a plugin module resolves', () => {
  const require = createRequire(import.meta.url)
  const projects: string[] = []
  afterAll(() => {
    for (const dir of projects) rmSync(dir, { recursive: true, force: true })
  })

  /** A project outside the workspace whose `fastify` is `target` (a package folder), with a plugin app.cjs. */
  function project(target: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'capsule-inspector-'))
    projects.push(dir)
    mkdirSync(join(dir, 'node_modules'))
    symlinkSync(target, join(dir, 'node_modules', 'fastify'), 'dir')
    writeFileSync(
      join(dir, 'app.cjs'),
      "module.exports = async function app(fastify) {\n  fastify.get('/', async function home() {})\n}\n"
    )
    return dir
  }

  it('uses fastify when it is aliased to @capsule/server (a drop-in application)', async () => {
    const dir = project(dirname(require.resolve('@capsule/server/package.json')))
    const result = await runBin(['inspect', 'app.cjs'], dir)
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('GET / → home (app.cjs:2:')
  })

  it('refuses fastify when it is real Fastify', async () => {
    const dir = project(dirname(require.resolve('fastify-real')))
    const result = await runBin(['inspect', 'app.cjs'], dir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('app.cjs runs on Fastify, not Capsule')
  })

  it('ignores a fastify that only NODE_PATH reaches (pnpm exec sets it to the store)', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'capsule-inspector-'))
    projects.push(elsewhere)
    symlinkSync(dirname(require.resolve('fastify-real')), join(elsewhere, 'fastify'), 'dir')
    const result = await runBin(['inspect', 'test/fixtures/plugin.cjs'], packageDir, { NODE_PATH: elsewhere })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('GET /health → health')
  })

  it('runs from any folder: the module path is read from the working directory', async () => {
    const result = await runBin(['inspect', join(packageDir, 'test/fixtures/instance.mjs')], tmpdir())
    expect(result.code).toBe(0)
    expect(result.stdout.split('\n')[0]).toBe('root')
  })
})
