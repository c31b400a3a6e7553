// The code examples of the documentation compile: every ```ts block of the pages listed here is written to a file of
// its own and type-checked with this workspace's settings (strict, exactOptionalPropertyTypes, skipLibCheck: false,
// `fastify` aliased to @capsule/server), one test per block. A page whose example goes stale fails here.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const workspace = join(dirname(fileURLToPath(import.meta.url)), '../..')
const root = join(workspace, '../..')
const pages = ['docs/typescript.md']
const scratch = join(workspace, '.docs-examples')

interface Example {
  page: string
  line: number
  file: string
}

// ```ts blocks with the line each starts at (```jsonc, ```sh and the others are not TypeScript)
function extract(page: string): Example[] {
  const lines = readFileSync(join(root, page), 'utf8').split('\n')
  const examples: Example[] = []
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```ts') continue
    const start = i + 1
    let end = start
    while (lines[end] !== '```') end++
    const file = join(scratch, `${page.replace(/[^a-z0-9]+/gi, '-')}-${start + 1}.ts`)
    writeFileSync(file, `${lines.slice(start, end).join('\n')}\n`)
    examples.push({ page, line: start + 1, file })
    i = end
  }
  return examples
}

rmSync(scratch, { recursive: true, force: true })
mkdirSync(scratch, { recursive: true })
const examples = pages.flatMap(extract)
const config = ts.getParsedCommandLineOfConfigFile(join(workspace, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
if (config === undefined) throw new Error('tests/types-compat/tsconfig.json does not parse')
const program = ts.createProgram(examples.map((example) => example.file), config.options)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('documentation examples compile', () => {
  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThan(5)
  })
  for (const example of examples) {
    it(`${example.page}:${example.line}`, () => {
      const source = program.getSourceFile(example.file)
      const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      const messages = diagnostics.map((diagnostic) => {
        const at = diagnostic.start === undefined ? 0 : ts.getLineAndCharacterOfPosition(diagnostic.file ?? source!, diagnostic.start).line
        const where = diagnostic.file?.fileName === example.file ? `${example.page}:${example.line + at}` : relative(root, diagnostic.file?.fileName ?? '')
        return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
      })
      expect(messages).toEqual([])
    })
  }
})
