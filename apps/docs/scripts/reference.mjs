// Generates the reference pages from the TSDoc of the packages' public API (TypeDoc with typedoc-plugin-markdown):
// reference/<package>.md for a package documented on one page, reference/<package>/<concept>.md and an overview
// reference/<package>/index.md for a package with concept pages (scripts/packages.mjs), and reference/index.md
// listing them. Run before `vitepress dev` and `vitepress build` (the packages must be built: the error tables are
// read from what they export).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Application, Converter } from 'typedoc'
import { packages } from './packages.mjs'

const docs = fileURLToPath(new URL('..', import.meta.url))
const repo = join(docs, '../..')
const out = join(docs, 'reference')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

/** The export statements of a package's src/index.ts with a `from`: `[statement, module]`. */
function reexports(index) {
  const text = readFileSync(index, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
  return [...text.matchAll(/export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+'([^']+)'/g)].map((match) => [
    match[0],
    match[1]
  ])
}

/**
 * One TypeScript entry file per concept page, each re-exporting the statements of src/index.ts that belong to it
 * (TypeDoc makes one module, hence one page, of each entry point), and the tsconfig that compiles them.
 */
function conceptEntries(pkg, root, scratch) {
  const src = join(root, 'src')
  const statements = reexports(join(src, 'index.ts'))
  const entries = pkg.pages.map((page) => ({ page, lines: [] }))
  for (const [statement, module] of statements) {
    const entry = entries.find(({ page }) => page.from.includes(module)) ?? entries[0]
    entry.lines.push(statement.replace(`'${module}'`, `'${join(src, module)}'`))
  }
  if (/^export default /m.test(readFileSync(join(src, 'index.ts'), 'utf8')))
    entries[0].lines.push(`export { default } from '${join(src, 'index.js')}'`)
  mkdirSync(scratch, { recursive: true })
  for (const { page, lines } of entries)
    writeFileSync(
      join(scratch, `${page.slug}.ts`),
      `/**\n * ${page.what[0].toUpperCase()}${page.what.slice(1)}.\n * @module ${page.slug}\n */\n${lines.join('\n')}\n`
    )
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        rootDir: repo,
        composite: false,
        noEmit: true,
        declaration: false,
        declarationMap: false
      },
      include: [scratch, src],
      exclude: [join(src, '**/*.test.ts'), join(src, '**/*.test-d.ts'), join(src, '**/*.case.ts')]
    })
  )
  return entries.map(({ page }) => join(scratch, `${page.slug}.ts`))
}

const escapeCell = (text) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{\{/g, '&#123;&#123;')
    .replace(/[*_`[\]]/g, (c) => `\\${c}`)

// the parameters of every coded error's constructor, by code, as the packages' sources name them
// (`createError<[name: string]>('FST_ERR_DEC_ALREADY_PRESENT', ...)`)
const errorParameters = new Map()
for (const { dir } of packages)
  for (const file of readdirSync(join(repo, 'packages', dir, 'src'), { recursive: true }))
    if (file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
      // doc comment lines are left out: an @example's createError call must not stand for the real one
      for (const [, list = '', code] of readFileSync(join(repo, 'packages', dir, 'src', file), 'utf8')
        .replace(/^\s*\*.*$/gm, '')
        .matchAll(/createError(?:<\s*\[([^\]]*)\]\s*>)?\(\s*'(\w+)'/g))
        errorParameters.set(
          code,
          list.trim() === ''
            ? []
            : list.split(',').map((parameter) => parameter.split(':')[0].trim().replace(/\?$/, ''))
        )

/** The `errorCodes` export as a table (code, status, message) instead of its type, read from the built package. */
async function errorTable(root) {
  const { errorCodes } = await import(pathToFileURL(join(root, 'dist/index.mjs')).href)
  const rows = Object.keys(errorCodes)
    .sort()
    .map((code) => {
      const error = new errorCodes[code]()
      const names = errorParameters.get(code) ?? []
      let n = 0
      const message = escapeCell(error.message).replace(/%[sdifjoOc]/g, () => `{${names[n++] ?? '…'}}`)
      // the code may break after an underscore: the longest codes would push the messages off the page
      return `| <code>${code.replace(/_/g, '_<wbr>')}</code> | ${error.statusCode} | ${message} |`
    })
  return [
    '`errorCodes.CODE` is the class of the errors with that code, for `instanceof`; `new errorCodes.CODE(...)` makes ' +
      'one, its message filled in with the arguments named in braces.',
    '',
    '| code | status | message |',
    '|---|---|---|',
    ...rows
  ].join('\n')
}

/** A generated page as the site shows it: its title, and the error codes as a table. */
async function finish(file, root, title) {
  let text = readFileSync(file, 'utf8').replace(/^# .*$/m, `# ${title}`)
  const block = /(### errorCodes\n\n)```ts\n[\s\S]*?\n```\n/.exec(text)
  if (block !== null) text = text.replace(block[0], `${block[1]}${await errorTable(root)}\n`)
  writeFileSync(file, text)
}

for (const pkg of packages) {
  const root = join(repo, 'packages', pkg.dir)
  const scratch = join(out, `.${pkg.dir}`)
  const app = await Application.bootstrapWithPlugins({
    entryPoints: pkg.pages
      ? conceptEntries(pkg, root, join(scratch, 'entries'))
      : [join(root, 'src/index.ts')],
    tsconfig: pkg.pages ? join(scratch, 'entries/tsconfig.json') : join(root, 'tsconfig.json'),
    // the entry files re-export from src/: the package's own build type-checks that code
    skipErrorChecking: pkg.pages !== undefined,
    plugin: ['typedoc-plugin-markdown'],
    out: join(scratch, 'out'),
    readme: 'none',
    name: pkg.name,
    // one page per module: the package, or each concept of it; what a package re-exports from another is
    // documented there
    outputFileStrategy: 'modules',
    entryFileName: 'index',
    excludeExternals: true,
    // the other packages' files are external here: each is documented on its own page
    externalPattern: [
      '**/node_modules/**',
      ...packages.filter((other) => other !== pkg).map((other) => `**/packages/${other.dir}/**`)
    ],
    excludePrivate: true,
    excludeInternal: true,
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    // explicit anchors: the links TypeDoc writes then match whatever ids VitePress gives the headings
    useHTMLAnchors: true,
    parametersFormat: 'table',
    sanitizeComments: true,
    disableSources: true,
    logLevel: 'Warn'
  })
  // the CommonJS entry's export (`require()` gets the factory with its named exports on it) is plumbing, not API
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of Object.values(context.project.reflections))
      if (reflection.name === 'module.exports') context.project.removeReflection(reflection)
  })
  const project = await app.convert()
  if (!project) throw new Error(`TypeDoc could not read ${pkg.name}`)
  await app.generateOutputs(project)
  if (pkg.pages) {
    const dir = join(out, pkg.dir)
    mkdirSync(dir)
    for (const page of pkg.pages) {
      renameSync(join(scratch, 'out', `${page.slug}.md`), join(dir, `${page.slug}.md`))
      await finish(join(dir, `${page.slug}.md`), root, `${pkg.name}: ${page.title}`)
    }
    writeFileSync(
      join(dir, 'index.md'),
      `# ${pkg.name}\n\n${pkg.what[0].toUpperCase()}${pkg.what.slice(1)}, documented by concept:\n\n` +
        `| page | what it documents |\n|---|---|\n${pkg.pages
          .map((page) => `| [${page.title}](./${page.slug}) | ${page.what} |`)
          .join('\n')}\n`
    )
  } else {
    renameSync(join(scratch, 'out', 'index.md'), join(out, `${pkg.dir}.md`))
    await finish(join(out, `${pkg.dir}.md`), root, pkg.name)
  }
  rmSync(scratch, { recursive: true, force: true })
}

const split = packages.filter((pkg) => pkg.pages).map((pkg) => `\`${pkg.name}\``)
writeFileSync(
  join(out, 'index.md'),
  `# Reference\n\nOne page per package${split.length > 0 ? ` (one per concept for ${split.join(', ')})` : ''}, generated from the TSDoc of its public API. The guides explain how the pieces fit.\n\n| package | what it is |\n|---|---|\n${packages
    .map((pkg) => `| [\`${pkg.name}\`](./${pkg.pages ? `${pkg.dir}/` : pkg.dir}) | ${pkg.what} |`)
    .join('\n')}\n`
)
