// Lays out a scratch copy of Fastify's own type tests, read at test time from the installed `fastify-real`
// package (never committed here): the files keep every byte except their module specifiers, which are rewritten
// from the package-relative form (`'../../fastify.js'`, `'../../types/logger.js'`, `declare module
// '../../fastify'`) to the form an application writes (`'fastify'`, `'fastify/types/logger.js'`). The scratch
// folder gets a `node_modules/fastify` link to the package under test, so `fastify` resolves through that
// package's own `exports`, as it does in an application that installs it.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'

const require = createRequire(import.meta.url)

/** Fastify's type tests: the `*.tst.ts` files and the helper module one of them imports. */
const isTestSource = (name) => name.endsWith('.tst.ts') || name === 'dummy-plugin.mts'

/** The directory of an installed package, found from this workspace. */
export function packageDir(name) {
  return dirname(require.resolve(`${name}/package.json`))
}

/** The package version of `fastify-real`, whose tests are the reference. */
export function fastifyVersion() {
  return JSON.parse(readFileSync(join(packageDir('fastify-real'), 'package.json'), 'utf8')).version
}

// a module specifier in the positions TypeScript reads one: import/export ... from, import(), require(),
// a bare `import '...'` and a module augmentation
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bdeclare\s+module\s+)(['"])([^'"\n]+)\2/g

/**
 * The alias form of a specifier written inside `<root>/test/types`: a path into the package outside the test
 * folder becomes `fastify` or `fastify/<subpath>`; anything else is left alone.
 */
export function aliasSpecifier(specifier, testDir, root) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier
  const target = resolve(testDir, specifier)
  const inTests = relative(testDir, target)
  if (!inTests.startsWith('..')) return specifier
  const inPackage = relative(root, target).split(sep).join(posix.sep)
  if (inPackage.startsWith('..')) throw new Error(`${specifier} points outside the fastify package`)
  if (inPackage === 'fastify' || inPackage === 'fastify.js') return 'fastify'
  return `fastify/${inPackage}`
}

/** Rewrites the module specifiers of one file; returns the new text and what it changed. */
export function rewriteSpecifiers(text, testDir, root) {
  const changed = []
  const out = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const next = aliasSpecifier(specifier, testDir, root)
    if (next === specifier) return whole
    changed.push(`${specifier} -> ${next}`)
    return `${lead}${quote}${next}${quote}`
  })
  return { text: out, changed }
}

/**
 * Writes `<scratch>/test/types/*` (Fastify's tests, specifiers rewritten), Fastify's own tsconfig.json for them,
 * a package.json of Fastify's module type and the `node_modules/fastify` link to `against` (an installed
 * package name: `fastify`, the alias to Capsule, or `fastify-real`). Returns the test files, each with the
 * number of `@ts-expect-error` directives it has.
 */
export function prepareScratch(scratch, against) {
  const root = packageDir('fastify-real')
  const testDir = join(root, 'test', 'types')
  rmSync(scratch, { recursive: true, force: true })
  const outDir = join(scratch, 'test', 'types')
  mkdirSync(outDir, { recursive: true })
  const files = []
  for (const name of readdirSync(testDir).sort()) {
    if (!isTestSource(name)) continue
    const source = readFileSync(join(testDir, name), 'utf8')
    const { text } = rewriteSpecifiers(source, testDir, root)
    writeFileSync(join(outDir, name), text)
    // tstyche checks the message of every `// @ts-expect-error` in a test file
    if (name.endsWith('.tst.ts'))
      files.push({ name, directives: text.match(/\/\/\s*@ts-expect-error/g)?.length ?? 0 })
  }
  // their compiler settings, unchanged (it extends fastify-tsconfig, installed in this workspace)
  cpSync(join(testDir, 'tsconfig.json'), join(outDir, 'tsconfig.json'))
  // the tests run as the fastify package's own files: CommonJS modules (`.mts` stays ESM)
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ private: true, type: pkg.type ?? 'commonjs' })
  )
  mkdirSync(join(scratch, 'node_modules'), { recursive: true })
  symlinkSync(packageDir(against), join(scratch, 'node_modules', 'fastify'), 'dir')
  return files
}
