// Reads the examples out of the documentation's Markdown. The conventions (also in apps/docs/README.md):
// - every ```js, ```mjs, ```cjs and ```ts block is an example: a complete program, run as it is shown;
// - a ```text block right after it (blank lines between at most) is what the program prints, compared exactly;
//   a ```text stderr block right after the example or its output is what it writes to stderr (the example's own file
//   shown as /home/you/app.mjs), which is otherwise empty;
// - a block marked ```js server is a server: it is started with PORT set to a free port (and HOST to 127.0.0.1, for
//   an example that reads it), and every ```sh block with a
//   `curl` command that follows it (until the next example) is sent to it, the ```text block after each one being the
//   expected answer (`-i` shows the status line and the headers listed there, then the body);
// - ```js bun / ```js deno (with or without `server`) runs the example with that runtime instead of Node (the real
//   binaries, devDependencies of this package).
// A page's examples run in a project of their own that has exactly what the page tells its reader to install
// (`installsOf`), with pnpm's strict layout: see projects.ts.
import { readFileSync } from 'node:fs'

export type Language = 'js' | 'mjs' | 'cjs' | 'ts'
export type Runtime = 'node' | 'bun' | 'deno'

export interface Request {
  /** the curl command as the page shows it */
  command: string
  expected: string
  line: number
}

export interface Example {
  page: string
  /** line of the code block's first line, 1-based */
  line: number
  language: Language
  server: boolean
  runtime: Runtime
  code: string
  expected?: string
  /** what a ```text stderr block says the example writes to stderr */
  expectedStderr?: string
  requests: Request[]
}

interface Fence {
  info: string
  body: string
  /** line of the body's first line, 1-based */
  line: number
  /** the fence follows the previous one with nothing but blank lines between */
  adjacent: boolean
}

const languages = new Set<string>(['js', 'mjs', 'cjs', 'ts'])

function fences(markdown: string): Fence[] {
  const lines = markdown.split('\n')
  const found: Fence[] = []
  let lastEnd = -2
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(.*)$/.exec(lines[i]!)
    if (open === null) continue
    const [, ticks, info] = open
    let end = i + 1
    while (end < lines.length && lines[end] !== ticks) end++
    if (end === lines.length) throw new Error(`line ${i + 1}: a code block is not closed`)
    const between = lines.slice(lastEnd + 1, i)
    found.push({
      info: info!.trim(),
      body: lines.slice(i + 1, end).join('\n'),
      line: i + 2,
      adjacent: between.every((line) => line.trim() === '')
    })
    lastEnd = end
    i = end
  }
  return found
}

/** The examples of one page, in order. */
export function examplesOf(page: string, path: string): Example[] {
  const all = fences(readFileSync(path, 'utf8'))
  const examples: Example[] = []
  let server: Example | undefined
  for (let i = 0; i < all.length; i++) {
    const fence = all[i]!
    const [language = '', ...flags] = fence.info.split(/\s+/)
    if (languages.has(language)) {
      const unknown = flags.filter(
        (flag) => !['server', 'bun', 'deno'].includes(flag) && !flag.startsWith('{') && !flag.startsWith('[')
      )
      if (unknown.length > 0)
        throw new Error(`${page}:${fence.line}: unknown example flag ${unknown.join(' ')}`)
      const runtime: Runtime = flags.includes('bun') ? 'bun' : flags.includes('deno') ? 'deno' : 'node'
      const example: Example = {
        page,
        line: fence.line,
        language: language as Language,
        server: flags.includes('server'),
        runtime,
        code: fence.body,
        requests: []
      }
      const next = all[i + 1]
      if (!example.server && next !== undefined && next.adjacent && next.info === 'text') {
        example.expected = next.body
        i++
      }
      const after = all[i + 1]
      if (after !== undefined && after.adjacent && after.info === 'text stderr') {
        example.expectedStderr = after.body
        i++
      }
      examples.push(example)
      server = example.server ? example : undefined
      continue
    }
    if (language === 'sh' && server !== undefined && /^curl /m.test(fence.body)) {
      const next = all[i + 1]
      if (next === undefined || !next.adjacent || next.info !== 'text')
        throw new Error(
          `${page}:${fence.line}: a curl command needs the answer it gets, in a text block right after it`
        )
      const commands = fence.body.split('\n').filter((line) => line.startsWith('curl '))
      if (commands.length !== 1) throw new Error(`${page}:${fence.line}: one curl command per block`)
      server.requests.push({ command: commands[0]!, expected: next.body, line: fence.line })
      i++
    }
  }
  return examples
}

export interface CurlRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
  /** `-i`: the answer shows the status line and headers */
  include: boolean
}

// the words of a shell command line, with single and double quotes (enough for the curl commands a page shows)
function words(line: string): string[] {
  const found: string[] = []
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g
  for (const match of line.matchAll(pattern))
    found.push(match[1] ?? match[2]?.replace(/\\(.)/g, '$1') ?? match[3]!)
  return found
}

/** Reads a curl command: `-X`, `-H`, `-d` / `--data`, `-i`, `-s`, and the URL on localhost or 127.0.0.1. */
export function parseCurl(command: string): CurlRequest {
  const [, ...args] = words(command)
  const request: CurlRequest = { method: 'GET', path: '', headers: {}, include: false }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '-X' || arg === '--request') request.method = args[++i]!
    else if (arg === '-H' || arg === '--header') {
      const header = args[++i]!
      const colon = header.indexOf(':')
      request.headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim()
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') {
      request.body = args[++i]!
      if (request.method === 'GET') request.method = 'POST'
      request.headers['content-type'] ??= 'application/x-www-form-urlencoded'
    } else if (arg === '-i' || arg === '--include') request.include = true
    else if (arg === '-s' || arg === '--silent') continue
    else if (/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(arg))
      request.path = arg.replace(/^https?:\/\/[^/]+/, '')
    else throw new Error(`curl option the docs test does not read: ${arg}`)
  }
  if (request.path === '') throw new Error(`no http://localhost URL in: ${command}`)
  return request
}

/**
 * What a page tells its reader to install: the packages every `npm install` (`npm i`, `pnpm add`, `yarn add`)
 * command it shows names, in a ```sh block or in inline code, by the name the code imports them by. An alias
 * (`fastify@npm:@capsule/server`) maps to the package it installs; a version (`zod@4`) is dropped.
 */
export function installsOf(markdown: string): Map<string, string> {
  const installs = new Map<string, string>()
  const command = /(?:npm (?:install|i|add)|pnpm (?:add|install)|yarn add)((?:[ \t]+[^\s`&|;#]+)+)/g
  for (const [, list] of markdown.matchAll(command))
    for (const word of list!.trim().split(/\s+/)) {
      if (word.startsWith('-')) continue
      const [name, target] = word.includes('@npm:') ? word.split('@npm:') : [word, word]
      // a version after the name: `zod@4`, `@scope/name@^1` (a scope's own @ is at position 0)
      const unversioned = (spec: string): string => spec.replace(/(?<=.)@[^@/]*$/, '')
      installs.set(unversioned(name!), unversioned(target!))
    }
  return installs
}
