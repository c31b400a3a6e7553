// Every example the documentation shows runs here, against the packages as they would be published, and prints what
// the page says it prints: a page whose example goes stale fails this test (conventions in examples.ts and
// apps/docs/README.md). Each page's examples run in a project that has exactly what the page tells its reader to
// install, with pnpm's strict layout (projects.ts), so an example that imports a package its page does not name
// fails. TypeScript examples are also type-checked (strict, exactOptionalPropertyTypes) in their project.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { transformSync } from 'esbuild'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { examplesOf, installsOf, parseCurl, type Example, type Request, type Runtime } from './examples.js'
import { installProjects, installsKey, type Project } from './projects.js'

const docs = fileURLToPath(new URL('..', import.meta.url))

function pagesIn(dir: string): string[] {
  return readdirSync(join(docs, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'reference', '.vitepress', '.examples', 'test', 'public'].includes(entry.name)
        ? []
        : pagesIn(path)
    return entry.name.endsWith('.md') && entry.name !== 'README.md' ? [path] : []
  })
}

const pages = pagesIn('.').sort()
const examples = pages.flatMap((page) => examplesOf(page, join(docs, page)))

/**
 * What a page's examples may import: what the page tells its reader to install, and for a guide page also what
 * Getting started installs (`@capsule/server`): every guide builds on that project.
 */
function installsFor(page: string): Map<string, string> {
  const installs = installsOf(readFileSync(join(docs, page), 'utf8'))
  if (page.startsWith('guide/') && !installs.has('@capsule/server'))
    installs.set('@capsule/server', '@capsule/server')
  return installs
}
const installs = new Map(pages.map((page) => [page, installsFor(page)]))

// the projects, in a temporary folder of this run; each page's examples are files of its page's project
const work = mkdtempSync(join(tmpdir(), 'capsule-docs-examples-'))
let projects = new Map<string, Project>()
const projectOf = (page: string): Project => projects.get(installsKey(installs.get(page)!))!
const fileOf = (example: Example, extension: string): string =>
  join(
    projectOf(example.page).dir,
    `${example.page.replace(/\.md$/, '').replace(/[^a-z0-9]+/gi, '-')}-${example.line}${extension}`
  )
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Before any example runs: the projects are installed, the examples written into them, and the TypeScript examples
// type-checked. Examples that merge declarations (`declare module`) change the types every other file sees, so each
// of them is checked on its own; the others share one program (each resolving modules from its own project).
const typeErrors = new Map<Example, string[]>()
beforeAll(async () => {
  const withExamples = pages.filter((page) => examples.some((example) => example.page === page))
  projects = await installProjects(
    work,
    withExamples.map((page) => installs.get(page)!)
  )
  // the files the examples run from: ES modules (a .ts example is run as the JavaScript esbuild makes of it)
  for (const example of examples) {
    if (example.language === 'ts') {
      writeFileSync(fileOf(example, '.ts'), example.code)
      writeFileSync(
        fileOf(example, '.mjs'),
        transformSync(example.code, { loader: 'ts', format: 'esm', target: 'node20' }).code
      )
    } else writeFileSync(fileOf(example, example.language === 'cjs' ? '.cjs' : '.mjs'), example.code)
  }

  const typed = examples.filter((example) => example.language === 'ts')
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    // Node's types, as a TypeScript project has them (`npm install -D @types/node`); every module an example
    // imports resolves from its project, and a plugin's own `import 'fastify'` reaches the project's alias there
    types: ['node'],
    typeRoots: [join(docs, 'node_modules/@types')]
  }
  const merging = typed.filter((example) => /^declare module /m.test(example.code))
  const groups = [
    typed.filter((example) => !merging.includes(example)),
    ...merging.map((example) => [example])
  ]
  for (const group of groups) {
    if (group.length === 0) continue
    const program = ts.createProgram(
      group.map((example) => fileOf(example, '.ts')),
      options
    )
    for (const example of group) {
      const source = program.getSourceFile(fileOf(example, '.ts'))!
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source)
      ]
      typeErrors.set(
        example,
        diagnostics.map((diagnostic) => {
          const line =
            diagnostic.start === undefined
              ? 0
              : ts.getLineAndCharacterOfPosition(source, diagnostic.start).line
          return `${example.page}:${example.line + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
        })
      )
    }
  }
}, 300_000)

// stdout as a page shows it: the example's file named as the reader's would be (explain() and inspect() print the
// places in it, relative to the working directory: `app.mjs:5:5`)
function shownStdout(stdout: string, file: string): string {
  return stdout
    .replaceAll(pathToFileURL(file).href, 'file:///home/you/app.mjs')
    .replaceAll(file, '/home/you/app.mjs')
    .replaceAll(basename(file), 'app.mjs')
    .trimEnd()
}

// stderr as a page shows it: the example's file where the reader's would be. Without a ```text stderr block, the
// blocks Capsule's stderr fallback writes (an example that answers a 5xx on purpose without a logger) are left out:
// a page shows them where they are its point (guide/logging.md, "Without a logger")
function shownStderr(stderr: string, file: string, shown: boolean): string {
  const text = stderr
    .replaceAll(pathToFileURL(file).href, 'file:///home/you/app.mjs')
    .replaceAll(file, '/home/you/app.mjs')
    .trimEnd()
  return shown ? text : withoutFallbackBlocks(text)
}

// a block: `[capsule] message`, the error's first line, then indented lines (frames, code, causes) and the hint
function withoutFallbackBlocks(text: string): string {
  const kept: string[] = []
  let inBlock = false
  let header = false
  for (const line of text.split('\n')) {
    if (line.startsWith('[capsule] ')) [inBlock, header] = [true, true]
    else if (inBlock && header) header = false
    else if (!(inBlock && (line.startsWith('  ') || line.startsWith('(no logger configured: ')))) {
      inBlock = false
      kept.push(line)
    }
  }
  return kept.join('\n')
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

// the runtimes' own binaries (not node_modules/.bin: pnpm's shims would put a shell, and for Deno a node process,
// between the test and the PID it stops)
const packageDir = (name: string): string =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
const commands: Record<Runtime, (file: string) => [string, string[]]> = {
  node: (file) => [process.execPath, [file]],
  bun: (file) => [join(packageDir('bun'), 'bin', 'bun.exe'), [file]],
  // npm packages from the project's node_modules, as Node resolves them; Deno never downloads anything itself
  deno: (file) => [
    join(packageDir('deno'), 'deno'),
    ['run', '-A', '--node-modules-dir=manual', '--no-lock', file]
  ]
}

function run(
  file: string,
  env: Record<string, string> = {},
  runtime: Runtime = 'node'
): { done: Promise<Run>; stop: () => void } {
  const [command, args] = commands[runtime](file)
  const child = spawn(command, args, {
    cwd: dirname(file),
    env: { ...process.env, ...env, NODE_OPTIONS: '' }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  const done = new Promise<Run>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  )
  return { done, stop: () => child.kill('SIGTERM') }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function listening(port: number, exited: Promise<Run>): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  for (let attempt = 0; attempt < 200; attempt++) {
    if (gone) throw new Error('the server exited before it listened')
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      }).on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nothing listens on port ${port}`)
}

// what the page would show for the answer: the body, or with `-i` the status line, the headers the page lists (with
// the values received) and the body
async function answer(port: number, step: Request): Promise<string> {
  const curl = parseCurl(step.command)
  const head = step.expected.split('\n\n')[0] ?? ''
  const listed = head
    .split('\n')
    .slice(1)
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: curl.method, path: curl.path, headers: curl.headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        res.on('end', () => {
          if (!curl.include) return resolve(body)
          const headers = listed.map((name) => `${name}: ${String(res.headers[name] ?? '(absent)')}`)
          resolve(
            [[`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`, ...headers].join('\n'), body].join('\n\n')
          )
        })
      }
    )
    req.on('error', reject)
    req.end(curl.body)
  })
}

// pages whose expected outputs fit the code column (76 characters at the site's widest layout): a wider line scrolls,
// and what is past the edge is out of sight
const narrowOutputPages = ['migration.md']
const codeColumn = 76

describe('documentation examples', () => {
  it('finds the pages and their examples', () => {
    expect(pages).toContain('guide/getting-started.md')
    expect(examples.length).toBeGreaterThan(0)
  })

  it.each(narrowOutputPages)('%s shows every expected output within the code column', (page) => {
    const wide = examples
      .filter((example) => example.page === page)
      .flatMap((example) => [
        ...(example.expected === undefined ? [] : [{ line: example.line, text: example.expected }]),
        ...example.requests.map((request) => ({ line: request.line, text: request.expected }))
      ])
      .flatMap(({ line, text }) =>
        text
          .split('\n')
          .filter((output) => output.length > codeColumn)
          .map((output) => `${page}:${line}: ${output.length} characters: ${output}`)
      )
    expect(wide).toEqual([])
  })

  for (const page of pages) {
    const ofPage = examples.filter((example) => example.page === page)
    if (ofPage.length === 0) continue
    describe(page, () => {
      for (const example of ofPage) {
        it(`the example at line ${example.line}${example.server ? ` and its ${example.requests.length} requests` : ''}`, async () => {
          if (example.language === 'ts') expect(typeErrors.get(example)).toEqual([])
          const file = fileOf(example, example.language === 'cjs' ? '.cjs' : '.mjs')
          if (!example.server) {
            const result = await run(file, {}, example.runtime).done
            expect(
              shownStderr(result.stderr, file, example.expectedStderr !== undefined),
              `${relative(work, file)} wrote to stderr`
            ).toBe(example.expectedStderr?.trimEnd() ?? '')
            expect(result.code).toBe(0)
            if (example.expected !== undefined)
              expect(shownStdout(result.stdout, file)).toBe(example.expected.trimEnd())
            return
          }
          expect(
            example.requests.length,
            'a server example is followed by curl commands and their answers'
          ).toBeGreaterThan(0)
          const port = await freePort()
          const server = run(file, { PORT: String(port), HOST: '127.0.0.1' }, example.runtime)
          try {
            await listening(port, server.done)
            for (const step of example.requests)
              expect((await answer(port, step)).trimEnd(), `${page}:${step.line}`).toBe(
                step.expected.trimEnd()
              )
          } finally {
            server.stop()
          }
          const result = await server.done
          expect(shownStderr(result.stderr, file, example.expectedStderr !== undefined)).toBe(
            example.expectedStderr?.trimEnd() ?? ''
          )
        }, 60_000)
      }
    })
  }
})
