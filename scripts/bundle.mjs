// Bundles one package's own modules into one file per `exports` entry (run from the package directory after
// `tsc -b`, which emits only declarations). Node's ESM loader pays per file (resolve, read, compile, link):
// one file per entry makes `import '@capsule/server'` about twice as fast. Dependencies, including other
// @capsule packages, stay external so every package is still installed, loaded and versioned on its own.
import { readFileSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const entryPoints = []
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue // ./package.json
  if (target.default === undefined) continue // declarations only (@capsule/server's `./types/*`, Fastify's type paths)
  const match = /^\.\/dist\/(.+)\.js$/.exec(target.default)
  if (match === null) throw new Error(`${pkg.name}: exports["${subpath}"].default must be ./dist/<name>.js`)
  entryPoints.push({ in: `src/${match[1]}.ts`, out: match[1] })
}

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  // two entries of one package share their modules (error classes must stay one class) through a chunk
  splitting: entryPoints.length > 1,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning'
})

// `export { x as 'module.exports' }` (what Node >= 20.19 hands a CommonJS `require()` of the package) is JavaScript
// only: the declarations leave it out, so they still parse with TypeScript before 5.6 (no string export names there)
for (const { out } of entryPoints) {
  const file = `dist/${out}.d.ts`
  const text = readFileSync(file, 'utf8')
  const stripped = text.replace(/^export \{ \w+ as 'module\.exports' \};\n/m, '')
  if (stripped !== text) writeFileSync(file, stripped)
}
