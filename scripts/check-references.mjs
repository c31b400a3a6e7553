// Keeps the dependency graph honest: every package's tsconfig references mirror its internal dependencies
// (so `tsc -b` sees every edge and fails on a cycle), and every edge points to a lower layer
// (docs/architecture.md). Exits non-zero with one line per problem.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const layers = {
  'error-formatter': 0,
  'skip-override': 0,
  router: 1,
  'validator-compiler': 1,
  'serializer-compiler': 1,
  'standard-schema': 1,
  core: 2,
  'bearer-auth': 3,
  server: 4,
  // a tool over applications: it loads the application's own framework; of ours, only the layer-0 helpers
  inspector: 5
}
const problems = []
for (const name of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', name)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'))
  const runtime = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) =>
    d.startsWith('@capsule/')
  )
  const references = new Set((tsconfig.references ?? []).map((r) => r.path.replace('../', '')))
  for (const dep of runtime) {
    const short = dep.slice('@capsule/'.length)
    if (!references.has(short))
      problems.push(`${name}: depends on ${dep} but tsconfig.json has no reference to ../${short}`)
    if (!(layers[short] < layers[name]))
      problems.push(`${name} (layer ${layers[name]}) must not depend on ${dep} (layer ${layers[short]})`)
  }
  for (const ref of references) {
    if (!runtime.includes(`@capsule/${ref}`))
      problems.push(`${name}: tsconfig.json references ../${ref} which is not a dependency`)
  }
}
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
console.log('package references and layers: ok')
