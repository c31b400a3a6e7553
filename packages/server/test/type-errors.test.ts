// The type errors a user reads: a reply that misses its response schema is reported in a line or two that name the
// field (Fastify reports the same mistake as an 8-line, 1,100-character chain through its types).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const entry = new URL('../src/index.ts', import.meta.url).pathname.replace(/\.ts$/, '.js')
const dir = mkdtempSync(join(tmpdir(), 'capsule-type-errors-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const schema =
  "{ response: { 200: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } } }"

/** Type-checks one route written as an application would and returns its diagnostics, one string per error. */
function errorsOf(route: string): string[] {
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.ts`)
  writeFileSync(file, `import capsule from ${JSON.stringify(entry)}\nconst app = capsule()\n${route}\n`)
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node']
  })
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

// each case builds a TypeScript program: seconds under load, more than vitest's 5 s default when the machine is busy
describe('a reply that misses its response schema', { timeout: 60_000 }, () => {
  it('returned from an arrow function: one line naming the field', () => {
    const errors = errorsOf(`app.get('/', { schema: ${schema} }, async () => ({ id: 'x', name: 'a' }))`)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.split('\n')).toHaveLength(1)
    expect(errors[0]).toContain("reply field 'id' does not match the response schema")
  })

  it('returned from a block with request and reply in scope: two lines, the second naming the field', () => {
    const errors = errorsOf(
      `app.get('/', { schema: ${schema} }, async (request, reply) => {\n  void request; void reply\n  return { id: 1 }\n})`
    )
    expect(errors).toHaveLength(1)
    const lines = errors[0]!.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain("reply field 'name' does not match the response schema")
    // the first line prints the handler's type, whose `this` is the awaitable instance capsule() returns
    expect(errors[0]!.length).toBeLessThan(650)
  })

  it('nested: the path of the field', () => {
    const nested =
      "{ response: { 200: { type: 'object', properties: { user: { type: 'object', properties: { age: { type: 'integer' } } } } } } }"
    const errors = errorsOf(`app.get('/', { schema: ${nested} }, async () => ({ user: { age: 'old' } }))`)
    expect(errors[0]).toContain("reply field 'user.age' does not match the response schema")
  })

  it('sent with reply.send(): one line, at the field', () => {
    const errors = errorsOf(
      `app.get('/', { schema: ${schema} }, async (_request, reply) => { reply.send({ id: 'x', name: 'a' }) })`
    )
    expect(errors).toEqual(["Type 'string' is not assignable to type 'number'."])
  })

  it('with the right reply: no error', () => {
    expect(
      errorsOf(`app.get('/', { schema: ${schema} }, async () => ({ id: 1, name: 'a', extra: true }))`)
    ).toEqual([])
  })
})

describe('other mistakes', { timeout: 60_000 }, () => {
  it('a misspelt hook name: one error naming the valid names', () => {
    const errors = errorsOf("app.addHook('preHandlr', async () => {})")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('"preHandlr"')
  })

  it('a misspelt body field', () => {
    const body = "{ body: { type: 'object', properties: { name: { type: 'string' } } } }"
    const errors = errorsOf(`app.post('/', { schema: ${body} }, async (request) => request.body.nmae)`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain("Property 'nmae' does not exist")
  })
})
