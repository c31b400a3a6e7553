// Generates reference/<package>.md, one page per published package, from the TSDoc of its public API (TypeDoc with
// typedoc-plugin-markdown), and reference/index.md listing them. Run before `vitepress dev` and `vitepress build`.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Application } from 'typedoc'
import { packages } from './packages.mjs'

const docs = fileURLToPath(new URL('..', import.meta.url))
const repo = join(docs, '../..')
const out = join(docs, 'reference')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

for (const pkg of packages) {
  const root = join(repo, 'packages', pkg.dir)
  const scratch = join(out, `.${pkg.dir}`)
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [join(root, 'src/index.ts')],
    tsconfig: join(root, 'tsconfig.json'),
    plugin: ['typedoc-plugin-markdown'],
    out: scratch,
    readme: 'none',
    name: pkg.name,
    // one page per package; what a package re-exports from another is documented there
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
  const project = await app.convert()
  if (!project) throw new Error(`TypeDoc could not read ${pkg.name}`)
  await app.generateOutputs(project)
  renameSync(join(scratch, 'index.md'), join(out, `${pkg.dir}.md`))
  rmSync(scratch, { recursive: true, force: true })
}

writeFileSync(
  join(out, 'index.md'),
  `# Reference\n\nOne page per package, generated from the TSDoc of its public API. The guides explain how the pieces fit.\n\n| package | what it is |\n|---|---|\n${packages
    .map((pkg) => `| [\`${pkg.name}\`](./${pkg.dir}) | ${pkg.what} |`)
    .join('\n')}\n`
)
