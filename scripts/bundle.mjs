// Builds one package's runtime files and the declarations a user's TypeScript resolves (run from the package
// directory after `tsc -b`, which emits only `dist/**/*.d.ts`). For every `exports` entry:
//
//   dist/<entry>.cjs     the implementation: the package's own modules bundled into one CommonJS file
//   dist/<entry>.mjs     a generated ES module that imports the .cjs and re-exports its names
//   dist/<entry>.d.cts   the declarations (every tsc declaration copied to .d.cts, relative specifiers to .cjs)
//   dist/<entry>.d.mts   a generated re-export of the .d.cts
//
// One implementation, loaded once: `import` and `require()` reach the same CommonJS module, so a process that
// loads the package both ways (a plugin that `require`s it, an app that `import`s it) has one copy of every class,
// symbol and registry, and test runners that cannot load ES modules (Jest's default mode) load it. The types follow
// the same path, so a CommonJS declaration (fastify-plugin's) and an ES module see the very same types. Why
// bundled: Node pays per file (resolve, read, compile), and one file per entry makes loading about twice as fast.
// Dependencies, other @capsule packages included, stay external: every package is installed, loaded and versioned
// on its own. An entry that is ES module only (`exports` with `types` and `default` only: the Vitest contract
// suites, Vitest has no CommonJS entry) is bundled as one .mjs. Entries never share a module (the build fails if
// two would): one that needs another entry's code imports that entry's module (`../index.js`), which the bundle
// loads by the package's own name, so error classes stay one class across entries.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const fail = (message) => {
  throw new Error(`${pkg.name}: ${message}`)
}

// ---- the entries, read from `exports` (which must have the layout above)
const dual = [] // entries with `import` and `require`
const esmOnly = [] // entries with `types` and `default` only
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue // ./package.json
  if (target.require !== undefined) {
    const name = /^\.\/dist\/(.+)\.cjs$/.exec(target.require.default ?? '')?.[1]
    if (name === undefined) fail(`exports["${subpath}"].require.default must be ./dist/<name>.cjs`)
    const expected = {
      import: { types: `./dist/${name}.d.mts`, default: `./dist/${name}.mjs` },
      require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` }
    }
    if (JSON.stringify(target) !== JSON.stringify(expected))
      fail(`exports["${subpath}"] must be ${JSON.stringify(expected)}`)
    dual.push(name)
  } else if (target.default !== undefined) {
    const name = /^\.\/dist\/(.+)\.mjs$/.exec(target.default)?.[1]
    if (name === undefined || target.types !== `./dist/${name}.d.mts`)
      fail(`exports["${subpath}"] must be { types: ./dist/<name>.d.mts, default: ./dist/<name>.mjs }`)
    esmOnly.push(name)
  }
  // otherwise declarations only (@capsule/server's `./types/*`, Fastify's type paths)
}
if (pkg.main !== './dist/index.cjs' || pkg.types !== './dist/index.d.cts')
  fail('main and types must be ./dist/index.cjs and ./dist/index.d.cts (for resolvers that read no exports)')

// ---- runtime files; what a previous layout left in dist goes first (tsc writes declarations only)
for (const file of walk('dist')) if (/\.[cm]?js(\.map)?$/.test(file)) rmSync(file)
rmSync('dist/chunks', { recursive: true, force: true })

// an entry that imports another entry's module (`../index.js`) gets that entry's built file, by the package's own name:
// one module at runtime, whichever condition loads it
const entrySubpaths = new Map()
for (const [subpath, target] of Object.entries(pkg.exports)) {
  const file = typeof target === 'object' ? (target.require?.default ?? target.default) : undefined
  const name = file === undefined ? undefined : /^\.\/dist\/(.+)\.[cm]js$/.exec(file)?.[1]
  if (name !== undefined) entrySubpaths.set(resolve(`src/${name}.ts`), pkg.name + subpath.slice(1))
}
const otherEntries = {
  name: 'other-entries',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined
      const specifier = entrySubpaths.get(resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts'))
      return specifier === undefined ? undefined : { path: specifier, external: true }
    })
  }
}

const common = {
  outdir: 'dist',
  plugins: [otherEntries],
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning'
}
const outputs = []
if (dual.length > 0) {
  const result = await build({
    ...common,
    entryPoints: dual.map((name) => ({ in: `src/${name}.ts`, out: name })),
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // the sources are ES modules: strict, and `createRequire(import.meta.url)` for the lazy CommonJS dependencies
    define: { 'import.meta.url': '__capsuleModuleUrl' },
    banner: {
      js: `'use strict'\nconst __capsuleModuleUrl = require('node:url').pathToFileURL(__filename).href`
    },
    // `export { x as 'module.exports' }` in an entry is what `require()` returns (Node's require(esm) convention,
    // kept by the sources): the factory itself, with the named exports on it, as `require('fastify')` is
    footer: {
      js: `if (Object.prototype.hasOwnProperty.call(module.exports, 'module.exports')) module.exports = module.exports['module.exports']`
    }
  })
  // e.g. an `import.meta` other than `import.meta.url`: it would be undefined in CommonJS
  if (result.warnings.length > 0) fail('the CommonJS build has warnings (above)')
  outputs.push(...Object.values(result.metafile.outputs))
}
if (esmOnly.length > 0) {
  const result = await build({
    ...common,
    entryPoints: esmOnly.map((name) => ({ in: `src/${name}.ts`, out: name })),
    format: 'esm',
    outExtension: { '.js': '.mjs' }
  })
  outputs.push(...Object.values(result.metafile.outputs))
}

// two entries that bundled the same module would each have their own copy of its classes
const bundledBy = new Map()
for (const output of outputs) {
  if (output.entryPoint === undefined) continue
  for (const input of Object.keys(output.inputs)) {
    const other = bundledBy.get(input)
    if (other !== undefined)
      fail(
        `${input} is bundled into both ${other} and ${output.entryPoint}: import it through one entry's module`
      )
    bundledBy.set(input, output.entryPoint)
  }
}

// the ES module names of each dual entry, as its source declares them
const analysis = await build({
  ...common,
  entryPoints: dual.map((name) => ({ in: `src/${name}.ts`, out: name })),
  format: 'esm',
  sourcemap: false,
  write: false,
  logLevel: 'silent'
})
const requireHere = createRequire(resolve('package.json'))
for (const name of dual) {
  const exported = Object.values(analysis.metafile.outputs).find((output) =>
    output.entryPoint?.endsWith(`src/${name}.ts`)
  ).exports
  const named = exported.filter((key) => key !== 'default' && key !== 'module.exports')
  const implementation = requireHere(`./dist/${name}.cjs`)
  for (const key of named)
    if (implementation[key] === undefined) fail(`require('./dist/${name}.cjs').${key} is undefined`)
  const base = `./${name.split('/').pop()}.cjs`
  const header = `// Generated by scripts/bundle.mjs: the implementation is ${base}, shared with require()`
  const lines = [header, `import implementation from '${base}'`]
  if (named.length > 0) lines.push(`export const { ${named.join(', ')} } = implementation`)
  let defaultName
  if (exported.includes('default')) {
    lines.push('export default implementation.default')
    // the declarations re-export the default by a name that has the same value (TypeScript reads a CommonJS
    // module's default import differently per module mode; a named one is read alike in every mode)
    defaultName = named.find((key) => implementation[key] === implementation.default)
    if (defaultName === undefined) fail(`${name}: the default export must also be exported by name`)
  }
  writeFileSync(`dist/${name}.mjs`, `${lines.join('\n')}\n`)
  const types = [
    `// Generated by scripts/bundle.mjs: the declarations are ${base.replace('.cjs', '.d.cts')}, shared with require()`,
    `export * from '${base}'`
  ]
  if (defaultName !== undefined) types.push(`export { ${defaultName} as default } from '${base}'`)
  writeFileSync(`dist/${name}.d.mts`, `${types.join('\n')}\n`)
}

// ---- declarations: every tsc declaration as .d.cts, its relative specifiers (and its map) pointing at .d.cts
const toCjs = (text) =>
  text.replace(/((?:from|import\(|declare module)\s*['"]\.{1,2}\/[^'"]*?)\.js(?=['"])/g, '$1.cjs')
// `export { x as 'module.exports' }` is JavaScript only: left out, the declarations still parse with TypeScript
// before 5.6 (no string export names there)
const stripCommonjs = (text) => text.replace(/^export \{ \w+ as 'module\.exports' \};\n/m, '')
for (const file of walk('dist')) {
  if (!file.endsWith('.d.ts')) continue
  const base = file.slice(0, -'.d.ts'.length)
  const original = readFileSync(file, 'utf8')
  const text = stripCommonjs(original)
  if (text !== original) writeFileSync(file, text)
  writeFileSync(
    `${base}.d.cts`,
    toCjs(text).replace(/^\/\/# sourceMappingURL=(.+)\.d\.ts\.map$/m, '//# sourceMappingURL=$1.d.cts.map')
  )
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'))
  map.file = map.file.replace(/\.d\.ts$/, '.d.cts')
  writeFileSync(`${base}.d.cts.map`, JSON.stringify(map))
}
// an ES module only entry: its own declarations, importing the rest from the one .d.cts tree
for (const name of esmOnly) {
  const text = readFileSync(`dist/${name}.d.ts`, 'utf8').replace(/^\/\/# sourceMappingURL=.+\n?/m, '')
  writeFileSync(`dist/${name}.d.mts`, toCjs(text))
}

/** Every file under `dir`, as a relative path. */
function walk(dir) {
  let files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files = files.concat(walk(path))
    else files.push(path)
  }
  return files
}
