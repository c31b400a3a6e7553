// Keeps `pnpm lint` and `pnpm typecheck` covering the whole repository: every workspace has a `lint` script, and
// every TypeScript file a workspace tracks (sources, tests, type tests, configs) is in one of the tsconfig files its
// `typecheck` script passes to `tsc -p`. A test file outside them would run under Vitest (which strips types
// without checking them) and never be type-checked. Exits non-zero with one line per problem.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname
// the globs of pnpm-workspace.yaml
const dirs = ['packages', 'apps', 'tests'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
)

// tracked files only: generated output and installed packages are not ours to check
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)

const problems = []
for (const dir of dirs) {
  const name = relative(root, dir)
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {}
  if (!scripts.lint) problems.push(`${name}: no "lint" script (pnpm lint would skip it)`)

  // a `fixtures/` folder holds projects a test installs and type-checks where they are installed (tests/pack's
  // Jest project runs tsc itself, against the packed tarballs): not part of the workspace's own program
  const typescript = tracked.filter(
    (file) =>
      file.startsWith(`${name}/`) &&
      /\.[cm]?ts$/.test(file) &&
      !/\.d\.[cm]?ts$/.test(file) &&
      !file.includes('/fixtures/')
  )
  if (typescript.length === 0) continue
  const configs = [...(scripts.typecheck ?? '').matchAll(/tsc -p (\S+)/g)].map((m) => m[1])
  if (configs.length === 0) {
    problems.push(`${name}: has TypeScript files but no "typecheck" script running tsc -p <tsconfig>`)
    continue
  }
  const checked = new Set()
  for (const config of configs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(dir, config),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }
    )
    if (!parsed) {
      problems.push(`${name}: cannot read ${config}`)
      continue
    }
    for (const file of parsed.fileNames) checked.add(relative(root, file))
  }
  for (const file of typescript) {
    if (!checked.has(file))
      problems.push(`${file}: not in any tsconfig of its workspace's "typecheck" (${configs.join(', ')})`)
  }
}
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
console.log(`workspaces: ${dirs.length} linted, their TypeScript files all type-checked`)
