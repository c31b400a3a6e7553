// Keeps every package's modules importing one another in one direction: reports each cycle of runtime imports
// (type-only imports vanish at build time and do not count) among a package's src/ files. A cycle means two
// modules need each other to load and that a change in one can break the other's initialisation order.
// Exits non-zero with one line per cycle.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname

function sources(dir) {
  const found = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) found.push(...sources(path))
    else if (/\.ts$/.test(name) && !/\.(test|test-d|case)\.ts$/.test(name) && !name.endsWith('.d.ts'))
      found.push(path)
  }
  return found
}

/** The relative modules a file imports (or re-exports) at runtime. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const targets = []
  for (const statement of source.statements) {
    let specifier
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const named = clause?.namedBindings
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly)
      if (onlyTypes) continue
      specifier = statement.moduleSpecifier
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined
    ) {
      specifier = statement.moduleSpecifier
    }
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
    const target = resolve(dirname(file), specifier.text.replace(/\.js$/, '.ts'))
    if (existsSync(target)) targets.push(target)
  }
  return targets
}

/** Strongly connected components with more than one module (Tarjan). */
function cycles(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let counter = 0
  const visit = (node) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) === index.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component)
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const problems = []
for (const name of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', name, 'src')
  if (!existsSync(src)) continue
  const graph = new Map(sources(src).map((file) => [file, runtimeImports(file)]))
  for (const component of cycles(graph)) {
    problems.push(
      `${name}: import cycle between ${component
        .map((file) => relative(src, file))
        .sort()
        .join(', ')}`
    )
  }
}
for (const problem of problems) console.error(problem)
if (problems.length > 0) process.exit(1)
console.log('import cycles: none')
